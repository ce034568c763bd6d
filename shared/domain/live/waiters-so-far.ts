/**
 * Today's waiters so far, from the live day (POST /live/update): what each waiter's closed tables
 * were charged (`total_cents`, with IVA, the same tables the live sales so far add up), their
 * diners and tips, and the tables each still has open with what they ordered. The day's sales by
 * waiter (GET /intelligence/sales/by-employee) come from the order lines with the corte Z; until
 * then this is what the POS has told. Waiters are one person across spellings as the employees
 * cube groups them (names.ts), shown with the spelling most of their tables used. Pure.
 */
import { tablesByWaiter } from '../analytics/live-tables.ts';
import { ratioPct } from '../analytics/rounding.ts';
import { displayName, mostFrequentSpelling, normalizeName } from '../names.ts';
import type { LiveDay } from './live-day.ts';

export interface WaiterSoFar {
  name: string;
  /** Σ total_cents of the waiter's closed tables (with IVA, as charged). */
  sales_cents: number;
  tables: number;
  /** Σ known covers of those tables; null when none carries its covers. */
  covers: number | null;
  tips_cents: number;
  /** tips ÷ sales × 100, one decimal; null without sales. */
  tip_pct: number | null;
  open_tables: number;
  /** Σ ordered so far on the waiter's open tables (with IVA). */
  open_ordered_cents: number;
  /** 1..n by sales descending, ties by name. */
  rank: number;
}

export interface WaitersSoFar {
  waiters: WaiterSoFar[];
  /** Closed tables with no waiter: their total, so the rows and this add up to the sales so far. */
  unassigned_sales_cents: number;
}

type Row = Omit<WaiterSoFar, 'name' | 'rank' | 'tip_pct'> & { spellings: Record<string, number> };

const emptyRow = (): Row => ({
  sales_cents: 0,
  tables: 0,
  covers: null,
  tips_cents: 0,
  open_tables: 0,
  open_ordered_cents: 0,
  spellings: {},
});

/** Each waiter's closed and open tables of the day so far, ranked by what the closed ones sold. */
export function waitersSoFar(day: LiveDay): WaitersSoFar {
  const rows = new Map<string, Row>();
  for (const [key, waiter] of tablesByWaiter(day)) {
    const { tables, covers, total_cents, tips_cents } = waiter.tables;
    rows.set(key, {
      ...emptyRow(),
      sales_cents: total_cents,
      tables,
      covers,
      tips_cents,
      spellings: waiter.spellings,
    });
  }
  for (const table of Object.values(day.open_tables)) {
    const name = table.waiter_name?.trim() ?? '';
    if (name === '') continue;
    const key = normalizeName(name);
    const row = rows.get(key) ?? emptyRow();
    row.open_tables += 1;
    row.open_ordered_cents += table.ordered_cents;
    const spelling = displayName(name);
    row.spellings[spelling] = (row.spellings[spelling] ?? 0) + 1;
    rows.set(key, row);
  }
  const named = [...rows.values()].map(({ spellings, ...row }) => ({
    ...row,
    name: mostFrequentSpelling(spellings),
  }));
  named.sort((a, b) => b.sales_cents - a.sales_cents || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const assigned = named.reduce((sum, row) => sum + row.sales_cents, 0);
  const closedTotal = day.closed_tables.reduce((sum, table) => sum + table.total_cents, 0);
  return {
    waiters: named.map((row, index) => ({
      ...row,
      tip_pct: ratioPct(row.tips_cents, row.sales_cents),
      rank: index + 1,
    })),
    unassigned_sales_cents: closedTotal - assigned,
  };
}
