/**
 * /intelligence/food-cost: the period's cost of sales by category type and by purchase category, and
 * (beyond the spec) the theoretical food cost — what the food sold should have cost by its recipes,
 * or by the catalog's unit cost where an item has no recipe — with the actual-vs-theoretical variance.
 */

import type { ItemFigures } from '../analytics/cubes.ts';
import type { CategoryType } from '../analytics/inputs.ts';
import { byDate } from '../analytics/period.ts';
import { ratioPct, roundHalfAwayFromZero, roundPct } from '../analytics/rounding.ts';
import { displayName, mostFrequentSpelling, normalizeName } from '../names.ts';
import type { FoodCostAttributes as FoodCostRead } from '../responses/intelligence-costs.ts';
import { ingredientKey } from '../vocabulary.ts';
import { COST_TYPES, type CostFigures, typeCostRatio } from './pnl.ts';
import { type CountRecord, inRange, type PurchaseRecord, type RecipeRecord } from './records.ts';

/** The read's attributes (its schema's type) before the read adds the days of inventory. */
export type FoodCostAttributes = Omit<FoodCostRead, 'inventory_days' | 'inventory_days_status'>;

/** An item sold over the period (the items cubes of its days, merged by item key). */
export interface SoldItem {
  key: string;
  item_name: string;
  item_identifier: string | null;
  item_sku: string | null;
  category_type: CategoryType;
  quantity: number;
  /** Catalog unit cost of the most recent day that knew one. */
  unit_cost_cents: number | null;
}

/** Merge the items cubes of a period (dates ascending) into one row per item. */
export function soldItems(days: ReadonlyArray<{ date: string; items: readonly ItemFigures[] }>): SoldItem[] {
  const byKey = new Map<string, SoldItem>();
  const ordered = [...days].sort(byDate);
  for (const day of ordered) {
    for (const item of day.items) {
      const row = byKey.get(item.key) ?? {
        key: item.key,
        item_name: item.item_name,
        item_identifier: item.item_identifier,
        item_sku: item.item_sku,
        category_type: item.category_type,
        quantity: 0,
        unit_cost_cents: null,
      };
      row.quantity += item.quantity;
      // POS exports use 0 for "cost not captured" (menu engineering's rule).
      if (item.unit_cost_cents !== null && item.unit_cost_cents > 0)
        row.unit_cost_cents = item.unit_cost_cents;
      byKey.set(item.key, row);
    }
  }
  return [...byKey.values()];
}

/** The recipe of a sold item: by item_identifier, then item_sku, then name (catalog matching rule). */
export function recipeIndex(recipes: readonly RecipeRecord[]) {
  const byIdentifier = new Map<string, RecipeRecord>();
  const bySku = new Map<string, RecipeRecord>();
  const byName = new Map<string, RecipeRecord>();
  for (const recipe of recipes) {
    if (recipe.item_identifier) byIdentifier.set(recipe.item_identifier.toLowerCase(), recipe);
    if (recipe.item_sku) bySku.set(recipe.item_sku.trim(), recipe);
    if (recipe.item_name) byName.set(normalizeName(recipe.item_name), recipe);
  }
  return (item: Pick<SoldItem, 'item_identifier' | 'item_sku' | 'item_name'>): RecipeRecord | undefined =>
    (item.item_identifier ? byIdentifier.get(item.item_identifier.toLowerCase()) : undefined) ??
    (item.item_sku ? bySku.get(item.item_sku.trim()) : undefined) ??
    byName.get(normalizeName(item.item_name));
}

/**
 * Latest known unit cost of each ingredient (key: name + unit) up to `upTo`: the most recent purchase
 * line, else the most recent count; on the same date a purchase wins (it is the price paid).
 */
