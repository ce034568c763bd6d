/**
 * POST /api/v1/live/update: one dining-room event (table opened, items ordered, table closed, cash
 * movement) folded into the branch's live day (shared/domain/live/live-day.ts). Idempotent like
 * ingest: the new state commits with the idempotency record, on condition that the state is still
 * the version read (a concurrent event makes the platform plan this one again on the new state).
 * occurred_at follows the activity window (−10 min / +2 min) and decides the business date.
 *
 * The update that creates the day's item also stores in it the copy of last week's compact sales
 * view (LastWeekSales in live-day.ts: exact, since that day can no longer change), so the sales GETs
 * read one item; later updates carry the copy over unchanged. After the commit, a closed day is
 * re-marked for a rebuild (its cubes read the live day). Last week's view is read beside the
 * day (in parallel: one round trip), projected to its few bytes per table.
 */

import type { Alert } from '../../domain/analytics/alerts.ts';
import { instantOf, sameWeekdayLastWeek } from '../../domain/analytics/period.ts';
import { businessDateAt, cutoffHourOf } from '../../domain/business-day.ts';
import { applyLiveEvent, emptyLiveDay, lastWeekSalesOf } from '../../domain/live/live-day.ts';
import { LIVE_PACE_ALERT_TEXT } from '../../domain/live/live-figures.ts';
import type { LiveUpdateAcceptedAttributes } from '../../domain/responses/ingest.ts';
import type { Resource } from '../../domain/results.ts';
import { assertActivityWindow } from '../../domain/schemas/activity.ts';
import { liveUpdateAttributes } from '../../domain/schemas/live-update.ts';
import type { EventPorts } from '../../runtime/events.ts';
import type { BranchProfile } from '../../storage/branch-store.ts';
import { remarkDayForRebuild } from '../../storage/day-store.ts';
import { liveDayWrite, readLive, readLiveSales } from '../../storage/live-store.ts';
import { announceAlerts } from '../alerts/announce.ts';
import type { Deps } from '../deps.ts';
import { accepted, assertOwnBranch, parseIngest } from '../ingest/common.ts';
import type { IngestPlan, IngestRequest } from '../request.ts';
import { livePaceAt } from './read.ts';

export async function liveUpdate(
  deps: Deps & EventPorts,
  request: IngestRequest,
): Promise<IngestPlan<Resource<LiveUpdateAcceptedAttributes>>> {
  const { attributes } = parseIngest(request, 'live-update', liveUpdateAttributes);
  assertOwnBranch(request, attributes.branch_identifier);
  assertActivityWindow(attributes.occurred_at, request.now);
  const { branch_identifier: branchId, timezone } = request.branch;
  // The branch's business day: before the cutoff hour (05:00 by default) is the previous day.
  const date = businessDateAt(attributes.occurred_at, timezone, cutoffHourOf(request.branch));
  const at = instantOf(attributes.occurred_at, timezone);
  // The schema accepted occurred_at as a timestamp with an offset, so both exist.
  if (date === null || at === null)
    throw new RangeError(`occurred_at is not a timestamp: ${attributes.occurred_at}`);

  const lastWeek = sameWeekdayLastWeek(date);
  const [{ days }, lastWeekViews] = await Promise.all([
    readLive(deps, branchId, [date]),
    readLiveSales(deps, branchId, [lastWeek]),
  ]);
  const stored = days.get(date)!;
  const next = applyLiveEvent(stored.day ?? emptyLiveDay(date), attributes, at);
  // Made when the item is created (or first rewritten, for an item stored before copies existed), then kept.
  const copy = stored.lastWeek ?? lastWeekSalesOf(lastWeek, lastWeekViews.get(lastWeek) ?? null);
  return {
    result: accepted(deps.newId(), {
      table_id: attributes.table_id ?? null,
      status: 'accepted',
    }),
    writes: [liveDayWrite(deps, branchId, next, stored.version, request.now.toISOString(), copy)],
    // The day's cubes read its live day (covers, tips, other cash in/out): an update that lands after
    // the day was closed and built re-marks it, so it is rebuilt with it (a no-op on an open day).
    // Then the live pace alert is announced if this update made it cross.
    afterCommit: async () => {
      await remarkDayForRebuild(
        deps,
        branchId,
        date,
        request.now.toISOString(),
        'live update after the build',
      );
      await announceLivePace(deps, request.branch, request.now);
    },
  };
}

/**
 * The live pace alert is computed on read (GET /live/alerts/active); the update that puts today's
 * sales under its threshold announces it (alert.triggered), once per business day and again only
 * when it turns from yellow to red. Its created_at is when it crossed.
 */
async function announceLivePace(deps: Deps & EventPorts, branch: BranchProfile, now: Date): Promise<void> {
  const pace = await livePaceAt(deps, branch, now);
  if (pace.alert === null) return;
  const alert: Alert = {
    id: `${pace.today}:sales_down:live`,
    severity: pace.alert.severity,
    type: 'sales_down',
    title: LIVE_PACE_ALERT_TEXT.title,
    message: pace.alert.message,
    action: LIVE_PACE_ALERT_TEXT.action,
    created_at: now.toISOString(),
  };
  await announceAlerts(deps, branch, [
    { alert, date: pace.today, period: pace.today, discriminator: 'live' },
  ]);
}
