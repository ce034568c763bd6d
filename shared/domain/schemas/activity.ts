/** Activity event (POST /api/v1/ingest/activity, data.type activity): one real-time event per request. */
import { DateTime } from 'luxon';
import * as z from 'zod';
import { ValidationError } from '../errors.ts';
import { ACTIVITY_MAX_AGE_MS, ACTIVITY_MAX_FUTURE_SKEW_MS } from '../limits.ts';
import { cents, closingType, count, discountType, name, percent, text, timestamp, uuid } from './common.ts';

export const ACTIVITY_EVENTS = [
  'ticket.line_cancelled',
  'ticket.voided',
  'ticket.discount_applied',
  'ticket.price_overridden',
  'cash_register.opened',
  'cash_register.closed',
  'user.login',
  'user.login_failed',
  'manager.override',
] as const;
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number];

export const REGISTER_SHIFTS = ['morning', 'afternoon', 'night'] as const;

/**
 * detail members per event kind (spec, Events). All optional (us: events are best-effort and the
 * spec marks none required), typed when present; unknown detail members are kept.
 */
export const ACTIVITY_DETAILS = {
  'ticket.line_cancelled': z.looseObject({
    item: name.optional(),
    reason: text.optional(),
    amount_cents: cents.optional(),
    ticket_id: name.optional(),
    authorized_by: name.optional(),
  }),
  'ticket.voided': z.looseObject({
    ticket_total_cents: cents.optional(),
    items_count: count.optional(),
    reason: text.optional(),
    authorized_by: name.optional(),
  }),
  'ticket.discount_applied': z.looseObject({
    discount_pct: percent.optional(),
    discount_cents: cents.optional(),
    ticket_id: name.optional(),
    discount_type: discountType.optional(),
  }),
  'ticket.price_overridden': z.looseObject({
    item: name.optional(),
    original_cents: cents.optional(),
    new_cents: cents.optional(),
    ticket_id: name.optional(),
  }),
  'cash_register.opened': z.looseObject({
    opening_balance_cents: cents.optional(),
    shift: z.enum(REGISTER_SHIFTS).optional(),
  }),
  'cash_register.closed': z.looseObject({
    expected_cents: cents.optional(),
    counted_cents: cents.optional(),
    variance_cents: cents.optional(),
    type: closingType.optional(),
  }),
  'user.login': z.looseObject({
    ip: name.optional(),
    device: name.optional(),
  }),
  'user.login_failed': z.looseObject({
    ip: name.optional(),
    attempted_user: name.optional(),
  }),
  'manager.override': z.looseObject({
    action: name.optional(),
    for_user: name.optional(),
    ref: name.optional(),
  }),
} as const satisfies Record<ActivityEvent, z.ZodType>;

/** Required (us): branch_identifier, occurred_at, event. detail defaults to {}. */
const base = {
  branch_identifier: uuid,
  occurred_at: timestamp,
  actor_name: name.optional(),
  actor_role: name.optional(),
  source: name.optional(),
  ref_type: name.nullable().optional(),
  ref_id: name.nullable().optional(),
};

const variant = <E extends ActivityEvent, D extends z.ZodType>(event: E, detail: D) =>
  z.looseObject({ ...base, event: z.literal(event), detail });

/** Discriminated by `event`: `detail` is typed per event kind. */
export const activityAttributes = z.discriminatedUnion('event', [
  variant('ticket.line_cancelled', ACTIVITY_DETAILS['ticket.line_cancelled'].default({})),
  variant('ticket.voided', ACTIVITY_DETAILS['ticket.voided'].default({})),
  variant('ticket.discount_applied', ACTIVITY_DETAILS['ticket.discount_applied'].default({})),
  variant('ticket.price_overridden', ACTIVITY_DETAILS['ticket.price_overridden'].default({})),
  variant('cash_register.opened', ACTIVITY_DETAILS['cash_register.opened'].default({})),
  variant('cash_register.closed', ACTIVITY_DETAILS['cash_register.closed'].default({})),
  variant('user.login', ACTIVITY_DETAILS['user.login'].default({})),
  variant('user.login_failed', ACTIVITY_DETAILS['user.login_failed'].default({})),
  variant('manager.override', ACTIVITY_DETAILS['manager.override'].default({})),
]);
export type ActivityAttributes = z.infer<typeof activityAttributes>;

/**
 * Events are sent when the action happens, never retroactively (spec). Reject an occurred_at more
 * than 10 minutes before `now` or more than 2 minutes after it (clock skew); both bounds inclusive.
 */
export function assertActivityWindow(occurredAt: string, now: Date): void {
  const field = 'data.attributes.occurred_at';
  const occurred = DateTime.fromISO(occurredAt, { setZone: true });
  if (!occurred.isValid) {
    throw new ValidationError(`${field} must be an ISO 8601 timestamp with a time zone offset.`, {
      field,
      receivedValue: occurredAt,
    });
  }
  const aheadMs = occurred.toMillis() - now.getTime();
  if (aheadMs < -ACTIVITY_MAX_AGE_MS) {
    throw new ValidationError(
      `${field} must be at most ${ACTIVITY_MAX_AGE_MS / 60_000} minutes in the past: activity events are sent when the action happens, never retroactively.`,
      { field, receivedValue: occurredAt },
    );
  }
  if (aheadMs > ACTIVITY_MAX_FUTURE_SKEW_MS) {
    throw new ValidationError(
      `${field} must be at most ${ACTIVITY_MAX_FUTURE_SKEW_MS / 60_000} minutes in the future; check the POS clock.`,
      { field, receivedValue: occurredAt },
    );
  }
}
