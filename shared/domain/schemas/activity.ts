/** Activity event (POST /api/v1/ingest/activity, data.type activity): one real-time event per request. */
import * as z from 'zod/mini';
import { ValidationError } from '../errors.ts';
import { ACTIVITY_MAX_AGE_MS, ACTIVITY_MAX_FUTURE_SKEW_MS } from '../limits.ts';
import { instantOfTimestamp } from '../zoned-time.ts';
import {
  cents,
  closingType,
  count,
  discountType,
  name,
  percent,
  recentTimestamp,
  signedCents,
  text,
  totalCents,
  uuid,
} from './common.ts';

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
    item: z.optional(name),
    reason: z.optional(text),
    amount_cents: z.optional(cents),
    ticket_id: z.optional(name),
    authorized_by: z.optional(name),
  }),
  'ticket.voided': z.looseObject({
    ticket_total_cents: z.optional(cents),
    items_count: z.optional(count),
    reason: z.optional(text),
    authorized_by: z.optional(name),
  }),
  'ticket.discount_applied': z.looseObject({
    discount_pct: z.optional(percent),
    discount_cents: z.optional(cents),
    ticket_id: z.optional(name),
    discount_type: z.optional(discountType),
  }),
  'ticket.price_overridden': z.looseObject({
    item: z.optional(name),
    original_cents: z.optional(cents),
    new_cents: z.optional(cents),
    ticket_id: z.optional(name),
  }),
  'cash_register.opened': z.looseObject({
    opening_balance_cents: z.optional(totalCents),
    shift: z.optional(z.enum(REGISTER_SHIFTS)),
  }),
  'cash_register.closed': z.looseObject({
    expected_cents: z.optional(totalCents),
    counted_cents: z.optional(totalCents),
    /** Negative is a shortage (spec): the one signed member of an activity detail. */
    variance_cents: z.optional(signedCents),
    type: z.optional(closingType),
  }),
  'user.login': z.looseObject({
    ip: z.optional(name),
    device: z.optional(name),
  }),
  'user.login_failed': z.looseObject({
    ip: z.optional(name),
    attempted_user: z.optional(name),
  }),
  'manager.override': z.looseObject({
    action: z.optional(name),
    for_user: z.optional(name),
    ref: z.optional(name),
  }),
} as const satisfies Record<ActivityEvent, z.ZodMiniType>;

/**
 * `source` values the service writes itself (shared/storage/activity-store.ts AuditSource) or that
 * would read as one: a POS event under them would pass for an owner's or operator's change in the
 * audit log. Compared without case and without separators (`Admin-CLI` is `admin_cli`).
 */
export const RESERVED_ACTIVITY_SOURCES = [
  'dashboard',
  'admin_cli',
  'admin',
  'operator',
  'service',
  'system',
] as const;

const bareSource = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');
const RESERVED_BARE = new Set<string>(RESERVED_ACTIVITY_SOURCES.map(bareSource));

export const isReservedActivitySource = (value: string): boolean => RESERVED_BARE.has(bareSource(value));

const activitySource = name.check(
  z.refine((value: string) => !isReservedActivitySource(value), {
    error: `is reserved for the service's own entries (${RESERVED_ACTIVITY_SOURCES.join(', ')}); send the POS's own name, e.g. "pos"`,
  }),
);

/** Required (us): branch_identifier, occurred_at, event. detail defaults to {}. */
const base = {
  branch_identifier: uuid,
  occurred_at: recentTimestamp(),
  actor_name: z.optional(name),
  actor_role: z.optional(name),
  source: z.optional(activitySource),
  ref_type: z.optional(z.nullable(name)),
  ref_id: z.optional(z.nullable(name)),
};

const variant = <E extends ActivityEvent, D extends z.ZodMiniType>(event: E, detail: D) =>
  z.looseObject({ ...base, event: z.literal(event), detail });

/** Discriminated by `event`: `detail` is typed per event kind. */
export const activityAttributes = z.discriminatedUnion('event', [
  variant('ticket.line_cancelled', z._default(ACTIVITY_DETAILS['ticket.line_cancelled'], {})),
  variant('ticket.voided', z._default(ACTIVITY_DETAILS['ticket.voided'], {})),
  variant('ticket.discount_applied', z._default(ACTIVITY_DETAILS['ticket.discount_applied'], {})),
  variant('ticket.price_overridden', z._default(ACTIVITY_DETAILS['ticket.price_overridden'], {})),
  variant('cash_register.opened', z._default(ACTIVITY_DETAILS['cash_register.opened'], {})),
  variant('cash_register.closed', z._default(ACTIVITY_DETAILS['cash_register.closed'], {})),
  variant('user.login', z._default(ACTIVITY_DETAILS['user.login'], {})),
  variant('user.login_failed', z._default(ACTIVITY_DETAILS['user.login_failed'], {})),
  variant('manager.override', z._default(ACTIVITY_DETAILS['manager.override'], {})),
]);
export type ActivityAttributes = z.infer<typeof activityAttributes>;

/**
 * Events are sent when the action happens, never retroactively (spec). Reject an occurred_at more
 * than 10 minutes before `now` or more than 2 minutes after it (clock skew); both bounds inclusive.
 */
export function assertActivityWindow(occurredAt: string, now: Date): void {
  const field = 'data.attributes.occurred_at';
  const occurredMs = instantOfTimestamp(occurredAt);
  if (occurredMs === null) {
    throw new ValidationError(`${field} must be an ISO 8601 timestamp with a time zone offset.`, {
      field,
      receivedValue: occurredAt,
    });
  }
  const aheadMs = occurredMs - now.getTime();
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
