/**
 * Today's waiters so far, from the live day (POST /live/update): what each waiter's closed tables
 * were charged (`total_cents`, with IVA, the same tables the live sales so far add up), their
 * diners and tips, and the tables each still has open with what they ordered. The day's sales by
 * waiter (GET /intelligence/sales/by-employee) come from the order lines with the corte Z; until
 * then this is what the POS has told. Waiters are one person across spellings as the employees
 * cube groups them (names.ts), shown with the spelling most of their tables used. Pure.
 */
import type { WaiterTables } from '../analytics/cubes.ts';
import { tablesByWaiter } from '../analytics/live-tables.ts';
import { liveTableFigures } from '../analytics/sales.ts';
import { displayName, mostFrequentSpelling, normalizeName } from '../names.ts';
import type { LiveDay } from './live-day.ts';

/**
 * A waiter so far: what their closed tables were charged and sold to, with the figures the
 * employees read gives from the same live tables (`liveTableFigures`: covers, average ticket, tips,
 * tip %; null with no closed table), and their open tables.
 */
export type WaiterSoFar = {
  name: string;
  /** Σ total_cents of the waiter's closed tables (with IVA, as charged). */
  sales_cents: number;
  tables: number;
  open_tables: number;
  /** Σ ordered so far on the waiter's open tables (with IVA). */
  open_ordered_cents: number;
  /** 1..n by sales descending, ties by name. */
  rank: number;
} & ReturnType<typeof liveTableFigures>;

export interface WaitersSoFar {
  waiters: WaiterSoFar[];
  /** Closed tables with no waiter: their total, so the rows and this add up to the sales so far. */
  unassigned_sales_cents: number;
}

type Row = {
  closed: WaiterTables;
  open_tables: number;
  open_ordered_cents: number;
  spellings: Record<string, number>;
};

const NO_TABLES: WaiterTables = { tables: 0, covers: null, total_cents: 0, tips_cents: 0 };

/** Each waiter's closed and open tables of the day so far, ranked by what the closed ones sold. */
export function waitersSoFar(day: LiveDay): WaitersSoFar {
  const rows = new Map<string, Row>();
  for (const [key, waiter] of tablesByWaiter(day))
    rows.set(key, {
      closed: waiter.tables,
      open_tables: 0,
      open_ordered_cents: 0,
      spellings: waiter.spellings,
    });
  for (const table of Object.values(day.open_tables)) {
    const name = table.waiter_name?.trim() ?? '';
    if (name === '') continue;
    const key = normalizeName(name);
    const row = rows.get(key) ?? { closed: NO_TABLES, open_tables: 0, open_ordered_cents: 0, spellings: {} };
    row.open_tables += 1;
    row.open_ordered_cents += table.ordered_cents;
    const spelling = displayName(name);
    row.spellings[spelling] = (row.spellings[spelling] ?? 0) + 1;
    rows.set(key, row);
  }
  const named = [...rows.values()].map(({ closed, spellings, ...open }) => ({
    name: mostFrequentSpelling(spellings),
    sales_cents: closed.total_cents,
    tables: closed.tables,
    ...liveTableFigures(closed),
    ...open,
  }));
  named.sort((a, b) => b.sales_cents - a.sales_cents || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const assigned = named.reduce((sum, row) => sum + row.sales_cents, 0);
  const closedTotal = day.closed_tables.reduce((sum, table) => sum + table.total_cents, 0);
  return {
    waiters: named.map((row, index) => ({ ...row, rank: index + 1 })),
    unassigned_sales_cents: closedTotal - assigned,
  };
}
