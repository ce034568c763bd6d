/**
 * GET /api/v1/intelligence/*: the meta every read shares, the benchmark ranges, and the sales,
 * cash, menu, KPI, alert and insight results (docs/intelligence.md). The cost reads (P&L, food
 * cost, labor cost, purchase suggestions) are in ./intelligence-costs.ts.
 */
import * as z from 'zod/mini';
import { MODULES, PLANS } from '../plans.ts';
import { categoryType } from '../schemas/common.ts';
import { DELIVERY_APPS } from '../vocabulary.ts';
import {
  cents,
  isoDate,
  nullableCents,
  pct,
  period,
  readMetaShape,
  statusColour,
  timestamp,
} from './common.ts';

// ---------------------------------------------------------------------------------------------
// Benchmarks

const below = z.strictObject({ below: z.number() });
const above = z.strictObject({ above: z.number() });

/** One row of the spec's benchmark table, in its own words (below / from-to / above). */
export const benchmarkRanges = z
  .strictObject({
    unit: z.enum(['%', 'days']),
    direction: z.enum(['lower_is_better', 'higher_is_better']),
    green: z.union([below, above]),
    yellow: z.strictObject({ from: z.number(), to: z.number() }),
    red: z.union([below, above]),
  })
  .check(
    z.describe(
      'Thresholds of one KPI: lower is better reads green below, yellow from-to, red above; higher is better the other way round.',
    ),
  );
export type BenchmarkRanges = z.output<typeof benchmarkRanges>;

/** meta.benchmarks: one entry per KPI the figures are judged against, keyed by the KPI. */
export const benchmarks = z.record(z.string(), benchmarkRanges);

/** /alerts' sales-change thresholds (against the same weekday of the previous week). */
export const salesChangeThresholds = z.strictObject({
  unit: z.literal('%'),
  compared_with: z.literal('same_weekday_previous_week'),
  blue_at_or_above: z.number(),
  yellow_at_or_below: z.number(),
  red_at_or_below: z.number(),
});

/** The meta every intelligence read carries (period, branch, snapshot_date), plus `extra`. */
const readMetaWith = <Shape extends z.core.$ZodLooseShape>(extra: Shape) =>
  z.strictObject({ ...readMetaShape, ...extra });

/** meta.gated of the reads that carry other modules' figures (shared/domain/gating.ts). */
export const gated = z
  .array(
    z.strictObject({
      module: z.enum(MODULES),
      included_from: z.enum(PLANS).check(z.describe('The cheapest plan that includes the module.')),
      members: z
        .array(z.string())
        .check(
          z.describe(
            'What the module would give: KPI keys and meta members (null here), or alert types (left out).',
          ),
        ),
    }),
  )
  .check(
    z.describe(
      "Modules the branch's plan does not include whose figures this endpoint would otherwise carry; empty when the plan includes them all.",
    ),
  );

export const intelligenceMeta = readMetaWith({});
export type IntelligenceMeta = z.output<typeof intelligenceMeta>;

// ---------------------------------------------------------------------------------------------
// Sales

const nullableCount = z.nullable(z.int());
const shiftSales = z.strictObject({ sales_cents: nullableCents, covers: nullableCount });

export const salesSummaryAttributes = z.strictObject({
  total_sales_cents: cents.check(z.describe('Net sales of the zout summaries of the range, in cents.')),
  total_sales_no_iva_cents: nullableCents,
  food_sales_cents: nullableCents,
  beverage_sales_cents: nullableCents,
  bar_sales_cents: nullableCents,
  covers_total: nullableCount,
  tables_served_total: nullableCount,
  avg_ticket_cents: nullableCents.check(z.describe('Total sales / tables served; null without tables.')),
  avg_pax: z.nullable(z.number()),
  vs_previous_period: z
    .strictObject({
      total_sales_pct_change: pct,
      covers_pct_change: pct,
      avg_ticket_pct_change: pct,
    })
    .check(
      z.describe(
        'Change in % against the previous period of equal length; null when either period lacks the figure (or the range has no closed day).',
      ),
    ),
  by_shift: z.strictObject({
    breakfast: shiftSales,
    lunch: shiftSales,
    dinner: shiftSales,
    bar: shiftSales,
  }),
});
export type SalesSummaryAttributes = z.output<typeof salesSummaryAttributes>;

