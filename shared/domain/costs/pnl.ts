/**
 * The money side of a period: cost of sales (purchases, optionally adjusted by inventory counts),
 * labor (payroll prorated by days), operating expenses, prime cost, gross profit, EBITDA and net
 * profit. One function (`costPeriod`) computes every figure once; the P&L, food-cost, labor-cost and
 * KPI endpoints and the cost alerts only present them. Rules: docs/computation-rules.md ("Costs").
 *
 * Unknown is null, never 0: a ratio over 0, a category sold but never costed, labor without any
 * payroll, EBITDA without any operating expense captured. `missing` says what to capture.
 */

import type { CategorySalesFold, OrderLineSales } from '../analytics/cubes.ts';
import type { CategoryType } from '../analytics/inputs.ts';
import type { DateRange } from '../analytics/period.ts';
import { divideRounded, ratioPct, roundHalfAwayFromZero, sumPresent } from '../analytics/rounding.ts';
import { BENCHMARKS, type BenchmarkKey, statusOf } from '../benchmarks.ts';
import type { LaborCostAttributes, PnlAttributes } from '../responses/intelligence-costs.ts';
import {
  BELOW_EBITDA_CATEGORIES,
  DEPARTMENTS,
  type Department,
  type ExpenseCategory,
  OPERATING_EXPENSE_CATEGORIES,
} from '../schemas/backoffice.ts';
import {
  addDays,
  type CountRecord,
  daysBetweenInclusive,
  type ExpenseRecord,
  inRange,
  overlapDays,
  type PayrollRecord,
  type PurchaseLineRecord,
} from './records.ts';

/** The response schemas' types (shared/domain/responses/): the schema is the type. */
export type { LaborCostAttributes, PnlAttributes };

export const COST_TYPES: readonly CategoryType[] = ['food', 'beverage', 'bar', 'other'];
/** Category types with their own sales (zout sales summaries carry food, beverage and bar sales). */
export const SOLD_TYPES = ['food', 'beverage', 'bar'] as const;
export type SoldType = (typeof SOLD_TYPES)[number];

export type CostMethod = 'purchases' | 'purchases_and_inventory';

/** What the owner still has to capture for a number to exist (meta.missing). */
export type MissingInput =
  | 'sales_by_category'
  | 'food_purchases'
  | 'beverage_purchases'
  | 'bar_purchases'
  | 'payroll'
  | 'operating_expenses'
  | 'inventory_counts';

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
    let cents: number | null = null;
    let fromSummary = false;
    let fromLines = false;
    for (const day of days) {
      const folded = day.category_sales?.[type];
      if (folded !== undefined) {
        if (folded.cents !== null) cents = (cents ?? 0) + folded.cents;
        fromSummary ||= folded.from_summary;
        fromLines ||= folded.from_lines;
        continue;
      }
      const summary = day[`${type}_sales_cents`];
      const lines = day.order_lines_sales?.[`${type}_sales_cents`];
      if (summary !== null && summary !== undefined) {
        cents = (cents ?? 0) + summary;
        fromSummary = true;
      } else if (lines !== undefined) {
        cents = (cents ?? 0) + lines;
        fromLines = true;
      }
    }
    fold[type] = { cents, from_summary: fromSummary, from_lines: fromLines };
  }
  return fold;
}

/**
 * Whether month rollups of the sales cube stand for their days in the cost figures: a rollup merged
 * before `category_sales` existed does not (its merged members cannot tell the days' choice apart),
 * and a read takes that month from its day cubes instead.
 */
export const carriesCategoryChoice = (months: readonly CategorySales[]): boolean =>
  months.every((month) => month.category_sales !== undefined);

/** The period's sales per category type (null when no day had either) and their source. */
export function categorySalesOf(days: readonly CategorySales[]): {
  sales: Record<SoldType, number | null>;
  source: Record<SoldType, CategorySalesSource | null>;
} {
  const fold = foldCategorySales(days);
  const sales = {} as Record<SoldType, number | null>;
  const source = {} as Record<SoldType, CategorySalesSource | null>;
  for (const type of SOLD_TYPES) {
    const { cents, from_summary: fromSummary, from_lines: fromLines } = fold[type];
    sales[type] = cents;
    source[type] =
      fromSummary && fromLines
        ? 'sales_summary_and_order_lines'
        : fromSummary
          ? 'sales_summary'
          : fromLines
            ? 'order_lines'
            : null;
  }
  return { sales, source };
}

/** What the cost of sales reads of a purchase: its date, and its lines' type and total. */
export interface CostedPurchase {
  date: string;
  lines: ReadonlyArray<Pick<PurchaseLineRecord, 'category_type' | 'total_cents'>>;
}

/** What the figures read of an expense. */
export type CostedExpense = Pick<ExpenseRecord, 'date' | 'category' | 'amount_cents'>;

/** What the figures read of a payroll entry. */
export type CostedPayroll = Omit<PayrollRecord, 'id'>;

