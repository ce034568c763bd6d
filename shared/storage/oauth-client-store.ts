/**
 * OAuth 2.0 app clients (client credentials) of a branch: which branch a token's `client_id` acts
 * for, and with which scopes. The secret is never stored in plaintext: for the local issuer its
 * SHA-256 (a 256-bit random secret needs no slow hash); a Cognito app client keeps its own secret
 * and the row has none.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiScope } from '../domain/access.ts';
import { queryAll, type StorageDeps, type TransactItem } from './db.ts';
import { keys } from './keys.ts';

/** Where the client lives: the local issuer (this table) or a Cognito user pool. */
export type OAuthClientIssuer = 'local' | 'cognito';

export interface OAuthClientRecord {
  client_id: string;
  branch_identifier: string;
  name: string;
  scopes: ApiScope[];
  issuer: OAuthClientIssuer;
  status: 'active' | 'revoked';
  created_at: string;
  revoked_at?: string;
  /** Cognito: the user pool that holds the app client (revoke deletes it there). */
  user_pool_id?: string;
}

interface StoredClient extends OAuthClientRecord {
  secret_hash?: string;
}

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
            Item: { ...keys.oauthClient(record.client_id), ...item },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: deps.tableName,
            Item: { ...keys.branchOAuthClient(record.branch_identifier, record.client_id), ...record },
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
  return items.map((item) => toRecord(item as StoredClient));
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
  await deps.db.send(update(keys.oauthClient(clientId)));
  await deps.db.send(update(keys.branchOAuthClient(item.branch_identifier, clientId)));
  return { ...toRecord(item), status: 'revoked', revoked_at: revokedAt };
}

async function getStored(deps: StorageDeps, clientId: string): Promise<StoredClient | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: keys.oauthClient(clientId) }),
  );
  return result.Item as StoredClient | undefined;
}

function toRecord(item: StoredClient): OAuthClientRecord {
  return {
    client_id: item.client_id,
    branch_identifier: item.branch_identifier,
    name: item.name,
    scopes: item.scopes,
    issuer: item.issuer,
    status: item.status,
    created_at: item.created_at,
    ...(item.revoked_at ? { revoked_at: item.revoked_at } : {}),
    ...(item.user_pool_id ? { user_pool_id: item.user_pool_id } : {}),
  };
}
