/**
 * /intelligence/inventory/suggestions: what to buy for the next `days_ahead` days, per ingredient of
 * the latest inventory count, grouped by supplier. Rules (docs/computation-rules.md, "Purchase
 * suggestions"):
 *
 * - a count is the shelf at the end of its date: purchases dated on it are already inside it;
 * - current stock = latest count's on_hand + quantity purchased after that count up to today;
 * - daily usage = recipes × the forecast's item quantities of its next days / those days when a
 *   forecast is stored (docs/forecast-api.md); else recipes × quantities sold over the 28 days
 *   before today / 28 when the ingredient
 *   is in any recipe; else (earlier count + purchased between − later count) / days between the two
 *   latest counts holding it; else unknown;
 * - suggested_qty = ⌈usage × days_ahead + minimum − current stock⌉, listed only when > 0.
 */

import { groupThousands } from '../analytics/format.ts';
import { roundHalfAwayFromZero } from '../analytics/rounding.ts';
import type { InventorySuggestionsMeta } from '../responses/intelligence-costs.ts';
import { ingredientKey } from '../vocabulary.ts';
import { ingredientCosts, recipeIndex, type SoldItem } from './food-cost.ts';
import { daysOfInventory } from './inventory-days.ts';
import {
  addDays,
  byDateThenId,
  type CountRecord,
  daysBetweenInclusive,
  type PurchaseRecord,
  type RecipeRecord,
} from './records.ts';

export const USAGE_WINDOW_DAYS = 28;
export const DEFAULT_DAYS_AHEAD = 7;
export const NO_SUPPLIER = 'Sin proveedor';

export interface SuggestionInput {
  /** Today in the branch's time zone. */
  today: string;
  daysAhead: number;
  /** Counts dated on or before today. */
  counts: readonly CountRecord[];
  /** Purchases dated on or before today (those before the earlier count are ignored). */
  purchases: readonly PurchaseRecord[];
  recipes: readonly RecipeRecord[];
  /** Items sold over the USAGE_WINDOW_DAYS days before today. */
  sold: readonly SoldItem[];
  /**
   * The forecast's item quantities over its next `days` days from today (closed days count, with
   * nothing sold), when a forecast is stored: the recipes' daily usage is then theirs, not the past's.
   */
  forecast?: { sold: readonly SoldItem[]; days: number } | null;
}

export type UsageSource = 'recipes' | 'counts' | null;

export interface SuggestedItem {
  item_name: string;
  unit: string;
  current_stock: number;
  minimum: number;
  daily_usage: number | null;
  usage_source: UsageSource;
  suggested_qty: number;
  unit_cost_cents: number;
  total_cost_cents: number;
  reason: string;
}

export interface SupplierSuggestions {
  supplier_name: string;
  items: SuggestedItem[];
  subtotal_cents: number;
}

export interface LowStockItem {
  ingredient: string;
  unit: string;
  on_hand: number;
  minimum: number;
  supplier_name: string | null;
}

export interface Suggestions {
  days_ahead: number;
  count_date: string | null;
  by_supplier: SupplierSuggestions[];
  total_suggested_cents: number;
  /** Ingredients under their minimum at the latest count. */
  low_stock: LowStockItem[];
}

/** 2.5 → "2.5", 3 → "3", 0.3333 → "0.33": at most two decimals, as an owner reads it. */
export function formatQuantity(value: number): string {
  // Thousands grouped as es-MX writes them ("necesitas 1,092.03 pz"; before 2026-12-07, "1092.03").
  return groupThousands(String(roundHalfAwayFromZero(value, 2)));
}

/** Ingredients under their minimum at a count. */
export function lowStockAt(count: CountRecord | null): LowStockItem[] {
  if (!count) return [];
  return count.items
    .filter((item) => item.on_hand < item.minimum)
    .map((item) => ({
      ingredient: item.ingredient,
      unit: item.unit,
      on_hand: item.on_hand,
      minimum: item.minimum,
      supplier_name: item.supplier_name ?? null,
    }))
    .sort((a, b) => a.ingredient.localeCompare(b.ingredient));
}

