/**
 * The money side of a period: cost of sales (accrued by day from inventory counts and purchases:
 * ./accrual.ts), labor (payroll prorated by days), operating expenses, prime cost, gross profit, EBITDA and net
 * profit. One function (`costPeriod`) computes every figure once; the P&L, food-cost, labor-cost and
 * KPI endpoints and the cost alerts only present them. Rules: docs/computation-rules.md ("Costs").
 *
 * Unknown is null, never 0: a ratio over 0, a category sold but never costed, labor without any
 * payroll, EBITDA without any operating expense captured. `missing` says what to capture.
 */

import type { CategorySalesFold, OrderLineSales } from '../analytics/cubes.ts';
import type { CategoryType } from '../analytics/inputs.ts';
import type { DateRange } from '../analytics/period.ts';
import { divideRounded, ratioPct, sumPresent } from '../analytics/rounding.ts';
import { salesWithoutIvaCents } from '../analytics/sales.ts';
import { BENCHMARKS, type Status, statusOf, statusOfRatio } from '../benchmarks.ts';
import { firstOfMonth, lastOfMonth } from '../calendar-dates.ts';
import { memoized, rangeKey } from '../memo.ts';
import type { MISSING_INPUTS } from '../responses/intelligence.ts';
import type { LaborCostAttributes, PnlAttributes } from '../responses/intelligence-costs.ts';
import {
  BELOW_EBITDA_CATEGORIES,
  DEPARTMENTS,
  type Department,
  type ExpenseCategory,
  OPERATING_EXPENSE_CATEGORIES,
} from '../vocabulary.ts';
import {
  type AccruedCount,
  type AccruedPurchase,
  accruedCost,
  type CountValue,
  countedIntervals,
  countValue,
  type SalesWeights,
  zeroByType,
} from './accrual.ts';
import {
  COST_INPUT_NAMES,
  COST_RATIO_KEYS,
  type CostCoverage,
  type CostInputName,
  type CostRatioKey,
  coveredDays,
  expenseCoveredDays,
  type IncompleteInput,
  isComplete,
  isPlausible,
  purchaseSpan,
} from './coverage.ts';
import { daysOfInventory } from './inventory-days.ts';
import {
  type CountRecord,
  daysBetweenInclusive,
  type ExpenseRecord,
  inRange,
  overlapDays,
  type PayrollRecord,
} from './records.ts';

/** The response schemas' types (shared/domain/responses/): the schema is the type. */
export type { LaborCostAttributes, PnlAttributes };
export { type CountValue, countValue };

export const COST_TYPES: readonly CategoryType[] = ['food', 'beverage', 'bar', 'other'];
/** Category types with their own sales (zout sales summaries carry food, beverage and bar sales). */
export const SOLD_TYPES = ['food', 'beverage', 'bar'] as const;
export type SoldType = (typeof SOLD_TYPES)[number];

export type CostMethod = 'purchases' | 'purchases_and_inventory';

/** What the owner still has to capture for a number to exist (meta.missing). */
export type MissingInput = (typeof MISSING_INPUTS)[number];

/**
 * The day's sales by category type, as the sales cube holds them: the zout summaries' members (null:
 * never reported) and the order lines' net sales per category_type (null or absent: no line). A
 * month rollup also carries its days' choice already made (`category_sales`), which wins.
 */
export interface CategorySales {
  food_sales_cents: number | null;
  beverage_sales_cents: number | null;
  bar_sales_cents: number | null;
  order_lines_sales?: OrderLineSales | null;
  category_sales?: CategorySalesFold;
  /** The day's Σ total_sales_cents of its zout summaries (with IVA) and Σ total_sales_no_iva_cents. */
  total_sales_cents?: number;
  total_sales_no_iva_cents?: number | null;
  /** The cube's date (a day cube's day): what a trailing window picks its days by. */
  date?: string;
}

/**
 * Where a category type's sales came from over the period: the sales summaries' member, the order
 * lines (days whose summaries left the member out), both (some days each), or null (neither).
 */
export type CategorySalesSource = 'sales_summary' | 'order_lines' | 'sales_summary_and_order_lines';

