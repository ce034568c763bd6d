/**
 * The parts of the sales an owner asks of: "¿cuánto IVA cobré?", the summary's total with IVA less
 * its total without (analytics/sales.ts `salesTaxCents`), said with both totals and with what it is
 * not (the IVA owed to the SAT also subtracts the IVA paid on purchases and expenses: the purchases'
 * stated IVA is subtracted, iva-balance.ts); "¿qué porcentaje de mis ventas son bebidas?", a type's share of the total
 * (`categoryShareOfSalesPct`), both with IVA as the summary gives them.
 */
import { describe, expect, it } from 'vitest';
import { money, pct } from '#shared/domain/assistant/format.ts';
import { askRules } from './fake-reader.ts';

const SUMMARY_PATH = '/api/v1/intelligence/sales/summary';
const summary = (total: number, withoutIva: number | null, types: object = {}) => ({
  total_sales_cents: total,
  total_sales_no_iva_cents: withoutIva,
  food_sales_cents: null,
  beverage_sales_cents: null,
  bar_sales_cents: null,
  ...types,
});
const ask = (question: string, attributes: object) =>
  askRules(
    question,
    { [SUMMARY_PATH]: { attributes } },
    { today: '2026-03-07', requiredPlanOf: () => 'growth' },
  );

describe('the IVA charged', () => {
  it.each([['¿Cuánto IVA cobré la semana pasada?'], ['¿cuánto es de IVA la semana pasada?']])(
    '%s: the IVA, with the totals it is the difference of',
    async (question) => {
      const [total, withoutIva] = [11_600_000, 10_000_000];
      const answered = await ask(question, summary(total, withoutIva));
      expect(answered.intent).toBe('sales_total');
      expect(answered.quoted).toMatchObject({
        iva_cents: total - withoutIva,
        total_sales_cents: total,
        total_sales_no_iva_cents: withoutIva,
      });
      expect(answered.answer).toContain(
        `cobraste ${money(total - withoutIva)} de IVA: vendiste ${money(total)} con IVA y ${money(withoutIva)} sin IVA.`,
      );
      expect(answered.answer).toContain('menos el que pagaste en tus compras y gastos (el acreditable)');
    },
  );

  it.each([
    '¿Cuánto tengo que pagar de IVA?',
    // "Debo" too (since 2026-12-06; before, yesterday's IVA).
    '¿Cuánto debo de IVA?',
  ])('%s: the IVA to pay of the last whole month, as it is declared', async (question) => {
    // Before, yesterday's: the SAT takes the IVA by the month.
    const answered = await ask(question, summary(11_600_000, 10_000_000));
    expect(answered.period).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(answered.quoted).toMatchObject({ iva_cents: 1_600_000 });
  });

  // Since 2026-12-06; before, the purchases' IVA was said not to be received.
  describe("less the IVA the period's purchases state", () => {
    const FOOD_COST_PATH = '/api/v1/intelligence/food-cost';
    const withPurchases = (question: string, purchases_iva: object | null, status?: number) =>
      askRules(
        question,
        {
          [SUMMARY_PATH]: { attributes: summary(11_600_000, 10_000_000) },
          [FOOD_COST_PATH]: status === undefined ? { attributes: { purchases_iva } } : { status },
        },
        { today: '2026-03-07', requiredPlanOf: () => 'growth' },
      );

    it('the balance to pay, with the purchases that state none', async () => {
      const stated = { iva_cents: 400_000, purchases_count: 12, without_iva_count: 3 };
      const answered = await withPurchases('¿Cuánto tengo que pagar de IVA?', stated);
      expect(answered.calls).toContain(`${FOOD_COST_PATH}?date_from=2026-02-01&date_to=2026-02-28`);
      expect(answered.quoted).toMatchObject({
        iva_cents: 1_600_000,
        purchases_iva_cents: 400_000,
        iva_balance_cents: 1_600_000 - 400_000,
      });
      expect(answered.answer).toContain(
        ` En tus compras de esos días capturaste ${money(400_000)} de IVA (el acreditable de tus compras): te quedan ${money(1_200_000)} por pagar al SAT antes de acreditar el IVA de tus gastos (renta, luz…), que no capturas con IVA. 3 de tus 12 compras no traen IVA capturado (exentas, a tasa 0 % o sin capturar). Tu contador lo cierra con tus facturas.`,
      );
    });

    // Since 2026-12-06; before, out of the domain, or the P&L's taxes line of the month under way.
    it.each([
      ['¿Cuánto tengo que pagarle al SAT?'],
      ['¿Cuánto le debo al SAT?'],
      ['¿Cuánto debo apartar para impuestos?'],
    ])('%s: the IVA to pay of the last whole month, the ISR said not computed', async (question) => {
      const stated = { iva_cents: 400_000, purchases_count: 12, without_iva_count: 0 };
      const answered = await withPurchases(question, stated);
      expect(answered.intent).toBe('sales_total');
      expect(answered.period).toEqual({ from: '2026-02-01', to: '2026-02-28' });
      expect(answered.quoted).toMatchObject({ iva_balance_cents: 1_600_000 - 400_000 });
      expect(answered.answer).toContain(
        'Eso es el IVA; el ISR depende de tu régimen y de tu utilidad, y no lo calculo: tu contador lo saca de tu estado de resultados.',
      );
    });

    it('a balance in favour, no purchases, and a plan without the costs', async () => {
      const over = { iva_cents: 1_700_000, purchases_count: 4, without_iva_count: 0 };
      const favour = await withPurchases('¿Cuánto IVA cobré el mes pasado?', over);
      expect(favour.quoted).toMatchObject({ iva_balance_cents: 100_000 });
      expect(favour.answer).toContain(`te queda un saldo a favor de ${money(100_000)} antes de acreditar`);
      const none = { iva_cents: 0, purchases_count: 0, without_iva_count: 0 };
      expect((await withPurchases('¿Cuánto IVA cobré el mes pasado?', none)).answer).toContain(
        'en esos días no capturaste compras, así que no tengo IVA de compras que restar.',
      );
      const starter = await withPurchases('¿Cuánto IVA cobré el mes pasado?', null, 403);
      expect(starter.quoted).not.toHaveProperty('purchases_iva_cents');
      expect(starter.answer).toMatch(
        /\(el acreditable\)\. El IVA de tus compras lo tienes desde el plan Growth\.$/,
      );
    });
  });

  it('says it cannot separate the IVA when the POS sent no total without it, and invents none', async () => {
    const answered = await ask('¿Cuánto IVA cobré ayer?', summary(580_000, null));
    expect(answered.quoted).not.toHaveProperty('iva_cents');
    expect(answered.answer).toContain('no puedo separar el IVA');
  });

  it('answers a total asked with or without IVA as the sales total', async () => {
    const answered = await ask('¿Cuánto vendí sin IVA ayer?', summary(116_000, 100_000));
    expect(answered.quoted).not.toHaveProperty('iva_cents');
    // Asked without IVA, that figure leads (since 2026-12-04; below).
    expect(answered.answer).toContain(`vendiste ${money(100_000)} sin IVA (${money(116_000)} con IVA)`);
    const withIva = await ask('¿Cuánto vendí con IVA ayer?', summary(116_000, 100_000));
    expect(withIva.answer).toContain(`vendiste ${money(116_000)} con IVA (${money(100_000)} sin IVA)`);
  });
});

