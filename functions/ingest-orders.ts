import { ingestFunction } from '#shared/http/functions.ts';
import { ingestOrders } from '#shared/use-cases/ingest/day-documents.ts';

export const { handler, createHandler } = ingestFunction('ingest-orders', ingestOrders);
