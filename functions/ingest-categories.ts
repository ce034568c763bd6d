import { ingestFunction } from '#shared/http/functions.ts';
import { ingestCategories } from '#shared/use-cases/ingest/categories.ts';

export const { handler, createHandler } = ingestFunction('ingest-categories', ingestCategories);
