/**
 * Daily cubes: one item per branch, cube and business date (sort key = date), so a read endpoint
 * gets any date range of a cube with one Query and its cost does not grow with the order lines.
 */

import { gunzipSync, gzipSync } from 'node:zlib';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchWriteAll, type WriteRequest } from './batch-write.ts';
import { queryAll, type StorageDeps, type StoredItem } from './db.ts';
import { keys } from './keys.ts';

export interface StoredCube<Data = Record<string, unknown>> {
  date: string;
  data: Data;
  built_at: string;
  /** Day-state revision the cube was built from. */
  revision: number;
}

export async function readCubes<Data = Record<string, unknown>>(
  deps: StorageDeps,
  branchId: string,
  cube: string,
  from: string,
  to: string,
  options: { consistent?: boolean } = {},
): Promise<StoredCube<Data>[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.cubePartition(branchId, cube), ':from': from, ':to': to },
    ...(options.consistent ? { ConsistentRead: true } : {}),
  });
  return items.map((item) => storedCubeOf<Data>(item));
}

/**
 * The branch's nearest stored `cube` strictly before or after `date`, at any distance (a branch
 * closed on Mondays finds Sunday's going back, and the next built day going forward), or undefined
 * when there is none. One Query toward `date`'s side, Limit 1; consistent, so a day built just
 * before by the same message group is seen.
 */
export async function readNearestCube<Data = Record<string, unknown>>(
  deps: StorageDeps,
  branchId: string,
  cube: string,
  date: string,
  direction: 'before' | 'after',
): Promise<StoredCube<Data> | undefined> {
  const before = direction === 'before';
  const result = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: before ? 'pk = :pk AND sk < :date' : 'pk = :pk AND sk > :date',
      ExpressionAttributeValues: { ':pk': keys.cubePartition(branchId, cube), ':date': date },
      // Newest first going back, oldest first going forward: the first item is the nearest.
      ScanIndexForward: !before,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  const item = result.Items?.[0];
  return item === undefined ? undefined : storedCubeOf<Data>(item);
}

function storedCubeOf<Data>(item: StoredItem): StoredCube<Data> {
  return {
    date: item.sk,
    data: (item.data_gz ? JSON.parse(gunzipSync(item.data_gz).toString('utf8')) : item.data) as Data,
    built_at: item.built_at,
    revision: Number(item.revision),
  };
}

/**
 * A small cube is a readable map in the console; a larger one (an `items` cube of a menu of more
 * than a few dozen items, a long waiter list) is stored gzip-compressed. Reads are the hot path: a
 * nested map costs DynamoDB and the SDK time per attribute, a compressed binary almost nothing, so a
 * range read of items cubes (the partial months at the edges of a year-long read) stays close to a
 * Query of as many small items. Compression also keeps the largest cubes far from the 400 KB limit.
 */
const MAX_PLAIN_CUBE_BYTES = 8_192;

function cubeAttributes(data: unknown): Record<string, unknown> {
  const json = JSON.stringify(data);
  if (Buffer.byteLength(json, 'utf8') <= MAX_PLAIN_CUBE_BYTES) return { data };
  return { data_gz: gzipSync(Buffer.from(json, 'utf8')) };
}

/** Overwrites the day's cubes: a rebuild (or a duplicate delivery) replaces, never adds. */
export async function writeCubes(
  deps: StorageDeps,
  branchId: string,
  date: string,
  /** Cube name → cube data (DayCubes). */
  cubes: object,
  meta: { built_at: string; revision: number },
): Promise<void> {
  const puts = Object.entries(cubes).map(
    ([cube, data]): WriteRequest => ({
      PutRequest: {
        Item: {
          ...keys.cube(branchId, cube, date),
          branch_id: branchId,
          cube,
          ...cubeAttributes(data),
          ...meta,
        },
      },
    }),
  );
  await batchWriteAll(deps, puts, `cube write for ${branchId} ${date}`);
}

// ---------------------------------------------------------------- monthly rollups

/** A month's rollup of one cube: the cubes a read of the whole month gets (shared/domain/analytics/rollups.ts). */
export interface StoredRollup<Data = Record<string, unknown>> {
  month: string;
  cubes: Data[];
  /** The latest built_at of the month's day cubes, so a read's snapshot_date is the days' own. */
  built_at: string;
}

/**
 * Rollups are always stored gzip-compressed: a read of a year takes a dozen small binary items, the
 * cheapest thing DynamoDB can return. One whose compressed size would pass this is not stored (and an
 * older one is deleted), so reads take that month from its day cubes: slower, never wrong.
 */
const MAX_ROLLUP_BYTES = 350_000;

