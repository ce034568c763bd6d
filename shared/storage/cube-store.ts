/**
 * Daily cubes: one item per branch, cube and business date (sort key = date), so a read endpoint
 * gets any date range of a cube with one Query and its cost does not grow with the order lines.
 */

import { gzipSync } from 'node:zlib';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { DaySalesEntry } from '../domain/analytics/rollups.ts';
import { batchWriteAll, type WriteRequest } from './batch-write.ts';
import { gunzipJson, gzipJson } from './compression.ts';
import { batchGetConsistent, queryAll, queryBetween, type StorageDeps, type StoredItem } from './db.ts';
import { binary, storedItem, writtenAs } from './item.ts';
import { keys } from './keys.ts';

export interface StoredCube<Data = Record<string, unknown>> {
  date: string;
  data: Data;
  built_at: string;
  /** Day-state revision the cube was built from. */
  revision: number;
}

/**
 * A day cube as writeCubes stores it: its data a map when small (`data`, as every cube was stored
 * before `data_gz`), gzip JSON when larger. The data is only ever ours, so it is taken at the
 * caller's type (writtenAs), never parsed in depth: cube reads are the hot path.
 */
const cubeItem = /* @__PURE__ */ storedItem({
  name: 'cube',
  key: 'cube',
  schema: () =>
    z
      .object({
        sk: z.string(),
        data: z.optional(writtenAs<object>()),
        data_gz: z.optional(binary()),
        built_at: z.string(),
        revision: z.number(),
      })
      .check(
        z.refine((item) => item.data !== undefined || item.data_gz !== undefined, 'no data nor data_gz'),
      ),
});

export async function readCubes<Data = Record<string, unknown>>(
  deps: StorageDeps,
  branchId: string,
  cube: string,
  from: string,
  to: string,
  options: { consistent?: boolean } = {},
): Promise<StoredCube<Data>[]> {
  const partition = keys.cubePartition(branchId, cube);
  const items = await queryBetween(deps, partition, { from, to }, options);
  const data = writtenAs<Data>();
  return items.map((item) => storedCubeOf(item, data));
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
  return item === undefined ? undefined : storedCubeOf(item, writtenAs<Data>());
}

/** The stored cube, its data taken at `Data` through `data` (a writtenAs schema, made once per read). */
function storedCubeOf<Data>(item: StoredItem, data: z.ZodMiniType<Data>): StoredCube<Data> {
  const cube = cubeItem.parse(item);
  return {
    date: cube.sk,
    data: cube.data_gz ? gunzipJson(cube.data_gz, data) : z.parse(data, cube.data),
    built_at: cube.built_at,
    revision: cube.revision,
  };
}

/**
 * A cube of a few day figures (a sales cube's totals) is a readable map in the console; any larger
 * one (the hours, the items, the waiters) is stored gzip-compressed. Reads are the hot path: a
 * nested map costs DynamoDB and the SDK time per attribute, a compressed binary almost nothing. At
 * 8 KB, a day's hourly cube and a short menu's items cube stayed maps, and the forecast's read of
 * 8 weeks of them took 58 ms of its 78 (docs/bench-log.md, 2026-12-03); above 1 KB they are
 * compressed and it takes 15–30. Compression also keeps the largest cubes far from the 400 KB limit.
 */
const MAX_PLAIN_CUBE_BYTES = 1_024;

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
          ...cubeItem.key(branchId, cube, date),
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
  /** When the rollup was computed (its version for the organization roll-ups), and from how many days. */
  rebuilt_at: string;
  days: number;
  /** Sales: its days as the cost alerts read them (absent in rollups stored before it). */
  day_sales?: DaySalesEntry[];
}

/**
 * Rollups are always stored gzip-compressed: a read of a year takes a dozen small binary items, the
 * cheapest thing DynamoDB can return. One whose compressed size would pass this is not stored (and an
 * older one is deleted), so reads take that month from its day cubes: slower, never wrong.
 */
const MAX_ROLLUP_BYTES = 350_000;

type RollupToWrite = {
  cubes: unknown[];
  built_at: string;
  days: number;
  rebuilt_at: string;
  day_sales?: DaySalesEntry[];
};

/** The Put of a rollup, or null when it is too large to store (then its month's item is deleted). */
function rollupPut(branchId: string, cube: string, month: string, rollup: RollupToWrite) {
  const data = gzipJson(rollup.cubes);
  if (data.byteLength > MAX_ROLLUP_BYTES) return null;
  return {
    ...rollupItem.key(branchId, cube, month),
    branch_id: branchId,
    cube,
    data_gz: data,
    built_at: rollup.built_at,
    days: rollup.days,
    rebuilt_at: rollup.rebuilt_at,
    ...(rollup.day_sales === undefined ? {} : { day_sales_gz: gzipJson(rollup.day_sales) }),
  };
}