function purchasedBetween(
  purchases: readonly PurchaseRecord[],
  key: string,
  after: string,
  upTo: string,
): number {
  let quantity = 0;
  for (const purchase of purchases) {
    if (purchase.date <= after || purchase.date > upTo) continue;
    for (const line of purchase.lines)
      if (ingredientKey(line.ingredient, line.unit) === key) quantity += line.quantity;
  }
  return quantity;
}

/** Theoretical daily usage per ingredient key from recipes × quantities sold; only ingredients in a recipe. */
function recipeUsage(
  recipes: readonly RecipeRecord[],
  sold: readonly SoldItem[],
  days: number = USAGE_WINDOW_DAYS,
): Map<string, number> {
  const usage = new Map<string, number>();
  for (const recipe of recipes) {
    for (const ingredient of recipe.ingredients)
      usage.set(ingredientKey(ingredient.ingredient, ingredient.unit), 0);
  }
  const recipeOf = recipeIndex(recipes);
  for (const item of sold) {
    const recipe = recipeOf(item);
    if (!recipe) continue;
    for (const ingredient of recipe.ingredients) {
      const key = ingredientKey(ingredient.ingredient, ingredient.unit);
      usage.set(key, (usage.get(key) ?? 0) + (ingredient.quantity * item.quantity) / days);
    }
  }
  return usage;
}

function daysLabel(days: number): string {
  return days === 1 ? '1 día' : `${formatQuantity(days)} días`;
}

function reasonOf(
  stock: number,
  minimum: number,
  unit: string,
  usage: number | null,
  daysAhead: number,
): string {
  const left = `Quedan ${formatQuantity(stock)} ${unit}`;
  if (usage === null) {
    return `${left}; el mínimo es ${formatQuantity(minimum)} ${unit}; aún no hay consumo registrado (captura recetas o un segundo conteo)`;
  }
  if (usage === 0)
    return `${left}; no se ha usado en los últimos ${USAGE_WINDOW_DAYS} días; el mínimo es ${formatQuantity(minimum)} ${unit}`;
  // The days of inventory as Costos reads them (one definition: ./inventory-days.ts).
  const lasts = daysOfInventory(stock, usage) ?? 0;
  return `${left}; usas ${formatQuantity(usage)} ${unit} al día; alcanza para ${daysLabel(lasts)}; ${neededFor(usage, minimum, unit, daysAhead)}`;
}

/**
 * What the suggestion covers, so that "alcanza para 7.1 días" beside a purchase for 5 days reads
 * right: the days' use plus the minimum kept on the shelf (the suggestion is this less the stock).
 */
function neededFor(usage: number, minimum: number, unit: string, daysAhead: number): string {
  const need = `necesitas ${formatQuantity(usage * daysAhead + minimum)} ${unit}`;
  const days = `para ${daysLabel(daysAhead)}`;
  return minimum > 0
    ? `${days} y tu mínimo de ${formatQuantity(minimum)} ${unit} ${need}`
    : `${days} ${need}`;
}

