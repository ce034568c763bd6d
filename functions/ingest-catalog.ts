import { eventBridgePorts } from '#shared/adapters/eventbridge.ts';
import { ingestFunction } from '#shared/http/functions.ts';
import { ingestCatalog } from '#shared/use-cases/ingest/catalog.ts';

export const { handler, createHandler } = ingestFunction('ingest-catalog', ingestCatalog, eventBridgePorts);
