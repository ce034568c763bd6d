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
 * zone, business-day cutoff), the catalog (product resolution, unit costs), the categories (names), the day's `cash_register.opened` activity (opening cash fund),
 * the day's live updates (covers, tables and tips per table and waiter; other cash in and out: one
 * Query of the live day's head and records),
 * the branch's latest `cash` cube before the day (its closing balance is the day's opening when no
 * opening event was sent), last week's same-weekday `sales` cube (sales_up / sales_down) and the
 * day's stored alerts, and what the cascade needs (the day's own cubes as last built, the next day
 * with a cash cube, the sales cube a week later).
 * Cascade: a build that changed the day's closing cash balance re-marks the next built day whose
 * opening came from that balance (not from its own cash_register.opened count); one that changed
 * the day's sales re-marks the same weekday a week later (its sales_up / sales_down compares with
 * this day). Re-marking bumps that day's state revision, so it is rebuilt through the same stream,
 * pipe and queue, and cascades in turn only if its own figures change: bounded by the cash chain
 * (up to a day with its own opening count) and +7 days for comparisons.
 * Writes: every cube of the day (overwritten), the day's alerts (deterministic keys, overwritten;
 * the aggregator's own alert types that no longer apply are deleted), the month roll-ups, and one
 * more on the month's counter of the branch's alert revisions (shared/storage/alert-cache-store.ts:
 * an organization's cached alert reads of the month are computed again); then publishes
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

import { eventIdOf } from '../../adapters/events.ts';
import { type Alert, type AlertType, alertsForDay } from '../../domain/analytics/alerts.ts';
import { buildDayCubes } from '../../domain/analytics/builders/day.ts';
import { closingBalanceOf } from '../../domain/analytics/cash-flow.ts';
import { type CashCube, CUBE_NAMES, type CubeName, type SalesCube } from '../../domain/analytics/cubes.ts';
import type { CashRegisterOpenedInput, CatalogItemInput } from '../../domain/analytics/inputs.ts';
import { sameWeekdayLastWeek, sameWeekdayNextWeek } from '../../domain/analytics/period.ts';
import { monthOf, monthsBetween } from '../../domain/analytics/rollups.ts';
import { businessDateAt, businessToday, cutoffHourOf } from '../../domain/business-day.ts';
import { isCalendarDate } from '../../domain/calendar-dates.ts';
import { MAX_COUNT_GAP_DAYS } from '../../domain/costs/accrual.ts';
import { ALERT_WINDOW_DAYS, costAlertWindow } from '../../domain/costs/alerts.ts';
import { addDays } from '../../domain/costs/records.ts';
import { cashVarianceOf } from '../../domain/webhooks/cash-variance.ts';
import { regeneratedFigures } from '../../domain/webhooks/events.ts';
import { readActivityEvents } from '../../storage/activity-store.ts';
import { bumpAlertRevisions } from '../../storage/alert-cache-store.ts';
import {
  markAlertNotified,
  readDayAlerts,
  replaceDayAlerts,
  type StoredAlert,
} from '../../storage/alert-store.ts';
import { getBranchProfile } from '../../storage/branch-store.ts';
import { readCatalog, readCategories } from '../../storage/catalog-store.ts';
import { readCubes, readNearestCube, writeCubes } from '../../storage/cube-store.ts';
import { readDay, readDayState, remarkDayForRebuild } from '../../storage/day-store.ts';
import { readLiveDay } from '../../storage/live-store.ts';
import { getBranchSettings } from '../../storage/settings-store.ts';
import { readSnapshotMarker, writeSnapshotMarker } from '../../storage/snapshot-store.ts';
import { alertTriggered } from '../alerts/alert-event.ts';
import { announceCashVariances, announceCostAlerts } from '../alerts/announce.ts';
import { publishDailyInsight } from '../assistant/insight.ts';
import type { AllPorts, Deps } from '../deps.ts';
import { refreshForecast } from '../forecast/refresh.ts';
import { recordDayPrices } from '../live/price-history.ts';
import { dayInputOf } from './day-input.ts';
import { assertSafeFigures, buildingDay } from './failures.ts';
import { rebuildMonthRollups } from './rollups.ts';
import type { AggregationMessage } from './trigger.ts';

/**
 * The alert types this use case computes, and so the only ones a rebuild may delete: the live
 * anomaly alerts (`anomaly_*`, `void_alert`) stored under the same day are never touched.
 */
const AGGREGATION_ALERT_TYPES: Record<AlertType, true> = {
  cash_variance_high: true,
  discounts_high: true,
  cancellations_high: true,
  sales_up: true,
  sales_down: true,
};

function ownsAlertType(type: Alert['type']): boolean {
  return Object.hasOwn(AGGREGATION_ALERT_TYPES, type);
}

export type AggregationOutcome =
  | {
      status: 'built';
      branch_id: string;
      date: string;
      revision: number;
      cubes: CubeName[];
      alerts: string[];
      built_at: string;
      /** Later days re-marked for a rebuild because this build changed what they were built from. */
      remarked: string[];
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

type AggregateDeps = Pick<AllPorts, 'db' | 'tableName' | 'clock' | 'logger' | 'events' | 'newId'>;

/**
 * The build of one business day, in named phases: skip a day that is not closed or already built
 * at its revision; read everything at once; build the cubes and alerts (pure); write them with the
 * month's rollups; announce what changed; mark the revision built, last.
 */
export function aggregateDay(deps: AggregateDeps) {
  return async (message: AggregationMessage): Promise<AggregationOutcome> => {
    const { branch_id: branchId, business_date: date } = message;
    const state = await dayToBuild(deps, message);
    if ('skipped' in state) return { status: 'skipped', reason: state.skipped, branch_id: branchId, date };
    const inputs = await readBuildInputs(deps, branchId, date);
    const build = buildDay(deps, inputs, branchId, date, state.revision);
    const stored = await writeDay(deps, inputs, build);
    const { announced, remarked } = await announceDay(deps, inputs, build, stored);
    // The next 14 days from the cubes just built (before the marker: a storage failure retries it).
    await refreshForecast(deps, { branchId, profile: inputs.profile, settings: inputs.settings });
    await writeSnapshotMarker(deps, branchId, date, {
      branch_id: branchId,
      date,
      revision: build.revision,
      zout_count: state.zout_count,
      built_at: build.builtAt,
      cubes: [...CUBE_NAMES],
      alerts: stored.map((alert) => alert.id),
    });
    deps.logger.info('day aggregated', {
      branch_id: branchId,
      business_date: date,
      revision: build.revision,
      documents: inputs.day.documents.length,
      alerts: stored.length,
      announced,
      remarked,
    });
    return {
      status: 'built',
      branch_id: branchId,
      date,
      revision: build.revision,
      cubes: [...CUBE_NAMES],
      alerts: stored.map((alert) => alert.id),
      built_at: build.builtAt,
      remarked,
    };
  };
}

// ---------------------------------------------------------------- skip

/**
 * The day's state when it is to be built; why not otherwise. The state is read before the day's
 * documents on purpose (see the module's comment): its revision is what the build may claim.
 */
async function dayToBuild(
  deps: AggregateDeps,
  message: AggregationMessage,
): Promise<{ revision: number; zout_count: number } | { skipped: 'day-not-closed' | 'already-built' }> {
  const { branch_id: branchId, business_date: date } = message;
  const [state, builtMarker] = await Promise.all([
    readDayState(deps, branchId, date),
    readSnapshotMarker(deps, branchId, date),
  ]);
  const context = { branch_id: branchId, business_date: date, message_revision: message.revision };
  if (!state?.closed) {
    deps.logger.warn('aggregation message for a day that is not closed; acknowledged without a build', {
      ...context,
      state: state ?? null,
    });
    return { skipped: 'day-not-closed' };
  }
  if (builtMarker !== undefined && builtMarker.revision >= state.revision) {
    deps.logger.info('day already built at its current revision; acknowledged without a build', {
      ...context,
      state_revision: state.revision,
      built_revision: builtMarker.revision,
      built_at: builtMarker.built_at,
    });
    return { skipped: 'already-built' };
  }
  return { revision: state.revision, zout_count: state.zout_count };
}

// ---------------------------------------------------------------- read

type BuildInputs = Awaited<ReturnType<typeof readBuildInputs>>;

/**
 * Every read of the build at once: nothing here depends on another read (the activity window is
 * wide enough for any time zone, and narrowed to the branch's local day in the build).
 */
async function readBuildInputs(deps: AggregateDeps, branchId: string, date: string) {
  const lastWeek = sameWeekdayLastWeek(date);
  const [
    day,
    profile,
    catalog,
    categories,
    lastWeekSales,
    storedAlerts,
    openings,
    previousCash,
    dependents,
    settings,
    live,
  ] = await Promise.all([
    readDay(deps, branchId, date),
    getBranchProfile(deps, branchId),
    readCatalog(deps, branchId),
    readCategories(deps, branchId),
    readCubes<SalesCube>(deps, branchId, 'sales', lastWeek, lastWeek),
    readDayAlerts(deps, branchId, date),
    readOpeningEvents(deps, branchId, date),
    readNearestCube<CashCube>(deps, branchId, 'cash', date, 'before'),
    readCascadeSources(deps, branchId, date),
    getBranchSettings(deps, branchId),
    // The day's live updates: covers, tables and tips per table and waiter, other cash in and out.
    readLiveDay(deps, branchId, date),
  ]);
  if (!profile) throw new BranchNotFoundError(branchId);
  return {
    day,
    profile,
    catalog,
    categories,
    lastWeek: lastWeekSales[0]?.data,
    storedAlerts,
    openings,
    previousCash,
    dependents,
    settings,
    live,
  };
}

// ---------------------------------------------------------------- build

type DayBuild = ReturnType<typeof buildDay>;

/** The day's cubes and alerts from its inputs: pure, so one that throws is a permanent failure. */
function buildDay(
  deps: AggregateDeps,
  inputs: BuildInputs,
  branchId: string,
  date: string,
  revision: number,
) {
  const { profile } = inputs;
  const cutoffHour = cutoffHourOf(profile);
  const builtAt = deps.clock.now().toISOString();
  const dayInput = dayInputOf({
    branchId,
    date,
    timeZone: profile.timezone,
    documents: inputs.day.documents,
    catalog: inputs.catalog.value.items as unknown as CatalogItemInput[],
    categories: inputs.categories.value.categories,
    activity: inputs.openings.filter(
      (event) => businessDateAt(event.occurred_at, profile.timezone, cutoffHour) === date,
    ),
    live: inputs.live,
  });
  // A pure build that throws would throw on every retry: a permanent failure (failures.ts).
  const cubes = buildingDay(branchId, date, () => {
    const built = buildDayCubes({
      ...dayInput,
      previousClosingBalanceCents: inputs.previousCash ? closingBalanceOf(inputs.previousCash.data) : null,
    });
    // Sums beyond exact arithmetic would be stored wrong or refused on every retry.
    assertSafeFigures(built);
    return built;
  });
  const alerts = buildingDay(branchId, date, () =>
    alertsForDay(cubes, inputs.lastWeek ? { sales: inputs.lastWeek } : null, builtAt),
  );
  // The revision read before the documents: the documents read include all of its (maybe more).
  return { branchId, date, revision, builtAt, cutoffHour, orders: dayInput.orders, cubes, alerts };
}

// ---------------------------------------------------------------- write

/** Cubes, alerts, price history, month rollups and the alert revisions; returns the stored alerts. */
async function writeDay(deps: AggregateDeps, inputs: BuildInputs, build: DayBuild) {
  const { branchId, date, cubes, builtAt } = build;
  // Cubes and alerts are independent items; the snapshot marker comes after both and after the events.
  const [, stored] = await Promise.all([
    writeCubes(deps, branchId, date, cubes as unknown as Record<string, unknown>, {
      built_at: builtAt,
      revision: build.revision,
    }),
    replaceDayAlerts(deps, branchId, date, build.alerts, inputs.storedAlerts, builtAt, ownsAlertType),
    // The price-override anomaly rule's 90-day history (shared/use-cases/live/price-history.ts).
    recordDayPrices(deps, branchId, date, build.orders),
  ]);
  // The day's month rollups are brought up to date (before the marker: retried with it).
  await rebuildMonthRollups(deps, branchId, date, { cubes, builtAt });
  // Every input of the day's alerts is written: count the months of the days whose alerts read its
  // sales (the windows of the 6 days after it, and the counted interval it weighs in, up to 62 days
  // either side), so an organization's cached alert reads of them are computed again (before the
  // marker: retried with it).
  await bumpAlertRevisions(deps, branchId, {
    months: monthsBetween(
      monthOf(addDays(date, -MAX_COUNT_GAP_DAYS)),
      monthOf(addDays(date, MAX_COUNT_GAP_DAYS + ALERT_WINDOW_DAYS - 1)),
    ),
  });
  return stored;
}

// ---------------------------------------------------------------- announce

/**
 * Publishes the alerts that are new or changed severity and the snapshot, the closings' variances
 * and the cost alerts the day made cross; marks the alerts notified; re-marks the days this build
 * makes stale; publishes the daily insight. All before the marker: a failure retries the message.
 */
async function announceDay(deps: AggregateDeps, inputs: BuildInputs, build: DayBuild, stored: StoredAlert[]) {
  const { branchId, date, cubes, builtAt } = build;
  const { profile } = inputs;
  const toAnnounce = stored.filter((alert) => alert.notified_severity !== alert.severity);
  await deps.events.publish([
    ...toAnnounce.map((alert) => alertTriggered(profile, alert, date, builtAt)),
    {
      // One snapshot per built revision: a rebuild after late data is a new event, a retried
      // build of the same revision is the same one (shared/adapters/events.ts).
      id: eventIdOf({
        event: 'snapshot.completed',
        branch_identifier: branchId,
        data: { date, revision: build.revision },
      }),
      event: 'snapshot.completed',
      branch_identifier: branchId,
      timestamp: builtAt,
      data: { snapshot_type: 'daily', date, cubes_regenerated: regeneratedFigures([...CUBE_NAMES]) },
    },
  ]);
  // Closings are announced as they arrive (the cash-register ingest); here again, once per closing
  // (its marker), for one that could not be then (a publish that failed, a closing stored before).
  const variances = cubes.reconciliation.records
    .map((record) =>
      cashVarianceOf(
        { ...record, closing_type: 'zout', source: 'cash-register' },
        inputs.settings.cash_variance_threshold_pct,
      ),
    )
    .filter((variance) => variance !== null);
  await announceCashVariances(deps, profile, variances);
  // The day's sales change the cost ratios (computed on read): announce the cost alerts it made
  // cross, for this day, the days whose window reads it, and the month to date (once each, at a
  // higher severity again).
  const today = businessToday(deps.clock.now(), profile.timezone, build.cutoffHour);
  const window = costAlertWindow(date, addDays(date, ALERT_WINDOW_DAYS - 1), today);
  await announceCostAlerts(deps, profile, window, today);
  await Promise.all(toAnnounce.map((alert) => markAlertNotified(deps, branchId, date, alert)));
  // Before the marker: a crash here retries the message, which re-marks again (harmless).
  const remarked = await remarkDependentDays(deps, branchId, date, cubes, inputs.dependents, builtAt);
  await publishDailyInsight(deps, {
    branchId,
    date,
    cubes,
    lastWeek: inputs.lastWeek ?? null,
    alerts: stored,
    builtAt,
  });
  return { announced: toAnnounce.length, remarked };
}

// ---------------------------------------------------------------- cascade

interface CascadeSources {
  /** The day's own cubes as last built (undefined before its first build). */
  ownCash: CashCube | undefined;
  ownSales: SalesCube | undefined;
  /** The next later day with a cash cube. */
  nextCash: { date: string; data: CashCube } | undefined;
  /** The same weekday a week later, when it was built. */
  nextWeekSales: { date: string; data: SalesCube } | undefined;
}

async function readCascadeSources(
  deps: Pick<Deps, 'db' | 'tableName'>,
  branchId: string,
  date: string,
): Promise<CascadeSources> {
  const nextWeek = sameWeekdayNextWeek(date);
  const [ownCash, ownSales, nextCash, nextWeekSales] = await Promise.all([
    readCubes<CashCube>(deps, branchId, 'cash', date, date),
    readCubes<SalesCube>(deps, branchId, 'sales', date, date),
    readNearestCube<CashCube>(deps, branchId, 'cash', date, 'after'),
    readCubes<SalesCube>(deps, branchId, 'sales', nextWeek, nextWeek),
  ]);
  return {
    ownCash: ownCash[0]?.data,
    ownSales: ownSales[0]?.data,
    nextCash,
    nextWeekSales: nextWeekSales[0],
  };
}

/** The days a build of `date` makes stale, re-marked for a rebuild; returns their dates. */
async function remarkDependentDays(
  deps: Pick<Deps, 'db' | 'tableName'>,
  branchId: string,
  date: string,
  cubes: { cash: CashCube; sales: SalesCube },
  sources: CascadeSources,
  at: string,
): Promise<string[]> {
  const targets: Array<[string, string]> = [];
  const { ownCash, ownSales, nextCash, nextWeekSales } = sources;
  const balanceChanged = ownCash === undefined || closingBalanceOf(ownCash) !== closingBalanceOf(cubes.cash);
  if (balanceChanged && nextCash && nextCash.data.opening_balance_source !== 'cash_register.opened') {
    targets.push([nextCash.date, `opening cash follows the closing balance of ${date}`]);
  }
  const salesChanged =
    ownSales === undefined ||
    ownSales.total_sales_cents !== cubes.sales.total_sales_cents ||
    ownSales.summaries_count !== cubes.sales.summaries_count;
  if (salesChanged && nextWeekSales && !targets.some(([target]) => target === nextWeekSales.date)) {
    targets.push([nextWeekSales.date, `sales comparison with ${date}`]);
  }
  const results = await Promise.all(
    targets.map(async ([target, reason]) =>
      (await remarkDayForRebuild(deps, branchId, target, at, reason)) ? target : null,
    ),
  );
  return results.filter((target): target is string => target !== null);
}

// ---------------------------------------------------------------- reads

/**
 * The `cash_register.opened` activity events that can belong to business date `date` in ANY time
 * zone (UTC−12 to UTC+14) with ANY cutoff hour (0–23, so the business day may run until 23:00 of
 * the next calendar day): the activity partition is sorted by UTC instant, so that is one key range,
 * read in parallel with everything else before the branch's zone and cutoff are known. The caller
 * keeps the events whose business date is `date`.
 */
async function readOpeningEvents(
  deps: Pick<Deps, 'db' | 'tableName'>,
  branchId: string,
  date: string,
): Promise<CashRegisterOpenedInput[]> {
  const day = isCalendarDate(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(day)) throw new RangeError(`not a date: ${date}`);
  const hour = 3_600_000;
  const from = new Date(day - 14 * hour).toISOString();
  const to = new Date(day + 60 * hour).toISOString();
  // Sort keys are `<UTC instant>#<id>`: `to` alone sorts before every key at that instant.
  return readActivityEvents(deps, branchId, 'cash_register.opened', from, to);
}
