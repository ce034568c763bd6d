/**
 * Branches and their API keys. The plaintext key exists only in the value returned by `createBranch`
 * / `rotateKey` (shown once, as the spec says); the table stores its SHA-256.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { Clock } from '../adapters/ports.ts';
import { KEY_PREFIX, STAGES, type Stage } from '../adapters/stages.ts';
import { CREDENTIAL_STATUSES } from '../domain/access.ts';
import { DEFAULT_BUSINESS_DAY_CUTOFF_HOUR } from '../domain/business-day.ts';
import { PLANS, type Plan, SUBSCRIPTION_STATUSES } from '../domain/plans.ts';
import { batchGetConsistent, queryAll, type StorageDeps, type StoredItem, type TransactItem } from './db.ts';
import { itemReader, storedItem } from './item.ts';
import { keys } from './keys.ts';

/** A branch as its profile and its registry entry hold it. */
const profileShape = () => ({
  branch_identifier: z.string(),
  name: z.string(),
  timezone: z.string(),
  plan: z.enum(PLANS),
  stage: z.enum(STAGES),
  /** Absent on branches created before it was kept: active. */
  subscription_status: z._default(z.enum(SUBSCRIPTION_STATUSES), 'active'),
  created_at: z.string(),
  /**
   * Local hour (0–23) at which the business day turns over; 5 (05:00) unless set (admin `branch set`).
   * Its writers refuse any other value (isCutoffHour), so the read only defaults it.
   */
  business_day_cutoff_hour: z._default(z.number(), DEFAULT_BUSINESS_DAY_CUTOFF_HOUR),
});

/** The branch's profile, with the hash (and list id) of its current API key. */
const profileItem = /* @__PURE__ */ storedItem({
  name: 'branch profile',
  key: 'branchProfile',
  schema: () =>
    z.object({
      ...profileShape(),
      key_hash: z.string(),
      /** Keys issued before the branch's key list have no id. */
      key_id: z.optional(z.string()),
    }),
});

/** The branch in the registry of branches. */
const registryItem = /* @__PURE__ */ storedItem({
  name: 'branch registry entry',
  key: 'branchRegistry',
  schema: () => z.object(profileShape()),
});
export type BranchProfile = ReturnType<typeof registryItem.parse>;

/** A key's stage and lifecycle, as its record and its entry in the branch's list both hold them. */
const keyLifecycleShape = () => ({
  stage: z.enum(STAGES),
  status: z.enum(CREDENTIAL_STATUSES),
  created_at: z.string(),
  revoked_at: z.optional(z.string()),
});

/** An API key, by its hash. */
const apiKeyItem = /* @__PURE__ */ storedItem({
  name: 'API key',
  key: 'apiKey',
  schema: () =>
    z.object({
      branch_identifier: z.string(),
      ...keyLifecycleShape(),
      /** The key's id in the branch's list (keys issued before the list existed have none). */
      key_id: z.optional(z.string()),
    }),
});
export type ApiKeyRecord = ReturnType<typeof apiKeyItem.parse>;

/** A key in the branch's list, with its hash (to revoke the key record by it). */
const listingItem = /* @__PURE__ */ storedItem({
  name: 'branch API key',
  key: 'branchApiKey',
  schema: () =>
    z.object({
      key_id: z.string(),
      branch_identifier: z.string(),
      last_four: z.string(),
      ...keyLifecycleShape(),
      key_hash: z.string(),
    }),
});

/**
 * A key as the branch's list shows it (the developer portal): never the key or its hash, only its
 * last four characters. Keys issued before the list existed are not in it.
 */
export type ApiKeyListing = Omit<ReturnType<typeof listingItem.parse>, 'key_hash'>;

/** The characters a person compares with the key in their POS (shown by the portal's list). */
export function lastFourOf(apiKey: string): string {
  return apiKey.slice(-4);
}

