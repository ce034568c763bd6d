import { intelligenceSalesSummaryCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getSalesSummary } from '#shared/use-cases/intelligence/sales-summary.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-sales-summary',
  getSalesSummary,
  intelligenceSalesSummaryCsv,
);
