import { ingestFunction } from '#shared/http/functions.ts';
import { ingestSales } from '#shared/use-cases/ingest/day-documents.ts';

export const { handler, createHandler } = ingestFunction('ingest-sales', ingestSales);
