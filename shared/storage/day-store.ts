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
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CancellationsAttributes } from '../domain/schemas/cancellations.ts';
import type { CashRegisterAttributes } from '../domain/schemas/cash-register.ts';
import type { DiscountsAttributes } from '../domain/schemas/discounts.ts';
import type { OrdersAttributes } from '../domain/schemas/orders.ts';
import type { PaymentsAttributes } from '../domain/schemas/payments.ts';
import type { SalesAttributes } from '../domain/schemas/sales.ts';
import { packJson, unpackJson } from './compression.ts';
import type { StorageDeps, TransactItem } from './db.ts';
import { batchGetConsistent, queryAll, type StoredItem } from './db.ts';
import { writtenAs } from './item.ts';
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

export interface DayState {
  branch_id: string;
  business_date: string;
  closed: boolean;
  zout_count: number;
  revision: number;
  last_change_at: string;
}

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
        ...keys.dayDocument(branchId, document.business_date, document.resource, document.document_id, chunk),
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
  // A DayDocumentOf<R> is one member of the DayDocument union (TypeScript cannot narrow R).
  const kind = ingestLogKind(document as DayDocument);
  // The ingest log's count rides on the state item when the document touches it (one item fewer in
  // the transaction); an xout document, which must not touch the state, keeps its own log item.
  if (options.touchesState) {
    writes.push(stateUpdate(deps, branchId, document, options.closesDay, kind, options.room));
  } else writes.push(ingestLogUpdate(deps, branchId, document as DayDocument));
  return writes;
}

/** The kinds of day documents the ingest log counts: the resources, closings split by type. */
export const INGEST_LOG_KINDS = [
  'orders',
  'discounts',
  'cancellations',
  'payments',
  'sales',
  'cash-register-zout',
  'cash-register-xout',
] as const;
export type IngestLogKind = (typeof INGEST_LOG_KINDS)[number];

export function ingestLogKind(document: DayDocument): IngestLogKind {
  if (document.resource !== 'cash-register') return document.resource;
  return document.attributes.closing_type === 'zout' ? 'cash-register-zout' : 'cash-register-xout';
}

/**
 * Counts an xout document in the branch's ingest log (keys.ingestLog), in the document's transaction.
 * Every other document is counted on its day's state item (stateUpdate, logAttributes).
 */
function ingestLogUpdate(
  deps: Pick<StorageDeps, 'tableName'>,
  branchId: string,
  document: DayDocument,
): TransactItem {
  return {
    Update: {
      TableName: deps.tableName,
      Key: keys.ingestLog(branchId, document.business_date, ingestLogKind(document)),
      UpdateExpression:
        'SET business_date = :date, kind = :kind, last_received_at = :at ADD document_count :one',
      ExpressionAttributeValues: {
        ':date': document.business_date,
        ':kind': ingestLogKind(document),
        ':at': document.received_at,
        ':one': 1,
      },
    },
  };
}

export interface IngestLogEntry {
  business_date: string;
  kind: IngestLogKind;
  document_count: number;
  /** UTC instant of the latest arrival. */
  last_received_at: string;
}

/** The state item's attributes that count one kind of document (the ingest log on the state item). */
function logAttributes(kind: IngestLogKind) {
  return { count: `log_count_${kind}`, last: `log_last_${kind}`, rows: `log_rows_${kind}` };
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

/** Documents and rows of `kind` the day's state item has counted (0 when none). */
export async function readDayCounts(
  deps: StorageDeps,
  branchId: string,
  date: string,
  kind: IngestLogKind,
): Promise<{ documents: number; rows: number }> {
  const names = logAttributes(kind);
  const { Item } = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: keys.dayState(branchId, date),
      ConsistentRead: true,
      ProjectionExpression: '#count, #rows',
      ExpressionAttributeNames: { '#count': names.count, '#rows': names.rows },
    }),
  );
  return { documents: Number(Item?.[names.count] ?? 0), rows: Number(Item?.[names.rows] ?? 0) };
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

/**
 * What arrived for the business dates from..to, per date and kind: the counts kept on each day's
 * state item (BatchGetItem, 100 days a request) and the branch's ingest log partition (one Query:
 * xout documents, and every document counted before the state item kept the counts), summed.
 */
