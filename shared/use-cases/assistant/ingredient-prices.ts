/**
 * The purchases of a period, for the assistant's ingredient prices ("¿qué insumo subió de
 * precio?"): the spec has no read of purchase lines, so this internal read use case (same query
 * rules and envelope as the endpoints) gives the purchases dated in the period, each with its
 * lines; the answer compares its two halves (costs/ingredient-prices.ts).
 */
import type { IngredientPurchases } from '../../domain/assistant/reads.ts';
import { readPurchases } from '../backoffice/cost-inputs.ts';
import type { Deps } from '../deps.ts';
import { readResult } from '../intelligence/envelope.ts';
import { parseIntelligenceQuery } from '../intelligence/query.ts';
import type { RouteRequest } from '../request.ts';

export async function getIngredientPurchases(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const purchases = await readPurchases(deps, branchId, range);
  const attributes: IngredientPurchases = { purchases };
  return readResult(attributes, { range, branchId, timeZone, snapshotDate: null }, {});
}
