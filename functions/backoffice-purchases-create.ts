import { ingestFunction } from '#shared/http/functions.ts';
import { eventBridgePorts } from '#shared/runtime/eventbridge.ts';
import { createRecord } from '#shared/use-cases/backoffice/record-create.ts';

export const { handler, createHandler } = ingestFunction(
  'backoffice-purchases-create',
  createRecord('purchases'),
  eventBridgePorts,
);