/** meta.days_with_sales of the sales summary and the cost reads: one count, one meaning. */
export const daysWithSales = z
  .int()
  .check(
    z.minimum(0),
    z.describe(
      'Days of the period whose corte Z came in with sales (an open day: docs/computation-rules.md); a day without one, closed or not sent, adds nothing to the totals.',
    ),
  );

/** The summary's meta: how many of its days opened, and the period its changes compare with. */
export const salesSummaryMeta = readMetaWith({
  days_with_sales: daysWithSales,
  previous_period: z
    .strictObject({ from: isoDate, to: isoDate, days_with_sales: daysWithSales })
    .check(
      z.describe(
        'What vs_previous_period compares with: the days of equal number just before the period, and how many of them opened. Where the two periods opened a different number of days, their totals differ by those days too.',
      ),
    ),
});
export type SalesSummaryMeta = z.output<typeof salesSummaryMeta>;

const hourLabel = z.string().check(z.regex(/^\d{2}:00$/));

export const salesByHourAttributes = z.strictObject({
  peak_hour: z.nullable(hourLabel),
  valley_hour: z.nullable(hourLabel),
  hours: z.array(
    z.strictObject({
      hour: hourLabel.check(z.describe('Local clock hour of the order lines (HH:00).')),
      sales_cents: cents,
      covers: z.nullable(
        z
          .int()
          .check(
            z.describe(
              'Σ covers of the tables seated in this hour (opened, else closed), from live updates (POST /live/update: table_opened covers, counted at table_closed); null when no day of the range has live table events (order lines carry no covers), or when those tables carry none. meta.live_updates says how many days fed it.',
            ),
          ),
      ),
      tables: z.nullable(
        z
          .int()
          .check(
            z.describe(
              'Tables seated in this hour and closed, from live updates; null when no day of the range has live table events.',
            ),
          ),
      ),
    }),
  ),
});
export type SalesByHourAttributes = z.output<typeof salesByHourAttributes>;

/** How many built days of the range fed the live-update members, and why they are null or partial. */
export const liveUpdatesMeta = z
  .strictObject({
    days_with: z.int().check(z.minimum(0), z.describe('Built days of the range with live updates.')),
    days_without: z
      .int()
      .check(z.minimum(0), z.describe('Built days without: they add nothing to those members.')),
    reason: z.nullable(
      z
        .string()
        .check(z.describe('Why those members are null (no day) or partial (some days); null when complete.')),
    ),
  })
  .check(
    z.describe(
      'The feed of the members no order line, summary or closing carries (covers, tables, tickets, tips per waiter; other cash in and out): the live updates (POST /live/update) of each built day.',
    ),
  );

export const salesByHourMeta = readMetaWith({
  unassigned_sales_cents: cents.check(
    z.describe('Net sales of order lines without ordered_at, which no hour holds.'),
  ),
  live_updates: liveUpdatesMeta,
});

export const salesByEmployeeMeta = readMetaWith({ live_updates: liveUpdatesMeta });

export const employeeRow = z.strictObject({
  name: z.string(),
  total_sales_cents: cents,
  covers: z.nullable(
    z
      .int()
      .check(
        z.describe(
          'Σ covers of the tables the waiter opened and closed, from live updates (table_opened waiter_name and covers); null when none of their tables is known or carries covers.',
        ),
      ),
  ),
  avg_ticket_cents: nullableCents.check(
    z.describe('Σ total_cents of the waiter’s live closed tables ÷ their number, rounded; null without one.'),
  ),
  tips_cents: nullableCents.check(
    z.describe('Σ tips_cents of the payments of the waiter’s live closed tables; null without one.'),
  ),
  tip_pct: pct.check(z.describe('tips ÷ those tables’ totals × 100, one decimal; null without one.')),
  rank: z.int().check(z.minimum(1)),
});

