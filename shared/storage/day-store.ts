/**
 * Storage of a business day: the ingested documents (compressed, chunked) and the day's state item.
 *
 * The state item is the pipeline's only trigger. A zout closing sets `closed = true`; every other
 * zout business document of that day bumps `revision` on the same item. The table's stream carries
 * the item's NEW_IMAGE, and the pipeline filter (`sk = STATE` and `closed = true`) passes exactly:
 * the zout itself, every further zout of the day (several cash registers), and late data for a
 * closed day. Documents of a day not yet closed, and xout documents (closings or business documents
 * sent with closing_type xout), never trigger anything.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { CancellationsAttributes } from '../domain/schemas/cancellations.ts';
import type { CashRegisterAttributes } from '../domain/schemas/cash-register.ts';
import type { DiscountsAttributes } from '../domain/schemas/discounts.ts';
import type { OrdersAttributes } from '../domain/schemas/orders.ts';
import type { PaymentsAttributes } from '../domain/schemas/payments.ts';
import type { SalesAttributes } from '../domain/schemas/sales.ts';
import { packJson, unpackJson } from './compression.ts';
import type { StorageDeps, TransactItem } from './db.ts';
import { queryAll, type StoredItem } from './db.ts';
import { isConditionalCheckFailed } from './errors.ts';
import { type IngestLogKind, ingestLogKind, ingestLogUpdate, logAttributes } from './ingest-log-store.ts';
import { binary, itemReader, storedItem, writtenAs } from './item.ts';
import { keys } from './keys.ts';

export const DAY_RESOURCES = [
  'cash-register',
  'sales',
  'payments',
  'orders',
  'discounts',
  'cancellations',
] as const;
export type DayResource = (typeof DAY_RESOURCES)[number];

/** What each resource stores as its attributes: the output of its ingest schema. */
export interface DayAttributes {
  'cash-register': CashRegisterAttributes;
  sales: SalesAttributes;
  payments: PaymentsAttributes;
  orders: OrdersAttributes;
  discounts: DiscountsAttributes;
  cancellations: CancellationsAttributes;
}

/** The JSON kept for one ingested document (gzip-compressed in its chunks), typed by its resource. */
export type DayDocument<R extends DayResource = DayResource> = {
  [K in R]: DayDocumentOf<K>;
}[R];

export interface DayDocumentOf<R extends DayResource> {
  resource: R;
  document_id: string;
  /**
   * The request's X-Idempotency-Key: the POS's own name for the document (for a closing, the UUID of
   * the closing, its folio). Absent on documents stored before it was kept.
   */
  idempotency_key?: string;
  business_date: string;
  received_at: string;
  /** Parsed attributes, unknown extra members included (the spec adds optional fields over time). */
  attributes: DayAttributes[R];
  meta: Record<string, unknown>;
}

/** The day's state item (stateUpdate); zout_count and revision are ADDed, closed only set by a zout. */
const dayStateItem = /* @__PURE__ */ storedItem({
  name: 'day state',
  key: 'dayState',
  schema: () =>
    z.object({
      branch_id: z.string(),
      business_date: z.string(),
      closed: z._default(z.boolean(), false),
      zout_count: z._default(z.number(), 0),
      revision: z._default(z.number(), 0),
      last_change_at: z.string(),
    }),
});

export type DayState = ReturnType<typeof dayStateItem.parse>;

/** One chunk of a stored day document (dayDocumentWrites). */
const dayDocumentChunkItem = /* @__PURE__ */ storedItem({
  name: 'day document chunk',
  key: 'dayDocument',
  schema: () =>
    z.object({
      resource: z.enum(DAY_RESOURCES),
      document_id: z.string(),
      chunk: z.number(),
      payload: binary(),
    }),
});

/**
 * The transaction items that store one document and touch the day's state. `closesDay` is true for a
 * zout closing; `touchesState` false for any xout document (informational: stored, never triggers).
 */
