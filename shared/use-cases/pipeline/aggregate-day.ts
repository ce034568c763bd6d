/**
 * The aggregation use case: rebuild one business day of one branch from scratch.
 *
 * First, in parallel, the day's state item and its snapshot marker: a day that is not closed, or
 * whose marker already records the state's current revision (a redelivered message, or the later
 * messages of a burst of late data that one build already covered), is acknowledged without a build
 * or any event. The state is read before the day's documents on purpose: a GetItem is serializable
 * with the ingest transactions, so every document of the revision it returns is in the Query that
 * follows; a marker can therefore never claim a revision whose documents the build did not see.
 *
 * Then (all in parallel): the whole day (one Query of its partition), the branch profile (time
 * zone), the catalog (unit costs), the day's `cash_register.opened` activity (opening cash fund),
 * the branch's latest `cash` cube before the day (its closing balance is the day's opening when no
 * opening event was sent), last week's same-weekday `sales` cube (sales_up / sales_down) and the
 * day's stored alerts. Rebuilding a day does not rebuild the days after it: a later day keeps the
 * opening balance it was built with.
 * Writes: every cube of the day (overwritten), the day's alerts (deterministic keys, overwritten;
 * the aggregator's own alert types that no longer apply are deleted); then publishes
 * `alert.triggered` for each alert that is new or changed severity, and `snapshot.completed`; then
 * the snapshot marker, last, so it means "built and announced": a build whose publish failed is not
 * marked, and the message's retry builds and publishes again.
 *
 * Idempotent: a message whose revision is already built does nothing, and a build that runs anyway
 * (its marker not written yet) gives the same cubes and alerts from the same stored documents, so
 * SQS's at-least-once delivery, a redelivery or a rebuild after late data all leave the day as one
 * clean build would.
 * An alert keeps the created_at of its first build; `notified_severity` is set only after its
 * event was published, so a failed publish is retried with the message, never lost.
 */
import { DateTime } from 'luxon';
import { type AlertType, alertsForDay } from '../../domain/analytics/alerts.ts';
import { buildDayCubes } from '../../domain/analytics/builders/day.ts';
import { closingBalanceOf } from '../../domain/analytics/cash-flow.ts';
import { type CashCube, CUBE_NAMES, type CubeName, type SalesCube } from '../../domain/analytics/cubes.ts';
import type { CashRegisterOpenedInput } from '../../domain/analytics/inputs.ts';
import { businessDateOf, sameWeekdayLastWeek } from '../../domain/analytics/period.ts';
import type { ServiceEvent } from '../../runtime/events.ts';
import { readActivityEvents } from '../../storage/activity-store.ts';
import { markAlertNotified, readDayAlerts, replaceDayAlerts } from '../../storage/alert-store.ts';
import { getBranchProfile } from '../../storage/branch-store.ts';
import { readCatalog } from '../../storage/catalog-store.ts';
import { readCubes, readLatestCubeBefore, writeCubes } from '../../storage/cube-store.ts';
import { readDay, readDayState } from '../../storage/day-store.ts';
import type { StorageDeps } from '../../storage/db.ts';
import {
  readSnapshotMarker,
  type SnapshotMarker,
  writeSnapshotMarker,
} from '../../storage/snapshot-store.ts';
import type { AllPorts } from '../deps.ts';
import { dayInputOf } from './day-input.ts';
import type { AggregationMessage } from './trigger.ts';

/** The alert types this use case computes, and so the only ones a rebuild may delete. */
const AGGREGATION_ALERT_TYPES: Record<AlertType, true> = {
  cash_variance_high: true,
  discounts_high: true,
  cancellations_high: true,
  sales_up: true,
  sales_down: true,
};

export type AggregationOutcome =
  | {
      status: 'built';
      branch_id: string;
      date: string;
      revision: number;
      cubes: CubeName[];
      alerts: string[];
      built_at: string;
    }
  | {
      status: 'skipped';
      /** day-not-closed: no zout yet; already-built: the marker records the state's current revision. */
      reason: 'day-not-closed' | 'already-built';
      branch_id: string;
      date: string;
    };

export class BranchNotFoundError extends Error {
  constructor(readonly branchId: string) {
    super(`branch ${branchId} has no profile; its day cannot be aggregated (time zone unknown)`);
    this.name = 'BranchNotFoundError';
  }
}

const ownsAlertType = (type: AlertType): boolean => AGGREGATION_ALERT_TYPES[type] === true;

type AggregateDeps = Pick<AllPorts, 'db' | 'tableName' | 'clock' | 'logger' | 'events'>;

