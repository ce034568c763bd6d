import { readFunction } from '#shared/http/functions.ts';
import { getReconciliation } from '#shared/use-cases/intelligence/reconciliation.ts';

export const { handler, createHandler } = readFunction(
  'intelligence-sales-reconciliation',
  getReconciliation,
);
