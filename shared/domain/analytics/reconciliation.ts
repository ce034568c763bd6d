/**
 * /intelligence/sales/reconciliation and the variance arithmetic shared by the cash ledger and the
 * KPIs. One rule at every level (closing, day, period): variance % = Σ |variance| / Σ expected cash
 * × 100 over the closings that report both a variance and a base, so a shortage in one closing and a
 * surplus in another do not cancel out in the percentage. The signed variance_cents is reported
 * alongside as it is (surplus positive, shortage negative).
 */
import { statusOfRatio } from '../benchmarks.ts';
import type {
  ReconciliationAttributes,
  SalesByPaymentType,
  VarianceSummary,
} from '../responses/intelligence.ts';
import { DELIVERY_APPS } from '../vocabulary.ts';
import type {
  ClosingFigures,
  PaymentFigures,
  PaymentsCube,
  ReconciliationCube,
  ReconciliationRecord,
} from './cubes.ts';
import { byDate } from './period.ts';
import { ratioPct, sumPresent } from './rounding.ts';

/** The response schemas' types (shared/domain/responses/): the schema is the type. */
export type { ReconciliationAttributes, VarianceSummary };

/**
 * What the variance summary reads of a set of closings, which adds across days and months: Σ of
 * |variance| and of the base over the closings that report both, whether any did, and the signed
 * Σ variance of those that report one (null: none). A month's fold stands for its closings.
 */
export interface VarianceFold {
  gross_cents: number;
  base_cents: number;
  measured: boolean;
  variance_cents: number | null;
}

export function foldVariance(
  closings: ReadonlyArray<Pick<ClosingFigures, 'variance_cents' | 'variance_base_cents'>>,
): VarianceFold {
  let gross = 0;
  let base = 0;
  let measured = false;
  for (const closing of closings) {
    if (closing.variance_cents === null || closing.variance_base_cents === null) continue;
    gross += Math.abs(closing.variance_cents);
    base += closing.variance_base_cents;
    measured = true;
  }
  return {
    gross_cents: gross,
    base_cents: base,
    measured,
    variance_cents: sumPresent(closings.map((closing) => closing.variance_cents)),
  };
}

export function mergeVarianceFolds(folds: readonly VarianceFold[]): VarianceFold {
  return {
    gross_cents: folds.reduce((sum, fold) => sum + fold.gross_cents, 0),
    base_cents: folds.reduce((sum, fold) => sum + fold.base_cents, 0),
    measured: folds.some((fold) => fold.measured),
    variance_cents: sumPresent(folds.map((fold) => fold.variance_cents)),
  };
}

export function varianceOfFold(fold: VarianceFold): VarianceSummary {
  return {
    variance_cents: fold.variance_cents,
    gross_variance_cents: fold.gross_cents,
    base_cents: fold.base_cents,
    variance_pct: fold.measured ? ratioPct(fold.gross_cents, fold.base_cents) : null,
    variance_status: fold.measured
      ? statusOfRatio('cash_variance_pct', fold.gross_cents, fold.base_cents)
      : null,
  };
}

export function summarizeVariance(
  closings: ReadonlyArray<Pick<ClosingFigures, 'variance_cents' | 'variance_base_cents'>>,
): VarianceSummary {
  return varianceOfFold(foldVariance(closings));
}

/**
 * The cash cut's sales by payment type, summed over closings: the five members always add up to
 * `grand_total_cents` (closingFigures defines the total as their sum), so nothing is left out.
 */
export function salesByPaymentType(
  closings: ReadonlyArray<Pick<ClosingFigures, PaymentTypeMember | 'total_cents'>>,
): SalesByPaymentType {
  const total = (member: PaymentTypeMember) => sumPresent(closings.map((closing) => closing[member] ?? null));
  return {
    cash_sales_cents: total('cash_cents'),
    card_sales_cents: total('card_cents'),
    transfer_sales_cents: total('transfer_cents'),
    delivery_sales_cents: total('delivery_cents'),
    voucher_sales_cents: total('voucher_cents'),
    grand_total_cents: sumPresent(closings.map((closing) => closing.total_cents)),
  };
}

type PaymentTypeMember = 'cash_cents' | 'card_cents' | 'transfer_cents' | 'delivery_cents' | 'voucher_cents';

