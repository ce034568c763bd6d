/** Payments (POST /api/v1/ingest/payments, data.type payments). */
import * as z from 'zod/mini';
import { MAX_PAYMENTS } from '../limits.ts';
import { count, dayDocument, name, totalCents, totalWithinBound } from './common.ts';

export const PAYMENT_TYPES = [
  'cash',
  'card_credit',
  'card_debit',
  'card',
  'transfer',
  'rappi',
  'uber_eats',
  'didi_food',
  'voucher',
  'other',
] as const;

/** payment_type and amount_cents required (us); the rest optional. */
export const payment = z.looseObject({
  payment_type: z.enum(PAYMENT_TYPES),
  payment_type_name: z.optional(name),
  amount_cents: totalCents,
  tips_cents: z.optional(totalCents),
  change_cents: z.optional(totalCents),
  transaction_count: z.optional(count),
});

/**
 * All four attributes required (us); payments may be empty (a day without payments). Each amount
 * member of the rows adds up to at most MAX_TOTAL_CENTS (docs/ingest-schemas.md "Numeric bounds").
 */
export const paymentsAttributes = z
  .looseObject({
    ...dayDocument,
    payments: z.array(payment).check(z.maxLength(MAX_PAYMENTS)),
  })
  .check(
    z.superRefine(({ payments }, ctx) => {
      for (const member of ['amount_cents', 'tips_cents', 'change_cents']) {
        totalWithinBound(ctx, 'payments', payments, member);
      }
    }),
  );
export type PaymentsAttributes = z.infer<typeof paymentsAttributes>;
