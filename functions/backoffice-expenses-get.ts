import { readFunction } from '#shared/http/functions.ts';
import { getRecordOf } from '#shared/use-cases/backoffice/records.ts';

export const { handler, createHandler } = readFunction('backoffice-expenses-get', getRecordOf('expenses'));
