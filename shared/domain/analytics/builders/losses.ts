import type { CancellationsCube, DiscountsCube } from '../cubes.ts';
import type { CancellationInput, CatalogItemInput, DiscountInput, OrderLineInput } from '../inputs.ts';
import { buckets, clean, personBuckets } from './common.ts';
import { discountSubtotals, valueDiscount } from './discount-value.ts';

/**
 * Each discount is valued by its type when it carries no amount_cents (discount-value.ts), so a
 * percentage sent with only a rate counts what it took off, in the totals and in every bucket.
 */
export function buildDiscountsCube(
  date: string,
  discounts: readonly DiscountInput[],
  lines: readonly OrderLineInput[],
  catalog: readonly CatalogItemInput[] = [],
): DiscountsCube {
  const subtotalOf = discountSubtotals(lines, catalog);
  const valued = discounts.map((discount) => ({ ...discount, ...valueDiscount(discount, subtotalOf) }));
  return {
    date,
    total_cents: valued.reduce((sum, discount) => sum + (discount.amount_cents ?? 0), 0),
    count: discounts.length,
    without_amount_count: valued.filter((discount) => discount.amount_cents === null).length,
    computed_count: valued.filter((discount) => discount.valuation === 'computed').length,
    lines_discount_cents: lines.reduce((sum, line) => sum + (line.discount_cents ?? 0), 0),
    by_type: buckets(
      valued,
      (discount) => clean(discount.type) ?? clean(discount.factor_type),
      (discount) => discount.amount_cents,
    ),
    by_reason: buckets(
      valued,
      (discount) => clean(discount.reason),
      (discount) => discount.amount_cents,
    ),
    by_person: personBuckets(
      valued,
      (discount) => discount.applied_by,
      (discount) => discount.amount_cents,
    ),
  };
}

export function buildCancellationsCube(
  date: string,
  cancellations: readonly CancellationInput[],
): CancellationsCube {
  return {
    date,
    total_cents: cancellations.reduce((sum, row) => sum + (row.amount_cents ?? 0), 0),
    count: cancellations.length,
    quantity: cancellations.reduce((sum, row) => sum + (row.quantity ?? 0), 0),
    without_amount_count: cancellations.filter((row) => row.amount_cents == null).length,
    by_reason: buckets(
      cancellations,
      (row) => clean(row.reason),
      (row) => row.amount_cents,
    ),
    by_person: personBuckets(
      cancellations,
      (row) => row.cancelled_by,
      (row) => row.amount_cents,
    ),
  };
}
