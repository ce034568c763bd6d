import { routeFunction } from '#shared/http/functions.ts';
import { getReconciliation } from '#shared/use-cases/intelligence/reconciliation.ts';

export const { handler, createHandler } = routeFunction(
  'intelligence-sales-reconciliation',
  getReconciliation,
);