/**
 * Per category type and day: the summaries' member when any zout summary of the day sent it, else
 * the day's order lines (net_total_cents by the line's category_type), else nothing. Summed over the
 * days, with where each sum came from; a month rollup adds its own fold of its days. A fold of folds
 * equals the fold of all their days, so a month rollup stands for its days here (tested).
 */
export function foldCategorySales(days: readonly CategorySales[]): CategorySalesFold {
  const fold = {} as CategorySalesFold;
  for (const type of SOLD_TYPES) {
    const entry = {
      cents: null as number | null,
      no_iva_cents: null as number | null,
      no_iva_unknown: false,
      unaccounted: false,
    };
    let fromSummary = false;
    let fromLines = false;
    for (const day of days) {
      const folded = day.category_sales?.[type];
      if (folded !== undefined) {
        addCents(entry, folded.cents, folded.no_iva_cents ?? null, folded.no_iva_unknown ?? true);
        fromSummary ||= folded.from_summary;
        fromLines ||= folded.from_lines;
        entry.unaccounted ||= folded.unaccounted ?? false;
        continue;
      }
      entry.unaccounted ||= soldWithoutSplit(day);
      const summary = day[`${type}_sales_cents`];
      const lines = day.order_lines_sales?.[`${type}_sales_cents`];
      const fromDaySummary = summary !== null && summary !== undefined;
      const cents = fromDaySummary ? summary : (lines ?? null);
      if (cents === null) continue;
      if (fromDaySummary) fromSummary = true;
      else fromLines = true;
      const noIva = dayNoIva(day, cents);
      addCents(entry, cents, noIva, noIva === null);
    }
    fold[type] = { ...entry, from_summary: fromSummary, from_lines: fromLines };
  }
  return fold;
}

/** A day that sold with no sales of any type from either source: no type's sum holds its part. */
function soldWithoutSplit(day: CategorySales): boolean {
  const split =
    day.order_lines_sales != null || SOLD_TYPES.some((type) => day[`${type}_sales_cents`] != null);
  return !split && (day.total_sales_cents ?? 0) !== 0;
}

function addCents(
  entry: { cents: number | null; no_iva_cents: number | null; no_iva_unknown: boolean },
  cents: number | null,
  noIva: number | null,
  unknown: boolean,
): void {
  if (cents === null) return;
  entry.cents = (entry.cents ?? 0) + cents;
  if (noIva !== null) entry.no_iva_cents = (entry.no_iva_cents ?? 0) + noIva;
  entry.no_iva_unknown ||= unknown && cents !== 0;
}

/**
 * A day's sales of a type without IVA: its share of the day's sales with IVA, applied to the
 * day's total without IVA (the POS sends IVA only as totals), rounded half away from zero to the
 * cent. Null when the day's summaries sent no total without IVA (or sold nothing in total).
 */
export function dayNoIva(
  day: Pick<CategorySales, 'total_sales_cents' | 'total_sales_no_iva_cents'>,
  cents: number,
): number | null {
  if (cents === 0) return 0;
  const total = day.total_sales_cents;
  const noIva = day.total_sales_no_iva_cents;
  if (total === undefined || noIva === null || noIva === undefined || total <= 0) return null;
  return divideRounded(cents * noIva, total) ?? null;
}

/**
 * Whether month rollups of the sales cube stand for their days in the cost figures: a rollup merged
 * before `category_sales` existed does not (its merged members cannot tell the days' choice apart),
 * and a read takes that month from its day cubes instead.
 */
export const carriesCategoryChoice = (months: readonly CategorySales[]): boolean =>
  months.every(
    (month) =>
      month.category_sales !== undefined &&
      SOLD_TYPES.every(
        (type) =>
          month.category_sales?.[type].no_iva_unknown !== undefined &&
          month.category_sales[type].unaccounted !== undefined,
      ),
  );

/**
 * The period's sales per category type without IVA (null when no day had either, or when a day's
 * sales of the type had no total without IVA to derive them from), with IVA, and their source.
 */
