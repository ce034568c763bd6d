import { inventorySuggestionsAttributes } from '#shared/domain/responses/intelligence-costs.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getInventorySuggestions } from '#shared/use-cases/intelligence/inventory-suggestions.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-inventory-suggestions',
  getInventorySuggestions,
  inventorySuggestionsAttributes,
);
