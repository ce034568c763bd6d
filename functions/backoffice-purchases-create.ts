import { eventBridgePorts } from '#shared/adapters/eventbridge.ts';
import { ingestFunction } from '#shared/http/functions.ts';
import { createRecord } from '#shared/use-cases/backoffice/record-create.ts';

export const { handler, createHandler } = ingestFunction(
  'backoffice-purchases-create',
  createRecord('purchases'),
  eventBridgePorts,
);
