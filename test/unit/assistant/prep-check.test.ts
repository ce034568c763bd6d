/**
 * "¿Le atinaste a la lista de preparación de ayer?": a closed day's prep list (forecast/items of
 * that date) against what it sold (menu/engineering), prep-check.ts. Expected figures are the
 * fixture's own. Since 2026-12-07; before, tomorrow's prep list.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '#shared/domain/assistant/understand.ts';
import { askRules } from './fake-reader.ts';

const TODAY = '2026-12-03';
const YESTERDAY = '2026-12-02';

const line = (name: string, quantity: number, low: number, high: number) => ({
  product_id: `name:${name}`,
  name,
  category_type: 'food' as const,
  quantity,
  quantity_low: low,
  quantity_high: high,
  intermittent: false,
});
const ITEMS = {
  date: YESTERDAY,
  status: 'ok',
  items: [
    line('Tacos de suadero', 118, 90, 140),
    line('Tacos al pastor', 145, 114, 173),
    line('Gringa', 20, 12, 28),
  ],
  other_items: [],
  ingredients: [],
  items_without_recipe: [],
};
const sold = (item_name: string, quantity_sold: number) => ({ item_name, quantity_sold });
const MENU = {
  items: [sold('Tacos al pastor', 149), sold('Tacos de suadero', 150), sold('Gringa', 20)],
  other_items: [],
};

const ask = (question: string) =>
  askRules(
    question,
    {
      '/api/v1/intelligence/forecast/items': { attributes: ITEMS },
      '/api/v1/intelligence/menu/engineering': { attributes: MENU },
    },
    { today: TODAY, requiredPlanOf: () => 'growth' },
  );

describe("a closed day's prep list against what it sold", () => {
  it('reads the day asked in the past, and leaves a day to come the forecast', () => {
    for (const question of ['¿Le atinaste a la lista de preparación de ayer?', '¿Qué preparé de más ayer?'])
      expect(understand(question, TODAY, null), question).toMatchObject({
        intent: 'forecast_prep',
        range: { from: YESTERDAY, to: YESTERDAY },
      });
    expect(understand('¿Qué preparo para el sábado?', TODAY, null)).toMatchObject({
      range: { from: '2026-12-05', to: '2026-12-05' },
    });
  });

  it('says the largest lines against their sales, and how many fell in their range', async () => {
    const answered = await ask('¿Le atinaste a la lista de preparación de ayer?');
    expect(answered.calls).toEqual([
      `/api/v1/intelligence/forecast/items?date=${YESTERDAY}`,
      `/api/v1/intelligence/menu/engineering?date_from=${YESTERDAY}&date_to=${YESTERDAY}`,
    ]);
    expect(answered.answer).toBe(
      'El miércoles 2 de diciembre te pronostiqué Tacos al pastor: 145 (entre 114 y 173) y vendiste 149, dentro del rango; ' +
        'Tacos de suadero: 118 (entre 90 y 140) y vendiste 150, arriba del rango; Gringa: 20 (entre 12 y 28) y vendiste 20, dentro del rango. ' +
        'De los 3 platillos de la lista, 2 cayeron dentro de su rango (ocho de cada diez deberían).',
    );
    expect(answered.quoted).toMatchObject({
      prep_check_2_sold: 150,
      prep_items_in_range: 2,
      prep_items_checked: 3,
    });
  });

  it('says the sales by dish are not known, rather than every dish at 0, when the day has none', async () => {
    const answered = await askRules(
      '¿Le atinaste a la lista de preparación de ayer?',
      {
        '/api/v1/intelligence/forecast/items': { attributes: ITEMS },
        '/api/v1/intelligence/menu/engineering': { attributes: { items: [], other_items: [] } },
      },
      { today: TODAY, requiredPlanOf: () => 'growth' },
    );
    expect(answered.answer).toBe(
      'Del miércoles 2 de diciembre no tengo lo vendido por platillo para compararlo con la lista.',
    );
    expect(answered.figures).toEqual([]);
  });
});
