/** Payments, the cash ledger of a day and the reconciliation records of its closings. */

import { statusOfRatio } from '../../benchmarks.ts';
import { closesItsDay } from '../../schemas/cash-register.ts';
import type {
  CashCube,
  ClosingCash,
  ClosingFigures,
  OpeningBalanceSource,
  PaymentFigures,
  PaymentsCube,
  ReconciliationCube,
} from '../cubes.ts';
import type {
  CashRegisterOpenedInput,
  LiveDayInput,
  PaymentInput,
  SalesSummaryInput,
  Shift,
  StoredClosingInput,
} from '../inputs.ts';
import { cashMovementsOf } from '../live-tables.ts';
import { instantOf } from '../period.ts';
import { ratioPct, sumPresent } from '../rounding.ts';
import { addPresent, clean, compareStrings } from './common.ts';

export function buildPaymentsCube(date: string, payments: readonly PaymentInput[]): PaymentsCube {
  const byType = new Map<string, PaymentFigures>();
  for (const payment of payments) {
    const type = clean(payment.payment_type) ?? 'other';
    const figures = byType.get(type) ?? {
      payment_type: type,
      amount_cents: 0,
      tips_cents: null,
      change_cents: null,
      transaction_count: null,
      entries: 0,
    };
    figures.amount_cents += payment.amount_cents;
    figures.tips_cents = addPresent(figures.tips_cents, payment.tips_cents);
    figures.change_cents = addPresent(figures.change_cents, payment.change_cents);
    figures.transaction_count = addPresent(figures.transaction_count, payment.transaction_count);
    figures.entries += 1;
    byType.set(type, figures);
  }
  const rows = [...byType.values()].sort((a, b) => compareStrings(a.payment_type, b.payment_type));
  return {
    date,
    total_amount_cents: rows.reduce((sum, row) => sum + row.amount_cents, 0),
    total_tips_cents: sumPresent(rows.map((row) => row.tips_cents)),
    by_payment_type: rows,
  };
}

/** A closing's summary amounts per type (the input of closingFigures). */
export function summariesByType(closing: Pick<StoredClosingInput, 'summaries'>): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const summary of closing.summaries) {
    totals[summary.type] = (totals[summary.type] ?? 0) + summary.amount_cents;
  }
  return sortedRecord(totals);
}

function sortedRecord(record: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => compareStrings(a, b)));
}

/**
 * The reconciliation figures of one closing from its summaries (amounts per type):
 * card = card_sales, or card_credit_sales + card_debit_sales when card_sales is absent;
 * transfer, delivery, voucher = their summaries; total = cash + card + transfer + delivery + voucher
 * sales (tips excluded: they are not sales), so the five members always add up to the total;
 * variance = cash_actual − cash_theoretical when both exist, else the cash_variance summary;
 * variance % = |variance| / cash_theoretical × 100, or / cash_sales when there is no theoretical;
 * a negative base (every summary may be negative) gives no % and no status.
 */
export function closingFigures(summaries: Readonly<Record<string, number>>): ClosingFigures {
  const get = (type: string): number | null => summaries[type] ?? null;
  const card = get('card_sales') ?? sumPresent([get('card_credit_sales'), get('card_debit_sales')]);
  const cash = get('cash_sales');
  const transfer = get('transfer_sales');
  const delivery = get('delivery_sales');
  const voucher = get('voucher_sales');
  const total = sumPresent([cash, card, transfer, delivery, voucher]);
  const theoretical = get('cash_theoretical');
  const actual = get('cash_actual');
  const variance = theoretical !== null && actual !== null ? actual - theoretical : get('cash_variance');
  const reportedBase = theoretical ?? cash;
  // A negative base (refunds outweighing the cash sales) measures no variance: no %, no status.
  const base = reportedBase !== null && reportedBase < 0 ? null : reportedBase;
  const variancePct = variance === null ? null : ratioPct(Math.abs(variance), base);
  return {
    cash_cents: cash,
    card_cents: card,
    transfer_cents: transfer,
    delivery_cents: delivery,
    voucher_cents: voucher,
    tips_cents: get('tips_received'),
    total_cents: total,
    cash_theoretical_cents: theoretical,
    cash_actual_cents: actual,
    variance_cents: variance,
    variance_base_cents: base,
    variance_pct: variancePct,
    // Judged on the exact ratio; variance_pct is only the displayed, rounded figure.
    variance_status: variance === null ? null : statusOfRatio('cash_variance_pct', variance, base),
  };
}

