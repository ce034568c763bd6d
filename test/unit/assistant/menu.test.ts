/** The menu answers: the dishes of a quadrant named, with the advice in the number of dishes named. */
import { describe, expect, it } from 'vitest';
import { money } from '#shared/domain/assistant/format.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import { askRules, fakeReader } from './fake-reader.ts';

const dish = (item_name: string, quadrant: string, quantity_sold: number) => ({
  item_name,
  quadrant,
  quantity_sold,
});
const ask = (question: string, items: object[], contribution_basis = 'without_iva') =>
  askRules(
    question,
    { '/api/v1/intelligence/menu/engineering': { attributes: { items, contribution_basis } } },
    { today: '2026-12-03', requiredPlanOf: () => 'growth' },
  );

describe('the menu answers', () => {
  it('says the advice once, for one dish or for several', async () => {
    const one = await ask('¿Qué platillo debería quitar?', [
      dish('Flan', 'dog', 3),
      dish('Pastor', 'star', 90),
    ]);
    expect(one.answer).toMatch(
      /el candidato a salir de la carta es Flan \(se vende poco y deja poco\)\. Evalúa sacarlo de la carta o rediseñarlo\.$/,
    );
    const three = await ask('¿Qué platillo debería quitar?', [
      dish('Flan', 'dog', 3),
      dish('Consomé', 'dog', 2),
      dish('Jugo', 'dog', 4),
    ]);
    expect(three.answer).toMatch(
      /los candidatos a salir de la carta son Consomé, Flan y Jugo \(se venden poco y dejan poco\)\. Evalúa sacarlos de la carta o rediseñarlos\.$/,
    );
    expect(three.answer.match(/poco/g)).toHaveLength(2);
  });
});

describe('the advice of a part of the menu named', () => {
  const typed = (
    item_name: string,
    category_type: string,
    category: string,
    quadrant: string,
    sold: number,
  ) => ({
    ...dish(item_name, quadrant, sold),
    category_type,
    category,
  });
  const MENU = [
    typed('Consomé', 'food', 'Caldos', 'dog', 40),
    typed('Pastor', 'food', 'Tacos', 'star', 900),
    typed('Jugo de naranja', 'beverage', 'Jugos', 'dog', 12),
    typed('Agua de horchata', 'beverage', 'Aguas', 'star', 700),
    typed('Cerveza oscura', 'bar', 'Cervezas', 'dog', 30),
    typed('Cerveza clara', 'bar', 'Cervezas', 'star', 410),
  ];
  const quadrantOf = (type: string, quadrant: string) =>
    MENU.filter((item) => item.category_type === type && item.quadrant === quadrant).map(
      (item) => item.item_name,
    );

  it.each([
    ['¿Qué bebida debería quitar?', 'menu_remove', 'beverage', 'dog'],
    ['¿Cuál es mi bebida estrella?', 'menu_stars', 'beverage', 'star'],
    ['¿Qué debo quitar de bar?', 'menu_remove', 'bar', 'dog'],
  ])(
    '%s: the quadrant among that type alone (before, the whole menu or the best sellers)',
    async (question, intent, type, quadrant) => {
      const answered = await ask(question, MENU);
      expect(answered.intent).toBe(intent);
      expect(answered.quoted).toEqual({ [`${quadrant}_1`]: quadrantOf(type, quadrant)[0] });
      expect(answered.answer).toMatch(/^En (bebidas|bar), con las ventas /);
    },
  );

  it('reads a category of the catalog named, and says a course the menu has not', async () => {
    const beers = await ask('¿Qué cerveza debería quitar?', MENU);
    expect(beers.answer).toMatch(
      /^En cervezas, con las ventas .*el candidato a salir de la carta es Cerveza oscura /,
    );
    const desserts = await ask('¿Qué postre debería quitar?', MENU);
    expect(desserts.answer).toBe(
      'No encuentro «postre» entre las categorías de tu menú (Caldos, Tacos, Jugos, Aguas, Cervezas), así que no te doy uno que quitar.',
    );
  });

  it('of the dishes, not the drinks, when a "platillo" is asked; of the whole menu with no word', async () => {
    // Before 2026-12-07, "¿qué platillo debería quitar?" named the juice and the beer first.
    const dishes = await ask('¿Qué platillo debería quitar?', MENU);
    expect(dishes.quoted).toEqual({ dog_1: quadrantOf('food', 'dog')[0] });
    const menu = await ask('¿Qué debería quitar del menú?', MENU);
    expect(menu.quoted).toEqual({ dog_1: 'Jugo de naranja', dog_2: 'Cerveza oscura', dog_3: 'Consomé' });
  });

  it('keeps the part of the menu a follow-up does not name: the dishes after "platillo"', async () => {
    // Before 2026-12-07, "¿y el que menos vende?" after the dish that sold most named a beer.
    const reads = { '/api/v1/intelligence/menu/engineering': { attributes: { items: MENU } } };
    const asked = { today: '2026-12-03', requiredPlanOf: () => 'growth' };
    const first = await answerWithRules({
      ...asked,
      question: '¿Cuál es el platillo más vendido?',
      previous: null,
      reader: fakeReader(reads),
    });
    expect(first.answer).toContain('fue Pastor');
    const leastDish = MENU.filter((item) => !['beverage', 'bar'].includes(item.category_type)).sort(
      (a, b) => a.quantity_sold - b.quantity_sold,
    )[0]!;
    for (const question of ['¿y el que menos vende?', '¿y lo que menos?']) {
      const next = await answerWithRules({
        ...asked,
        question,
        previous: first.state,
        reader: fakeReader(reads),
      });
      expect(next.figures.find((figure) => figure.key === 'least_item')?.value, question).toBe(
        leastDish.item_name,
      );
      // A third turn still reads the question that set the subject.
      expect(next.state?.question, question).toBe('¿Cuál es el platillo más vendido?');
    }
    // Without the conversation, the whole menu: a juice.
    expect((await ask('¿Cuál es el que menos vende?', MENU)).quoted).toMatchObject({
      least_item: 'Jugo de naranja',
    });
  });

  it('says how many a quadrant holds when it names only its first three', async () => {
    // Before 2026-12-07, three of four said as if they were all.
    const four = [...MENU, typed('Quesadilla', 'food', 'Antojitos', 'dog', 55)];
    const answered = await ask('¿Qué debería quitar del menú?', four);
    const dogs = four.filter((item) => item.quadrant === 'dog').length;
    expect(answered.quoted).toMatchObject({ dogs_in_pool: dogs });
    expect(answered.answer).toContain(
      `Tienes ${dogs} perros: estos son los que menos se venden; los demás están en ingeniería de menú.`,
    );
  });
});

