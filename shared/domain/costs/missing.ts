/**
 * Which of a period's missing captures (meta.missing) leave each cost figure null. meta.missing
 * lists every gap of the period; a door that explains one null figure names only the gaps that
 * figure reads ("Costo de alimentos: faltan compras de alimentos", not also the payroll).
 */
import type { MissingInput } from './pnl.ts';

/** The total sales without IVA are the summaries' own total: the split by category is not needed. */
const SALES: readonly MissingInput[] = ['sales_without_iva'];
const CATEGORY_SALES: readonly MissingInput[] = ['sales_by_category', 'sales_without_iva'];
const PURCHASES: readonly MissingInput[] = ['food_purchases', 'beverage_purchases', 'bar_purchases'];
const EVERYTHING: readonly MissingInput[] = [...SALES, ...PURCHASES, 'payroll', 'operating_expenses'];

/**
 * The captures each figure reads, by the name of its amount and of its ratio. A ratio reads its
 * amount and the sales. The `other` category has no sales of its own (its sales and ratio are null
 * by design), and a count missing leaves the cost of sales on the purchases, not null: only the
 * days of inventory need one.
 */
export const FIGURE_INPUTS = {
  sales: SALES,
  category_sales: CATEGORY_SALES,
  food_cost: ['food_purchases'],
  food_cost_pct: [...CATEGORY_SALES, 'food_purchases'],
  beverage_cost: ['beverage_purchases'],
  beverage_cost_pct: [...CATEGORY_SALES, 'beverage_purchases'],
  bar_cost: ['bar_purchases'],
  bar_cost_pct: [...CATEGORY_SALES, 'bar_purchases'],
  other_cost: [],
  total_cogs: PURCHASES,
  total_cogs_pct: [...SALES, ...PURCHASES],
  gross_profit: [...SALES, ...PURCHASES],
  labor: ['payroll'],
  labor_cost_pct: [...SALES, 'payroll'],
  prime_cost: [...PURCHASES, 'payroll'],
  prime_cost_pct: [...SALES, ...PURCHASES, 'payroll'],
  expense_line: ['operating_expenses'],
  total_opex: ['payroll', 'operating_expenses'],
  total_opex_pct: [...SALES, 'payroll', 'operating_expenses'],
  ebitda: EVERYTHING,
  ebitda_pct: EVERYTHING,
  net_profit: EVERYTHING,
  net_profit_pct: EVERYTHING,
  inventory_days: [...PURCHASES, 'inventory_counts'],
} as const satisfies Record<string, readonly MissingInput[]>;

export type CostFigureName = keyof typeof FIGURE_INPUTS;

/** The missing captures `figure` reads, in meta.missing's order; empty for a name not listed. */
export function missingInputsOf(figure: string, missing: readonly string[] | null | undefined): string[] {
  const reads = (FIGURE_INPUTS as Record<string, readonly string[] | undefined>)[figure];
  if (reads === undefined) return [];
  return (missing ?? []).filter((input) => reads.includes(input));
}
