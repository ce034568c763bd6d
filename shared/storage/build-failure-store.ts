/**
 * Failed builds: aggregations that can never succeed (a malformed queue message, a day whose branch
 * has no profile, a day the builders cannot build). The aggregator records one here and acknowledges
 * the message instead of retrying it into the dead-letter queue, so a permanently broken day is one
 * logged error and one item the operator lists (`admin -- builds failed`), not an alarm storm.
 * A later successful build of the same day removes its record.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { queryAll, type StorageDeps } from './db.ts';
import { storedItem } from './item.ts';
import { keys } from './keys.ts';

/** Records are kept 90 days: long enough for an operator to notice, then they expire (TTL). */
export const BUILD_FAILURE_TTL_SECONDS = 90 * 86_400;

export interface BuildFailure {
  /** What the message named, when it named it (a malformed message may not). */
  branch_id: string | null;
  business_date: string | null;
  revision: number | null;
  message_id: string;
  /** The error's class and message: what the operator needs to fix the data or the code. */
  error: string;
  reason: string;
  receive_count: number;
  failed_at: string;
}

/**
 * A failure as recordBuildFailure stores it (a message that names no day: keys.buildFailureOfMessage).
 * The writes address it through keys.ts itself: the aggregator only writes failures, and using the
 * declaration there would put its schema in the aggregator's bundle.
 */
const buildFailureItem = /* @__PURE__ */ storedItem({
  name: 'build failure',
  key: 'buildFailure',
  schema: () =>
    z.object({
      branch_id: z.nullable(z.string()),
      business_date: z.nullable(z.string()),
      revision: z.nullable(z.number()),
      message_id: z.string(),
      error: z.string(),
      reason: z.string(),
      receive_count: z.number(),
      failed_at: z.string(),
    }) satisfies z.ZodMiniType<BuildFailure>,
});

type StoreDeps = StorageDeps;

/** Stores (or replaces) the failure of a day; a message that names no day gets its own item. */
export async function recordBuildFailure(deps: StoreDeps, failure: BuildFailure): Promise<void> {
  const key =
    failure.branch_id !== null && failure.business_date !== null
      ? keys.buildFailure(failure.branch_id, failure.business_date)
      : keys.buildFailureOfMessage(failure.message_id);
  const expiresAt = Math.floor(Date.parse(failure.failed_at) / 1000) + BUILD_FAILURE_TTL_SECONDS;
  await deps.db.send(
    new PutCommand({ TableName: deps.tableName, Item: { ...key, ...failure, expires_at: expiresAt } }),
  );
}

/** A day that built after all is no longer a failed build. */
export async function clearBuildFailure(deps: StoreDeps, branchId: string, date: string): Promise<void> {
  await deps.db.send(
    new DeleteCommand({ TableName: deps.tableName, Key: keys.buildFailure(branchId, date) }),
  );
}

/** Every recorded failure, newest first. */
export async function listBuildFailures(deps: StoreDeps): Promise<BuildFailure[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.buildFailurePartition() },
    ConsistentRead: true,
  });
  return items.map(buildFailureItem.parse).sort((a, b) => b.failed_at.localeCompare(a.failed_at));
}

/** The failed builds of one branch's business dates from..to: one Query of the registry's range. */
export async function listBranchBuildFailures(
  deps: StoreDeps,
  branchId: string,
  from: string,
  to: string,
): Promise<BuildFailure[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.buildFailurePartition(),
      ':from': buildFailureItem.key(branchId, from).sk,
      ':to': buildFailureItem.key(branchId, to).sk,
    },
    ConsistentRead: true,
  });
  return items.map(buildFailureItem.parse);
}
