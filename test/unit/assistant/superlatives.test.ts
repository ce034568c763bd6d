/**
 * Superlatives both ways: the question's words decide the end of the ranking (most or least), and
 * the answer quotes the rows of that end, in that order, as the endpoint gives them. The expected
 * rows are found in the fixture bodies by sorting them, not typed beside the answer.
 */
import { describe, expect, it } from 'vitest';
import { classify } from '#shared/domain/assistant/intents.ts';
import { directionOf } from '#shared/domain/assistant/superlatives.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import { fakeReader } from './fake-reader.ts';

const ITEMS = [
  { item_name: 'Tacos al pastor', quantity_sold: 40 },
  { item_name: 'Flan', quantity_sold: 2 },
  { item_name: 'Agua de jamaica', quantity_sold: 9 },
  { item_name: 'Cerveza', quantity_sold: 25 },
];
const EMPLOYEES = [
  { name: 'María', total_sales_cents: 123_200, rank: 1 },
  { name: 'Luis', total_sales_cents: 115_000, rank: 2 },
  { name: 'Jorge', total_sales_cents: 107_500, rank: 3 },
];
const HOURS = {
  peak_hour: '20:00',
  valley_hour: '15:00',
  hours: [
    { hour: '15:00', sales_cents: 10_000 },
    { hour: '20:00', sales_cents: 99_000 },
  ],
};

const reader = () =>
  fakeReader({
    '/api/v1/intelligence/menu/engineering': { attributes: { items: ITEMS } },
    '/api/v1/intelligence/sales/by-employee': { attributes: { employees: EMPLOYEES } },
    '/api/v1/intelligence/sales/by-hour': { attributes: HOURS },
  });

const ask = (question: string) =>
  answerWithRules({
    question,
    today: '2026-03-07',
    previous: null,
    reader: reader(),
    requiredPlanOf: () => 'growth',
  });

const figure = (answer: { figures: Array<{ key: string; value: unknown }> }, key: string) =>
  answer.figures.find((entry) => entry.key === key)?.value;

describe('directionOf', () => {
  it.each([
    ['¿Qué platillo se vende menos?', 'least'],
    ['¿Cuál es mi peor mesero?', 'least'],
    ['¿cuál fue la hora más baja?', 'least'],
    ['¿a qué hora vendo más flojo?', 'least'],
    ['¿quién quedó en último lugar?', 'least'],
    ['¿Qué día conviene dar descanso?', 'least'],
    // Closing a day is the weakest one (before, the strongest weekday was named).
    ['¿Qué día de la semana me conviene cerrar?', 'least'],
    ['¿Qué día debo cerrar?', 'least'],
    ['¿Qué día debería descansar?', 'least'],
    // What does not sell is the bottom (before, the best sellers were named).
    ['¿Qué platillos no se venden?', 'least'],
    ['¿qué no sale?', 'least'],
    ['¿Cuál va a ser el día más tranquilo?', 'least'],
    ['¿Cuál fue el platillo más vendido?', 'most'],
    ['¿Quién fue mi mejor mesero?', 'most'],
    ['¿cuál es mi hora pico?', 'most'],
    ['¿qué platillo está en mis menús?', 'most'],
  ])('%s → %s', (question, direction) => {
    expect(directionOf(question)).toBe(direction);
  });
});

