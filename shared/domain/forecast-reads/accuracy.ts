/**
 * The accuracy of the stored forecasts (docs/forecast-api.md, "Accuracy"), recomputed from them on
 * every read: for horizon k, each closed day's forecast made at least k days before it (the
 * freshest such: a branch closed on Mondays has no 1-day forecast of its Tuesdays, its 2-day one
 * stands), beside what happened and both naive forecasts known at the same time. Pure.
 */
import { addDays } from '../calendar-dates.ts';
import { naive4w, naiveWeek, scoreForecasts } from '../forecast/score.ts';
import type { ForecastScore, HistoryDay, NaiveFigure, ScorePair } from '../forecast/types.ts';
import type { SalesBasis, StoredForecastDay, StoredHorizonForecast } from './stored.ts';

export const ACCURACY_HORIZONS = [1, 7] as const;

/** The freshest stored forecast made at least `horizon` days before its date. */
export function forecastAtHorizon(
  day: StoredForecastDay,
  horizon: number,
): StoredHorizonForecast | undefined {
  return day.horizons.find((entry) => entry.horizon >= horizon);
}

const FIGURES = {
  sales: { point: 'sales_cents', low: 'sales_low_cents', high: 'sales_high_cents', naive: 'sales_cents' },
  covers: { point: 'covers', low: 'covers_low', high: 'covers_high', naive: 'covers' },
} as const;

/** One scored day of one figure, or null when any of its parts is missing. */
function pairOf(
  entry: StoredHorizonForecast,
  actual: HistoryDay,
  history: readonly HistoryDay[],
  figure: keyof typeof FIGURES,
): ScorePair | null {
  const names = FIGURES[figure];
  const asOf = entry.as_of;
  const naive: NaiveFigure = names.naive;
  const [point, low, high] = [entry[names.point], entry[names.low], entry[names.high]];
  const week = naiveWeek(history, entry.date, asOf, naive);
  const fourWeeks = naive4w(history, entry.date, asOf, naive);
  if (point === null || low === null || high === null || week === null || fourWeeks === null) return null;
  return { actual: actual[names.naive], forecast: point, low, high, naive_week: week, naive_4w: fourWeeks };
}

/** The accuracy rows: per horizon and figure, the score of the stored forecasts of the closed days. */
export function accuracyOf(
  stored: readonly StoredForecastDay[],
  history: readonly HistoryDay[],
  basis: SalesBasis,
): Array<{ horizon: number; figure: 'sales' | 'covers' } & ForecastScore> {
  const actuals = new Map(history.filter((day) => day.open).map((day) => [day.date, day]));
  return ACCURACY_HORIZONS.flatMap((horizon) =>
    (['sales', 'covers'] as const).map((figure) => {
      const pairs = stored.flatMap((day) => {
        const entry = forecastAtHorizon(day, horizon);
        const actual = actuals.get(day.date);
        // A forecast in another basis (IVA) than today's history is not compared with it.
        if (entry?.status !== 'ok' || actual === undefined || entry.sales_basis !== basis) return [];
        const pair = pairOf(entry, actual, history, figure);
        return pair === null ? [] : [pair];
      });
      return { horizon, figure, ...scoreForecasts(pairs) };
    }),
  );
}

/** The first date whose history the accuracy of `days` days before `today` reads (4 weeks of naive before). */
export function accuracyHistoryFrom(today: string, days: number): string {
  return addDays(today, -(days + 7 * 4 + 14))!;
}
