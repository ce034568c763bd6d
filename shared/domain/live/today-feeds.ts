/**
 * Which feed today's live figures come from, and the figures of the feeds other than the live
 * updates. POST /live/update is optional (spec): a POS that never sends it still sends xout closings
 * and cash-register activity events, and the live GETs read those instead of showing a silent 0.
 *
 * - Sales and cash flows: today's live updates when today has any (the live day exists); else
 *   today's xout closings (their summaries, as the reconciliation and the cash-flow ledger read a
 *   closing); else nothing, and every figure is null with the reason.
 * - Opening balance: today's first `cash_register.opened` (the only feed that carries it).
 * - Expected balance: opening + cash sales + cash in − cash out when all are known; else the latest
 *   count's expected cash (`cash_register.closed` expected_cents, or an xout's cash_theoretical).
 *
 * Pure; rules in docs/computation-rules.md ("Live").
 */
import { closingFigures } from '../analytics/builders/cash.ts';
import { pctChange, scaleRounded } from '../analytics/rounding.ts';
import type { LiveSalesFigures } from '../responses/live.ts';

export type SalesFeed = 'live_updates' | 'xout' | 'none';

/** What the comparison day (live-figures.ts ReferenceDay) gives: its sales up to the cut, and its whole day. */
export interface ComparisonFigures {
  so_far: { sales_cents: number };
  full_day_sales_cents: number;
}

/** An xout closing of today, reduced to what the live reads need. */
export interface XoutFigures {
  /** UTC ISO instant the closing's figures run to: its end_at (start_at without one). */
  until: string;
  /** amount_cents per summary type (a type sent twice is summed). */
  summaries: Record<string, number>;
}

/** A feed's note in `meta.sources`: the feed, up to when its figures run (UTC), why figures are null. */
export interface FeedNote<Feed extends string> {
  feed: Feed;
  until: string | null;
  reason: string | null;
}

const intOrNull = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);

/** An xout cash-register closing's attributes as XoutFigures; null for a zout or an undated closing. */
export function xoutFiguresOf(attributes: Record<string, unknown>): XoutFigures | null {
  if (attributes.closing_type !== 'xout') return null;
  const when = typeof attributes.end_at === 'string' ? attributes.end_at : attributes.start_at;
  const at = typeof when === 'string' ? Date.parse(when) : Number.NaN;
  if (Number.isNaN(at)) return null;
  const summaries: Record<string, number> = {};
  for (const summary of Array.isArray(attributes.summaries)
    ? (attributes.summaries as Record<string, unknown>[])
    : []) {
    const amount = intOrNull(summary.amount_cents);
    if (typeof summary.type !== 'string' || amount === null) continue;
    summaries[summary.type] = (summaries[summary.type] ?? 0) + amount;
  }
  return { until: new Date(at).toISOString(), summaries };
}

/** The latest `until` of the closings (ISO UTC strings compare in time order). */
const latestUntil = (xouts: readonly XoutFigures[]): string | null =>
  xouts.reduce<string | null>(
    (latest, xout) => (latest === null || xout.until > latest ? xout.until : latest),
    null,
  );

/** The feed of today's sales and cash flows: the live updates, else the xout closings, else none. */
export function todayFeed(hasLiveDay: boolean, xouts: readonly XoutFigures[]): SalesFeed {
  if (hasLiveDay) return 'live_updates';
  return xouts.length > 0 ? 'xout' : 'none';
}

export const NO_FEED_REASON =
  'No live update and no xout closing was received today: the service cannot know sales or cash so far.';
const XOUT_SALES_REASON =
  'From xout closings: they carry no covers, tables or open tables; figures run to the latest closing’s end.';
const XOUT_NO_SALES_REASON =
  'Today’s xout closings carry no sales summary (cash, card, transfer, delivery or voucher sales).';

/**
 * The sales figures of today's xout closings: Σ each closing's sales (cash + card + transfer +
 * delivery + voucher, tips excluded, as the reconciliation's total); each closing covers its own
 * period (start_at to end_at), so they add up. No covers, tables or open tables (a closing has
 * none). Compared with the reference cut at the same local time as the latest closing's end.
 */
export function salesFromXouts(
  xouts: readonly XoutFigures[],
  reference: ComparisonFigures | null,
  asOf: string,
): { attributes: LiveSalesFigures; note: FeedNote<SalesFeed> } {
  const totals = xouts.map((xout) => closingFigures(xout.summaries).total_cents);
  const known = totals.filter((total): total is number => total !== null);
  const total = known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0);
  const projected =
    total === null || reference === null || reference.so_far.sales_cents === 0
      ? null
      : scaleRounded(total, reference.full_day_sales_cents, reference.so_far.sales_cents);
  return {
    attributes: {
      as_of: asOf,
      total_sales_cents: total,
      covers_so_far: null,
      tables_so_far: null,
      avg_ticket_cents: null,
      vs_same_time_yesterday: {
        sales_pct_change:
          reference === null || total === null ? null : pctChange(total, reference.so_far.sales_cents),
        covers_pct_change: null,
      },
      projected_day_total_cents: projected,
      open_tables: null,
      open_covers: null,
      open_ordered_cents: null,
      tips_so_far_cents: null,
    },
    note: {
      feed: 'xout',
      until: latestUntil(xouts),
      reason: total === null ? XOUT_NO_SALES_REASON : XOUT_SALES_REASON,
    },
  };
}

