/**
 * Snapshot markers (keys.snapshot): one per business day whose cubes were built and announced,
 * recording the day-state revision they were built from.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { CUBE_NAMES, type CubeName } from '../domain/analytics/cubes.ts';
import { queryAll, type StorageDeps } from './db.ts';
import { itemReader, storedItem } from './item.ts';

/** The stored snapshot marker of a day (keys.snapshot). */
export interface SnapshotMarker {
  branch_id: string;
  date: string;
  /** Day-state revision the cubes were built from. */
  revision: number;
  zout_count: number;
  built_at: string;
  cubes: CubeName[];
  alerts: string[];
}

const snapshotItem = /* @__PURE__ */ storedItem({
  name: 'snapshot marker',
  key: 'snapshot',
  schema: () =>
    z.object({
      branch_id: z.string(),
      date: z.string(),
      revision: z.number(),
      zout_count: z.number(),
      built_at: z.string(),
      cubes: z.array(z.enum(CUBE_NAMES)),
      alerts: z.array(z.string()),
    }) satisfies z.ZodMiniType<SnapshotMarker>,
});

/** What readSnapshotsInRange projects of a marker: its date is the sort key. */
const snapshotBuiltItem = /* @__PURE__ */ storedItem({
  name: 'snapshot marker (built_at)',
  key: 'snapshot',
  schema: () => z.object({ sk: z.string(), built_at: z.string(), revision: z.number() }),
});

/** The day's snapshot marker (consistent), or undefined before its first complete build. */
export const readSnapshotMarker = /* @__PURE__ */ itemReader(snapshotItem);

export async function writeSnapshotMarker(
  deps: StorageDeps,
  branchId: string,
  date: string,
  marker: SnapshotMarker,
): Promise<void> {
  await deps.db.send(
    new PutCommand({ TableName: deps.tableName, Item: { ...snapshotItem.key(branchId, date), ...marker } }),
  );
}

/** When each regenerated day of the business dates from..to was built (one marker per day). */
export async function readSnapshotsInRange(
  deps: StorageDeps,
  branchId: string,
  from: string,
  to: string,
): Promise<Array<{ date: string; built_at: string; revision: number }>> {
  const first = snapshotBuiltItem.key(branchId, from);
  const last = snapshotBuiltItem.key(branchId, to);
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    // Only what is answered: a marker also lists the day's cubes and alerts (a year is 365 markers).
    ProjectionExpression: 'sk, built_at, #revision',
    ExpressionAttributeNames: { '#revision': 'revision' },
    ExpressionAttributeValues: { ':pk': first.pk, ':from': first.sk, ':to': last.sk },
  });
  return items.map((item) => {
    const { sk, built_at, revision } = snapshotBuiltItem.parse(item);
    return { date: sk, built_at, revision };
  });
}
