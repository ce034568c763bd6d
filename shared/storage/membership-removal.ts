/**
 * Taking a member out of an organization. Only `npm start`'s demo door does it (local/demo-door.ts),
 * so it lives apart from organization-store.ts: the table policies are derived per module
 * (infra/table-access-derive.ts), and every function that reads organizations would otherwise be
 * granted DeleteItem for a removal no deployed function makes.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StorageDeps } from './db.ts';
import { keys } from './keys.ts';

/**
 * Removes a member from their organization (both items), only while they are still its member: a
 * newcomer leaving the local demonstration to create an organization of their own.
 */
export async function removeMember(
  deps: StorageDeps,
  organizationId: string,
  userSub: string,
): Promise<void> {
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: deps.tableName,
            Key: keys.membership(userSub),
            ConditionExpression: 'organization_id = :organization',
            ExpressionAttributeValues: { ':organization': organizationId },
          },
        },
        { Delete: { TableName: deps.tableName, Key: keys.organizationMember(organizationId, userSub) } },
      ],
    }),
  );
}
