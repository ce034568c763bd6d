/**
 * The live GETs (sales today, cash balance, active alerts): the current business day of the branch,
 * computed at request time from the live updates, the activity log and today's alerts. Rules:
 * docs/computation-rules.md ("Live"), README "Live".
 */
import * as z from 'zod/mini';
import { isoDate, nullableCents, pct, period, STATUS_COLOURS, severity, timestamp, uuid } from './common.ts';
import { FORECAST_STATUSES, SALES_BASIS } from './forecast.ts';

const asOf = timestamp.check(z.describe('The instant the figures were computed, with the branch’s offset.'));

const nullableCount = (description: string) =>
  z.nullable(z.int().check(z.minimum(0), z.describe(description)));

/** Today's figures from the live updates (or xouts): what shared/domain/live computes. */
const liveSalesFigures = z.strictObject({
  as_of: asOf,
  total_sales_cents: nullableCents.check(
    z.describe(
      'Σ totals of the tables closed today so far (live updates); Σ sales of today’s xout closings without live updates; null when neither was received (meta.sources.sales says which).',
    ),
  ),
  covers_so_far: nullableCount(
    'Σ covers of the tables closed today whose covers are known; null when tables closed but none carries its covers.',
  ),
  tables_so_far: nullableCount(
    'Tables closed today so far; null when today’s figures do not come from live updates (an xout closing carries no tables).',
  ),
  avg_ticket_cents: nullableCents.check(
    z.describe('total_sales_cents ÷ tables_so_far, rounded; null with no table closed.'),
  ),
  vs_same_time_yesterday: z
    .strictObject({
      sales_pct_change: pct.check(
        z.describe(
          '% change of sales so far against the comparison day up to the same local time, like with like: against its live closes (meta.comparison.source live) the tables closed today, against its order lines by ordered_at (orders) those plus what the open tables have ordered (open_ordered_cents); null when it has no data or no sales by then.',
        ),
      ),
      covers_pct_change: pct.check(
        z.describe(
          '% change of covers so far, as sales_pct_change; null also when either side has no known covers.',
        ),
      ),
    })
    .check(
      z.describe(
        'The spec’s name: the comparison is with the same weekday of the previous week up to the same local time, never with yesterday.',
      ),
    ),
  projected_day_total_cents: nullableCents.check(
    z.describe(
      "Sales so far × the comparison day's full sales ÷ its sales up to now, rounded; null when no table closed today, the comparison day had no sales by now, or it had under 20 % of its whole day's sales by now (too early: meta.comparison says its share).",
    ),
  ),
  open_tables: nullableCount(
    'Tables open now (additive); null when today’s figures do not come from live updates.',
  ),
  open_covers: nullableCount(
    'Σ covers of the open tables whose covers are known; null when tables are open but none carries its covers (additive).',
  ),
  open_ordered_cents: nullableCents.check(
    z.describe(
      'Σ net_total_cents of the items ordered so far at the tables still open (items_ordered updates); null when today’s figures do not come from live updates (additive). Counted with total_sales_cents where the comparison day is read from order lines by ordered_at (meta.comparison.source orders) and in pace_pct, so each compares what was ordered by now with the same.',
    ),
  ),
  tips_so_far_cents: nullableCents.check(
    z.describe(
      'Σ tips_cents of the payments of the tables closed today (table_closed updates); null when today’s figures do not come from live updates (additive). Apart from total_sales_cents, as a corte Z keeps tips_received apart from the sales.',
    ),
  ),
});
export type LiveSalesFigures = z.output<typeof liveSalesFigures>;

