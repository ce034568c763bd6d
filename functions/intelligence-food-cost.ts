import { intelligenceFoodCostCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getFoodCost } from '#shared/use-cases/intelligence/food-cost.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-food-cost',
  getFoodCost,
  intelligenceFoodCostCsv,
);
