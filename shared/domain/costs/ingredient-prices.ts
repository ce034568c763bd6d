/**
 * What each ingredient cost per unit in a period against the period before, from the purchase
 * lines (back office): the average paid per unit, Σ total_cents ÷ Σ quantity of the lines of the
 * same ingredient and unit (ingredientKey), so a large purchase weighs as much as it cost. Only
 * ingredients bought in both periods are compared: one bought in one alone has no change to say.
 * Pure.
 */
import { pctChangeOfRatios, roundHalfAwayFromZero } from '../analytics/rounding.ts';
import { ingredientKey } from '../vocabulary.ts';
import type { PurchaseRecord } from './records.ts';

export interface IngredientPrice {
  /** The spelling of its latest purchase line. */
  ingredient: string;
  unit: string;
  /** Average paid per unit in the period and in the one before, cents (rounded). */
  unit_cost_cents: number;
  base_unit_cost_cents: number;
  /** The change of the exact averages, one decimal. */
  change_pct: number;
  /** Σ total_cents of its lines in the period (what the change weighs on). */
  spent_cents: number;
}

/** An ingredient's purchase lines of a period, added (same ingredient and unit: ingredientKey). */
export interface IngredientBought {
  /** The spelling of its latest purchase line. */
  ingredient: string;
  unit: string;
  /** Its latest purchase's date. */
  date: string;
  quantity: number;
  /** Σ total_cents of its lines (before IVA, as the lines are). */
  cents: number;
  /** The purchases holding a line of it. */
  purchases: number;
}

/** Each ingredient's lines of the purchases dated from `from` to `to`, added. */
export function ingredientsBought(
  purchases: readonly PurchaseRecord[],
  from: string,
  to: string,
): Map<string, IngredientBought> {
  const bought = new Map<string, IngredientBought>();
  for (const purchase of purchases) {
    if (purchase.date < from || purchase.date > to) continue;
    const counted = new Set<string>();
    for (const line of purchase.lines) {
      const key = ingredientKey(line.ingredient, line.unit);
      const known = bought.get(key);
      const latest = known === undefined || purchase.date >= known.date;
      bought.set(key, {
        ingredient: latest ? line.ingredient : known.ingredient,
        unit: latest ? line.unit : known.unit,
        date: latest ? purchase.date : known.date,
        quantity: (known?.quantity ?? 0) + line.quantity,
        cents: (known?.cents ?? 0) + line.total_cents,
        purchases: (known?.purchases ?? 0) + (counted.has(key) ? 0 : 1),
      });
      counted.add(key);
    }
  }
  return bought;
}

/**
 * The ingredients bought in both `range` and `base`, the largest rise first (ties by what was
 * spent on them in the range).
 */
export function ingredientPriceChanges(
  purchases: readonly PurchaseRecord[],
  range: { from: string; to: string },
  base: { from: string; to: string },
): IngredientPrice[] {
  const now = ingredientsBought(purchases, range.from, range.to);
  const before = ingredientsBought(purchases, base.from, base.to);
  const changes: IngredientPrice[] = [];
  for (const [key, bought] of now) {
    const earlier = before.get(key);
    if (earlier === undefined || bought.quantity <= 0 || earlier.quantity <= 0 || earlier.cents <= 0)
      continue;
    changes.push({
      ingredient: bought.ingredient,
      unit: bought.unit,
      unit_cost_cents: roundHalfAwayFromZero(bought.cents / bought.quantity),
      base_unit_cost_cents: roundHalfAwayFromZero(earlier.cents / earlier.quantity),
      change_pct: pctChangeOfRatios(bought.cents, bought.quantity, earlier.cents, earlier.quantity)!,
      spent_cents: bought.cents,
    });
  }
  return changes.sort((a, b) => b.change_pct - a.change_pct || b.spent_cents - a.spent_cents);
}
