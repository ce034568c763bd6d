/**
 * Bench suite "forecast": the forecaster's accuracy on the simulator's branches (local/simulator,
 * three concepts per seed), rolling origin over the last 8 weeks of each history at horizons 1 and
 * 7 days, beside repeating last week's same weekday and the mean of the last four; and, at horizon
 * 1, hourly and item WAPE beside last week's same weekday hours and items. No database: history
 * comes from local/simulator/history.ts. docs/forecast.md keeps the figures.
 */
import { addDays } from '#shared/domain/calendar-dates.ts';
import { backtest } from '#shared/domain/forecast/backtest.ts';
import { forecastHours } from '#shared/domain/forecast/hours.ts';
import { forecastItems } from '#shared/domain/forecast/items.ts';
import {
  type BacktestDay,
  type ForecastScore,
  type HistoryDay,
  NO_SETTINGS,
} from '#shared/domain/forecast/types.ts';
import { CONCEPTS } from '../local/simulator/concepts.ts';
import { branchIdFor, setupBranch } from '../local/simulator/generate.ts';
import { simulatedHistory } from '../local/simulator/history.ts';
import { forecastServiceTables } from './forecast-service.ts';
import { type BenchSuite, type BenchTable, withBenchStack } from './harness.ts';

const HISTORY_FROM = '2025-09-01';
const HISTORY_TO = '2026-11-29';
const HELD_OUT_FROM = addDays(HISTORY_TO, -55) as string;

const pct = (value: number | null) => (value === null ? null : `${(value * 100).toFixed(1)} %`);

/** Σ|actual − forecast| / Σ actual over the held-out days' hours (or items), and the same for the naive. */
function splitWape(history: readonly HistoryDay[], rows: readonly BacktestDay[], what: 'hours' | 'items') {
  const byDate = new Map(history.map((day) => [day.date, day]));
  let error = 0;
  let naiveError = 0;
  let total = 0;
  for (const row of rows) {
    const actual = byDate.get(row.date);
    const lastWeek = byDate.get(addDays(row.date, -7) as string);
    if (row.status !== 'ok' || actual?.open !== true || lastWeek?.open !== true) continue;
    const day = { ...row, horizon: 1 };
    const [forecast, truth, naive] =
      what === 'hours'
        ? [
            new Map(forecastHours(history, day).map((hour) => [String(hour.hour), hour.sales_cents])),
            hourMap(actual),
            hourMap(lastWeek),
          ]
        : [
            new Map(forecastItems(history, day).map((item) => [item.product_id, item.quantity])),
            itemMap(actual),
            itemMap(lastWeek),
          ];
    for (const key of new Set([...forecast.keys(), ...truth.keys(), ...naive.keys()])) {
      const value = truth.get(key) ?? 0;
      total += value;
      error += Math.abs(value - (forecast.get(key) ?? 0));
      naiveError += Math.abs(value - (naive.get(key) ?? 0));
    }
  }
  return total === 0 ? [null, null] : [error / total, naiveError / total];
}

const hourMap = (day: HistoryDay) =>
  new Map(day.hourly_sales_cents.map((cents, hour) => [String(hour), cents]));
const itemMap = (day: HistoryDay) => new Map(day.items.map((item) => [item.product_id, item.quantity]));

function scoreCells(prefix: string, score: ForecastScore) {
  return {
    [`${prefix} WAPE`]: pct(score.wape),
    [`${prefix} last week`]: pct(score.wape_naive_week),
    [`${prefix} mean of 4`]: pct(score.wape_naive_4w),
    [`${prefix} covered`]: pct(score.interval_coverage),
  };
}

export const forecastBench: BenchSuite = {
  name: 'forecast',
  description: 'forecast accuracy on the simulator: WAPE at 1 and 7 days beside the naive forecasts',
  async run(context) {
    const seeds = context.scale >= 1 ? [7, 42] : [7];
    const daily: BenchTable['rows'] = [];
    const split: BenchTable['rows'] = [];
    for (const seed of seeds) {
      for (const [index, concept] of CONCEPTS.entries()) {
        context.log(`forecast: seed ${seed} ${concept.key}`);
        const history = simulatedHistory(
          setupBranch(seed, index, concept, branchIdFor(seed, index)),
          HISTORY_FROM,
          HISTORY_TO,
        );
        const started = performance.now();
        const [one, seven] = [1, 7].map((horizon) =>
          backtest(history, {
            date_from: HELD_OUT_FROM,
            date_to: HISTORY_TO,
            horizon,
            settings: NO_SETTINGS,
          }),
        ) as [ReturnType<typeof backtest>, ReturnType<typeof backtest>];
        const perForecastMs = (performance.now() - started) / (2 * one.days.length);
        const branch = `${concept.key} seed ${seed}`;
        daily.push({
          branch,
          horizon: 1,
          days: one.sales.days_scored,
          ...scoreCells('sales', one.sales),
          ...scoreCells('covers', one.covers),
          'ms per forecast': Math.round(perForecastMs),
        });
        daily.push({
          branch,
          horizon: 7,
          days: seven.sales.days_scored,
          ...scoreCells('sales', seven.sales),
          ...scoreCells('covers', seven.covers),
          'ms per forecast': Math.round(perForecastMs),
        });
        const [hours, hoursNaive] = splitWape(history, one.days, 'hours');
        const [items, itemsNaive] = splitWape(history, one.days, 'items');
        split.push({
          branch,
          'hourly WAPE': pct(hours ?? null),
          'hourly last week': pct(hoursNaive ?? null),
          'item WAPE': pct(items ?? null),
          'item last week': pct(itemsNaive ?? null),
        });
      }
    }
    context.log('forecast: the service side (the run against the day build, the reads)');
    const service = await withBenchStack(context.endpoint, 'forecast-service', { pipeline: false }, (stack) =>
      forecastServiceTables(stack, context),
    );
    return [
      ...service,
      {
        title: `Forecast: daily sales and covers, held out ${HELD_OUT_FROM} to ${HISTORY_TO} (history from ${HISTORY_FROM})`,
        rows: daily,
        notes: [
          'WAPE = Σ|actual − forecast| / Σ actual over the held-out open days; "last week" repeats the same weekday a week earlier, "mean of 4" averages the last four; "covered" is the share of days inside the 80 % interval.',
          "ms per forecast: one forecastDays of 14 days (sales and covers) on this machine. Time to forecast one branch against the day's cube build: forecast-api adds that ratio (issue 41, item 7).",
        ],
      },
      { title: "Forecast: hours and items at 1 day, beside last week's same weekday", rows: split },
    ];
  },
};
