/**
 * The live business day of a branch: what POST /api/v1/live/update has told so far, folded into one
 * small state (open tables, closed tables, cash movements) that the live GETs read with one item
 * read. Pure: the use case reads the state, applies an event and writes it back.
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

export interface CashMovement {
  at: string;
  direction: 'in' | 'out';
  amount_cents: number;
  reason: string;
}

export interface LiveDay {
  date: string;
  open_tables: Record<string, OpenTable>;
  closed_tables: ClosedTable[];
  cash_movements: CashMovement[];
}

/**
 * What the sales figures (live-figures.ts: sales today, the comparison, the pace alert) need of a
 * live day: each closed table's close instant, total and covers, and the open tables' covers. A
 * LiveDay is one; so is the compact form read back (salesViewOf).
 */
export interface SalesView {
  date: string;
  closed_tables: ReadonlyArray<Pick<ClosedTable, 'closed_at' | 'total_cents' | 'covers'>>;
  open_tables: Readonly<Record<string, Pick<OpenTable, 'covers'>>>;
}

/**
 * The sales view of a day in a few bytes per table, stored beside the state in the same write, so
 * the sales GETs read it without the whole state: `closes` = [closed_at epoch ms, total_cents,
 * covers or null] per closed table in closing order; `open_covers` = covers (or null) per open table.
 */
export interface CompactSales {
  closes: Array<[number, number, number | null]>;
  open_covers: Array<number | null>;
}

export function compactSalesOf(day: SalesView): CompactSales {
  return {
    closes: day.closed_tables.map((table) => [Date.parse(table.closed_at), table.total_cents, table.covers]),
    open_covers: Object.values(day.open_tables).map((table) => table.covers),
  };
}

export function salesViewOf(date: string, compact: CompactSales): SalesView {
  return {
    date,
    closed_tables: compact.closes.map(([at, total, covers]) => ({
      closed_at: new Date(at).toISOString(),
      total_cents: total,
      covers,
    })),
    open_tables: Object.fromEntries(compact.open_covers.map((covers, index) => [String(index), { covers }])),
  };
}

/**
 * Last week's compact sales view (the comparison day: same weekday, previous week), copied into a
 * live day by the update that creates it and kept by every later update, so the sales GETs read one
 * item. `sales` null: that day has no live data (the comparison then reads its order lines).
 *
 * Exact, nothing frozen: a live event is accepted only within minutes of its occurred_at (the
 * activity window), so the live day of a date that ended six days before today's first event can no
 * longer change. Order lines can still arrive late, which is why the "no live data" marker keeps no
 * figures and the order-line fallback is read at request time.
 */
export interface LastWeekSales {
  date: string;
  sales: CompactSales | null;
}

export function lastWeekSalesOf(date: string, view: SalesView | null): LastWeekSales {
  return { date, sales: view === null ? null : compactSalesOf(view) };
}

export const emptyLiveDay = (date: string): LiveDay => ({
  date,
  open_tables: {},
  closed_tables: [],
  cash_movements: [],
});

const utc = (epochMs: number) => new Date(epochMs).toISOString();

/**
 * Applies one live event (occurred at `atMs`). An items_ordered or table_closed for a table never
 * opened is accepted as it comes (a POS may have opened it before a restart): the table appears
 * with unknown opening time and covers. A second table_opened of an open table updates its covers
 * and waiter (a POS resending after a restart), keeping when it opened.
 */
export function applyLiveEvent(day: LiveDay, event: LiveUpdateAttributes, atMs: number): LiveDay {
  const at = utc(atMs);
  const next: LiveDay = {
    date: day.date,
    open_tables: { ...day.open_tables },
    closed_tables: [...day.closed_tables],
    cash_movements: [...day.cash_movements],
  };
  switch (event.event) {
    case 'table_opened': {
      const current = next.open_tables[event.table_id];
      next.open_tables[event.table_id] = {
        table_id: event.table_id,
        opened_at: current?.opened_at ?? at,
        covers: event.covers,
        waiter_name: event.waiter_name ?? current?.waiter_name ?? null,
        ordered_cents: current?.ordered_cents ?? 0,
        lines: current?.lines ?? 0,
      };
      return next;
    }
    case 'items_ordered': {
      const current = next.open_tables[event.table_id] ?? unknownTable(event.table_id);
      next.open_tables[event.table_id] = {
        ...current,
        ordered_cents:
          current.ordered_cents + event.lines.reduce((sum, line) => sum + line.net_total_cents, 0),
        lines: current.lines + event.lines.length,
      };
      return next;
    }
    case 'table_closed': {
      const current = next.open_tables[event.table_id] ?? unknownTable(event.table_id);
      delete next.open_tables[event.table_id];
      const payments = event.payments ?? [];
      next.closed_tables.push({
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
      });
      return next;
    }
    case 'cash_movement':
      next.cash_movements.push({
        at,
        direction: event.direction,
        amount_cents: event.amount_cents,
        reason: event.reason,
      });
      return next;
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
