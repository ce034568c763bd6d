import { routeFunction } from '#shared/http/functions.ts';
import { getInventorySuggestions } from '#shared/use-cases/intelligence/inventory-suggestions.ts';

export const { handler, createHandler } = routeFunction(
  'intelligence-inventory-suggestions',
  getInventorySuggestions,
);
