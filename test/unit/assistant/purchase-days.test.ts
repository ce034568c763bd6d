/**
 * "¿Qué tengo que comprar para el fin de semana?": a purchase question reads the suggestions as of
 * today, from the latest count, for the days from today through the last one it names
 * (purchase-period.ts). The suggestions the fake read answers are the endpoint's own computation
 * (`purchaseSuggestions`) over the counts set up here, for the days the test expects.
 */
import { describe, expect, it } from 'vitest';
import { day, money } from '#shared/domain/assistant/format.ts';
import type { IntelligenceReader, ReadId } from '#shared/domain/assistant/reads.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { addDays, daysBetween, isoWeekday } from '#shared/domain/calendar-dates.ts';
import { daysOfInventory } from '#shared/domain/costs/inventory-days.ts';
import type { CountRecord } from '#shared/domain/costs/records.ts';
import { purchaseSuggestions } from '#shared/domain/costs/suggestions.ts';
import { MAX_DAYS_AHEAD } from '#shared/domain/schemas/intelligence.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import { askRules, askWithReader } from './fake-reader.ts';

const THURSDAY = '2026-12-03';
const plus = (date: string, days: number) => addDays(date, days)!;
/** The coming `weekday` (1 = Monday … 7 = Sunday), `date` itself when it is that day. */
const coming = (date: string, weekday: number) => plus(date, (weekday - isoWeekday(date)! + 7) % 7);

const count = (id: string, date: string, avocado: number, tortilla: number): CountRecord => ({
  id,
  date,
  recorded_at: `${date}T23:00:00.000Z`,
  items: [
    {
      ingredient: 'Aguacate',
      unit: 'kg',
      on_hand: avocado,
      minimum: 3,
      unit_cost_cents: 4_500,
      category_type: 'food',
      supplier_name: 'Verduras Lupita',
    },
    {
      ingredient: 'Tortilla',
      unit: 'kg',
      on_hand: tortilla,
      minimum: 5,
      unit_cost_cents: 2_200,
      category_type: 'food',
      supplier_name: 'Tortillería La Güera',
    },
  ],
});
// Two counts two days apart: the daily usage is what went between them (no recipes, no purchases).
const COUNTS = [count('c1', '2026-11-30', 20, 30), count('c2', '2026-12-02', 12, 18)];
const COUNT_DATE = COUNTS[1]!.date;

/** What the endpoint answers as of `today` for `daysAhead` days, with the meta the answer reads. */
function suggestionsRead(today: string, daysAhead: number) {
  const computed = purchaseSuggestions({
    today,
    daysAhead,
    counts: COUNTS,
    purchases: [],
    recipes: [],
    sold: [],
  });
  return {
    attributes: {
      generated_at: `${today}T12:00:00.000-06:00`,
      days_ahead: computed.days_ahead,
      by_supplier: computed.by_supplier,
      total_suggested_cents: computed.total_suggested_cents,
    },
    meta: { as_of: today, count_date: computed.count_date, low_stock: computed.low_stock },
  };
}

const ask = (question: string, today: string, daysAhead: number) =>
  askRules(
    question,
    { '/api/v1/intelligence/inventory/suggestions': suggestionsRead(today, daysAhead) },
    { today, requiredPlanOf: () => 'pro' },
  );

/** A forecast the branch's plan does not include: the purchase answers alone. */
const NO_FORECAST = { ok: false as const, status: 403, code: 'SVC_ERR_403', message: 'plan' };

/** The rules' answer over a reader that computes the suggestions for each read's own days_ahead. */
async function askByDaysAhead(question: string, today: string) {
  const calls: number[] = [];
  const reader = async (id: ReadId, query: Record<string, string>) => {
    if (id !== 'intelligence-inventory-suggestions') return NO_FORECAST;
    calls.push(Number(query.days_ahead));
    const read = suggestionsRead(today, Number(query.days_ahead));
    return { ok: true as const, result: { ...read, meta: { ...read.meta, snapshot_date: null } } };
  };
  return { ...(await askWithReader(question, reader, today)), calls };
}