/**
 * A rollup as rollupPut stores it; `day_sales_gz` is absent from rollups stored before it. Its
 * documents are ours, taken at their type (writtenAs), never parsed in depth.
 */
const rollupItem = /* @__PURE__ */ storedItem({
  name: 'cube rollup',
  key: 'cubeRollup',
  schema: () =>
    z.object({
      sk: z.string(),
      cube: z.string(),
      data_gz: binary(),
      built_at: z.string(),
      rebuilt_at: z.string(),
      days: z.number(),
      day_sales_gz: z.optional(binary()),
    }),
});

/** A rollup as read, its cubes taken at `Data` through `cubes` (writtenAs, made once per read). */
function storedRollupOf<Data>(
  { sk, data_gz, built_at, rebuilt_at, days, day_sales_gz }: ReturnType<typeof rollupItem.parse>,
  cubes: z.ZodMiniType<Data[]>,
): StoredRollup<Data> {
  return {
    month: sk,
    cubes: gunzipJson(data_gz, cubes),
    built_at,
    rebuilt_at,
    days,
    ...(day_sales_gz === undefined
      ? {}
      : { day_sales: gunzipJson(day_sales_gz, writtenAs<DaySalesEntry[]>()) }),
  };
}

export async function writeRollup(
  deps: StorageDeps,
  branchId: string,
  cube: string,
  month: string,
  rollup: RollupToWrite,
): Promise<'written' | 'too-large'> {
  const item = rollupPut(branchId, cube, month, rollup);
  if (item === null) {
    await deps.db.send(
      new DeleteCommand({ TableName: deps.tableName, Key: rollupItem.key(branchId, cube, month) }),
    );
    return 'too-large';
  }
  await deps.db.send(new PutCommand({ TableName: deps.tableName, Item: item }));
  return 'written';
}

/** Several rollups of one month in one BatchWriteItem; the outcome of each, in order. */
export async function writeRollups(
  deps: StorageDeps,
  branchId: string,
  month: string,
  rollups: ReadonlyArray<{ cube: string; rollup: RollupToWrite }>,
): Promise<Array<'written' | 'too-large'>> {
  const requests: WriteRequest[] = [];
  const outcomes = rollups.map(({ cube, rollup }) => {
    const item = rollupPut(branchId, cube, month, rollup);
    if (item === null) {
      requests.push({ DeleteRequest: { Key: rollupItem.key(branchId, cube, month) } });
      return 'too-large' as const;
    }
    requests.push({ PutRequest: { Item: item } });
    return 'written' as const;
  });
  await batchWriteAll(deps, requests, `rollup write for ${branchId} ${month}`);
  return outcomes;
}

/** The stored rollups of months `fromMonth`..`toMonth` (`YYYY-MM`, inclusive): one Query. */
export async function readRollups<Data = Record<string, unknown>>(
  deps: StorageDeps,
  branchId: string,
  cube: string,
  fromMonth: string,
  toMonth: string,
  options: { consistent?: boolean } = {},
): Promise<StoredRollup<Data>[]> {
  const partition = keys.cubeRollupPartition(branchId, cube);
  const items = await queryBetween(deps, partition, { from: fromMonth, to: toMonth }, options);
  const cubes = writtenAs<Data[]>();
  return items.map((item) => storedRollupOf(rollupItem.parse(item), cubes));
}

/**
 * One month's stored rollups of `cubes`, read consistently in one BatchGetItem (the aggregator
 * merges the day it just built into them); a cube without one is absent from the map.
 */
export async function readRollupsForUpdate(
  deps: StorageDeps,
  branchId: string,
  cubes: readonly string[],
  month: string,
): Promise<Map<string, StoredRollup>> {
  const items = await batchGetConsistent(
    deps,
    cubes.map((cube) => rollupItem.key(branchId, cube, month)),
    `rollup read for ${branchId} ${month}`,
  );
  const data = writtenAs<Record<string, unknown>[]>();
  const rollups = items.map(rollupItem.parse);
  return new Map(rollups.map((rollup) => [rollup.cube, storedRollupOf(rollup, data)]));
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

/** A day cube's or a rollup's sort key alone, as listSortKeys projects it. */
const sortKeyItem = /* @__PURE__ */ storedItem({
  name: 'cube or rollup sort key',
  key: 'cube',
  schema: () => z.object({ sk: z.string() }),
});

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
  return items.map((item) => sortKeyItem.parse(item).sk);
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
      Key: rollupItem.key(branchId, cube, month),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return result.Attributes !== undefined;
}
