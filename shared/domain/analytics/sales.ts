/**
 * Read-side rollups of the sales endpoints: /intelligence/sales/summary, /sales/by-hour and
 * /sales/by-employee. Input: the day cubes of the requested range (any order); output: exactly the
 * spec's attributes of the endpoint.
 */
import { mostFrequentSpelling, normalizeName } from '../names.ts';
import type {
  SalesByEmployeeAttributes,
  SalesByHourAttributes,
  SalesSummaryAttributes,
} from '../responses/intelligence.ts';
import type { EmployeesCube, HourBucket, HourlyCube, SalesCube, WaiterTables } from './cubes.ts';
import { addWaiterTables } from './live-tables.ts';
import type { DateRange } from './period.ts';
import { divideRounded, pctChange, pctChangeOfRatios, ratioPct, sumPresent } from './rounding.ts';

/** The response schemas' types (shared/domain/responses/): the schema is the type. */
export type { SalesByEmployeeAttributes, SalesByHourAttributes, SalesSummaryAttributes };

export const SUMMARY_SHIFTS = ['breakfast', 'lunch', 'dinner', 'bar'] as const;

interface SalesTotals {
  total: number;
  noIva: number | null;
  food: number | null;
  beverage: number | null;
  bar: number | null;
  covers: number | null;
  tables: number | null;
}

/** A summary's (or a day's) sales with IVA and, when sent, without. */
type SalesWithIva = { total_sales_cents?: number; total_sales_no_iva_cents?: number | null | undefined };

/**
 * A figure summed over parts (a day's summaries, a period's days) as the whole or null: null when a
 * part that sold lacks it (a sum missing that part would read as the whole and understate it) or
 * when none has it; a part that sold nothing adds 0 either way.
 */
function wholeSum<Part extends SalesWithIva>(
  parts: readonly Part[],
  figure: (part: Part) => number | null | undefined,
): number | null {
  const unknown = parts.some(
    (part) => (figure(part) ?? null) === null && (part.total_sales_cents ?? 0) !== 0,
  );
  return unknown ? null : sumPresent(parts.map(figure));
}

/**
 * Sales without IVA, as the POS's zout summaries total them (packaging and extras included), of a
 * day's summaries or a period's days: Ventas' "Sin IVA" and Costos' "Ventas netas" are this one sum
 * (docs/figures.md), whole or null (wholeSum).
 */
export function salesWithoutIvaCents(parts: readonly SalesWithIva[]): number | null {
  return wholeSum(parts, (part) => part.total_sales_no_iva_cents);
}

/** A period's sales with IVA and without it, over the same days: what a peso charged leaves after IVA. */
export interface IvaShare {
  with_iva_cents: number;
  without_iva_cents: number;
}

/**
 * The sales with and without IVA of the days that sent both (a restaurant's sales carry one IVA
 * rate, so these days' share holds for the rest), or null when none did: the factor that puts an
 * amount charged with IVA, an order line's, on the footing of the P&L's sales without IVA.
 */
export function ivaShareOf(parts: readonly SalesWithIva[]): IvaShare | null {
  let withIva = 0;
  let withoutIva = 0;
  for (const part of parts) {
    if ((part.total_sales_no_iva_cents ?? null) === null || !part.total_sales_cents) continue;
    withIva += part.total_sales_cents;
    withoutIva += part.total_sales_no_iva_cents!;
  }
  return withIva > 0 && withoutIva > 0 ? { with_iva_cents: withIva, without_iva_cents: withoutIva } : null;
}

const CATEGORY_MEMBERS = ['food_sales_cents', 'beverage_sales_cents', 'bar_sales_cents'] as const;
export type CategoryMember = (typeof CATEGORY_MEMBERS)[number];
type WithCategoryMembers = SalesWithIva & Partial<Record<CategoryMember, number | null>>;

/**
 * A category type's sales as the summaries sent them, of a day's summaries or a period's days:
 * null when none sent the type, or when a part that sold sent no type at all (its part is
 * unknown); a part that split its sales without this type adds 0 (a breakfast corte has no bar).
 */
export function categorySalesCents(
  parts: readonly WithCategoryMembers[],
  member: CategoryMember,
): number | null {
  if (parts.every((part) => (part[member] ?? null) === null)) return null;
  const split = (part: WithCategoryMembers) => CATEGORY_MEMBERS.some((type) => (part[type] ?? null) !== null);
  return wholeSum(parts, (part) => part[member] ?? (split(part) ? 0 : null));
}

function totalsOf(cubes: readonly SalesCube[]): SalesTotals {
  return {
    total: cubes.reduce((sum, cube) => sum + cube.total_sales_cents, 0),
    noIva: salesWithoutIvaCents(cubes),
    food: categorySalesCents(cubes, 'food_sales_cents'),
    beverage: categorySalesCents(cubes, 'beverage_sales_cents'),
    bar: categorySalesCents(cubes, 'bar_sales_cents'),
    covers: sumPresent(cubes.map((cube) => cube.covers)),
    tables: sumPresent(cubes.map((cube) => cube.tables_served)),
  };
}

