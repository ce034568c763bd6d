/**
 * Storage of the live day, split so that no item grows with the day's activity (live-day.ts): per
 * branch and business date a head item (gzip LiveHead: open tables, running totals, bucket totals;
 * rewritten under a version condition) holding also the copy of last week's bucket totals
 * (`last_week_gz`, made when the head is created, carried over after), one item per closed table
 * (under its 15-minute bucket) and one per cash movement (each written once, in the transaction of
 * the update that makes it), and one item with the day's cash-register activity events (appended by
 * the activity ingest). The sales reads are one GetItem of today's head and, in parallel, one Query of
 * last week's closed tables in the cutoff's bucket; the cubes read the whole day (the head, then one
 * Query per bucket).
 * A head stored whole before the split (`state_gz`, a LiveDay) is read as a head with its tables in
 * `legacy`.
 */

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { RecentCache } from '../adapters/recent-cache.ts';
import {
  bucketOf,
  type CashMovement,
  type Close,
  type ClosedTable,
  headOfDay,
  type LastWeekLive,
  type LiveDay,
  type LiveHead,
  lastWeekLiveOf,
  liveDayOf,
} from '../domain/live/live-day.ts';
import { gunzipJson, gzipJson, unpackJson } from './compression.ts';
import { readDayState } from './day-store.ts';
import { batchGetConsistent, queryAll, type StorageDeps, type StoredItem, type TransactItem } from './db.ts';
import { writtenAs } from './item.ts';
import { keys } from './keys.ts';

type ReadDeps = StorageDeps;

export interface StoredLiveHead {
  /** 0 when nothing is stored yet. */
  version: number;
  head: LiveHead | null;
  /** The copy of last week's bucket totals the head holds; undefined when none (or nothing stored). */
  lastWeek?: LastWeekLive;
}

/** A cash-register activity event of the day, as the live cash balance needs it. */
export interface RegisterEvent {
  event: 'cash_register.opened' | 'cash_register.closed';
  event_id: string;
  /** UTC ISO instant. */
  at: string;
  detail: Record<string, unknown>;
}

function storedHeadOf(item: StoredItem | undefined): StoredLiveHead {
  if (item === undefined) return { version: 0, head: null };
  // A head stored before the split holds the whole day (state_gz); its copy is remade.
  const head =
    item.head_gz !== undefined
      ? gunzipJson(item.head_gz, writtenAs<LiveHead>())
      : headOfDay(gunzipJson(item.state_gz, writtenAs<LiveDay>()));
  return {
    version: Number(item.version ?? 0),
    head,
    ...(item.last_week_gz === undefined
      ? {}
      : { lastWeek: gunzipJson(item.last_week_gz, writtenAs<LastWeekLive>()) }),
  };
}

/** Asks for `keyList` in one BatchGetItem (consistent), asking again for unprocessed keys; by sort key. */
async function batchGet(
  deps: ReadDeps,
  keyList: Record<string, unknown>[],
): Promise<Map<string, StoredItem>> {
  const items = await batchGetConsistent(deps, keyList, 'live reads');
  return new Map(items.map((item) => [`${item.sk}`, item]));
}

/**
 * The heads of the live days of `dates` and the STATE revision of day `revisionDate` (0 when it has
 * none; it keys that day's order lines, readComparisonOrderLines), in one BatchGetItem
 * (consistent): what a live update, or a sales read without the copy, reads of last week.
 */
export async function readLiveHeadsAndRevision(
  deps: ReadDeps,
  branchId: string,
  dates: readonly string[],
  revisionDate: string,
): Promise<{ heads: Map<string, StoredLiveHead>; revision: number }> {
  const state = keys.dayState(branchId, revisionDate);
  const found = await batchGet(deps, [...dates.map((date) => keys.liveDay(branchId, date)), state]);
  return {
    heads: new Map(dates.map((date) => [date, storedHeadOf(found.get(keys.liveDay(branchId, date).sk))])),
    // Each item a BatchGetItem reads is serializable with transactions, as a GetItem is.
    revision: Number(found.get(state.sk)?.revision ?? 0),
  };
}