export function categorySalesOf(days: readonly CategorySales[]): {
  sales: Record<SoldType, number | null>;
  with_iva: Record<SoldType, number | null>;
  no_iva_unknown: boolean;
  source: Record<SoldType, CategorySalesSource | null>;
} {
  const fold = foldCategorySales(days);
  const sales = {} as Record<SoldType, number | null>;
  const withIva = {} as Record<SoldType, number | null>;
  const source = {} as Record<SoldType, CategorySalesSource | null>;
  let unknown = false;
  for (const type of SOLD_TYPES) {
    const { from_summary: fromSummary, from_lines: fromLines } = fold[type];
    // A day's part missing from the sum: the whole is unknown, not the days that had a split.
    const cents = fold[type].unaccounted ? null : fold[type].cents;
    const noIvaUnknown = fold[type].no_iva_unknown ?? true;
    withIva[type] = cents;
    sales[type] = cents === null || noIvaUnknown ? null : (fold[type].no_iva_cents ?? 0);
    unknown ||= cents !== null && noIvaUnknown;
    source[type] =
      fromSummary && fromLines
        ? 'sales_summary_and_order_lines'
        : fromSummary
          ? 'sales_summary'
          : fromLines
            ? 'order_lines'
            : null;
  }
  return { sales, with_iva: withIva, no_iva_unknown: unknown, source };
}

/** What the cost of sales reads of a purchase: its date, and its lines' type and total. */
export type CostedPurchase = AccruedPurchase;

/** What the figures read of an expense (with its accrual period, when it has one). */
export type CostedExpense = Pick<
  ExpenseRecord,
  'date' | 'category' | 'amount_cents' | 'period_from' | 'period_to'
>;

/** What the figures read of a payroll entry. */
export type CostedPayroll = Omit<PayrollRecord, 'id'>;

/** What the figures read of an inventory count: its items' type, quantity and unit cost. */
export type CostedCount = AccruedCount;

export interface CostInput {
  range: DateRange;
  /** Sales cubes of the range's days. */
  sales: readonly CategorySales[];
  /**
   * The sales of each window `salesWindows(range, counts)` names (a counted interval reaching
   * outside the period, and its part inside): what splits that interval's cost. A window missing
   * here is split by days.
   */
  window_sales?: ReadonlyArray<{ range: DateRange; sales: readonly CategorySales[] }>;
  /**
   * Purchases (or a day's sums as one: costs/month-part.ts), from MAX_COUNT_GAP_DAYS before the
   * range to as many after it (the counted intervals that meet it, and the coverage before it).
   */
  purchases: readonly CostedPurchase[];
  /** Expenses (or a day's sums per category); each counts on its date, or over its period prorated. */
  expenses: readonly CostedExpense[];
  /** Payroll entries; each counts for the days of its period inside the range. */
  payroll: readonly CostedPayroll[];
  /** Inventory counts from MAX_COUNT_GAP_DAYS before the range to as many after it. */
  counts: readonly CostedCount[];
}

/** A ratio and its status (null: unknown, incomplete, or outside its plausible range). */
export interface JudgedRatio {
  value: number | null;
  status: Status | null;
}

export interface CostFigures {
  range: DateRange;
  days: number;
  /** Sales without IVA: the base of every ratio. */
  sales: Record<SoldType, number | null> & { total: number | null };
  /** The same sales with IVA, as the POS sent them (total: of the types known). */
  sales_with_iva: { total: number | null };
  /** Which input each category type's sales came from (meta.category_sales_source). */
  sales_source: Record<SoldType, CategorySalesSource | null>;
  /** Purchases dated in the period, per type. */
  purchases: Record<CategoryType, number>;
  /**
   * Cost − purchases dated in the period, per type: the stock drawn down (or built up) by the
   * counts, and the purchases accrued into or out of the period (0 for a type without a cost).
   */
  inventory_adjustment: Record<CategoryType, number> | null;
  cost: Record<CategoryType, number | null>;
  /** Types whose cost of sales is below zero in the period: the data makes it so, and it is flagged. */
  negative_cost: CategoryType[];
  cost_method: CostMethod;
  opening_count: CountValue | null;
  closing_count: CountValue | null;
  total_cogs: number | null;
  labor: number | null;
  labor_by_department: Array<{ department: Department; amount_cents: number; employees: number | null }>;
  expenses: Record<ExpenseCategory, number>;
  operating_expenses_captured: boolean;
  gross_profit: number | null;
  prime_cost: number | null;
  total_opex: number | null;
  ebitda: number | null;
  net_profit: number | null;
  missing: MissingInput[];
  /** Days of the period each input covers (meta.coverage). */
  coverage: CostCoverage;
  /** The days the ratios read: always the period itself (meta.ratio_window). */
  ratio_window: DateRange;
  /** Every ratio of the period, judged once: what every door shows. */
  ratios: Record<CostRatioKey, JudgedRatio>;
  /** The inputs the ratios read that cover less than the ratio window (meta.incomplete). */
  incomplete: IncompleteInput[];
  /** Ratios shown without a colour because they fall outside their plausible range. */
  out_of_range: CostRatioKey[];
}

