/**
 * Organizations own branches; users (a token's `sub`) are members of one organization with a role.
 * A user token acts on a branch only when the branch belongs to the user's organization.
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../domain/access.ts';
import { queryAll, type StorageDeps, type TransactItem } from './db.ts';
import { keys } from './keys.ts';

export interface Organization {
  organization_id: string;
  name: string;
  created_at: string;
}

export interface Membership {
  organization_id: string;
  user_sub: string;
  role: Role;
  /** For people reading the member list; the `sub` is what tokens carry. */
  email?: string;
  created_at: string;
}

/** Creates the organization with its first member, the owner, in one transaction. */
export async function createOrganization(
  deps: StorageDeps,
  organization: Organization,
  owner: { user_sub: string; email?: string },
): Promise<{ organization: Organization; owner: Membership }> {
  const membership: Membership = {
    organization_id: organization.organization_id,
    user_sub: owner.user_sub,
    role: 'owner',
    ...(owner.email ? { email: owner.email } : {}),
    created_at: organization.created_at,
  };
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: deps.tableName,
            Item: { ...keys.organization(organization.organization_id), ...organization },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...membershipPuts(deps, membership),
      ],
    }),
  );
  return { organization, owner: membership };
}

/** Adds a member, or changes the role of one; a user belongs to one organization at most. */
export async function putMember(deps: StorageDeps, membership: Membership): Promise<void> {
  await deps.db.send(new TransactWriteCommand({ TransactItems: membershipPuts(deps, membership) }));
}

function membershipPuts(deps: StorageDeps, membership: Membership) {
  return [
    {
      Put: {
        TableName: deps.tableName,
        Item: { ...keys.membership(membership.user_sub), ...membership },
        // Another organization's member stays there: moving a user is a deliberate removal first.
        ConditionExpression: 'attribute_not_exists(pk) OR organization_id = :organization',
        ExpressionAttributeValues: { ':organization': membership.organization_id },
      },
    },
    {
      Put: {
        TableName: deps.tableName,
        Item: { ...keys.organizationMember(membership.organization_id, membership.user_sub), ...membership },
      },
    },
  ];
}

/**
 * Attaches a branch to the organization (a branch belongs to one organization, for good).
 * `created`: the branch was just created (no built day, no back-office record), so the
 * organization's roll-ups and record copies already hold all of it; a branch with history waits for
 * `admin -- organization rollups rebuild` (until then the organization reads take it from its own
 * roll-ups and records).
 */
export async function attachBranch(
  deps: StorageDeps,
  organizationId: string,
  branchId: string,
  options: { created?: boolean } = {},
): Promise<void> {
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: deps.tableName,
            Item: { ...keys.branchOrganization(branchId), organization_id: organizationId },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: deps.tableName,
            Item: {
              ...keys.organizationBranch(organizationId, branchId),
              branch_identifier: branchId,
              ...(options.created ? { rollups_complete: true, costs_complete: true } : {}),
            },
          },
        },
      ],
    }),
  );
}

/** Where a self-service branch's slot sits among the items of `createBranch`'s transaction. */
export const BRANCH_SLOT_INDEX = 4;

/**
 * A transaction item taking one of the organization's self-service branch slots: a counter on the
 * organization's item, `self_service_branches < limit`, so two creations at `limit - 1` cannot both
 * pass. An organization without the counter yet starts it from `existing` (its branches today).
 */
export function selfServiceBranchSlot(
  deps: Pick<StorageDeps, 'tableName'>,
  organizationId: string,
  slots: { existing: number; limit: number },
): TransactItem {
  const fresh = slots.existing < slots.limit ? 'attribute_not_exists(#taken) OR ' : '';
  return {
    Update: {
      TableName: deps.tableName,
      Key: keys.organization(organizationId),
      UpdateExpression: 'SET #taken = if_not_exists(#taken, :existing) + :one',
      ConditionExpression: `attribute_exists(pk) AND (${fresh}#taken < :limit)`,
      ExpressionAttributeNames: { '#taken': 'self_service_branches' },
      ExpressionAttributeValues: { ':existing': slots.existing, ':one': 1, ':limit': slots.limit },
    },
  };
}

export async function getOrganization(
  deps: StorageDeps,
  organizationId: string,
): Promise<Organization | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: keys.organization(organizationId) }),
  );
  if (!result.Item) return undefined;
  const { organization_id, name, created_at } = result.Item as Organization;
  return { organization_id, name, created_at };
}

export async function getMembership(deps: StorageDeps, userSub: string): Promise<Membership | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: keys.membership(userSub) }),
  );
  return result.Item ? toMembership(result.Item) : undefined;
}

export async function getBranchOrganizationId(
  deps: StorageDeps,
  branchId: string,
  options: { consistent?: boolean } = {},
): Promise<string | undefined> {
  const result = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: keys.branchOrganization(branchId),
      ...(options.consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return result.Item?.organization_id as string | undefined;
}

export async function listOrganizationBranches(deps: StorageDeps, organizationId: string): Promise<string[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.organizationPartition(organizationId),
      ':prefix': keys.organizationBranchPrefix(),
    },
  });
  return items.map((item) => item.branch_identifier as string);
}

export interface OrganizationBranchEntry {
  branch_identifier: string;
  /**
   * The organization's roll-ups hold every month in which the branch has a built day (the backfill
   * ran, or the branch had none when attached): a month without its part is a month without days.
   */
  rollups_complete: boolean;
  /**
   * The organization's `costdays` and `costs` months hold every month of the branch's dated cost
   * records (the backfill wrote those stored before it joined, or it had none): its cost records are
   * read from them.
   */
  costs_complete: boolean;
}

/** The organization's branches with their roll-up state: one Query. */
export async function listOrganizationBranchEntries(
  deps: StorageDeps,
  organizationId: string,
): Promise<OrganizationBranchEntry[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.organizationPartition(organizationId),
      ':prefix': keys.organizationBranchPrefix(),
    },
  });
  return items.map((item) => ({
    branch_identifier: item.branch_identifier as string,
    rollups_complete: item.rollups_complete === true,
    costs_complete: item.costs_complete === true,
  }));
}

/**
 * Says whether the organization's roll-ups (`rollups`) or its `costs` months (`costs`) hold all of
 * the branch: set by the backfill, cleared when a part could not be stored; only on a branch the
 * organization owns. (`records_complete`, which vouched for the record copies of an earlier
 * version, is not read: a stage upgraded from it runs the backfill before its branches read from
 * the `costs` months.)
 */
export async function setBranchCopiesComplete(
  deps: StorageDeps,
  organizationId: string,
  branchId: string,
  copies: 'rollups' | 'costs',
  complete: boolean,
): Promise<void> {
  const flag = copies === 'rollups' ? 'rollups_complete' : 'costs_complete';
  await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: keys.organizationBranch(organizationId, branchId),
      UpdateExpression: complete ? `SET ${flag} = :true` : `REMOVE ${flag}`,
      ConditionExpression: 'attribute_exists(pk)',
      ...(complete ? { ExpressionAttributeValues: { ':true': true } } : {}),
    }),
  );
}

function toMembership(item: Record<string, unknown>): Membership {
  return {
    organization_id: item.organization_id as string,
    user_sub: item.user_sub as string,
    role: item.role as Role,
    ...(item.email ? { email: item.email as string } : {}),
    created_at: item.created_at as string,
  };
}