describe('the dishes to raise the price of', () => {
  const MENU = [
    dish('Pastor', 'star', 900),
    dish('Suadero', 'plowhorse', 640),
    dish('Refresco', 'plowhorse', 700),
    dish('Flan', 'dog', 3),
    dish('Cerveza clara', 'plowhorse', 410),
  ];

  it.each([['¿Qué platillo le subo de precio?'], ['¿a qué platillo le puedo subir el precio?']])(
    '%s: the plowhorses, most sold first, not the best sellers',
    async (question) => {
      const answered = await ask(question, MENU);
      expect(answered.intent).toBe('menu_price');
      const plowhorses = MENU.filter((item) => item.quadrant === 'plowhorse').sort(
        (a, b) => b.quantity_sold - a.quantity_sold,
      );
      expect(answered.quoted).toMatchObject(
        Object.fromEntries(plowhorses.map((item, index) => [`plowhorse_${index + 1}`, item.item_name])),
      );
      expect(answered.answer).toContain(
        `los que aguantan una subida de precio son ${plowhorses[0]!.item_name}, ${plowhorses[1]!.item_name} y ${plowhorses[2]!.item_name} (se venden mucho pero dejan poco margen). Súbeles el precio poco a poco`,
      );
    },
  );

  it('a dish named is said in its own quadrant, against the advice asked', async () => {
    // Before 2026-12-06, the plowhorses, the dish named unsaid.
    const star = await ask('¿Le subo el precio al taco de pastor?', MENU);
    expect(star.intent).toBe('menu_price');
    expect(star.quoted).toEqual({ dish: 'Pastor', dish_quadrant: 'estrella' });
    expect(star.answer).toMatch(
      /, Pastor es estrella \(se vende mucho y deja buen margen\): no es el que conviene subirle el precio\. Mantén receta, porción y precio; dale el lugar más visible de la carta\.$/,
    );
    expect((await ask('¿Le subo el precio al suadero?', MENU)).answer).toMatch(
      /, Suadero es caballo de batalla \(se vende mucho pero deja poco margen\): sí conviene subirle el precio\. Súbele el precio poco a poco/,
    );
    // Several dishes share the word asked: the quadrant among them, as before.
    expect(
      (await ask('¿Qué cerveza le subo de precio?', [...MENU, dish('Cerveza oscura', 'dog', 20)])).quoted,
    ).not.toHaveProperty('dish');
  });

  it('a price that rose is not a dish to raise', async () => {
    const answered = await ask('¿Cuánto subió el precio de la carne?', MENU);
    expect(answered.intent).not.toBe('menu_price');
  });
});