export function ingredientCosts(
  purchases: readonly PurchaseRecord[],
  counts: readonly CountRecord[],
  upTo: string,
): Map<string, number> {
  const entries: Array<{ date: string; rank: number; key: string; cost: number }> = [];
  for (const count of counts) {
    if (count.date > upTo) continue;
    for (const item of count.items) {
      entries.push({
        date: count.date,
        rank: 0,
        key: ingredientKey(item.ingredient, item.unit),
        cost: item.unit_cost_cents,
      });
    }
  }
  for (const purchase of purchases) {
    if (purchase.date > upTo) continue;
    for (const line of purchase.lines) {
      entries.push({
        date: purchase.date,
        rank: 1,
        key: ingredientKey(line.ingredient, line.unit),
        cost: line.unit_cost_cents,
      });
    }
  }
  entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.rank - b.rank));
  const costs = new Map<string, number>();
  for (const entry of entries) costs.set(entry.key, entry.cost);
  return costs;
}

/** Cost of one portion by its recipe (exact, unrounded); null when an ingredient has no known cost. */
export function recipePortionCost(recipe: RecipeRecord, costs: ReadonlyMap<string, number>): number | null {
  let total = 0;
  for (const ingredient of recipe.ingredients) {
    const cost = costs.get(ingredientKey(ingredient.ingredient, ingredient.unit));
    if (cost === undefined) return null;
    total += ingredient.quantity * cost;
  }
  return total;
}

export interface TheoreticalCost {
  cents: number | null;
  items_by_recipe: number;
  items_by_catalog_cost: number;
  /** Food items sold without a recipe whose ingredients all have a cost, and without a catalog cost. */
  items_without_cost: string[];
}

/**
 * Σ over the food items sold of quantity × portion cost (recipe when every ingredient has a cost,
 * else the catalog unit_cost_cents), rounded once. Null — never a partial sum — when a food item
 * sold has neither, when no food item was sold through order lines, or when the sum passes
 * Number.MAX_SAFE_INTEGER (no integer of cents holds it exactly).
 */
export function theoreticalFoodCost(
  items: readonly SoldItem[],
  recipes: readonly RecipeRecord[],
  costs: ReadonlyMap<string, number>,
): TheoreticalCost {
  const recipeOf = recipeIndex(recipes);
  let exact = 0;
  let byRecipe = 0;
  let byCatalog = 0;
  const without: string[] = [];
  const food = items.filter((item) => item.category_type === 'food');
  for (const item of food) {
    const recipe = recipeOf(item);
    const portion = recipe ? recipePortionCost(recipe, costs) : null;
    if (portion !== null) {
      exact += portion * item.quantity;
      byRecipe++;
    } else if (item.unit_cost_cents !== null) {
      exact += item.unit_cost_cents * item.quantity;
      byCatalog++;
    } else {
      without.push(item.item_name);
    }
  }
  without.sort();
  // Recipes multiply: quantities and costs each within their bounds can still pass the exact integers.
  const cents = roundHalfAwayFromZero(exact);
  return {
    cents: food.length === 0 || without.length > 0 || !Number.isSafeInteger(cents) ? null : cents,
    items_by_recipe: byRecipe,
    items_by_catalog_cost: byCatalog,
    items_without_cost: without,
  };
}

/**
 * The gap between two percentages in points, as they read beside each other: 31.2 − 29.3 = 1.9,
 * where the unrounded gap (1.97) read "2.0" beside them (since 2026-12-07).
 */
function pointsBetween(actualPct: number | null, theoreticalPct: number | null): number | null {
  return actualPct === null || theoreticalPct === null ? null : roundPct(actualPct - theoreticalPct);
}

