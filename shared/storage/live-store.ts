/**
 * Storage of the live day: one item per branch and business date holding the folded state of
 * POST /live/update (gzip JSON, rewritten whole under a version condition) and, in the same item and
 * write, its compact sales view (`sales_json`, a few bytes per table) and the copy of last week's
 * (`last_week_sales_json`, made when the item is created, kept after); and one item per date with the
 * day's cash-register activity events (appended by the activity ingest). The sales reads are one
 * GetItem of today's item projected to the two views (a BatchGetItem of both days' views when the
 * copy is missing); the cash balance reads the whole state and the register item in one BatchGetItem.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  type CompactSales,
  compactSalesOf,
  type LastWeekSales,
  type LiveDay,
  type SalesView,
  salesViewOf,
} from '../domain/live/live-day.ts';
import { unpackJson } from './compression.ts';
import { queryAll, type StorageDeps, type StoredItem, type TransactItem } from './db.ts';
import { keys } from './keys.ts';

type ReadDeps = StorageDeps;

export interface StoredLiveDay {
  /** 0 when nothing is stored yet. */
  version: number;
  day: LiveDay | null;
  /** The copy of last week's sales view the item holds; undefined when none (or nothing stored). */
  lastWeek?: LastWeekSales;
}

/** A cash-register activity event of the day, as the live cash balance needs it. */
export interface RegisterEvent {
  event: 'cash_register.opened' | 'cash_register.closed';
  event_id: string;
  /** UTC ISO instant. */
  at: string;
  detail: Record<string, unknown>;
}

export interface LiveReads {
  days: Map<string, StoredLiveDay>;
  registers: Map<string, RegisterEvent[]>;
}

function lastWeekOf(item: StoredItem): LastWeekSales | undefined {
  return typeof item.last_week_sales_json === 'string'
    ? (JSON.parse(item.last_week_sales_json) as LastWeekSales)
    : undefined;
}

function liveDayOf(item: StoredItem | undefined): StoredLiveDay {
  if (item === undefined) return { version: 0, day: null };
  const lastWeek = lastWeekOf(item);
  return {
    version: Number(item.version ?? 0),
    day: JSON.parse(gunzipSync(item.state_gz as Uint8Array).toString('utf8')) as LiveDay,
    ...(lastWeek === undefined ? {} : { lastWeek }),
  };
}

/**
 * The live days of `dayDates` and the register events of `registerDates`, in one BatchGetItem
 * (consistent reads; unprocessed keys are asked again).
 */
export async function readLive(
  deps: ReadDeps,
  branchId: string,
  dayDates: readonly string[],
  registerDates: readonly string[] = [],
): Promise<LiveReads> {
  const found = await batchGet(deps, [
    ...dayDates.map((date) => keys.liveDay(branchId, date)),
    ...registerDates.map((date) => keys.liveRegister(branchId, date)),
  ]);
  const days = new Map(dayDates.map((date) => [date, liveDayOf(found.get(keys.liveDay(branchId, date).sk))]));
  const registers = new Map(
    registerDates.map((date) => [
      date,
      (
        (found.get(keys.liveRegister(branchId, date).sk)?.events as RegisterEvent[] | undefined) ?? []
      ).slice(),
    ]),
  );
  return { days, registers };
}

/** Asks for `keys` in one BatchGetItem (consistent), asking again for unprocessed keys. */
async function batchGet(
  deps: ReadDeps,
  keyList: Record<string, unknown>[],
  projection?: { expression: string; names: Record<string, string> },
): Promise<Map<string, StoredItem>> {
  let pending = keyList;
  const found = new Map<string, StoredItem>();
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt));
    if (attempt > 8) throw new Error('live reads stayed unprocessed');
    const result = await deps.db.send(
      new BatchGetCommand({
        RequestItems: {
          [deps.tableName]: {
            Keys: pending,
            ConsistentRead: true,
            ...(projection
              ? { ProjectionExpression: projection.expression, ExpressionAttributeNames: projection.names }
              : {}),
          },
        },
      }),
    );
    for (const item of result.Responses?.[deps.tableName] ?? []) found.set(`${item.sk}`, item);
    pending = (result.UnprocessedKeys?.[deps.tableName]?.Keys ?? []) as Record<string, unknown>[];
  }
  return found;
}

/**
 * The sales views of the live days of `dates` (null: no live data that day), in one BatchGetItem
 * that projects only the compact view (`sales_json`), not the state. A live day written before the
 * view existed is read whole, once.
 */
