/**
 * `cash.variance`: one event per zout closing whose |variance| / expected cash × 100 reaches the
 * branch's `cash_variance_threshold_pct`. The expected cash is the reconciliation's variance base
 * (cash_theoretical, else the cash sales: the same base as the reconciliation's variance_pct); the
 * comparison is on the exact ratio, the event shows the one-decimal percentage. A rebuild sends
 * again only for a closing that is new or whose variance changed (`announced`: folio → the
 * variance_cents last sent).
 */
import type { ReconciliationRecord } from '../analytics/cubes.ts';

export interface CashVarianceData {
  date: string;
  folio: string;
  cashier: string | null;
  variance_cents: number;
  variance_pct: number;
  threshold_pct: number;
}

export function cashVarianceEvents(
  records: readonly ReconciliationRecord[],
  thresholdPct: number,
  announced: Readonly<Record<string, number>>,
): { events: CashVarianceData[]; announced: Record<string, number> } {
  const events: CashVarianceData[] = [];
  const next: Record<string, number> = {};
  for (const record of records) {
    const variance = record.variance_cents;
    const base = record.variance_base_cents;
    if (variance === null || base === null || base <= 0 || record.variance_pct === null) continue;
    if (Math.abs(variance) * 100 < thresholdPct * base) continue;
    next[record.folio] = variance;
    if (announced[record.folio] === variance) continue;
    events.push({
      date: record.date,
      folio: record.folio,
      cashier: record.cashier,
      variance_cents: variance,
      variance_pct: record.variance_pct,
      threshold_pct: thresholdPct,
    });
  }
  return { events, announced: next };
}