export function dayDocumentWrites<R extends DayResource>(
  deps: Pick<StorageDeps, 'tableName'>,
  branchId: string,
  document: DayDocumentOf<R>,
  options: { closesDay: boolean; touchesState: boolean; room?: DayRoom },
): TransactItem[] {
  const chunks = packJson(document);
  const writes: TransactItem[] = chunks.map((payload, chunk) => ({
    Put: {
      TableName: deps.tableName,
      Item: {
        ...dayDocumentChunkItem.key(
          branchId,
          document.business_date,
          document.resource,
          document.document_id,
          chunk,
        ),
        branch_id: branchId,
        business_date: document.business_date,
        resource: document.resource,
        document_id: document.document_id,
        chunk,
        chunk_count: chunks.length,
        received_at: document.received_at,
        payload,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }));
  const kind = ingestLogKind(document);
  // The ingest log's count rides on the state item when the document touches it (one item fewer in
  // the transaction); an xout document, which must not touch the state, keeps its own log item.
  if (options.touchesState) {
    writes.push(stateUpdate(deps, branchId, document, options.closesDay, kind, options.room));
  } else writes.push(ingestLogUpdate(deps, branchId, document));
  return writes;
}

/**
 * What one document adds to its day's counts, and the day's capacity it must fit
 * (shared/domain/day-capacity.ts): the state item's update is conditioned on it, so two writers
 * at once cannot both pass the use case's check; the loser re-plans and is refused there.
 */
export interface DayRoom {
  rows: number;
  maxDocuments?: number;
  maxRows?: number;
}

/** The condition that keeps the state item's counts within `room` (undefined: no capacity). */
function roomCondition(room: DayRoom | undefined) {
  const parts: string[] = [];
  const values: Record<string, number> = {};
  if (room?.maxDocuments !== undefined) {
    parts.push('(attribute_not_exists(#count) OR #count < :maxDocuments)');
    values[':maxDocuments'] = room.maxDocuments;
  }
  if (room?.maxRows !== undefined) {
    parts.push('(attribute_not_exists(#rows) OR #rows <= :roomRows)');
    values[':roomRows'] = room.maxRows - room.rows;
  }
  return parts.length === 0 ? {} : { ConditionExpression: parts.join(' AND '), values };
}

function stateUpdate(
  deps: Pick<StorageDeps, 'tableName'>,
  branchId: string,
  document: Pick<DayDocument, 'business_date' | 'received_at'>,
  closesDay: boolean,
  kind: IngestLogKind,
  room: DayRoom | undefined,
): TransactItem {
  const log = logAttributes(kind);
  const { ConditionExpression, values } = roomCondition(room);
  return {
    Update: {
      TableName: deps.tableName,
      Key: dayStateItem.key(branchId, document.business_date),
      UpdateExpression: closesDay
        ? 'SET branch_id = :branch, business_date = :date, last_change_at = :at, closed = :true, #last = :at ADD revision :one, zout_count :one, #count :one, #rows :rows'
        : 'SET branch_id = :branch, business_date = :date, last_change_at = :at, #last = :at ADD revision :one, #count :one, #rows :rows',
      ...(ConditionExpression ? { ConditionExpression } : {}),
      ExpressionAttributeNames: { '#count': log.count, '#last': log.last, '#rows': log.rows },
      ExpressionAttributeValues: {
        ':branch': branchId,
        ':date': document.business_date,
        ':at': document.received_at,
        ':one': 1,
        ':rows': room?.rows ?? 0,
        ...(closesDay ? { ':true': true } : {}),
        ...values,
      },
    },
  };
}

/**
 * Re-marks a closed day for a rebuild: bumps its state revision (and notes why), which the stream
 * carries through the same filter, pipe and queue as any change, so the aggregator rebuilds it.
 * A day that is not closed (never built) is left alone. Returns whether the day was re-marked.
 */
export async function remarkDayForRebuild(
  deps: StorageDeps,
  branchId: string,
  date: string,
  at: string,
  reason: string,
): Promise<boolean> {
  try {
    await deps.db.send(new UpdateCommand(remarkDayUpdate(deps, branchId, date, at, reason)));
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * remarkDayForRebuild as a transaction item: a write that changes what a closed day was built from
 * (a late live update) re-marks it in its own transaction; fails (re-plan) if the day is not closed.
 */
export function remarkDayWrite(
  deps: Pick<StorageDeps, 'tableName'>,
  branchId: string,
  date: string,
  at: string,
  reason: string,
): TransactItem {
  return { Update: remarkDayUpdate(deps, branchId, date, at, reason) };
}

/** The update that re-marks a closed day (revision bumped, reason noted); fails on a day not closed. */
function remarkDayUpdate(
  deps: Pick<StorageDeps, 'tableName'>,
  branchId: string,
  date: string,
  at: string,
  reason: string,
) {
  return {
    TableName: deps.tableName,
    Key: dayStateItem.key(branchId, date),
    UpdateExpression: 'SET last_change_at = :at, rebuild_reason = :reason ADD revision :one',
    ConditionExpression: 'closed = :true',
    ExpressionAttributeValues: { ':at': at, ':reason': reason, ':one': 1, ':true': true },
  };
}

/**
 * The other half: a write planned on a day read as not closed commits only if it still is not (a
 * zout that closed it in between fails the transaction, and the write is planned again, re-marking).
 */
export function dayStillOpenCheck(
  deps: Pick<StorageDeps, 'tableName'>,
  branchId: string,
  date: string,
): TransactItem {
  return {
    ConditionCheck: {
      TableName: deps.tableName,
      Key: keys.dayState(branchId, date),
      ConditionExpression: 'attribute_not_exists(closed) OR closed <> :true',
      ExpressionAttributeValues: { ':true': true },
    },
  };
}

/** The day's state as a read found it (a BatchGetItem with other items); undefined when it has none. */
export const dayStateOf = (item: StoredItem | undefined): DayState | undefined =>
  dayStateItem.parseIfFound(item);

/**
 * The day's state item alone (consistent). A document and its state update commit in one
 * transaction, and a GetItem is serializable with transactions: once this returns revision R, a
 * Query started afterwards sees every document of revisions 1..R. (A Query is only read-committed:
 * the state it returns may be ahead of the documents it returned.)
 */
export const readDayState = /* @__PURE__ */ itemReader(dayStateItem);

/** The whole day, with one (paginated) Query of its partition. */
export async function readDay(
  deps: StorageDeps,
  branchId: string,
  date: string,
): Promise<{ state: DayState | undefined; documents: DayDocument[] }> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.dayPartition(branchId, date) },
    ConsistentRead: true,
  });
  const stateItem = items.find((item) => item.sk === keys.dayStateSortKey());
  const chunks = items.filter((item) => `${item.sk}`.startsWith(keys.dayDocumentPrefix()));
  const documents = documentsOfChunks<DayDocument>(chunks);
  documents.sort((a, b) => (a.document_id < b.document_id ? -1 : a.document_id > b.document_id ? 1 : 0));
  return { state: dayStateItem.parseIfFound(stateItem), documents };
}

