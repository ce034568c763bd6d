/**
 * A dish named in a question: the words between "cuántos" and the verb, matched to the items that
 * share most of them. A prep question gets the dish's line of the prep list (forecast.test.ts); a
 * question about what sold gets its line of the menu read, the quantities found in the fixture.
 */
import { describe, expect, it } from 'vitest';
import { COMING_VERBS, dishAsked, itemsNamed, SOLD_VERBS } from '#shared/domain/assistant/dishes.ts';
import { count, money } from '#shared/domain/assistant/format.ts';
import { classify } from '#shared/domain/assistant/intents.ts';
import { addDays, isoWeekday } from '#shared/domain/calendar-dates.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import { fakeReader, SALES_DAYS_PATH, soldDay } from './fake-reader.ts';

const ITEMS = [
  { item_name: 'Tacos al pastor (orden)', quantity_sold: 120, net_sales_cents: 1_014_500 },
  { item_name: 'Gringa de pastor', quantity_sold: 14, net_sales_cents: 133_000 },
  { item_name: 'Cerveza clara', quantity_sold: 50, net_sales_cents: 275_000 },
];
const OTHER_ITEMS = [{ item_name: 'Cerveza oscura', quantity_sold: 5, net_sales_cents: 30_000 }];

/** The menu's 28 days before 2026-03-07; every one open but Mondays (4 of them), so 24 open. */
const WINDOW_DAYS = Array.from({ length: 28 }, (_, index) => addDays('2026-02-07', index)!);
const DAYS = WINDOW_DAYS.map((date) => soldDay(date, isoWeekday(date) === 1 ? null : 500_000));

const ask = (question: string, hasData = true) =>
  answerWithRules({
    question,
    today: '2026-03-07',
    previous: null,
    reader: fakeReader({
      '/api/v1/intelligence/menu/engineering': {
        attributes: { items: ITEMS, other_items: OTHER_ITEMS },
        hasData,
      },
      [SALES_DAYS_PATH]: { attributes: { days: DAYS } },
    }),
    requiredPlanOf: () => 'growth',
  });

const itemNamed = (name: string) => [...ITEMS, ...OTHER_ITEMS].find((item) => item.item_name === name)!;
/** "120 de Tacos al pastor (orden) por $10,145.00": an item's units and its sales, as the menu read gives them. */
const soldOf = (name: string) =>
  `${itemNamed(name).quantity_sold} de ${name} por ${money(itemNamed(name).net_sales_cents)}`;
const BASIS = '(con IVA y ya con descuentos, lo cobrado en tus órdenes)';
/** "210 en total por $19,045.00: " before several items named: their units and sales added. */
const totalOf = (...names: string[]) => {
  const items = names.map(itemNamed);
  const units = items.reduce((sum, item) => sum + item.quantity_sold, 0);
  return `${count(units)} en total por ${money(items.reduce((sum, item) => sum + item.net_sales_cents, 0))}: `;
};

