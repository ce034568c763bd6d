import { displayName, mostFrequentSpelling, normalizeName } from '../../names.ts';
import {
  CATEGORY_TYPES,
  type CategoriesCube,
  type EmployeeFigures,
  type EmployeesCube,
  type HourBucket,
  type HourlyCube,
  type OrderLineSales,
  type SalesCube,
  type SalesFigures,
  SHIFTS,
  type ShiftFigures,
} from '../cubes.ts';
import type { CategoryType, LiveDayInput, OrderLineInput, SalesSummaryInput, Shift } from '../inputs.ts';
import { dayCoverage, hasLiveTables, tablesByHour, tablesByWaiter } from '../live-tables.ts';
import { localHourOf } from '../period.ts';
import { sumPresent } from '../rounding.ts';
import { categorySalesCents, salesWithoutIvaCents } from '../sales.ts';
import { addLine, categoryTypeOf, clean, compareNullable, compareStrings, emptyFigures } from './common.ts';
import { type CategoryNameInput, categoryNamer } from './items.ts';

// ---------------------------------------------------------------- cubes

/**
 * The day's order lines' net sales per category type (the line's category_type, as the categories
 * cube counts them); null without any line. Lines are the sold lines: a cancellation is its own
 * document and is not subtracted, as in every other order-line figure.
 */
export function orderLineSalesOf(lines: readonly OrderLineInput[]): OrderLineSales | null {
  if (lines.length === 0) return null;
  const byType: Record<CategoryType, number> = { food: 0, beverage: 0, bar: 0, other: 0 };
  for (const line of lines) byType[categoryTypeOf(line.category_type)] += line.net_total_cents;
  return {
    food_sales_cents: byType.food,
    beverage_sales_cents: byType.beverage,
    bar_sales_cents: byType.bar,
    other_sales_cents: byType.other,
    lines: lines.length,
  };
}

export function buildSalesCube(
  date: string,
  summaries: readonly SalesSummaryInput[],
  lines: readonly OrderLineInput[] = [],
): SalesCube {
  const zout = summaries.filter((summary) => summary.closing_type === 'zout');
  const byShift: Partial<Record<Shift, ShiftFigures>> = {};
  for (const shift of SHIFTS) {
    const ofShift = zout.filter((summary) => summary.shift === shift);
    if (ofShift.length === 0) continue;
    byShift[shift] = {
      sales_cents: ofShift.reduce((sum, summary) => sum + summary.total_sales_cents, 0),
      covers: sumPresent(ofShift.map((summary) => summary.covers)),
      tables_served: sumPresent(ofShift.map((summary) => summary.tables_served)),
      summaries: ofShift.length,
    };
  }
  return {
    date,
    summaries_count: zout.length,
    total_sales_cents: zout.reduce((sum, summary) => sum + summary.total_sales_cents, 0),
    // Null when a corte that sold did not send it: a day of two registers is not one register's.
    total_sales_no_iva_cents: salesWithoutIvaCents(zout),
    food_sales_cents: categorySalesCents(zout, 'food_sales_cents'),
    beverage_sales_cents: categorySalesCents(zout, 'beverage_sales_cents'),
    bar_sales_cents: categorySalesCents(zout, 'bar_sales_cents'),
    covers: sumPresent(zout.map((summary) => summary.covers)),
    tables_served: sumPresent(zout.map((summary) => summary.tables_served)),
    by_shift: byShift,
    order_lines_sales: orderLineSalesOf(lines),
  };
}

/**
 * Net sales per local hour of ordered_at; covers and tables per hour from the day's live tables
 * (live-tables.ts): with live table events every listed hour has them (0 where no table was seated),
 * without they are null. Hours with a line or a live table are listed.
 */
export function buildHourlyCube(
  date: string,
  lines: readonly OrderLineInput[],
  timeZone: string,
  live: LiveDayInput | null = null,
): HourlyCube {
  const withTables = hasLiveTables(live);
  const hours = new Map<number, HourBucket>();
  const bucketOf = (hour: number): HourBucket =>
    hours.get(hour) ??
    hours
      .set(hour, {
        hour,
        sales_cents: 0,
        lines: 0,
        quantity: 0,
        covers: withTables ? 0 : null,
        tables: withTables ? 0 : null,
      })
      .get(hour)!;
  const unassigned = { sales_cents: 0, lines: 0, quantity: 0 };
  const waitersByHour = new Map<number, Set<string>>();
  for (const line of lines) {
    const hour = localHourOf(line.ordered_at, timeZone);
    const bucket = hour === null ? unassigned : bucketOf(hour);
    bucket.sales_cents += line.net_total_cents;
    bucket.lines += 1;
    bucket.quantity += line.quantity;
    const waiter = line.waiter_name ? normalizeName(line.waiter_name) : '';
    if (hour !== null && waiter !== '') {
      waitersByHour.set(hour, (waitersByHour.get(hour) ?? new Set()).add(waiter));
    }
  }
  // Staff on the floor per hour (the forecast's staffing): waiters who rang a line in it.
  for (const [hour, waiters] of waitersByHour) bucketOf(hour).waiters = waiters.size;
  if (withTables) {
    for (const [hour, seated] of tablesByHour(live, timeZone)) {
      const bucket = bucketOf(hour);
      bucket.tables = seated.tables;
      bucket.covers = seated.covers;
    }
  }
  return {
    date,
    hours: [...hours.values()].sort((a, b) => a.hour - b.hour),
    unassigned,
    live_coverage: dayCoverage(withTables),
  };
}

