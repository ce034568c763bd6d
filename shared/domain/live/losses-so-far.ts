/**
 * Today's cancellations and discounts so far, from the activity log (POST /activity): what the POS
 * told as it happened, before the corte Z brings the day's documents. Pure; the same shape as a
 * closed period's (the assistant's losses read), people grouped as the day cubes group them.
 */
import { personBuckets } from '../analytics/builders/common.ts';
import { peopleOfPeriod } from '../analytics/people.ts';
import type { LossesAttributes } from '../assistant/reads.ts';

/** An activity event as the log keeps it: who, and its detail. */
export interface LoggedEvent {
  actor: string | null;
  detail: Record<string, unknown> | null;
}

const centsOf = (value: unknown): number => (Number.isSafeInteger(value) ? (value as number) : 0);

/**
 * - cancellations: `ticket.line_cancelled` events, each its `detail.amount_cents` (0 when not sent);
 * - discounts: `ticket.discount_applied` events, each its `detail.discount_cents`; the courtesies
 *   those of `detail.discount_type` courtesy;
 * - by person: the event's actor, as the day cubes group cancelled_by and applied_by.
 */
export function lossesSoFar(
  cancelled: readonly LoggedEvent[],
  discounted: readonly LoggedEvent[],
): LossesAttributes {
  const cancellationCents = (event: LoggedEvent) => centsOf(event.detail?.amount_cents);
  const discountCents = (event: LoggedEvent) => centsOf(event.detail?.discount_cents);
  const courtesies = discounted.filter((event) => event.detail?.discount_type === 'courtesy');
  const byPerson = (events: readonly LoggedEvent[], amountOf: (event: LoggedEvent) => number) =>
    peopleOfPeriod([{ by_person: personBuckets(events, (event) => event.actor, amountOf) }]);
  return {
    cancellations_count: cancelled.length,
    cancellations_cents: cancelled.reduce((sum, event) => sum + cancellationCents(event), 0),
    discounts_count: discounted.length,
    discounts_cents: discounted.reduce((sum, event) => sum + discountCents(event), 0),
    courtesies_count: courtesies.length,
    courtesies_cents: courtesies.reduce((sum, event) => sum + discountCents(event), 0),
    cancellations_by_person: byPerson(cancelled, cancellationCents),
    discounts_by_person: byPerson(discounted, discountCents),
  };
}
