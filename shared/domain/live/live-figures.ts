/**
 * The numbers of the live GETs, from the live day's head (live-day.ts) and the comparison day: sales today
 * against the same weekday of the previous week up to the same local time, the projection, the cash
 * drawer's expected balance and the live alerts list. Pure; rules in docs/computation-rules.md.
 */
import { formatMoney, formatPct } from '../analytics/format.ts';
import { divideRounded, pctChange, scaleRounded } from '../analytics/rounding.ts';
import { ALERT_THRESHOLDS, statusOfRatio } from '../benchmarks.ts';
import type {
  CASH_COUNT_SOURCES,
  LiveAlert,
  LiveCashAttributes,
  LiveSalesFigures,
} from '../responses/live.ts';
import { SEVERITY_ORDER } from '../severity.ts';
import { sameWallTimeDaysBefore } from '../zoned-time.ts';
import { comparableSoFar } from './comparable.ts';
import { type Close, type ClosedTotals, closedUntil, type LastWeekLive, type LiveHead } from './live-day.ts';
import { tooEarlyToProject } from './projection.ts';
import {
  type CashFlowsSoFar,
  type ExpectedBalanceFeed,
  type ExpectedCount,
  expectedBalance,
  type FeedNote,
} from './today-feeds.ts';

export interface SalesSoFar {
  sales_cents: number;
  /** Σ covers of the closed tables whose covers are known; null when tables closed but none is known. */
  covers: number | null;
  tables: number;
}

export function salesSoFarOf(totals: ClosedTotals): SalesSoFar {
  return {
    sales_cents: totals.sales_cents,
    covers: totals.tables > 0 && totals.covers_known === 0 ? null : totals.covers,
    tables: totals.tables,
  };
}

/** The comparison day (same weekday last week): sales up to the same local time, and the whole day. */
export interface ReferenceDay {
  date: string;
  source: 'live' | 'orders';
  so_far: { sales_cents: number; covers: number | null };
  full_day_sales_cents: number;
}

/**
 * From last week's live data (its bucket totals and the closes of the cutoff's bucket,
 * live-day.ts closedUntil); null when it has no closed table (no live data that day).
 */
export function referenceFromLive(
  lastWeek: LastWeekLive | null,
  cutoffBucketCloses: readonly Close[],
  cutoffMs: number,
): ReferenceDay | null {
  if (lastWeek === null || lastWeek.buckets === null) return null;
  const { so_far: soFar, full_day: fullDay } = closedUntil(lastWeek, cutoffBucketCloses, cutoffMs);
  if (fullDay.tables === 0) return null;
  const figures = salesSoFarOf(soFar);
  return {
    date: lastWeek.date,
    source: 'live',
    so_far: { sales_cents: figures.sales_cents, covers: figures.covers },
    full_day_sales_cents: fullDay.sales_cents,
  };
}

/**
 * From last week's zout order lines by `ordered_at`: only lines that carry it count (a line without
 * an order time cannot be placed before or after the cutoff, and leaving it in the full day only
 * would bend the projection). Order lines carry no covers: covers null. Null without such lines.
 */
export function referenceFromOrderLines(
  date: string,
  lines: readonly { ordered_at?: unknown; net_total_cents?: unknown }[],
  cutoffMs: number,
): ReferenceDay | null {
  let soFar = 0;
  let full = 0;
  let timed = 0;
  for (const line of lines) {
    const at = typeof line.ordered_at === 'string' ? Date.parse(line.ordered_at) : Number.NaN;
    if (Number.isNaN(at) || !Number.isInteger(line.net_total_cents)) continue;
    timed += 1;
    full += line.net_total_cents as number;
    if (at <= cutoffMs) soFar += line.net_total_cents as number;
  }
  if (timed === 0) return null;
  return { date, source: 'orders', so_far: { sales_cents: soFar, covers: null }, full_day_sales_cents: full };
}

/**
 * - total_sales_cents, covers_so_far, tables_so_far: the closed tables of today;
 * - avg_ticket_cents = sales / closed tables (null with none closed);
 * - open_ordered_cents: what the open tables have ordered so far;
 * - tips_so_far_cents: the closed tables' tips (their payments' tips_cents), apart from the sales;
 * - vs_same_time_yesterday: % change of `comparableSoFar` against the reference's figures up to
 *   the same local time;
 * - projected_day_total_cents = comparable so far × reference full day ÷ reference so far, rounded
 *   half away from zero; null when the reference has no sales by that time, nothing comparable
 *   today, or had under PROJECTION_MIN_SHARE_PCT of its day by then (`tooEarlyToProject`).
 */