/**
 * Net sales per waiter. Names that normalize alike ("Ana", "ana ", NFD and NFC "María") are one
 * waiter, keyed by the normalized name and shown with the spelling most lines used.
 */
export function buildEmployeesCube(
  date: string,
  lines: readonly OrderLineInput[],
  live: LiveDayInput | null = null,
): EmployeesCube {
  const employees = new Map<string, EmployeeFigures & { spellings: Record<string, number> }>();
  const unassigned = { net_sales_cents: 0, lines: 0, quantity: 0 };
  for (const line of lines) {
    const name = clean(line.waiter_name);
    if (name === null) {
      unassigned.net_sales_cents += line.net_total_cents;
      unassigned.lines += 1;
      unassigned.quantity += line.quantity;
      continue;
    }
    const key = normalizeName(name);
    let figures = employees.get(key);
    if (figures === undefined) {
      figures = {
        key,
        name: '',
        spellings: {},
        net_sales_cents: 0,
        subtotal_cents: 0,
        discount_cents: 0,
        lines: 0,
        quantity: 0,
        tickets: null,
        tips_cents: null,
      };
      employees.set(key, figures);
    }
    const spelling = displayName(name);
    figures.spellings[spelling] = (figures.spellings[spelling] ?? 0) + 1;
    figures.net_sales_cents += line.net_total_cents;
    figures.subtotal_cents += line.subtotal_cents;
    figures.discount_cents += line.discount_cents ?? 0;
    figures.lines += 1;
    figures.quantity += line.quantity;
  }
  // The live tables of each waiter; a waiter with tables and no lines is a row of its own (no sales
  // from lines), named by the spelling most of their tables used.
  const withTables = hasLiveTables(live);
  if (withTables) {
    for (const [key, waiter] of tablesByWaiter(live)) {
      const figures = employees.get(key);
      if (figures !== undefined) {
        figures.live_tables = waiter.tables;
        continue;
      }
      employees.set(key, {
        key,
        name: '',
        spellings: waiter.spellings,
        net_sales_cents: 0,
        subtotal_cents: 0,
        discount_cents: 0,
        lines: 0,
        quantity: 0,
        tickets: null,
        tips_cents: null,
        live_tables: waiter.tables,
      });
    }
  }
  const rows = [...employees.values()].map((figures) => ({
    ...figures,
    name: mostFrequentSpelling(figures.spellings),
  }));
  return {
    date,
    employees: rows.sort((a, b) => compareStrings(a.name, b.name)),
    unassigned,
    live_coverage: dayCoverage(withTables),
  };
}

/** Sales per category type and per category, the category shown by its name (a UUID sent is resolved). */
export function buildCategoriesCube(
  date: string,
  lines: readonly OrderLineInput[],
  categories: readonly CategoryNameInput[] = [],
): CategoriesCube {
  const categoryName = categoryNamer(categories);
  const byType = Object.fromEntries(CATEGORY_TYPES.map((type) => [type, emptyFigures()])) as Record<
    CategoryType,
    SalesFigures
  >;
  const byCategory = new Map<
    string,
    { category: string | null; category_type: CategoryType } & SalesFigures
  >();
  for (const line of lines) {
    const type = categoryTypeOf(line.category_type);
    addLine(byType[type], line);
    const category = categoryName(line.category);
    const key = JSON.stringify([category === null ? null : normalizeName(category), type]);
    const entry = byCategory.get(key) ?? { category, category_type: type, ...emptyFigures() };
    addLine(entry, line);
    byCategory.set(key, entry);
  }
  return {
    date,
    by_category_type: byType,
    by_category: [...byCategory.values()].sort(
      (a, b) => compareNullable(a.category, b.category) || compareStrings(a.category_type, b.category_type),
    ),
  };
}
