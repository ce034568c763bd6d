import { intelligenceForecastItemsCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getForecastItems } from '#shared/use-cases/forecast/reads.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-forecast-items',
  getForecastItems,
  intelligenceForecastItemsCsv,
);
