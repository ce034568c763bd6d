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
import * as z from 'zod/mini';
import { RecentCache } from '../adapters/recent-cache.ts';
import {
  bucketOf,
  CASH_MOVEMENT_DIRECTIONS,
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
import { gunzipJson, gzipJson } from './compression.ts';
import { dayStateOf, readDayResourceDocuments, readDayState } from './day-store.ts';
import { batchGetConsistent, queryAll, type StorageDeps, type StoredItem, type TransactItem } from './db.ts';
import { binary, storedItem, writtenAs } from './item.ts';
import { keys } from './keys.ts';

type ReadDeps = StorageDeps;

export interface StoredLiveHead {
  /** 0 when nothing is stored yet. */
  version: number;
  head: LiveHead | null;
  /** The copy of last week's bucket totals the head holds; undefined when none (or nothing stored). */
  lastWeek?: LastWeekLive;
}

/** The cash-register activity events the register item keeps. */
const REGISTER_EVENTS = ['cash_register.opened', 'cash_register.closed'] as const;

/** A cash-register activity event of the day, as the live cash balance needs it (`at`: a UTC ISO instant). */
const registerEvent = () =>
  z.object({
    event: z.enum(REGISTER_EVENTS),
    event_id: z.string(),
    at: z.string(),
    detail: z.record(z.string(), z.unknown()),
    /** Who the POS says did it (the event's actor_name); absent on events stored before 2026-12-06. */
    actor_name: z.optional(z.string()),
  });
export type RegisterEvent = z.output<ReturnType<typeof registerEvent>>;

/** The day's register item (registerEventWrite): its events, appended in arrival order. */
const liveRegisterItem = /* @__PURE__ */ storedItem({
  name: 'live register',
  key: 'liveRegister',
  schema: () => z.object({ events: z.array(registerEvent()) }),
});

/**
 * The head item (liveHeadItem); a head stored before the split holds the whole day (`state_gz`, a
 * LiveDay) instead. `version` is the rewrite condition's; the gzip documents are only ours.
 */
const liveDayItem = /* @__PURE__ */ storedItem({
  name: 'live head',
  key: 'liveDay',
  schema: () => {
    const common = { version: z._default(z.number(), 0), last_week_gz: z.optional(binary()) };
    return z.union([z.object({ ...common, head_gz: binary() }), z.object({ ...common, state_gz: binary() })]);
  },
});

function storedHeadOf(found: StoredItem | undefined): StoredLiveHead {
  const item = liveDayItem.parseIfFound(found);
  if (item === undefined) return { version: 0, head: null };
  // A head stored before the split holds the whole day (state_gz); its copy is remade.
  const head =
    'head_gz' in item
      ? gunzipJson(item.head_gz, writtenAs<LiveHead>())
      : headOfDay(gunzipJson(item.state_gz, writtenAs<LiveDay>()));
  return {
    version: item.version,
    head,
    ...(item.last_week_gz === undefined
      ? {}
      : { lastWeek: gunzipJson(item.last_week_gz, writtenAs<LastWeekLive>()) }),
  };
}

/** A close as the comparison reads it, from the projected closed-table item (readCutoffBucketCloses). */
const liveCloseItem = /* @__PURE__ */ storedItem({
  name: 'live close',
  key: 'liveClosedTable',
  schema: () =>
    z.object({
      closed_ms: z.number(),
      total_cents: z.number(),
      covers: z._default(z.nullable(z.number()), null),
    }),
});

/**
 * A closed table's or a cash movement's item (closedTableItem, cashMovementItem): the record's own
 * members, its number `seq` and its kind `record`. Members a ClosedTable may leave null are stored
 * as null (or, by older writers, left out).
 */
const liveRecordItem = /* @__PURE__ */ storedItem({
  name: 'live record',
  key: 'liveClosedTable',
  schema: () => {
    const orNull = <Schema extends z.ZodMiniType>(schema: Schema) => z._default(z.nullable(schema), null);
    return z.discriminatedUnion('record', [
      z.object({
        record: z.literal('closed_table'),
        seq: z.number(),
        table_id: z.string(),
        opened_at: orNull(z.string()),
        closed_at: z.string(),
        total_cents: z.number(),
        covers: orNull(z.number()),
        waiter_name: orNull(z.string()),
        cash_cents: z.number(),
        tips_cents: z.number(),
      }),
      z.object({
        record: z.literal('cash_movement'),
        seq: z.number(),
        at: z.string(),
        direction: z.enum(CASH_MOVEMENT_DIRECTIONS),
        amount_cents: z.number(),
        reason: z.string(),
      }),
    ]);
  },
});

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
    revision: dayStateOf(found.get(state.sk))?.revision ?? 0,
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
    register: liveRegisterItem.parseIfFound(found.get(liveRegisterItem.key(branchId, date).sk))?.events ?? [],
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
  return items.map((item) => {
    const close = liveCloseItem.parse(item);
    return [close.closed_ms, close.total_cents, close.covers];
  });
}

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
  const records = items.map(liveRecordItem.parse).sort((a, b) => a.seq - b.seq);
  for (const record of records) {
    if (record.record === 'closed_table') {
      const { record: _record, seq: _seq, ...table } = record;
      closed.push(table);
    } else {
      const { record: _record, seq: _seq, ...movement } = record;
      movements.push(movement);
    }
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
export function readCashRegisterDocuments(
  deps: ReadDeps,
  branchId: string,
  date: string,
): Promise<Array<{ attributes: Record<string, unknown> }>> {
  return readDayResourceDocuments(deps, branchId, date, 'cash-register');
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
  const lines: Array<Record<string, unknown>> = [];
  for (const document of await readDayResourceDocuments(deps, branchId, date, 'orders')) {
    // Only zout documents count, as in the cubes.
    if (document.attributes.closing_type !== 'xout') lines.push(...document.attributes.lines);
  }
  return lines;
}
