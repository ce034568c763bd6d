import { routeFunction } from '#shared/http/functions.ts';
import { listRecordsOf } from '#shared/use-cases/backoffice/records.ts';

export const { handler, createHandler } = routeFunction(
  'backoffice-inventory-counts-list',
  listRecordsOf('inventory-counts'),
);