describe("a type's share of the sales", () => {
  const TYPES = { food_sales_cents: 2_570_000, beverage_sales_cents: 630_000, bar_sales_cents: 300_000 };
  const TOTAL = 3_600_000;

  it.each([
    ['¿Qué porcentaje de mis ventas son bebidas?', 'beverage', 'las bebidas fueron'],
    ['¿qué parte de lo que vendí ayer fue comida?', 'food', 'los alimentos fueron'],
    ['¿cuánto por ciento de la venta es de bar?', 'bar', 'el bar fue'],
  ] as const)('%s: the share of the total, with both amounts', async (question, type, subject) => {
    const answered = await ask(question, summary(TOTAL, null, TYPES));
    const cents = TYPES[`${type}_sales_cents`];
    const share = Math.round((cents / TOTAL) * 1000) / 10;
    expect(answered.intent).toBe('sales_total');
    expect(answered.quoted).toMatchObject({ [`${type}_sales_pct`]: share, [`${type}_sales_cents`]: cents });
    expect(answered.answer).toContain(
      `${subject} el ${pct(share)} de tu venta: ${money(cents)} de ${money(TOTAL)}, con IVA.`,
    );
  });

  it.each([
    ['¿Cuánto vendí de bebidas la semana pasada?', 'beverage', 'bebidas'],
    ['¿cuánto vendo en bar?', 'bar', 'bar'],
    // "Barra" is the bar too (since 2026-12-06; before, the whole total).
    ['¿Cuánto vendí de barra ayer?', 'bar', 'bar'],
    // "En la barra", "en el bar" too (since 2026-12-06; before, the whole total).
    ['¿Cuánto vendí en la barra ayer?', 'bar', 'bar'],
    ['¿cuánto vendí de comida ayer?', 'food', 'alimentos'],
  ] as const)('%s: that type first, then its share of the total', async (question, type, words) => {
    const answered = await ask(question, summary(TOTAL, null, TYPES));
    const cents = TYPES[`${type}_sales_cents`];
    const share = Math.round((cents / TOTAL) * 1000) / 10;
    expect(answered.intent).toBe('sales_total');
    expect(answered.answer).toMatch(
      new RegExp(
        ` vendiste \\${money(cents)} de ${words}, con IVA: el ${pct(share).replace('.', '\\.')} de tu venta de \\${money(TOTAL)}\\.$`,
      ),
    );
  });

  it('asks of a share with no "ventas" said, and of several types, all of them', async () => {
    // Before, out of the domain.
    const bar = await ask('¿Qué porcentaje es bar?', summary(TOTAL, null, TYPES));
    expect(bar.quoted).toMatchObject({ bar_sales_pct: Math.round((300_000 / TOTAL) * 1000) / 10 });
    // Before, the food alone: two types named are the whole split.
    const both = await ask('¿Cuánto vendí de comida y cuánto de bebida ayer?', summary(TOTAL, null, TYPES));
    // What the three leave of the total is said too, so the parts add up (since 2026-12-07;
    // before, $1,000.00 of envases went unsaid).
    const other = TOTAL - TYPES.food_sales_cents - TYPES.beverage_sales_cents - TYPES.bar_sales_cents;
    expect(both.answer).toContain(
      `vendiste ${money(TOTAL)} con IVA: alimentos ${money(TYPES.food_sales_cents)}, bebidas ${money(TYPES.beverage_sales_cents)}, bar ${money(TYPES.bar_sales_cents)} y otros ${money(other)}`,
    );
    expect(both.quoted).toMatchObject({ other_sales_cents: other });
  });

  it('leaves lunch ("en la comida") to the whole day\'s sales', async () => {
    const answered = await ask('¿Cuánto vendí ayer en la comida?', summary(TOTAL, null, TYPES));
    expect(answered.quoted).not.toHaveProperty('food_sales_pct');
  });

  it('says the POS did not split the type, and invents no share', async () => {
    const answered = await ask('¿Qué porcentaje de mis ventas son bebidas?', summary(TOTAL, null));
    expect(answered.quoted).not.toHaveProperty('beverage_sales_pct');
    expect(answered.answer).toContain('no separó la venta de bebidas');
  });
});