/** What the figures read of an inventory count: its items' type, quantity and unit cost. */
export interface CostedCount extends Pick<CountRecord, 'id' | 'date'> {
  items: ReadonlyArray<Pick<CountRecord['items'][number], 'category_type' | 'on_hand' | 'unit_cost_cents'>>;
}

export interface CostInput {
  range: DateRange;
  /** Sales cubes of the range's days. */
  sales: readonly CategorySales[];
  /** Purchases (or a day's sums as one: costs/month-part.ts); those dated outside the range are ignored. */
  purchases: readonly CostedPurchase[];
  /** Expenses (or a day's sums per category); those dated outside the range are ignored. */
  expenses: readonly CostedExpense[];
  /** Payroll entries; each counts for the days of its period inside the range. */
  payroll: readonly CostedPayroll[];
  /** Inventory counts on or before range.to (older ones are fine: the opening is the latest before the range). */
  counts: readonly CostedCount[];
}

export interface CountValue {
  id: string;
  date: string;
  value_cents: Record<CategoryType, number>;
  total_value_cents: number;
}

export interface CostFigures {
  range: DateRange;
  days: number;
  sales: Record<SoldType, number | null> & { total: number | null };
  /** Which input each category type's sales came from (meta.category_sales_source). */
  sales_source: Record<SoldType, CategorySalesSource | null>;
  purchases: Record<CategoryType, number>;
  /** Opening − closing count value per type; null when the method is purchases only. */
  inventory_adjustment: Record<CategoryType, number> | null;
  cost: Record<CategoryType, number | null>;
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
}

const zeroByType = (): Record<CategoryType, number> => ({ food: 0, beverage: 0, bar: 0, other: 0 });

/** Value of a count per category type: Σ on_hand × unit_cost_cents, rounded once to the cent. */
export function countValue(count: CostedCount): CountValue {
  const raw = zeroByType();
  for (const item of count.items) raw[item.category_type] += item.on_hand * item.unit_cost_cents;
  const value_cents = zeroByType();
  for (const type of COST_TYPES) value_cents[type] = roundHalfAwayFromZero(raw[type]);
  const total = roundHalfAwayFromZero(COST_TYPES.reduce((sum, type) => sum + raw[type], 0));
  return { id: count.id, date: count.date, value_cents, total_value_cents: total };
}

/** The latest count dated on or before `date` (ties: the later id), or null. */
/**
 * How far before a period its opening inventory count is looked for. An older count is too stale to
 * stand for the shelf on the day before the period (docs/computation-rules.md).
 */
export const OPENING_COUNT_LOOKBACK_DAYS = 62;

/** The latest count dated on or before `date` (and, when given, on or after `notBefore`). */
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
export function proratedPayroll(entry: CostedPayroll, range: DateRange): number {
  const inside = overlapDays({ from: entry.period_from, to: entry.period_to }, range);
  if (inside === 0) return 0;
  const total = daysBetweenInclusive(entry.period_from, entry.period_to);
  return divideRounded(entry.amount_cents * inside, total) ?? 0;
}

export function costPeriod(input: CostInput): CostFigures {
  const { range } = input;
  const missing: MissingInput[] = [];

  const { sales, source: salesSource } = categorySalesOf(input.sales);
  const total = sumPresent([sales.food, sales.beverage, sales.bar]);
  if (total === null) missing.push('sales_by_category');

  const purchases = zeroByType();
  const purchased = new Set<CategoryType>();
  for (const purchase of input.purchases) {
    if (!inRange(purchase.date, range)) continue;
    for (const line of purchase.lines) {
      purchases[line.category_type] += line.total_cents;
      purchased.add(line.category_type);
    }
  }

  // Inventory method: a count on or before the day before the range (within the look-back, whatever
  // else the caller read), and a later one inside it.
  const openingRecord = latestCountOnOrBefore(
    input.counts,
    addDays(range.from, -1),
    addDays(range.from, -OPENING_COUNT_LOOKBACK_DAYS),
  );
  const closingCandidate = latestCountOnOrBefore(input.counts, range.to);
  const closingRecord = closingCandidate && closingCandidate.date >= range.from ? closingCandidate : null;
  const opening = openingRecord && closingRecord ? countValue(openingRecord) : null;
  const closing = openingRecord && closingRecord ? countValue(closingRecord) : null;
  const counted = new Set<CategoryType>();
  let adjustment: Record<CategoryType, number> | null = null;
  if (opening && closing && openingRecord && closingRecord) {
    adjustment = zeroByType();
    for (const type of COST_TYPES) adjustment[type] = opening.value_cents[type] - closing.value_cents[type];
    for (const item of [...openingRecord.items, ...closingRecord.items]) counted.add(item.category_type);
  } else {
    missing.push('inventory_counts');
  }

  const cost = {} as Record<CategoryType, number | null>;
  for (const type of COST_TYPES) {
    const sold = type === 'other' ? 0 : (sales[type] ?? 0);
    const captured = purchased.has(type) || counted.has(type);
    // Sold but never costed: unknown. Neither sold nor bought: nothing to cost (0).
    if (!captured && sold !== 0) {
      cost[type] = null;
      missing.push(`${type as SoldType}_purchases`);
    } else {
      cost[type] = purchases[type] + (adjustment?.[type] ?? 0);
    }
  }
  const total_cogs = COST_TYPES.some((type) => cost[type] === null)
    ? null
    : COST_TYPES.reduce((sum, type) => sum + (cost[type] ?? 0), 0);

  const byDepartment = new Map<Department, { amount_cents: number; employees: number | null }>();
  for (const entry of input.payroll) {
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
  if (labor === null) missing.push('payroll');

  const expenses = Object.fromEntries(
    [...OPERATING_EXPENSE_CATEGORIES, ...BELOW_EBITDA_CATEGORIES].map((category) => [category, 0]),
  ) as Record<ExpenseCategory, number>;
  let operatingCaptured = false;
  for (const expense of input.expenses) {
    if (!inRange(expense.date, range)) continue;
    expenses[expense.category] += expense.amount_cents;
    if ((OPERATING_EXPENSE_CATEGORIES as readonly string[]).includes(expense.category))
      operatingCaptured = true;
  }
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
    sales_source: salesSource,
    purchases,
    inventory_adjustment: adjustment,
    cost,
    cost_method: adjustment ? 'purchases_and_inventory' : 'purchases',
    opening_count: opening,
    closing_count: closing,
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
    missing,
  };
}