export const salesByEmployeeAttributes = z.strictObject({ employees: z.array(employeeRow) });
export type SalesByEmployeeAttributes = z.output<typeof salesByEmployeeAttributes>;

// ---------------------------------------------------------------------------------------------
// Cash

/** The cash cut's sales by payment type (closings' summaries); the five add up to the total. */
const salesByPaymentTypeMembers = {
  cash_sales_cents: nullableCents,
  card_sales_cents: nullableCents.check(z.describe('card_sales, else card_credit_sales + card_debit_sales.')),
  transfer_sales_cents: nullableCents,
  delivery_sales_cents: nullableCents.check(z.describe('Delivery apps (delivery_sales).')),
  voucher_sales_cents: nullableCents,
};

export const salesByPaymentType = z
  .strictObject({
    ...salesByPaymentTypeMembers,
    grand_total_cents: nullableCents.check(z.describe('The cash cut’s total: the sum of the five members.')),
  })
  .check(
    z.describe(
      "The zout closings' sales by payment type; cash + card + transfer + delivery + voucher = total.",
    ),
  );
export type SalesByPaymentType = z.output<typeof salesByPaymentType>;

const paymentsByGroup = z
  .nullable(
    z.strictObject({
      cash_cents: cents,
      card_cents: cents,
      transfer_cents: cents,
      delivery_cents: cents.check(z.describe('rappi + uber_eats + didi_food.')),
      voucher_cents: cents,
      other_cents: cents.check(z.describe('payment_type other, and any other type.')),
      total_cents: cents,
      delivery_apps: z
        .array(
          z.strictObject({
            payment_type: z.enum(DELIVERY_APPS),
            amount_cents: cents,
            transaction_count: z
              .nullable(z.int())
              .check(z.describe('Σ transaction_count; null when a document of the app did not send it.')),
          }),
        )
        .check(
          z.describe(
            'Each delivery app the payments documents name, most paid first: its amounts add up to delivery_cents (additive, since 2026-12-05).',
          ),
        ),
    }),
  )
  .check(
    z.describe(
      "The POS's payments documents (POST /ingest/payments) of the dates that have a closing, grouped as the cash cut's types; null when none of those dates has one.",
    ),
  );

export const reconciliationAttributes = z.strictObject({
  totals: z.strictObject({
    ...salesByPaymentTypeMembers,
    tips_cents: nullableCents,
    grand_total_cents: nullableCents.check(
      z.describe('The cash cut’s total: cash + card + transfer + delivery + voucher sales.'),
    ),
    variance_cents: nullableCents.check(z.describe('Signed: surplus positive, shortage negative.')),
    payments: paymentsByGroup,
    payments_difference_cents: nullableCents.check(
      z.describe(
        'payments.total_cents − grand_total_cents: what the payments documents and the cash cut disagree on.',
      ),
    ),
  }),
  records: z.array(
    z.strictObject({
      date: isoDate,
      shift: z.nullable(z.string()),
      folio: z.string(),
      cashier: z.nullable(z.string()),
      cash_register: z
        .nullable(z.string())
        .check(z.describe('The register the cut was taken at, as the POS named it.')),
      closing_type: z
        .enum(['zout'])
        .check(z.describe('Only zout (end-of-day) cuts are reconciled; xout is informational.')),
      end_at: z
        .string()
        .check(
          z.describe(
            'When the cut was taken, as the POS sent it (the branch’s local time when it has no offset).',
          ),
        ),
      cash_cents: nullableCents,
      card_cents: nullableCents,
      transfer_cents: nullableCents,
      delivery_cents: nullableCents,
      voucher_cents: nullableCents,
      tips_cents: nullableCents,
      total_cents: nullableCents.check(z.describe('cash + card + transfer + delivery + voucher.')),
      variance_cents: nullableCents,
      variance_status: statusColour,
    }),
  ),
});
export type ReconciliationAttributes = z.output<typeof reconciliationAttributes>;