function zoutClosings(closings: readonly StoredClosingInput[], timeZone: string): StoredClosingInput[] {
  return closings
    .filter(closesItsDay)
    .sort(
      (a, b) =>
        (instantOf(a.start_at, timeZone) ?? 0) - (instantOf(b.start_at, timeZone) ?? 0) ||
        compareStrings(a.id, b.id),
    );
}

function openingBalanceOf(events: readonly CashRegisterOpenedInput[], timeZone: string): number | null {
  let earliest: { at: number; amount: number } | null = null;
  for (const event of events) {
    if (event.event !== 'cash_register.opened') continue;
    const amount = (event.detail as { opening_balance_cents?: unknown } | null | undefined)
      ?.opening_balance_cents;
    const at = instantOf(event.occurred_at, timeZone);
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || at === null) continue;
    if (earliest === null || at < earliest.at) earliest = { at, amount };
  }
  return earliest?.amount ?? null;
}

export function buildCashCube(
  date: string,
  closings: readonly StoredClosingInput[],
  timeZone: string,
  activity: readonly CashRegisterOpenedInput[] = [],
  previousClosingBalanceCents: number | null = null,
  live: LiveDayInput | null = null,
): CashCube {
  const zout = zoutClosings(closings, timeZone);
  const rows: ClosingCash[] = zout.map((closing) => ({
    id: closing.id,
    cashier_name: clean(closing.cashier_name),
    cash_register_name: clean(closing.cash_register_name),
    start_at: closing.start_at,
    end_at: closing.end_at,
    summaries: summariesByType(closing),
  }));
  const totals: Record<string, number> = {};
  for (const row of rows) {
    for (const [type, amount] of Object.entries(row.summaries)) totals[type] = (totals[type] ?? 0) + amount;
  }
  const opened = openingBalanceOf(activity, timeZone);
  const [opening, source]: [number | null, OpeningBalanceSource | null] =
    opened !== null
      ? [opened, 'cash_register.opened']
      : previousClosingBalanceCents !== null
        ? [previousClosingBalanceCents, 'previous_closing']
        : [null, null];
  return {
    date,
    closings_count: rows.length,
    totals: sortedRecord(totals),
    closings: rows,
    opening_balance_cents: opening,
    opening_balance_source: source,
    // Other income and other cash out: the day's live cash_movement updates (null without live updates).
    live_cash_movements: cashMovementsOf(live),
  };
}

/**
 * The shift of a day's closings: the single shift shared by all of the day's zout sales summaries,
 * else null (a closing carries no shift, and with several shifts a closing cannot be tied to one).
 */
function shiftOfDay(summaries: readonly SalesSummaryInput[]): Shift | null {
  const shifts = new Set(summaries.filter((s) => s.closing_type === 'zout').map((s) => s.shift));
  return shifts.size === 1 ? ([...shifts][0] as Shift) : null;
}

export function buildReconciliationCube(
  date: string,
  cash: CashCube,
  summaries: readonly SalesSummaryInput[],
): ReconciliationCube {
  const shift = shiftOfDay(summaries);
  return {
    date,
    records: cash.closings.map((closing) => ({
      folio: closing.id,
      date,
      shift,
      cashier: closing.cashier_name,
      cash_register: closing.cash_register_name,
      start_at: closing.start_at,
      end_at: closing.end_at,
      ...closingFigures(closing.summaries),
    })),
  };
}