/** Today's head and the day's register events, in one BatchGetItem (GET /live/cash/balance). */
export async function readLiveHeadAndRegister(
  deps: ReadDeps,
  branchId: string,
  date: string,
): Promise<{ head: LiveHead | null; register: RegisterEvent[] }> {
  const found = await batchGet(deps, [keys.liveDay(branchId, date), keys.liveRegister(branchId, date)]);
  return {
    head: storedHeadOf(found.get(keys.liveDay(branchId, date).sk)).head,
    register: (
      (found.get(keys.liveRegister(branchId, date).sk)?.events as RegisterEvent[] | undefined) ?? []
    ).slice(),
  };
}

/**
 * The closes of `date`'s live day in the bucket of `cutoffMs` (what the comparison with that day
 * needs beyond its bucket totals): one Query of that bucket's closed-table items, projected.
 */
export async function readCutoffBucketCloses(
  deps: ReadDeps,
  branchId: string,
  date: string,
  cutoffMs: number,
): Promise<Close[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.livePartition(branchId),
      ':prefix': keys.liveClosedBucketPrefix(date, bucketOf(cutoffMs)),
    },
    ProjectionExpression: 'closed_ms, total_cents, covers',
  });
  return items.map((item) => [Number(item.closed_ms), Number(item.total_cents), covers(item.covers)]);
}

const covers = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The whole live day (head, every closed table and cash movement, in order); null when nothing is
 * stored. What the day's cubes read: the head, then one Query per 15-minute bucket it names (a few
 * hundred tables each, one page) and one of the movements, 8 at a time. One Query of the whole day
 * would page through megabytes on a 20,000-table day (and DynamoDB Local slows past linear on such
 * a Query); a bucket's page does not grow with the day.
 */
export async function readLiveDay(deps: ReadDeps, branchId: string, date: string): Promise<LiveDay | null> {
  const { Item: headItem } = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: keys.liveDay(branchId, date), ConsistentRead: true }),
  );
  const { head } = storedHeadOf(headItem);
  if (head === null) return null;
  const prefixes = [
    ...Object.keys(head.buckets).map((bucket) => keys.liveClosedBucketPrefix(date, bucket)),
    keys.liveCashMovementPrefix(date),
  ];
  const items: StoredItem[] = [];
  for (let start = 0; start < prefixes.length; start += 8) {
    const pages = await Promise.all(
      prefixes.slice(start, start + 8).map((prefix) =>
        queryAll(deps, {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.livePartition(branchId), ':prefix': prefix },
          ConsistentRead: true,
        }),
      ),
    );
    for (const page of pages) items.push(...page);
  }
  const closed: ClosedTable[] = [];
  const movements: CashMovement[] = [];
  const bySeq = (a: StoredItem, b: StoredItem) => Number(a.seq) - Number(b.seq);
  for (const item of items.filter((entry) => entry.record === 'closed_table').sort(bySeq)) {
    closed.push({
      table_id: String(item.table_id),
      opened_at: textOrNull(item.opened_at),
      closed_at: String(item.closed_at),
      total_cents: Number(item.total_cents),
      covers: covers(item.covers),
      waiter_name: textOrNull(item.waiter_name),
      cash_cents: Number(item.cash_cents),
      tips_cents: Number(item.tips_cents),
    });
  }
  for (const item of items.filter((entry) => entry.record === 'cash_movement').sort(bySeq)) {
    movements.push({
      at: String(item.at),
      direction: item.direction === 'out' ? 'out' : 'in',
      amount_cents: Number(item.amount_cents),
      reason: String(item.reason),
    });
  }
  return liveDayOf(head, closed, movements);
}

/**
 * Today's head, last week's bucket totals and last week's closes in the cutoff's bucket:
 * - today's head holds the copy of `lastWeek` (made by its first update): one GetItem and, in
 *   parallel, one Query of the cutoff's bucket;
 * - no head today (no live event yet), or one without the copy (stored before the split): then one
 *   BatchGetItem of last week's head and STATE revision (which keys its order lines).
 */