/** The latest count dated on or before `date` (and, when given, on or after `notBefore`; ties: the later id). */
export function latestCountOnOrBefore<Count extends Pick<CountRecord, 'id' | 'date'>>(
  counts: readonly Count[],
  date: string,
  notBefore = '',
): Count | null {
  let latest: Count | null = null;
  for (const count of counts) {
    if (count.date > date || count.date < notBefore) continue;
    if (latest === null || count.date > latest.date || (count.date === latest.date && count.id > latest.id)) {
      latest = count;
    }
  }
  return latest;
}

/** amount × (days of its period inside the range) / (days of its period), half-up to the cent. */
export function proratedAmount(amount: number, period: DateRange, range: DateRange): number {
  const inside = overlapDays(period, range);
  if (inside === 0) return 0;
  return divideRounded(amount * inside, daysBetweenInclusive(period.from, period.to)) ?? 0;
}

export function proratedPayroll(entry: CostedPayroll, range: DateRange): number {
  return proratedAmount(entry.amount_cents, { from: entry.period_from, to: entry.period_to }, range);
}

/** The days an expense pays for: its period, else its date. */
const expenseSpan = (expense: CostedExpense): DateRange =>
  expense.period_from !== undefined && expense.period_to !== undefined
    ? { from: expense.period_from, to: expense.period_to }
    : { from: expense.date, to: expense.date };

/**
 * The days a tax covers: its period, else its date's calendar month. A month's ISR is one payment,
 * often captured on its date alone, and stands for that month (since 2026-12-07; before, its one
 * day, so a quarter with one month's taxes missing read as taxed, costs/coverage.ts).
 */
const taxSpan = (expense: CostedExpense): DateRange =>
  expense.period_from !== undefined && expense.period_to !== undefined
    ? expenseSpan(expense)
    : { from: firstOfMonth(expense.date)!, to: lastOfMonth(expense.date)! };

/** An expense's part in the range: its amount on its date, or prorated over its period. */
export function expenseInRange(expense: CostedExpense, range: DateRange): number {
  const span = expenseSpan(expense);
  if (span.from === span.to) return inRange(span.from, range) ? expense.amount_cents : 0;
  return proratedAmount(expense.amount_cents, span, range);
}

const isOperating = (category: ExpenseCategory) =>
  (OPERATING_EXPENSE_CATEGORIES as readonly string[]).includes(category);

export type PeriodFigures = Omit<CostFigures, 'ratio_window' | 'ratios' | 'incomplete' | 'out_of_range'>;

/** A window's sales per category type with IVA (the weights of a counted interval's split). */
function weightsOfSales(days: readonly CategorySales[]): SalesWeights {
  const fold = foldCategorySales(days);
  const sold = SOLD_TYPES.map((type) => fold[type].cents);
  return { food: sold[0] ?? null, beverage: sold[1] ?? null, bar: sold[2] ?? null, other: sumPresent(sold) };
}

/**
 * The sales weights of a window: the period's own sales, or those the caller read for it. Folded
 * once a window: the split asks for an interval's and its part's weights once per cost type.
 */
function windowWeights(input: CostInput, range: DateRange) {
  return memoized(rangeKey, (window: DateRange): SalesWeights => {
    if (window.from === range.from && window.to === range.to) return weightsOfSales(input.sales);
    const read = input.window_sales?.find(
      (entry) => entry.range.from === window.from && entry.range.to === window.to,
    );
    // Not read: the split goes by days (accrual.ts), as for an interval that sold nothing.
    return read === undefined ? zeroByType() : weightsOfSales(read.sales);
  });
}