export function aggregateDay(deps: AggregateDeps) {
  return async (message: AggregationMessage): Promise<AggregationOutcome> => {
    const { branch_id: branchId, business_date: date } = message;
    const [state, builtMarker] = await Promise.all([
      readDayState(deps, branchId, date),
      readSnapshotMarker(deps, branchId, date),
    ]);
    if (!state?.closed) {
      deps.logger.warn('aggregation message for a day that is not closed; acknowledged without a build', {
        branch_id: branchId,
        business_date: date,
        message_revision: message.revision,
        state: state ?? null,
      });
      return { status: 'skipped', reason: 'day-not-closed', branch_id: branchId, date };
    }
    if (builtMarker !== undefined && builtMarker.revision >= state.revision) {
      deps.logger.info('day already built at its current revision; acknowledged without a build', {
        branch_id: branchId,
        business_date: date,
        message_revision: message.revision,
        state_revision: state.revision,
        built_revision: builtMarker.revision,
        built_at: builtMarker.built_at,
      });
      return { status: 'skipped', reason: 'already-built', branch_id: branchId, date };
    }

    // Every other read at once: nothing here depends on another read (the activity window is wide
    // enough for any time zone, and narrowed to the branch's local day below).
    const [day, profile, catalog, lastWeekSales, storedAlerts, openings, previousCash] = await Promise.all([
      readDay(deps, branchId, date),
      getBranchProfile(deps, branchId),
      readCatalog(deps, branchId),
      readCubes<SalesCube>(deps, branchId, 'sales', sameWeekdayLastWeek(date), sameWeekdayLastWeek(date)),
      readDayAlerts(deps, branchId, date),
      readOpeningEvents(deps, branchId, date),
      readLatestCubeBefore<CashCube>(deps, branchId, 'cash', date),
    ]);

    if (!profile) throw new BranchNotFoundError(branchId);

    const activity = openings.filter((event) => businessDateOf(event.occurred_at, profile.timezone) === date);
    const builtAt = deps.clock.now().toISOString();
    const cubes = buildDayCubes({
      ...dayInputOf({
        branchId,
        date,
        timeZone: profile.timezone,
        documents: day.documents,
        catalog: catalog.value.items,
        activity,
      }),
      previousClosingBalanceCents: previousCash ? closingBalanceOf(previousCash.data) : null,
    });
    const lastWeek = lastWeekSales[0]?.data;
    const alerts = alertsForDay(cubes, lastWeek ? { sales: lastWeek } : null, builtAt);
    // The revision read before the documents: the documents read include all of its (maybe more).
    const revision = state.revision;

    // Cubes and alerts are independent items; the snapshot marker comes after both and after the events.
    const [, stored] = await Promise.all([
      writeCubes(deps, branchId, date, cubes, {
        built_at: builtAt,
        revision,
      }),
      replaceDayAlerts(deps, branchId, date, alerts, storedAlerts, builtAt, ownsAlertType),
    ]);
    const cubeNames = [...CUBE_NAMES];

    const toAnnounce = stored.filter((alert) => alert.notified_severity !== alert.severity);
    const events: ServiceEvent[] = [
      ...toAnnounce.map(
        (alert): ServiceEvent => ({
          event: 'alert.triggered',
          branch_identifier: branchId,
          timestamp: builtAt,
          data: {
            id: alert.id,
            date,
            type: alert.type,
            severity: alert.severity,
            title: alert.title,
            message: alert.message,
            action: alert.action,
            created_at: alert.created_at,
          },
        }),
      ),
      {
        event: 'snapshot.completed',
        branch_identifier: branchId,
        timestamp: builtAt,
        data: { snapshot_type: 'daily', date, cubes_regenerated: cubeNames },
      },
    ];
    await deps.events.publish(events);
    await Promise.all(toAnnounce.map((alert) => markAlertNotified(deps, branchId, date, alert)));

    const marker: SnapshotMarker = {
      branch_id: branchId,
      date,
      revision,
      zout_count: state.zout_count,
      built_at: builtAt,
      cubes: cubeNames,
      alerts: stored.map((alert) => alert.id),
    };
    await writeSnapshotMarker(deps, branchId, date, marker);

    deps.logger.info('day aggregated', {
      branch_id: branchId,
      business_date: date,
      revision,
      documents: day.documents.length,
      alerts: stored.length,
      announced: toAnnounce.length,
    });
    return {
      status: 'built',
      branch_id: branchId,
      date,
      revision,
      cubes: cubeNames,
      alerts: stored.map((alert) => alert.id),
      built_at: builtAt,
    };
  };
}

/**
 * The `cash_register.opened` activity events that can belong to business date `date` in ANY time
 * zone (UTC−12 to UTC+14): the activity partition is sorted by UTC instant, so that is one key
 * range, read in parallel with everything else before the branch's zone is known. The caller keeps
 * the events whose local date is `date`.
 */
function readOpeningEvents(
  deps: StorageDeps,
  branchId: string,
  date: string,
): Promise<CashRegisterOpenedInput[]> {
  const day = DateTime.fromISO(date, { zone: 'utc' });
  const from = day.minus({ hours: 14 }).toISO();
  const to = day.plus({ days: 1, hours: 12 }).toISO();
  if (from === null || to === null) throw new RangeError(`not a date: ${date}`);
  return readActivityEvents(deps, branchId, 'cash_register.opened', from, to);
}