export async function readSalesWithLastWeek(
  deps: ReadDeps,
  branchId: string,
  today: string,
  lastWeek: string,
  cutoffMs: number,
): Promise<{
  today: LiveHead | null;
  lastWeek: LastWeekLive;
  cutoffCloses: Close[];
  lastWeekRevision?: number;
}> {
  const [{ Item: item }, cutoffCloses] = await Promise.all([
    deps.db.send(
      new GetCommand({ TableName: deps.tableName, Key: keys.liveDay(branchId, today), ConsistentRead: true }),
    ),
    readCutoffBucketCloses(deps, branchId, lastWeek, cutoffMs),
  ]);
  const stored = storedHeadOf(item);
  if (stored.lastWeek?.date === lastWeek)
    return { today: stored.head, lastWeek: stored.lastWeek, cutoffCloses };
  const { heads, revision } = await readLiveHeadsAndRevision(deps, branchId, [lastWeek], lastWeek);
  const lastWeekHead = heads.get(lastWeek)?.head ?? null;
  return {
    today: stored.head,
    lastWeek: lastWeekLiveOf(lastWeek, lastWeekHead),
    cutoffCloses,
    lastWeekRevision: revision,
  };
}

/**
 * The head item (also written by the bench and tests that lay a day of many tables in bulk):
 * the head and the copy of last week's bucket totals, gzip JSON.
 */
export function liveHeadItem(
  branchId: string,
  head: LiveHead,
  version: number,
  now: string,
  lastWeek?: LastWeekLive,
): Record<string, unknown> {
  return {
    ...keys.liveDay(branchId, head.date),
    branch_id: branchId,
    date: head.date,
    version,
    updated_at: now,
    head_gz: gzipJson(head),
    // Last week's bucket totals for the sales reads (see LastWeekLive): written with the head, then carried over.
    ...(lastWeek === undefined ? {} : { last_week_gz: gzipJson(lastWeek) }),
  };
}

/** Rewrites the head, on condition that it is still the version that was read (else: stale, re-plan). */
export function liveHeadWrite(
  deps: Pick<StorageDeps, 'tableName'>,
  branchId: string,
  head: LiveHead,
  readVersion: number,
  now: string,
  lastWeek?: LastWeekLive,
): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: liveHeadItem(branchId, head, readVersion + 1, now, lastWeek),
      ConditionExpression: readVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :read',
      ...(readVersion === 0 ? {} : { ExpressionAttributeValues: { ':read': readVersion } }),
    },
  };
}

/** A closed table's item: flat attributes, under its close's bucket, numbered `seq` by the head. */
export function closedTableItem(
  branchId: string,
  date: string,
  seq: number,
  table: ClosedTable,
): Record<string, unknown> {
  const closedMs = Date.parse(table.closed_at);
  return {
    ...keys.liveClosedTable(branchId, date, bucketOf(closedMs), seq),
    record: 'closed_table',
    seq,
    ...table,
    closed_ms: closedMs,
  };
}

export function cashMovementItem(
  branchId: string,
  date: string,
  seq: number,
  movement: CashMovement,
): Record<string, unknown> {
  return { ...keys.liveCashMovement(branchId, date, seq), record: 'cash_movement', seq, ...movement };
}

/**
 * A record (closed table or cash movement) is written once, in the transaction of the head that
 * numbers it: the head's version condition already makes its number unique; this one keeps a
 * record from ever being overwritten.
 */
export function liveRecordWrite(
  deps: Pick<StorageDeps, 'tableName'>,
  item: Record<string, unknown>,
): TransactItem {
  return { Put: { TableName: deps.tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Appends a cash-register activity event to its business date's register item (same transaction as the event). */
export function registerEventWrite(
  deps: Pick<StorageDeps, 'tableName'>,
  branchId: string,
  date: string,
  event: RegisterEvent,
): TransactItem {
  return {
    Update: {
      TableName: deps.tableName,
      Key: keys.liveRegister(branchId, date),
      UpdateExpression:
        'SET branch_id = :branch, #date = :date, events = list_append(if_not_exists(events, :empty), :event)',
      ExpressionAttributeNames: { '#date': 'date' },
      ExpressionAttributeValues: { ':branch': branchId, ':date': date, ':empty': [], ':event': [event] },
    },
  };
}

/** The zout/xout cash-register documents of one business day (one Query of their chunks). */
export async function readCashRegisterDocuments(
  deps: ReadDeps,
  branchId: string,
  date: string,
): Promise<Array<{ attributes: Record<string, unknown> }>> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.dayPartition(branchId, date),
      ':prefix': keys.dayResourcePrefix('cash-register'),
    },
  });
  const chunks = new Map<string, { chunk: number; payload: Uint8Array }[]>();
  for (const item of items) {
    const list = chunks.get(`${item.document_id}`) ?? [];
    list.push({ chunk: Number(item.chunk), payload: item.payload as Uint8Array });
    chunks.set(`${item.document_id}`, list);
  }
  return [...chunks.values()].map((list) =>
    unpackJson(
      list.sort((a, b) => a.chunk - b.chunk).map((entry) => entry.payload),
      writtenAs<{ attributes: Record<string, unknown> }>(),
    ),
  );
}