export const reconciliationMeta = readMetaWith({ benchmarks });

/** The period's cash variance, the cash_variance_pct KPI's own formula. */
export const varianceSummary = z.strictObject({
  variance_cents: nullableCents.check(
    z.describe("Signed sum of the closings' variances; null when no closing reports one."),
  ),
  gross_variance_cents: cents.check(
    z.describe('Σ |variance| over the closings that report a variance and an expected-cash base.'),
  ),
  base_cents: cents.check(z.describe('Σ base (cash_theoretical, else cash_sales) over those closings.')),
  variance_pct: pct,
  variance_status: statusColour,
});
export type VarianceSummary = z.output<typeof varianceSummary>;

const cashFlowDailyEntry = z.strictObject({
  date: isoDate,
  opening_balance_cents: nullableCents,
  inflows_cents: cents,
  outflows_cents: cents,
  closing_balance_cents: nullableCents,
  variance_cents: nullableCents,
  variance_pct: pct,
  variance_status: statusColour,
});

export const cashFlowAttributes = z.strictObject({
  period_summary: z.strictObject({
    opening_balance_cents: nullableCents,
    total_inflows_cents: cents,
    total_outflows_cents: cents,
    closing_balance_cents: nullableCents,
    net_cash_cents: cents,
  }),
  inflows: z.strictObject({
    cash_sales_cents: cents,
    deposits_received_cents: cents,
    other_income_cents: nullableCents.check(
      z.describe(
        'Σ live cash_movement updates with direction in; null when no built day of the range has live updates (meta.live_updates).',
      ),
    ),
    tips_received_cents: cents,
  }),
  outflows: z.strictObject({
    cash_purchases_cents: cents,
    cash_expenses_cents: cents,
    tips_paid_to_waiters_cents: cents,
    withholding_cents: cents,
    other_cash_out_cents: nullableCents.check(
      z.describe(
        'Σ live cash_movement updates with direction out; null when no built day of the range has live updates (meta.live_updates).',
      ),
    ),
  }),
  sales_by_payment_type: salesByPaymentType.check(
    z.describe(
      "The period's zout closings by payment type, as the reconciliation totals them: only cash_sales enters the drawer; the rest is shown so the ledger accounts for every peso of the cash cut.",
    ),
  ),
  daily_entries: z.array(cashFlowDailyEntry),
  alerts: z.array(
    z.strictObject({
      date: isoDate,
      type: z.literal('cash_variance_high'),
      message: z.string(),
      severity: z.enum(['yellow', 'red']),
    }),
  ),
});
export type CashFlowAttributes = z.output<typeof cashFlowAttributes>;

export const cashFlowMeta = readMetaWith({
  benchmarks,
  benchmark: z
    .strictObject({ variance_pct_threshold: z.number(), variance_status: statusColour })
    .check(z.describe("The spec's member: where variance stops being green, and the period's status.")),
  live_updates: liveUpdatesMeta,
});
export type CashFlowMeta = z.output<typeof cashFlowMeta>;

// ---------------------------------------------------------------------------------------------
// Menu

export const QUADRANTS = ['star', 'puzzle', 'plowhorse', 'dog'] as const;

const CONTRIBUTION_TEXT =
  'unit_price_no_iva_cents − unit_cost_cents: what one unit leaves after its catalog cost, on sales without IVA (contribution_basis; with_iva: unit_price_cents − unit_cost_cents); null without a cost.';
const TOTAL_CONTRIBUTION_TEXT =
  'net_sales_no_iva_cents − unit_cost_cents × quantity_sold (net_sales_cents when contribution_basis is with_iva); null without a cost.';
const NET_SALES_NO_IVA_TEXT =
  "net_sales_cents without IVA: × the range's corte Z sales without IVA ÷ its sales with IVA, over the days that sent both (one IVA rate for the restaurant's sales), rounded to the cent; null when no day of the range sent its total without IVA.";
