/**
 * Today's waiters so far, for the assistant, before the corte Z brings the day's order lines: each
 * waiter's closed and open tables from the live day (live/waiters-so-far.ts). An internal read: no
 * endpoint shows the live tables by waiter.
 */

import type { WaitersToday } from '../../domain/assistant/reads.ts';
import { waitersSoFar } from '../../domain/live/waiters-so-far.ts';
import type { LiveMeta } from '../../domain/responses/live.ts';
import type { Resource } from '../../domain/results.ts';
import { readLiveDay } from '../../storage/live-store.ts';
import type { Deps } from '../deps.ts';
import { liveContextAt, liveMetaOf } from '../live/read.ts';
import type { RouteRequest } from '../request.ts';

export async function getWaitersToday(
  deps: Deps,
  request: RouteRequest,
): Promise<Resource<WaitersToday, LiveMeta>> {
  const context = liveContextAt(request.branch, request.now);
  const day = await readLiveDay(deps, context.branchId, context.today);
  const waiters = day === null ? { waiters: [], unassigned_sales_cents: 0 } : waitersSoFar(day);
  return { attributes: { ...waiters, as_of: context.asOf }, meta: liveMetaOf(context) };
}
