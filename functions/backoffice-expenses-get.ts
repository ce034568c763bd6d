import { routeFunction } from '#shared/http/functions.ts';
import { getRecordOf } from '#shared/use-cases/backoffice/records.ts';

export const { handler, createHandler } = routeFunction('backoffice-expenses-get', getRecordOf('expenses'));