describe('what a dish named left', () => {
  const ITEMS = [
    { item_name: 'Michelada', quadrant: 'star', quantity_sold: 310, total_contribution_cents: 1_705_000 },
    { item_name: 'Gringa', quadrant: 'puzzle', quantity_sold: 120, total_contribution_cents: 1_080_000 },
    { item_name: 'Agua de jamaica', quadrant: null, quantity_sold: 90, total_contribution_cents: null },
  ];

  it('says its margin over the period, the basis named', async () => {
    const answered = await ask('¿Cuánto me dejó la michelada en noviembre?', ITEMS);
    expect(answered.intent).toBe('top_item');
    const [michelada] = ITEMS;
    expect(answered.quoted).toEqual({
      item_1: michelada!.item_name,
      item_1_contribution_cents: michelada!.total_contribution_cents,
      item_1_quantity: michelada!.quantity_sold,
    });
    expect(answered.answer).toBe(
      `Del domingo 1 de noviembre al lunes 30 de noviembre Michelada te dejó ${money(michelada!.total_contribution_cents!)} de margen en 310 vendidos (lo cobrado sin IVA menos su costo).`,
    );
    // A POS that sent no total without IVA: the margin is Menú's, with IVA, and said so.
    const withIva = await ask('¿Cuánto me dejó la michelada en noviembre?', ITEMS, 'with_iva');
    expect(withIva.answer).toMatch(
      /\(lo cobrado con IVA menos su costo: tu punto de venta no mandó la venta sin IVA de esos días\)\.$/,
    );
  });

  it("answers a dish alone after a dish's question as that question of it", async () => {
    // Since 2026-12-07; before, "¿y la gringa?" was out of the domain.
    const reads = {
      '/api/v1/intelligence/menu/engineering': {
        attributes: { items: ITEMS, contribution_basis: 'without_iva' },
      },
    };
    const asked = { today: '2026-12-03', requiredPlanOf: () => 'growth' };
    const first = await answerWithRules({
      ...asked,
      question: '¿Cuánto me dejó la michelada en noviembre?',
      previous: null,
      reader: fakeReader(reads),
    });
    const [, gringa] = ITEMS;
    for (const question of ['¿Y la gringa?', 'y de gringa']) {
      const next = await answerWithRules({
        ...asked,
        question,
        previous: first.state,
        reader: fakeReader(reads),
      });
      expect(next.intent, question).toBe('top_item');
      expect(next.period, question).toEqual({ from: '2026-11-01', to: '2026-11-30' });
      expect(next.answer, question).toBe(
        `Del domingo 1 de noviembre al lunes 30 de noviembre Gringa te dejó ${money(gringa!.total_contribution_cents!)} de margen en 120 vendidos (lo cobrado sin IVA menos su costo).`,
      );
    }
    // A period or the other end alone stays what it was.
    const yesterday = await answerWithRules({
      ...asked,
      question: '¿Y ayer?',
      previous: first.state,
      reader: fakeReader(reads),
    });
    expect(yesterday.period).toEqual({ from: '2026-12-02', to: '2026-12-02' });
  });

  it('reads "de ganancia" or "de margen" said between the verb and the dish', async () => {
    // Before 2026-12-07, November's net profit of the business.
    for (const question of [
      '¿Cuánto me dejó de ganancia la michelada en noviembre?',
      '¿Cuánto me dejó de margen la michelada en noviembre?',
    ]) {
      const answered = await ask(question, ITEMS);
      expect(answered.intent, question).toBe('top_item');
      expect(answered.quoted, question).toMatchObject({ item_1: 'Michelada' });
    }
  });

  it('reads "margen" named of a dish in the past as the period\'s margin', async () => {
    // Since 2026-12-07; before, that day's profit of the business.
    const answered = await ask('¿Qué margen me dejó la michelada ayer?', ITEMS);
    expect(answered.intent).toBe('top_item');
    expect(answered.period).toEqual({ from: '2026-12-02', to: '2026-12-02' });
    expect(answered.answer).toMatch(
      /^El miércoles 2 de diciembre Michelada te dejó \$[\d,.]+ de margen en 310 vendidos/,
    );
  });

  it('reads a day said between the verb and the dish', async () => {
    // Before 2026-12-06, that day's profit.
    const answered = await ask('¿Cuánto me dejó ayer la michelada?', ITEMS);
    expect(answered.intent).toBe('top_item');
    expect(answered.period).toEqual({ from: '2026-12-02', to: '2026-12-02' });
    expect(answered.quoted).toMatchObject({ item_1: 'Michelada' });
  });

  it('says a dish without a cost has no margin, and tips are not a dish', async () => {
    const water = await ask('¿Cuánto me dejó el agua de jamaica?', ITEMS);
    expect(water.answer).toMatch(/Agua de jamaica no tiene costo en el catálogo, así que no sé su margen/);
    expect(water.quoted).toEqual({ item_1: 'Agua de jamaica' });
    const tips = await ask('¿Cuánto me dejaron de propina?', ITEMS);
    expect(tips.intent).toBe('tips');
  });
});

