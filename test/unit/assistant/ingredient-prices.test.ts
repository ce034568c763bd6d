/**
 * "¿Qué insumo subió de precio?", "¿cuánto subió el precio de la carne?": the purchase lines of the
 * last 28 closed days against the 28 before (the internal read), each ingredient's price per unit
 * and its change. Expected figures come from the shared function over the fixture.
 */
import { describe, expect, it } from 'vitest';
import { money, pct } from '#shared/domain/assistant/format.ts';
import { ingredientPriceChanges } from '#shared/domain/costs/ingredient-prices.ts';
import { foodLine, purchaseOn } from '../../fixtures/purchases.ts';
import { askRules } from './fake-reader.ts';

const TODAY = '2026-12-15';
const RANGE = { from: '2026-11-17', to: '2026-12-14' };
const BASE = { from: '2026-10-20', to: '2026-11-16' };
const PURCHASES = [
  purchaseOn('2026-10-28', [
    foodLine('Carne al pastor', 20, 13_000),
    foodLine('Suadero', 10, 19_000),
    foodLine('Limón', 5, 3_000),
  ]),
  purchaseOn('2026-12-01', [
    foodLine('Carne al pastor', 20, 14_300),
    foodLine('Suadero', 10, 19_950),
    foodLine('Limón', 5, 2_700),
  ]),
];
const ask = (question: string, purchases = PURCHASES) =>
  askRules(
    question,
    { 'internal:ingredient-purchases': { attributes: { purchases } } },
    { today: TODAY, requiredPlanOf: () => 'growth' },
  );

describe('ingredient prices', () => {
  it('¿Qué insumo subió de precio?: the rises, biggest first, against the 28 days before', async () => {
    // Before, the sales against the day before.
    const answered = await ask('¿Qué insumo subió de precio?');
    expect(answered.intent).toBe('food_cost');
    expect(answered.calls).toEqual([
      `/internal:ingredient-purchases?date_from=${BASE.from}&date_to=${RANGE.to}`.replace(
        '/internal',
        'internal',
      ),
    ]);
    const [first, second] = ingredientPriceChanges(PURCHASES, RANGE, BASE);
    expect(answered.quoted).toMatchObject({
      ingredient_1_unit_cost_cents: first!.unit_cost_cents,
      ingredient_1_change_pct: first!.change_pct,
      ingredient_2_unit_cost_cents: second!.unit_cost_cents,
    });
    expect(answered.answer).toBe(
      `Del martes 17 de noviembre al lunes 14 de diciembre lo que más subió de precio por unidad, contra lo que pagaste del martes 20 de octubre al lunes 16 de noviembre, fue Carne al pastor (kg): ${money(14_300)} contra ${money(13_000)}, +${pct(first!.change_pct)} y Suadero (kg): ${money(19_950)} contra ${money(19_000)}, +${pct(second!.change_pct)} (lo pagado entre la cantidad comprada, sin IVA).`,
    );
  });

  it('¿Cuánto subió el precio de la carne?: the one named; a dish is not an ingredient', async () => {
    const named = await ask('¿Cuánto subió el precio de la carne?');
    expect(named.answer).toMatch(
      /pagaste por unidad, contra lo que pagaste .*, Carne al pastor \(kg\): \$143\.00 contra \$130\.00, \+10\.0%/,
    );
    const dish = await ask('¿Cuánto subió el precio de la michelada?');
    expect(dish.answer).toMatch(
      /^No encuentro «michelada» entre los insumos que compraste en los dos periodos/,
    );
  });

  it('¿Cuánto subió la carne?: the thing that rose named without "precio", never a figure', async () => {
    // Before 2026-12-06, out of the domain.
    const [carne] = ingredientPriceChanges(PURCHASES, RANGE, BASE).filter((price) =>
      price.ingredient.startsWith('Carne'),
    );
    // "de precio" before the thing, "los precios de": since 2026-12-07 (before, the sales compared).
    for (const question of [
      '¿Cuánto subió la carne?',
      '¿cuánto aumentó el pastor?',
      '¿Subieron de precio las carnes?',
      '¿subieron los precios de la carne?',
    ]) {
      const answered = await ask(question);
      expect(answered.intent, question).toBe('food_cost');
      // "las carnes" names the carne bought, in the plural.
      expect(answered.answer, question).not.toContain('No encuentro');
      expect(answered.quoted, question).toMatchObject({
        ingredient_1_unit_cost_cents: carne!.unit_cost_cents,
        ingredient_1_base_unit_cost_cents: carne!.base_unit_cost_cents,
      });
    }
    for (const question of [
      '¿Cuánto subió la venta?',
      '¿cuánto subieron las ventas?',
      '¿cuánto subió la nómina?',
      '¿cuánto subió el costo de alimentos?',
      '¿por qué subió la utilidad?',
    ])
      expect(
        (await ask(question)).calls.some((call) => call.includes('ingredient-purchases')),
        question,
      ).toBe(false);
  });

  it('says when nothing rose, and when nothing can be compared', async () => {
    const same = [PURCHASES[0]!, purchaseOn('2026-12-01', PURCHASES[0]!.lines)];
    expect((await ask('¿Qué insumo subió de precio?', same)).answer).toMatch(
      /pagaste lo mismo por unidad .* por tus 3 insumos comprados en los dos periodos\.$/,
    );
    expect((await ask('¿Qué insumo subió de precio?', [PURCHASES[1]!])).answer).toMatch(
      /no compraste ningún insumo que también hayas comprado en el periodo anterior/,
    );
  });
});
