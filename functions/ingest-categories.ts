import { ingestFunction } from '#shared/http/functions.ts';
import { ingestCategories } from '#shared/ingest/categories.ts';

export const { handler, createHandler } = ingestFunction('ingest-categories', ingestCategories);