describe('the least end of each ranking', () => {
  it.each([
    ['¿Qué platillo se vende menos?', 'top_item'],
    ['¿qué se vendió menos ayer?', 'top_item'],
    ['¿Cuál fue el platillo menos vendido?', 'top_item'],
    ['¿Quién vendió menos ayer?', 'best_waiter'],
    ['¿Cuál fue mi peor mesero?', 'best_waiter'],
    ['¿Cuál fue mi hora más floja?', 'peak_hour'],
    ['¿Qué platillos no se venden?', 'top_item'],
    ['¿Qué no se vende?', 'top_item'],
    // Since 2026-12-06 (before, the day's sales total, or out of the domain).
    ['¿Qué se está vendiendo menos?', 'top_item'],
    ['¿Qué está saliendo más?', 'top_item'],
  ])('%s is %s', (question, intent) => {
    expect(classify(question)?.intent).toBe(intent);
  });

  it('the least sold item leads, then the next ones up', async () => {
    const ascending = [...ITEMS].sort((a, b) => a.quantity_sold - b.quantity_sold);
    const answer = await ask('¿Qué platillo se vende menos?');
    expect(answer.intent).toBe('top_item');
    expect(figure(answer, 'least_item')).toBe(ascending[0]!.item_name);
    expect(figure(answer, 'least_item_quantity')).toBe(ascending[0]!.quantity_sold);
    expect(figure(answer, 'least_item_2')).toBe(ascending[1]!.item_name);
    expect(figure(answer, 'top_item')).toBeUndefined();
    expect(answer.answer).toMatch(new RegExp(`^Lo menos vendido .* fue ${ascending[0]!.item_name}:`));
  });

  it('the most sold item still leads a "más vendido" question', async () => {
    const descending = [...ITEMS].sort((a, b) => b.quantity_sold - a.quantity_sold);
    const answer = await ask('¿Cuál fue el platillo más vendido?');
    expect(figure(answer, 'top_item')).toBe(descending[0]!.item_name);
  });

  it('the waiter who sold least leads, ranks from the bottom', async () => {
    const last = EMPLOYEES.reduce((low, row) => (row.rank > low.rank ? row : low));
    const answer = await ask('¿Cuál fue mi peor mesero?');
    expect(figure(answer, 'worst_waiter')).toBe(last.name);
    expect(figure(answer, 'worst_waiter_sales_cents')).toBe(last.total_sales_cents);
    expect(figure(answer, 'best_waiter')).toBeUndefined();
    expect(answer.answer).toMatch(new RegExp(`^El mesero que menos vendió .* fue ${last.name}`));
  });

  it('the slowest hour leads a "más floja" question', async () => {
    const answer = await ask('¿Cuál fue mi hora más floja?');
    expect(answer.answer).toMatch(new RegExp(`^Tu hora más floja .* a las ${HOURS.valley_hour}`));
    expect(figure(answer, 'valley_hour')).toBe(HOURS.valley_hour);
    expect(figure(answer, 'peak_hour')).toBe(HOURS.peak_hour);
  });
});

