import { backofficeRecipesListCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { listRecordsOf } from '#shared/use-cases/backoffice/records.ts';

export const { handler, createHandler } = csvRouteFunction(
  'backoffice-recipes-list',
  listRecordsOf('recipes'),
  backofficeRecipesListCsv,
);