export async function readIngestLog(
  deps: StorageDeps,
  branchId: string,
  from: string,
  to: string,
): Promise<IngestLogEntry[]> {
  const bounds = keys.ingestLogDateRange(from, to);
  const [logItems, states] = await Promise.all([
    queryAll(deps, {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.ingestLogPartition(branchId),
        ':from': bounds.from,
        ':to': bounds.to,
      },
    }),
    batchGetConsistent(
      deps,
      datesFromTo(from, to).map((date) => keys.dayState(branchId, date)),
      'ingest log of the day states',
    ),
  ]);
  const entries = logItems.map((item) => ({
    business_date: item.business_date as string,
    kind: item.kind as IngestLogKind,
    document_count: Number(item.document_count),
    last_received_at: item.last_received_at as string,
  }));
  for (const state of states) entries.push(...stateLogEntries(state));
  return mergeLogEntries(entries);
}

function stateLogEntries(state: StoredItem): IngestLogEntry[] {
  return INGEST_LOG_KINDS.flatMap((kind) => {
    const names = logAttributes(kind);
    if (state[names.count] === undefined) return [];
    return [
      {
        business_date: state.business_date as string,
        kind,
        document_count: Number(state[names.count]),
        last_received_at: state[names.last] as string,
      },
    ];
  });
}

/** One entry per date and kind: counts summed, the latest arrival kept (UTC instants compare as strings). */
function mergeLogEntries(entries: IngestLogEntry[]): IngestLogEntry[] {
  const merged = new Map<string, IngestLogEntry>();
  for (const entry of entries) {
    const id = `${entry.business_date}#${entry.kind}`;
    const seen = merged.get(id);
    merged.set(
      id,
      seen === undefined
        ? entry
        : {
            ...seen,
            document_count: seen.document_count + entry.document_count,
            last_received_at:
              entry.last_received_at > seen.last_received_at ? entry.last_received_at : seen.last_received_at,
          },
    );
  }
  return [...merged.values()];
}

/** The calendar dates from..to (YYYY-MM-DD, inclusive). */
function datesFromTo(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); ; day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    if (date > to) return dates;
    dates.push(date);
  }
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
      Key: keys.dayState(branchId, document.business_date),
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
    await deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: keys.dayState(branchId, date),
        UpdateExpression: 'SET last_change_at = :at, rebuild_reason = :reason ADD revision :one',
        ConditionExpression: 'closed = :true',
        ExpressionAttributeValues: { ':at': at, ':reason': reason, ':one': 1, ':true': true },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
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
  return {
    Update: {
      TableName: deps.tableName,
      Key: keys.dayState(branchId, date),
      UpdateExpression: 'SET last_change_at = :at, rebuild_reason = :reason ADD revision :one',
      ConditionExpression: 'closed = :true',
      ExpressionAttributeValues: { ':at': at, ':reason': reason, ':one': 1, ':true': true },
    },
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

function stateOf(item: StoredItem): DayState {
  return {
    branch_id: item.branch_id,
    business_date: item.business_date,
    closed: item.closed === true,
    zout_count: Number(item.zout_count ?? 0),
    revision: Number(item.revision ?? 0),
    last_change_at: item.last_change_at,
  };
}

/**
 * The day's state item alone (consistent). A document and its state update commit in one
 * transaction, and a GetItem is serializable with transactions: once this returns revision R, a
 * Query started afterwards sees every document of revisions 1..R. (A Query is only read-committed:
 * the state it returns may be ahead of the documents it returned.)
 */
export async function readDayState(
  deps: StorageDeps,
  branchId: string,
  date: string,
): Promise<DayState | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: keys.dayState(branchId, date), ConsistentRead: true }),
  );
  return result.Item === undefined ? undefined : stateOf(result.Item);
}

/** The whole day, with one (paginated) Query of its partition. */
export async function readDay(
  deps: StorageDeps,
  branchId: string,
  date: string,
): Promise<{ state: DayState | undefined; documents: DayDocument[] }> {
  const chunksByDocument = new Map<string, { chunk: number; payload: Uint8Array }[]>();
  let state: DayState | undefined;
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.dayPartition(branchId, date) },
    ConsistentRead: true,
  });
  for (const item of items) {
    if (item.sk === keys.dayStateSortKey()) {
      state = stateOf(item);
    } else if (String(item.sk).startsWith(keys.dayDocumentPrefix())) {
      const id = `${item.resource}#${item.document_id}`;
      const list = chunksByDocument.get(id) ?? [];
      list.push({ chunk: Number(item.chunk), payload: item.payload as Uint8Array });
      chunksByDocument.set(id, list);
    }
  }

  const documents = [...chunksByDocument.values()].map((chunks) =>
    unpackJson(
      chunks.sort((a, b) => a.chunk - b.chunk).map((chunk) => chunk.payload),
      writtenAs<DayDocument>(),
    ),
  );
  documents.sort((a, b) => (a.document_id < b.document_id ? -1 : a.document_id > b.document_id ? 1 : 0));
  return { state, documents };
}
