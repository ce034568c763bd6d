import { eventBridgePorts } from '#shared/adapters/eventbridge.ts';
import { routeFunction } from '#shared/http/functions.ts';
import { deleteRecordOf } from '#shared/use-cases/backoffice/records.ts';

export const { handler, createHandler } = routeFunction(
  'backoffice-purchases-delete',
  deleteRecordOf('purchases'),
  eventBridgePorts,
);