/**
 * A day the branch was open: a corte Z closed it with sales. One rule for every figure of "a day"
 * (the forecast's history, the assistant's average and best day, a weekday's habit and hours): a
 * corte Z of no sales is a register closed on a day the branch did not trade, and a day without one
 * did not close at all.
 */
export function isOpenDay(day: Pick<SalesCube, 'summaries_count' | 'total_sales_cents'>): boolean {
  return day.summaries_count > 0 && day.total_sales_cents > 0;
}

type OpenDayFigures = Pick<SalesCube, 'summaries_count' | 'total_sales_cents' | 'days_with_sales'>;

/** How many of the days a sales cube stands for opened: a month rollup's count, else the day's rule. */
const openDaysOf = (cube: OpenDayFigures) => cube.days_with_sales ?? (isOpenDay(cube) ? 1 : 0);

/** How many days of the cubes (days, or month rollups that count theirs) opened: what a total adds up. */
export const daysWithSales = (cubes: readonly OpenDayFigures[]) =>
  cubes.reduce((total, cube) => total + openDaysOf(cube), 0);

/** The sales summary's meta members: its open days, and the previous period's (docs/intelligence.md). */
export function openDaysMeta(
  current: readonly OpenDayFigures[],
  previous: { range: DateRange; cubes: readonly OpenDayFigures[] },
) {
  return {
    days_with_sales: daysWithSales(current),
    previous_period: { ...previous.range, days_with_sales: daysWithSales(previous.cubes) },
  };
}

/**
 * How many days of day entries that keep no summary count opened (the month rollups' day index the
 * cost alerts read): a day's total comes only from its corte Z's summaries, so a total above 0 is
 * `isOpenDay`'s answer.
 */
export const soldDays = (days: readonly { total_sales_cents?: number }[]) =>
  days.filter((day) => (day.total_sales_cents ?? 0) > 0).length;

/**
 * Whether month rollups of the sales cube count their open days: one merged before 2026-12-07 does
 * not, and a read of the count takes that month from its day cubes instead.
 */
export const carriesOpenDays = (months: readonly Pick<SalesCube, 'days_with_sales'>[]): boolean =>
  months.every((month) => month.days_with_sales !== undefined);

/** A period's total (sales in cents, or covers) and how many of its days opened. */
export interface OpenDaysTotal {
  total: number;
  days_with_sales: number;
}

/** Two periods' totals per open day, and the change between them. */
export interface PerOpenDay {
  now: number;
  base: number;
  pct_change: number | null;
}

/**
 * Each period's total per open day, rounded to `decimals` (0: whole cents), and the change of the
 * exact ratios (not of the rounded means); null where the two opened as many days (their totals
 * already compare like with like) or either opened none. One rule for Ventas and the assistant
 * (docs/figures.md, "Days without a corte Z").
 */
export function perOpenDay(now: OpenDaysTotal, base: OpenDaysTotal, decimals = 0): PerOpenDay | null {
  if (now.days_with_sales === base.days_with_sales) return null;
  if (now.days_with_sales === 0 || base.days_with_sales === 0) return null;
  return {
    now: divideRounded(now.total, now.days_with_sales, decimals)!,
    base: divideRounded(base.total, base.days_with_sales, decimals)!,
    pct_change: pctChangeOfRatios(now.total, now.days_with_sales, base.total, base.days_with_sales),
  };
}

/**
 * A month's (or a day's) sales totals: what a branch's row of the organization comparison reads of
 * its sales, a day's cube or a month's totals. `total_sales_no_iva_cents` is what the cost figures' ratios
 * divide by; it is absent from a month merged before it was kept (that month is read from its days).
 */
export type SalesRowTotals = Pick<SalesCube, 'total_sales_cents' | 'covers' | 'tables_served'> & {
  total_sales_no_iva_cents?: number | null;
};

/** A month's (or any days') sales totals as one: added as salesSummary adds them. */
export function salesRowTotalsOf(parts: readonly SalesRowTotals[]): Required<SalesRowTotals> {
  return {
    total_sales_cents: parts.reduce((sum, part) => sum + part.total_sales_cents, 0),
    total_sales_no_iva_cents: salesWithoutIvaCents(parts),
    covers: sumPresent(parts.map((part) => part.covers)),
    tables_served: sumPresent(parts.map((part) => part.tables_served)),
  };
}

/**
 * The sales columns of a branch's comparison row: its summary's sales, covers, tables and ticket,
 * from its days' cubes or from month totals of them (the same sums, unit-tested).
 */
