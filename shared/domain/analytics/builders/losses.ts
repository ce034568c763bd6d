import type { CancellationsCube, DiscountsCube } from '../cubes.ts';
import type { CancellationInput, DiscountInput, OrderLineInput } from '../inputs.ts';
import { buckets, clean, personBuckets } from './common.ts';

export function buildDiscountsCube(
  date: string,
  discounts: readonly DiscountInput[],
  lines: readonly OrderLineInput[],
): DiscountsCube {
  return {
    date,
    total_cents: discounts.reduce((sum, discount) => sum + (discount.amount_cents ?? 0), 0),
    count: discounts.length,
    without_amount_count: discounts.filter((discount) => discount.amount_cents == null).length,
    lines_discount_cents: lines.reduce((sum, line) => sum + (line.discount_cents ?? 0), 0),
    by_type: buckets(
      discounts,
      (discount) => clean(discount.type) ?? clean(discount.factor_type),
      (discount) => discount.amount_cents,
    ),
    by_reason: buckets(
      discounts,
      (discount) => clean(discount.reason),
      (discount) => discount.amount_cents,
    ),
    by_person: personBuckets(
      discounts,
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
