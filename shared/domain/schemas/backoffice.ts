/**
 * Back-office capture (POST /api/v1/backoffice/*): what the dashboard records that a POS never has —
 * suppliers, purchases, expenses, payroll, inventory counts and recipes. Money is integer cents;
 * quantities are decimal numbers (kilos, litres). Rules decided here are in docs/backoffice.md.
 */
import * as z from 'zod/mini';
import { roundHalfAwayFromZero } from '../analytics/rounding.ts';
import {
  MAX_EXPENSE_PERIOD_DAYS,
  MAX_MEASURE,
  MAX_PAYROLL_PERIOD_DAYS,
  MAX_ROW_CENTS,
  MAX_TOTAL_CENTS,
  MIN_MEASURE,
} from '../limits.ts';
import { DEPARTMENTS, EXPENSE_CATEGORIES, ingredientKey, PAID_WITH } from '../vocabulary.ts';
import { BACKOFFICE_TYPES, type BackofficeResource } from './backoffice-records.ts';
import {
  boundedCents,
  categoryType,
  count,
  isoDate,
  name,
  oneOfRequired,
  requiredName,
  text,
  totalWithinBound,
  uuid,
} from './common.ts';

export { MAX_EXPENSE_PERIOD_DAYS, MAX_PAYROLL_PERIOD_DAYS } from '../limits.ts';
export { DEPARTMENTS } from '../vocabulary.ts';
export {
  BACKOFFICE_DATED,
  type BackofficeResource,
  backofficeListQuery,
  backofficeRecordParams,
  datedBackofficeListQuery,
} from './backoffice-records.ts';
export const MAX_PURCHASE_LINES = 500;
export const MAX_COUNT_ITEMS = 1_000;
export const MAX_RECIPE_INGREDIENTS = 200;

const MEASURE_RULE = `from ${MIN_MEASURE} to ${MAX_MEASURE.toLocaleString('en-US')}`;

/**
 * A measured quantity (2.5 kg): MIN_MEASURE to MAX_MEASURE. z.number() refuses Infinity and NaN
 * itself; the bounds keep every product (quantity × cost) and every stored number exact.
 */
const positiveQuantity = z
  .number({ error: `must be a number ${MEASURE_RULE}` })
  .check(
    z.minimum(MIN_MEASURE, { error: `must be a number ${MEASURE_RULE}` }),
    z.maximum(MAX_MEASURE, { error: `must be a number ${MEASURE_RULE}` }),
  );
/** A measured quantity that may be 0 (on hand, minimum): 0, or MIN_MEASURE to MAX_MEASURE. */
const nonNegativeQuantity = z.number({ error: `must be 0 or a number ${MEASURE_RULE}` }).check(
  z.minimum(0, { error: `must be 0 or a number ${MEASURE_RULE}` }),
  z.maximum(MAX_MEASURE, { error: `must be 0 or a number ${MEASURE_RULE}` }),
  z.refine((value: number) => value === 0 || value >= MIN_MEASURE, {
    error: `must be 0 or a number ${MEASURE_RULE}`,
  }),
);
const CENTS_AT_LEAST_ZERO = 'must be an integer number of cents ≥ 0';
const nonNegativeCents = boundedCents(MAX_TOTAL_CENTS, 0, CENTS_AT_LEAST_ZERO);
/** A unit's price, like a catalog price: at most MAX_ROW_CENTS. */
const unitCostCents = boundedCents(MAX_ROW_CENTS, 0, CENTS_AT_LEAST_ZERO);

export const paidWith = z.enum(PAID_WITH);

export const supplierAttributes = z.object({
  branch_identifier: uuid,
  name: requiredName,
  contact_name: z.optional(name),
  phone: z.optional(name),
  email: z.optional(name),
  lead_time_days: z.optional(z.int().check(z.minimum(0), z.maximum(365))),
});

/** quantity × unit cost, rounded half away from zero to the cent: what total_cents must be. */
export function lineTotalCents(quantity: number, unitCostCents: number): number {
  return roundHalfAwayFromZero(quantity * unitCostCents);
}