describe('the dish that leaves the most', () => {
  const margin = (item_name: string, quantity_sold: number, total_contribution_cents: number | null) => ({
    item_name,
    quadrant: total_contribution_cents === null ? null : 'star',
    quantity_sold,
    total_contribution_cents,
  });
  const MENU = [
    margin('Pastor', 900, 4_500_000),
    margin('Gringa', 120, 1_080_000),
    margin('Agua', 400, 1_200_000),
    margin('Flan', 30, 60_000),
    margin('Postre del día', 10, null),
  ];

  it.each([['¿cuál es el platillo que más me deja?'], ['¿qué platillo es más rentable?']])(
    '%s: by the margin each dish left, not by its units',
    async (question) => {
      const answered = await ask(question, MENU);
      expect(answered.intent).toBe('top_item');
      const [first, second, third] = [...MENU]
        .filter((item) => item.total_contribution_cents !== null)
        .sort((a, b) => b.total_contribution_cents! - a.total_contribution_cents!);
      expect(answered.answer).toMatch(
        `fue ${first!.item_name}: ${money(first!.total_contribution_cents!)} de margen (lo cobrado sin IVA menos su costo) en 900 vendidos. Le siguen ${second!.item_name} (${money(second!.total_contribution_cents!)}) y ${third!.item_name} (${money(third!.total_contribution_cents!)}). Ojo: 1 producto no tiene costo en el catálogo y no entra en la cuenta.`,
      );
    },
  );

  it('names the one that leaves the least when asked so', async () => {
    // "con menos margen", "peor margen" too (before 2026-12-06, the business's net profit).
    for (const question of [
      '¿qué platillo me deja menos?',
      '¿cuál es mi platillo con menos margen?',
      '¿qué platillo tiene peor margen?',
    ]) {
      const answered = await ask(question, MENU);
      expect(answered.answer, question).toMatch(
        /^El platillo que menos te dejó .* fue Flan: \$600\.00 de margen/,
      );
    }
  });

  // Since 2026-12-08; before, the least sold ("Lo menos vendido … fue Postre del día").
  it('keeps the margin when «¿y el que menos?» follows the dish that leaves most', async () => {
    const reads = {
      '/api/v1/intelligence/menu/engineering': {
        attributes: { items: MENU, contribution_basis: 'without_iva' },
      },
    };
    const asked = { today: '2026-12-03', requiredPlanOf: () => 'growth' };
    const first = await answerWithRules({
      ...asked,
      question: '¿Cuál es el platillo que más margen me deja?',
      previous: null,
      reader: fakeReader(reads),
    });
    const next = await answerWithRules({
      ...asked,
      question: '¿y el que menos?',
      previous: first.state,
      reader: fakeReader(reads),
    });
    expect(next.answer).toMatch(/^El platillo que menos te dejó .* fue Flan: \$600\.00 de margen/);
  });
});