/** Cost of sales of the range per category type, accrued by day (./accrual.ts). */
function costOfSales(input: CostInput, range: DateRange, sales: Record<SoldType, number | null>) {
  const missing: MissingInput[] = [];
  const purchases = zeroByType();
  for (const purchase of input.purchases) {
    if (!inRange(purchase.date, range)) continue;
    for (const line of purchase.lines) purchases[line.category_type] += line.total_cents;
  }
  const accrued = accruedCost(range, input.purchases, input.counts, windowWeights(input, range));
  if (accrued.counted_days === 0) missing.push('inventory_counts');
  const cost = {} as Record<CategoryType, number | null>;
  const adjustment = zeroByType();
  for (const type of COST_TYPES) {
    const sold = type === 'other' ? 0 : (sales[type] ?? 0);
    // Sold but never costed: unknown. Neither sold nor bought: nothing to cost (0).
    if (!accrued.captured.has(type) && sold !== 0) {
      cost[type] = null;
      missing.push(`${type as SoldType}_purchases`);
    } else {
      cost[type] = accrued.cost[type];
      adjustment[type] = accrued.cost[type] - purchases[type];
    }
  }
  return { purchases, adjustment, cost, accrued, missing };
}

/** Payroll per department, prorated to the range (the forecast's staffing reads its `labor`). */
export function laborOf(payroll: readonly CostedPayroll[], range: DateRange) {
  const byDepartment = new Map<Department, { amount_cents: number; employees: number | null }>();
  for (const entry of payroll) {
    if (overlapDays({ from: entry.period_from, to: entry.period_to }, range) === 0) continue;
    const row = byDepartment.get(entry.department) ?? { amount_cents: 0, employees: null };
    row.amount_cents += proratedPayroll(entry, range);
    if (entry.employees !== undefined) row.employees = Math.max(row.employees ?? 0, entry.employees);
    byDepartment.set(entry.department, row);
  }
  const labor =
    byDepartment.size === 0
      ? null
      : [...byDepartment.values()].reduce((sum, row) => sum + row.amount_cents, 0);
  return { byDepartment, labor };
}

/** Expenses per category in the range (each on its date, or prorated over its period). */
function expensesOf(list: readonly CostedExpense[], range: DateRange) {
  const expenses = Object.fromEntries(
    [...OPERATING_EXPENSE_CATEGORIES, ...BELOW_EBITDA_CATEGORIES].map((category) => [category, 0]),
  ) as Record<ExpenseCategory, number>;
  let operatingCaptured = false;
  for (const expense of list) {
    if (overlapDays(expenseSpan(expense), range) === 0) continue;
    expenses[expense.category] += expenseInRange(expense, range);
    if (isOperating(expense.category)) operatingCaptured = true;
  }
  return { expenses, operatingCaptured };
}

/**
 * Days of the range each input covers (docs/computation-rules.md "Coverage"): a counted interval
 * covers its days for the purchases too (a purchase missed in it shows in the closing count).
 */
function coverageOf(input: CostInput, range: DateRange, countedDays: number): CostCoverage {
  const period_days = daysBetweenInclusive(range.from, range.to);
  const of = (spans: DateRange[]) => ({ covered_days: coveredDays(spans, range), period_days });
  const counted = countedIntervals(input.counts).map((interval) => interval.days);
  return {
    payroll: of(input.payroll.map((entry) => ({ from: entry.period_from, to: entry.period_to }))),
    expenses: {
      covered_days: expenseCoveredDays(
        input.expenses
          .filter((expense) => isOperating(expense.category))
          .map((expense) => ({ category: expense.category, span: expenseSpan(expense) })),
        range,
      ),
      period_days,
    },
    taxes: of(input.expenses.filter((expense) => expense.category === 'taxes').map(taxSpan)),
    purchases: of([...input.purchases.map((purchase) => purchaseSpan(purchase.date)), ...counted]),
    inventory: { covered_days: countedDays, period_days },
  };
}

