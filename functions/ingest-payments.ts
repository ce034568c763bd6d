import { ingestFunction } from '#shared/http/functions.ts';
import { ingestPayments } from '#shared/use-cases/ingest/day-documents.ts';

export const { handler, createHandler } = ingestFunction('ingest-payments', ingestPayments);
