/**
 * A dish over days to come ("¿cuántos tacos de pastor voy a vender el fin de semana?";
 * shared/domain/assistant/forecast-dish.ts): each day's line of its prep list, with that day's range,
 * and the days' points added; a closed day said. Expected figures are the fixture's own quantities.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '#shared/domain/assistant/understand.ts';
import type { ForecastItemsAttributes } from '#shared/domain/responses/forecast.ts';
import { askPrepLists } from './fake-reader.ts';

// A Thursday: "el fin de semana" is Saturday 5 and Sunday 6 December.
const TODAY = '2026-12-03';

const line = (name: string, quantity: number) => ({
  product_id: name,
  name,
  category_type: 'food' as const,
  quantity,
  quantity_low: quantity - 20,
  quantity_high: quantity + 25,
  intermittent: false,
});

const LISTS: Record<string, ForecastItemsAttributes> = {
  '2026-12-05': {
    date: '2026-12-05',
    status: 'ok',
    items: [line('Tacos al pastor (orden)', 156), line('Gringa de pastor', 18)],
    other_items: [],
    ingredients: [],
    items_without_recipe: [],
  },
  '2026-12-06': {
    date: '2026-12-06',
    status: 'ok',
    items: [line('Tacos al pastor (orden)', 131)],
    other_items: [],
    ingredients: [],
    items_without_recipe: [],
  },
};

const ask = (question: string, lists: Record<string, ForecastItemsAttributes> = LISTS) =>
  askPrepLists(question, lists, TODAY);

describe('a dish over days to come', () => {
  it("gives each day's line with its range, and the days' points added", async () => {
    const answered = await ask('¿Cuántos tacos de pastor voy a vender el fin de semana?');
    expect(answered.intent).toBe('forecast_prep');
    expect(answered.calls).toEqual([
      'intelligence-forecast-items?date=2026-12-05',
      'intelligence-forecast-items?date=2026-12-06',
    ]);
    const [saturday, sunday] = [LISTS['2026-12-05']!.items[0]!, LISTS['2026-12-06']!.items[0]!];
    expect(answered.quoted).toMatchObject({
      item_1: 'Tacos al pastor (orden)',
      'item_1_2026-12-05_quantity': saturday.quantity,
      'item_1_2026-12-05_quantity_low': saturday.quantity_low,
      'item_1_2026-12-06_quantity_high': sunday.quantity_high,
      item_1_quantity: saturday.quantity + sunday.quantity,
    });
    expect(answered.answer).toBe(
      'Del sábado 5 de diciembre al domingo 6 de diciembre espero vender: Tacos al pastor (orden): el sábado 5 de diciembre 156 (entre 136 y 181) y el domingo 6 de diciembre 131 (entre 111 y 156); 287 en esos días (el rango es de cada día).',
    );
  });

  it("counts a dish's orders asked with a need verb as its line, not the whole list", async () => {
    // Before 2026-12-05, an ingredient to buy; then the whole list of the day.
    const answered = await ask('¿Cuántas órdenes de pastor necesito para el sábado?');
    expect(answered.intent).toBe('forecast_prep');
    expect(answered.answer).toBe(
      'Para el sábado 5 de diciembre prepara: Tacos al pastor (orden): 156 (entre 136 y 181); Gringa de pastor: 18 (entre -2 y 43).',
    );
  });

  it('says a day the branch does not open, and keeps the whole list of one day', async () => {
    const closed = {
      ...LISTS,
      '2026-12-06': {
        date: '2026-12-06',
        status: 'closed' as const,
        items: [],
        other_items: [],
        ingredients: [],
        items_without_recipe: [],
      },
    };
    const answered = await ask('¿cuánto pastor preparo para el fin de semana?', closed);
    expect(answered.answer).toMatch(
      /prepara: Tacos al pastor \(orden\): el sábado .* y el domingo 6 de diciembre no abres; 156 en esos días/,
    );
  });

  it("adds the days' lists per dish when none is named, a closed day said, no range", async () => {
    // Before, Saturday's list alone.
    const list = await ask('¿Qué preparo para el fin de semana?');
    expect(list.calls).toEqual([
      'intelligence-forecast-items?date=2026-12-05',
      'intelligence-forecast-items?date=2026-12-06',
    ]);
    const pastor = LISTS['2026-12-05']!.items[0]!.quantity + LISTS['2026-12-06']!.items[0]!.quantity;
    const gringa = LISTS['2026-12-05']!.items[1]!.quantity;
    expect(list.answer).toBe(
      `Del sábado 5 de diciembre al domingo 6 de diciembre prepara, sumando 2 días: Tacos al pastor (orden): ${pastor}; Gringa de pastor: ${gringa}. El rango de cada día está en su propia lista.`,
    );
    expect(list.quoted).toMatchObject({ item_1_quantity: pastor, item_2_quantity: gringa, days_forecast: 2 });
    const closed = {
      ...LISTS,
      '2026-12-06': { ...LISTS['2026-12-06']!, status: 'closed' as const, items: [] },
    };
    expect((await ask('¿Qué preparo para el fin de semana?', closed)).answer).toMatch(
      /^Del sábado 5 de diciembre al domingo 6 de diciembre \(el domingo 6 de diciembre no abres\) prepara, sumando 1 día: Tacos al pastor \(orden\): 156;/,
    );
  });

  it("stops at the stored forecast's last day and says so, rather than giving tomorrow's list alone", async () => {
    // Sunday has no forecast (stored after a day without its corte Z). Before 2026-12-06, Saturday's
    // list alone, as asked of that day.
    const unreached = {
      ...LISTS,
      '2026-12-06': { ...LISTS['2026-12-06']!, status: 'insufficient_history' as const, items: [] },
    };
    expect((await ask('¿Qué preparo para el fin de semana?', unreached)).answer).toBe(
      'El sábado 5 de diciembre prepara, sumando 1 día: Tacos al pastor (orden): 156; Gringa de pastor: 18. El rango de cada día está en su propia lista. Más allá del sábado 5 de diciembre aún no pronostico.',
    );
  });
});

describe('which dish sells most or least in the days to come', () => {
  const lists: Record<string, ForecastItemsAttributes> = {
    '2026-12-04': {
      date: '2026-12-04',
      status: 'ok',
      items: [
        line('Tacos al pastor (orden)', 120),
        line('Gringa de pastor', 30),
        line('Agua de horchata', 90),
      ],
      other_items: [line('Salsa extra', 500)],
      ingredients: [],
      items_without_recipe: [],
    },
    '2026-12-05': LISTS['2026-12-05']!,
    '2026-12-06': {
      date: '2026-12-06',
      status: 'ok',
      items: [line('Tacos al pastor (orden)', 131), line('Gringa de pastor', 40)],
      other_items: [],
      ingredients: [],
      items_without_recipe: [],
    },
  };

  it("names tomorrow's prep list's top three with their ranges, items of type other apart", async () => {
    const answered = await ask('¿Qué voy a vender más mañana?', lists);
    expect(answered.intent).toBe('forecast_prep');
    const [tacos, horchata, gringa] = lists['2026-12-04']!.items.toSorted((a, b) => b.quantity - a.quantity);
    expect(answered.answer).toBe(
      `Mañana, viernes 4 de diciembre, lo que más espero vender es ${tacos!.name}: ${tacos!.quantity} (entre ${tacos!.quantity_low} y ${tacos!.quantity_high}). Le siguen ${horchata!.name} (${horchata!.quantity}, entre ${horchata!.quantity_low} y ${horchata!.quantity_high}) y ${gringa!.name} (${gringa!.quantity}, entre ${gringa!.quantity_low} y ${gringa!.quantity_high}).`,
    );
    expect((await ask('¿Qué es lo que menos voy a vender mañana?', lists)).answer).toMatch(
      /^Mañana, viernes 4 de diciembre, lo que menos espero vender es Gringa de pastor: 30 /,
    );
  });

  it("leaves which dish sold most in closed days to the top items, no longer the day's total", () => {
    for (const question of ['¿Qué vendí más ayer?', '¿Qué es lo que menos vendo?'])
      expect(understand(question, TODAY, null), question).toMatchObject({ intent: 'top_item' });
    expect(understand('¿Qué día vendí más?', TODAY, null)).toMatchObject({ intent: 'best_day' });
  });

  it("adds each dish's points over the days asked, no range for the sum", async () => {
    const answered = await ask('¿Qué platillo se va a vender más el fin de semana?', lists);
    expect(answered.calls).toEqual([
      'intelligence-forecast-items?date=2026-12-05',
      'intelligence-forecast-items?date=2026-12-06',
    ]);
    const tacos = 156 + 131;
    const gringa = 18 + 40;
    expect(answered.answer).toBe(
      `Del sábado 5 de diciembre al domingo 6 de diciembre lo que más espero vender es Tacos al pastor (orden): ${tacos} en esos 2 días. Le sigue Gringa de pastor (${gringa}).`,
    );
  });
});
