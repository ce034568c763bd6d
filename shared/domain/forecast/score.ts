/**
 * Accuracy of forecasts against what happened, beside the two forecasts an owner makes without us:
 * repeating last week's same weekday, and the mean of the last four same weekdays. Every figure is
 * over the same days, so the comparison is fair; under 7 scored days there is no figure, only why.
 */
import { addDays } from '../calendar-dates.ts';
import type { HistoryDay, NaiveFigure, NaiveFn, ScoreForecastsFn } from './types.ts';

/** Fewer scored days than this: no figure. */
export const MIN_SCORED_DAYS = 7;
/** How many same weekdays back the naive forecasts look. */
const NAIVE_WEEKS = 4;

/** The same weekdays before `date` known at `asOf`, latest first, up to NAIVE_WEEKS of them. */
function sameWeekdaysKnown(
  history: readonly HistoryDay[],
  date: string,
  asOf: string,
): Array<HistoryDay | undefined> {
  const byDate = new Map(history.map((day) => [day.date, day]));
  let week = 1;
  while ((addDays(date, -7 * week) as string) > asOf) week += 1;
  return Array.from({ length: NAIVE_WEEKS }, (_, index) =>
    byDate.get(addDays(date, -7 * (week + index)) as string),
  );
}

const figureOf = (day: HistoryDay, figure: NaiveFigure) =>
  figure === 'sales_cents' ? day.sales_cents : day.covers;

/** The latest open same weekday on or before asOf, within 4 weeks; null when none opened. */
export const naiveWeek: NaiveFn = (history, date, asOf, figure) => {
  const latest = sameWeekdaysKnown(history, date, asOf).find((day) => day?.open === true);
  return latest === undefined ? null : figureOf(latest, figure);
};

/** The mean of the open days among the 4 latest same weekdays on or before asOf; null when none. */
export const naive4w: NaiveFn = (history, date, asOf, figure) => {
  const open = sameWeekdaysKnown(history, date, asOf).filter((day): day is HistoryDay => day?.open === true);
  if (open.length === 0) return null;
  return Math.round(open.reduce((sum, day) => sum + figureOf(day, figure), 0) / open.length);
};

const wapeOf = (
  pairs: ReadonlyArray<{ actual: number }>,
  forecastOf: (index: number) => number,
  total: number,
) => pairs.reduce((sum, pair, index) => sum + Math.abs(pair.actual - forecastOf(index)), 0) / total;

export const scoreForecasts: ScoreForecastsFn = (pairs) => {
  const total = pairs.reduce((sum, pair) => sum + pair.actual, 0);
  const none = {
    wape: null,
    bias_pct: null,
    interval_coverage: null,
    wape_naive_week: null,
    wape_naive_4w: null,
  };
  if (pairs.length < MIN_SCORED_DAYS) {
    return {
      ...none,
      days_scored: pairs.length,
      reason: `Se necesitan al menos ${MIN_SCORED_DAYS} días con pronóstico y venta real; hay ${pairs.length}.`,
    };
  }
  if (total <= 0)
    return { ...none, days_scored: pairs.length, reason: 'Los días evaluados no tienen ventas.' };
  const covered = pairs.filter((pair) => pair.low <= pair.actual && pair.actual <= pair.high).length;
  return {
    wape: wapeOf(pairs, (index) => (pairs[index] as { forecast: number }).forecast, total),
    bias_pct: (100 * pairs.reduce((sum, pair) => sum + pair.forecast - pair.actual, 0)) / total,
    interval_coverage: covered / pairs.length,
    days_scored: pairs.length,
    wape_naive_week: wapeOf(pairs, (index) => (pairs[index] as { naive_week: number }).naive_week, total),
    wape_naive_4w: wapeOf(pairs, (index) => (pairs[index] as { naive_4w: number }).naive_4w, total),
    reason: null,
  };
};
