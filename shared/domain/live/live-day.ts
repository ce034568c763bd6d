/**
 * The live business day of a branch: what POST /api/v1/live/update has told so far. Pure: the use
 * case reads the day's head, applies an event and writes the head back with what the event adds.
 *
 * A day is split so that no item grows with the day's activity (docs/live.md "Storage"):
 * - the head (LiveHead): open tables, running totals of the closed tables and cash movements, and
 *   the closed tables' totals per 15-minute bucket of their close instant; bounded by the tables open
 *   at once and the buckets of one day (≤ 100), never by the tables closed;
 * - one record per closed table and per cash movement (ClosedTable, CashMovement), appended once and
 *   never rewritten, numbered by the head's counters (`seq`), so each update writes a small head and
 *   at most one small record.
 * The live figures read the head (today's totals) and, for the comparison with last week, that day's
 * bucket totals plus the records of the one bucket the cutoff falls in (exact to the millisecond).
 * The day's cubes read the whole day (the head and every record): LiveDay.
 */
import type { LiveUpdateAttributes } from '../schemas/live-update.ts';

export interface OpenTable {
  table_id: string;
  /** UTC ISO instant of table_opened; null when the table was first heard of by a later event. */
  opened_at: string | null;
  covers: number | null;
  waiter_name: string | null;
  /** Σ net_total_cents of items_ordered so far. */
  ordered_cents: number;
  lines: number;
}

export interface ClosedTable {
  table_id: string;
  opened_at: string | null;
  /** UTC ISO instant of table_closed. */
  closed_at: string;
  total_cents: number;
  /** From the table's table_opened; null when it was never seen opening. */
  covers: number | null;
  waiter_name: string | null;
  /** Σ amount_cents of the cash payments (tips excluded). */
  cash_cents: number;
  tips_cents: number;
}

/** Which way a cash movement moved money: into the drawer or out of it. */
export const CASH_MOVEMENT_DIRECTIONS = ['in', 'out'] as const;

export interface CashMovement {
  at: string;
  direction: (typeof CASH_MOVEMENT_DIRECTIONS)[number];
  amount_cents: number;
  reason: string;
}

/** The whole day, as the cubes read it (the head's open tables and every record, in order). */
export interface LiveDay {
  date: string;
  open_tables: Record<string, OpenTable>;
  closed_tables: ClosedTable[];
  cash_movements: CashMovement[];
}

/** Σ of a set of closed tables, as the sales figures need them. */
export interface ClosedTotals {
  tables: number;
  sales_cents: number;
  /** Σ covers of the tables whose covers are known, and how many they are. */
  covers: number;
  covers_known: number;
}

export interface LiveHead {
  date: string;
  open_tables: Record<string, OpenTable>;
  /** Every closed table of the day; `tables` numbers the next closed-table record. */
  closed: ClosedTotals & { cash_cents: number; tips_cents: number };
  /** The closed tables per bucket (bucketOf: UTC start of the 15 minutes their close fell in). */
  buckets: Record<string, ClosedTotals>;
  /** Every cash movement of the day; `count` numbers the next movement record. */
  cash: { count: number; in_cents: number; out_cents: number };
  /**
   * A day stored whole before the split (one item holding every closed table and movement): its
   * tables and movements stay in the head (they fitted in one item already, and no more are added
   * there); counted in the totals and buckets above like the records.
   */
  legacy?: { closed_tables: ClosedTable[]; cash_movements: CashMovement[] };
}

export const BUCKET_MS = 15 * 60 * 1000;

/** The bucket of an instant: the UTC start of its 15 minutes, `YYYY-MM-DDTHH:MMZ` (sorts by time). */
export function bucketOf(epochMs: number): string {
  return `${new Date(Math.floor(epochMs / BUCKET_MS) * BUCKET_MS).toISOString().slice(0, 16)}Z`;
}

const bucketStartMs = (bucket: string) => Date.parse(`${bucket.slice(0, 16)}:00.000Z`);

const NO_TOTALS: ClosedTotals = { tables: 0, sales_cents: 0, covers: 0, covers_known: 0 };

function addClosed<T extends ClosedTotals>(
  totals: T,
  table: { total_cents: number; covers: number | null },
): T {
  return {
    ...totals,
    tables: totals.tables + 1,
    sales_cents: totals.sales_cents + table.total_cents,
    covers: totals.covers + (table.covers ?? 0),
    covers_known: totals.covers_known + (table.covers === null ? 0 : 1),
  };
}

