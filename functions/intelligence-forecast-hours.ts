import { intelligenceForecastHoursCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getForecastHours } from '#shared/use-cases/forecast/hours.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-forecast-hours',
  getForecastHours,
  intelligenceForecastHoursCsv,
);