export async function writeRollup(
  deps: StorageDeps,
  branchId: string,
  cube: string,
  month: string,
  rollup: { cubes: unknown[]; built_at: string; days: number; rebuilt_at: string },
): Promise<'written' | 'too-large'> {
  const key = keys.cubeRollup(branchId, cube, month);
  const data = gzipSync(Buffer.from(JSON.stringify(rollup.cubes), 'utf8'));
  if (data.byteLength > MAX_ROLLUP_BYTES) {
    await deps.db.send(new DeleteCommand({ TableName: deps.tableName, Key: key }));
    return 'too-large';
  }
  await deps.db.send(
    new PutCommand({
      TableName: deps.tableName,
      Item: {
        ...key,
        branch_id: branchId,
        cube,
        data_gz: data,
        built_at: rollup.built_at,
        days: rollup.days,
        rebuilt_at: rollup.rebuilt_at,
      },
    }),
  );
  return 'written';
}

/** The stored rollups of months `fromMonth`..`toMonth` (`YYYY-MM`, inclusive): one Query. */
export async function readRollups<Data = Record<string, unknown>>(
  deps: StorageDeps,
  branchId: string,
  cube: string,
  fromMonth: string,
  toMonth: string,
): Promise<StoredRollup<Data>[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.cubeRollupPartition(branchId, cube),
      ':from': fromMonth,
      ':to': toMonth,
    },
  });
  return items.map((item) => ({
    month: item.sk,
    cubes: JSON.parse(gunzipSync(item.data_gz).toString('utf8')) as Data[],
    built_at: item.built_at,
  }));
}

/**
 * One month's stored rollup of `cube` with its day count, read consistently (the aggregator folds
 * the day it just built into it); undefined when the month has none.
 */
export async function readRollupForUpdate<Data = Record<string, unknown>>(
  deps: StorageDeps,
  branchId: string,
  cube: string,
  month: string,
): Promise<(StoredRollup<Data> & { days: number }) | undefined> {
  const result = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: keys.cubeRollup(branchId, cube, month),
      ConsistentRead: true,
    }),
  );
  const item = result.Item;
  if (item === undefined) return undefined;
  return {
    month,
    cubes: JSON.parse(gunzipSync(item.data_gz).toString('utf8')) as Data[],
    built_at: item.built_at,
    days: Number(item.days),
  };
}

/** Sort-key bounds of an optional inclusive range: the whole partition when both ends are open. */
function skRange(from: string | undefined, to: string | undefined) {
  if (from === undefined && to === undefined) return { condition: 'pk = :pk', values: {} };
  return {
    condition: 'pk = :pk AND sk BETWEEN :from AND :to',
    // Dates and months are fixed-width ISO strings: '0' sorts before any, '9' after any.
    values: { ':from': from ?? '0', ':to': to ?? '9' },
  };
}

/** The sort keys of a partition between `from` and `to` (inclusive, either open): keys only. */
async function listSortKeys(
  deps: StorageDeps,
  partition: string,
  from: string | undefined,
  to: string | undefined,
  consistent = false,
): Promise<string[]> {
  const range = skRange(from, to);
  const items = await queryAll(deps, {
    KeyConditionExpression: range.condition,
    ExpressionAttributeValues: { ':pk': partition, ...range.values },
    ProjectionExpression: 'sk',
    ...(consistent ? { ConsistentRead: true } : {}),
  });
  return items.map((item) => item.sk as string);
}

/** The dates that have a stored day `cube`, between `from` and `to` (inclusive, either open). */
export function listCubeDates(
  deps: StorageDeps,
  branchId: string,
  cube: string,
  from?: string,
  to?: string,
  options: { consistent?: boolean } = {},
): Promise<string[]> {
  return listSortKeys(deps, keys.cubePartition(branchId, cube), from, to, options.consistent);
}

/** The months that have a stored rollup of `cube`, between `fromMonth` and `toMonth` (either open). */
export function listRollupMonths(
  deps: StorageDeps,
  branchId: string,
  cube: string,
  fromMonth?: string,
  toMonth?: string,
): Promise<string[]> {
  return listSortKeys(deps, keys.cubeRollupPartition(branchId, cube), fromMonth, toMonth);
}

/** Deletes a month's rollup of `cube`; true when there was one. */
export async function deleteRollup(
  deps: StorageDeps,
  branchId: string,
  cube: string,
  month: string,
): Promise<boolean> {
  const result = await deps.db.send(
    new DeleteCommand({
      TableName: deps.tableName,
      Key: keys.cubeRollup(branchId, cube, month),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return result.Attributes !== undefined;
}
