import { routeFunction } from '#shared/http/functions.ts';
import { getIngestStatus } from '#shared/use-cases/ingest/status.ts';

export const { handler, createHandler } = routeFunction('ingest-status', getIngestStatus);