export async function readLiveSales(
  deps: ReadDeps,
  branchId: string,
  dates: readonly string[],
): Promise<Map<string, SalesView | null>> {
  const found = await batchGet(
    deps,
    dates.map((date) => keys.liveDay(branchId, date)),
    { expression: '#sk, #sales', names: { '#sk': 'sk', '#sales': 'sales_json' } },
  );
  const views = new Map<string, SalesView | null>();
  const older: string[] = [];
  for (const date of dates) {
    const item = found.get(keys.liveDay(branchId, date).sk);
    if (item === undefined) views.set(date, null);
    else if (typeof item.sales_json === 'string')
      views.set(date, salesViewOf(date, JSON.parse(item.sales_json) as CompactSales));
    else older.push(date);
  }
  if (older.length > 0) {
    const { days } = await readLive(deps, branchId, older);
    for (const date of older) views.set(date, days.get(date)?.day ?? null);
  }
  return views;
}

/**
 * Today's sales view and last week's (the comparison day `lastWeek`; null: no live data that day):
 * - today's item holds the copy of `lastWeek` (made by its first update): one GetItem, projected to
 *   the two compact views;
 * - no item today (no live event yet), or one without the copy (stored before copies were made): the
 *   same GetItem, then one BatchGetItem of the views still missing (readLiveSales).
 */
export async function readSalesWithLastWeek(
  deps: ReadDeps,
  branchId: string,
  today: string,
  lastWeek: string,
): Promise<{ today: SalesView | null; lastWeek: SalesView | null }> {
  const { Item: item } = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: keys.liveDay(branchId, today),
      ConsistentRead: true,
      ProjectionExpression: '#sk, #sales, #last',
      ExpressionAttributeNames: { '#sk': 'sk', '#sales': 'sales_json', '#last': 'last_week_sales_json' },
    }),
  );
  const todayView =
    item !== undefined && typeof item.sales_json === 'string'
      ? salesViewOf(today, JSON.parse(item.sales_json) as CompactSales)
      : null;
  const copy = item === undefined ? undefined : lastWeekOf(item);
  if (item !== undefined && todayView !== null && copy?.date === lastWeek) {
    return { today: todayView, lastWeek: copy.sales === null ? null : salesViewOf(lastWeek, copy.sales) };
  }
  // Today's view is read again only from an item older than the compact view (read whole).
  const missing = item === undefined || todayView !== null ? [lastWeek] : [today, lastWeek];
  const views = await readLiveSales(deps, branchId, missing);
  return {
    today: item === undefined ? null : (todayView ?? views.get(today) ?? null),
    lastWeek: views.get(lastWeek) ?? null,
  };
}

/** Rewrites the live day, on condition that it is still the version that was read (else: stale, re-plan). */
export function liveDayWrite(
  deps: Pick<StorageDeps, 'tableName'>,
  branchId: string,
  day: LiveDay,
  readVersion: number,
  now: string,
  lastWeek?: LastWeekSales,
): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: {
        ...keys.liveDay(branchId, day.date),
        branch_id: branchId,
        date: day.date,
        version: readVersion + 1,
        updated_at: now,
        state_gz: gzipSync(Buffer.from(JSON.stringify(day), 'utf8')),
        // What /live/sales/today and the pace alert read, kept in step with the state by this write.
        sales_json: JSON.stringify(compactSalesOf(day)),
        // Last week's view for the same reads (see LastWeekSales): written with the item, then carried over.
        ...(lastWeek === undefined ? {} : { last_week_sales_json: JSON.stringify(lastWeek) }),
      },
      ConditionExpression: readVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :read',
      ...(readVersion === 0 ? {} : { ExpressionAttributeValues: { ':read': readVersion } }),
    },
  };
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
    unpackJson<{ attributes: Record<string, unknown> }>(
      list.sort((a, b) => a.chunk - b.chunk).map((entry) => entry.payload),
    ),
  );
}

/** Order lines of a day's zout orders documents (the live comparison's fallback). */
export async function readDayOrderLines(
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
    const document = unpackJson<{ attributes: { closing_type?: unknown; lines?: unknown } }>(
      list.sort((a, b) => a.chunk - b.chunk).map((entry) => entry.payload),
    );
    // Only zout documents count, as in the cubes.
    if (document.attributes.closing_type === 'xout' || !Array.isArray(document.attributes.lines)) continue;
    lines.push(...(document.attributes.lines as Array<Record<string, unknown>>));
  }
  return lines;
}
