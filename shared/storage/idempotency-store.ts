/**
 * Idempotency records (keys.idempotency): one per branch and X-Idempotency-Key, holding the
 * request's fingerprint and its packed response, expiring by TTL. A new request's record is written
 * in the same TransactWriteItems as the request's own items under `attribute_not_exists(pk)`: that
 * condition is the duplicate check (no read first), and a duplicate gets the stored record back in
 * the cancellation (ALL_OLD), so a replay costs no extra GetItem. What a record means (replay or
 * conflict, retries, rate-limit counters) is decided in shared/guards/idempotency.ts.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import * as z from 'zod/mini';
import { packJson, unpackJson } from './compression.ts';
import { cancellationReasons, type StorageDeps, type StoredItem, type TransactItem } from './db.ts';
import { binary, storedItem } from './item.ts';

/** An idempotency record as idempotencyRecordWrite puts it (created_at and expires_at are not read). */
const idempotencyItem = /* @__PURE__ */ storedItem({
  name: 'idempotency record',
  key: 'idempotency',
  schema: () => z.object({ fingerprint: z.string(), response_status: z.number(), response_body: binary() }),
});

/** A cancellation reason of one item of the transaction ('None' when that item was fine). */
export type CancellationReason = NonNullable<ReturnType<typeof cancellationReasons>>[number];

export interface NewIdempotencyRecord {
  branchId: string;
  idempotencyKey: string;
  fingerprint: string;
  response: { status: number; body: unknown };
  createdAt: Date;
  /** Unix time (seconds) after which DynamoDB's TTL may delete the record. */
  expiresAtEpochSeconds: number;
}

/** A stored record as the platform compares and replays it. */
export interface StoredIdempotencyRecord {
  fingerprint: string;
  responseStatus: number;
  responseBody: unknown;
}

/** A record's conditional put and its key: built once per request, sent with every attempt. */
export interface IdempotencyRecordWrite {
  key: { pk: string; sk: string };
  put: TransactItem;
}

export function idempotencyRecordWrite(
  deps: StorageDeps,
  record: NewIdempotencyRecord,
): IdempotencyRecordWrite {
  const key = idempotencyItem.key(record.branchId, record.idempotencyKey);
  const put: TransactItem = {
    Put: {
      TableName: deps.tableName,
      Item: {
        ...key,
        fingerprint: record.fingerprint,
        response_status: record.response.status,
        response_body: packResponse(record.response.body),
        created_at: record.createdAt.toISOString(),
        expires_at: record.expiresAtEpochSeconds,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
  return { key, put };
}

export type IdempotentWriteResult =
  | { kind: 'written' }
  /** The record already existed: the stored one, read from the cancellation when it came back. */
  | { kind: 'duplicate'; existing: StoredIdempotencyRecord }
  /**
   * Cancelled for another reason (or the record's condition failed but no record is there any
   * more): the record's own reason, one reason per item of `items` in order, and the SDK's error to
   * rethrow when the caller gives up.
   */
  | {
      kind: 'cancelled';
      recordReason: CancellationReason | undefined;
      itemReasons: CancellationReason[];
      error: unknown;
    };

/**
 * One TransactWriteItems: the record's put (first) and `items`. Any error other than a cancelled
 * transaction is thrown as it came.
 */
export async function writeWithIdempotencyRecord(
  deps: StorageDeps,
  record: IdempotencyRecordWrite,
  items: readonly TransactItem[],
): Promise<IdempotentWriteResult> {
  try {
    await deps.db.send(new TransactWriteCommand({ TransactItems: [record.put, ...items] }));
    return { kind: 'written' };
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    const [recordReason, ...itemReasons] = reasons;
    if (recordReason?.code === 'ConditionalCheckFailed') {
      // Read only now, and only if the cancellation did not already return the record.
      const existing = recordReason.item
        ? storedRecordOf(normalizeItem(recordReason.item))
        : await readStoredRecord(deps, record.key);
      if (existing) return { kind: 'duplicate', existing };
    }
    return { kind: 'cancelled', recordReason, itemReasons, error };
  }
}

/** The stored record of the branch's key (consistent), or undefined when there is none. */
export async function readIdempotencyRecord(
  deps: StorageDeps,
  branchId: string,
  idempotencyKey: string,
): Promise<StoredIdempotencyRecord | undefined> {
  return readStoredRecord(deps, idempotencyItem.key(branchId, idempotencyKey));
}

async function readStoredRecord(
  deps: StorageDeps,
  key: { pk: string; sk: string },
): Promise<StoredIdempotencyRecord | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: key, ConsistentRead: true }),
  );
  return result.Item ? storedRecordOf(result.Item) : undefined;
}

function storedRecordOf(item: StoredItem): StoredIdempotencyRecord {
  const { fingerprint, response_status, response_body } = idempotencyItem.parse(item);
  return {
    fingerprint,
    responseStatus: response_status,
    // Any JSON the use case answered: its own response schema made it, the replay sends it as it is.
    responseBody: unpackJson([response_body], z.unknown()),
  };
}

function packResponse(body: unknown): Uint8Array {
  const chunks = packJson(body);
  if (chunks.length !== 1) throw new Error('ingest response too large to keep for idempotent replay');
  return chunks[0]!;
}

/** CancellationReasons items may come back in wire format ({ S: … }) depending on the SDK path. */
function normalizeItem(item: Record<string, unknown>): StoredItem {
  return looksMarshalled(item) ? unmarshall(item) : item;
}

/** Every attribute a one-member object ({ S: … }, { N: … }): the wire format, not the document client's. */
function looksMarshalled(item: Record<string, unknown>): item is Record<string, AttributeValue> {
  return Object.values(item).every(
    (value) =>
      value !== null &&
      typeof value === 'object' &&
      !ArrayBuffer.isView(value) &&
      Object.keys(value).length === 1,
  );
}
