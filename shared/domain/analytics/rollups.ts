/**
 * Monthly rollups of the day cubes the read endpoints use, so a year-long read fetches twelve month
 * items and the partial months at its edges instead of 365 day items (docs/computation-rules.md,
 * "Monthly rollups").
 *
 * A month's rollup holds what a read of that whole month gets in place of its day cubes, and the
 * contract is exact: for every endpoint, reading the rollup gives the same answer as reading the
 * month's days.
 * - Figures that the endpoints only add up (sales, hourly, employees, items) are merged into ONE
 *   cube of the day shape, dated the month's last built day: sums, sums of the present values
 *   (null while no day has one), and for each item the descriptions and catalog cost of the latest
 *   day that has them, which is what the menu reads over days keep.
 * - Figures the endpoints list per day or per closing (cash: the ledger's daily entries and opening
 *   chain; reconciliation: one record per closing) keep every day cube, packed into the one item.
 *
 * Pure: month arithmetic on `YYYY-MM-DD` strings and merges of plain data; storage and the
 * aggregator's call live in storage/cube-store.ts and use-cases/pipeline/rollups.ts.
 */

import { foldCategorySales } from '../costs/pnl.ts';
import { mostFrequentSpelling, normalizeName } from '../names.ts';
import type {
  CashCube,
  CubeName,
  EmployeeFigures,
  EmployeesCube,
  HourBucket,
  HourlyCube,
  ItemFigures,
  ItemsCube,
  LiveCoverage,
  OrderLineSales,
  ReconciliationCube,
  SalesCube,
  ShiftFigures,
} from './cubes.ts';
import { addCoverage, addWaiterTables, coverageOf } from './live-tables.ts';
import { byDate, type DateRange } from './period.ts';
import { sumPresent } from './rounding.ts';
import { categorySalesCents, daysWithSales, salesWithoutIvaCents } from './sales.ts';

/** The cubes the intelligence endpoints read, each with a monthly rollup. */
export const ROLLUP_CUBES = [
  'sales',
  'hourly',
  'employees',
  'items',
  'cash',
  'reconciliation',
] as const satisfies readonly CubeName[];
export type RollupCubeName = (typeof ROLLUP_CUBES)[number];

export interface RollupCubes {
  sales: SalesCube;
  hourly: HourlyCube;
  employees: EmployeesCube;
  items: ItemsCube;
  cash: CashCube;
  reconciliation: ReconciliationCube;
}

export function hasRollup(cube: string): cube is RollupCubeName {
  return (ROLLUP_CUBES as readonly string[]).includes(cube);
}

// ---------------------------------------------------------------- months

/** `2026-03-17` → `2026-03`. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The first and last calendar dates of a month `YYYY-MM`. */
export function monthBounds(month: string): DateRange {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12
    ? `${String(year + 1).padStart(4, '0')}-01`
    : `${month.slice(0, 4)}-${String(monthNumber + 1).padStart(2, '0')}`;
}

/**
 * A sales rollup also keeps its days as the cost alerts read them, which are per day: each day's
 * date, build time, the summaries' food, beverage and bar members and its order lines' sales
 * (`[date, built_at, food, beverage, bar, order_lines_sales]`). A year of a branch's cost alerts
 * then reads twelve rollups instead of 365 day cubes.
 */
export type DaySalesEntry = [
  string,
  string,
  number | null,
  number | null,
  number | null,
  OrderLineSales | null,
  /** The day's total sales with IVA and without (null: not sent); absent in indexes made before. */
  number?,
  (number | null)?,
];

/** Whether a sales rollup's day index carries each day's totals (the cost ratios' IVA). */
export const indexCarriesTotals = (days: readonly DaySalesEntry[]): boolean =>
  days.every((day) => day.length >= 8);