export function salesRow(parts: readonly SalesRowTotals[]) {
  const { total_sales_cents: total, covers, tables_served: tables } = salesRowTotalsOf(parts);
  return {
    total_sales_cents: total,
    covers_total: covers,
    tables_served_total: tables,
    avg_ticket_cents: divideRounded(total, tables),
  };
}

/**
 * Sales per diner, whole cents: the summary's total sales over its covers (the ticket per person, as
 * avg_ticket_cents is per table); null without covers.
 */
export function ticketPerCoverCents(
  summary: Pick<SalesSummaryAttributes, 'total_sales_cents' | 'covers_total'>,
) {
  return divideRounded(summary.total_sales_cents, summary.covers_total);
}

/**
 * The IVA charged on the sales, whole cents: the summary's total with IVA less its total without;
 * null when the POS did not send the total without IVA (nothing to subtract from).
 */
export function salesTaxCents(
  summary: Pick<SalesSummaryAttributes, 'total_sales_cents' | 'total_sales_no_iva_cents'>,
): number | null {
  return summary.total_sales_no_iva_cents === null
    ? null
    : summary.total_sales_cents - summary.total_sales_no_iva_cents;
}

/** A category's share of the sales, one decimal, both with IVA as the summary gives them. */
export function categoryShareOfSalesPct(
  summary: Pick<SalesSummaryAttributes, 'total_sales_cents' | CategoryMember>,
  member: CategoryMember,
): number | null {
  return ratioPct(summary[member], summary.total_sales_cents);
}

/**
 * What the total holds beyond the category types the summaries split it into (packaging, extras,
 * whatever the POS names none of food, beverage or bar): the total less the types sent, with IVA
 * as they are. Null without a split, or when the split leaves nothing over (a split above the
 * total, a POS's before its discounts, names nothing either). So "alimentos, bebidas y bar" add up
 * to the total with "otros" beside them on every door (since 2026-12-07).
 */
export function otherSalesCents(
  summary: Pick<SalesSummaryAttributes, 'total_sales_cents' | CategoryMember>,
): number | null {
  const split = CATEGORY_MEMBERS.map((member) => summary[member]).filter((cents) => cents !== null);
  if (split.length === 0) return null;
  const rest = summary.total_sales_cents - split.reduce((sum, cents) => sum + cents, 0);
  return rest > 0 ? rest : null;
}

/**
 * Sums of the zout sales summaries of the range. avg_ticket_cents = total sales / tables served
 * (whole cents); avg_pax = covers / tables served (one decimal). vs_previous_period compares with
 * the cubes of the previous period of equal length (pass [] when there are none).
 */
export function salesSummary(
  current: readonly SalesCube[],
  previous: readonly SalesCube[],
): SalesSummaryAttributes {
  const now = totalsOf(current);
  const before = totalsOf(previous);
  const byShift = Object.fromEntries(
    SUMMARY_SHIFTS.map((shift) => {
      const figures = current.map((cube) => cube.by_shift[shift]).filter((entry) => entry !== undefined);
      return [
        shift,
        {
          sales_cents: sumPresent(figures.map((entry) => entry.sales_cents)),
          covers: sumPresent(figures.map((entry) => entry.covers)),
        },
      ];
    }),
  ) as SalesSummaryAttributes['by_shift'];
  return {
    total_sales_cents: now.total,
    total_sales_no_iva_cents: now.noIva,
    food_sales_cents: now.food,
    beverage_sales_cents: now.beverage,
    bar_sales_cents: now.bar,
    covers_total: now.covers,
    tables_served_total: now.tables,
    avg_ticket_cents: divideRounded(now.total, now.tables),
    avg_pax: divideRounded(now.covers, now.tables, 1),
    vs_previous_period: {
      total_sales_pct_change: pctChange(now.total, before.total),
      covers_pct_change: pctChange(now.covers, before.covers),
      avg_ticket_pct_change: pctChangeOfRatios(now.total, now.tables, before.total, before.tables),
    },
    by_shift: byShift,
  };
}

const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/**
 * Net sales of the order lines per local clock hour, summed over the range. Hours listed are those
 * with at least one line, ascending. peak_hour: the hour with the most sales; valley_hour: the hour
 * with the least sales among hours with sales above 0; ties go to the earlier hour; null when no
 * line has an ordered_at. covers and tables: the live tables seated in the hour (live-tables.ts),
 * summed over the days that have them; null when no day does (order lines cannot give them).
 */
