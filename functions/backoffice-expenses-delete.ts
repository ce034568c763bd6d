import { readFunction } from '#shared/http/functions.ts';
import { deleteRecordOf } from '#shared/use-cases/backoffice/records.ts';

export const { handler, createHandler } = readFunction(
  'backoffice-expenses-delete',
  deleteRecordOf('expenses'),
);
