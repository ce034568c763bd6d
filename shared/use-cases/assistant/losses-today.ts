/**
 * Today's cancellations and discounts so far, for the assistant, before the corte Z brings the day's
 * documents: the activity log's `ticket.line_cancelled` and `ticket.discount_applied` events of the
 * business day (the events the live anomaly alerts read). An internal read: no endpoint shows them
 * apart (GET /activity lists them one by one).
 */

import type { LossesToday } from '../../domain/assistant/reads.ts';
import { businessRangeInstants, cutoffHourOf } from '../../domain/business-day.ts';
import { lossesSoFar } from '../../domain/live/losses-so-far.ts';
import type { LiveMeta } from '../../domain/responses/live.ts';
import type { Resource } from '../../domain/results.ts';
import { readActivityEventsNamed } from '../../storage/activity-store.ts';
import type { Deps } from '../deps.ts';
import { liveContextAt, liveMetaOf } from '../live/read.ts';
import type { RouteRequest } from '../request.ts';

const LOSS_EVENTS = ['ticket.line_cancelled', 'ticket.discount_applied'] as const;

export async function getLossesToday(
  deps: Deps,
  request: RouteRequest,
): Promise<Resource<LossesToday, LiveMeta>> {
  const context = liveContextAt(request.branch, request.now);
  const today = { from: context.today, to: context.today };
  const { fromUtc, toUtc } = businessRangeInstants(today, context.timeZone, cutoffHourOf(request.branch));
  // Both kinds in one Query of the day's log (two would read the same items twice).
  const events = await readActivityEventsNamed(deps, context.branchId, LOSS_EVENTS, fromUtc, toUtc);
  const cancelled = events.filter((event) => event.event === 'ticket.line_cancelled');
  const discounted = events.filter((event) => event.event === 'ticket.discount_applied');
  return {
    attributes: { ...lossesSoFar(cancelled, discounted), as_of: context.asOf },
    meta: liveMetaOf(context),
  };
}