export function liveSales(
  today: LiveHead | null,
  reference: ReferenceDay | null,
  asOf: string,
): LiveSalesFigures {
  const soFar =
    today === null
      ? salesSoFarOf({ tables: 0, sales_cents: 0, covers: 0, covers_known: 0 })
      : salesSoFarOf(today.closed);
  const open = Object.values(today?.open_tables ?? {});
  const openKnown = open.filter((table) => table.covers !== null);
  const ordered = open.reduce((sum, table) => sum + table.ordered_cents, 0);
  const comparable = comparableSoFar(
    { total_sales_cents: soFar.sales_cents, open_ordered_cents: ordered },
    reference,
  )!;
  const projected =
    reference === null ||
    comparable === 0 ||
    reference.so_far.sales_cents === 0 ||
    tooEarlyToProject(reference.so_far.sales_cents, reference.full_day_sales_cents)
      ? null
      : scaleRounded(comparable, reference.full_day_sales_cents, reference.so_far.sales_cents);
  return {
    as_of: asOf,
    total_sales_cents: soFar.sales_cents,
    covers_so_far: soFar.covers,
    tables_so_far: soFar.tables,
    avg_ticket_cents: divideRounded(soFar.sales_cents, soFar.tables),
    vs_same_time_yesterday: {
      sales_pct_change: reference === null ? null : pctChange(comparable, reference.so_far.sales_cents),
      covers_pct_change: reference === null ? null : pctChange(soFar.covers, reference.so_far.covers),
    },
    projected_day_total_cents: projected,
    open_tables: open.length,
    open_covers:
      open.length > 0 && openKnown.length === 0
        ? null
        : openKnown.reduce((sum, table) => sum + table.covers!, 0),
    open_ordered_cents: ordered,
    tips_so_far_cents: today === null ? 0 : today.closed.tips_cents,
  };
}

// ---------------------------------------------------------------- cash

/** A count of the drawer today: a `cash_register.closed` event or an xout closing. */
export interface CashCount {
  /** UTC ISO instant of the count (the answer shows it in the branch's time). */
  at: string;
  source: (typeof CASH_COUNT_SOURCES)[number];
  expected_cents: number | null;
  variance_cents: number | null;
}

/** Today's cash flows from the live updates: the closed tables' cash payments and the cash movements. */
export function cashFlowsFromLive(today: LiveHead | null): CashFlowsSoFar {
  return {
    cash_sales_cents: today?.closed.cash_cents ?? 0,
    cash_in_cents: today?.cash.in_cents ?? 0,
    cash_out_cents: today?.cash.out_cents ?? 0,
  };
}

/**
 * expected = opening + cash sales (cash payments of closed tables, tips excluded) + cash in − cash
 * out when all are known, else the latest count's expected cash (today-feeds.ts expectedBalance);
 * the flows come from today's feed (cashFlowsFromLive, or cashFlowsFromXouts). status: the latest
 * count of today judged by the cash-variance benchmark on the exact ratio (|variance| / its expected
 * cash, never the rounded %); null, not green, without a count or when the count lacks the two
 * numbers or an expected cash above 0: nothing is known (a deviation: docs/spec-deviations.md).
 */
export function liveCash(
  flows: CashFlowsSoFar,
  opening: { cents: number | null; by: string | null },
  counts: readonly CashCount[],
  expectedCounts: readonly ExpectedCount[],
  asOf: string,
): { attributes: LiveCashAttributes; expectedNote: FeedNote<ExpectedBalanceFeed> } {
  const latest = [...counts].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))[0] ?? null;
  const judged =
    latest !== null &&
    latest.variance_cents !== null &&
    latest.expected_cents !== null &&
    latest.expected_cents > 0;
  const variancePct = judged
    ? divideRounded(Math.abs(latest.variance_cents!) * 100, latest.expected_cents!, 1)
    : null;
  const expected = expectedBalance(opening.cents, flows, expectedCounts);
  return {
    attributes: {
      as_of: asOf,
      opened_by: opening.by,
      opening_balance_cents: opening.cents,
      cash_sales_so_far_cents: flows.cash_sales_cents,
      cash_in_so_far_cents: flows.cash_in_cents,
      cash_out_so_far_cents: flows.cash_out_cents,
      expected_balance_cents: expected.expected_cents,
      status: judged
        ? statusOfRatio('cash_variance_pct', latest.variance_cents, latest.expected_cents)
        : null,
      last_count: latest === null ? null : { ...latest, variance_pct: variancePct },
    },
    expectedNote: expected.note,
  };
}

// ---------------------------------------------------------------- alerts

/**
 * The live pace rule: sales so far against the same weekday last week up to the same local time,
 * with the thresholds of sales_down (yellow at −10 % or worse, red at −20 % or worse). Computed on
 * read, never stored; none when the change cannot be computed.
 */
