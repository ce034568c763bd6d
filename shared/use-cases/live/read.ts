/**
 * The live GETs: sales today, cash balance, active alerts. Each reads the current business date of
 * the branch (its time zone at the request's `now`): sales (and the pace alert) with one GetItem of
 * today's live head (running totals and the copy of last week's bucket totals) and, in parallel, one
 * Query of last week's closes in the cutoff's 15-minute bucket (a BatchGetItem of last week's head
 * when the copy is missing: no live event today yet, or a head stored before the split); cash with
 * one BatchGetItem of the head and the register events; plus one
 * Query where the data lives elsewhere (the day's alerts; the day's xout closings for the cash count;
 * last week's order lines only when last week has no live data, after a GetItem of that day's
 * state, and only when this instance does not hold that revision's lines). Rules:
 * docs/computation-rules.md ("Live").
 */
import { sameWeekdayLastWeek } from '../../domain/analytics/period.ts';
import { businessToday, cutoffHourOf } from '../../domain/business-day.ts';
import { forecastPace, hoursIntoBusinessDay } from '../../domain/forecast-reads/pace.ts';
import { orderedSoFar } from '../../domain/live/comparable.ts';
import { bucketOf, type Close, type LastWeekLive, type LiveHead } from '../../domain/live/live-day.ts';
import {
  type CashCount,
  cashFlowsFromLive,
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
import {
  cashFlowsFromXouts,
  cashFlowsNote,
  expectedCountsOf,
  type FeedNote,
  NO_CASH_FLOWS,
  type SalesFeed,
  salesFromXouts,
  salesWithoutFeed,
  todayFeed,
  type XoutFigures,
  xoutFiguresOf,
} from '../../domain/live/today-feeds.ts';
import type {
  LiveAlert,
  LiveAlertsAttributes,
  LiveCashAttributes,
  LiveCashMeta,
  LiveMeta,
  LiveSalesAttributes,
  LiveSalesMeta,
} from '../../domain/responses/live.ts';
import type { Resource } from '../../domain/results.ts';
import { wallClock } from '../../domain/zoned-time.ts';
import { readAlertsWithPrefix } from '../../storage/anomaly-store.ts';
import type { BranchProfile } from '../../storage/branch-store.ts';
import { readForecastDay } from '../../storage/forecast-store.ts';
import { keys } from '../../storage/keys.ts';
import {
  readCashRegisterDocuments,
  readComparisonOrderLines,
  readCutoffBucketCloses,
  readLiveHeadAndRegister,
  readSalesWithLastWeek,
} from '../../storage/live-store.ts';
import type { Deps } from '../deps.ts';
import { inBranchTime, readMetaOf } from '../intelligence/envelope.ts';
import type { RouteRequest } from '../request.ts';

export interface LiveContext {
  branchId: string;
  timeZone: string;
  now: Date;
  today: string;
  asOf: string;
}

function contextOf(request: RouteRequest): LiveContext {
  return liveContextAt(request.branch, request.now);
}

export function liveContextAt(branch: BranchProfile, now: Date): LiveContext {
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
export function liveMetaOf(context: LiveContext): LiveMeta {
  const range = { from: context.today, to: context.today };
  const scope = { range, branchId: context.branchId, timeZone: context.timeZone, snapshotDate: null };
  // Live figures are computed on read: there is never a snapshot.
  return { ...readMetaOf(scope), snapshot_date: null, business_date: context.today };
}

/** A UTC instant in the branch's time (meta), null kept. */
const branchTimeOrNull = (at: string | null, timeZone: string) =>
  at === null ? null : inBranchTime(at, timeZone);

/** What the sales figures are computed from: today's head, last week's bucket totals and cutoff closes. */
export interface SalesReads {
  today: LiveHead | null;
  lastWeek: LastWeekLive;
  /** Last week's closes in the bucket of the same local time last week as `now`. */
  cutoffCloses: Close[];
  /**
   * Last week's STATE revision, when read with the rest (the live update): it keys last week's order
   * lines; without it, it is read when they are needed.
   */
  lastWeekRevision?: number;
}

/**
 * Today's sales from the feed the POS sent (today-feeds.ts): the live updates when today has any
 * table event; else today's xout closings (read only then: one Query); else none. The comparison
 * day (same weekday last week: its live data, else its order lines) is cut at the same local time
 * as today's figures: now, or the latest xout closing's end.
 */
async function todaySales(deps: Deps, context: LiveContext) {
  const lastWeek = sameWeekdayLastWeek(context.today);
  // Today's head (totals, a few KB whatever the day's size) with last week's bucket totals it holds,
  // and last week's closes in the cutoff's bucket, in parallel.
  const reads = await readSalesWithLastWeek(
    deps,
    context.branchId,
    context.today,
    lastWeek,
    sameLocalTimeLastWeek(context.now, context.timeZone),
  );
  return salesOf(deps, context, reads);
}

/** The sales figures from what was read (the live update computes its pace alert with this too). */
export async function salesOf(deps: Deps, context: LiveContext, reads: SalesReads) {
  const lastWeek = reads.lastWeek.date;
  const today = reads.today;
  const hasLiveSales =
    today !== null && (today.closed.tables > 0 || Object.keys(today.open_tables).length > 0);
  const xouts = hasLiveSales ? [] : await readXouts(deps, context);
  const feed = todayFeed(hasLiveSales, xouts);
  const xoutUntil = feed === 'xout' ? salesFromXouts(xouts, null, context.asOf).note.until : null;
  const cutoff = sameLocalTimeLastWeek(
    xoutUntil === null ? context.now : new Date(xoutUntil),
    context.timeZone,
  );
  // The closes read were of now's bucket; an xout feed cuts elsewhere (then its bucket is read).
  const nowCutoff = sameLocalTimeLastWeek(context.now, context.timeZone);
  const cutoffCloses =
    bucketOf(cutoff) === bucketOf(nowCutoff) || reads.lastWeek.buckets === null
      ? reads.cutoffCloses
      : await readCutoffBucketCloses(deps, context.branchId, lastWeek, cutoff);
  let reference: ReferenceDay | null = referenceFromLive(reads.lastWeek, cutoffCloses, cutoff);
  if (reference === null) {
    reference = referenceFromOrderLines(
      lastWeek,
      await readComparisonOrderLines(deps, context.branchId, lastWeek, reads.lastWeekRevision),
      cutoff,
    );
  }
  const { attributes, note } =
    feed === 'live_updates'
      ? {
          attributes: liveSales(today, reference, context.asOf),
          note: { feed, until: null, reason: null } satisfies FeedNote<SalesFeed>,
        }
      : feed === 'xout'
        ? salesFromXouts(xouts, reference, context.asOf)
        : salesWithoutFeed(context.asOf);
  return { attributes, note, reference, lastWeek, cutoff };
}

/** The live pace alert of computed sales (livePaceAlert), or null. */
export function paceOf(sales: Awaited<ReturnType<typeof salesOf>>): LiveAlert | null {
  return livePaceAlert(sales.attributes, sales.reference);
}

/** Today's xout closings (one Query of the day's cash-register documents). */
async function readXouts(deps: Deps, context: LiveContext): Promise<XoutFigures[]> {
  const closings = await readCashRegisterDocuments(deps, context.branchId, context.today);
  return closings
    .map((closing) => xoutFiguresOf(closing.attributes))
    .filter((xout): xout is XoutFigures => xout !== null);
}

export async function getLiveSales(
  deps: Deps,
  request: RouteRequest,
): Promise<Resource<LiveSalesAttributes, LiveSalesMeta>> {
  const context = contextOf(request);
  const [{ attributes, note, reference, lastWeek, cutoff }, pace] = await Promise.all([
    todaySales(deps, context),
    todayForecast(deps, request.branch, context),
  ]);
  return {
    // The forecast's hours are order lines by hour: what was ordered by now is its like, open tables too.
    attributes: { ...attributes, ...pace(orderedSoFar(attributes)) },
    meta: {
      ...liveMetaOf(context),
      sources: { sales: { ...note, until: branchTimeOrNull(note.until, context.timeZone) } },
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

/** Today's stored forecast (one GetItem: its hours are in it), and the pace of sales so far against them (pace.ts). */
async function todayForecast(deps: Deps, branch: BranchProfile, context: LiveContext) {
  const stored = await readForecastDay(deps, context.branchId, context.today);
  const cutoffHour = cutoffHourOf(branch);
  const [hour, minute] = wallClock(context.now.toISOString(), context.timeZone).slice(11, 16).split(':');
  const elapsed = hoursIntoBusinessDay(Number(hour), Number(minute), cutoffHour);
  return (salesSoFar: number | null) => forecastPace(salesSoFar, stored, elapsed, cutoffHour);
}

export async function getLiveCash(
  deps: Deps,
  request: RouteRequest,
): Promise<Resource<LiveCashAttributes, LiveCashMeta>> {
  const context = contextOf(request);
  const [{ head: liveHead, register }, closings] = await Promise.all([
    readLiveHeadAndRegister(deps, context.branchId, context.today),
    readCashRegisterDocuments(deps, context.branchId, context.today),
  ]);
  const events = register.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  // The day's first opening, as the cash ledger takes it.
  const opening = events.find((event) => event.event === 'cash_register.opened');
  const openingCents = Number.isInteger(opening?.detail.opening_balance_cents)
    ? (opening!.detail.opening_balance_cents as number)
    : null;
  const registerCloses = events.filter((event) => event.event === 'cash_register.closed');
  const xouts = closings
    .map((closing) => xoutFiguresOf(closing.attributes))
    .filter((xout): xout is XoutFigures => xout !== null);
  const counts: CashCount[] = [
    ...registerCloses.map((event) => countOfRegisterClose(event.at, event.detail)),
    ...closings
      .filter((closing) => closing.attributes.closing_type === 'xout')
      .map((closing) => countOfXoutClosing(closing.attributes, openingCents))
      .filter((count): count is CashCount => count !== null),
  ];
  const feed = todayFeed(liveHead !== null, xouts);
  const flows =
    feed === 'live_updates'
      ? cashFlowsFromLive(liveHead)
      : feed === 'xout'
        ? cashFlowsFromXouts(xouts)
        : NO_CASH_FLOWS;
  const flowsNote = cashFlowsNote(feed, xouts, flows);
  const { attributes: cash, expectedNote } = liveCash(
    flows,
    { cents: openingCents, by: opening?.actor_name?.trim() || null },
    counts,
    expectedCountsOf(registerCloses, xouts),
    context.asOf,
  );
  const inBranch = <Feed extends string>(note: FeedNote<Feed>): FeedNote<Feed> => ({
    ...note,
    until: branchTimeOrNull(note.until, context.timeZone),
  });
  return {
    attributes: {
      ...cash,
      last_count:
        cash.last_count === null
          ? null
          : { ...cash.last_count, at: inBranchTime(cash.last_count.at, context.timeZone) },
    },
    meta: {
      ...liveMetaOf(context),
      sources: {
        opening_balance:
          openingCents === null
            ? { feed: 'none', until: null, reason: 'No cash_register.opened activity event today.' }
            : { feed: 'cash_register.opened', until: null, reason: null },
        cash_flows: inBranch(flowsNote),
        expected_balance: inBranch(expectedNote),
      },
    },
  };
}

export async function getLiveAlerts(
  deps: Deps,
  request: RouteRequest,
): Promise<Resource<LiveAlertsAttributes, LiveMeta>> {
  const context = contextOf(request);
  const [stored, sales] = await Promise.all([
    readAlertsWithPrefix(deps, context.branchId, keys.alertDayPrefix(context.today)),
    todaySales(deps, context),
  ]);
  const alerts: LiveAlert[] = stored.map((alert) => ({
    severity: alert.severity,
    type: alert.type,
    message: alert.message,
    triggered_at: inBranchTime(alert.created_at, context.timeZone),
  }));
  const pace = livePaceAlert(sales.attributes, sales.reference);
  if (pace !== null) alerts.push(pace);
  return { attributes: { alerts: sortLiveAlerts(alerts) }, meta: liveMetaOf(context) };
}
