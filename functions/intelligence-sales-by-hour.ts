import { intelligenceSalesByHourCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getSalesByHour } from '#shared/use-cases/intelligence/sales-by-hour.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-sales-by-hour',
  getSalesByHour,
  intelligenceSalesByHourCsv,
);