export function daySalesEntry(date: string, builtAt: string, cube: SalesCube): DaySalesEntry {
  return [
    date,
    builtAt,
    cube.food_sales_cents,
    cube.beverage_sales_cents,
    cube.bar_sales_cents,
    cube.order_lines_sales ?? null,
    cube.total_sales_cents,
    cube.total_sales_no_iva_cents,
  ];
}

/** A day of a sales rollup's index as a stored day cube reads for the cost figures. */
export function daySalesOf([date, builtAt, food, beverage, bar, lines, total, noIva]: DaySalesEntry) {
  return {
    date,
    built_at: builtAt,
    revision: 0,
    data: {
      date,
      food_sales_cents: food,
      beverage_sales_cents: beverage,
      bar_sales_cents: bar,
      order_lines_sales: lines,
      ...(total === undefined ? {} : { total_sales_cents: total, total_sales_no_iva_cents: noIva ?? null }),
    },
  };
}

/** The months fromMonth..toMonth (`YYYY-MM`, inclusive), in order. */
export function monthsBetween(fromMonth: string, toMonth: string): string[] {
  const months: string[] = [];
  for (let month = fromMonth; month <= toMonth; month = nextMonth(month)) months.push(month);
  return months;
}

/** The day before `date`, or after it. */
function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export interface RangeReadPlan {
  /** Months wholly inside the range, ascending: read from their rollups. */
  months: string[];
  /** The rest of the range (the partial months at either end, or all of it): read day by day. */
  days: DateRange[];
}

/** How a range is read: whole months from rollups, the partial months at its edges from day cubes. */
export function planRangeRead(range: DateRange): RangeReadPlan {
  const months: string[] = [];
  for (let month = monthOf(range.from); month <= monthOf(range.to); month = nextMonth(month)) {
    const bounds = monthBounds(month);
    if (bounds.from >= range.from && bounds.to <= range.to) months.push(month);
  }
  if (months.length === 0) return { months, days: [range] };
  const first = monthBounds(months[0]!).from;
  const last = monthBounds(months.at(-1)!).to;
  const days: DateRange[] = [];
  if (range.from < first) days.push({ from: range.from, to: shiftDate(first, -1) });
  if (last < range.to) days.push({ from: shiftDate(last, 1), to: range.to });
  return { months, days };
}

/** Contiguous runs of `months` (ascending) as date ranges: where a read falls back to day cubes. */
export function monthRuns(months: readonly string[]): DateRange[] {
  const runs: DateRange[] = [];
  for (const month of months) {
    const bounds = monthBounds(month);
    const previous = runs.at(-1);
    if (previous !== undefined && shiftDate(previous.to, 1) === bounds.from) previous.to = bounds.to;
    else runs.push({ ...bounds });
  }
  return runs;
}

// ---------------------------------------------------------------- merges

const inDateOrder = <T extends { date: string }>(days: readonly T[]): T[] => [...days].sort(byDate);

function mergeSales(days: readonly SalesCube[]): SalesCube {
  const byShift: SalesCube['by_shift'] = {};
  for (const day of days) {
    for (const [shift, figures] of Object.entries(day.by_shift) as [
      keyof SalesCube['by_shift'],
      ShiftFigures,
    ][]) {
      const merged = byShift[shift];
      byShift[shift] =
        merged === undefined
          ? { ...figures }
          : {
              sales_cents: merged.sales_cents + figures.sales_cents,
              covers: sumPresent([merged.covers, figures.covers]),
              tables_served: sumPresent([merged.tables_served, figures.tables_served]),
              summaries: merged.summaries + figures.summaries,
            };
    }
  }
  const sum = (pick: (day: SalesCube) => number | null) => sumPresent(days.map(pick));
  return {
    date: days.at(-1)!.date,
    summaries_count: days.reduce((total, day) => total + day.summaries_count, 0),
    total_sales_cents: days.reduce((total, day) => total + day.total_sales_cents, 0),
    // The days' rule: a month read from its rollup reads as from its days.
    total_sales_no_iva_cents: salesWithoutIvaCents(days),
    food_sales_cents: categorySalesCents(days, 'food_sales_cents'),
    beverage_sales_cents: categorySalesCents(days, 'beverage_sales_cents'),
    bar_sales_cents: categorySalesCents(days, 'bar_sales_cents'),
    covers: sum((day) => day.covers),
    tables_served: sum((day) => day.tables_served),
    by_shift: byShift,
    order_lines_sales: mergeOrderLineSales(days),
    category_sales: foldCategorySales(days),
    days_with_sales: daysWithSales(days),
  };
}