describe('the days a purchase question covers', () => {
  const sunday = coming(THURSDAY, 7);
  it.each([
    ['¿Qué tengo que comprar para el fin de semana?', sunday],
    ['¿qué tengo que comprar?', plus(THURSDAY, 6)],
    ['¿qué compro para hoy?', THURSDAY],
    ['¿qué compro para mañana?', plus(THURSDAY, 1)],
    ['¿qué compro para pasado mañana?', plus(THURSDAY, 2)],
    ['¿qué compro para el sábado?', coming(THURSDAY, 6)],
    ['¿qué compro para 3 días?', plus(THURSDAY, 2)],
    ['¿qué compro para los próximos tres días?', plus(THURSDAY, 2)],
    ['¿qué compro para dos semanas?', plus(THURSDAY, 13)],
    ['¿qué compro para esta semana?', sunday],
    // "para la semana" alone is the weekly shop: a week's supply, whatever the weekday.
    ['¿qué compro para la semana?', plus(THURSDAY, 6)],
    ['¿qué compro para la próxima semana?', plus(sunday, 7)],
    ['¿qué compro para el 12?', '2026-12-12'],
    // The next month runs past the endpoint's 60 days: the first 60.
    ['¿qué compro para el próximo mes?', plus(THURSDAY, 59)],
  ])('%s → from today through %s', (question, to) => {
    expect(understand(question, THURSDAY, null)).toMatchObject({
      kind: 'answer',
      intent: 'purchase_suggestions',
      range: { from: THURSDAY, to },
      inherited: { intent: false, period: false },
    });
  });

  it.each([
    ['¿Cuánta carne necesito para el sábado?', 'purchase_suggestions'],
    ['¿Cuántas cajas de refresco pido?', 'purchase_suggestions'],
    ['¿Me va a alcanzar el pastor para el fin de semana?', 'purchase_suggestions'],
    ['¿Cuánto me dura la cerveza?', 'purchase_suggestions'],
    // The plural (since 2026-12-07; before, out of the domain).
    ['¿Qué insumos se me están acabando?', 'purchase_suggestions'],
    // Money is no stock of the kitchen.
    ['¿Me alcanza el efectivo?', 'payment_mix'],
    // People are the staff's, and other answers' figures stay theirs.
    ['¿Cuántos cocineros necesito el sábado?', 'forecast_staff'],
    ['¿Cuánta gente necesito el sábado?', 'forecast_staff'],
    ['¿Cuántas mesas necesito?', 'covers_tables'],
    ['¿Cuánto necesito vender?', 'break_even'],
    // What is left of a figure, or the whole stock's value, stays theirs.
    ['¿Cuánto me queda?', 'profit'],
    ['¿Cuánto me queda de utilidad?', 'profit'],
    ['¿Cuánto inventario tengo?', 'food_cost'],
    ['¿Cuánta gente hay?', 'covers_tables'],
  ])('%s asks %s', (question, intent) => {
    expect(understand(question, THURSDAY, null)).toMatchObject({ intent });
  });

  it.each([
    ['¿qué compro para mañana?', plus(THURSDAY, 1)],
    ['¿qué compro para hoy?', plus(THURSDAY, 1)],
    ['¿qué compro para 3 días?', plus(THURSDAY, 3)],
    ['¿qué tengo que comprar?', plus(THURSDAY, 7)],
    ['¿Qué tengo que comprar para el fin de semana?', sunday],
  ])('once the corte Z is in, %s → from tomorrow through %s', (question, to) => {
    // Today's use is over: the days still to come begin tomorrow.
    expect(understand(question, THURSDAY, null, { todayClosed: true })).toMatchObject({
      intent: 'purchase_suggestions',
      range: { from: plus(THURSDAY, 1), to },
    });
  });

  it('on a weekend, "el fin de semana" is through this Sunday', () => {
    const saturday = coming(THURSDAY, 6);
    const sunday = coming(THURSDAY, 7);
    const question = '¿qué tengo que comprar para el fin de semana?';
    expect(understand(question, saturday, null)).toMatchObject({ range: { from: saturday, to: sunday } });
    expect(understand(question, sunday, null)).toMatchObject({ range: { from: sunday, to: sunday } });
    // Sunday night, its corte Z in: that weekend is over, so the next one, through next Sunday
    // (since 2026-12-07; before, the Monday alone).
    expect(understand(question, sunday, null, { todayClosed: true })).toMatchObject({
      range: { from: plus(sunday, 1), to: plus(sunday, 7) },
    });
  });

  it('on a Sunday, "esta semana" is the coming week\'s shop', () => {
    // Since 2026-12-07; before, Sunday's alone ("para hoy, 1 día").
    const sunday = coming(THURSDAY, 7);
    const question = '¿qué tengo que comprar esta semana?';
    expect(understand(question, sunday, null)).toMatchObject({
      range: { from: sunday, to: plus(sunday, 6) },
    });
    expect(understand(question, sunday, null, { todayClosed: true })).toMatchObject({
      range: { from: plus(sunday, 1), to: plus(sunday, 7) },
    });
    // A Saturday keeps the two days left of the week.
    const saturday = coming(THURSDAY, 6);
    expect(understand(question, saturday, null)).toMatchObject({ range: { from: saturday, to: sunday } });
  });

  it('through the last of the holidays named', () => {
    // Sunday 23 December 2029, closed: Navidad and Año Nuevo, through 1 January (since 2026-12-07;
    // before, through Christmas alone).
    expect(
      understand('¿Qué compro para Navidad y Año Nuevo?', '2029-12-23', null, { todayClosed: true }),
    ).toMatchObject({ intent: 'purchase_suggestions', range: { from: '2029-12-24', to: '2030-01-01' } });
  });

  it('never takes the conversation period: a forecast of Saturday does not move the read there', () => {
    const saturday = coming(THURSDAY, 6);
    const previous = { intent: 'forecast_sales' as const, range: { from: saturday, to: saturday } };
    expect(understand('¿qué tengo que comprar?', THURSDAY, previous)).toMatchObject({
      range: { from: THURSDAY, to: plus(THURSDAY, 6) },
    });
  });

  it('reads "¿qué compré…?" of a past period as what was bought, not as suggestions', async () => {
    for (const question of [
      '¿Qué compré la semana pasada?',
      '¿qué compre la semana pasada?',
      '¿qué compré ayer?',
    ])
      expect(understand(question, THURSDAY, null), question).toMatchObject({ intent: 'food_cost' });
    // Read as Costos reads the purchases: the food-cost read of last week's Monday to Sunday.
    const lastMonday = plus(coming(THURSDAY, 1), -14);
    const bought = await askRules(
      '¿Qué compré la semana pasada?',
      { '/api/v1/intelligence/food-cost': { attributes: { by_category: [] } } },
      { today: THURSDAY, requiredPlanOf: () => 'growth' },
    );
    expect(bought.calls).toEqual([
      `/api/v1/intelligence/food-cost?date_from=${lastMonday}&date_to=${plus(lastMonday, 6)}`,
    ]);
    expect(bought.answer).toMatch(/no tienes compras capturadas/);
    // Without its accent "compre" is also the question of what to buy, for the days named.
    expect(understand('¿qué compre para mañana?', THURSDAY, null)).toMatchObject({
      intent: 'purchase_suggestions',
      range: { from: THURSDAY, to: plus(THURSDAY, 1) },
    });
  });
});