export const purchaseLine = z
  .object({
    ingredient: requiredName,
    category_type: categoryType,
    /** Beyond the issue: a free purchase category ("Carnes", "Lácteos") for the food-cost breakdown. */
    category: z.optional(name),
    quantity: positiveQuantity,
    unit: requiredName,
    unit_cost_cents: unitCostCents,
    total_cents: nonNegativeCents,
  })
  .check(
    z.superRefine((line, context) => {
      const expected = lineTotalCents(line.quantity, line.unit_cost_cents);
      if (line.total_cents !== expected) {
        context.addIssue({
          code: 'custom',
          path: ['total_cents'],
          message: `must equal quantity × unit_cost_cents rounded to the cent (${expected})`,
        });
      }
    }),
  );

export const purchaseAttributes = z
  .object({
    branch_identifier: uuid,
    date: isoDate,
    supplier_name: z.optional(requiredName),
    supplier_id: z.optional(name),
    paid_with: paidWith,
    invoice_number: z.optional(name),
    lines: z.array(purchaseLine).check(z.minLength(1), z.maxLength(MAX_PURCHASE_LINES)),
    /** The invoice's IVA, recorded apart: lines are before IVA, and IVA is no cost (it passes through). */
    iva_cents: z.optional(nonNegativeCents),
  })
  .check(
    oneOfRequired('supplier_name', 'supplier_id'),
    z.superRefine((purchase, context) => {
      totalWithinBound(context, 'lines', purchase.lines, 'total_cents');
      if (purchase.supplier_name === undefined && purchase.supplier_id === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['supplier_name'],
          message: 'is required (or supplier_id of a registered supplier)',
        });
      }
    }),
  );
export type PurchaseAttributes = z.infer<typeof purchaseAttributes>;

const DAY_MS = 86_400_000;
const daysFromTo = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** An expense's accrual period: both ends or neither, in order, at most a quarter, near its date. */
function checkExpensePeriod(
  expense: { date: string; period_from?: string | undefined; period_to?: string | undefined },
  context: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  const { date, period_from: from, period_to: to } = expense;
  if (from === undefined && to === undefined) return;
  if (from === undefined || to === undefined) {
    const absent = from === undefined ? 'period_from' : 'period_to';
    const present = from === undefined ? 'period_to' : 'period_from';
    context.addIssue({
      code: 'custom',
      path: [absent],
      message: `is required with ${present} (send both or neither)`,
    });
    return;
  }
  if (to < from) {
    context.addIssue({ code: 'custom', path: ['period_to'], message: 'must not be before period_from' });
    return;
  }
  if (daysFromTo(from, to) + 1 > MAX_EXPENSE_PERIOD_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['period_to'],
      message: `must be at most ${MAX_EXPENSE_PERIOD_DAYS} days after period_from, both included (split longer periods)`,
    });
    return;
  }
  if (Math.abs(daysFromTo(date, from)) > MAX_EXPENSE_PERIOD_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['period_from'],
      message: `must be within ${MAX_EXPENSE_PERIOD_DAYS} days of date`,
    });
  } else if (Math.abs(daysFromTo(date, to)) > MAX_EXPENSE_PERIOD_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['period_to'],
      message: `must be within ${MAX_EXPENSE_PERIOD_DAYS} days of date`,
    });
  }
}

export const expenseAttributes = z
  .object({
    branch_identifier: uuid,
    date: isoDate,
    category: z.enum(EXPENSE_CATEGORIES),
    amount_cents: nonNegativeCents,
    paid_with: paidWith,
    description: z.optional(text),
    /** The days the expense pays for (rent, utilities): it is then spread over them by day. */
    period_from: z.optional(isoDate),
    period_to: z.optional(isoDate),
  })
  .check(z.superRefine(checkExpensePeriod));

