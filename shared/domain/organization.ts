/**
 * A chain read as one (docs/organizations.md): the period figures of several branches added into
 * one set of figures, from which the ratios are computed again, never averaged. Sums of cents and
 * counts add; a figure one branch cannot give (null) makes the chain's figure null, since a partial
 * sum would read as the whole chain's. Pure: the use cases read each branch's figures.
 */
import type { CategoryType } from './analytics/inputs.ts';
import type { DateRange } from './analytics/period.ts';
import { COST_INPUT_NAMES, type CostCoverage } from './costs/coverage.ts';
import { type CostFigures, judgeRatios, type MissingInput, type PeriodFigures } from './costs/pnl.ts';
import { daysBetweenInclusive } from './costs/records.ts';

/** null when any is null; the sum otherwise (0 for none). */
export function sumAll(values: ReadonlyArray<number | null>): number | null {
  let total = 0;
  for (const value of values) {
    if (value === null) return null;
    total += value;
  }
  return total;
}

function sumRecord<K extends string>(
  records: ReadonlyArray<Record<K, number | null>>,
  keys: readonly K[],
): Record<K, number | null> {
  return Object.fromEntries(keys.map((key) => [key, sumAll(records.map((record) => record[key]))])) as Record<
    K,
    number | null
  >;
}

const COST_TYPES: readonly CategoryType[] = ['food', 'beverage', 'bar', 'other'];

/** The earliest start and latest end of the branches' periods (each branch reads its own days). */
export function spanOf(ranges: readonly DateRange[], fallback: DateRange): DateRange {
  if (ranges.length === 0) return fallback;
  return {
    from: ranges.reduce((min, range) => (range.from < min ? range.from : min), ranges[0]!.from),
    to: ranges.reduce((max, range) => (range.to > max ? range.to : max), ranges[0]!.to),
  };
}

/**
 * The cost figures of several branches as one: every amount summed (null when a branch lacks it),
 * so pnlSummary and costKpis compute the chain's ratios from the summed parts, over the same days.
 * The inventory method is `purchases_and_inventory` only when every branch's is; opening and
 * closing counts are per branch and not added (the chain's days of inventory are not computed).
 */
export function sumCostFigures(figures: readonly CostFigures[], range: DateRange): CostFigures {
  const period = sumPeriodFigures(figures, range);
  return { ...period, ratio_window: range, ...judgeRatios(period) };
}

/** The branches' period figures added (amounts, coverage, missing inputs), before any ratio. */
function sumPeriodFigures(figures: readonly CostFigures[], range: DateRange): PeriodFigures {
  const sales = sumRecord(
    figures.map((one) => one.sales),
    ['food', 'beverage', 'bar', 'total'] as const,
  );
  const purchases = sumRecord(
    figures.map((one) => one.purchases),
    COST_TYPES,
  ) as Record<CategoryType, number>;
  const adjustments = figures.map((one) => one.inventory_adjustment);
  const inventory_adjustment =
    adjustments.length > 0 && adjustments.every((one) => one !== null)
      ? (sumRecord(adjustments, COST_TYPES) as Record<CategoryType, number>)
      : null;
  const byDepartment = new Map<string, CostFigures['labor_by_department'][number]>();
  for (const row of figures.flatMap((one) => one.labor_by_department)) {
    const sum = byDepartment.get(row.department);
    byDepartment.set(
      row.department,
      sum
        ? {
            department: row.department,
            amount_cents: sum.amount_cents + row.amount_cents,
            employees:
              sum.employees === null && row.employees === null
                ? null
                : (sum.employees ?? 0) + (row.employees ?? 0),
          }
        : { ...row },
    );
  }
  const expenseKeys = Object.keys(figures[0]?.expenses ?? {}) as Array<keyof CostFigures['expenses']>;
  const missing = [...new Set(figures.flatMap((one) => one.missing))] as MissingInput[];
  const amount = (pick: (one: CostFigures) => number | null) => sumAll(figures.map(pick));
  const cost = sumRecord(
    figures.map((one) => one.cost),
    COST_TYPES,
  );
  const summed: PeriodFigures = {
    range,
    sales_with_iva: { total: amount((one) => one.sales_with_iva.total) },
    coverage: chainCoverage(figures, range),
    days: figures.reduce((max, one) => Math.max(max, one.days), 0),
    sales: sales as CostFigures['sales'],
    sales_source: chainSalesSource(figures),
    purchases,
    inventory_adjustment,
    cost,
    negative_cost: COST_TYPES.filter((type) => (cost[type] ?? 0) < 0),
    cost_method:
      figures.length > 0 && figures.every((one) => one.cost_method === 'purchases_and_inventory')
        ? 'purchases_and_inventory'
        : 'purchases',
    opening_count: null,
    closing_count: null,
    total_cogs: amount((one) => one.total_cogs),
    labor: amount((one) => one.labor),
    labor_by_department: [...byDepartment.values()],
    expenses: sumRecord(
      figures.map((one) => one.expenses),
      expenseKeys,
    ) as CostFigures['expenses'],
    operating_expenses_captured:
      figures.length > 0 && figures.every((one) => one.operating_expenses_captured),
    gross_profit: amount((one) => one.gross_profit),
    prime_cost: amount((one) => one.prime_cost),
    total_opex: amount((one) => one.total_opex),
    ebitda: amount((one) => one.ebitda),
    net_profit: amount((one) => one.net_profit),
    missing,
  };
  // A chain's ratio has a colour only when every branch's inputs cover the window (each input covers
  // as little as the branch that covers least).
  return summed;
}

/** Per input, the least any branch covers (a chain's input covers what all its branches cover). */
function chainCoverage(figures: readonly CostFigures[], range: DateRange): CostCoverage {
  const period_days = figures[0]?.coverage.payroll.period_days ?? daysBetweenInclusive(range.from, range.to);
  return Object.fromEntries(
    COST_INPUT_NAMES.map((name) => [
      name,
      {
        covered_days: figures.reduce(
          (least, one) => Math.min(least, one.coverage[name].covered_days),
          period_days,
        ),
        period_days,
      },
    ]),
  ) as CostCoverage;
}

/**
 * Which input each category type's sales came from across the chain: the one source when every
 * branch that has one agrees, `sales_summary_and_order_lines` when they differ, null when none has.
 */
function chainSalesSource(figures: readonly CostFigures[]): CostFigures['sales_source'] {
  const types = Object.keys(figures[0]?.sales_source ?? { food: null, beverage: null, bar: null }) as Array<
    keyof CostFigures['sales_source']
  >;
  const entries = types.map((type) => {
    const sources = new Set(figures.map((one) => one.sales_source[type]).filter((source) => source !== null));
    const [only] = sources;
    return [type, sources.size === 0 ? null : sources.size === 1 ? only! : 'sales_summary_and_order_lines'];
  });
  return Object.fromEntries(entries) as CostFigures['sales_source'];
}