/** No feed today: every figure null, never 0. */
export function salesWithoutFeed(asOf: string): {
  attributes: LiveSalesFigures;
  note: FeedNote<SalesFeed>;
} {
  return {
    attributes: {
      as_of: asOf,
      total_sales_cents: null,
      covers_so_far: null,
      tables_so_far: null,
      avg_ticket_cents: null,
      vs_same_time_yesterday: { sales_pct_change: null, covers_pct_change: null },
      projected_day_total_cents: null,
      open_tables: null,
      open_covers: null,
      open_ordered_cents: null,
      tips_so_far_cents: null,
    },
    note: { feed: 'none', until: null, reason: NO_FEED_REASON },
  };
}

/** Cash sales, cash in and cash out so far; null where the feed cannot tell. */
export interface CashFlowsSoFar {
  cash_sales_cents: number | null;
  cash_in_cents: number | null;
  cash_out_cents: number | null;
}

/**
 * Today's cash flows from xout closings, as the cash-flow ledger reads a closing: cash sales =
 * Σ cash_sales (null when no closing sends it); in = Σ deposits + tips_received; out = Σ
 * tips_paid_to_waiter + withholding (a type a closing does not send counts as 0, as in the ledger).
 */
export function cashFlowsFromXouts(xouts: readonly XoutFigures[]): CashFlowsSoFar {
  const sum = (types: readonly string[]) =>
    xouts.reduce(
      (total, xout) => total + types.reduce((part, type) => part + (xout.summaries[type] ?? 0), 0),
      0,
    );
  const sendsCash = xouts.some((xout) => xout.summaries.cash_sales !== undefined);
  return {
    cash_sales_cents: sendsCash ? sum(['cash_sales']) : null,
    cash_in_cents: sum(['deposits', 'tips_received']),
    cash_out_cents: sum(['tips_paid_to_waiter', 'withholding']),
  };
}

export const NO_CASH_FLOWS: CashFlowsSoFar = {
  cash_sales_cents: null,
  cash_in_cents: null,
  cash_out_cents: null,
};

export function cashFlowsNote(
  feed: SalesFeed,
  xouts: readonly XoutFigures[],
  flows: CashFlowsSoFar,
): FeedNote<SalesFeed> {
  if (feed === 'live_updates') return { feed, until: null, reason: null };
  if (feed === 'none') return { feed, until: null, reason: NO_FEED_REASON };
  return {
    feed,
    until: latestUntil(xouts),
    reason:
      flows.cash_sales_cents === null
        ? 'Today’s xout closings carry no cash_sales summary: cash sales are unknown.'
        : 'From xout closings (cash_sales; in: deposits + tips_received; out: tips_paid_to_waiter + withholding), up to the latest closing’s end.',
  };
}

export type ExpectedBalanceFeed = 'opening_and_flows' | 'cash_register.closed' | 'xout' | 'none';

/** A count of the drawer that states the cash it expected (the fallback of the expected balance). */
export interface ExpectedCount {
  at: string;
  source: 'cash_register.closed' | 'xout';
  expected_cents: number;
}

/** A `cash_register.closed` detail's expected_cents, or an xout's cash_theoretical, as an ExpectedCount. */
export function expectedCountsOf(
  registerCloses: readonly { at: string; detail: Record<string, unknown> }[],
  xouts: readonly XoutFigures[],
): ExpectedCount[] {
  const counts: ExpectedCount[] = [];
  for (const close of registerCloses) {
    const expected = intOrNull(close.detail.expected_cents);
    if (expected !== null)
      counts.push({ at: close.at, source: 'cash_register.closed', expected_cents: expected });
  }
  for (const xout of xouts) {
    const expected = xout.summaries.cash_theoretical;
    if (expected !== undefined) counts.push({ at: xout.until, source: 'xout', expected_cents: expected });
  }
  return counts;
}

/**
 * The expected balance: opening + cash sales + in − out when all are known (now); else the latest
 * count's expected cash (as of that count); else null, with the reason.
 */
export function expectedBalance(
  opening: number | null,
  flows: CashFlowsSoFar,
  counts: readonly ExpectedCount[],
): { expected_cents: number | null; note: FeedNote<ExpectedBalanceFeed> } {
  const { cash_sales_cents: sales, cash_in_cents: cashIn, cash_out_cents: cashOut } = flows;
  if (opening !== null && sales !== null && cashIn !== null && cashOut !== null) {
    return {
      expected_cents: opening + sales + cashIn - cashOut,
      note: { feed: 'opening_and_flows', until: null, reason: null },
    };
  }
  const latest = [...counts].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))[0];
  const missing = opening === null ? 'no cash_register.opened today' : 'today’s cash sales are unknown';
  if (latest !== undefined) {
    return {
      expected_cents: latest.expected_cents,
      note: {
        feed: latest.source,
        until: latest.at,
        reason: `The expected cash of today’s latest count (${missing}), as of that count.`,
      },
    };
  }
  return {
    expected_cents: null,
    note: { feed: 'none', until: null, reason: `Unknown: ${missing} and no count states its expected cash.` },
  };
}