describe('the sales asked without IVA', () => {
  it('leads with the total without IVA, the total with it and its split after', async () => {
    const [total, withoutIva, food, drinks] = [4_660_500, 4_017_672, 3_421_200, 1_239_300];
    const answered = await ask(
      '¿Cuánto vendí ayer sin IVA?',
      summary(total, withoutIva, { food_sales_cents: food, beverage_sales_cents: drinks }),
    );
    expect(answered.intent).toBe('sales_total');
    expect(answered.answer).toBe(
      `El viernes 6 de marzo vendiste ${money(withoutIva)} sin IVA (${money(total)} con IVA: alimentos ${money(food)} y bebidas ${money(drinks)}).`,
    );
    // Without the total without IVA, the total with it as always.
    expect((await ask('¿Cuánto vendí ayer sin IVA?', summary(total, null))).answer).toMatch(
      /vendiste \$46,605\.00 con IVA/,
    );
  });
});

describe('what the diners counted cannot say', () => {
  it('says no read holds how long a table stays, nor which diners are new, before the counts', async () => {
    const counts = { ...summary(4_660_500, null), covers_total: 247, tables_served_total: 89, avg_pax: 2.8 };
    const long = await ask('¿Cuánto dura una mesa en promedio?', counts);
    expect(long.intent).toBe('covers_tables');
    expect(long.answer).toMatch(
      /^De días cerrados no te doy cuánto duraron las mesas: .* El viernes 6 de marzo atendiste 247 comensales en 89 mesas\./,
    );
    expect((await ask('¿Cuántos clientes nuevos tuve ayer?', counts)).answer).toMatch(
      /^No sé cuáles de tus clientes son nuevos: tu punto de venta no identifica a cada cliente\. El viernes/,
    );
    expect((await ask('¿Cuántos comensales tuve ayer?', counts)).answer).toMatch(
      /^El viernes 6 de marzo atendiste/,
    );
  });

  it('says the turns need the dining room\'s tables (before, "rotado" read as "robado")', async () => {
    const counts = { ...summary(4_660_500, null), covers_total: 247, tables_served_total: 89, avg_pax: 2.8 };
    for (const question of ['¿Cuántas mesas he rotado ayer?', '¿Cuál fue mi rotación de mesas ayer?']) {
      const turns = await ask(question, counts);
      expect(turns.intent, question).toBe('covers_tables');
      expect(turns.answer, question).toMatch(
        /^No sé cuántas mesas tiene tu salón .* El viernes 6 de marzo atendiste 247 comensales en 89 mesas\./,
      );
    }
  });

  it('counts orders as the tickets, and says the kind of order is not kept (before, out of the domain)', async () => {
    const counts = { ...summary(4_660_500, null), covers_total: 247, tables_served_total: 89, avg_pax: 2.8 };
    for (const question of ['¿Cuántos pedidos tuve ayer?', '¿Cuántas órdenes tuve ayer?'])
      expect((await ask(question, counts)).answer, question).toMatch(
        /^El viernes 6 de marzo atendiste 247 comensales en 89 mesas\./,
      );
    expect((await ask('¿Cuántos pedidos para llevar tuve ayer?', counts)).answer).toMatch(
      /^No sé cuántos de tus pedidos fueron para llevar: ni tus líneas de pedido ni tu corte Z traen el tipo de orden, así que te doy todas tus cuentas\. El viernes 6 de marzo/,
    );
  });

  it('says no read ranks one table against another (before, the tables as if they answered which)', async () => {
    const counts = { ...summary(4_660_500, null), covers_total: 247, tables_served_total: 89, avg_pax: 2.8 };
    for (const question of [
      '¿Cuál es mi mejor mesa?',
      '¿Qué mesa vende más?',
      '¿Cuál mesa deja más?',
      '¿Cuál fue la mesa más cara?',
    ]) {
      const which = await ask(question, counts);
      expect(which.intent, question).toBe('covers_tables');
      expect(which.answer, question).toMatch(
        /^No sé qué mesa te deja más: tu punto de venta manda cuántas mesas atendiste, no lo que vendió cada una\. El viernes 6 de marzo atendiste 247 comensales en 89 mesas\./,
      );
    }
    expect((await ask('¿Cuántas mesas atendí ayer?', counts)).answer).toMatch(/^El viernes 6 de marzo/);
    // Asked as what a table spent, the average ticket says no bill is kept apart (since 2026-12-06).
    const spent = await ask('¿Qué mesa gastó más ayer?', { ...counts, avg_ticket_cents: 52_365 });
    expect(spent.answer).toMatch(
      /^No guardo cada cuenta por separado, así que no sé cuál fue la más alta ni la más baja; te doy el promedio\. /,
    );
  });
});

