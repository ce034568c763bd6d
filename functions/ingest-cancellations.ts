import { ingestFunction } from '#shared/http/functions.ts';
import { ingestCancellations } from '#shared/use-cases/ingest/day-documents.ts';

export const { handler, createHandler } = ingestFunction('ingest-cancellations', ingestCancellations);