const UNIT_PRICE_NO_IVA_TEXT = 'net_sales_no_iva_cents / quantity_sold; null with it.';

export const menuEngineeringItem = z.strictObject({
  category_type: z
    .enum(['food', 'beverage', 'bar'])
    .check(z.describe('The group the item was classified in (items only compete with their own kind).')),
  item_sku: z.nullable(z.string()),
  item_name: z.string(),
  category: z.nullable(z.string()),
  quantity_sold: z.number(),
  popularity_pct: pct,
  unit_price_cents: nullableCents.check(
    z.describe('net_sales_cents / quantity_sold: the price charged, after discounts, with IVA.'),
  ),
  unit_cost_cents: nullableCents,
  contribution_cents: nullableCents.check(z.describe(CONTRIBUTION_TEXT)),
  total_contribution_cents: nullableCents.check(z.describe(TOTAL_CONTRIBUTION_TEXT)),
  quadrant: z
    .nullable(z.enum(QUADRANTS))
    .check(z.describe('Kasavana & Smith quadrant; null when the catalog has no unit cost for the item.')),
  quadrant_label: z.nullable(z.string()),
  action: z.string(),
  // Last, so the CSV's existing columns keep their places.
  net_sales_cents: z
    .int()
    .check(
      z.describe(
        "Σ the item's order lines' net_total_cents over the range: after line discounts, with IVA as the lines carry it.",
      ),
    ),
  net_sales_no_iva_cents: nullableCents.check(z.describe(NET_SALES_NO_IVA_TEXT)),
  unit_price_no_iva_cents: nullableCents.check(z.describe(UNIT_PRICE_NO_IVA_TEXT)),
});
export type MenuEngineeringItem = z.output<typeof menuEngineeringItem>;

export const menuEngineeringThreshold = z.strictObject({
  category_type: z.enum(['food', 'beverage', 'bar']),
  items_count: z.int(),
  popularity_threshold_pct: pct.check(
    z.describe('An item is popular when its popularity_pct reaches this (70 % of the equal share 1/N).'),
  ),
  contribution_threshold_cents: nullableCents.check(
    z.describe(
      'An item is profitable when its contribution reaches this: the quantity-weighted average contribution of the costed items; null when none has a cost.',
    ),
  ),
});
export type MenuEngineeringThreshold = z.output<typeof menuEngineeringThreshold>;

export const menuEngineeringOtherItem = z.strictObject({
  item_sku: z.nullable(z.string()),
  item_name: z.string(),
  category: z.nullable(z.string()),
  quantity_sold: z.number(),
  net_sales_cents: z.int(),
  unit_price_cents: z.int(),
  unit_cost_cents: nullableCents,
  contribution_cents: nullableCents.check(z.describe(CONTRIBUTION_TEXT)),
  total_contribution_cents: nullableCents.check(z.describe(TOTAL_CONTRIBUTION_TEXT)),
  net_sales_no_iva_cents: nullableCents.check(z.describe(NET_SALES_NO_IVA_TEXT)),
  unit_price_no_iva_cents: nullableCents.check(z.describe(UNIT_PRICE_NO_IVA_TEXT)),
});
export type MenuEngineeringOtherItem = z.output<typeof menuEngineeringOtherItem>;

export const menuEngineeringAttributes = z.strictObject({
  summary: z.strictObject({
    stars_count: z.int(),
    puzzles_count: z.int(),
    plowhorses_count: z.int(),
    dogs_count: z.int(),
  }),
  items: z.array(menuEngineeringItem),
  thresholds: z
    .array(menuEngineeringThreshold)
    .check(z.describe('Per classified category type, the two lines that split its items into quadrants.')),
  other_items: z
    .array(menuEngineeringOtherItem)
    .check(
      z.describe(
        'Items of category_type other (packaging, extras): listed apart, never classified, not counted in the thresholds.',
      ),
    ),
  contribution_basis: z
    .enum(['without_iva', 'with_iva'])
    .check(
      z.describe(
        "Which sales the contributions are taken from: without_iva, the P&L's base (IVA is collected for the SAT, no margin), whenever a day of the range sent its corte Z total without IVA; with_iva when none did, so the contributions include the IVA.",
      ),
    ),
});
export type MenuEngineeringAttributes = z.output<typeof menuEngineeringAttributes>;