/** Σ of the days that had order lines; null while none had (a day built before it counts as none). */
function mergeOrderLineSales(days: readonly SalesCube[]): OrderLineSales | null {
  let merged: OrderLineSales | null = null;
  for (const day of days) {
    const sales = day.order_lines_sales;
    if (sales == null) continue;
    merged =
      merged === null
        ? { ...sales }
        : {
            food_sales_cents: merged.food_sales_cents + sales.food_sales_cents,
            beverage_sales_cents: merged.beverage_sales_cents + sales.beverage_sales_cents,
            bar_sales_cents: merged.bar_sales_cents + sales.bar_sales_cents,
            other_sales_cents: merged.other_sales_cents + sales.other_sales_cents,
            lines: merged.lines + sales.lines,
          };
  }
  return merged;
}

/** Staff-hours: the days' waiters of the hour summed; absent while no day has any. */
function mergedWaiters(a: number | undefined, b: number | undefined): { waiters?: number } {
  return a === undefined && b === undefined ? {} : { waiters: (a ?? 0) + (b ?? 0) };
}

function mergeHourly(days: readonly HourlyCube[]): HourlyCube {
  const hours = new Map<number, HourBucket>();
  const unassigned = { sales_cents: 0, lines: 0, quantity: 0 };
  let coverage: LiveCoverage = { days: 0, live_days: 0 };
  for (const day of days) {
    for (const bucket of day.hours) {
      const merged = hours.get(bucket.hour);
      hours.set(
        bucket.hour,
        merged === undefined
          ? { ...bucket }
          : {
              ...merged,
              sales_cents: merged.sales_cents + bucket.sales_cents,
              lines: merged.lines + bucket.lines,
              quantity: merged.quantity + bucket.quantity,
              covers: sumPresent([merged.covers, bucket.covers]),
              tables: sumPresent([merged.tables, bucket.tables]),
              ...mergedWaiters(merged.waiters, bucket.waiters),
            },
      );
    }
    coverage = addCoverage(coverage, coverageOf(day));
    unassigned.sales_cents += day.unassigned?.sales_cents ?? 0;
    unassigned.lines += day.unassigned?.lines ?? 0;
    unassigned.quantity += day.unassigned?.quantity ?? 0;
  }
  return {
    date: days.at(-1)!.date,
    hours: [...hours.values()].sort((a, b) => a.hour - b.hour),
    unassigned,
    live_coverage: coverage,
  };
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function mergeEmployees(days: readonly EmployeesCube[]): EmployeesCube {
  // Grouped as the day read path groups them (salesByEmployee): one waiter per normalized name,
  // shown with the spelling most lines used, so a rollup reads exactly as its days.
  const employees = new Map<string, EmployeeFigures & { spellings: Record<string, number> }>();
  const unassigned = { net_sales_cents: 0, lines: 0, quantity: 0 };
  let coverage: LiveCoverage = { days: 0, live_days: 0 };
  for (const day of days) {
    coverage = addCoverage(coverage, coverageOf(day));
    for (const figures of day.employees) {
      const key = figures.key ?? normalizeName(figures.name);
      const spellings = figures.spellings ?? { [figures.name]: figures.lines };
      const merged = employees.get(key);
      if (merged === undefined) {
        employees.set(key, { ...figures, key, spellings: { ...spellings } });
        continue;
      }
      for (const [spelling, lines] of Object.entries(spellings)) {
        merged.spellings[spelling] = (merged.spellings[spelling] ?? 0) + lines;
      }
      employees.set(key, {
        // Whatever describes the waiter comes from the latest day (days are in date order).
        ...figures,
        key,
        spellings: merged.spellings,
        net_sales_cents: merged.net_sales_cents + figures.net_sales_cents,
        subtotal_cents: merged.subtotal_cents + figures.subtotal_cents,
        discount_cents: merged.discount_cents + figures.discount_cents,
        lines: merged.lines + figures.lines,
        quantity: merged.quantity + figures.quantity,
        live_tables: addWaiterTables(merged.live_tables, figures.live_tables),
      });
    }
    unassigned.net_sales_cents += day.unassigned?.net_sales_cents ?? 0;
    unassigned.lines += day.unassigned?.lines ?? 0;
    unassigned.quantity += day.unassigned?.quantity ?? 0;
  }
  const merged = [...employees.values()].map((figures) => ({
    ...figures,
    name: mostFrequentSpelling(figures.spellings),
  }));
  return {
    date: days.at(-1)!.date,
    employees: merged.sort((a, b) => byName(a.name, b.name)),
    unassigned,
    live_coverage: coverage,
  };
}

function mergeItems(days: readonly ItemsCube[]): ItemsCube {
  // Grouped as the day read path groups them (menu-engineering aggregate): one product per key,
  // shown with the spelling most lines of the month used, so a rollup reads exactly as its days.
  const items = new Map<string, ItemFigures & { spellings: Record<string, number> }>();
  for (const day of days) {
    for (const figures of day.items) {
      const spellings = figures.spellings ?? { [figures.item_name]: figures.lines };
      const merged = items.get(figures.key);
      if (merged === undefined) {
        items.set(figures.key, { ...figures, spellings: { ...spellings } });
        continue;
      }
      for (const [spelling, lines] of Object.entries(spellings)) {
        merged.spellings[spelling] = (merged.spellings[spelling] ?? 0) + lines;
      }
      // Sku and category from the latest day; the cost from the latest day that knows one.
      const costed = figures.unit_cost_cents != null;
      items.set(figures.key, {
        ...figures,
        spellings: merged.spellings,
        quantity: merged.quantity + figures.quantity,
        net_sales_cents: merged.net_sales_cents + figures.net_sales_cents,
        subtotal_cents: merged.subtotal_cents + figures.subtotal_cents,
        discount_cents: merged.discount_cents + figures.discount_cents,
        lines: merged.lines + figures.lines,
        unit_cost_cents: costed ? figures.unit_cost_cents : merged.unit_cost_cents,
      });
    }
  }
  // In order of first appearance, not by key: menu engineering lists items of equal quantity and
  // name in the order it first met them, and the days would have shown them in this order.
  const merged = [...items.values()].map((figures) => ({
    ...figures,
    item_name: mostFrequentSpelling(figures.spellings),
  }));
  return { date: days.at(-1)!.date, items: merged };
}

const MERGES: { [Name in RollupCubeName]: (days: readonly RollupCubes[Name][]) => RollupCubes[Name][] } = {
  sales: (days) => [mergeSales(days)],
  hourly: (days) => [mergeHourly(days)],
  employees: (days) => [mergeEmployees(days)],
  items: (days) => [mergeItems(days)],
  // Listed per day (ledger entries, the opening-balance chain) or per closing: kept whole.
  cash: (days) => [...days],
  reconciliation: (days) => [...days],
};

/**
 * A month's rollup: the cubes a read of the whole month gets in place of the month's day cubes
 * (any order in; an empty month has no rollup, so []).
 */
export function rollupOf<Name extends RollupCubeName>(
  name: Name,
  days: readonly RollupCubes[Name][],
): RollupCubes[Name][] {
  if (days.length === 0) return [];
  return (MERGES[name] as (days: readonly RollupCubes[Name][]) => RollupCubes[Name][])(inDateOrder(days));
}
