import { intelligenceForecastBacktestCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getForecastBacktest } from '#shared/use-cases/forecast/scores.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-forecast-backtest',
  getForecastBacktest,
  intelligenceForecastBacktestCsv,
);
