/**
 * The ingredients a day's prep list needs: each forecast item's quantity (and its low and high
 * ends) times its recipe, added per ingredient and unit, as the purchase suggestions read the
 * forecast's usage (usage.ts, one recipe match: food-cost.ts `recipeIndex`). An item without a
 * recipe needs nothing anyone can say; it is named apart so the list is read as partial. Pure.
 * Docs: docs/forecast-api.md "Prep list".
 */
import { roundHalfAwayFromZero } from '../analytics/rounding.ts';
import { recipeIndex } from '../costs/food-cost.ts';
import type { RecipeRecord } from '../costs/records.ts';
import { ingredientKey } from '../vocabulary.ts';
import type { StoredForecastItem } from './stored.ts';
import { soldItemOf } from './usage.ts';

/** One ingredient of the day: how much the forecast's items need, and which items need it. */
export interface PrepIngredient {
  ingredient: string;
  unit: string;
  quantity: number;
  quantity_low: number;
  quantity_high: number;
  /** The items whose recipes use it, the one that needs the most first. */
  used_by: string[];
}

export interface PrepIngredients {
  ingredients: PrepIngredient[];
  /** Items forecast to sell with no recipe: what they use is not in `ingredients`. */
  items_without_recipe: string[];
}

interface Tally extends PrepIngredient {
  /** How much each item needs, to order `used_by`. */
  byItem: Map<string, number>;
}

const rounded = (value: number) => roundHalfAwayFromZero(value, 3);

function tallyOf(tallies: Map<string, Tally>, ingredient: string, unit: string): Tally {
  const key = ingredientKey(ingredient, unit);
  const known = tallies.get(key);
  if (known !== undefined) return known;
  const fresh: Tally = {
    ingredient,
    unit,
    quantity: 0,
    quantity_low: 0,
    quantity_high: 0,
    used_by: [],
    byItem: new Map(),
  };
  tallies.set(key, fresh);
  return fresh;
}

/** What `items` (one day's forecast) need of each ingredient, by the branch's `recipes`. */
export function prepIngredients(
  items: readonly StoredForecastItem[],
  recipes: readonly RecipeRecord[],
): PrepIngredients {
  const recipeOf = recipeIndex(recipes);
  const tallies = new Map<string, Tally>();
  const withoutRecipe: string[] = [];
  for (const item of items) {
    if (item.quantity_high <= 0) continue;
    const recipe = recipeOf(soldItemOf(item));
    if (recipe === undefined) {
      withoutRecipe.push(item.name);
      continue;
    }
    for (const line of recipe.ingredients) {
      const tally = tallyOf(tallies, line.ingredient, line.unit);
      tally.quantity += line.quantity * item.quantity;
      tally.quantity_low += line.quantity * item.quantity_low;
      tally.quantity_high += line.quantity * item.quantity_high;
      tally.byItem.set(item.name, (tally.byItem.get(item.name) ?? 0) + line.quantity * item.quantity);
    }
  }
  const ingredients = [...tallies.values()].map(({ byItem, ...tally }) => ({
    ...tally,
    quantity: rounded(tally.quantity),
    quantity_low: rounded(tally.quantity_low),
    quantity_high: rounded(tally.quantity_high),
    used_by: [...byItem.entries()].sort(([, a], [, b]) => b - a).map(([name]) => name),
  }));
  ingredients.sort((a, b) => a.ingredient.localeCompare(b.ingredient, 'es'));
  return { ingredients, items_without_recipe: withoutRecipe.sort((a, b) => a.localeCompare(b, 'es')) };
}
