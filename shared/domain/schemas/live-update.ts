/**
 * Live update (POST /api/v1/live/update, data.type live-update): one dining-room event per request,
 * discriminated by `event`. Lines reuse the orders resource's line schema, payments the payments
 * resource's payment schema, so a POS sends the same members it already sends at the end of the day.
 */
import * as z from 'zod/mini';
import { MAX_ORDER_LINES, MAX_PAYMENTS } from '../limits.ts';
import { count, name, recentTimestamp, requiredName, text, totalCents, uuid } from './common.ts';
import { orderLine } from './orders.ts';
import { payment } from './payments.ts';

/** Required (us) on every event: branch_identifier, event, occurred_at, table_id (except cash_movement). */
const base = {
  branch_identifier: uuid,
  occurred_at: recentTimestamp(),
};
const tableId = { table_id: requiredName };

export const liveUpdateAttributes = z.discriminatedUnion('event', [
  z.looseObject({
    ...base,
    ...tableId,
    event: z.literal('table_opened'),
    covers: count.check(z.minimum(1)),
    waiter_name: z.optional(name),
  }),
  z.looseObject({
    ...base,
    ...tableId,
    event: z.literal('items_ordered'),
    lines: z.array(orderLine).check(z.minLength(1), z.maxLength(MAX_ORDER_LINES)),
  }),
  z.looseObject({
    ...base,
    ...tableId,
    event: z.literal('table_closed'),
    total_cents: totalCents,
    payments: z._default(z.array(payment).check(z.maxLength(MAX_PAYMENTS)), []),
  }),
  z.looseObject({
    ...base,
    // A cash movement is not at a table; a table_id, when sent, is kept.
    table_id: z.optional(name),
    event: z.literal('cash_movement'),
    direction: z.enum(['in', 'out']),
    amount_cents: totalCents,
    reason: text.check(z.refine((value: string) => value.trim() !== '', { error: 'must not be empty' })),
  }),
]);
export type LiveUpdateAttributes = z.infer<typeof liveUpdateAttributes>;
