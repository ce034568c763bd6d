/**
 * Today's live tables, for the assistant, before the corte Z brings the day's order lines: each
 * waiter's closed and open tables (live/waiters-so-far.ts), the closed tables by hour
 * (live/hours-so-far.ts) and how long the tables stay (live/table-times.ts), from the live day.
 * Internal reads: no endpoint shows the live tables by waiter, by hour or one by one.
 */

import type { HoursToday, ReadToday, TableTimesToday, WaitersToday } from '../../domain/assistant/reads.ts';
import { hoursSoFar } from '../../domain/live/hours-so-far.ts';
import type { LiveDay } from '../../domain/live/live-day.ts';
import { tableTimes } from '../../domain/live/table-times.ts';
import { waitersSoFar } from '../../domain/live/waiters-so-far.ts';
import type { LiveMeta } from '../../domain/responses/live.ts';
import type { Resource } from '../../domain/results.ts';
import { readLiveDay } from '../../storage/live-store.ts';
import type { Deps } from '../deps.ts';
import { type LiveContext, liveContextAt, liveMetaOf } from '../live/read.ts';
import type { RouteRequest } from '../request.ts';

/** A figure of today's live day (null: no live event yet), with when it was read. */
async function fromLiveDay<T>(
  deps: Deps,
  request: RouteRequest,
  figures: (day: LiveDay | null, context: LiveContext) => T,
): Promise<Resource<ReadToday<T>, LiveMeta>> {
  const context = liveContextAt(request.branch, request.now);
  const day = await readLiveDay(deps, context.branchId, context.today);
  return { attributes: { ...figures(day, context), as_of: context.asOf }, meta: liveMetaOf(context) };
}

export const getWaitersToday = (
  deps: Deps,
  request: RouteRequest,
): Promise<Resource<WaitersToday, LiveMeta>> =>
  fromLiveDay(deps, request, (day) =>
    day === null ? { waiters: [], unassigned_sales_cents: 0 } : waitersSoFar(day),
  );

export const getHoursToday = (deps: Deps, request: RouteRequest): Promise<Resource<HoursToday, LiveMeta>> =>
  fromLiveDay(deps, request, (day, context) =>
    day === null
      ? { hours: [], open_tables: 0, open_ordered_cents: 0, open_covers: null }
      : hoursSoFar(day, context.timeZone),
  );

const NO_TABLE_TIMES = {
  open: [],
  open_without_time: 0,
  closed_timed: 0,
  closed_median_minutes: null,
  closed_mean_minutes: null,
};

export const getTableTimesToday = (
  deps: Deps,
  request: RouteRequest,
): Promise<Resource<TableTimesToday, LiveMeta>> =>
  fromLiveDay(deps, request, (day, context) =>
    day === null ? NO_TABLE_TIMES : tableTimes(day, context.now.getTime(), context.timeZone),
  );
