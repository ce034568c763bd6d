/**
 * GET /api/v1/intelligence/food-cost: cost of sales by category type and by purchase category, the
 * theoretical food cost (recipes, else catalog unit cost, × quantities sold: the items cubes) and the
 * variance, and days of inventory (DSI). Seven Queries in parallel.
 */
import type { ItemsCube } from '../../domain/analytics/cubes.ts';
import { foodCost, ingredientCosts, soldItems, theoreticalFoodCost } from '../../domain/costs/food-cost.ts';
import { costMeta, costPeriod, inventoryDays, latestCountOnOrBefore } from '../../domain/costs/pnl.ts';
import { readCubes } from '../../storage/cube-store.ts';
import { costInputOf, costSalesDays, readCostInputs, readRecipes } from '../backoffice/cost-inputs.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { benchmarksOf, latestBuiltAt, readResult } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export async function getFoodCost(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const [inputs, items, recipes] = await Promise.all([
    readCostInputs(deps, branchId, range),
    readCubes<ItemsCube>(deps, branchId, 'items', range.from, range.to),
    readRecipes(deps, branchId),
  ]);
  const figures = costPeriod(costInputOf(range, inputs));
  const theoretical = theoreticalFoodCost(
    soldItems(items.map((cube) => cube.data)),
    recipes,
    ingredientCosts(inputs.purchases, inputs.counts, range.to),
  );
  const dsi = inventoryDays(figures, latestCountOnOrBefore(inputs.counts, range.to), inputs.purchases);
  return readResult(
    {
      ...foodCost(figures, inputs.purchases, theoretical),
      inventory_days: dsi.value,
      inventory_days_status: dsi.status,
    },
    { range, branchId, timeZone, snapshotDate: latestBuiltAt(inputs.sales, items) },
    {
      benchmarks: benchmarksOf('food_cost_pct', 'beverage_cost_pct', 'bar_cost_pct', 'inventory_days'),
      ...costMeta(figures),
      days_with_sales: costSalesDays(inputs),
      theoretical: {
        items_by_recipe: theoretical.items_by_recipe,
        items_by_catalog_cost: theoretical.items_by_catalog_cost,
        items_without_cost: theoretical.items_without_cost,
      },
      inventory_days: dsi,
    },
  );
}
