import { routeFunction } from '#shared/http/functions.ts';
import { listRecordsOf } from '#shared/use-cases/backoffice/records.ts';

export const { handler, createHandler } = routeFunction(
  'backoffice-purchases-list',
  listRecordsOf('purchases'),
);
