import { intelligenceMenuEngineeringCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getMenuEngineering } from '#shared/use-cases/intelligence/menu-engineering.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-menu-engineering',
  getMenuEngineering,
  intelligenceMenuEngineeringCsv,
);
