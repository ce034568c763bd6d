/**
 * What each ingredient cost per unit against the period before (costs/ingredient-prices.ts): the
 * average paid, Σ total_cents ÷ Σ quantity of one ingredient and unit, compared only where it was
 * bought in both. Expected figures are computed here from the lines.
 */
import { describe, expect, it } from 'vitest';
import { pctChangeOfRatios } from '#shared/domain/analytics/rounding.ts';
import { ingredientPriceChanges } from '#shared/domain/costs/ingredient-prices.ts';
import { foodLine, purchaseOn } from '../../fixtures/purchases.ts';

const PURCHASES = [
  purchaseOn('2026-10-25', [foodLine('Carne al pastor', 10, 13_000), foodLine('Tortilla', 20, 2_200)]),
  purchaseOn('2026-11-05', [foodLine('Carne al pastor', 30, 13_400), foodLine('Cebolla', 5, 2_500)]),
  purchaseOn('2026-11-20', [foodLine('Carne al pastor', 12, 14_500), foodLine('Tortilla', 25, 2_200)]),
  purchaseOn('2026-12-02', [foodLine('carne al pastor ', 8, 15_000, 'KG'), foodLine('Limón', 6, 3_000)]),
];
const RANGE = { from: '2026-11-17', to: '2026-12-14' };
const BASE = { from: '2026-10-20', to: '2026-11-16' };

describe('ingredient prices against the period before', () => {
  it('averages what was paid per unit in each period, weighted by the lines, biggest rise first', () => {
    const now = { cents: 12 * 14_500 + 8 * 15_000, quantity: 20 };
    const before = { cents: 10 * 13_000 + 30 * 13_400, quantity: 40 };
    expect(ingredientPriceChanges(PURCHASES, RANGE, BASE)).toEqual([
      {
        // The spelling of its latest line; "carne al pastor " in KG is the same ingredient.
        ingredient: 'carne al pastor ',
        unit: 'KG',
        unit_cost_cents: Math.round(now.cents / now.quantity),
        base_unit_cost_cents: Math.round(before.cents / before.quantity),
        change_pct: pctChangeOfRatios(now.cents, now.quantity, before.cents, before.quantity),
        spent_cents: now.cents,
      },
      {
        ingredient: 'Tortilla',
        unit: 'kg',
        unit_cost_cents: 2_200,
        base_unit_cost_cents: 2_200,
        change_pct: 0,
        spent_cents: 25 * 2_200,
      },
    ]);
  });

  it('leaves out what was bought in one period alone (the onion, the lime)', () => {
    const names = ingredientPriceChanges(PURCHASES, RANGE, BASE).map((price) => price.ingredient);
    expect(names).not.toContain('Cebolla');
    expect(names).not.toContain('Limón');
  });
});
