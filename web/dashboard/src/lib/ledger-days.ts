/**
 * Caja's "Día por día": the ledger's days, and among them the days without a corte Z, named where
 * they fall, from the ledger's first day to the period's end (since 2026-12-07; before, left out,
 * so a week whose Friday's corte Z had not come in listed six days and said nothing). Days before
 * the first one with figures are left out: a branch that began mid-period has no closures to name.
 */
import { datesInRange } from '../../../../shared/domain/analytics/period.ts';

/** A day of the ledger: its figures, or null when no corte Z came in. */
export interface LedgerRow<Day> {
  date: string;
  day: Day | null;
}

export function ledgerRows<Day extends { date: string }>(
  days: readonly Day[],
  period: { from: string; to: string },
): LedgerRow<Day>[] {
  if (days.length === 0) return [];
  const byDate = new Map(days.map((day) => [day.date, day]));
  const first = days.map((day) => day.date).sort()[0]!;
  const from = first > period.from ? first : period.from;
  return datesInRange({ from, to: period.to }).map((date) => ({ date, day: byDate.get(date) ?? null }));
}
