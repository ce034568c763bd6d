/**
 * /intelligence/sales/reconciliation and the variance arithmetic shared by the cash ledger and the
 * KPIs. One rule at every level (closing, day, period): variance % = Σ |variance| / Σ expected cash
 * × 100 over the closings that report both a variance and a base, so a shortage in one closing and a
 * surplus in another do not cancel out in the percentage. The signed variance_cents is reported
 * alongside as it is (surplus positive, shortage negative).
 */
import { statusOfRatio } from '../benchmarks.ts';
import type { ReconciliationAttributes, VarianceSummary } from '../responses/intelligence.ts';
import type { ClosingFigures, ReconciliationCube } from './cubes.ts';
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
 * One record per zout closing of the range, ordered by date, start time, folio; totals are the sums
 * of the records' figures (null when no record has the figure).
 */
export function reconciliation(cubes: readonly ReconciliationCube[]): ReconciliationAttributes {
  const records = [...cubes].sort(byDate).flatMap((cube) => cube.records);
  return {
    totals: {
      cash_sales_cents: sumPresent(records.map((record) => record.cash_cents)),
      card_sales_cents: sumPresent(records.map((record) => record.card_cents)),
      tips_cents: sumPresent(records.map((record) => record.tips_cents)),
      grand_total_cents: sumPresent(records.map((record) => record.total_cents)),
      variance_cents: sumPresent(records.map((record) => record.variance_cents)),
    },
    records: records.map((record) => ({
      date: record.date,
      shift: record.shift,
      folio: record.folio,
      cashier: record.cashier,
      cash_cents: record.cash_cents,
      card_cents: record.card_cents,
      tips_cents: record.tips_cents,
      total_cents: record.total_cents,
      variance_cents: record.variance_cents,
      variance_status: record.variance_status,
    })),
  };
}
