import { intelligenceInventorySuggestionsCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getInventorySuggestions } from '#shared/use-cases/intelligence/inventory-suggestions.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-inventory-suggestions',
  getInventorySuggestions,
  intelligenceInventorySuggestionsCsv,
);
