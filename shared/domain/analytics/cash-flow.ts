/**
 * /intelligence/cash-flow: the cash ledger of the range, derived from the zout closings' summaries
 * (cash cube). Per day:
 *
 *   inflows  = cash_sales + deposits + tips_received (+ other income, 0 until the dashboard captures it)
 *   outflows = tips_paid_to_waiter + withholding (+ cash purchases and expenses and other cash out,
 *              0 until the dashboard captures them)
 *   opening  = the cube's opening balance (set when the day was built: the day's cash_register.opened
 *              opening_balance_cents, else the previous built day's closing balance), else the
 *              previous entry's closing balance; null when none is known
 *   closing  = opening + inflows − outflows (the expected balance; null when opening is null):
 *              closingBalanceOf, the one formula, also used by the aggregator to chain days
 *
 * A summary type a closing does not send counts as 0 in the sums (nothing of that kind moved).
 * sales_by_payment_type shows the closings' sales of every payment type beside the ledger (only cash
 * enters the drawer), with the reconciliation's function, so the two reads total the same cash cut.
 * The counted-cash difference is reported beside the ledger (variance), never folded into it.
 */
import { BENCHMARKS, type Status } from '../benchmarks.ts';
import type { CashFlowAttributes } from '../responses/intelligence.ts';
import { closingFigures } from './builders/cash.ts';
import type { CashCube, ClosingFigures, LiveCoverage } from './cubes.ts';
import { formatDate, formatMoney, formatPct } from './format.ts';
import { type LiveCoverageNote, liveCoverageNote } from './live-tables.ts';
import { byDate } from './period.ts';
import { salesByPaymentType, summarizeVariance, type VarianceSummary } from './reconciliation.ts';

/** The response schemas' types (shared/domain/responses/): the schema is the type. */
export type { CashFlowAttributes };

type CashFlowDailyEntry = CashFlowAttributes['daily_entries'][number];
type CashFlowAlert = CashFlowAttributes['alerts'][number];

export interface CashFlowResult {
  attributes: CashFlowAttributes;
  /**
   * For data.meta.benchmark: the % where variance stops being green, and the period's status; for
   * data.meta.live_updates: how many built days had live updates (other income / other cash out).
   */
  meta: {
    benchmark: { variance_pct_threshold: number; variance_status: Status | null };
    live_updates: LiveCoverageNote;
  };
}

const CASH_MOVEMENT_FIGURES = 'other_income_cents and other_cash_out_cents (live cash_movement updates)';

/** Built days of the range and those with live updates (their cash cube has live_cash_movements). */
function liveCashCoverage(cubes: readonly CashCube[]): LiveCoverage {
  return {
    days: cubes.length,
    live_days: cubes.filter((cube) => cube.live_cash_movements != null).length,
  };
}

/** Cash paid out of the till that the dashboard captured (cash purchases and cash expenses), per date. */
export interface BackofficeCashOut {
  cash_purchases_cents: number;
  cash_expenses_cents: number;
}
export type BackofficeCashOutByDate = Readonly<Record<string, BackofficeCashOut>>;

const NO_CASH_OUT: BackofficeCashOut = { cash_purchases_cents: 0, cash_expenses_cents: 0 };

const amount = (totals: Readonly<Record<string, number>>, type: string): number => totals[type] ?? 0;

const sum = (values: Record<string, number>): number =>
  Object.values(values).reduce((total, value) => total + value, 0);

type LedgerInflows = Record<keyof CashFlowAttributes['inflows'], number>;
type LedgerOutflows = Record<keyof CashFlowAttributes['outflows'], number>;
interface LedgerFlows {
  inflows: LedgerInflows;
  outflows: LedgerOutflows;
}

