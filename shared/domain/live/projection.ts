/**
 * When today's projection of the day is given: the comparison day (the same weekday of last week)
 * must have had a fifth of its day's sales by this time. Apart from live-figures.ts so Hoy's page
 * reads the rule without the live reads' modules. Pure.
 */
import { ratioPct } from '../analytics/rounding.ts';

/**
 * The share of its whole day's sales the comparison day had by this time under which today's
 * projection is not given: a day projected from its first few tables says more about them than
 * about the day (the demo taquería serves about 90 tables a day: at a fifth, ~18 tables, their
 * count alone scatters about ±24 %; at 4 %, ~4 tables, about ±53 %). A decision where the spec is
 * silent (docs/live.md).
 */
export const PROJECTION_MIN_SHARE_PCT = 20;

/** Whether it is too early today to project the day from the comparison day's pace. */
export const tooEarlyToProject = (referenceSoFar: number, referenceFullDay: number | null) =>
  referenceFullDay !== null &&
  referenceFullDay > 0 &&
  referenceSoFar * 100 < PROJECTION_MIN_SHARE_PCT * referenceFullDay;

/**
 * The comparison day's share of its whole day by this time (%, one decimal) when it is too early
 * to project from it, for the words of Hoy and the assistant; null otherwise.
 */
export function earlyShareOf(comparison: {
  sales_so_far_cents: number | null;
  full_day_sales_cents: number | null;
}): number | null {
  const { sales_so_far_cents: soFar, full_day_sales_cents: fullDay } = comparison;
  if (soFar === null || soFar === 0 || !tooEarlyToProject(soFar, fullDay)) return null;
  return ratioPct(soFar, fullDay);
}
