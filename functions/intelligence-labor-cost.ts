import { intelligenceLaborCostCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getLaborCost } from '#shared/use-cases/intelligence/labor-cost.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-labor-cost',
  getLaborCost,
  intelligenceLaborCostCsv,
);