/** The branch-side list entry of a new key, with its hash (to revoke the key record by it). */
function listingPut(deps: StorageDeps, listing: ApiKeyListing, keyHash: string) {
  return {
    Put: {
      TableName: deps.tableName,
      Item: {
        ...listingItem.key(listing.branch_identifier, listing.key_id),
        ...listing,
        key_hash: keyHash,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Marks a key revoked; a key revoked already keeps its first revoked_at. */
function revokeUpdate(deps: StorageDeps, key: { pk: string; sk: string }, now: string) {
  return {
    Update: {
      TableName: deps.tableName,
      Key: key,
      UpdateExpression: 'SET #status = :revoked, revoked_at = if_not_exists(revoked_at, :now)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':revoked': 'revoked', ':now': now },
    },
  };
}

/** 24 random bytes = 192 bits, base64url: 32 characters after the stage prefix. */
const KEY_RANDOM_BYTES = 24;
export const API_KEY_PATTERN = /^svc_(test|live)_[A-Za-z0-9_-]{32}$/;

export function generateApiKey(stage: Stage): string {
  return KEY_PREFIX[stage] + randomBytes(KEY_RANDOM_BYTES).toString('base64url');
}

export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}

type BranchDeps = StorageDeps & { clock: Clock };

export interface CreateBranchInput {
  branchId: string;
  name: string;
  timezone: string;
  plan: Plan;
  stage: Stage;
  businessDayCutoffHour?: number;
}

/**
 * The branch, its registry entry and its first key, in one transaction with `alsoWrite` (a
 * self-service branch's slot under its organization's cap: shared/storage/organization-store.ts),
 * whose cancellation reasons follow the branch's four items.
 */
export async function createBranch(
  deps: BranchDeps,
  input: CreateBranchInput,
  alsoWrite: readonly TransactItem[] = [],
): Promise<{ profile: BranchProfile; apiKey: string; key: ApiKeyListing }> {
  const now = deps.clock.now().toISOString();
  const apiKey = generateApiKey(input.stage);
  // Stored lowercased, as every schema lowercases incoming UUIDs, so keys always match.
  const branchId = input.branchId.toLowerCase();
  const profile: BranchProfile = {
    branch_identifier: branchId,
    name: input.name,
    timezone: input.timezone,
    plan: input.plan,
    stage: input.stage,
    subscription_status: 'active',
    created_at: now,
    business_day_cutoff_hour: input.businessDayCutoffHour ?? DEFAULT_BUSINESS_DAY_CUTOFF_HOUR,
  };
  const keyId = randomUUID();
  const keyRecord: ApiKeyRecord = {
    branch_identifier: branchId,
    stage: input.stage,
    status: 'active',
    created_at: now,
    key_id: keyId,
  };
  const listing: ApiKeyListing = {
    key_id: keyId,
    branch_identifier: branchId,
    last_four: lastFourOf(apiKey),
    stage: input.stage,
    status: 'active',
    created_at: now,
  };
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: deps.tableName,
            Item: {
              ...profileItem.key(branchId),
              ...profile,
              key_hash: hashApiKey(apiKey),
              key_id: keyId,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: deps.tableName,
            Item: { ...registryItem.key(branchId), ...profile },
          },
        },
        {
          Put: {
            TableName: deps.tableName,
            Item: { ...apiKeyItem.key(hashApiKey(apiKey)), ...keyRecord },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        listingPut(deps, listing, hashApiKey(apiKey)),
        ...alsoWrite,
      ],
    }),
  );
  return { profile, apiKey, key: listing };
}

export async function getBranchProfile(
  deps: BranchDeps,
  branchId: string,
): Promise<BranchProfile | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: profileItem.key(branchId), ConsistentRead: true }),
  );
  return result.Item ? toProfile(result.Item) : undefined;
}

/**
 * The profiles of `branchIds` (an organization's branches) in BatchGetItem requests of 100 keys,
 * consistent as getBranchProfile, asking again for unprocessed keys; a missing branch is absent.
 */
export async function getBranchProfiles(
  deps: BranchDeps,
  branchIds: readonly string[],
): Promise<BranchProfile[]> {
  const items = await batchGetConsistent(deps, branchIds.map(profileItem.key), 'branch profiles');
  return items.map(toProfile);
}

export const getApiKeyRecord = /* @__PURE__ */ itemReader(apiKeyItem, { consistent: false });

/** The branch's keys as its list shows them, newest first (keys issued before the list: absent). */
export async function listApiKeys(deps: BranchDeps, branchId: string): Promise<ApiKeyListing[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.branchProfile(branchId).pk,
      ':prefix': keys.branchApiKeyPrefix(),
    },
  });
  return items.map(toListing).sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * Revokes one key of the branch (its list entry and its record, in one transaction); undefined
 * when the branch has no such key. Revoking the current key leaves the branch without one until a
 * new key is generated (`rotateKey`). Takes effect within the handlers' lookup cache (≤ 60 s).
 */
export async function revokeApiKey(
  deps: BranchDeps,
  branchId: string,
  keyId: string,
  /** Written in the same transaction, if the key is revoked now (the audit entry). */
  extraWrites: (revoked: ApiKeyListing) => readonly TransactItem[] = () => [],
): Promise<ApiKeyListing | undefined> {
  const found = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: listingItem.key(branchId, keyId),
      ConsistentRead: true,
    }),
  );
  if (!found.Item) return undefined;
  const { key_hash: keyHash, ...listing } = listingItem.parse(found.Item);
  if (listing.status === 'revoked') return listing;
  const now = deps.clock.now().toISOString();
  const revoked: ApiKeyListing = { ...listing, status: 'revoked', revoked_at: now };
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        revokeUpdate(deps, listingItem.key(branchId, keyId), now),
        revokeUpdate(deps, apiKeyItem.key(keyHash), now),
        ...extraWrites(revoked),
      ],
    }),
  );
  return revoked;
}

