/**
 * Snapshot markers (keys.snapshot): one per business day whose cubes were built and announced,
 * recording the day-state revision they were built from.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CubeName } from '../domain/analytics/cubes.ts';
import { queryAll, type StorageDeps } from './db.ts';
import { keys } from './keys.ts';

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

/** The day's snapshot marker (consistent), or undefined before its first complete build. */
export async function readSnapshotMarker(
  deps: StorageDeps,
  branchId: string,
  date: string,
): Promise<SnapshotMarker | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: keys.snapshot(branchId, date), ConsistentRead: true }),
  );
  if (result.Item === undefined) return undefined;
  const { pk: _pk, sk: _sk, ...marker } = result.Item;
  return { ...(marker as SnapshotMarker), revision: Number(marker.revision) };
}

export async function writeSnapshotMarker(
  deps: StorageDeps,
  branchId: string,
  date: string,
  marker: SnapshotMarker,
): Promise<void> {
  await deps.db.send(
    new PutCommand({ TableName: deps.tableName, Item: { ...keys.snapshot(branchId, date), ...marker } }),
  );
}

/** When each regenerated day of the business dates from..to was built (one marker per day). */
export async function readSnapshotsInRange(
  deps: StorageDeps,
  branchId: string,
  from: string,
  to: string,
): Promise<Array<{ date: string; built_at: string; revision: number }>> {
  const first = keys.snapshot(branchId, from);
  const last = keys.snapshot(branchId, to);
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    // Only what is answered: a marker also lists the day's cubes and alerts (a year is 365 markers).
    ProjectionExpression: 'sk, built_at, #revision',
    ExpressionAttributeNames: { '#revision': 'revision' },
    ExpressionAttributeValues: { ':pk': first.pk, ':from': first.sk, ':to': last.sk },
  });
  return items.map((item) => ({
    date: item.sk as string,
    built_at: item.built_at as string,
    revision: Number(item.revision),
  }));
}