/** The figures and today's pace against the forecast stored before the day (docs/forecast-api.md). */
export const liveSalesAttributes = z.extend(liveSalesFigures, {
  forecast_sales_cents: nullableCents.check(
    z.describe(
      "Today's forecast sales, as GET /intelligence/forecast answers them (its meta.sales_basis); null without an ok forecast stored before the day began.",
    ),
  ),
  forecast_sales_basis: z
    .nullable(z.enum(SALES_BASIS))
    .check(
      z.describe(
        'Which sales forecast_sales_cents is: without_iva or with_iva (GET /intelligence/forecast, meta.sales_basis), while total_sales_cents is with IVA; null with forecast_sales_cents.',
      ),
    ),
  forecast_sales_with_iva_cents: nullableCents.check(
    z.describe(
      "Today's forecast sales with IVA, as total_sales_cents is: forecast_sales_cents × the forecast's IVA factor (its history's sales with IVA per peso of its basis; 1 when the basis is with_iva), rounded to the cent: the day pace_pct takes its hours' share of. Null with forecast_sales_cents.",
    ),
  ),
  pace_pct: pct.check(
    z.describe(
      "100 × total_sales_cents ÷ the forecast's sales expected by now (its hours, the hour under way by its minutes, with IVA like the live sales), one decimal; null without a forecast, sales or anything expected yet.",
    ),
  ),
  forecast_status: z
    .nullable(z.enum(FORECAST_STATUSES))
    .check(
      z.describe(
        "The status of today's forecast stored before the day began, as GET /intelligence/forecast gives it (ok; closed: a day the branch does not open; insufficient_history: under 14 closed days); null when none was stored (the branch's history arrived today, or no zout has been built yet). Says why forecast_sales_cents is null.",
      ),
    ),
});
export type LiveSalesAttributes = z.output<typeof liveSalesAttributes>;

export const CASH_COUNT_SOURCES = ['cash_register.closed', 'xout'] as const;

export const liveCashAttributes = z.strictObject({
  as_of: asOf,
  opened_by: z
    .nullable(z.string())
    .check(
      z.describe(
        'actor_name of today’s first cash_register.opened activity event: who the POS says opened the register; null without one, or when it names no one.',
      ),
    ),
  opening_balance_cents: nullableCents.check(
    z.describe(
      'opening_balance_cents of today’s first cash_register.opened activity event; null without one.',
    ),
  ),
  cash_sales_so_far_cents: nullableCents.check(
    z.describe(
      'Cash payments of the tables closed today, tips excluded (a cash tip goes to the waiter); without live updates, Σ cash_sales of today’s xout closings; null when neither tells (meta.sources.cash_flows).',
    ),
  ),
  cash_in_so_far_cents: nullableCents.check(
    z.describe(
      'Σ cash_movement updates with direction in (additive); without live updates, Σ deposits + tips_received of today’s xout closings; null when neither was received.',
    ),
  ),
  cash_out_so_far_cents: nullableCents.check(
    z.describe(
      'Σ cash_movement updates with direction out; without live updates, Σ tips_paid_to_waiter + withholding of today’s xout closings; null when neither was received.',
    ),
  ),
  expected_balance_cents: nullableCents.check(
    z.describe(
      'opening + cash sales + cash in − cash out when all are known; else the expected cash of today’s latest count (cash_register.closed expected_cents, or an xout’s cash_theoretical); else null (meta.sources.expected_balance says which and why).',
    ),
  ),
  status: z
    .nullable(z.enum(STATUS_COLOURS))
    .check(
      z.describe(
        'Today’s latest count judged by the cash-variance benchmark on the exact ratio (green below 1 %, red above 3 %); null (not in the spec’s enum: nothing is known) without a count, or when the count lacks its figures or an expected cash above 0.',
      ),
    ),
  last_count: z.nullable(
    z
      .strictObject({
        at: timestamp.check(z.describe('When the drawer was counted, with the branch’s offset.')),
        source: z
          .enum(CASH_COUNT_SOURCES)
          .check(z.describe('A cash_register.closed activity event or an xout cash-register closing.')),
        expected_cents: nullableCents.check(z.describe('The cash the count expected; null when not sent.')),
        variance_cents: nullableCents.check(
          z.describe('Counted − expected (negative: a shortage); null when not computable.'),
        ),
        variance_pct: pct.check(
          z.describe('|variance| ÷ expected × 100, one decimal; null when not computable.'),
        ),
      })
      .check(z.describe("Today's latest count of the drawer (additive); null without one.")),
  ),
});
export type LiveCashAttributes = z.output<typeof liveCashAttributes>;

export const liveAlert = z.strictObject({
  severity,
  type: z
    .string()
    .check(
      z.describe(
        'What the alert is about: an anomaly (anomaly_…), an alert of the daily aggregation once the day is closed, or sales_down from the live pace rule.',
      ),
    ),
  message: z.string().check(z.describe('The alert in Mexican Spanish, with its figures.')),
  triggered_at: timestamp.check(z.describe('When the alert was raised (the pace alert: as of now).')),
});
export type LiveAlert = z.output<typeof liveAlert>;