describe('a dish named in a question', () => {
  it('is the words between "cuántos" and the verb, not a figure another answer gives', () => {
    expect(dishAsked('¿Cuántas órdenes de pastor vendí ayer?', SOLD_VERBS)?.said).toBe('ordenes de pastor');
    expect(dishAsked('¿cuántas cervezas se vendieron el sábado?', SOLD_VERBS)?.words).toEqual(['serbesa']);
    expect(dishAsked('¿Cuántos clientes vendí?', SOLD_VERBS)).toBeNull();
    expect(dishAsked('¿Cuánto vendí ayer?', SOLD_VERBS)).toBeNull();
    expect(dishAsked('¿Cuántos tacos preparo?', SOLD_VERBS)).toBeNull();
    // The "cuánto" nearest the verb: two questions in one name no dish (before, «vendi el sabado…»).
    expect(dishAsked('¿Cuánto vendí el sábado pasado y cuánto voy a vender este?', COMING_VERBS)).toBeNull();
    expect(dishAsked('¿Cuánto vendí ayer y cuántos tacos preparo mañana?')?.said).toBe('tacos');
    expect(classify('¿Cuántas órdenes de pastor vendí ayer?')?.intent).toBe('top_item');
    expect(classify('¿Cuánto vendí ayer?')?.intent).toBe('sales_total');
    // After "vendí de", up to the day named; a category or a payment is not a dish.
    expect(dishAsked('¿cuánto vendí de tacos al pastor el sábado?', SOLD_VERBS)?.said).toBe(
      'tacos al pastor',
    );
    expect(dishAsked('¿cuánto vendimos de horchata esta semana?', SOLD_VERBS)?.said).toBe('horchata');
    // The dish after its article, "de la", "del" (before, no dish: the week's whole sales).
    expect(dishAsked('¿Cuánto vendí de la michelada esta semana?', SOLD_VERBS)?.said).toBe('michelada');
    expect(dishAsked('¿Cuánto vendí del pastor ayer?', SOLD_VERBS)?.said).toBe('pastor');
    expect(classify('¿Cuánto vendí de la michelada esta semana?')?.intent).toBe('top_item');
    // A period or a part of the day after its article is no dish.
    for (const question of ['¿cuánto vendí de la semana pasada?', '¿cuánto vendí de la tarde?'])
      expect(dishAsked(question, SOLD_VERBS), question).toBeNull();
    for (const question of [
      '¿cuánto vendí de alimentos?',
      '¿cuánto vendí de efectivo ayer?',
      '¿cuánto vendí de más?',
    ])
      expect(dishAsked(question, SOLD_VERBS), question).toBeNull();
    expect(classify('¿cuánto vendí de efectivo ayer?')?.intent).toBe('payment_mix');
    // "qué tanto" and the impersonal present with the dish after its article: "agua" is the
    // drink's, not the water bill of the expenses.
    expect(dishAsked('¿qué tanto se vende el agua de horchata?', SOLD_VERBS)?.said).toBe('agua de horchata');
    expect(classify('¿qué tanto se vende el agua de horchata?')?.intent).toBe('top_item');
    expect(dishAsked('¿cuánto se venden los tacos de pastor los sábados?', SOLD_VERBS)?.said).toBe(
      'tacos de pastor',
    );
    expect(dishAsked('¿cuánto se vende los sábados?', SOLD_VERBS)).toBeNull();
    expect(dishAsked('¿cuanto se bendio la semna pasda?', SOLD_VERBS)).toBeNull();
    expect(classify('¿cuánto pago de agua?')?.intent).toBe('expenses');
    // The perfect, "se ha vendido", "he vendido" (since 2026-12-07; before, the day's whole sales
    // with the dish unsaid); its auxiliaries and "llevo" are no dish.
    expect(dishAsked('¿Cuánto se ha vendido de pastor hoy?', SOLD_VERBS)?.said).toBe('pastor');
    expect(classify('¿Cuánto se ha vendido de pastor hoy?')?.intent).toBe('top_item');
    expect(dishAsked('¿cuántas micheladas se han vendido hoy?', SOLD_VERBS)?.said).toBe('micheladas');
    for (const question of [
      '¿cuánto he vendido hoy?',
      '¿cuánto llevo vendido?',
      '¿cuánto se ha vendido hoy?',
    ]) {
      expect(dishAsked(question, SOLD_VERBS), question).toBeNull();
      expect(classify(question)?.intent, question).toBe('sales_total');
    }
  });

  it('matches the items sharing most of its words', () => {
    const named = (said: string) =>
      itemsNamed(
        dishAsked(`¿cuántos ${said} vendí?`, SOLD_VERBS)!.words,
        ITEMS.map((item) => ({ name: item.item_name })),
      ).map((item) => item.name);
    expect(named('tacos de pastor')).toEqual(['Tacos al pastor (orden)']);
    expect(named('pastor')).toEqual(['Tacos al pastor (orden)', 'Gringa de pastor']);
    expect(named('tamales')).toEqual([]);
  });

  it('answers the units and the sales of it in the period, with their basis, or that none sold', async () => {
    const pastor = await ask('¿Cuántas órdenes de pastor vendí ayer?');
    expect(pastor.answer).toBe(
      `El viernes 6 de marzo vendiste ${totalOf('Tacos al pastor (orden)', 'Gringa de pastor')}${soldOf('Tacos al pastor (orden)')} y ${soldOf('Gringa de pastor')} ${BASIS}.`,
    );
    const tacos = itemNamed('Tacos al pastor (orden)');
    expect(pastor.figures.filter((figure) => figure.key.startsWith('item_1'))).toMatchObject([
      { key: 'item_1', value: tacos.item_name },
      { key: 'item_1_quantity', value: tacos.quantity_sold },
      { key: 'item_1_sales_cents', value: tacos.net_sales_cents, unit: 'cents' },
    ]);
    // "¿cuánto vendí de …?" without a day: the menu's 28 closed days, named.
    expect((await ask('¿Cuánto vendí de tacos al pastor?')).answer).toBe(
      `Del sábado 7 de febrero al viernes 6 de marzo vendiste ${soldOf('Tacos al pastor (orden)')} ${BASIS}.`,
    );
    // Today has not closed: no item figures of a partial day, and what today answers live instead.
    expect((await ask('¿Cuánto vendí de pastor hoy?', false)).answer).toMatch(
      /^Hoy todavía no cierras el día: esa cifra llega con el corte Z\. De hoy, en vivo, te digo cuánto llevas vendido/,
    );
    // Items of type other (a beer kept apart from the menu's quadrants) count too.
    expect((await ask('¿cuántas cervezas se vendieron ayer?')).answer).toBe(
      `El viernes 6 de marzo vendiste ${totalOf('Cerveza clara', 'Cerveza oscura')}${soldOf('Cerveza clara')} y ${soldOf('Cerveza oscura')} ${BASIS}.`,
    );
    expect((await ask('¿Cuántos tamales vendí ayer?')).answer).toBe(
      'El viernes 6 de marzo no encuentro «tamales» entre lo vendido.',
    );
    // The owner's word for it (since 2026-12-06; before, "no encuentro «chela»").
    expect((await ask('¿Cuánto se vendió de chela ayer?')).answer).toBe(
      (await ask('¿cuántas cervezas se vendieron ayer?')).answer,
    );
  });

  it("asked in the present per day, the menu's 28 days and each dish's units per open day", async () => {
    const perDay = await ask('¿Cuántas órdenes de pastor vendo al día?');
    const open = DAYS.filter((day) => day.summaries_count > 0).length;
    const tacos = itemNamed('Tacos al pastor (orden)');
    expect(perDay.intent).toBe('top_item');
    expect(perDay.period).toEqual({ from: '2026-02-07', to: '2026-03-06' });
    const figures = Object.fromEntries(perDay.figures.map((figure) => [figure.key, figure.value]));
    expect(figures).toMatchObject({
      item_1_quantity: tacos.quantity_sold,
      item_1_per_day: Math.round((tacos.quantity_sold / open) * 10) / 10,
      open_days: open,
    });
    // One pair of parentheses after a figure: the basis is a sentence of its own.
    expect(perDay.answer).toMatch(
      /por \$[\d,.]+ \(5 al día\).*\(0\.6 al día\)\. Las ventas son con IVA y ya con descuentos, lo cobrado en tus órdenes; al día es el promedio de sus 24 días abiertos\.$/,
    );
    // Several items: their total per open day too, the items' own in parentheses.
    const pastor = itemNamed('Tacos al pastor (orden)');
    const gringa = itemNamed('Gringa de pastor');
    const perDayOf = (units: number) => Math.round((units / open) * 10) / 10;
    const several = await ask('¿Cuánto pastor vendo al día?');
    const total = pastor.quantity_sold + gringa.quantity_sold;
    expect(several.answer).toBe(
      `Del sábado 7 de febrero al viernes 6 de marzo vendiste ${total} en total (${perDayOf(total)} al día) por ${money(pastor.net_sales_cents + gringa.net_sales_cents)}: ${soldOf(pastor.item_name)} (${perDayOf(pastor.quantity_sold)} al día) y ${soldOf(gringa.item_name)} (${perDayOf(gringa.quantity_sold)} al día). Las ventas son ${BASIS.slice(1, -1)}; al día es el promedio de sus ${open} días abiertos.`,
    );
    // Without "al día" no per-day read: the period's units alone.
    expect((await ask('¿Cuántas órdenes de pastor vendo?')).answer).not.toMatch(/al día/);
  });
});