/** Every figure of one range, from the sales of its days. */
function periodFigures(input: CostInput, range: DateRange, days: readonly CategorySales[]): PeriodFigures {
  const missing: MissingInput[] = [];
  const { sales, with_iva: withIva, no_iva_unknown: noIvaUnknown, source } = categorySalesOf(days);
  // The whole sales without IVA (packaging and extras too), the same sum as Ventas' "Sin IVA".
  const total = noIvaUnknown ? null : salesWithoutIvaCents(days);
  if (sumPresent([withIva.food, withIva.beverage, withIva.bar]) === null) missing.push('sales_by_category');
  else if (noIvaUnknown) missing.push('sales_without_iva');
  const costs = costOfSales(input, range, sales);
  missing.push(...costs.missing);
  const { cost } = costs;
  const total_cogs = COST_TYPES.some((type) => cost[type] === null)
    ? null
    : COST_TYPES.reduce((sum, type) => sum + (cost[type] ?? 0), 0);
  const { byDepartment, labor } = laborOf(input.payroll, range);
  if (labor === null) missing.push('payroll');
  const { expenses, operatingCaptured } = expensesOf(input.expenses, range);
  if (!operatingCaptured) missing.push('operating_expenses');

  const gross_profit = total === null || total_cogs === null ? null : total - total_cogs;
  const prime_cost = total_cogs === null || labor === null ? null : total_cogs + labor;
  const total_opex =
    labor === null || !operatingCaptured
      ? null
      : labor + OPERATING_EXPENSE_CATEGORIES.reduce((sum, category) => sum + expenses[category], 0);
  const ebitda = gross_profit === null || total_opex === null ? null : gross_profit - total_opex;
  const net_profit =
    ebitda === null
      ? null
      : ebitda - BELOW_EBITDA_CATEGORIES.reduce((sum, category) => sum + expenses[category], 0);
  return {
    range,
    days: daysBetweenInclusive(range.from, range.to),
    sales: { ...sales, total },
    // As the POS totals them (Ventas' "Ventas totales"), beside the total without IVA above.
    sales_with_iva: { total: sumPresent(days.map((day) => day.total_sales_cents)) },
    sales_source: source,
    purchases: costs.purchases,
    inventory_adjustment: costs.adjustment,
    cost,
    negative_cost: COST_TYPES.filter((type) => (cost[type] ?? 0) < 0),
    cost_method: costs.accrued.counted_days > 0 ? 'purchases_and_inventory' : 'purchases',
    opening_count: costs.accrued.opening,
    closing_count: costs.accrued.closing,
    total_cogs,
    labor,
    labor_by_department: DEPARTMENTS.flatMap((department) => {
      const row = byDepartment.get(department);
      return row ? [{ department, ...row }] : [];
    }),
    expenses,
    operating_expenses_captured: operatingCaptured,
    gross_profit,
    prime_cost,
    total_opex,
    ebitda,
    net_profit,
    missing: MISSING_ORDER.filter((name) => missing.includes(name)),
    coverage: coverageOf(input, range, costs.accrued.counted_days),
  };
}

const MISSING_ORDER: readonly MissingInput[] = [
  'sales_by_category',
  'sales_without_iva',
  'inventory_counts',
  'food_purchases',
  'beverage_purchases',
  'bar_purchases',
  'payroll',
  'operating_expenses',
];

/**
 * The inputs each ratio reads. The cost of sales reads the purchases (whose coverage counts the
 * counted days too), or the counts alone when every day of the period is counted: a purchase missed
 * between two counts shows in the closing count.
 */
function inputsOf(key: CostRatioKey, figures: PeriodFigures): CostInputName[] {
  const cost: CostInputName[] = isComplete(figures.coverage.inventory) ? ['inventory'] : ['purchases'];
  switch (key) {
    case 'labor_cost_pct':
      return ['payroll'];
    case 'prime_cost_pct':
      return [...cost, 'payroll'];
    case 'ebitda_pct':
      return [...cost, 'payroll', 'expenses'];
    case 'net_profit_pct':
      return [...cost, 'payroll', 'expenses', 'taxes'];
    default:
      return cost;
  }
}