export function foodCost(
  figures: CostFigures,
  purchases: readonly PurchaseRecord[],
  theoretical: TheoreticalCost,
): FoodCostAttributes {
  const food = typeCostRatio(figures, 'food');
  const beverage = typeCostRatio(figures, 'beverage');
  const bar = typeCostRatio(figures, 'bar');
  const ratios = { food, beverage, bar, other: { value: null, status: null } };

  const byCategory = new Map<
    string,
    { category: string; category_type: CategoryType; purchases_cents: number }
  >();
  for (const purchase of purchases) {
    if (!inRange(purchase.date, figures.range)) continue;
    for (const line of purchase.lines) {
      const category = line.category?.trim() || 'Sin categoría';
      const key = `${line.category_type}|${normalizeName(category)}`;
      const row = byCategory.get(key) ?? { category, category_type: line.category_type, purchases_cents: 0 };
      row.purchases_cents += line.total_cents;
      byCategory.set(key, row);
    }
  }
  const salesOf = (type: CategoryType) => (type === 'other' ? null : figures.sales[type]);
  const actual = figures.cost.food;
  const variance = actual === null || theoretical.cents === null ? null : actual - theoretical.cents;
  return {
    food_cost_pct: food.value,
    food_cost_status: food.status,
    beverage_cost_pct: beverage.value,
    beverage_cost_status: beverage.status,
    bar_cost_pct: bar.value,
    bar_cost_status: bar.status,
    by_category: COST_TYPES.map((type) => ({
      category: type,
      purchases_cents: figures.purchases[type],
      inventory_adjustment_cents: figures.inventory_adjustment?.[type] ?? null,
      cost_cents: figures.cost[type],
      sales_cents: salesOf(type),
      cost_pct: ratios[type].value,
      status: ratios[type].status,
    })),
    by_purchase_category: [...byCategory.values()]
      .sort((a, b) => a.category_type.localeCompare(b.category_type) || a.category.localeCompare(b.category))
      .map((row) => ({
        ...row,
        pct_of_category_sales: ratioPct(row.purchases_cents, salesOf(row.category_type)),
      })),
    theoretical_food_cost_cents: theoretical.cents,
    theoretical_food_cost_pct: ratioPct(theoretical.cents, figures.sales.food),
    food_cost_variance_cents: variance,
    food_cost_variance_pct: pointsBetween(food.value, ratioPct(theoretical.cents, figures.sales.food)),
    by_supplier: purchasesBySupplier(purchases, figures.range),
    purchases_iva: purchasesIva(purchases, figures.range),
  };
}

/**
 * The IVA stated on the range's purchases (each invoice's `iva_cents`, kept apart from its lines:
 * IVA is no cost), what the owner may credit against the IVA collected on sales, and how many of
 * the range's purchases state none, so a sum over some of them is said to be that.
 */
export function purchasesIva(
  purchases: readonly PurchaseRecord[],
  range: { from: string; to: string },
): FoodCostRead['purchases_iva'] {
  const sum = { iva_cents: 0, purchases_count: 0, without_iva_count: 0 };
  for (const purchase of purchases) {
    if (!inRange(purchase.date, range)) continue;
    sum.purchases_count += 1;
    if (purchase.iva_cents === undefined) sum.without_iva_count += 1;
    else sum.iva_cents += purchase.iva_cents;
  }
  return sum;
}

/**
 * The range's purchases by supplier, most bought first (then by name): Σ `total_cents` (before
 * IVA, as every purchase amount here), how many purchases, and the share of all the range's
 * purchases. A supplier is its normalized name (names.ts), shown as most of its purchases spell it.
 */
export function purchasesBySupplier(
  purchases: readonly PurchaseRecord[],
  range: { from: string; to: string },
): FoodCostRead['by_supplier'] {
  const suppliers = new Map<string, { spellings: Record<string, number>; cents: number; count: number }>();
  let all = 0;
  for (const purchase of purchases) {
    if (!inRange(purchase.date, range)) continue;
    const name = displayName(purchase.supplier_name);
    const row = suppliers.get(normalizeName(name)) ?? { spellings: {}, cents: 0, count: 0 };
    row.spellings[name] = (row.spellings[name] ?? 0) + 1;
    row.cents += purchase.total_cents;
    row.count += 1;
    suppliers.set(normalizeName(name), row);
    all += purchase.total_cents;
  }
  return [...suppliers.values()]
    .map((row) => ({
      supplier_name: mostFrequentSpelling(row.spellings),
      purchases_cents: row.cents,
      purchases_count: row.count,
      pct_of_purchases: ratioPct(row.cents, all),
    }))
    .sort((a, b) => b.purchases_cents - a.purchases_cents || a.supplier_name.localeCompare(b.supplier_name));
}