/** What the live comparison reads of an order line (referenceFromOrderLines). */
export type ComparisonLine = { ordered_at?: unknown; net_total_cents?: unknown };

/** Days of order lines kept per instance: a few KB each (two members a line), a few branches × weeks. */
const MAX_CACHED_DAYS = 256;
// Pure: functions that store live data but never compare drop the cache (and its code).
const comparisonLines = /* @__PURE__ */ new RecentCache<string, Promise<ComparisonLine[]>>(MAX_CACHED_DAYS);

/**
 * A day's zout order lines as the live comparison reads them, kept per instance (every live update
 * of a day without live data last week would read last week's orders again otherwise). Keyed by
 * the day's STATE revision: every document these lines come from (an orders document not sent as
 * xout) bumps it in the transaction that stores it, and documents are never rewritten or deleted,
 * so a late or corrected document of that day is a new revision, never a stale hit. The revision
 * is one small item: a live update reads it with its heads (readLiveHeadsAndRevision, no round
 * trip more), a GET with one GetItem (the lines are a Query of the day's orders chunks, gunzipped
 * and parsed: hundreds of KB on a busy day); the head's copy of last week cannot key it (made once,
 * while order lines may still arrive). That read is serializable with transactions, so the Query
 * after it sees every document up to that revision (perhaps a later one's too: as an uncached read
 * would at that moment); a later reader reads that revision or a newer one, never an older.
 */
export async function readComparisonOrderLines(
  deps: ReadDeps,
  branchId: string,
  date: string,
  /** The day's STATE revision when the caller read it already; else read here. */
  knownRevision?: number,
): Promise<ComparisonLine[]> {
  const revision = knownRevision ?? (await readDayState(deps, branchId, date))?.revision ?? 0;
  const key = `${deps.tableName}|${branchId}|${date}|${revision}`;
  const cached = comparisonLines.get(key);
  if (cached !== undefined) return cached;
  const read = readDayOrderLines(deps, branchId, date).then((lines) =>
    lines.map(({ ordered_at, net_total_cents }) => ({ ordered_at, net_total_cents })),
  );
  comparisonLines.set(key, read);
  // A failed read is not kept: the next update reads again.
  read.catch(() => comparisonLines.peek(key) === read && comparisonLines.delete(key));
  return read;
}

/** Order lines of a day's zout orders documents (the live comparison's fallback). */
async function readDayOrderLines(
  deps: ReadDeps,
  branchId: string,
  date: string,
): Promise<Array<Record<string, unknown>>> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.dayPartition(branchId, date),
      ':prefix': keys.dayResourcePrefix('orders'),
    },
  });
  const chunks = new Map<string, { chunk: number; payload: Uint8Array }[]>();
  for (const item of items) {
    const list = chunks.get(`${item.document_id}`) ?? [];
    list.push({ chunk: Number(item.chunk), payload: item.payload as Uint8Array });
    chunks.set(`${item.document_id}`, list);
  }
  const lines: Array<Record<string, unknown>> = [];
  for (const list of chunks.values()) {
    const document = unpackJson(
      list.sort((a, b) => a.chunk - b.chunk).map((entry) => entry.payload),
      writtenAs<{ attributes: { closing_type?: unknown; lines?: unknown } }>(),
    );
    // Only zout documents count, as in the cubes.
    if (document.attributes.closing_type === 'xout' || !Array.isArray(document.attributes.lines)) continue;
    lines.push(...(document.attributes.lines as Array<Record<string, unknown>>));
  }
  return lines;
}