/** The part and whole of each ratio. */
function ratioParts(key: CostRatioKey, figures: PeriodFigures): [number | null, number | null] {
  const total = figures.sales.total;
  switch (key) {
    case 'food_cost_pct':
      return [figures.cost.food, figures.sales.food];
    case 'beverage_cost_pct':
      return [figures.cost.beverage, figures.sales.beverage];
    case 'bar_cost_pct':
      return [figures.cost.bar, figures.sales.bar];
    case 'labor_cost_pct':
      return [figures.labor, total];
    case 'prime_cost_pct':
      return [figures.prime_cost, total];
    case 'ebitda_pct':
      return [figures.ebitda, total];
    case 'net_profit_pct':
      return [figures.net_profit, total];
  }
}

/**
 * Every money figure of a period, and its ratios judged once, all over the period's own days. A
 * ratio has a status only when its value is known, every input it reads covers the period, and the
 * value is plausible.
 */
export function costPeriod(input: CostInput): CostFigures {
  const period = periodFigures(input, input.range, input.sales);
  return { ...period, ratio_window: input.range, ...judgeRatios(period) };
}

/**
 * The ratios of a period's figures, judged: a status only when the value is known, every input it
 * reads covers the period, and it is plausible. Also what meta.incomplete and meta.out_of_range say.
 */
export function judgeRatios(
  basis: PeriodFigures,
): Pick<CostFigures, 'ratios' | 'incomplete' | 'out_of_range'> {
  const incompleteInputs = new Set<CostInputName>();
  const outOfRange: CostRatioKey[] = [];
  const ratios = {} as Record<CostRatioKey, JudgedRatio>;
  for (const key of COST_RATIO_KEYS) {
    const [part, whole] = ratioParts(key, basis);
    const value = ratioPct(part, whole);
    const partial = inputsOf(key, basis).filter((name) => !isComplete(basis.coverage[name]));
    if (value !== null) for (const name of partial) incompleteInputs.add(name);
    const plausible = value === null || isPlausible(key, value);
    if (!plausible) outOfRange.push(key);
    const judgeable = value !== null && partial.length === 0 && plausible;
    // Judged on the exact ratio, never the rounded value shown (29.96 % is green, 38.04 % red).
    ratios[key] = { value, status: judgeable ? statusOfRatio(key, part, whole) : null };
  }
  return {
    ratios,
    incomplete: COST_INPUT_NAMES.filter((name) => incompleteInputs.has(name)).map((name) => ({
      input: name,
      ...basis.coverage[name],
    })),
    out_of_range: outOfRange,
  };
}

/** The cost-of-sales ratio of a category type against that type's own sales. */
export function typeCostRatio(figures: CostFigures, type: SoldType): JudgedRatio {
  return figures.ratios[`${type}_cost_pct`];
}