/** A ratio and its status against the spec's benchmark table. */
export function judged(kpi: BenchmarkKey, part: number | null, whole: number | null) {
  const value = ratioPct(part, whole);
  return { value, status: statusOf(kpi, value) };
}

/** The cost-of-sales ratio of a category type against that type's own sales. */
export function typeCostRatio(figures: CostFigures, type: SoldType) {
  const kpi = `${type}_cost_pct` as BenchmarkKey;
  return judged(kpi, figures.cost[type], figures.sales[type]);
}

/** The spec's P&L sections from the period's figures. */
export function pnlSummary(figures: CostFigures): PnlAttributes {
  const total = figures.sales.total;
  const food = typeCostRatio(figures, 'food');
  const beverage = typeCostRatio(figures, 'beverage');
  const bar = typeCostRatio(figures, 'bar');
  const labor = judged('labor_cost_pct', figures.labor, total);
  const prime = judged('prime_cost_pct', figures.prime_cost, total);
  const ebitda = judged('ebitda_pct', figures.ebitda, total);
  const net = judged('net_profit_pct', figures.net_profit, total);
  const opex = (category: ExpenseCategory) =>
    figures.operating_expenses_captured ? figures.expenses[category] : null;
  const belowEbitda = (category: ExpenseCategory) =>
    figures.ebitda === null ? null : figures.expenses[category];
  return {
    ventas: {
      food_sales_cents: figures.sales.food,
      beverage_sales_cents: figures.sales.beverage,
      bar_sales_cents: figures.sales.bar,
      total_net_sales_cents: total,
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
      rent_cents: opex('rent'),
      utilities_cents: opex('utilities'),
      maintenance_cents: opex('maintenance'),
      marketing_cents: opex('marketing'),
      admin_cents: opex('admin'),
      other_expenses_cents: opex('other'),
      total_opex_cents: figures.total_opex,
      total_opex_pct: ratioPct(figures.total_opex, total),
    },
    ebitda: { ebitda_cents: figures.ebitda, ebitda_pct: ebitda.value, ebitda_status: ebitda.status },
    utilidad_neta: {
      depreciation_cents: belowEbitda('depreciation'),
      interest_cents: belowEbitda('interest'),
      taxes_cents: belowEbitda('taxes'),
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
    category_sales_source: figures.sales_source,
    inventory: {
      opening_count_date: figures.opening_count?.date ?? null,
      closing_count_date: figures.closing_count?.date ?? null,
    },
  };
}

export function laborCost(figures: CostFigures): LaborCostAttributes {
  const labor = judged('labor_cost_pct', figures.labor, figures.sales.total);
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
 * Days of inventory on hand (DSI): the latest count's value (on or before the range's end) /
 * average daily COGS of the period, one decimal; null without a count or with no COGS.
 */
export function inventoryDays(figures: CostFigures, latestCount: CountRecord | null) {
  const value = latestCount ? countValue(latestCount).total_value_cents : null;
  const days =
    value === null || figures.total_cogs === null || figures.total_cogs <= 0
      ? null
      : divideRounded(value * figures.days, figures.total_cogs, 1);
  return {
    value: days,
    status: statusOf('inventory_days', days),
    inventory_value_cents: value,
    count_date: latestCount?.date ?? null,
    benchmark_green: BENCHMARKS.inventory_days.green,
    benchmark_red: BENCHMARKS.inventory_days.red,
  };
}
