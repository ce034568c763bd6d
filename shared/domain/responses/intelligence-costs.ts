/**
 * The cost reads of GET /api/v1/intelligence/*: P&L, food cost, labor cost and purchase
 * suggestions (docs/intelligence.md, rules in docs/computation-rules.md "Costs"). Figures the
 * back office has not captured yet are null, and meta.missing says what to capture.
 */
import * as z from 'zod/mini';
import { categoryType } from '../schemas/common.ts';
import { DEPARTMENTS } from '../vocabulary.ts';
import { cents, isoDate, nullableCents, pct, readMetaShape, statusColour, timestamp } from './common.ts';
import {
  benchmarks,
  categorySalesSource,
  costMethod,
  coverageMetaShape,
  daysWithSales,
  inventoryDays,
  missingInputs,
  negativeCost,
} from './intelligence.ts';

/** Opening and closing inventory counts of the range (null: none, the method is purchases only). */
const countDates = z.strictObject({
  opening_count_date: z.nullable(isoDate),
  closing_count_date: z.nullable(isoDate),
});

/** meta of the reads built on the period's cost figures. */
const costMetaShape = {
  cost_method: costMethod,
  missing: missingInputs,
  negative_cost: negativeCost,
  category_sales_source: categorySalesSource,
  inventory: countDates,
  ...coverageMetaShape,
  /** The sales side of the period: its costs accrue over all its days (docs/figures.md). */
  days_with_sales: daysWithSales,
};

export const pnlAttributes = z.strictObject({
  ventas: z.strictObject({
    food_sales_cents: nullableCents,
    beverage_sales_cents: nullableCents,
    bar_sales_cents: nullableCents,
    total_net_sales_cents: nullableCents.check(
      z.describe(
        "The sales without IVA as the zout summaries total them (packaging and extras included; the same sum as the sales summary's total_sales_no_iva_cents): the base of every ratio but the category costs.",
      ),
    ),
    total_sales_with_iva_cents: nullableCents.check(
      z.describe('The same sales with IVA, as the POS sent them (IVA passes through; no ratio reads it).'),
    ),
    food_sales_pct: pct,
    beverage_sales_pct: pct,
    bar_sales_pct: pct,
  }),
  costo_de_ventas: z.strictObject({
    food_cost_cents: nullableCents,
    food_cost_pct: pct,
    food_cost_status: statusColour,
    beverage_cost_cents: nullableCents,
    beverage_cost_pct: pct,
    beverage_cost_status: statusColour,
    bar_cost_cents: nullableCents,
    bar_cost_pct: pct,
    bar_cost_status: statusColour,
    other_cost_cents: nullableCents,
    total_cogs_cents: nullableCents,
    total_cogs_pct: pct,
  }),
  utilidad_bruta: z.strictObject({ gross_profit_cents: nullableCents, gross_margin_pct: pct }),
  gastos_operativos: z.strictObject({
    labor_cost_cents: nullableCents,
    labor_cost_pct: pct,
    labor_cost_status: statusColour,
    prime_cost_cents: nullableCents,
    prime_cost_pct: pct,
    prime_cost_status: statusColour,
    rent_cents: nullableCents,
    utilities_cents: nullableCents,
    maintenance_cents: nullableCents,
    marketing_cents: nullableCents,
    admin_cents: nullableCents,
    other_expenses_cents: nullableCents,
    total_opex_cents: nullableCents,
    total_opex_pct: pct,
  }),
  ebitda: z.strictObject({ ebitda_cents: nullableCents, ebitda_pct: pct, ebitda_status: statusColour }),
  utilidad_neta: z.strictObject({
    depreciation_cents: nullableCents,
    interest_cents: nullableCents,
    taxes_cents: nullableCents,
    net_profit_cents: nullableCents,
    net_profit_pct: pct,
    net_profit_status: statusColour,
  }),
});
export type PnlAttributes = z.output<typeof pnlAttributes>;

export const pnlMeta = z.strictObject({ ...readMetaShape, benchmarks, ...costMetaShape });