describe('the best seller of the type named', () => {
  const TYPED = [
    { item_name: 'Tacos al pastor', category_type: 'food', quantity_sold: 40 },
    { item_name: 'Cerveza clara', category_type: 'bar', quantity_sold: 25 },
    { item_name: 'Agua de jamaica', category_type: 'beverage', quantity_sold: 9 },
    { item_name: 'Refresco', category_type: 'beverage', quantity_sold: 12 },
  ];
  const askTyped = (question: string, items: readonly object[] = TYPED) =>
    answerWithRules({
      question,
      today: '2026-03-07',
      previous: null,
      reader: fakeReader({ '/api/v1/intelligence/menu/engineering': { attributes: { items } } }),
      requiredPlanOf: () => 'growth',
    });

  it.each([['¿Cuál es la bebida más vendida?'], ['¿qué bebida se vende más?']])(
    '%s: among the beverages only, not the whole menu',
    async (question) => {
      const answered = await askTyped(question);
      const beverages = TYPED.filter((item) => item.category_type === 'beverage').sort(
        (a, b) => b.quantity_sold - a.quantity_sold,
      );
      expect(answered.intent).toBe('top_item');
      expect(figure(answered, 'top_item')).toBe(beverages[0]!.item_name);
      expect(figure(answered, 'top_item_2')).toBe(beverages[1]!.item_name);
      expect(answered.answer).toMatch(/^Lo más vendido de bebidas /);
      // The bar's best seller outsold them: said apart (since 2026-12-07; before, unsaid).
      const bar = TYPED.filter((item) => item.category_type === 'bar').sort(
        (a, b) => b.quantity_sold - a.quantity_sold,
      )[0]!;
      expect(bar.quantity_sold).toBeGreaterThan(beverages[0]!.quantity_sold);
      expect(answered.answer).toMatch(
        new RegExp(
          ` Las bebidas no cuentan el bar; ahí, lo más vendido fue ${bar.item_name}: ${bar.quantity_sold}, más que cualquier bebida\\.$`,
        ),
      );
    },
  );

  it("names the bar's best seller when it outsold a beverage named, not when it sold less", async () => {
    const horchata = { item_name: 'Agua de horchata', category_type: 'beverage', quantity_sold: 30 };
    const between = await askTyped('¿Cuál es la bebida más vendida?', [...TYPED, horchata]);
    expect(between.answer).toMatch(
      / Las bebidas no cuentan el bar; ahí, lo más vendido fue Cerveza clara: 25\.$/,
    );
    const fewer = TYPED.map((item) => (item.category_type === 'bar' ? { ...item, quantity_sold: 8 } : item));
    expect((await askTyped('¿Cuál es la bebida más vendida?', fewer)).answer).not.toMatch(/bar/);
  });

  it('says no item of the type sold, rather than another type', async () => {
    const answered = await askTyped('¿Cuál es la bebida más vendida?', TYPED.slice(0, 2));
    expect(answered.answer).toMatch(/^No tengo ventas de bebidas /);
    expect(figure(answered, 'top_item')).toBeUndefined();
  });

  it("ranks the menu's category named, and says a course the menu does not have", async () => {
    const CATEGORIZED = [
      { item_name: 'Tacos al pastor', category_type: 'food', category: 'Tacos', quantity_sold: 40 },
      { item_name: 'Tacos de suadero', category_type: 'food', category: 'Tacos', quantity_sold: 30 },
      { item_name: 'Cerveza clara', category_type: 'bar', category: 'Cervezas', quantity_sold: 25 },
      { item_name: 'Cerveza oscura', category_type: 'bar', category: 'Cervezas', quantity_sold: 5 },
      { item_name: 'Flan', category_type: 'food', category: 'Postres', quantity_sold: 3 },
    ];
    const dessert = await askTyped('¿Cuál es mi postre más vendido?', CATEGORIZED);
    expect(figure(dessert, 'top_item')).toBe('Flan');
    expect(dessert.answer).toMatch(/^Lo más vendido de postres /);
    expect((await askTyped('¿Qué cerveza se vende menos?', CATEGORIZED)).answer).toMatch(
      /^Lo menos vendido de cervezas .* fue Cerveza oscura: 5 vendidos\./,
    );
    // "Más" too (since 2026-12-06; before, the day's sales total).
    const most = await askTyped('¿Qué cerveza se vende más?', CATEGORIZED);
    expect(most.intent).toBe('top_item');
    expect(figure(most, 'top_item')).toBe('Cerveza clara');
    // The margin of a part of the menu named, among its items (before, out of the domain).
    const margins = CATEGORIZED.map((item, index) => ({
      ...item,
      total_contribution_cents: (5 - index) * 10_000,
    }));
    const beer = await askTyped('¿Cuál es la cerveza que más deja?', margins);
    expect(figure(beer, 'top_margin_item')).toBe('Cerveza clara');
    expect(beer.answer).toMatch(/^De cervezas, el que más te dejó .* fue Cerveza clara: /);
    // Before, the tacos al pastor, the whole menu's best seller, as if it were the dessert.
    const none = await askTyped('¿Cuál es mi postre más vendido?', CATEGORIZED.slice(0, 4));
    expect(none.answer).toBe(
      'No encuentro «postre» entre las categorías de tu menú (Tacos, Cervezas), así que no te doy un más vendido de eso.',
    );
    expect(none.figures).toEqual([]);
    // No category named: the whole menu, as before.
    expect(figure(await askTyped('¿Cuál fue el platillo más vendido?', CATEGORIZED), 'top_item')).toBe(
      'Tacos al pastor',
    );
  });
});