/**
 * Issues a new key and revokes the previous one in one transaction: there is never a moment with
 * two. Answers the plaintext (shown once) and the new key's list entry.
 */
export async function rotateKey(
  deps: BranchDeps,
  branchId: string,
  /** Written in the same transaction (the audit entry of the new key). */
  extraWrites: (key: ApiKeyListing) => readonly TransactItem[] = () => [],
): Promise<{ apiKey: string; key: ApiKeyListing }> {
  const current = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: profileItem.key(branchId), ConsistentRead: true }),
  );
  if (!current.Item) throw new Error(`branch ${branchId} does not exist`);
  // Keys issued before the branch's key list have no id, hence no list entry to revoke.
  const { key_hash: previousHash, key_id: previousKeyId, ...profile } = profileItem.parse(current.Item);
  const now = deps.clock.now().toISOString();
  const apiKey = generateApiKey(profile.stage);
  const newHash = hashApiKey(apiKey);
  const key: ApiKeyListing = {
    key_id: randomUUID(),
    branch_identifier: branchId,
    last_four: lastFourOf(apiKey),
    stage: profile.stage,
    status: 'active',
    created_at: now,
  };
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: deps.tableName,
            Key: profileItem.key(branchId),
            UpdateExpression: 'SET key_hash = :new, key_id = :id',
            ConditionExpression: 'key_hash = :previous',
            ExpressionAttributeValues: { ':new': newHash, ':id': key.key_id, ':previous': previousHash },
          },
        },
        revokeUpdate(deps, apiKeyItem.key(previousHash), now),
        ...(previousKeyId ? [revokeUpdate(deps, listingItem.key(branchId, previousKeyId), now)] : []),
        {
          Put: {
            TableName: deps.tableName,
            Item: {
              ...apiKeyItem.key(newHash),
              branch_identifier: branchId,
              stage: profile.stage,
              status: 'active',
              created_at: now,
              key_id: key.key_id,
            } satisfies ApiKeyRecord & Record<string, unknown>,
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        listingPut(deps, key, newHash),
        ...extraWrites(key),
      ],
    }),
  );
  return { apiKey, key };
}

export async function setPlan(deps: BranchDeps, branchId: string, plan: Plan): Promise<BranchProfile> {
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: deps.tableName,
            Key: profileItem.key(branchId),
            UpdateExpression: 'SET #plan = :plan',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#plan': 'plan' },
            ExpressionAttributeValues: { ':plan': plan },
          },
        },
        {
          Update: {
            TableName: deps.tableName,
            Key: registryItem.key(branchId),
            UpdateExpression: 'SET #plan = :plan',
            ExpressionAttributeNames: { '#plan': 'plan' },
            ExpressionAttributeValues: { ':plan': plan },
          },
        },
      ],
    }),
  );
  const profile = await getBranchProfile(deps, branchId);
  if (!profile) throw new Error(`branch ${branchId} does not exist`);
  return profile;
}

/** Branch settings an operator may change (admin `branch set`); members left out are unchanged. */
export interface BranchSettings {
  business_day_cutoff_hour?: number;
}

/**
 * Sets the given settings on the branch's profile and its registry entry, in one transaction (the
 * profile must exist). Returns the profile as stored afterwards.
 */
export async function updateBranchSettings(
  deps: BranchDeps,
  branchId: string,
  settings: BranchSettings,
): Promise<BranchProfile> {
  const entries = Object.entries(settings).filter(([, value]) => value !== undefined);
  if (entries.length > 0) {
    const names = Object.fromEntries(entries.map(([name], index) => [`#s${index}`, name]));
    const values = Object.fromEntries(entries.map(([, value], index) => [`:s${index}`, value]));
    const update = `SET ${entries.map((_, index) => `#s${index} = :s${index}`).join(', ')}`;
    await deps.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: deps.tableName,
              Key: profileItem.key(branchId),
              UpdateExpression: update,
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: values,
            },
          },
          {
            Update: {
              TableName: deps.tableName,
              Key: registryItem.key(branchId),
              UpdateExpression: update,
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: values,
            },
          },
        ],
      }),
    );
  }
  const profile = await getBranchProfile(deps, branchId);
  if (!profile) throw new Error(`branch ${branchId} does not exist`);
  return profile;
}

export async function listBranches(deps: BranchDeps): Promise<BranchProfile[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.branchRegistryPartition() },
  });
  return items.map(registryItem.parse);
}

/** The profile without its key's hash and id. */
function toProfile(item: StoredItem): BranchProfile {
  const { key_hash: _keyHash, key_id: _keyId, ...profile } = profileItem.parse(item);
  return profile;
}

/** The list entry without its key's hash. */
function toListing(item: StoredItem): ApiKeyListing {
  const { key_hash: _keyHash, ...listing } = listingItem.parse(item);
  return listing;
}