export const emptyLiveHead = (date: string): LiveHead => ({
  date,
  open_tables: {},
  closed: { ...NO_TOTALS, cash_cents: 0, tips_cents: 0 },
  buckets: {},
  cash: { count: 0, in_cents: 0, out_cents: 0 },
});

const utc = (epochMs: number) => new Date(epochMs).toISOString();

/** What one event does to the day: the new head, and the record it appends (with its number), if any. */
export interface LiveChange {
  head: LiveHead;
  closed?: { seq: number; table: ClosedTable };
  movement?: { seq: number; movement: CashMovement };
}

function withClosedTable(head: LiveHead, table: ClosedTable): LiveHead {
  const bucket = bucketOf(Date.parse(table.closed_at));
  return {
    ...head,
    closed: {
      ...addClosed(head.closed, table),
      cash_cents: head.closed.cash_cents + table.cash_cents,
      tips_cents: head.closed.tips_cents + table.tips_cents,
    },
    buckets: { ...head.buckets, [bucket]: addClosed(head.buckets[bucket] ?? NO_TOTALS, table) },
  };
}

function withMovement(head: LiveHead, movement: CashMovement): LiveHead {
  return {
    ...head,
    cash: {
      count: head.cash.count + 1,
      in_cents: head.cash.in_cents + (movement.direction === 'in' ? movement.amount_cents : 0),
      out_cents: head.cash.out_cents + (movement.direction === 'out' ? movement.amount_cents : 0),
    },
  };
}

/**
 * Applies one live event (occurred at `atMs`). An items_ordered or table_closed for a table never
 * opened is accepted as it comes (a POS may have opened it before a restart): the table appears
 * with unknown opening time and covers. A second table_opened of an open table updates its covers
 * and waiter (a POS resending after a restart), keeping when it opened.
 */
export function applyLiveEvent(head: LiveHead, event: LiveUpdateAttributes, atMs: number): LiveChange {
  const at = utc(atMs);
  switch (event.event) {
    case 'table_opened': {
      const current = head.open_tables[event.table_id];
      const table: OpenTable = {
        table_id: event.table_id,
        opened_at: current?.opened_at ?? at,
        covers: event.covers,
        waiter_name: event.waiter_name ?? current?.waiter_name ?? null,
        ordered_cents: current?.ordered_cents ?? 0,
        lines: current?.lines ?? 0,
      };
      return { head: { ...head, open_tables: { ...head.open_tables, [event.table_id]: table } } };
    }
    case 'items_ordered': {
      const current = head.open_tables[event.table_id] ?? unknownTable(event.table_id);
      const table: OpenTable = {
        ...current,
        ordered_cents:
          current.ordered_cents + event.lines.reduce((sum, line) => sum + line.net_total_cents, 0),
        lines: current.lines + event.lines.length,
      };
      return { head: { ...head, open_tables: { ...head.open_tables, [event.table_id]: table } } };
    }
    case 'table_closed': {
      const current = head.open_tables[event.table_id] ?? unknownTable(event.table_id);
      const open = { ...head.open_tables };
      delete open[event.table_id];
      const payments = event.payments ?? [];
      const table: ClosedTable = {
        table_id: event.table_id,
        opened_at: current.opened_at,
        closed_at: at,
        total_cents: event.total_cents,
        covers: current.covers,
        waiter_name: current.waiter_name,
        cash_cents: payments
          .filter((payment) => payment.payment_type === 'cash')
          .reduce((sum, payment) => sum + payment.amount_cents, 0),
        tips_cents: payments.reduce((sum, payment) => sum + (payment.tips_cents ?? 0), 0),
      };
      return {
        head: withClosedTable({ ...head, open_tables: open }, table),
        closed: { seq: head.closed.tables, table },
      };
    }
    case 'cash_movement': {
      const movement: CashMovement = {
        at,
        direction: event.direction,
        amount_cents: event.amount_cents,
        reason: event.reason,
      };
      return { head: withMovement(head, movement), movement: { seq: head.cash.count, movement } };
    }
  }
}

const unknownTable = (tableId: string): OpenTable => ({
  table_id: tableId,
  opened_at: null,
  covers: null,
  waiter_name: null,
  ordered_cents: 0,
  lines: 0,
});

