import { ingestFunction } from '#shared/http/functions.ts';
import { ingestDiscounts } from '#shared/use-cases/ingest/day-documents.ts';

export const { handler, createHandler } = ingestFunction('ingest-discounts', ingestDiscounts);