// ---------------------------------------------------------------------------------------------
// KPIs

export const kpi = z.strictObject({
  key: z.string(),
  label: z.string(),
  value: z.nullable(z.number()).check(z.describe('In the unit named; null when the data cannot give it.')),
  unit: z.enum(['%', 'cents']),
  status: statusColour,
  benchmark_green: z.nullable(z.number()),
  benchmark_red: z.nullable(z.number()),
});
export type Kpi = z.output<typeof kpi>;

export const kpisAttributes = z.strictObject({ kpis: z.array(kpi) });
export type KpisAttributes = z.output<typeof kpisAttributes>;

export const COST_METHODS = ['purchases', 'purchases_and_inventory'] as const;
export const MISSING_INPUTS = [
  'sales_by_category',
  'sales_without_iva',
  'food_purchases',
  'beverage_purchases',
  'bar_purchases',
  'payroll',
  'operating_expenses',
  'inventory_counts',
] as const;

export const costMethod = z
  .enum(COST_METHODS)
  .check(z.describe('purchases_and_inventory when counts open and close the range, else purchases only.'));
export const missingInputs = z
  .array(z.enum(MISSING_INPUTS))
  .check(z.describe('What the owner still has to capture for the null figures to exist.'));

const salesSource = z
  .nullable(z.enum(['sales_summary', 'order_lines', 'sales_summary_and_order_lines']))
  .check(
    z.describe(
      'sales_summary: the zout sales summaries sent the member; order_lines: the summaries left it out and the order lines gave it (Σ net_total_cents by category_type); sales_summary_and_order_lines: some days each; null: neither, the sales and their ratios are null.',
    ),
  );
export const categorySalesSource = z
  .strictObject({ food: salesSource, beverage: salesSource, bar: salesSource })
  .check(
    z.describe(
      'Where each category type’s sales (the denominators of food, beverage and bar cost and of total net sales) came from. Per day, the summaries’ food/beverage/bar_sales_cents when sent, else the day’s order lines.',
    ),
  );

const inputCoverage = z.strictObject({
  covered_days: z.int().check(z.describe('Days of the range the input covers.')),
  period_days: z.int().check(z.describe('Days of the range.')),
});

/** meta.coverage: per cost input, the days of the range it covers (docs/computation-rules.md). */
export const costCoverage = z
  .strictObject({
    payroll: inputCoverage.check(z.describe('Days inside a captured payroll period.')),
    expenses: inputCoverage.check(
      z.describe('Days inside an operating expense’s period (an expense without one covers its date).'),
    ),
    taxes: inputCoverage.check(
      z.describe(
        'Days inside a taxes expense’s period (one without a period covers its date). The net profit reads it: with none covered it is before taxes, and has no status.',
      ),
    ),
    purchases: inputCoverage.check(
      z.describe(
        'Days within 7 days from a captured purchase (its date and the six after), or between two inventory counts (the counts stand for the purchases).',
      ),
    ),
    inventory: inputCoverage.check(
      z.describe(
        'Days between two inventory counts at most 62 days apart (after the first, through the second): their cost of goods is counted.',
      ),
    ),
  })
  .check(z.describe('How much of the range each cost input covers.'));

export const incompleteInputs = z
  .array(
    z.strictObject({
      input: z.enum(['payroll', 'expenses', 'taxes', 'purchases', 'inventory']),
      covered_days: z.int(),
      period_days: z.int(),
    }),
  )
  .check(
    z.describe(
      'The inputs a shown ratio reads that cover less than the range: those ratios have status null. incompleteInputSentence (shared/domain/costs/coverage.ts) words each for the owner.',
    ),
  );