/** The spec's P&L sections from the period's figures. */
export function pnlSummary(figures: CostFigures): PnlAttributes {
  const total = figures.sales.total;
  const { ratios } = figures;
  const food = ratios.food_cost_pct;
  const beverage = ratios.beverage_cost_pct;
  const bar = ratios.bar_cost_pct;
  const labor = ratios.labor_cost_pct;
  const prime = ratios.prime_cost_pct;
  const ebitda = ratios.ebitda_pct;
  const net = ratios.net_profit_pct;
  // Every expense line, the three below EBITDA too, is what was captured once the back office's
  // expenses are (0 when none of its category), whatever else is missing: a week without its
  // payroll still shows its rent and its depreciation.
  const expense = (category: ExpenseCategory) =>
    figures.operating_expenses_captured ? figures.expenses[category] : null;
  return {
    ventas: {
      food_sales_cents: figures.sales.food,
      beverage_sales_cents: figures.sales.beverage,
      bar_sales_cents: figures.sales.bar,
      total_net_sales_cents: total,
      total_sales_with_iva_cents: figures.sales_with_iva.total,
      food_sales_pct: ratioPct(figures.sales.food, total),
      beverage_sales_pct: ratioPct(figures.sales.beverage, total),
      bar_sales_pct: ratioPct(figures.sales.bar, total),
    },
    costo_de_ventas: {
      food_cost_cents: figures.cost.food,
      food_cost_pct: food.value,
      food_cost_status: food.status,
      beverage_cost_cents: figures.cost.beverage,
      beverage_cost_pct: beverage.value,
      beverage_cost_status: beverage.status,
      bar_cost_cents: figures.cost.bar,
      bar_cost_pct: bar.value,
      bar_cost_status: bar.status,
      other_cost_cents: figures.cost.other,
      total_cogs_cents: figures.total_cogs,
      total_cogs_pct: ratioPct(figures.total_cogs, total),
    },
    utilidad_bruta: {
      gross_profit_cents: figures.gross_profit,
      gross_margin_pct: ratioPct(figures.gross_profit, total),
    },
    gastos_operativos: {
      labor_cost_cents: figures.labor,
      labor_cost_pct: labor.value,
      labor_cost_status: labor.status,
      prime_cost_cents: figures.prime_cost,
      prime_cost_pct: prime.value,
      prime_cost_status: prime.status,
      rent_cents: expense('rent'),
      utilities_cents: expense('utilities'),
      maintenance_cents: expense('maintenance'),
      marketing_cents: expense('marketing'),
      admin_cents: expense('admin'),
      other_expenses_cents: expense('other'),
      total_opex_cents: figures.total_opex,
      total_opex_pct: ratioPct(figures.total_opex, total),
    },
    ebitda: { ebitda_cents: figures.ebitda, ebitda_pct: ebitda.value, ebitda_status: ebitda.status },
    utilidad_neta: {
      depreciation_cents: expense('depreciation'),
      interest_cents: expense('interest'),
      taxes_cents: expense('taxes'),
      net_profit_cents: figures.net_profit,
      net_profit_pct: net.value,
      net_profit_status: net.status,
    },
  };
}

/** meta members every cost endpoint shares. */
export function costMeta(figures: CostFigures) {
  return {
    cost_method: figures.cost_method,
    missing: figures.missing,
    negative_cost: figures.negative_cost,
    category_sales_source: figures.sales_source,
    inventory: {
      opening_count_date: figures.opening_count?.date ?? null,
      closing_count_date: figures.closing_count?.date ?? null,
    },
    ...coverageMeta(figures),
  };
}

/** meta.ratio_window, meta.coverage, meta.incomplete and meta.out_of_range of a period's figures. */
export function coverageMeta(figures: CostFigures) {
  return {
    ratio_window: figures.ratio_window,
    coverage: figures.coverage,
    incomplete: figures.incomplete,
    out_of_range: figures.out_of_range,
  };
}

export function laborCost(figures: CostFigures): LaborCostAttributes {
  const labor = figures.ratios.labor_cost_pct;
  return {
    total_labor_cents: figures.labor,
    labor_cost_pct: labor.value,
    labor_cost_status: labor.status,
    by_department: figures.labor_by_department.map((row) => ({
      department: row.department,
      amount_cents: row.amount_cents,
      pct_of_sales: ratioPct(row.amount_cents, figures.sales.total),
      employees: row.employees,
    })),
  };
}

/**
 * Days of inventory on hand (DSI, `daysOfInventory`): the stock's value at the range's end (the
 * latest count on or before it, plus the purchases dated after that count through the end) over
 * the period's average daily cost of goods; null without a count or with no positive cost.
 */
export function inventoryDays(
  figures: CostFigures,
  latestCount: CountRecord | null,
  purchases: readonly CostedPurchase[],
) {
  const bought = latestCount
    ? purchases
        .filter((purchase) => purchase.date > latestCount.date && purchase.date <= figures.range.to)
        .reduce(
          (sum, purchase) => sum + purchase.lines.reduce((cents, line) => cents + line.total_cents, 0),
          0,
        )
    : 0;
  const value = latestCount ? countValue(latestCount).total_value_cents + bought : null;
  const days = daysOfInventory(value, figures.total_cogs, figures.days);
  return {
    value: days,
    status: statusOf('inventory_days', days),
    inventory_value_cents: value,
    count_date: latestCount?.date ?? null,
    benchmark_green: BENCHMARKS.inventory_days.green,
    benchmark_red: BENCHMARKS.inventory_days.red,
  };
}