export const payrollAttributes = z
  .object({
    branch_identifier: uuid,
    period_from: isoDate,
    period_to: isoDate,
    department: z.enum(DEPARTMENTS),
    amount_cents: nonNegativeCents,
    employees: z.optional(count),
  })
  .check(
    z.superRefine((entry, context) => {
      if (entry.period_to < entry.period_from) {
        context.addIssue({ code: 'custom', path: ['period_to'], message: 'must not be before period_from' });
        return;
      }
      const days = (Date.parse(entry.period_to) - Date.parse(entry.period_from)) / 86_400_000 + 1;
      if (days > MAX_PAYROLL_PERIOD_DAYS) {
        context.addIssue({
          code: 'custom',
          path: ['period_to'],
          message: `must be at most ${MAX_PAYROLL_PERIOD_DAYS} days after period_from, both included (split longer payrolls)`,
        });
      }
    }),
  );

/** A counted item; its value (on_hand × unit_cost_cents) is at most MAX_TOTAL_CENTS, like a purchase line. */
export const countItem = z
  .object({
    ingredient: requiredName,
    unit: requiredName,
    on_hand: nonNegativeQuantity,
    minimum: z._default(nonNegativeQuantity, 0),
    unit_cost_cents: unitCostCents,
    category_type: categoryType,
    supplier_name: z.optional(name),
  })
  .check(
    z.refine((item) => item.on_hand * item.unit_cost_cents <= MAX_TOTAL_CENTS, {
      error: `times on_hand must be at most ${MAX_TOTAL_CENTS.toLocaleString('en-US')} cents (the count's value of one item)`,
      path: ['unit_cost_cents'],
    }),
    z.describe(
      `One counted ingredient. Its value, on_hand × unit_cost_cents, is at most ${MAX_TOTAL_CENTS.toLocaleString('en-US')} cents, else 422 on unit_cost_cents.`,
    ),
  );

export const inventoryCountAttributes = z
  .object({
    branch_identifier: uuid,
    date: isoDate,
    items: z.array(countItem).check(z.minLength(1), z.maxLength(MAX_COUNT_ITEMS)),
  })
  .check(
    z.superRefine((countBody, context) => {
      const seen = new Map<string, number>();
      countBody.items.forEach((item, index) => {
        const key = ingredientKey(item.ingredient, item.unit);
        const first = seen.get(key);
        if (first !== undefined) {
          context.addIssue({
            code: 'custom',
            path: ['items', index, 'ingredient'],
            message: `repeats items[${first}] (same ingredient and unit); count it once`,
          });
        }
        seen.set(key, index);
      });
    }),
  );

export const recipeIngredient = z.object({
  ingredient: requiredName,
  quantity: positiveQuantity,
  unit: requiredName,
});

export const recipeAttributes = z
  .object({
    branch_identifier: uuid,
    item_identifier: z.optional(uuid),
    item_sku: z.optional(name),
    item_name: z.optional(name),
    ingredients: z.array(recipeIngredient).check(z.minLength(1), z.maxLength(MAX_RECIPE_INGREDIENTS)),
  })
  .check(
    oneOfRequired('item_identifier', 'item_sku', 'item_name'),
    z.superRefine((recipe, context) => {
      const named = [recipe.item_identifier, recipe.item_sku, recipe.item_name].some(
        (value) => value !== undefined && value.trim() !== '',
      );
      if (!named) {
        context.addIssue({
          code: 'custom',
          path: ['item_identifier'],
          message: 'is required (or item_sku, or item_name): the catalog item this recipe makes',
        });
      }
    }),
  );
export type RecipeAttributes = z.infer<typeof recipeAttributes>;

export const BACKOFFICE_SCHEMAS = {
  suppliers: { type: BACKOFFICE_TYPES.suppliers, attributes: supplierAttributes },
  purchases: { type: BACKOFFICE_TYPES.purchases, attributes: purchaseAttributes },
  expenses: { type: BACKOFFICE_TYPES.expenses, attributes: expenseAttributes },
  payroll: { type: BACKOFFICE_TYPES.payroll, attributes: payrollAttributes },
  'inventory-counts': { type: BACKOFFICE_TYPES['inventory-counts'], attributes: inventoryCountAttributes },
  recipes: { type: BACKOFFICE_TYPES.recipes, attributes: recipeAttributes },
} as const satisfies Record<BackofficeResource, { type: string; attributes: z.ZodMiniType }>;