/** How a payments document's payment_type is grouped beside the cash cut's summary types. */
const PAYMENT_GROUP: Readonly<Record<string, keyof PaymentGroups>> = {
  cash: 'cash_cents',
  card: 'card_cents',
  card_credit: 'card_cents',
  card_debit: 'card_cents',
  transfer: 'transfer_cents',
  rappi: 'delivery_cents',
  uber_eats: 'delivery_cents',
  didi_food: 'delivery_cents',
  voucher: 'voucher_cents',
};

export type PaymentsByGroup = NonNullable<ReconciliationAttributes['totals']['payments']>;
/** The groups' amounts, without the apps' split. */
type PaymentGroups = Omit<PaymentsByGroup, 'delivery_apps'>;

/**
 * The POS's payments documents of the dates that have a closing, grouped as the cash cut's types
 * (`other` and any unknown type: other_cents); null when none of those dates has a payments document.
 */
export function paymentsByGroup(
  payments: readonly PaymentsCube[],
  dates: ReadonlySet<string>,
): PaymentsByGroup | null {
  const days = payments.filter((cube) => dates.has(cube.date));
  if (days.length === 0) return null;
  const groups: PaymentGroups = {
    cash_cents: 0,
    card_cents: 0,
    transfer_cents: 0,
    delivery_cents: 0,
    voucher_cents: 0,
    other_cents: 0,
    total_cents: 0,
  };
  const rows = days.flatMap((cube) => cube.by_payment_type);
  for (const row of rows) {
    groups[PAYMENT_GROUP[row.payment_type] ?? 'other_cents'] += row.amount_cents;
    groups.total_cents += row.amount_cents;
  }
  return { ...groups, delivery_apps: deliveryApps(rows) };
}

/** Each delivery app's payments, most paid first (then by name): the split of delivery_cents. */
function deliveryApps(rows: readonly PaymentFigures[]): PaymentsByGroup['delivery_apps'] {
  return DELIVERY_APPS.flatMap((app) => {
    const own = rows.filter((row) => row.payment_type === app);
    if (own.length === 0) return [];
    const counts = own.map((row) => row.transaction_count);
    return [
      {
        payment_type: app,
        amount_cents: own.reduce((sum, row) => sum + row.amount_cents, 0),
        transaction_count: counts.some((count) => count === null)
          ? null
          : counts.reduce<number>((sum, count) => sum + count!, 0),
      },
    ];
  }).sort((a, b) => b.amount_cents - a.amount_cents || a.payment_type.localeCompare(b.payment_type));
}

/** The closings' signed cash variance added: null when none sent one (the reconciliation's total). */
export const varianceOfRecords = (records: readonly ReconciliationRecord[]): number | null =>
  sumPresent(records.map((record) => record.variance_cents));

/** The range's zout closings in the reconciliation's order: by date, then as each day's cube lists them. */
export function reconciliationRecords(cubes: readonly ReconciliationCube[]) {
  return [...cubes].sort(byDate).flatMap((cube) => cube.records);
}

/**
 * One record per zout closing of the range, ordered by date, start time, folio; totals are the sums
 * of the records' figures (null when no record has the figure). `payments` is the POS's payments
 * documents of the same dates, and `payments_difference_cents` = their total − the cash cut's total:
 * what the two disagree on is named, never dropped.
 */
export function reconciliation(
  cubes: readonly ReconciliationCube[],
  payments: readonly PaymentsCube[] = [],
): ReconciliationAttributes {
  const records = reconciliationRecords(cubes);
  const byType = salesByPaymentType(records);
  const paid = paymentsByGroup(payments, new Set(records.map((record) => record.date)));
  return {
    totals: {
      ...byType,
      tips_cents: sumPresent(records.map((record) => record.tips_cents)),
      variance_cents: varianceOfRecords(records),
      payments: paid,
      payments_difference_cents:
        paid === null || byType.grand_total_cents === null
          ? null
          : paid.total_cents - byType.grand_total_cents,
    },
    records: records.map((record) => ({
      date: record.date,
      shift: record.shift,
      folio: record.folio,
      cashier: record.cashier,
      cash_register: record.cash_register,
      closing_type: 'zout' as const,
      end_at: record.end_at,
      cash_cents: record.cash_cents,
      card_cents: record.card_cents,
      transfer_cents: record.transfer_cents ?? null,
      delivery_cents: record.delivery_cents ?? null,
      voucher_cents: record.voucher_cents ?? null,
      tips_cents: record.tips_cents,
      total_cents: record.total_cents,
      variance_cents: record.variance_cents,
      variance_status: record.variance_status,
    })),
  };
}
