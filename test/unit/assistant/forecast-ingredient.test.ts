/**
 * An ingredient's use to come ("¿cuánta carne al pastor voy a usar mañana?";
 * shared/domain/assistant/forecast-ingredient.ts): the prep list's ingredients of the day, or of the
 * days added, with the high end said for what it is and the dishes without a recipe named. Expected
 * figures are the fixture's own.
 */
import { describe, expect, it } from 'vitest';
import type { ForecastItemsAttributes } from '#shared/domain/responses/forecast.ts';
import { askPrepLists } from './fake-reader.ts';

// A Thursday: "mañana" is Friday 4, "el fin de semana" Saturday 5 and Sunday 6 December.
const TODAY = '2026-12-03';

const need = (ingredient: string, unit: string, quantity: number, usedBy: string[]) => ({
  ingredient,
  unit,
  quantity,
  quantity_low: Math.round(quantity * 800) / 1000,
  quantity_high: Math.round(quantity * 1300) / 1000,
  used_by: usedBy,
});

const dayList = (
  date: string,
  ingredients: ForecastItemsAttributes['ingredients'],
  withoutRecipe: string[] = [],
): ForecastItemsAttributes => ({
  date,
  status: 'ok',
  items: [],
  other_items: [],
  ingredients,
  items_without_recipe: withoutRecipe,
});

const MEAT = ['Tacos al pastor (orden)', 'Gringa de pastor'];
const LISTS: Record<string, ForecastItemsAttributes> = {
  '2026-12-04': dayList(
    '2026-12-04',
    [need('Carne al pastor', 'kg', 14.84, MEAT), need('Tortilla de maíz', 'kg', 6.2, MEAT)],
    ['Agua de horchata'],
  ),
  '2026-12-05': dayList('2026-12-05', [need('Carne al pastor', 'kg', 17.62, MEAT)]),
  '2026-12-06': dayList('2026-12-06', [need('Carne al pastor', 'kg', 12.5, MEAT.slice(0, 1))]),
};

const ask = (question: string, lists: Record<string, ForecastItemsAttributes> = LISTS) =>
  askPrepLists(question, lists, TODAY);

describe("an ingredient's use to come", () => {
  it("gives the day's need with its high end and the dishes that use it", async () => {
    const answered = await ask('¿Cuánta carne al pastor voy a usar mañana?');
    expect(answered.intent).toBe('forecast_prep');
    expect(answered.calls).toEqual(['intelligence-forecast-items?date=2026-12-04']);
    const meat = LISTS['2026-12-04']!.ingredients[0]!;
    expect(answered.quoted).toEqual({
      ingredient_1: 'Carne al pastor',
      ingredient_1_quantity: meat.quantity,
      ingredient_1_quantity_high: meat.quantity_high,
    });
    expect(answered.answer).toBe(
      'Mañana, viernes 4 de diciembre, espero usar 14.8 kg de Carne al pastor (hasta 19.3 kg si todo se vende en lo alto), para Tacos al pastor (orden) y Gringa de pastor. No cuento Agua de horchata: no tiene receta.',
    );
  });

  it('adds the open days asked, a unit before the ingredient no part of its name', async () => {
    const answered = await ask('¿Cuántos kilos de pastor se van a usar el fin de semana?');
    expect(answered.intent).toBe('forecast_prep');
    const [saturday, sunday] = [LISTS['2026-12-05']!, LISTS['2026-12-06']!].map(
      (list) => list.ingredients[0]!,
    );
    expect(answered.quoted).toMatchObject({
      days_forecast: 2,
      ingredient_1_quantity: saturday!.quantity + sunday!.quantity,
      ingredient_1_quantity_high: saturday!.quantity_high + sunday!.quantity_high,
    });
    expect(answered.answer).toMatch(
      /^Del sábado 5 de diciembre al domingo 6 de diciembre espero usar en esos 2 días abiertos 30\.1 kg de Carne al pastor \(hasta 39\.2 kg si todo se vende en lo alto\), para Tacos al pastor \(orden\) y Gringa de pastor\.$/,
    );
  });

  it('says an ingredient no recipe uses, and that without recipes it cannot know', async () => {
    const unused = await ask('¿Cuánto aguacate voy a gastar mañana?');
    expect(unused.answer).toBe(
      'Según tus recetas, ningún platillo que espero vender mañana, viernes 4 de diciembre, usa «aguacate». Los insumos que sí usan: Carne al pastor y Tortilla de maíz.',
    );
    const bare = { '2026-12-04': dayList('2026-12-04', [], ['Tacos al pastor (orden)']) };
    const unknown = await ask('¿Cuánta carne al pastor voy a usar mañana?', bare);
    expect(unknown.answer).toMatch(/^No tengo recetas de los platillos que espero vender mañana, /);
    expect(unknown.quoted).toEqual({});
  });

  it('adds the ingredient sharing the words to a dish prepped, not to one sold', async () => {
    const tacos = {
      product_id: 'taq-1',
      name: 'Tacos al pastor (orden)',
      category_type: 'food' as const,
      quantity: 157,
      quantity_low: 127,
      quantity_high: 200,
      intermittent: false,
    };
    const day = { ...LISTS['2026-12-04']!, items: [tacos] };
    const prepped = await ask('¿Cuánto pastor preparo para mañana?', { '2026-12-04': day });
    const meat = day.ingredients[0]!;
    expect(prepped.answer).toBe(
      'Para mañana, viernes 4 de diciembre, prepara: Tacos al pastor (orden): 157 (entre 127 y 200). De insumos: 14.8 kg de Carne al pastor (hasta 19.3 kg si todo se vende en lo alto), para Tacos al pastor (orden) y Gringa de pastor.',
    );
    expect(prepped.quoted).toMatchObject({
      ingredient_1_quantity: meat.quantity,
      ingredient_1_quantity_high: meat.quantity_high,
    });
    const sold = await ask('¿Cuántos tacos al pastor voy a vender mañana?', { '2026-12-04': day });
    expect(sold.answer).not.toMatch(/insumos/);
  });

  it('lists every ingredient of the day when the ingredients are asked, not one', async () => {
    // Before, out of the domain.
    const answered = await ask('¿Qué insumos voy a usar mañana?');
    expect(answered.intent).toBe('forecast_prep');
    const [meat, tortilla] = LISTS['2026-12-04']!.ingredients;
    expect(answered.quoted).toEqual({
      ingredient_1: meat!.ingredient,
      ingredient_1_quantity: meat!.quantity,
      ingredient_2: tortilla!.ingredient,
      ingredient_2_quantity: tortilla!.quantity,
    });
    expect(answered.answer).toBe(
      'Mañana, viernes 4 de diciembre, según tus recetas, espero usar: Carne al pastor, 14.8 kg; Tortilla de maíz, 6.2 kg. Cada uno puede subir si todo se vende en lo alto; el tope está en Mañana. No cuento Agua de horchata: no tiene receta.',
    );
    // Over days, no page shows each one's top: it is not sent there.
    const weekend = await ask('¿Cuánto de cada insumo voy a usar el fin de semana?');
    expect(weekend.answer).toMatch(
      /en esos 2 días abiertos: Carne al pastor, 30\.1 kg\. Cada uno puede subir si todo se vende en lo alto\.$/,
    );
    // What to buy stays the purchase answer.
    expect((await ask('¿Qué insumos tengo que comprar para mañana?')).intent).toBe('purchase_suggestions');
  });

  it('keeps "necesito" a purchase, and the use of a past day out of the forecast', async () => {
    expect((await ask('¿Cuánta carne al pastor necesito para mañana?')).intent).toBe('purchase_suggestions');
  });
});
