import { intelligenceInsightsCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getInsights } from '#shared/use-cases/intelligence/insights.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-insights',
  getInsights,
  intelligenceInsightsCsv,
);