export const foodCostAttributes = z.strictObject({
  food_cost_pct: pct,
  food_cost_status: statusColour,
  beverage_cost_pct: pct,
  beverage_cost_status: statusColour,
  bar_cost_pct: pct,
  bar_cost_status: statusColour,
  by_category: z.array(
    z.strictObject({
      category: categoryType,
      purchases_cents: cents,
      inventory_adjustment_cents: nullableCents.check(
        z.describe('Opening − closing count value; null when the method is purchases only.'),
      ),
      cost_cents: nullableCents,
      sales_cents: nullableCents,
      cost_pct: pct,
      status: statusColour,
    }),
  ),
  by_purchase_category: z.array(
    z.strictObject({
      category: z.string(),
      category_type: categoryType,
      purchases_cents: cents,
      pct_of_category_sales: pct,
    }),
  ),
  theoretical_food_cost_cents: nullableCents.check(
    z.describe(
      'Σ quantity sold × portion cost (recipe, else catalog unit cost); null when a food item sold has neither.',
    ),
  ),
  theoretical_food_cost_pct: pct,
  food_cost_variance_cents: nullableCents,
  food_cost_variance_pct: pct,
  by_supplier: z
    .array(
      z.strictObject({
        supplier_name: z
          .string()
          .check(z.describe('As most of its purchases spell it (names compare normalized).')),
        purchases_cents: cents.check(z.describe('Σ total_cents of its purchases in the range, before IVA.')),
        purchases_count: z.int().check(z.describe('How many purchases it made in the range.')),
        pct_of_purchases: pct.check(
          z.describe('Its share of all the range’s purchases; null when they sum to 0.'),
        ),
      }),
    )
    .check(
      z.describe(
        'The range’s purchases by supplier, most bought first, then by name (additive, since 2026-12-05).',
      ),
    ),
  purchases_iva: z
    .strictObject({
      iva_cents: cents.check(
        z.describe('Σ iva_cents of the purchases dated in the range that state it (the invoices’ IVA).'),
      ),
      purchases_count: z.int().check(z.describe('How many purchases are dated in the range.')),
      without_iva_count: z
        .int()
        .check(z.describe('Of them, how many state no iva_cents: exempt, at 0 %, or not captured.')),
    })
    .check(
      z.describe(
        'The IVA paid on the range’s purchases, which the owner may credit against the IVA collected on sales (additive, since 2026-12-06). Operating expenses carry no IVA field, so theirs is not here.',
      ),
    ),
  inventory_days: z.nullable(z.number()),
  inventory_days_status: statusColour,
});
export type FoodCostAttributes = z.output<typeof foodCostAttributes>;

export const foodCostMeta = z.strictObject({
  ...readMetaShape,
  benchmarks,
  ...costMetaShape,
  theoretical: z.strictObject({
    items_by_recipe: z.int(),
    items_by_catalog_cost: z.int(),
    items_without_cost: z.array(z.string()),
  }),
  inventory_days: inventoryDays,
});

export const laborCostAttributes = z.strictObject({
  total_labor_cents: nullableCents,
  labor_cost_pct: pct,
  labor_cost_status: statusColour,
  by_department: z.array(
    z.strictObject({
      department: z.enum(DEPARTMENTS),
      amount_cents: cents,
      pct_of_sales: pct,
      employees: z.nullable(z.int()),
    }),
  ),
});
export type LaborCostAttributes = z.output<typeof laborCostAttributes>;

export const laborCostMeta = z.strictObject({
  ...readMetaShape,
  benchmarks,
  missing: missingInputs,
  category_sales_source: categorySalesSource,
  ...coverageMetaShape,
  /** The sales side of the ratio, as /pnl's (since 2026-12-07). */
  days_with_sales: daysWithSales,
});

export const suggestedItem = z.strictObject({
  item_name: z.string(),
  unit: z.string(),
  current_stock: z.number(),
  minimum: z.number(),
  daily_usage: z.nullable(z.number()),
  usage_source: z.nullable(z.enum(['recipes', 'counts'])),
  suggested_qty: z.number(),
  unit_cost_cents: cents,
  total_cost_cents: cents,
  reason: z.string(),
});

export const inventorySuggestionsAttributes = z.strictObject({
  generated_at: timestamp,
  days_ahead: z.int(),
  by_supplier: z.array(
    z.strictObject({ supplier_name: z.string(), items: z.array(suggestedItem), subtotal_cents: cents }),
  ),
  total_suggested_cents: cents,
});
export type InventorySuggestionsAttributes = z.output<typeof inventorySuggestionsAttributes>;

export const inventorySuggestionsMeta = z.strictObject({
  ...readMetaShape,
  as_of: isoDate.check(z.describe('The date the suggestions are computed for: the range’s end.')),
  count_date: z.nullable(isoDate),
  low_stock: z.array(
    z.strictObject({
      ingredient: z.string(),
      unit: z.string(),
      on_hand: z.number(),
      minimum: z.number(),
      supplier_name: z.nullable(z.string()),
    }),
  ),
  missing: z.array(z.literal('inventory_counts')),
  usage_from: z
    .enum(['forecast', 'sales_28_days'])
    .check(
      z.describe(
        "What the recipes' daily usage is computed from: forecast, the stored forecast's item quantities of the next days (usage_days of them, docs/forecast-api.md); sales_28_days, the quantities sold over the 28 days before as_of.",
      ),
    ),
  usage_days: z
    .int()
    .check(z.describe('The days the usage is averaged over: the forecast days read, or 28.')),
});

export type PnlMeta = z.output<typeof pnlMeta>;
export type FoodCostMeta = z.output<typeof foodCostMeta>;
export type LaborCostMeta = z.output<typeof laborCostMeta>;
export type InventorySuggestionsMeta = z.output<typeof inventorySuggestionsMeta>;
