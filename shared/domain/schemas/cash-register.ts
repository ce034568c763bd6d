/** Cash-register closing (POST /api/v1/ingest/cash-register, data.type cash-register). */
import * as z from 'zod/mini';
import { MAX_SUMMARIES } from '../limits.ts';
import { instantOfTimestamp } from '../zoned-time.ts';
import { closingType, name, signedCents, timestamp, totalWithinBound, uuid } from './common.ts';

export const SUMMARY_TYPES = [
  'cash_sales',
  'card_sales',
  'card_credit_sales',
  'card_debit_sales',
  'transfer_sales',
  'delivery_sales',
  'voucher_sales',
  'tips_received',
  'tips_paid_to_waiter',
  'withholding',
  'deposits',
  'cash_variance',
  'cash_theoretical',
  'cash_actual',
] as const;

/**
 * One summary row. type and amount_cents required (us); name is a display label (optional, us).
 * amount_cents may be negative on every type (spec: "integer, may be negative"): a shortage on
 * cash_variance, and on the others a closing whose refunds or withdrawals outweigh its sales (a
 * refund-heavy cash_sales, a withdrawal). Refusing it refused the whole zout, so the day never closed.
 */
/**
 * A closing that closes its day: a zout whose status is `completed` (the spec's one value), or absent
 * (us: a POS that sends none). Any other status (`open`, `pending`, `cancelled`…) is stored and
 * answered 202 but informational, like an xout: no trigger, counted in no figure.
 */
export function closesItsDay(closing: { closing_type: string; status?: string | null | undefined }): boolean {
  return closing.closing_type === 'zout' && (closing.status == null || closing.status === 'completed');
}

export const cashSummary = z.looseObject({
  type: z.enum(SUMMARY_TYPES),
  name: z.optional(name),
  amount_cents: signedCents,
});

/**
 * All members required except status (us): the closing is the day's trigger, its business date is
 * the local date of start_at, and its summaries feed the cash ledger. summaries may be empty.
 */
export const cashRegisterAttributes = z
  .looseObject({
    branch_identifier: uuid,
    closing_type: closingType,
    start_at: timestamp,
    end_at: timestamp,
    status: z.optional(name),
    summaries: z.array(cashSummary).check(z.maxLength(MAX_SUMMARIES)),
  })
  .check(
    z.refine(
      ({ start_at, end_at }: { start_at: string; end_at: string }) => {
        const start = instantOfTimestamp(start_at);
        const end = instantOfTimestamp(end_at);
        // Only compare two valid instants; a malformed one is reported by its own rule.
        return start === null || end === null || end >= start;
      },
      { error: 'must not be before start_at', path: ['end_at'] },
    ),
    // The summaries of one type add up to at most MAX_TOTAL_CENTS in magnitude (docs/ingest-schemas.md).
    z.superRefine(({ summaries }, ctx) =>
      totalWithinBound(ctx, 'summaries', summaries, 'amount_cents', 'type'),
    ),
  );
export type CashRegisterAttributes = z.infer<typeof cashRegisterAttributes>;
