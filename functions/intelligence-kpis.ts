import { intelligenceKpisCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getKpis } from '#shared/use-cases/intelligence/kpis.ts';

export const { handler, createHandler } = csvRouteFunction('intelligence-kpis', getKpis, intelligenceKpisCsv);