/** The day's documents of one resource, in document id order (one Query of their chunks). */
export async function readDayResourceDocuments<R extends DayResource>(
  deps: StorageDeps,
  branchId: string,
  date: string,
  resource: R,
): Promise<DayDocumentOf<R>[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.dayPartition(branchId, date),
      ':prefix': keys.dayResourcePrefix(resource),
    },
  });
  return documentsOfChunks<DayDocumentOf<R>>(items);
}

/** The documents whose chunk items are `items`, each unpacked whole once, in the order first seen. */
function documentsOfChunks<Document>(items: readonly StoredItem[]): Document[] {
  const chunksByDocument = new Map<string, { chunk: number; payload: Uint8Array }[]>();
  for (const item of items) {
    const { resource, document_id, chunk, payload } = dayDocumentChunkItem.parse(item);
    const id = `${resource}#${document_id}`;
    const list = chunksByDocument.get(id) ?? [];
    list.push({ chunk, payload });
    chunksByDocument.set(id, list);
  }
  return [...chunksByDocument.values()].map((chunks) =>
    unpackJson(
      chunks.sort((a, b) => a.chunk - b.chunk).map((chunk) => chunk.payload),
      // Stored by dayDocumentWrites from attributes parsed on arrival.
      writtenAs<Document>(),
    ),
  );
}
