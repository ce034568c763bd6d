/**
 * The accuracy of the stored forecasts (docs/forecast-api.md, "Accuracy"), recomputed from them on
 * every read: for horizon k, each closed day's forecast made at least k days before it (the
 * freshest such: a branch closed on Mondays has no 1-day forecast of its Tuesdays, its 2-day one
 * stands), beside what happened and both naive forecasts known at the same time; and the days
 * horizon 1 scores, each with its stored forecast and actual, from the same selection. Pure.
 */
import { addDays } from '../calendar-dates.ts';
import { naive4w, naiveWeek, scoreForecasts } from '../forecast/score.ts';
import type { HistoryDay, NaiveFigure, ScorePair } from '../forecast/types.ts';
import type { ForecastAccuracyAttributes } from '../responses/forecast.ts';
import { inBranchTime } from '../zoned-time.ts';
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

/** A day the score at a horizon counts: its stored forecast, what happened, and each figure's pair. */
interface ScoredDay {
  entry: StoredHorizonForecast;
  actual: HistoryDay;
  /** Null: that figure is not scored that day (the stored forecast lacks it). */
  sales: ScorePair | null;
  covers: ScorePair | null;
}

/**
 * The days scored at `horizon`, by date: each closed day whose freshest forecast made at least
 * `horizon` days before it was `ok` in today's sales basis, that opened, and that has a pair for
 * sales or covers (both naives known). The one selection the scores and the day rows are read from.
 */
function scoredDays(
  stored: readonly StoredForecastDay[],
  history: readonly HistoryDay[],
  basis: SalesBasis,
  horizon: number,
): ScoredDay[] {
  const actuals = new Map(history.filter((day) => day.open).map((day) => [day.date, day]));
  const byDate = [...stored].sort((a, b) => a.date.localeCompare(b.date));
  return byDate.flatMap((day) => {
    const entry = forecastAtHorizon(day, horizon);
    const actual = actuals.get(day.date);
    // A forecast in another basis (IVA) than today's history is not compared with it.
    if (entry?.status !== 'ok' || actual === undefined || entry.sales_basis !== basis) return [];
    const sales = pairOf(entry, actual, history, 'sales');
    const covers = pairOf(entry, actual, history, 'covers');
    return sales === null && covers === null ? [] : [{ entry, actual, sales, covers }];
  });
}

type AccuracyDay = ForecastAccuracyAttributes['days'][number];

/** A day-ahead row: the forecast as stored (a figure not scored is null) and what happened. */
function dayRowOf({ entry, actual, sales, covers }: ScoredDay, timeZone: string): AccuracyDay {
  return {
    date: actual.date,
    sales_cents: sales?.forecast ?? null,
    sales_low_cents: sales?.low ?? null,
    sales_high_cents: sales?.high ?? null,
    actual_sales_cents: actual.sales_cents,
    covers: covers?.forecast ?? null,
    covers_low: covers?.low ?? null,
    covers_high: covers?.high ?? null,
    actual_covers: actual.covers,
    made_at: inBranchTime(entry.made_at, timeZone),
    horizon: entry.horizon,
  };
}

/**
 * The accuracy read's attributes: per horizon and figure, the score of the stored forecasts of the
 * closed days; and the days horizon 1 scores, one row each, so its figures can be recomputed from
 * them (`made_at` with the offset of `timeZone`).
 */
export function accuracyOf(
  stored: readonly StoredForecastDay[],
  history: readonly HistoryDay[],
  basis: SalesBasis,
  timeZone: string,
): ForecastAccuracyAttributes {
  const scored = new Map(
    ACCURACY_HORIZONS.map((horizon) => [horizon, scoredDays(stored, history, basis, horizon)]),
  );
  const horizons = [...scored].flatMap(([horizon, days]) =>
    (['sales', 'covers'] as const).map((figure) => {
      const pairs = days.flatMap((day) => day[figure] ?? []);
      return { horizon, figure, ...scoreForecasts(pairs) };
    }),
  );
  return { horizons, days: scored.get(1)!.map((day) => dayRowOf(day, timeZone)) };
}

/** The first date whose history the accuracy of `days` days before `today` reads (4 weeks of naive before). */
export function accuracyHistoryFrom(today: string, days: number): string {
  return addDays(today, -(days + 7 * 4 + 14))!;
}