describe('two dishes set against each other', () => {
  it('says which sold more, each with its units and sales, not two periods compared', async () => {
    // Before, the day's sales against the same weekday a week earlier.
    const answered = await ask('¿Ayer se vendió más cerveza que pastor?');
    expect(answered.intent).toBe('top_item');
    const beer = ['Cerveza clara', 'Cerveza oscura'].map(itemNamed);
    const pastor = ['Tacos al pastor (orden)', 'Gringa de pastor'].map(itemNamed);
    const units = (items: typeof beer) => items.reduce((sum, item) => sum + item.quantity_sold, 0);
    const cents = (items: typeof beer) => items.reduce((sum, item) => sum + item.net_sales_cents, 0);
    expect(answered.figures.map((figure) => [figure.key, figure.value])).toEqual([
      ['dish_a_quantity', units(beer)],
      ['dish_a_sales_cents', cents(beer)],
      ['dish_b_quantity', units(pastor)],
      ['dish_b_sales_cents', cents(pastor)],
    ]);
    // 134 of pastor against 55 beers: pastor first, whatever order it was named in.
    expect(answered.answer).toBe(
      `El viernes 6 de marzo vendiste más «pastor» que «cerveza»: ${count(units(pastor))} (Tacos al pastor (orden) 120 y Gringa de pastor 14) por ${money(cents(pastor))}, contra ${count(units(beer))} (Cerveza clara 50 y Cerveza oscura 5) por ${money(cents(beer))} ${BASIS}.`,
    );
  });

  it('says a dish not sold, with the other', async () => {
    const answered = await ask('¿Vendí más cerveza que pozole ayer?');
    expect(answered.answer).toMatch(
      /^El viernes 6 de marzo no encuentro «pozole» entre lo vendido\. De «cerveza» vendiste 55 /,
    );
  });
});
