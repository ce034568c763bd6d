/**
 * Daily cubes: one item per branch, cube and business date (sort key = date), so a read endpoint
 * gets any date range of a cube with one Query and its cost does not grow with the order lines.
 */

import { gunzipSync, gzipSync } from 'node:zlib';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
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
): Promise<StoredCube<Data>[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.cubePartition(branchId, cube), ':from': from, ':to': to },
  });
  return items.map((item) => storedCubeOf<Data>(item));
}

/**
 * The branch's most recent stored `cube` strictly before `date` (any distance back: a branch closed
 * on Mondays finds Sunday's), or undefined when there is none. One Query, newest first, Limit 1;
 * consistent, so a day built just before by the same message group is seen.
 */
export async function readLatestCubeBefore<Data = Record<string, unknown>>(
  deps: StorageDeps,
  branchId: string,
  cube: string,
  date: string,
): Promise<StoredCube<Data> | undefined> {
  const result = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND sk < :date',
      ExpressionAttributeValues: { ':pk': keys.cubePartition(branchId, cube), ':date': date },
      ScanIndexForward: false,
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
 * A cube is a readable map in the console; one that would approach the 400 KB item limit (an `items`
 * cube of a day with well over a thousand distinct items) is stored gzip-compressed instead.
 */
const MAX_PLAIN_CUBE_BYTES = 200_000;

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