describe("a dish's price and cost", () => {
  // Charged with IVA; the margin is on the price without it (16 %), as Menú takes it.
  const withoutIva = (price: number) => Math.round(price / 1.16);
  const priced = (item_name: string, price: number, cost: number | null) => ({
    item_name,
    quadrant: cost === null ? null : 'star',
    quantity_sold: 10,
    unit_price_cents: price,
    unit_price_no_iva_cents: withoutIva(price),
    unit_cost_cents: cost,
    contribution_cents: cost === null ? null : withoutIva(price) - cost,
  });
  const BASIS = 'Lo que te deja es lo cobrado sin IVA menos su costo.';
  const MENU = [
    priced('Tacos al pastor (orden)', 8_500, 2_200),
    priced('Gringa de pastor', 9_500, null),
    priced('Michelada', 7_000, 1_800),
  ];
  const LAST_28 = 'Del jueves 5 de noviembre al miércoles 2 de diciembre';

  it('says what a dish was charged, its catalog cost and what one leaves, the one asked first', async () => {
    const price = await ask('¿A cuánto vendo la michelada?', MENU);
    expect(price.intent).toBe('top_item');
    expect(price.quoted).toEqual({
      item_1: 'Michelada',
      item_1_unit_price_cents: 7_000,
      item_1_unit_price_no_iva_cents: withoutIva(7_000),
      item_1_unit_cost_cents: 1_800,
      item_1_contribution_cents: withoutIva(7_000) - 1_800,
    });
    expect(price.answer).toBe(
      `${LAST_28}, Michelada: lo cobraste a ${money(7_000)} en promedio (con IVA, ya con descuentos; ${money(withoutIva(7_000))} sin IVA) y te cuesta ${money(1_800)} (el costo del catálogo), así que te deja ${money(withoutIva(7_000) - 1_800)} cada uno. ${BASIS}`,
    );
    // "¿Cuánto cuesta…?" with no "me" is what the customer pays (before, out of the domain).
    const asked = await ask('¿Cuánto cuesta la michelada?', MENU);
    expect(asked.intent).toBe('top_item');
    expect(asked.answer).toBe(price.answer);
    const cost = await ask('¿Cuánto me cuesta hacer un taco de pastor?', MENU);
    expect(cost.answer).toBe(
      `${LAST_28}, Tacos al pastor (orden): te cuesta ${money(2_200)} (el costo del catálogo) y lo cobraste a ${money(8_500)} en promedio (con IVA, ya con descuentos; ${money(withoutIva(8_500))} sin IVA), así que te deja ${money(withoutIva(8_500) - 2_200)} cada uno. ${BASIS}`,
    );
  });

  it('reads "¿cuánto me deja …?" as what one leaves, "dejó" as the period\'s margin', async () => {
    for (const question of ['¿Cuánto me deja la michelada?', '¿cuánto me dejan las micheladas?']) {
      const each = await ask(question, MENU);
      expect(each.intent, question).toBe('top_item');
      expect(each.quoted, question).toMatchObject({
        item_1: 'Michelada',
        item_1_contribution_cents: withoutIva(7_000) - 1_800,
      });
    }
    // A day said between the verb and the dish (before 2026-12-06, that day's profit).
    expect((await ask('¿Cuánto me deja hoy cada orden de pastor?', MENU)).intent).toBe('top_item');
    const perOrder = await ask('¿cuánto me deja cada orden de pastor?', MENU);
    expect(perOrder.answer).toContain(`así que te deja ${money(withoutIva(8_500) - 2_200)} cada uno`);
    // The business is the profit, never a dish.
    expect((await ask('¿Cuánto me deja el negocio?', MENU)).intent).toBe('profit');
  });

  it('reads "¿cuánto le gano a …?" of a dish as what one leaves, the business as the profit', async () => {
    for (const question of [
      '¿cuánto le gano a cada orden de pastor?',
      '¿cuánto gano con los tacos al pastor?',
      // "por" alone names one unit (before, the business's net profit).
      '¿cuánto gano por orden de pastor?',
      // One unit said in the past, or what it left as "me queda de utilidad" (since 2026-12-07;
      // before, the period's whole margin and the business's profit).
      '¿cuánto gané por cada orden de pastor?',
      '¿cuánto me queda de utilidad por cada orden de pastor?',
    ]) {
      const each = await ask(question, MENU);
      expect(each.intent, question).toBe('top_item');
      expect(each.answer, question).toContain(`así que te deja ${money(withoutIva(8_500) - 2_200)} cada uno`);
    }
    for (const question of [
      '¿cuánto gano?',
      '¿cuánto gano al mes?',
      '¿cuánto gano en el negocio?',
      '¿cuánto gano por día?',
      '¿cuánto me queda de utilidad?',
    ])
      expect((await ask(question, MENU)).intent, question).toBe('profit');
    expect((await ask('¿cuánto me queda en la caja?', MENU)).intent).toBe('cash_balance');
  });

  it('reads "al" before a dish and "margen" named of a dish as its margin, a date as no dish', async () => {
    // Since 2026-12-07; before, the business's profit of the month or of the day.
    for (const question of [
      '¿cuánto le gano al pastor?',
      '¿qué margen tiene el pastor?',
      '¿cuál es el margen del pastor?',
      '¿qué margen de utilidad tiene la orden de pastor?',
    ]) {
      const each = await ask(question, MENU);
      expect(each.intent, question).toBe('top_item');
      expect(each.answer, question).toContain(`así que te deja ${money(withoutIva(8_500) - 2_200)} cada uno`);
    }
    for (const question of [
      '¿cuánto gané al final?',
      '¿cuánto me dejó el 3 de marzo?',
      '¿cuál es el margen de utilidad?',
      '¿qué margen tiene el negocio?',
      '¿cuál es mi margen de ganancia del mes?',
    ])
      expect((await ask(question, MENU)).intent, question).toBe('profit');
    expect((await ask('¿cuánto le gané al 14 de febrero?', MENU)).intent).toBe('sales_comparison');
  });

  it('says a dish without a catalog cost, and one not sold', async () => {
    // "mi costo de" too (since 2026-12-07; before, out of the domain); "de insumos" is the food cost.
    expect((await ask('¿Cuál es mi costo de la gringa de pastor?', MENU)).intent).toBe('top_item');
    expect((await ask('¿Cuál es el costo de insumos?', MENU)).intent).toBe('food_cost');
    expect((await ask('¿Cuál es el costo de la gringa?', MENU)).answer).toContain(
      `Gringa de pastor: lo cobraste a ${money(9_500)} en promedio (con IVA, ya con descuentos; ${money(withoutIva(9_500))} sin IVA); no tiene costo en el catálogo, así que no sé cuánto te cuesta ni cuánto te deja`,
    );
    expect((await ask('¿Cuánto cobro por los tamales?', MENU)).answer).toBe(
      `${LAST_28} no encuentro «los tamales» entre los platillos vendidos.`,
    );
  });
});