describe('a kind of order no read keeps', () => {
  it.each([
    ['¿Cuánto vendí ayer para llevar?', 'para llevar', ''],
    ['¿Cuánto vendí en el comedor la semana pasada?', 'en el comedor', ''],
    [
      '¿Cuánto vendí a domicilio ayer?',
      'a domicilio',
      ' Lo cobrado por apps de entrega sí lo tengo: pregúntame "¿cuánto vendí por apps?".',
    ],
  ])(
    '%s: says so before the whole total (before, the total as if it were that kind)',
    async (question, kind, apps) => {
      const total = 4_640_000;
      const answered = await ask(question, summary(total, 4_000_000));
      expect(answered.intent).toBe('sales_total');
      expect(answered.quoted).toMatchObject({ total_sales_cents: total });
      expect(answered.answer).toMatch(
        new RegExp(
          `^No sé qué parte de tu venta fue ${kind}: ni tus líneas de pedido ni tu corte Z traen el tipo de orden, así que te doy la venta completa\\.${apps.replace(/[.?¿()]/g, '\\$&')} .* vendiste \\${money(total)} con IVA`,
        ),
      );
    },
  );

  it('says what the delivery apps were paid, from the cortes, when asked "a domicilio"', async () => {
    // Before 2026-12-06 it sent the owner to ask again ("pregúntame…").
    const answered = await askRules(
      '¿Cuánto vendí a domicilio ayer?',
      {
        [SUMMARY_PATH]: { attributes: summary(4_640_000, 4_000_000) },
        '/api/v1/intelligence/sales/reconciliation': {
          attributes: { totals: { delivery_sales_cents: 171_000 }, records: [] },
        },
      },
      { today: '2026-03-07', requiredPlanOf: () => 'growth' },
    );
    expect(answered.quoted).toMatchObject({ delivery_sales_cents: 171_000, total_sales_cents: 4_640_000 });
    expect(answered.answer).toContain(
      `Lo cobrado por apps de entrega (Rappi, Uber Eats, DiDi Food…) sí lo tengo: ${money(171_000)}.`,
    );
  });
});

describe('a shift named', () => {
  const BY_SHIFT = {
    ...summary(4_640_000, 4_000_000),
    by_shift: {
      breakfast: { sales_cents: 900_000, covers: 40 },
      lunch: { sales_cents: 2_640_000, covers: 110 },
      dinner: { sales_cents: 1_100_000, covers: null },
    },
  };

  it("leads with the shift asked (before, in the corte's order)", async () => {
    const answered = await ask('¿Cuánto vendí en la comida ayer?', BY_SHIFT);
    expect(answered.intent).toBe('sales_by_shift');
    expect(answered.answer).toBe(
      `El viernes 6 de marzo vendiste ${money(4_640_000)}: comida ${money(2_640_000)} (110 comensales), desayuno ${money(900_000)} (40 comensales) y cena ${money(1_100_000)}.`,
    );
  });

  it('says when the corte did not send the shift asked', async () => {
    const { dinner: _dinner, ...withoutDinner } = BY_SHIFT.by_shift;
    const answered = await ask('¿Cuánto vendí en la cena ayer?', { ...BY_SHIFT, by_shift: withoutDinner });
    expect(answered.answer).toMatch(
      /^Tus cortes el viernes 6 de marzo no traen la venta de cena aparte\. El viernes/,
    );
  });
});
