/**
 * OAuth 2.0 app clients (client credentials) of a branch: which branch a token's `client_id` acts
 * for, and with which scopes. The secret is never stored in plaintext: for the local issuer its
 * SHA-256 (a 256-bit random secret needs no slow hash); a Cognito app client keeps its own secret
 * and the row has none.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { API_SCOPE_NAMES, CREDENTIAL_STATUSES, OAUTH_CLIENT_ISSUERS } from '../domain/access.ts';
import { queryAll, type StorageDeps, type TransactItem } from './db.ts';
import { itemReader, storedItem } from './item.ts';
import { keys } from './keys.ts';

/** The client as both of its items hold it. */
const clientShape = () => ({
  client_id: z.string(),
  branch_identifier: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPE_NAMES)),
  issuer: z.enum(OAUTH_CLIENT_ISSUERS),
  status: z.enum(CREDENTIAL_STATUSES),
  created_at: z.string(),
  revoked_at: z.optional(z.string()),
  /** Cognito: the user pool that holds the app client (revoke deletes it there). */
  user_pool_id: z.optional(z.string()),
});

/** The client by its id (a token's `client_id`), with the local issuer's secret hash. */
const clientItem = /* @__PURE__ */ storedItem({
  name: 'OAuth client',
  key: 'oauthClient',
  schema: () => z.object({ ...clientShape(), secret_hash: z.optional(z.string()) }),
});
type StoredClient = ReturnType<typeof clientItem.parse>;

/** The client's entry in its branch's list. */
const branchClientItem = /* @__PURE__ */ storedItem({
  name: 'branch OAuth client',
  key: 'branchOAuthClient',
  schema: () => z.object(clientShape()),
});
export type OAuthClientRecord = ReturnType<typeof branchClientItem.parse>;

export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export async function createOAuthClient(
  deps: StorageDeps,
  record: OAuthClientRecord,
  secret?: string,
  /** Written in the same transaction (the audit entry of the new client). */
  extraWrites: readonly TransactItem[] = [],
): Promise<void> {
  const item: StoredClient = {
    ...record,
    ...(secret === undefined ? {} : { secret_hash: hashClientSecret(secret) }),
  };
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: deps.tableName,
            Item: { ...clientItem.key(record.client_id), ...item },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: deps.tableName,
            Item: { ...branchClientItem.key(record.branch_identifier, record.client_id), ...record },
          },
        },
        ...extraWrites,
      ],
    }),
  );
}

export async function getOAuthClient(
  deps: StorageDeps,
  clientId: string,
): Promise<OAuthClientRecord | undefined> {
  const item = await getStored(deps, clientId);
  return item ? toRecord(item) : undefined;
}

/**
 * The active client whose secret is `secret` (the local issuer's token endpoint), compared in
 * constant time; undefined for an unknown, revoked or Cognito client, or a wrong secret.
 */
export async function authenticateOAuthClient(
  deps: StorageDeps,
  clientId: string,
  secret: string,
): Promise<OAuthClientRecord | undefined> {
  const item = await getStored(deps, clientId);
  if (item?.status !== 'active' || item.secret_hash === undefined) return undefined;
  const expected = Buffer.from(item.secret_hash, 'hex');
  const given = Buffer.from(hashClientSecret(secret), 'hex');
  return timingSafeEqual(expected, given) ? toRecord(item) : undefined;
}

export async function listOAuthClients(deps: StorageDeps, branchId: string): Promise<OAuthClientRecord[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.branchProfile(branchId).pk,
      ':prefix': keys.branchOAuthClientPrefix(),
    },
  });
  return items.map(branchClientItem.parse);
}

/** Marks the client revoked (both items); its tokens stop working within the auth cache's bound. */
export async function revokeOAuthClient(
  deps: StorageDeps & { clock: { now(): Date } },
  clientId: string,
): Promise<OAuthClientRecord | undefined> {
  const item = await getStored(deps, clientId);
  if (!item) return undefined;
  const revokedAt = deps.clock.now().toISOString();
  const update = (key: { pk: string; sk: string }) =>
    new UpdateCommand({
      TableName: deps.tableName,
      Key: key,
      UpdateExpression: 'SET #status = :revoked, revoked_at = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':revoked': 'revoked', ':now': revokedAt },
    });
  await deps.db.send(update(clientItem.key(clientId)));
  await deps.db.send(update(branchClientItem.key(item.branch_identifier, clientId)));
  return { ...toRecord(item), status: 'revoked', revoked_at: revokedAt };
}

const getStored = /* @__PURE__ */ itemReader(clientItem, { consistent: false });

/** The client without its secret hash. */
function toRecord({ secret_hash: _secretHash, ...record }: StoredClient): OAuthClientRecord {
  return record;
}