export const liveAlertsAttributes = z.strictObject({
  alerts: z
    .array(liveAlert)
    .check(z.describe('Red first, then yellow, then blue; newest first within each.')),
});
export type LiveAlertsAttributes = z.output<typeof liveAlertsAttributes>;

/** The meta of every live read: the read envelope's members for today, and today's date. */
const liveMetaShape = {
  period: period.check(z.describe('Today’s business date, both ends.')),
  branch_identifier: uuid,
  snapshot_date: z.null().check(z.describe('Always null: live figures are computed at request time.')),
  business_date: isoDate.check(
    z.describe(
      'The branch’s current business day: before its cutoff hour (05:00 by default) it is still the previous day.',
    ),
  ),
};
export const liveMeta = z.strictObject(liveMetaShape);
export type LiveMeta = z.output<typeof liveMeta>;

/** The feeds today's sales and cash flows can come from, best first. */
export const LIVE_FEEDS = ['live_updates', 'xout', 'none'] as const;
export const OPENING_FEEDS = ['cash_register.opened', 'none'] as const;
export const EXPECTED_BALANCE_FEEDS = ['opening_and_flows', 'cash_register.closed', 'xout', 'none'] as const;

/** Where a group of figures came from, up to when, and why any of them is null. */
const feedNote = <const Feeds extends readonly [string, ...string[]]>(feeds: Feeds, description: string) =>
  z
    .strictObject({
      feed: z.enum(feeds),
      until: z.nullable(
        timestamp.check(
          z.describe(
            'When the feed’s figures stop (the latest xout closing’s end, or the count used), with the branch’s offset; null when they run to as_of.',
          ),
        ),
      ),
      reason: z.nullable(
        z.string().check(z.describe('Why figures of this group are null or partial; null when complete.')),
      ),
    })
    .check(z.describe(description));

const salesFeed = feedNote(
  LIVE_FEEDS,
  'live_updates: today’s POST /live/update events (always used when today has any); xout: today’s xout closings (no covers, tables or open tables); none: neither was received, so the figures are null.',
);

export const LIVE_COMPARISON_SOURCES = ['live', 'orders'] as const;

export const liveSalesMeta = z.strictObject({
  ...liveMetaShape,
  sources: z
    .strictObject({ sales: salesFeed })
    .check(z.describe('Which feed each group of figures came from.')),
  comparison: z
    .strictObject({
      date: isoDate.check(z.describe('The comparison day: the same weekday of the previous week.')),
      until: timestamp.check(z.describe('The same local time on that day: figures "so far" stop here.')),
      source: z
        .nullable(z.enum(LIVE_COMPARISON_SOURCES))
        .check(
          z.describe(
            "live: that day's live updates; orders: its zout order lines by ordered_at (no covers); null: neither has data.",
          ),
        ),
      sales_so_far_cents: nullableCents.check(z.describe('Its sales up to `until`; null without data.')),
      covers_so_far: z.nullable(
        z.int().check(z.minimum(0), z.describe('Its covers up to `until`; null when unknown.')),
      ),
      full_day_sales_cents: nullableCents.check(z.describe('Its whole day’s sales; null without data.')),
    })
    .check(z.describe('The day the sales are compared with, and its figures.')),
});
export type LiveSalesMeta = z.output<typeof liveSalesMeta>;

export const liveCashMeta = z.strictObject({
  ...liveMetaShape,
  sources: z
    .strictObject({
      opening_balance: feedNote(
        OPENING_FEEDS,
        'cash_register.opened: today’s first such activity event; none: no opening event today (opening null).',
      ),
      cash_flows: feedNote(
        LIVE_FEEDS,
        'Cash sales, cash in and cash out: as sources.sales on /live/sales/today (live updates, else xout closings, else none).',
      ),
      expected_balance: feedNote(
        EXPECTED_BALANCE_FEEDS,
        'opening_and_flows: opening + cash sales + in − out; cash_register.closed / xout: the expected cash of today’s latest count, when the opening or the flows are unknown; none: nothing tells it.',
      ),
    })
    .check(z.describe('Which feed each group of figures came from.')),
});
export type LiveCashMeta = z.output<typeof liveCashMeta>;
