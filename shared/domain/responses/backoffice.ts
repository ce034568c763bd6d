/**
 * Back-office answers (docs/backoffice.md): each resource's stored record, the list page and the
 * delete answer. A record is what its POST body validated to, without `branch_identifier` (the key
 * says the branch), plus `created_at` and, for a purchase, the members the service computes. The
 * request side (what a POST accepts) is shared/domain/schemas/backoffice.ts.
 */
import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits.ts';
import { CATEGORY_TYPES, DEPARTMENTS, EXPENSE_CATEGORIES, PAID_WITH } from '../vocabulary.ts';
import { cents, isoDate, pageMeta, period, timestamp, uuid } from './common.ts';

const createdAt = timestamp.check(
  z.describe(
    "When the record was captured (ISO 8601 with the branch's UTC offset); a replayed POST answers the first one.",
  ),
);
const quantity = z.number().check(z.describe('A measured quantity (kilos, litres, pieces) in `unit`.'));
const categoryType = z.enum(CATEGORY_TYPES);
const paidWith = z.enum(PAID_WITH);

export const supplierRecord = z.strictObject({
  created_at: createdAt,
  name: z.string(),
  contact_name: z.optional(z.string()),
  phone: z.optional(z.string()),
  email: z.optional(z.string()),
  lead_time_days: z.optional(
    z.int().check(z.describe('Days from order to delivery; the purchase suggestions order this far ahead.')),
  ),
});

export const purchaseLineRecord = z.strictObject({
  ingredient: z.string(),
  category_type: categoryType,
  category: z.optional(z.string().check(z.describe('Free purchase category ("Carnes", "Lácteos").'))),
  quantity,
  unit: z.string(),
  unit_cost_cents: cents.check(z.describe('Unit cost before IVA, as on the invoice’s lines.')),
  total_cents: cents.check(
    z.describe('quantity × unit_cost_cents (before IVA), rounded half away from zero to the cent.'),
  ),
});

export const purchaseRecord = z.strictObject({
  created_at: createdAt,
  date: isoDate,
  supplier_name: z
    .string()
    .check(z.describe("The supplier as sent, or the registered supplier's name when supplier_id was sent.")),
  supplier_id: z.optional(z.string().check(z.describe('The registered supplier (a supplier record id).'))),
  paid_with: paidWith,
  invoice_number: z.optional(z.string()),
  lines: z.array(purchaseLineRecord),
  total_cents: cents.check(
    z.describe("The purchase's total before IVA in cents: the sum of its lines' total_cents."),
  ),
  iva_cents: z.optional(
    cents.check(
      z.describe("The invoice's IVA in cents, as sent; not part of any cost (IVA passes through)."),
    ),
  ),
});

export const expenseRecord = z.strictObject({
  created_at: createdAt,
  date: isoDate,
  category: z
    .enum(EXPENSE_CATEGORIES)
    .check(z.describe('Operating expense, or below EBITDA (depreciation, interest, taxes).')),
  amount_cents: cents,
  paid_with: paidWith,
  description: z.optional(z.string()),
  period_from: z.optional(
    isoDate.check(z.describe('First day the expense pays for; it is then spread over its period by day.')),
  ),
  period_to: z.optional(
    isoDate.check(z.describe('Last day the expense pays for (both ends included, at most 92 days).')),
  ),
});

export const payrollRecord = z.strictObject({
  created_at: createdAt,
  period_from: isoDate,
  period_to: isoDate.check(z.describe('Last day the payroll covers (both ends included, at most 92 days).')),
  department: z.enum(DEPARTMENTS),
  amount_cents: cents,
  employees: z.optional(z.int()),
});

export const countItemRecord = z.strictObject({
  ingredient: z.string(),
  unit: z.string(),
  on_hand: quantity,
  minimum: z.number().check(z.describe('Stock below which the ingredient is low (0 when not sent).')),
  unit_cost_cents: cents,
  category_type: categoryType,
  supplier_name: z.optional(z.string()),
});

export const inventoryCountRecord = z.strictObject({
  created_at: createdAt,
  date: isoDate,
  items: z.array(countItemRecord),
});

export const recipeIngredientRecord = z.strictObject({
  ingredient: z.string(),
  quantity: quantity.check(z.describe('Quantity per portion, in `unit`.')),
  unit: z.string(),
});

export const recipeRecord = z.strictObject({
  created_at: createdAt,
  item_identifier: z.optional(uuid),
  item_sku: z.optional(z.string()),
  item_name: z.optional(z.string()),
  ingredients: z.array(recipeIngredientRecord),
});

/** The meta of every back-office list page. */
export const backofficeListMeta = z.strictObject({
  branch_identifier: uuid,
  period: z
    .nullable(period)
    .check(
      z.describe(
        'The dates listed (dated resources); null for suppliers and recipes, which list everything.',
      ),
    ),
  count: z.int().check(z.describe('Records on this page.')),
  ...pageMeta({ max: MAX_PAGE_SIZE, fallback: DEFAULT_PAGE_SIZE, sameAs: 'dates' }),
});
export type BackofficeListMeta = z.output<typeof backofficeListMeta>;

/** A resource's three answers: its record, a list page of records, and the deleted record. */
function answersOf<T extends string, S extends z.ZodMiniObject>(type: T, record: S) {
  return {
    type,
    record,
    list: z.strictObject({
      records: z.array(z.strictObject({ type: z.literal(type), id: z.string(), attributes: record })),
    }),
    deleted: z.extend(record, {
      deleted: z
        .literal(true)
        .check(z.describe('The record is deleted (the deletion is in the activity log).')),
    }),
  };
}

/** Per resource (the route segment), the answers of its four routes. */
export const BACKOFFICE_ANSWERS = {
  suppliers: answersOf('supplier', supplierRecord),
  purchases: answersOf('purchase', purchaseRecord),
  expenses: answersOf('expense', expenseRecord),
  payroll: answersOf('payroll', payrollRecord),
  'inventory-counts': answersOf('inventory-count', inventoryCountRecord),
  recipes: answersOf('recipe', recipeRecord),
};
type Answers = typeof BACKOFFICE_ANSWERS;
type Resource = keyof Answers;

export type BackofficeRecordOf<R extends Resource> = z.output<Answers[R]['record']>;
export type BackofficeListOf<R extends Resource> = z.output<Answers[R]['list']>;
export type BackofficeDeletedOf<R extends Resource> = z.output<Answers[R]['deleted']>;
