/**
 * Branches and their API keys. The plaintext key exists only in the value returned by `createBranch`
 * / `rotateKey` (shown once, as the spec says); the table stores its SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { cutoffHourOf, DEFAULT_BUSINESS_DAY_CUTOFF_HOUR } from '../domain/business-day.ts';
import type { Plan } from '../domain/plans.ts';
import type { Clock } from '../runtime/ports.ts';
import { KEY_PREFIX, type Stage } from '../runtime/stages.ts';
import { queryAll, type StorageDeps } from './db.ts';
import { keys } from './keys.ts';

export type SubscriptionStatus = 'active' | 'suspended' | 'blocked';

export interface BranchProfile {
  branch_identifier: string;
  name: string;
  timezone: string;
  plan: Plan;
  stage: Stage;
  subscription_status: SubscriptionStatus;
  created_at: string;
  /** Local hour (0–23) at which the business day turns over; 5 (05:00) unless set (admin `branch set`). */
  business_day_cutoff_hour: number;
}

export interface ApiKeyRecord {
  branch_identifier: string;
  stage: Stage;
  status: 'active' | 'revoked';
  created_at: string;
  revoked_at?: string;
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

export async function createBranch(
  deps: BranchDeps,
  input: CreateBranchInput,
): Promise<{ profile: BranchProfile; apiKey: string }> {
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
  const keyRecord: ApiKeyRecord = {
    branch_identifier: branchId,
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
            Item: { ...keys.branchProfile(branchId), ...profile, key_hash: hashApiKey(apiKey) },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: deps.tableName,
            Item: { ...keys.branchRegistry(branchId), ...profile },
          },
        },
        {
          Put: {
            TableName: deps.tableName,
            Item: { ...keys.apiKey(hashApiKey(apiKey)), ...keyRecord },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    }),
  );
  return { profile, apiKey };
}

export async function getBranchProfile(
  deps: BranchDeps,
  branchId: string,
): Promise<BranchProfile | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: keys.branchProfile(branchId), ConsistentRead: true }),
  );
  return result.Item ? toProfile(result.Item) : undefined;
}

export async function getApiKeyRecord(deps: BranchDeps, keyHash: string): Promise<ApiKeyRecord | undefined> {
  const result = await deps.db.send(new GetCommand({ TableName: deps.tableName, Key: keys.apiKey(keyHash) }));
  if (!result.Item) return undefined;
  const { branch_identifier, stage, status, created_at, revoked_at } = result.Item as ApiKeyRecord;
  return { branch_identifier, stage, status, created_at, ...(revoked_at ? { revoked_at } : {}) };
}

/** Issues a new key and revokes the previous one in one transaction: there is never a moment with two. */
export async function rotateKey(deps: BranchDeps, branchId: string): Promise<{ apiKey: string }> {
  const current = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: keys.branchProfile(branchId), ConsistentRead: true }),
  );
  if (!current.Item) throw new Error(`branch ${branchId} does not exist`);
  const profile = toProfile(current.Item);
  const previousHash = current.Item.key_hash as string;
  const now = deps.clock.now().toISOString();
  const apiKey = generateApiKey(profile.stage);
  const newHash = hashApiKey(apiKey);
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: deps.tableName,
            Key: keys.branchProfile(branchId),
            UpdateExpression: 'SET key_hash = :new',
            ConditionExpression: 'key_hash = :previous',
            ExpressionAttributeValues: { ':new': newHash, ':previous': previousHash },
          },
        },
        {
          Update: {
            TableName: deps.tableName,
            Key: keys.apiKey(previousHash),
            UpdateExpression: 'SET #status = :revoked, revoked_at = :now',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':revoked': 'revoked', ':now': now },
          },
        },
        {
          Put: {
            TableName: deps.tableName,
            Item: {
              ...keys.apiKey(newHash),
              branch_identifier: branchId,
              stage: profile.stage,
              status: 'active',
              created_at: now,
            } satisfies ApiKeyRecord & Record<string, unknown>,
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    }),
  );
  return { apiKey };
}

export async function setPlan(deps: BranchDeps, branchId: string, plan: Plan): Promise<BranchProfile> {
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: deps.tableName,
            Key: keys.branchProfile(branchId),
            UpdateExpression: 'SET #plan = :plan',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#plan': 'plan' },
            ExpressionAttributeValues: { ':plan': plan },
          },
        },
        {
          Update: {
            TableName: deps.tableName,
            Key: keys.branchRegistry(branchId),
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
              Key: keys.branchProfile(branchId),
              UpdateExpression: update,
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: values,
            },
          },
          {
            Update: {
              TableName: deps.tableName,
              Key: keys.branchRegistry(branchId),
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
  return items.map(toProfile);
}

function toProfile(item: Record<string, unknown>): BranchProfile {
  return {
    branch_identifier: item.branch_identifier as string,
    name: item.name as string,
    timezone: item.timezone as string,
    plan: item.plan as Plan,
    stage: item.stage as Stage,
    subscription_status: (item.subscription_status as SubscriptionStatus | undefined) ?? 'active',
    created_at: item.created_at as string,
    business_day_cutoff_hour: cutoffHourOf(item as { business_day_cutoff_hour?: number }),
  };
}
