/**
 * The live GETs: sales today, cash balance, active alerts. Each reads the current business date of
 * the branch (its time zone at the request's `now`): sales (and the pace alert) with one GetItem of
 * today's live item projected to its compact sales view and the copy of last week's it holds (a
 * BatchGetItem of the views when the copy is missing: no live event today yet, or an item stored
 * before copies); cash with one BatchGetItem of the whole state and the register events; plus one
 * Query where the data lives elsewhere (the day's alerts; the day's xout closings for the cash count;
 * last week's order lines only when last week has no live data). Rules: docs/computation-rules.md
 * ("Live").
 */
import { sameWeekdayLastWeek } from '../../domain/analytics/period.ts';
import { businessToday, cutoffHourOf } from '../../domain/business-day.ts';
import {
  type CashCount,
  countOfRegisterClose,
  countOfXoutClosing,
  liveCash,
  livePaceAlert,
  liveSales,
  type ReferenceDay,
  referenceFromLive,
  referenceFromOrderLines,
  sameLocalTimeLastWeek,
  sortLiveAlerts,
} from '../../domain/live/live-figures.ts';
import type {
  LiveAlert,
  LiveAlertsAttributes,
  LiveCashAttributes,
  LiveMeta,
  LiveSalesAttributes,
  LiveSalesMeta,
} from '../../domain/responses/live.ts';
import type { Resource } from '../../domain/results.ts';
import { readAlertsWithPrefix } from '../../storage/anomaly-store.ts';
import type { BranchProfile } from '../../storage/branch-store.ts';
import { keys } from '../../storage/keys.ts';
import {
  readCashRegisterDocuments,
  readDayOrderLines,
  readLive,
  readSalesWithLastWeek,
} from '../../storage/live-store.ts';
import type { Deps } from '../deps.ts';
import { inBranchTime, readMetaOf } from '../intelligence/envelope.ts';
import type { RouteRequest } from '../request.ts';

interface LiveContext {
  branchId: string;
  timeZone: string;
  now: Date;
  today: string;
  asOf: string;
}

function contextOf(request: RouteRequest): LiveContext {
  return contextAt(request.branch, request.now);
}

function contextAt(branch: BranchProfile, now: Date): LiveContext {
  const { branch_identifier: branchId, timezone: timeZone } = branch;
  // "Today" is the branch's business day: at 02:00 with the default 05:00 cutoff, still yesterday's.
  const today = businessToday(now, timeZone, cutoffHourOf(branch));
  return {
    branchId,
    timeZone,
    now,
    today,
    asOf: inBranchTime(now.toISOString(), timeZone),
  };
}

/** The meta every live read answers: today's business date, no snapshot (computed on read). */
function liveMetaOf(context: LiveContext): LiveMeta {
  const range = { from: context.today, to: context.today };
  const scope = { range, branchId: context.branchId, timeZone: context.timeZone, snapshotDate: null };
  // Live figures are computed on read: there is never a snapshot.
  return { ...readMetaOf(scope), snapshot_date: null, business_date: context.today };
}

/** Today's live day and the comparison day (same weekday last week, live data else order lines). */
async function salesInputs(deps: Deps, context: LiveContext) {
  const lastWeek = sameWeekdayLastWeek(context.today);
  // The compact sales views only (a few bytes per table), not the whole states; last week's from
  // the copy in today's item when it has one.
  const views = await readSalesWithLastWeek(deps, context.branchId, context.today, lastWeek);
  const cutoff = sameLocalTimeLastWeek(context.now, context.timeZone);
  let reference: ReferenceDay | null = referenceFromLive(views.lastWeek, cutoff);
  if (reference === null) {
    reference = referenceFromOrderLines(
      lastWeek,
      await readDayOrderLines(deps, context.branchId, lastWeek),
      cutoff,
    );
  }
  return { today: views.today, reference, lastWeek, cutoff };
}

export async function getLiveSales(
  deps: Deps,
  request: RouteRequest,
): Promise<Resource<LiveSalesAttributes, LiveSalesMeta>> {
  const context = contextOf(request);
  const { today, reference, lastWeek, cutoff } = await salesInputs(deps, context);
  return {
    attributes: liveSales(today, reference, context.asOf),
    meta: {
      ...liveMetaOf(context),
      comparison: {
        date: lastWeek,
        until: inBranchTime(new Date(cutoff).toISOString(), context.timeZone),
        source: reference?.source ?? null,
        sales_so_far_cents: reference?.so_far.sales_cents ?? null,
        covers_so_far: reference?.so_far.covers ?? null,
        full_day_sales_cents: reference?.full_day_sales_cents ?? null,
      },
    },
  };
}

export async function getLiveCash(
  deps: Deps,
  request: RouteRequest,
): Promise<Resource<LiveCashAttributes, LiveMeta>> {
  const context = contextOf(request);
  const [{ days, registers }, closings] = await Promise.all([
    readLive(deps, context.branchId, [context.today], [context.today]),
    readCashRegisterDocuments(deps, context.branchId, context.today),
  ]);
  const events = (registers.get(context.today) ?? []).sort((a, b) =>
    a.at < b.at ? -1 : a.at > b.at ? 1 : 0,
  );
  // The day's first opening, as the cash ledger takes it.
  const opening = events.find((event) => event.event === 'cash_register.opened');
  const openingCents = Number.isInteger(opening?.detail.opening_balance_cents)
    ? (opening!.detail.opening_balance_cents as number)
    : null;
  const counts: CashCount[] = [
    ...events
      .filter((event) => event.event === 'cash_register.closed')
      .map((event) => countOfRegisterClose(event.at, event.detail)),
    ...closings
      .filter((closing) => closing.attributes.closing_type === 'xout')
      .map((closing) => countOfXoutClosing(closing.attributes))
      .filter((count): count is CashCount => count !== null),
  ];
  const cash = liveCash(days.get(context.today)?.day ?? null, openingCents, counts, context.asOf);
  return {
    attributes: {
      ...cash,
      last_count:
        cash.last_count === null
          ? null
          : { ...cash.last_count, at: inBranchTime(cash.last_count.at, context.timeZone) },
    },
    meta: liveMetaOf(context),
  };
}

export async function getLiveAlerts(
  deps: Deps,
  request: RouteRequest,
): Promise<Resource<LiveAlertsAttributes, LiveMeta>> {
  const context = contextOf(request);
  const [stored, sales] = await Promise.all([
    readAlertsWithPrefix(deps, context.branchId, keys.alertDayPrefix(context.today)),
    salesInputs(deps, context),
  ]);
  const alerts: LiveAlert[] = stored.map((alert) => ({
    severity: alert.severity,
    type: alert.type,
    message: alert.message,
    triggered_at: inBranchTime(alert.created_at, context.timeZone),
  }));
  const pace = livePaceAlert(liveSales(sales.today, sales.reference, context.asOf), sales.reference);
  if (pace !== null) alerts.push(pace);
  return { attributes: { alerts: sortLiveAlerts(alerts) }, meta: liveMetaOf(context) };
}

/**
 * The live pace alert (sales_down) of the branch's business day at `now`, exactly as
 * GET /live/alerts/active computes it; the live update announces it when it crosses.
 */
export async function livePaceAt(
  deps: Deps,
  branch: BranchProfile,
  now: Date,
): Promise<{ today: string; alert: LiveAlert | null }> {
  const context = contextAt(branch, now);
  const sales = await salesInputs(deps, context);
  const alert = livePaceAlert(liveSales(sales.today, sales.reference, context.asOf), sales.reference);
  return { today: context.today, alert };
}
