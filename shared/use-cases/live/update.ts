/**
 * POST /api/v1/live/update: one dining-room event (table opened, items ordered, table closed, cash
 * movement) applied to the branch's live day (shared/domain/live/live-day.ts). Idempotent like
 * ingest: the new head commits with the idempotency record and the one record the event adds (a
 * closed table, a cash movement), on condition that the head is still the version read (a
 * concurrent event makes the platform plan this one again on the new head). So each update writes
 * a small head and at most one small record, however many tables the day has closed.
 * occurred_at follows the activity window (−10 min / +2 min) and decides the business date.
 *
 * Read in parallel (one round trip): the day's head and last week's (its bucket totals become the
 * head's copy when the head is created, then are carried over: exact, that day can no longer
 * change) with last week's state revision (what its order lines are kept under), the day's state
 * (a closed day is re-marked for a rebuild in the same transaction, as its cubes read the live
 * day; an open one is checked to still be open at commit), and, when the event is of today, last
 * week's closes in the pace cutoff's bucket. After the commit the live pace alert is computed from
 * the head just written, with no read (unless last week has no live data: then its order lines,
 * unless this instance holds them for the revision read, as GET /live/alerts/active does).
 */

import type { EventPorts } from '../../adapters/events.ts';
import type { Alert } from '../../domain/analytics/alerts.ts';
import { instantOf, sameWeekdayLastWeek } from '../../domain/analytics/period.ts';
import { businessDateAt, businessToday, cutoffHourOf } from '../../domain/business-day.ts';
import { applyLiveEvent, emptyLiveHead, type LiveHead, lastWeekLiveOf } from '../../domain/live/live-day.ts';
import { LIVE_PACE_ALERT_TEXT, sameLocalTimeLastWeek } from '../../domain/live/live-figures.ts';
import type { LiveUpdateAcceptedAttributes } from '../../domain/responses/ingest.ts';
import type { Resource } from '../../domain/results.ts';
import { assertActivityWindow } from '../../domain/schemas/activity.ts';
import { liveUpdateAttributes } from '../../domain/schemas/live-update.ts';
import type { BranchProfile } from '../../storage/branch-store.ts';
import { dayStillOpenCheck, readDayState, remarkDayWrite } from '../../storage/day-store.ts';
import type { TransactItem } from '../../storage/db.ts';
import {
  cashMovementItem,
  closedTableItem,
  liveHeadWrite,
  liveRecordWrite,
  readCutoffBucketCloses,
  readLiveHeadsAndRevision,
} from '../../storage/live-store.ts';
import { announceAlerts } from '../alerts/announce.ts';
import type { Deps } from '../deps.ts';
import { accepted, parseIngest } from '../ingest/common.ts';
import type { IngestPlan, IngestRequest } from '../request.ts';
import { type LiveContext, liveContextAt, paceOf, type SalesReads, salesOf } from './read.ts';

export async function liveUpdate(
  deps: Deps & EventPorts,
  request: IngestRequest,
): Promise<IngestPlan<Resource<LiveUpdateAcceptedAttributes>>> {
  const { attributes } = parseIngest(request, 'live-update', liveUpdateAttributes);
  assertActivityWindow(attributes.occurred_at, request.now);
  const { branch_identifier: branchId, timezone } = request.branch;
  const cutoffHour = cutoffHourOf(request.branch);
  // The branch's business day: before the cutoff hour (05:00 by default) is the previous day.
  const date = businessDateAt(attributes.occurred_at, timezone, cutoffHour);
  const at = instantOf(attributes.occurred_at, timezone);
  // The schema accepted occurred_at as a timestamp with an offset, so both exist.
  if (date === null || at === null)
    throw new RangeError(`occurred_at is not a timestamp: ${attributes.occurred_at}`);
  const now = request.now.toISOString();

  const lastWeek = sameWeekdayLastWeek(date);
  // The pace alert is today's: an event of the previous business day (just after the cutoff) leaves it as it was.
  const isToday = date === businessToday(request.now, timezone, cutoffHour);
  const paceCutoff = sameLocalTimeLastWeek(request.now, timezone);
  const [{ heads, revision: lastWeekRevision }, state, paceCloses] = await Promise.all([
    readLiveHeadsAndRevision(deps, branchId, [date, lastWeek], lastWeek),
    readDayState(deps, branchId, date),
    isToday ? readCutoffBucketCloses(deps, branchId, lastWeek, paceCutoff) : Promise.resolve(null),
  ]);
  const stored = heads.get(date)!;
  const change = applyLiveEvent(stored.head ?? emptyLiveHead(date), attributes, at);
  // Made when the head is created (or first rewritten, for a head stored before the split), then kept.
  const copy = stored.lastWeek ?? lastWeekLiveOf(lastWeek, heads.get(lastWeek)?.head ?? null);
  const writes: TransactItem[] = [liveHeadWrite(deps, branchId, change.head, stored.version, now, copy)];
  if (change.closed) {
    writes.push(
      liveRecordWrite(deps, closedTableItem(branchId, date, change.closed.seq, change.closed.table)),
    );
  }
  if (change.movement) {
    writes.push(
      liveRecordWrite(deps, cashMovementItem(branchId, date, change.movement.seq, change.movement.movement)),
    );
  }
  // The day's cubes read its live day (covers, tips, other cash in/out): an update to a closed day
  // re-marks it for a rebuild, atomically; one to an open day commits only if it is still open.
  writes.push(
    state?.closed
      ? remarkDayWrite(deps, branchId, date, now, 'live update after the build')
      : dayStillOpenCheck(deps, branchId, date),
  );
  return {
    result: accepted(deps.newId(), {
      table_id: attributes.table_id ?? null,
      status: 'accepted',
    }),
    writes,
    // Then the live pace alert is announced if this update made it cross.
    afterCommit: async () => {
      if (paceCloses === null) return;
      const context = liveContextAt(request.branch, request.now);
      await announceLivePace(deps, request.branch, context, change.head, {
        lastWeek: copy,
        cutoffCloses: paceCloses,
        lastWeekRevision,
      });
    },
  };
}

/**
 * The live pace alert is computed on read (GET /live/alerts/active); the update that puts today's
 * sales under its threshold announces it (alert.triggered), once per business day and again only
 * when it turns from yellow to red. Its created_at is when it crossed. Computed here from the head
 * just written and what the update read, exactly as the read computes it.
 */
async function announceLivePace(
  deps: Deps & EventPorts,
  branch: BranchProfile,
  context: LiveContext,
  head: LiveHead,
  lastWeekReads: Omit<SalesReads, 'today'>,
): Promise<void> {
  const sales = await salesOf(deps, context, { today: head, ...lastWeekReads });
  const pace = paceOf(sales);
  if (pace === null) return;
  const alert: Alert = {
    id: `${context.today}:sales_down:live`,
    severity: pace.severity,
    type: 'sales_down',
    title: LIVE_PACE_ALERT_TEXT.title,
    message: pace.message,
    action: LIVE_PACE_ALERT_TEXT.action,
    created_at: context.now.toISOString(),
  };
  await announceAlerts(deps, branch, [
    { alert, date: context.today, period: context.today, discriminator: 'live' },
  ]);
}
