import { intelligenceForecastAccuracyCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getForecastAccuracy } from '#shared/use-cases/forecast/scores.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-forecast-accuracy',
  getForecastAccuracy,
  intelligenceForecastAccuracyCsv,
);
