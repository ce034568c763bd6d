/**
 * The spec's closed lists, once: the zod schemas validate against them and the analytics iterate
 * them (cube keys, shift and category breakdowns), so the two can never disagree.
 */

/** xout: partial shift close (informational); zout: end of day (triggers the daily aggregation). */
export const CLOSING_TYPES = ['xout', 'zout'] as const;
export type ClosingType = (typeof CLOSING_TYPES)[number];

/** Shifts of a sales summary; all_day when the POS does not split the day by shift. */
export const SHIFTS = ['breakfast', 'lunch', 'dinner', 'bar', 'all_day'] as const;
export type Shift = (typeof SHIFTS)[number];

/** category_type of order lines and catalog items. */
export const CATEGORY_TYPES = ['food', 'beverage', 'bar', 'other'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** How a back-office purchase was paid. */
export const PAID_WITH = ['cash', 'card', 'transfer', 'credit'] as const;
export type PaidWith = (typeof PAID_WITH)[number];

/** The delivery apps a payments document names, each its own payment_type (reconciliation's `delivery_apps`). */
export const DELIVERY_APPS = ['rappi', 'uber_eats', 'didi_food'] as const;
export type DeliveryApp = (typeof DELIVERY_APPS)[number];

/** Operating expenses (above EBITDA) and the three below it. */
export const OPERATING_EXPENSE_CATEGORIES = [
  'rent',
  'utilities',
  'maintenance',
  'marketing',
  'admin',
  'other',
] as const;
export const BELOW_EBITDA_CATEGORIES = ['depreciation', 'interest', 'taxes'] as const;
export const EXPENSE_CATEGORIES = [...OPERATING_EXPENSE_CATEGORIES, ...BELOW_EBITDA_CATEGORIES] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const DEPARTMENTS = ['kitchen', 'floor', 'bar', 'admin', 'other'] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Ingredients compare by name (trimmed, collapsed, case-insensitive, NFC) and unit alike. */
export function ingredientKey(ingredient: string, unit: string): string {
  const normal = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return `${normal(ingredient)}|${normal(unit)}`;
}

/** The alerts a day's build raises (shared/domain/analytics/alerts.ts). */
export const DAY_ALERT_TYPES = [
  'cash_variance_high',
  'discounts_high',
  'cancellations_high',
  'sales_up',
  'sales_down',
] as const;

/** The cost alerts, computed when /alerts is read, from the back office (shared/domain/costs/alerts.ts). */
export const COST_ALERT_TYPES = ['food_cost_high', 'bar_cost_high', 'labor_cost_high', 'low_stock'] as const;