/** One day's cash moved in and out, by ledger item, from its cube's summary totals. */
function dayFlowsOf(day: CashCube, cashOut: BackofficeCashOut = NO_CASH_OUT): LedgerFlows {
  // Other income / other cash out: the day's live cash_movement updates; a day without live updates
  // adds 0 to its balance (nothing known moved), and the period's item is null when no day has them.
  const movements = day.live_cash_movements ?? null;
  return {
    inflows: {
      cash_sales_cents: amount(day.totals, 'cash_sales'),
      deposits_received_cents: amount(day.totals, 'deposits'),
      other_income_cents: movements?.in_cents ?? 0,
      tips_received_cents: amount(day.totals, 'tips_received'),
    },
    outflows: {
      cash_purchases_cents: cashOut.cash_purchases_cents,
      cash_expenses_cents: cashOut.cash_expenses_cents,
      tips_paid_to_waiters_cents: amount(day.totals, 'tips_paid_to_waiter'),
      withholding_cents: amount(day.totals, 'withholding'),
      other_cash_out_cents: movements?.out_cents ?? 0,
    },
  };
}

/**
 * A day's expected closing balance: opening + inflows − outflows; null while the opening is unknown
 * (never assumed 0). `opening` defaults to the cube's own opening balance.
 */
export function closingBalanceOf(
  day: CashCube,
  opening: number | null = day.opening_balance_cents,
  cashOut: BackofficeCashOut = NO_CASH_OUT,
): number | null {
  if (opening === null) return null;
  const { inflows, outflows } = dayFlowsOf(day, cashOut);
  return opening + sum(inflows) - sum(outflows);
}

/**
 * The ledger's days, by date: the built days, and a day with no closing (no inflows) for each date
 * with back-office cash paid out and no closing.
 */
function ledgerDaysOf(cubes: readonly CashCube[], backOffice: BackofficeCashOutByDate): CashCube[] {
  const built = new Set(cubes.map((cube) => cube.date));
  const outflowOnly = Object.keys(backOffice)
    .filter((date) => !built.has(date))
    .map(
      (date): CashCube => ({
        date,
        closings_count: 0,
        totals: {},
        closings: [],
        opening_balance_cents: null,
        opening_balance_source: null,
      }),
    );
  return [...cubes, ...outflowOnly].sort(byDate);
}

/** The period's cash moved in and out, by ledger item: its days' flows added up. */
function periodFlowsOf(dayFlows: readonly LedgerFlows[]): LedgerFlows {
  const inflows: LedgerInflows = {
    cash_sales_cents: 0,
    deposits_received_cents: 0,
    other_income_cents: 0,
    tips_received_cents: 0,
  };
  const outflows: LedgerOutflows = {
    cash_purchases_cents: 0,
    cash_expenses_cents: 0,
    tips_paid_to_waiters_cents: 0,
    withholding_cents: 0,
    other_cash_out_cents: 0,
  };
  for (const day of dayFlows) {
    for (const key of Object.keys(inflows) as Array<keyof LedgerInflows>) inflows[key] += day.inflows[key];
    for (const key of Object.keys(outflows) as Array<keyof LedgerOutflows>)
      outflows[key] += day.outflows[key];
  }
  return { inflows, outflows };
}

/**
 * Each day's opening and expected closing balance, chained: the day's stored opening, else the
 * previous day's closing. A stored opening that is the previous day's closing (as built, without the
 * back office) is lowered by the back-office cash paid out on the earlier days of the range since the
 * last counted opening (cash_register.opened).
 */
function dailyBalancesOf(
  days: readonly CashCube[],
  cashOutOf: (day: CashCube) => BackofficeCashOut,
): { opening: number | null; closing: number | null }[] {
  let carriedCashOut = 0;
  let previousClosing: number | null = null;
  return days.map((day) => {
    const cashOut = cashOutOf(day);
    if (day.opening_balance_source === 'cash_register.opened') carriedCashOut = 0;
    const stored =
      day.opening_balance_cents !== null && day.opening_balance_source === 'previous_closing'
        ? day.opening_balance_cents - carriedCashOut
        : day.opening_balance_cents;
    const opening: number | null = stored ?? previousClosing;
    const closing = closingBalanceOf(day, opening, cashOut);
    carriedCashOut += cashOut.cash_purchases_cents + cashOut.cash_expenses_cents;
    previousClosing = closing;
    return { opening, closing };
  });
}