export const ratioWindow = period.check(
  z.describe(
    'The days the ratios read: always the range itself, whose amounts they divide (costs are accrued by day).',
  ),
);

export const negativeCost = z
  .array(categoryType)
  .check(
    z.describe(
      'Category types whose cost of sales is below zero in the range: the counts and purchases make it so (a purchase not captured, or a count above the shelf). Shown as they are, flagged, never coloured.',
    ),
  );

export const outOfRange = z
  .array(
    z.enum([
      'food_cost_pct',
      'beverage_cost_pct',
      'bar_cost_pct',
      'labor_cost_pct',
      'prime_cost_pct',
      'ebitda_pct',
      'net_profit_pct',
    ]),
  )
  .check(
    z.describe('Ratios outside their plausible range (capture timing, not a ratio): shown without a status.'),
  );

/** The coverage members of every cost read's meta. */
export const coverageMetaShape = {
  ratio_window: ratioWindow,
  coverage: costCoverage,
  incomplete: incompleteInputs,
  out_of_range: outOfRange,
};

export const inventoryDays = z
  .strictObject({
    value: z.nullable(z.number()),
    status: statusColour,
    inventory_value_cents: nullableCents,
    count_date: z.nullable(isoDate),
    benchmark_green: z.number(),
    benchmark_red: z.number(),
  })
  .check(
    z.describe(
      'Days of inventory (DSI): stock value at the range’s end (latest count + purchases after it) × days / cost of sales; null without both.',
    ),
  );

/** The cost members are null when the plan lacks the costs module (meta.gated says so). */
export const kpisMeta = readMetaWith({
  benchmarks,
  cost_method: z.nullable(costMethod),
  missing: z.nullable(missingInputs),
  negative_cost: z.nullable(negativeCost),
  category_sales_source: z.nullable(categorySalesSource),
  inventory_days: z.nullable(inventoryDays),
  ratio_window: z.nullable(ratioWindow),
  coverage: z.nullable(costCoverage),
  incomplete: z.nullable(incompleteInputs),
  out_of_range: z.nullable(outOfRange),
  gated,
});

// ---------------------------------------------------------------------------------------------
// Alerts

export { ALERT_TYPES, type AlertsAttributes, alertsAttributes } from './alerts.ts';

export const alertReviewAttributes = z.strictObject({
  alert_id: z.string().check(z.describe('The reviewed alert’s id (GET /api/v1/intelligence/alerts).')),
  reviewed_at: timestamp.check(z.describe('When it was marked reviewed, with the branch’s UTC offset.')),
  reviewed_by: z
    .nullable(z.string())
    .check(z.describe('Who marked it: the user’s email, the app client’s name; null for the API key.')),
});
export type AlertReviewAttributes = z.output<typeof alertReviewAttributes>;

export const alertReviewsMeta = z.strictObject({
  period: z.strictObject({ from: isoDate, to: isoDate }),
  branch_identifier: z.string(),
});
export type AlertReviewsMeta = z.output<typeof alertReviewsMeta>;

export const alertsMeta = readMetaWith({
  benchmarks: z.record(z.string(), z.union([benchmarkRanges, salesChangeThresholds])),
  gated,
});

// ---------------------------------------------------------------------------------------------
// Insights

export const insightsAttributes = z.strictObject({
  insights: z.array(
    z.strictObject({
      date: isoDate,
      insight_id: z.string(),
      text: z.string().check(z.describe("The closed day's summary in Mexican Spanish.")),
      generated_at: timestamp,
    }),
  ),
});

export type SalesByHourMeta = z.output<typeof salesByHourMeta>;
export type ReconciliationMeta = z.output<typeof reconciliationMeta>;
export type KpisMeta = z.output<typeof kpisMeta>;
export type AlertsMeta = z.output<typeof alertsMeta>;
