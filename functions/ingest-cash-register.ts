import { eventBridgePorts } from '#shared/adapters/eventbridge.ts';
import { ingestFunction } from '#shared/http/functions.ts';
import { ingestCashRegister } from '#shared/use-cases/ingest/cash-register.ts';

export const { handler, createHandler } = ingestFunction(
  'ingest-cash-register',
  ingestCashRegister,
  eventBridgePorts,
);