describe('the purchase answer', () => {
  it('once the corte Z is in, reads as of tomorrow and names the days from it', async () => {
    const friday = plus(THURSDAY, 1);
    const question = '¿Qué tengo que comprar para 3 días?';
    const calls: string[] = [];
    const reader = async (_read: ReadId, query: Record<string, string>) => {
      calls.push(`${query.date_from} ${query.days_ahead}`);
      const read = suggestionsRead(query.date_from!, Number(query.days_ahead));
      return { ok: true as const, result: { ...read, meta: { ...read.meta, snapshot_date: null } } };
    };
    const answered = await answerWithRules({
      question,
      today: THURSDAY,
      previous: null,
      reader: reader as IntelligenceReader,
      requiredPlanOf: () => 'pro',
      understanding: understand(question, THURSDAY, null, { todayClosed: true }),
    });
    expect(calls).toEqual([`${friday} 3`]);
    expect(answered.answer).toMatch(
      new RegExp(
        `^Para 3 días, del ${day(friday, THURSDAY)} al ${day(plus(friday, 2), THURSDAY)}, con tu conteo`,
      ),
    );
  });

  it('reads the weekend as of today, from the latest count, and names the days and the count', async () => {
    const sunday = coming(THURSDAY, 7);
    const days = daysBetween(THURSDAY, sunday)! + 1;
    const result = await ask('¿Qué tengo que comprar para el fin de semana?', THURSDAY, days);
    expect(result.calls).toEqual([
      `/api/v1/intelligence/inventory/suggestions?date_from=${THURSDAY}&date_to=${THURSDAY}&days_ahead=${days}`,
    ]);
    const { attributes } = suggestionsRead(THURSDAY, days);
    const [firstCents, secondCents] = attributes.by_supplier.map((supplier) => supplier.subtotal_cents);
    const [first, second] = attributes.by_supplier.map((supplier) => supplier.supplier_name);
    // The costliest products to buy, up to five, whatever their supplier (before 2026-12-06, none).
    const products = attributes.by_supplier
      .flatMap((supplier) => supplier.items)
      .filter((item) => item.suggested_qty > 0)
      .sort((a, b) => b.total_cost_cents - a.total_cost_cents)
      .slice(0, 5);
    expect(products.length).toBeGreaterThan(0);
    expect(result.quoted).toEqual({
      days_ahead: days,
      total_suggested_cents: attributes.total_suggested_cents,
      supplier_1: first,
      supplier_1_subtotal_cents: firstCents,
      supplier_2: second,
      supplier_2_subtotal_cents: secondCents,
      ...Object.fromEntries(
        products.flatMap((item, index) => [
          [`ingredient_${index + 1}`, item.item_name],
          [`ingredient_${index + 1}_suggested_qty`, item.suggested_qty],
          [`ingredient_${index + 1}_total_cost_cents`, item.total_cost_cents],
        ]),
      ),
    });
    const named = products.map(
      (item) => `${item.item_name}, ${item.suggested_qty} ${item.unit} (${money(item.total_cost_cents)})`,
    );
    expect(result.answer).toBe(
      `Para ${days} días, de hoy ${day(THURSDAY, THURSDAY)} al ${day(sunday, THURSDAY)}, con tu conteo de inventario del ${day(COUNT_DATE, THURSDAY)}, te sugiero comprar ${money(attributes.total_suggested_cents)}: ${first} ${money(firstCents!)} y ${second} ${money(secondCents!)}. Lo principal: ${named.join('; ')}. El detalle por producto está en sugerencias de compra.`,
    );
  });

  it("gives an ingredient's line when the question names one, or says it suggests none", async () => {
    const sunday = coming(THURSDAY, 7);
    const days = daysBetween(THURSDAY, sunday)! + 1;
    const result = await ask('¿Cuánta tortilla necesito para el fin de semana?', THURSDAY, days);
    const tortilla = suggestionsRead(THURSDAY, days)
      .attributes.by_supplier.flatMap((supplier) => supplier.items.map((item) => ({ ...item, supplier })))
      .find((item) => item.item_name === 'Tortilla')!;
    expect(result.quoted).toEqual({
      days_ahead: days,
      ingredient_1: 'Tortilla',
      ingredient_1_suggested_qty: tortilla.suggested_qty,
      ingredient_1_total_cost_cents: tortilla.total_cost_cents,
    });
    const reason = tortilla.reason.charAt(0).toLowerCase() + tortilla.reason.slice(1);
    expect(result.answer).toBe(
      `Para ${days} días, de hoy ${day(THURSDAY, THURSDAY)} al ${day(sunday, THURSDAY)}, con tu conteo de inventario del ${day(COUNT_DATE, THURSDAY)}, te sugiero comprar Tortilla, ${tortilla.suggested_qty} kg (${money(tortilla.total_cost_cents)}, con ${tortilla.supplier.supplier_name}; ${reason}).`,
    );
    // A unit before the ingredient is no part of its name. ("¿… voy a usar el fin de semana?" asks
    // the use to come: the prep list's ingredients, forecast-ingredient.test.ts.)
    const kilos = await ask('¿Cuántos kilos de tortilla necesito para el fin de semana?', THURSDAY, days);
    expect(kilos.intent).toBe('purchase_suggestions');
    expect(kilos.quoted).toEqual(result.quoted);
    const none = await askByDaysAhead('¿Cuánto pido de chile para el fin de semana?', THURSDAY);
    expect(none.answer).toMatch(
      /, no te sugiero comprar «chile»: no está entre lo que se te acaba en los próximos 60 días, así que te alcanza para más, no tiene consumo en tus conteos ni en tus recetas, o no está en tu inventario con ese nombre\.$/,
    );
  });

  // Since 2026-12-07; before, the purchase alone, over the days from today to the one named.
  it("leads with the named day's use from the prep list, then what to buy to reach it", async () => {
    const saturday = coming(THURSDAY, 6);
    const tortilla = {
      ingredient: 'Tortilla',
      unit: 'kg',
      quantity: 6.2,
      quantity_low: 5,
      quantity_high: 8.06,
    };
    const prep = (date: string) => ({
      attributes: {
        date,
        status: 'ok',
        items: [],
        other_items: [],
        ingredients: [{ ...tortilla, used_by: ['Tacos al pastor (orden)'] }],
        items_without_recipe: [],
      },
      meta: { snapshot_date: null },
    });
    const calls: string[] = [];
    const reader = async (read: ReadId, query: Record<string, string>) => {
      calls.push(`${read} ${query.date ?? query.days_ahead}`);
      if (read === 'intelligence-forecast-items') return { ok: true as const, result: prep(query.date!) };
      const suggestions = suggestionsRead(THURSDAY, Number(query.days_ahead));
      return {
        ok: true as const,
        result: { ...suggestions, meta: { ...suggestions.meta, snapshot_date: null } },
      };
    };
    const answered = await askWithReader('¿Cuánta tortilla voy a necesitar el sábado?', reader, THURSDAY);
    expect(calls).toEqual([
      'intelligence-inventory-suggestions 3',
      `intelligence-forecast-items ${saturday}`,
    ]);
    expect(answered.answer).toMatch(
      new RegExp(
        `^El ${day(saturday, THURSDAY)} espero usar 6\\.2 kg de Tortilla \\(hasta 8\\.1 kg si todo se vende en lo alto\\), para Tacos al pastor \\(orden\\)\\. Para 3 días, de hoy .* te sugiero comprar Tortilla, `,
      ),
    );
    expect(answered.quoted).toMatchObject({ ingredient_1_quantity: 6.2, ingredient_1_quantity_high: 8.06 });
    // Over days, what to buy alone: no one day's use leads.
    calls.length = 0;
    await askWithReader('¿Cuánta tortilla necesito para el fin de semana?', reader, THURSDAY);
    expect(calls).toEqual(['intelligence-inventory-suggestions 4']);
  });

  it("says over which days a recipe's daily use is a mean", async () => {
    // The longest read's line: a mean of the forecast's 14 days, not tomorrow's own use.
    const meat = {
      item_name: 'Carne al pastor',
      unit: 'kg',
      current_stock: 115,
      minimum: 40,
      daily_usage: 19.4,
      usage_source: 'recipes' as const,
      suggested_qty: 1_000,
      unit_cost_cents: 14_000,
      total_cost_cents: 14_000_000,
      reason: 'Quedan 115 kg',
    };
    const reader = async (read: ReadId, query: Record<string, string>) => {
      if (read !== 'intelligence-inventory-suggestions') return NO_FORECAST;
      const longest = Number(query.days_ahead) === MAX_DAYS_AHEAD;
      const by_supplier = longest ? [{ supplier_name: 'Carnes', items: [meat], subtotal_cents: 0 }] : [];
      const meta = { as_of: THURSDAY, count_date: COUNT_DATE, low_stock: [], snapshot_date: null };
      return {
        ok: true as const,
        result: {
          attributes: {
            generated_at: '',
            days_ahead: Number(query.days_ahead),
            by_supplier,
            total_suggested_cents: 0,
          },
          meta: { ...meta, usage_from: 'forecast', usage_days: 14 },
        },
      };
    };
    const answered = await askWithReader('¿Cuánta carne necesito para mañana?', reader, THURSDAY);
    expect(answered.answer).toMatch(
      /De Carne al pastor quedan 115 kg y usas 19\.4 kg al día en promedio en los próximos 14 días, según lo que pronostico vender y tus recetas: para unos 5\.9 días\.$/,
    );
  });

  it('says an ingredient the days asked buy none of lasts, with its stock and daily use', async () => {
    // Tomorrow: 12 kg of avocado at 4 kg a day covers the 2 days and the 3 kg minimum.
    const result = await askByDaysAhead('¿Cuánto aguacate necesito para mañana?', THURSDAY);
    expect(result.calls).toEqual([2, MAX_DAYS_AHEAD]);
    const avocado = suggestionsRead(THURSDAY, MAX_DAYS_AHEAD)
      .attributes.by_supplier.flatMap((supplier) => supplier.items)
      .find((item) => item.item_name === 'Aguacate')!;
    // How long it lasts, as Costos' days of inventory: the stock over the daily use.
    const days = daysOfInventory(avocado.current_stock, avocado.daily_usage);
    expect(result.quoted).toEqual({
      days_ahead: 2,
      ingredient_1: 'Aguacate',
      ingredient_1_current_stock: avocado.current_stock,
      ingredient_1_daily_usage: avocado.daily_usage,
      ingredient_1_inventory_days: days,
    });
    expect(result.answer).toMatch(
      new RegExp(
        `, no necesitas comprar «aguacate»: te alcanza\\. De Aguacate quedan ${avocado.current_stock} kg y usas ${avocado.daily_usage} kg al día en promedio entre tus dos últimos conteos: para unos ${days} días\\.$`,
      ),
    );
    // Whether it lasts, asked with its article after a verb of lasting (before, out of the domain).
    const lasts = await askByDaysAhead('¿Me va a alcanzar el aguacate para mañana?', THURSDAY);
    expect(lasts.intent).toBe('purchase_suggestions');
    expect(lasts.quoted).toEqual(result.quoted);
    const when = await askByDaysAhead('¿Cuándo se me acaba el aguacate?', THURSDAY);
    expect(when.quoted.ingredient_1).toBe('Aguacate');
    // What is left, asked as such (since 2026-12-06; before, the profit's "me queda", the whole
    // inventory's value, or out of the domain): the same stock and use.
    for (const question of [
      '¿Cuánto aguacate me queda?',
      '¿Cuánto aguacate hay?',
      '¿Cuánto queda de aguacate?',
      '¿Cuánto inventario tengo de aguacate?',
    ]) {
      const left = await askByDaysAhead(question, THURSDAY);
      expect(left.intent, question).toBe('purchase_suggestions');
      expect(left.quoted.ingredient_1, question).toBe('Aguacate');
      expect(left.answer, question).toContain(`quedan ${avocado.current_stock} kg`);
    }
  });

  it('suggests more for more days, from the same count', async () => {
    const weekend = await ask('¿qué compro para el fin de semana?', THURSDAY, 4);
    const week = await ask('¿qué compro?', THURSDAY, 7);
    expect(week.calls[0]).toContain(`date_to=${THURSDAY}&days_ahead=7`);
    expect(week.quoted.total_suggested_cents).toBe(
      suggestionsRead(THURSDAY, 7).attributes.total_suggested_cents,
    );
    expect(Number(week.quoted.total_suggested_cents)).toBeGreaterThan(
      Number(weekend.quoted.total_suggested_cents),
    );
  });

  it('says "hoy" for one day, and that nothing is needed when the count covers it', async () => {
    // The count covers today: 12 kg of avocado at 4 kg a day over a minimum of 3, 18 of tortilla at 6 over 5.
    const read = suggestionsRead(THURSDAY, 1);
    expect(read.attributes.total_suggested_cents).toBe(0);
    const result = await ask('¿qué compro para hoy?', THURSDAY, 1);
    expect(result.calls[0]).toContain('days_ahead=1');
    expect(result.answer).toBe(
      `Con tu conteo de inventario del ${day(COUNT_DATE, THURSDAY)} no necesitas comprar nada para hoy, ${day(THURSDAY, THURSDAY)} (1 día).`,
    );
    expect(result.quoted).toEqual({ days_ahead: 1 });
  });

  it('says there is no count to start from, rather than "nada"', async () => {
    const result = await askRules(
      '¿qué tengo que comprar?',
      {
        '/api/v1/intelligence/inventory/suggestions': {
          attributes: { generated_at: THURSDAY, days_ahead: 7, by_supplier: [], total_suggested_cents: 0 },
          meta: { as_of: THURSDAY, count_date: null, low_stock: [], missing: ['inventory_counts'] },
        },
      },
      { today: THURSDAY, requiredPlanOf: () => 'pro' },
    );
    expect(result.figures).toEqual([]);
    expect(result.answer).toMatch(/^Todavía no tienes un conteo de inventario/);
  });
});
