import { intelligenceCashFlowCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getCashFlow } from '#shared/use-cases/intelligence/cash-flow.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-cash-flow',
  getCashFlow,
  intelligenceCashFlowCsv,
);
