import { routeFunction } from '#shared/http/functions.ts';
import { deleteRecordOf } from '#shared/use-cases/backoffice/records.ts';

export const { handler, createHandler } = routeFunction(
  'backoffice-recipes-delete',
  deleteRecordOf('recipes'),
);