/** The day's cash_variance_high alert when its closings' counted cash is off by yellow or red. */
function cashVarianceAlertsOf(date: string, variance: VarianceSummary): CashFlowAlert[] {
  if (
    (variance.variance_status !== 'yellow' && variance.variance_status !== 'red') ||
    variance.variance_pct === null ||
    variance.variance_cents === null
  ) {
    return [];
  }
  const net = variance.variance_cents;
  const what =
    net === 0
      ? `faltantes y sobrantes que se compensan (${formatMoney(variance.gross_variance_cents)} en total)`
      : `${net < 0 ? 'faltante' : 'sobrante'} de ${formatMoney(Math.abs(net))}`;
  return [
    {
      date,
      type: 'cash_variance_high',
      severity: variance.variance_status,
      message:
        `Caja del ${formatDate(date)}: ${what} ` +
        `(${formatPct(variance.variance_pct)} del efectivo esperado; lo sano es menos de ` +
        `${BENCHMARKS.cash_variance_pct.green}%).`,
    },
  ];
}

/** A day of the ledger: its cash moved in and out, its closings' figures, its entry and its alerts. */
interface LedgerDay {
  flows: LedgerFlows;
  closings: ClosingFigures[];
  entry: CashFlowDailyEntry;
  alerts: CashFlowAlert[];
}

/** Every day of the ledger, its balances chained by dailyBalancesOf. */
function ledgerOf(days: readonly CashCube[], cashOutOf: (day: CashCube) => BackofficeCashOut): LedgerDay[] {
  const balances = dailyBalancesOf(days, cashOutOf);
  return days.map((day, index) => {
    const flows = dayFlowsOf(day, cashOutOf(day));
    const closings = day.closings.map((row) => closingFigures(row.summaries));
    const variance = summarizeVariance(closings);
    const { opening, closing } = balances[index]!;
    return {
      flows,
      closings,
      entry: {
        date: day.date,
        opening_balance_cents: opening,
        inflows_cents: sum(flows.inflows),
        outflows_cents: sum(flows.outflows),
        closing_balance_cents: closing,
        variance_cents: variance.variance_cents,
        variance_pct: variance.variance_pct,
        variance_status: variance.variance_status,
      },
      alerts: cashVarianceAlertsOf(day.date, variance),
    };
  });
}

/**
 * `backOffice`: cash purchases and cash expenses captured in the dashboard, by date. They are
 * outflows of their day; a date with such outflows and no closing gets its own entry (no inflows).
 * Openings chain as dailyBalancesOf says, so the balances stay consistent inside the range.
 */
export function cashFlow(
  cubes: readonly CashCube[],
  backOffice: BackofficeCashOutByDate = {},
): CashFlowResult {
  const ledger = ledgerOf(ledgerDaysOf(cubes, backOffice), (day) => backOffice[day.date] ?? NO_CASH_OUT);
  const entries = ledger.map((day) => day.entry);
  const { inflows, outflows } = periodFlowsOf(ledger.map((day) => day.flows));
  const totalIn = sum(inflows);
  const totalOut = sum(outflows);
  const allClosings = ledger.flatMap((day) => day.closings);
  const coverage = liveCashCoverage(cubes);
  const movementsKnown = coverage.live_days > 0;
  return {
    attributes: {
      period_summary: {
        opening_balance_cents: entries[0]?.opening_balance_cents ?? null,
        total_inflows_cents: totalIn,
        total_outflows_cents: totalOut,
        closing_balance_cents: entries.at(-1)?.closing_balance_cents ?? null,
        net_cash_cents: totalIn - totalOut,
      },
      inflows: { ...inflows, other_income_cents: movementsKnown ? inflows.other_income_cents : null },
      outflows: { ...outflows, other_cash_out_cents: movementsKnown ? outflows.other_cash_out_cents : null },
      sales_by_payment_type: salesByPaymentType(allClosings),
      daily_entries: entries,
      alerts: ledger.flatMap((day) => day.alerts),
    },
    meta: {
      benchmark: {
        variance_pct_threshold: BENCHMARKS.cash_variance_pct.green,
        variance_status: summarizeVariance(allClosings).variance_status,
      },
      live_updates: liveCoverageNote(coverage, CASH_MOVEMENT_FIGURES),
    },
  };
}
