import { intelligenceSalesReconciliationCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getReconciliation } from '#shared/use-cases/intelligence/reconciliation.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-sales-reconciliation',
  getReconciliation,
  intelligenceSalesReconciliationCsv,
);