export function purchaseSuggestions(input: SuggestionInput): Suggestions {
  const counts = input.counts.filter((count) => count.date <= input.today).sort(byDateThenId);
  const latest = counts.at(-1) ?? null;
  if (!latest) {
    return {
      days_ahead: input.daysAhead,
      count_date: null,
      by_supplier: [],
      total_suggested_cents: 0,
      low_stock: [],
    };
  }
  const fromRecipes = input.forecast
    ? recipeUsage(input.recipes, input.forecast.sold, input.forecast.days)
    : recipeUsage(input.recipes, input.sold);
  const costs = ingredientCosts(input.purchases, counts, input.today);
  const lastSupplier = new Map<string, string>();
  for (const purchase of [...input.purchases].sort(byDateThenId)) {
    if (purchase.date > input.today) continue;
    for (const line of purchase.lines)
      lastSupplier.set(ingredientKey(line.ingredient, line.unit), purchase.supplier_name);
  }

  const groups = new Map<string, SuggestedItem[]>();
  for (const item of latest.items) {
    const key = ingredientKey(item.ingredient, item.unit);
    const stock = item.on_hand + purchasedBetween(input.purchases, key, latest.date, input.today);
    let usage: number | null = null;
    let source: UsageSource = null;
    if (fromRecipes.has(key)) {
      usage = fromRecipes.get(key) ?? 0;
      source = 'recipes';
    } else {
      const earlier = counts
        .filter((count) => count.date < latest.date)
        .reverse()
        .find((count) => count.items.some((other) => ingredientKey(other.ingredient, other.unit) === key));
      const before = earlier?.items.find((other) => ingredientKey(other.ingredient, other.unit) === key);
      if (earlier && before) {
        const days = daysBetweenInclusive(earlier.date, latest.date) - 1;
        const used =
          before.on_hand + purchasedBetween(input.purchases, key, earlier.date, latest.date) - item.on_hand;
        usage = Math.max(0, used / days);
        source = 'counts';
      }
    }
    const needed = (usage ?? 0) * input.daysAhead + item.minimum - stock;
    const suggested = Math.ceil(roundHalfAwayFromZero(needed, 6));
    if (suggested <= 0) continue;
    const unitCost = costs.get(key) ?? item.unit_cost_cents;
    const supplier = item.supplier_name?.trim() || lastSupplier.get(key) || NO_SUPPLIER;
    const row: SuggestedItem = {
      item_name: item.ingredient,
      unit: item.unit,
      current_stock: roundHalfAwayFromZero(stock, 3),
      minimum: item.minimum,
      daily_usage: usage === null ? null : roundHalfAwayFromZero(usage, 3),
      usage_source: source,
      suggested_qty: suggested,
      unit_cost_cents: unitCost,
      total_cost_cents: roundHalfAwayFromZero(suggested * unitCost),
      reason: reasonOf(stock, item.minimum, item.unit, usage, input.daysAhead),
    };
    groups.set(supplier, [...(groups.get(supplier) ?? []), row]);
  }
  const by_supplier = [...groups.entries()]
    .sort(([a], [b]) => (a === NO_SUPPLIER ? 1 : b === NO_SUPPLIER ? -1 : a.localeCompare(b)))
    .map(([supplier_name, items]) => ({
      supplier_name,
      items: items.sort((a, b) => a.item_name.localeCompare(b.item_name)),
      subtotal_cents: items.reduce((sum, row) => sum + row.total_cost_cents, 0),
    }));
  return {
    days_ahead: input.daysAhead,
    count_date: latest.date,
    by_supplier,
    total_suggested_cents: by_supplier.reduce((sum, group) => sum + group.subtotal_cents, 0),
    low_stock: lowStockAt(latest),
  };
}

/** What tells one suggestion list from another (for purchase.suggestion_ready). */
export function suggestionFingerprint(suggestions: Suggestions): string {
  return JSON.stringify(
    suggestions.by_supplier.map((group) => [
      group.supplier_name,
      group.items.map((item) => [item.item_name, item.unit, item.suggested_qty]),
    ]),
  );
}

/** The usage window that ends the day before `today`. */
export function usageWindow(today: string) {
  return { from: addDays(today, -USAGE_WINDOW_DAYS), to: addDays(today, -1) };
}

/**
 * Over which days a daily use is a mean, so it is not read as one day's ("usas 19.4 kg al día"
 * beside the prep list's 25.4 kg for Saturday): the forecast's days read (`meta.usage_days`), the
 * last 28 days sold, or between the two latest counts. The assistant and Compras say it so.
 */
export function usageWindowWords(source: 'recipes' | 'counts' | null, meta: UsageMeta): string {
  if (source === 'counts') return 'entre tus dos últimos conteos';
  return meta.usage_from === 'forecast'
    ? `en los próximos ${meta.usage_days} días, según lo que pronostico vender y tus recetas`
    : 'en tus últimos 28 días, según lo que vendiste y tus recetas';
}

/** The read's account of where the recipes' usage comes from. */
type UsageMeta = Pick<InventorySuggestionsMeta, 'usage_from' | 'usage_days'>;

/** The note Compras and the assistant give beside a recipe's daily use. */
export const recipeUsageNote = (meta: UsageMeta): string =>
  `El consumo diario de lo que llevan tus recetas es un promedio ${usageWindowWords('recipes', meta)}, no el de un solo día (el de mañana está en Mañana).`;