export function salesByHour(
  cubes: ReadonlyArray<{ hours: readonly Pick<HourBucket, 'hour' | 'sales_cents' | 'covers' | 'tables'>[] }>,
): SalesByHourAttributes {
  const totals = new Map<number, number>();
  const seated = new Map<number, { covers: number | null; tables: number | null }>();
  for (const cube of cubes) {
    for (const bucket of cube.hours) {
      totals.set(bucket.hour, (totals.get(bucket.hour) ?? 0) + bucket.sales_cents);
      const sum = seated.get(bucket.hour) ?? { covers: null, tables: null };
      seated.set(bucket.hour, {
        covers: sumPresent([sum.covers, bucket.covers]),
        tables: sumPresent([sum.tables, bucket.tables]),
      });
    }
  }
  const hours = [...totals.entries()].sort(([a], [b]) => a - b);
  let peak: [number, number] | null = null;
  let valley: [number, number] | null = null;
  for (const entry of hours) {
    if (peak === null || entry[1] > peak[1]) peak = entry;
    if (entry[1] > 0 && (valley === null || entry[1] < valley[1])) valley = entry;
  }
  return {
    peak_hour: peak === null || peak[1] <= 0 ? null : hourLabel(peak[0]),
    valley_hour: valley === null ? null : hourLabel(valley[0]),
    hours: hours.map(([hour, sales]) => ({
      hour: hourLabel(hour),
      sales_cents: sales,
      covers: seated.get(hour)?.covers ?? null,
      tables: seated.get(hour)?.tables ?? null,
    })),
  };
}

/**
 * Several ranges' by-hour results as one range's, summed by salesByHour itself: the assistant reads
 * a weekday's days one at a time (weekday-hours.ts), and their sum must be the endpoint's.
 */
export function salesByHourOfResults(results: readonly SalesByHourAttributes[]): SalesByHourAttributes {
  return salesByHour(
    results.map((result) => ({
      hours: result.hours.map((bucket) => ({ ...bucket, hour: Number(bucket.hour.slice(0, 2)) })),
    })),
  );
}

/**
 * Net sales of the range's order lines that no hour holds (sent without a usable ordered_at): the
 * hourly cubes' unassigned buckets, summed; 0 when there are none. Reported beside `hours`, so the
 * hours plus this add up to the lines' net sales.
 */
export function unassignedHourlySalesCents(cubes: readonly HourlyCube[]): number {
  return cubes.reduce((sum, cube) => sum + (cube.unassigned?.sales_cents ?? 0), 0);
}

/**
 * Net sales (net_total_cents of the order lines) per waiter_name over the range, ranked 1..n by net
 * sales descending, ties by name ascending. Lines without waiter_name are left out. Order lines
 * carry no ticket, diner or tip data: covers, avg_ticket_cents (Σ table totals ÷ tables), tips_cents
 * and tip_pct (tips ÷ table totals × 100) come from the waiter's live closed tables (live-tables.ts),
 * null when none is known. A waiter with live tables and no lines is a row with 0 sales.
 */
export function salesByEmployee(cubes: readonly EmployeesCube[]): SalesByEmployeeAttributes {
  // One waiter across days and spellings: keyed by the normalized name, shown with the spelling most
  // lines of the range used.
  const waiters = new Map<
    string,
    { sales: number; spellings: Record<string, number>; tables: WaiterTables | null }
  >();
  for (const cube of cubes) {
    for (const employee of cube.employees) {
      const key = employee.key ?? normalizeName(employee.name);
      const waiter = waiters.get(key) ?? { sales: 0, spellings: {}, tables: null };
      waiter.sales += employee.net_sales_cents;
      waiter.tables = addWaiterTables(waiter.tables, employee.live_tables);
      for (const [spelling, lines] of Object.entries(
        employee.spellings ?? { [employee.name]: employee.lines },
      )) {
        waiter.spellings[spelling] = (waiter.spellings[spelling] ?? 0) + lines;
      }
      waiters.set(key, waiter);
    }
  }
  const totals = [...waiters.values()].map(
    (waiter) => [mostFrequentSpelling(waiter.spellings), waiter.sales, waiter.tables] as const,
  );
  const ranked = [...totals].sort(
    ([nameA, salesA], [nameB, salesB]) => salesB - salesA || (nameA < nameB ? -1 : nameA > nameB ? 1 : 0),
  );
  return {
    employees: ranked.map(([name, sales, tables], index) => ({
      name,
      total_sales_cents: sales,
      ...liveTableFigures(tables),
      rank: index + 1,
    })),
  };
}

/**
 * A waiter's figures from their live closed tables: covers, the average ticket (Σ table totals ÷
 * tables), tips and tips ÷ table totals × 100. No table of theirs known (no live updates, or none
 * closed): nothing to tell, every figure null, never 0.
 */
export function liveTableFigures(tables: WaiterTables | null) {
  const known = tables !== null && tables.tables > 0 ? tables : null;
  return {
    covers: known?.covers ?? null,
    avg_ticket_cents: known === null ? null : divideRounded(known.total_cents, known.tables),
    tips_cents: known?.tips_cents ?? null,
    tip_pct: known === null ? null : ratioPct(known.tips_cents, known.total_cents),
  };
}
