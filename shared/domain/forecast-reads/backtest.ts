/**
 * The backtest the API answers (docs/forecast-api.md, "Backtest"): each date forecast from
 * origin = date − horizon + 1 exactly as the pipeline would have made it then
 * (live-window.ts, the history before the origin), beside what happened and both naive forecasts
 * known at the origin. Pure.
 */
import { addDays } from '../calendar-dates.ts';
import { naive4w, naiveWeek, scoreForecasts } from '../forecast/score.ts';
import type { BacktestDay, ForecastSettings, HistoryDay, ScorePair } from '../forecast/types.ts';
import { liveForecastDays } from './live-window.ts';

export interface ApiBacktestOptions {
  date_from: string;
  date_to: string;
  horizon: number;
  settings: ForecastSettings;
}

function rowOf(history: readonly HistoryDay[], date: string, options: ApiBacktestOptions): BacktestDay {
  const origin = addDays(date, 1 - options.horizon)!;
  const asOf = addDays(origin, -1)!;
  const day = liveForecastDays(history, origin, options.horizon, options.settings)[options.horizon - 1]!;
  const actual = history.find((entry) => entry.date === date && entry.open);
  return {
    date,
    status: day.status,
    sales_cents: day.sales_cents,
    sales_low_cents: day.sales_low_cents,
    sales_high_cents: day.sales_high_cents,
    actual_sales_cents: actual?.sales_cents ?? null,
    naive_week_sales_cents: naiveWeek(history, date, asOf, 'sales_cents'),
    naive_4w_sales_cents: naive4w(history, date, asOf, 'sales_cents'),
    covers: day.covers,
    covers_low: day.covers_low,
    covers_high: day.covers_high,
    actual_covers: actual?.covers ?? null,
    naive_week_covers: naiveWeek(history, date, asOf, 'covers'),
    naive_4w_covers: naive4w(history, date, asOf, 'covers'),
    drivers: day.drivers,
  };
}

type Figure = 'sales' | 'covers';

function pairOf(row: BacktestDay, figure: Figure): ScorePair | null {
  const values =
    figure === 'sales'
      ? [
          row.actual_sales_cents,
          row.sales_cents,
          row.sales_low_cents,
          row.sales_high_cents,
          row.naive_week_sales_cents,
          row.naive_4w_sales_cents,
        ]
      : [
          row.actual_covers,
          row.covers,
          row.covers_low,
          row.covers_high,
          row.naive_week_covers,
          row.naive_4w_covers,
        ];
  if (row.status !== 'ok' || values.some((value) => value === null)) return null;
  const [actual, forecast, low, high, naiveWeekValue, naiveFourWeeks] = values as number[];
  return {
    actual: actual!,
    forecast: forecast!,
    low: low!,
    high: high!,
    naive_week: naiveWeekValue!,
    naive_4w: naiveFourWeeks!,
  };
}

/** Every date from date_from to date_to replayed, and the same summary as the accuracy read. */
export function backtestOf(history: readonly HistoryDay[], options: ApiBacktestOptions) {
  const days: BacktestDay[] = [];
  for (let date = options.date_from; date <= options.date_to; date = addDays(date, 1)!) {
    days.push(rowOf(history, date, options));
  }
  return { days, sales: scoreBacktestDays(days, 'sales'), covers: scoreBacktestDays(days, 'covers') };
}

/**
 * The backtest's summary of any of its rows (all of them, or a weekday's: the assistant's
 * forecast-weekdays.ts): a row scores when it was forecast, sold and had both naive forecasts.
 */
export function scoreBacktestDays(days: readonly BacktestDay[], figure: Figure) {
  return scoreForecasts(
    days.flatMap((row) => {
      const pair = pairOf(row, figure);
      return pair === null ? [] : [pair];
    }),
  );
}