describe('the dishes by price', () => {
  const priced = (item_name: string, category_type: string, unit_price_cents: number | null) => ({
    item_name,
    category_type,
    quantity_sold: 10,
    unit_price_cents,
  });
  const MENU = [
    priced('Tacos al pastor', 'food', 9_500),
    priced('Arrachera', 'food', 24_000),
    priced('Agua fresca', 'beverage', 3_500),
    priced('Refresco', 'beverage', 3_000),
    priced('Gringa', 'food', 11_500),
    priced('Sin venta', 'food', null),
  ];
  const byPrice = (sign: number, type?: string) =>
    MENU.filter(
      (item) => item.unit_price_cents !== null && (type === undefined || item.category_type === type),
    ).sort((a, b) => sign * (b.unit_price_cents! - a.unit_price_cents!));

  it('names the dearest dish by the price it was charged at, not the best seller', async () => {
    // Before, the best sellers.
    const answered = await ask('¿Cuál es mi platillo más caro?', MENU);
    expect(answered.intent).toBe('top_item');
    const [first, second, third] = byPrice(1);
    expect(answered.quoted).toMatchObject({
      dearest_item: first!.item_name,
      dearest_item_unit_price_cents: first!.unit_price_cents,
    });
    expect(answered.answer).toBe(
      `Tu platillo más caro del jueves 5 de noviembre al miércoles 2 de diciembre fue ${first!.item_name}: lo cobraste a ${money(first!.unit_price_cents!)} en promedio (con IVA, ya con descuentos). Le siguen ${second!.item_name} (${money(second!.unit_price_cents!)}) y ${third!.item_name} (${money(third!.unit_price_cents!)}).`,
    );
  });

  it('names the cheapest of the type named', async () => {
    const answered = await ask('¿Qué bebida es la más barata?', MENU);
    const [first] = byPrice(-1, 'beverage');
    expect(answered.quoted).toMatchObject({ cheapest_item: first!.item_name });
    expect(answered.answer).toMatch(/^Tu producto de bebidas más barato .* fue Refresco: /);
  });
});
