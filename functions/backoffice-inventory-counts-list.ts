import { backofficeInventoryCountsListCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { listRecordsOf } from '#shared/use-cases/backoffice/records.ts';

export const { handler, createHandler } = csvRouteFunction(
  'backoffice-inventory-counts-list',
  listRecordsOf('inventory-counts'),
  backofficeInventoryCountsListCsv,
);