export function livePaceAlert(sales: LiveSalesFigures, reference: ReferenceDay | null): LiveAlert | null {
  const change = sales.vs_same_time_yesterday.sales_pct_change;
  const total = comparableSoFar(sales, reference);
  if (change === null || reference === null || total === null) return null;
  // The figure compared, named when it counts the open tables' orders.
  const withOpen = total !== sales.total_sales_cents ? ' con lo pedido en mesas abiertas' : '';
  const { yellow_at_or_below_pct: yellow, red_at_or_below_pct: red } = ALERT_THRESHOLDS.sales_down;
  if (change > yellow) return null;
  return {
    severity: change <= red ? 'red' : 'yellow',
    type: 'sales_down',
    message:
      `Hoy vas ${formatPct(Math.abs(change))} abajo: ${formatMoney(total)}${withOpen} contra ` +
      `${formatMoney(reference.so_far.sales_cents)} a esta hora del mismo día de la semana pasada.`,
    triggered_at: sales.as_of,
  };
}

/**
 * The title and action of the pace alert when it is announced (alert.triggered carries the alert
 * as /intelligence/alerts shows alerts: title, message, action); the message is livePaceAlert's.
 */
export const LIVE_PACE_ALERT_TEXT = {
  title: 'Ventas abajo hoy',
  action: 'Revisa afluencia y ticket promedio del turno; ajusta personal y promociones del resto del día.',
} as const;

/** Red first, then yellow, then blue; newest first within a severity. */
export function sortLiveAlerts(alerts: readonly LiveAlert[]): LiveAlert[] {
  return [...alerts].sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      (Date.parse(b.triggered_at) || 0) - (Date.parse(a.triggered_at) || 0),
  );
}

/**
 * The instant of "the same local time on the same weekday of the previous week": the branch's wall
 * clock moved back 7 calendar days (the wall time is kept across a DST change, so 20:00 stays
 * 20:00 even when the offset differs). RangeError on an unknown zone.
 */
export function sameLocalTimeLastWeek(now: Date, timeZone: string): number {
  return sameWallTimeDaysBefore(now, 7, timeZone);
}

const intOrNull = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);

/** A `cash_register.closed` event as a count: variance_cents, else counted − expected. */
export function countOfRegisterClose(at: string, detail: Record<string, unknown>): CashCount {
  const expected = intOrNull(detail.expected_cents);
  const counted = intOrNull(detail.counted_cents);
  return {
    at,
    source: 'cash_register.closed',
    expected_cents: expected,
    variance_cents:
      intOrNull(detail.variance_cents) ?? (expected !== null && counted !== null ? counted - expected : null),
  };
}

/**
 * An xout closing as a count, like the reconciliation reads a closing: variance = cash_actual −
 * cash_theoretical when both are sent, else the cash_variance summary. Expected cash is what the
 * drawer should hold, opening float included: cash_theoretical (the POS's expected cash), else the
 * day's opening balance + the closing's cash flows as the ledger reads them (cash_sales + deposits
 * + tips_received − tips_paid_to_waiter − withholding); null without an opening or cash_sales (the
 * bare cash sales would leave the float out). At its end_at (start_at without one); null when it has
 * neither.
 */
export function countOfXoutClosing(
  attributes: Record<string, unknown>,
  openingBalanceCents: number | null = null,
): CashCount | null {
  const when = typeof attributes.end_at === 'string' ? attributes.end_at : attributes.start_at;
  const at = typeof when === 'string' ? Date.parse(when) : Number.NaN;
  if (Number.isNaN(at)) return null;
  const summaries = Array.isArray(attributes.summaries)
    ? (attributes.summaries as Record<string, unknown>[])
    : [];
  const sum = (type: string): number | null => {
    const amounts = summaries
      .filter((summary) => summary.type === type)
      .map((summary) => intOrNull(summary.amount_cents));
    return amounts.some((amount) => amount !== null)
      ? amounts.reduce<number>((total, amount) => total + (amount ?? 0), 0)
      : null;
  };
  const theoretical = sum('cash_theoretical');
  const actual = sum('cash_actual');
  const cashSales = sum('cash_sales');
  const flows =
    cashSales === null
      ? null
      : cashSales +
        (sum('deposits') ?? 0) +
        (sum('tips_received') ?? 0) -
        (sum('tips_paid_to_waiter') ?? 0) -
        (sum('withholding') ?? 0);
  return {
    at: new Date(at).toISOString(),
    source: 'xout',
    expected_cents:
      theoretical ?? (openingBalanceCents === null || flows === null ? null : openingBalanceCents + flows),
    variance_cents: theoretical !== null && actual !== null ? actual - theoretical : sum('cash_variance'),
  };
}
