import { cashFlowAttributes } from '#shared/domain/responses/intelligence.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getCashFlow } from '#shared/use-cases/intelligence/cash-flow.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-cash-flow',
  getCashFlow,
  cashFlowAttributes,
);
