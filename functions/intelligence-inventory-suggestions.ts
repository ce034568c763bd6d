import { readFunction } from '#shared/http/functions.ts';
import { getInventorySuggestions } from '#shared/use-cases/intelligence/inventory-suggestions.ts';

export const { handler, createHandler } = readFunction(
  'intelligence-inventory-suggestions',
  getInventorySuggestions,
);
