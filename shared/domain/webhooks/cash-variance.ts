/**
 * `cash.variance`: a closing whose |variance| / expected cash × 100 EXCEEDS the branch's
 * `cash_variance_threshold_pct` (spec: "exceeds"; equal to the threshold is not an event). Checked as
 * soon as a closing shows it: a closing document (xout or zout, POST /ingest/cash-register), a
 * `cash_register.closed` activity event, and again at the zout aggregation (the reconciliation's
 * records); the use cases announce each closing once (a marker per closing id).
 *
 * The expected cash is the reconciliation's variance base (cash_theoretical, else the cash sales:
 * the same base as the reconciliation's variance_pct), or the register event's expected_cents. The
 * comparison is on the exact ratio, in integers (the threshold has at most one decimal); the event
 * shows the one-decimal percentage.
 */
import type { ClosingFigures } from '../analytics/cubes.ts';
import { ratioPct } from '../analytics/rounding.ts';
import type { ClosingType } from '../vocabulary.ts';

/** Where the closing was seen: its closing document, or a register-closed activity event. */
export type CashVarianceSource = 'cash-register' | 'cash_register.closed';

export interface CashVarianceData {
  date: string;
  folio: string;
  closing_type: ClosingType | null;
  source: CashVarianceSource;
  cashier: string | null;
  variance_cents: number;
  variance_pct: number;
  threshold_pct: number;
}

/** |variance| / base × 100 > thresholdPct, exactly: |variance| × 1000 > threshold in tenths × base. */
export function exceedsVarianceThreshold(
  varianceCents: number,
  baseCents: number,
  thresholdPct: number,
): boolean {
  // BigInt: cents × 1000 may pass 2^53 on a large base.
  return BigInt(Math.abs(varianceCents)) * 1000n > BigInt(Math.round(thresholdPct * 10)) * BigInt(baseCents);
}

/** One closing as the rule sees it (a reconciliation record, a closing document, a register event). */
export interface ClosingVariance extends Pick<ClosingFigures, 'variance_cents' | 'variance_base_cents'> {
  date: string;
  folio: string;
  closing_type: ClosingType | null;
  source: CashVarianceSource;
  cashier: string | null;
}

/** The event a closing raises, or null: no variance, no base above 0, or not above the threshold. */
export function cashVarianceOf(closing: ClosingVariance, thresholdPct: number): CashVarianceData | null {
  const variance = closing.variance_cents;
  const base = closing.variance_base_cents;
  if (variance === null || base === null || base <= 0) return null;
  if (!exceedsVarianceThreshold(variance, base, thresholdPct)) return null;
  return {
    date: closing.date,
    folio: closing.folio,
    closing_type: closing.closing_type,
    source: closing.source,
    cashier: closing.cashier,
    variance_cents: variance,
    variance_pct: ratioPct(Math.abs(variance), base)!,
    threshold_pct: thresholdPct,
  };
}
