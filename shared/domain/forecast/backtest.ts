/**
 * Rolling-origin backtest: each date forecast from `horizon` days before it, with only the days
 * closed before that origin, by the same forecastDays the live path stores: a replayed row is what
 * would have been said then, with no hindsight. Beside it, the actual and both naive forecasts known
 * at the same origin.
 */
import { addDays } from '../calendar-dates.ts';
import { forecastDays } from './days.ts';
import { naive4w, naiveWeek, scoreForecasts } from './score.ts';
import type { BacktestDay, BacktestFn, HistoryDay, ScorePair } from './types.ts';

function pairOf(row: BacktestDay, figure: 'sales' | 'covers'): ScorePair | null {
  const [forecast, low, high, actual, week, month] =
    figure === 'sales'
      ? [
          row.sales_cents,
          row.sales_low_cents,
          row.sales_high_cents,
          row.actual_sales_cents,
          row.naive_week_sales_cents,
          row.naive_4w_sales_cents,
        ]
      : [
          row.covers,
          row.covers_low,
          row.covers_high,
          row.actual_covers,
          row.naive_week_covers,
          row.naive_4w_covers,
        ];
  if (actual === null || week === null || month === null) return null;
  // A day forecast closed that opened after all is a miss of its whole sales, not a day left out.
  if (row.status === 'closed')
    return { actual, forecast: 0, low: 0, high: 0, naive_week: week, naive_4w: month };
  if (forecast === null || low === null || high === null) return null;
  return { actual, forecast, low, high, naive_week: week, naive_4w: month };
}

/** The score pairs of backtest (or stored forecast) rows for one figure. */
export function scorePairs(rows: readonly BacktestDay[], figure: 'sales' | 'covers'): ScorePair[] {
  return rows.map((row) => pairOf(row, figure)).filter((pair): pair is ScorePair => pair !== null);
}

function replay(
  history: readonly HistoryDay[],
  byDate: Map<string, HistoryDay>,
  date: string,
  horizon: number,
  settings: Parameters<BacktestFn>[1]['settings'],
): BacktestDay {
  const origin = addDays(date, 1 - horizon) as string;
  const asOf = addDays(origin, -1) as string;
  const day = forecastDays(history, { origin, days: horizon, settings })[horizon - 1] as NonNullable<
    ReturnType<typeof forecastDays>[number]
  >;
  const actual = byDate.get(date);
  const open = actual?.open === true;
  return {
    date,
    status: day.status,
    sales_cents: day.sales_cents,
    sales_low_cents: day.sales_low_cents,
    sales_high_cents: day.sales_high_cents,
    actual_sales_cents: open ? actual.sales_cents : null,
    naive_week_sales_cents: naiveWeek(history, date, asOf, 'sales_cents'),
    naive_4w_sales_cents: naive4w(history, date, asOf, 'sales_cents'),
    covers: day.covers,
    covers_low: day.covers_low,
    covers_high: day.covers_high,
    actual_covers: open ? actual.covers : null,
    naive_week_covers: naiveWeek(history, date, asOf, 'covers'),
    naive_4w_covers: naive4w(history, date, asOf, 'covers'),
    drivers: day.drivers,
  };
}

export const backtest: BacktestFn = (history, { date_from, date_to, horizon, settings }) => {
  const byDate = new Map(history.map((day) => [day.date, day]));
  const days: BacktestDay[] = [];
  for (let date = date_from; date <= date_to; date = addDays(date, 1) as string) {
    days.push(replay(history, byDate, date, horizon, settings));
  }
  return {
    days,
    sales: scoreForecasts(scorePairs(days, 'sales')),
    covers: scoreForecasts(scorePairs(days, 'covers')),
  };
};