/**
 * The head of a whole day (a day stored before the split, or one folded in memory): its closed
 * tables and movements are counted and kept in `legacy`.
 */
export function headOfDay(day: LiveDay): LiveHead {
  let head: LiveHead = { ...emptyLiveHead(day.date), open_tables: { ...day.open_tables } };
  for (const table of day.closed_tables) head = withClosedTable(head, table);
  for (const movement of day.cash_movements) head = withMovement(head, movement);
  return day.closed_tables.length === 0 && day.cash_movements.length === 0
    ? head
    : { ...head, legacy: { closed_tables: day.closed_tables, cash_movements: day.cash_movements } };
}

/** The whole day from its head and its records (each list in `seq` order). */
export function liveDayOf(
  head: LiveHead,
  closedTables: readonly ClosedTable[],
  movements: readonly CashMovement[],
): LiveDay {
  return {
    date: head.date,
    open_tables: head.open_tables,
    closed_tables: [...(head.legacy?.closed_tables ?? []), ...closedTables],
    cash_movements: [...(head.legacy?.cash_movements ?? []), ...movements],
  };
}

// ---------------------------------------------------------------- the comparison day

/** A closed table as the comparison reads it: [closed_at epoch ms, total_cents, covers or null]. */
export type Close = [number, number, number | null];

/**
 * Last week's live data as the comparison needs it (the same weekday of the previous week): its
 * bucket totals (a few numbers per 15 minutes), copied into today's head by the update that creates
 * it and carried over unchanged, so the sales reads need no second head. Exact, nothing frozen: a
 * live event is accepted only within minutes of its occurred_at, so a live day that ended six days
 * before today's first event can no longer change. `buckets` null: that day has no live data (the
 * comparison then reads its order lines, at request time, as those can still arrive late).
 * `legacy_closes`: the closes of a day stored whole before the split (they have no records).
 */
export interface LastWeekLive {
  date: string;
  buckets: Record<string, ClosedTotals> | null;
  legacy_closes?: Close[];
}

export function lastWeekLiveOf(date: string, head: LiveHead | null): LastWeekLive {
  if (head === null) return { date, buckets: null };
  const legacy = head.legacy?.closed_tables ?? [];
  return {
    date,
    buckets: head.buckets,
    ...(legacy.length === 0 ? {} : { legacy_closes: legacy.map(closeOf) }),
  };
}

export const closeOf = (table: Pick<ClosedTable, 'closed_at' | 'total_cents' | 'covers'>): Close => [
  Date.parse(table.closed_at),
  table.total_cents,
  table.covers,
];

/**
 * Last week's closed tables up to `cutoffMs` (inclusive) and in the whole day, exact: the buckets
 * wholly before the cutoff's bucket from their totals, the cutoff's own bucket from its closes
 * (`cutoffBucketCloses`: the records of bucketOf(cutoffMs), read for the purpose; legacy closes of
 * that bucket are added here).
 */
export function closedUntil(
  lastWeek: LastWeekLive,
  cutoffBucketCloses: readonly Close[],
  cutoffMs: number,
): { so_far: ClosedTotals; full_day: ClosedTotals } {
  const cutoffBucket = bucketOf(cutoffMs);
  const cutoffStart = bucketStartMs(cutoffBucket);
  let soFar = NO_TOTALS;
  let fullDay = NO_TOTALS;
  for (const [bucket, totals] of Object.entries(lastWeek.buckets ?? {})) {
    fullDay = sumTotals(fullDay, totals);
    if (bucketStartMs(bucket) < cutoffStart) soFar = sumTotals(soFar, totals);
  }
  const legacyInBucket = (lastWeek.legacy_closes ?? []).filter(([at]) => bucketOf(at) === cutoffBucket);
  for (const [at, total, covers] of [...cutoffBucketCloses, ...legacyInBucket]) {
    if (at <= cutoffMs) soFar = addClosed(soFar, { total_cents: total, covers });
  }
  return { so_far: soFar, full_day: fullDay };
}

const sumTotals = (a: ClosedTotals, b: ClosedTotals): ClosedTotals => ({
  tables: a.tables + b.tables,
  sales_cents: a.sales_cents + b.sales_cents,
  covers: a.covers + b.covers,
  covers_known: a.covers_known + b.covers_known,
});
