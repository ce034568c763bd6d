/**
 * One compressed JSON document per branch (the catalog, the categories), stored as a HEAD item
 * holding a version number plus chunk items under 400 KB, and rewritten whole on every sync. The
 * rewrite is conditional on the HEAD version that was read, so of two concurrent syncs one commits
 * and the other fails its condition; the platform then plans it again on the new version (outcome
 * 'stale'): no update is ever lost.
 */

import * as z from 'zod/mini';
import { UnavailableError } from '../domain/errors.ts';
import { packJson, unpackJson } from './compression.ts';
import type { StorageDeps, TransactItem } from './db.ts';
import { queryAll } from './db.ts';
import { binary, storedItem, writtenAs } from './item.ts';
import type { TableKey } from './keys.ts';

// Each document is addressed by its own location's key builders (the catalog's, the categories'):
// the catalog's are named here, the items of both are the same.

/** A document's HEAD (versionedWrites): the version and how many chunks it has. */
const headItem = /* @__PURE__ */ storedItem({
  name: 'versioned document head',
  key: 'catalogHead',
  schema: () => z.object({ version: z.number(), chunk_count: z.number() }),
});

/** One chunk of a document's gzip JSON, of the version that wrote it. */
const chunkItem = /* @__PURE__ */ storedItem({
  name: 'versioned document chunk',
  key: 'catalogChunk',
  schema: () => z.object({ version: z.number(), payload: binary() }),
});

export interface VersionedDocumentLocation {
  partition: string;
  head: TableKey;
  chunk(index: number): TableKey;
}

export interface VersionedDocument<T> {
  /** 0 when nothing is stored yet. */
  version: number;
  chunkCount: number;
  value: T | undefined;
}

/** A Query may interleave with a concurrent rewrite (it is not isolated): read again, a few times. */
const MAX_READ_ATTEMPTS = 5;

export async function readVersioned<T>(
  deps: StorageDeps,
  location: VersionedDocumentLocation,
): Promise<VersionedDocument<T>> {
  for (let attempt = 1; attempt <= MAX_READ_ATTEMPTS; attempt++) {
    const items = await queryPartition(deps, location.partition);
    const head = headItem.parseIfFound(items.find((item) => item.sk === location.head.sk));
    if (!head) return { version: 0, chunkCount: 0, value: undefined };
    const { version, chunk_count: chunkCount } = head;
    const chunks: Uint8Array[] = [];
    for (let index = 0; index < chunkCount; index++) {
      const sk = location.chunk(index).sk;
      const chunk = chunkItem.parseIfFound(items.find((item) => item.sk === sk));
      if (chunk?.version !== version) break;
      chunks.push(chunk.payload);
    }
    // Written by a sync from the document it merged (the catalog, the categories), parsed on arrival.
    if (chunks.length === chunkCount)
      return { version, chunkCount, value: unpackJson(chunks, writtenAs<T>()) };
  }
  throw new UnavailableError(new Error(`document ${location.partition} kept changing while it was read`), 1);
}

function queryPartition(deps: StorageDeps, partition: string) {
  return queryAll(deps, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': partition },
    ConsistentRead: true,
  });
}

/** Condition that the stored version is still the one read (no HEAD when version 0). */
function versionCondition(version: number) {
  return version === 0
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : {
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':expected': version },
      };
}

/** What a rewrite read: the version its write is conditioned on and the chunks it replaces. */
export type VersionRead = Pick<VersionedDocument<unknown>, 'version' | 'chunkCount'>;

/**
 * The writes that replace the document read at `previous` with `value`: the HEAD (conditional on
 * the version read), every chunk, and deletes of chunks the shorter new document no longer uses.
 */
export function versionedWrites(
  deps: Pick<StorageDeps, 'tableName'>,
  location: VersionedDocumentLocation,
  previous: VersionRead,
  value: unknown,
  updatedAt: string,
): TransactItem[] {
  const version = previous.version + 1;
  const chunks = packJson(value);
  const writes: TransactItem[] = [
    {
      Put: {
        TableName: deps.tableName,
        Item: { ...location.head, version, chunk_count: chunks.length, updated_at: updatedAt },
        ...versionCondition(previous.version),
      },
    },
  ];
  chunks.forEach((payload, index) => {
    writes.push({
      Put: { TableName: deps.tableName, Item: { ...location.chunk(index), version, chunk: index, payload } },
    });
  });
  for (let index = chunks.length; index < previous.chunkCount; index++) {
    writes.push({ Delete: { TableName: deps.tableName, Key: location.chunk(index) } });
  }
  return writes;
}

/** A check (no write) that another document is still at the version a plan was based on. */
export function versionCheck(
  deps: Pick<StorageDeps, 'tableName'>,
  location: VersionedDocumentLocation,
  version: number,
): TransactItem {
  return { ConditionCheck: { TableName: deps.tableName, Key: location.head, ...versionCondition(version) } };
}
