/**
 * The cost intents against a fake reader that answers with spec-shaped bodies of /pnl, /food-cost,
 * /labor-cost and /inventory/suggestions (the costs issue builds them). Figures are hand-written:
 * a March month to date with net sales 100,000.00, food cost 32.5 %, beverage cost 18.0 %, labor
 * 28,000.00 = 28.0 %, prime cost 60,500.00 = 60.5 %, EBITDA 12,000.00 = 12.0 %, net profit
 * −1,500.00 = −1.5 %, gross profit 67,500.00.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import { classify } from '#shared/domain/assistant/intents.ts';
import { incompleteInputSentence } from '#shared/domain/costs/coverage.ts';
import { foodLine, purchaseOn } from '../../fixtures/purchases.ts';
import { askRules, type FakeRead } from './fake-reader.ts';

const TODAY = '2026-03-07';
// This month's closed days: today (the 7th) has not closed, so the month so far ends on the 6th.
const MONTH = { from: '2026-03-01', to: '2026-03-06' };

const FOOD_COST = {
  food_cost_pct: 32.5,
  food_cost_status: 'yellow',
  beverage_cost_pct: 18,
  beverage_cost_status: 'green',
  bar_cost_pct: null,
  // The amounts the ratios divide: 19,500 / 60,000 = 32.5 %, 2,700 / 15,000 = 18.0 %.
  by_category: [
    { category: 'food', cost_cents: 1_950_000, sales_cents: 6_000_000 },
    { category: 'beverage', cost_cents: 270_000, sales_cents: 1_500_000 },
  ],
};
const LABOR_COST = {
  total_labor_cents: 2_800_000,
  labor_cost_pct: 28,
  labor_cost_status: 'green',
  by_department: [],
};
const PNL = {
  ventas: {
    food_sales_cents: 6_000_000,
    beverage_sales_cents: 1_500_000,
    bar_sales_cents: 2_500_000,
    total_net_sales_cents: 10_000_000,
    food_sales_pct: 60,
    beverage_sales_pct: 15,
  },
  costo_de_ventas: { total_cogs_cents: 3_250_000 },
  utilidad_bruta: { gross_profit_cents: 6_750_000, gross_margin_pct: 67.5 },
  gastos_operativos: {
    labor_cost_cents: 2_800_000,
    labor_cost_pct: 28,
    labor_cost_status: 'green',
    prime_cost_cents: 6_050_000,
    prime_cost_pct: 60.5,
    prime_cost_status: 'yellow',
    total_opex_cents: 5_550_000,
  },
  ebitda: { ebitda_cents: 1_200_000, ebitda_pct: 12, ebitda_status: 'yellow' },
  utilidad_neta: { net_profit_cents: -150_000, net_profit_pct: -1.5, net_profit_status: 'red' },
};
// The latest inventory count, the day before today.
const COUNT_DATE = '2026-03-06';
const SUGGESTIONS = {
  generated_at: '2026-03-07T12:00:00.000-06:00',
  days_ahead: 7,
  by_supplier: [
    {
      supplier_name: 'Carnes El Güero',
      items: [
        {
          item_name: 'Pastor',
          unit: 'kg',
          current_stock: 3,
          suggested_qty: 15,
          unit_cost_cents: 12000,
          total_cost_cents: 180000,
          reason: 'x',
        },
      ],
      subtotal_cents: 180000,
    },
    {
      supplier_name: 'Tortillería La Güera',
      items: [
        {
          item_name: 'Tortilla',
          unit: 'kg',
          current_stock: 5,
          suggested_qty: 20,
          unit_cost_cents: 2200,
          total_cost_cents: 44000,
          reason: 'x',
        },
      ],
      subtotal_cents: 44000,
    },
  ],
  total_suggested_cents: 224000,
};

const ALL: Record<string, FakeRead> = {
  '/api/v1/intelligence/food-cost': { attributes: FOOD_COST },
  '/api/v1/intelligence/labor-cost': { attributes: LABOR_COST },
  '/api/v1/intelligence/pnl': { attributes: PNL },
  '/api/v1/intelligence/inventory/suggestions': {
    attributes: SUGGESTIONS,
    meta: { as_of: TODAY, count_date: COUNT_DATE, low_stock: [] },
  },
};

const ask = (question: string, reads: Record<string, FakeRead> = ALL) =>
  askRules(question, reads, {
    today: TODAY,
    requiredPlanOf: (path) => (path.includes('inventory') ? 'pro' : 'growth'),
  });

describe("a closed period's cost is said in the past", () => {
  it('"fue de" for last month, "va en" for this month so far', async () => {
    const past = await ask('¿Cuál fue mi costo de alimentos el mes pasado?');
    expect(past.answer).toMatch(
      /^Tu costo de alimentos del domingo 1 de febrero al sábado 28 de febrero fue de \$19,500\.00/,
    );
    const running = await ask('¿Cómo va mi costo de alimentos este mes?');
    expect(running.answer).toMatch(/\(hasta ayer: hoy todavía no cierra\) va en \$19,500\.00/);
  });
});

// Since 2026-12-07; before, nothing said of a day without its corte Z, whose costs count.
describe('the days a cost figure sells on', () => {
  it("says how many of the period's days have sales, where its costs count every day", async () => {
    // The month so far, 1 to 6 March, with the 4th's corte Z missing: 5 days of sales.
    const reads = {
      ...ALL,
      '/api/v1/intelligence/pnl': { attributes: PNL, meta: { days_with_sales: 5 } },
      '/api/v1/intelligence/food-cost': { attributes: FOOD_COST, meta: { days_with_sales: 5 } },
      // Since 2026-12-07 the payroll's read says it too; before, its ratio went unsaid.
      '/api/v1/intelligence/labor-cost': { attributes: LABOR_COST, meta: { days_with_sales: 5 } },
    };
    const note =
      ' Ojo: tus ventas son de 5 de los 6 días (los que tienen corte Z con venta); tus costos cuentan los 6.';
    const questions = [
      '¿Cuánto gané este mes?',
      '¿Cómo va mi costo de alimentos este mes?',
      '¿Cuánto va mi nómina este mes?',
    ];
    for (const question of questions) {
      const answered = await ask(question, reads);
      expect(answered.answer.endsWith(note), answered.answer).toBe(true);
      expect(answered.quoted).toMatchObject({ days_with_sales: 5, period_days: 6 });
    }
    // Every day sold: nothing more.
    const whole = await ask('¿Cuánto gané este mes?', {
      ...ALL,
      '/api/v1/intelligence/pnl': { attributes: PNL, meta: { days_with_sales: 6 } },
    });
    expect(whole.answer).not.toContain('Ojo: tus ventas');
    // After an input covering part of the period, "además", not a second "ojo".
    const incomplete = await ask('¿Cuánto gané este mes?', {
      ...ALL,
      '/api/v1/intelligence/pnl': {
        attributes: PNL,
        meta: {
          days_with_sales: 5,
          incomplete: [{ input: 'payroll', covered_days: 3, period_days: 6 }],
        },
      },
    });
    expect(incomplete.answer).toMatch(
      /Ojo, incompleto: la nómina capturada cubre 3 de 6 días\. Además, tus ventas son de 5 de los 6 días/,
    );
  });
});

// Since 2026-12-06; before, "no tengo tu gasto en «comida» por separado" and every P&L line.
describe('what the food cost, asked as a spending', () => {
  it.each(['¿Cuánto gasté en comida el mes pasado?', '¿Cuánto me costó la comida el mes pasado?'])(
    '%s: the food cost and its ratio, as "¿cuál fue mi costo de alimentos?"',
    async (question) => {
      const answered = await ask(question);
      const cost = await ask('¿Cuál fue mi costo de alimentos el mes pasado?');
      expect(answered.intent).toBe('food_cost');
      expect(answered.quoted).toEqual(cost.quoted);
      expect(answered.answer).toBe(cost.answer);
    },
  );

  it('keeps a purchase category and what a customer spends apart', () => {
    expect(classify('¿Cuánto gasté en carne?')?.intent).toBe('expenses');
    expect(classify('¿Cuánto gasta un cliente en comida?')?.intent).toBe('avg_ticket');
  });
});

describe('the figures after payroll with no period named', () => {
  it.each([
    ['¿cuál es mi costo primo?', 'prime_cost'],
    ['¿cuál es mi costo de nómina?', 'labor_cost'],
    ['¿estoy gastando mucho en nómina?', 'labor_cost'],
    ['¿cuánto se me va en nómina?', 'labor_cost'],
  ])('%s: the last whole month (the running one seldom has its payroll yet)', async (question, intent) => {
    const answered = await ask(question);
    expect(answered.intent).toBe(intent);
    expect(answered.period).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it.each([
    ['¿cuánto llevo de nómina?', 'labor_cost'],
    ['¿cómo va mi costo primo?', 'prime_cost'],
    ['¿cuánto llevo de utilidad?', 'profit'],
  ])('%s: the month so far', async (question, intent) => {
    const answered = await ask(question);
    expect(answered.intent).toBe(intent);
    expect(answered.period).toEqual({ from: '2026-03-01', to: '2026-03-06' });
  });
});

describe('cost intents with the cost endpoints present', () => {
  it.each([
    [
      '¿Cómo va mi costo de alimentos este mes?',
      'food_cost',
      '/api/v1/intelligence/food-cost',
      {
        food_cost_cents: 1_950_000,
        food_sales_cents: 6_000_000,
        food_cost_pct: 32.5,
        food_cost_pct_benchmark_green: 30,
        food_cost_pct_benchmark_red: 38,
      },
      'Tu costo de alimentos del domingo 1 de marzo al viernes 6 de marzo (hasta ayer: hoy todavía no cierra) va en $19,500.00, 32.5% de tu venta de alimentos ($60,000.00 sin IVA). Está en amarillo (lo sano es menos de 30.0%; arriba de 38.0% es rojo).',
    ],
    [
      '¿y mi costo de bebidas?',
      'beverage_cost',
      '/api/v1/intelligence/food-cost',
      {
        beverage_cost_cents: 270_000,
        beverage_sales_cents: 1_500_000,
        beverage_cost_pct: 18,
        beverage_cost_pct_benchmark_green: 20,
        beverage_cost_pct_benchmark_red: 28,
      },
      'Tu costo de bebidas del domingo 1 de marzo al viernes 6 de marzo (hasta ayer: hoy todavía no cierra) va en $2,700.00, 18.0% de tu venta de bebidas ($15,000.00 sin IVA). Está en verde (lo sano es menos de 20.0%; arriba de 28.0% es rojo).',
    ],
    [
      '¿cuánto llevo de nómina?',
      'labor_cost',
      '/api/v1/intelligence/labor-cost',
      {
        total_labor_cents: 2_800_000,
        labor_cost_pct: 28,
        labor_cost_pct_benchmark_green: 30,
        labor_cost_pct_benchmark_red: 35,
      },
      'Tu nómina del domingo 1 de marzo al viernes 6 de marzo (hasta ayer: hoy todavía no cierra) suma $28,000.00, 28.0% de tu venta sin IVA. Está en verde (lo sano es menos de 30.0%; arriba de 35.0% es rojo).',
    ],
    [
      '¿cómo va mi costo primo?',
      'prime_cost',
      '/api/v1/intelligence/pnl',
      {
        prime_cost_cents: 6_050_000,
        prime_cost_pct: 60.5,
        prime_cost_pct_benchmark_green: 60,
        prime_cost_pct_benchmark_red: 65,
        total_net_sales_cents: PNL.ventas.total_net_sales_cents,
      },
      `Tu costo primo (costo de ventas más nómina) del domingo 1 de marzo al viernes 6 de marzo (hasta ayer: hoy todavía no cierra) es de $60,500.00, 60.5% de tu venta sin IVA (${money(PNL.ventas.total_net_sales_cents)}). Está en amarillo (lo sano es menos de 60.0%; arriba de 65.0% es rojo).`,
    ],
    [
      '¿Cuánto gané este mes?',
      'profit',
      '/api/v1/intelligence/pnl',
      {
        net_profit_cents: -150_000,
        net_profit_pct: -1.5,
        net_profit_pct_benchmark_green: 15,
        net_profit_pct_benchmark_red: 5,
        total_net_sales_cents: PNL.ventas.total_net_sales_cents,
        gross_profit_cents: 6_750_000,
      },
      `Del domingo 1 de marzo al viernes 6 de marzo (hasta ayer: hoy todavía no cierra) tuviste una pérdida de $1,500.00, 1.5% de tu venta sin IVA (${money(PNL.ventas.total_net_sales_cents)}). Está en rojo (lo sano es más de 15.0%; debajo de 5.0% es rojo). Tu utilidad bruta (venta menos costo de ventas) fue de $67,500.00.`,
    ],
    [
      '¿cuál es mi margen bruto?',
      'profit',
      '/api/v1/intelligence/pnl',
      {
        gross_profit_cents: PNL.utilidad_bruta.gross_profit_cents,
        gross_margin_pct: PNL.utilidad_bruta.gross_margin_pct,
        total_net_sales_cents: PNL.ventas.total_net_sales_cents,
        net_profit_cents: -150_000,
        net_profit_pct: -1.5,
        net_profit_pct_benchmark_green: 15,
        net_profit_pct_benchmark_red: 5,
      },
      // No period named: the last whole month, whose payroll is in (the profit's default).
      `Del domingo 1 de febrero al sábado 28 de febrero tu utilidad bruta (venta menos costo de ventas) fue de ${money(PNL.utilidad_bruta.gross_profit_cents)}: un margen bruto de 67.5% de tu venta sin IVA (${money(PNL.ventas.total_net_sales_cents)}). Después de nómina y gastos, tuviste una pérdida de $1,500.00, 1.5% de tu venta sin IVA. Está en rojo (lo sano es más de 15.0%; debajo de 5.0% es rojo).`,
    ],
    [
      '¿cuál es mi ebitda?',
      'ebitda',
      '/api/v1/intelligence/pnl',
      {
        ebitda_cents: 1_200_000,
        ebitda_pct: 12,
        ebitda_pct_benchmark_green: 20,
        ebitda_pct_benchmark_red: 10,
        total_net_sales_cents: PNL.ventas.total_net_sales_cents,
      },
      `Tu EBITDA del domingo 1 de febrero al sábado 28 de febrero fue de $12,000.00, 12.0% de tu venta sin IVA (${money(PNL.ventas.total_net_sales_cents)}). Está en amarillo (lo sano es más de 20.0%; debajo de 10.0% es rojo).`,
    ],
    [
      '¿qué tengo que comprar?',
      'purchase_suggestions',
      '/api/v1/intelligence/inventory/suggestions',
      {
        days_ahead: 7,
        total_suggested_cents: 224000,
        supplier_1: 'Carnes El Güero',
        supplier_1_subtotal_cents: 180000,
        supplier_2: 'Tortillería La Güera',
        supplier_2_subtotal_cents: 44000,
        // The costliest products, whatever their supplier (before 2026-12-06, none named).
        ingredient_1: 'Pastor',
        ingredient_1_suggested_qty: 15,
        ingredient_1_total_cost_cents: 180000,
        ingredient_2: 'Tortilla',
        ingredient_2_suggested_qty: 20,
        ingredient_2_total_cost_cents: 44000,
      },
      // A week from today, Saturday the 7th, as of the latest count.
      'Para 7 días, de hoy sábado 7 de marzo al viernes 13 de marzo, con tu conteo de inventario del viernes 6 de marzo, te sugiero comprar $2,240.00: Carnes El Güero $1,800.00 y Tortillería La Güera $440.00. Lo principal: Pastor, 15 kg ($1,800.00); Tortilla, 20 kg ($440.00). El detalle por producto está en sugerencias de compra.',
    ],
  ])('%s → %s', async (question, intent, path, figures, text) => {
    const result = await ask(question);
    expect(result.intent).toBe(intent);
    expect(result.calls).toHaveLength(1);
    expect(result.calls[0]!.startsWith(`${path}?`)).toBe(true);
    expect(result.quoted).toEqual(figures);
    expect(result.answer).toBe(text);
  });

  it('reads the period the question names', async () => {
    const result = await ask('¿cuál fue mi costo de alimentos el mes pasado?');
    expect(result.period).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(result.calls).toEqual(['/api/v1/intelligence/food-cost?date_from=2026-02-01&date_to=2026-02-28']);
  });
});

describe('the purchases captured', () => {
  const PURCHASED = {
    ...FOOD_COST,
    by_category: [
      { ...FOOD_COST.by_category[0], purchases_cents: 1_800_000 },
      { ...FOOD_COST.by_category[1], purchases_cents: 300_000 },
      { category: 'bar', cost_cents: null, sales_cents: null, purchases_cents: 0 },
      { category: 'other', cost_cents: 45_000, sales_cents: null, purchases_cents: 45_000 },
    ],
  };
  const reads = { '/api/v1/intelligence/food-cost': { attributes: PURCHASED } };
  const [food, beverage, , other] = PURCHASED.by_category;

  it('answers how much was bought, each type with purchases, not the cost ratio', async () => {
    const answered = await ask('¿cuánto compré este mes?', reads);
    expect(answered.intent).toBe('food_cost');
    const total = food!.purchases_cents + beverage!.purchases_cents + other!.purchases_cents;
    expect(answered.quoted).toEqual({
      purchases_cents: total,
      food_purchases_cents: food!.purchases_cents,
      beverage_purchases_cents: beverage!.purchases_cents,
      other_purchases_cents: other!.purchases_cents,
    });
    expect(answered.answer).toBe(
      `Del domingo 1 de marzo al viernes 6 de marzo (hasta ayer: hoy todavía no cierra) capturaste compras por ${money(total)}: alimentos ${money(food!.purchases_cents)}, bebidas ${money(beverage!.purchases_cents)} y otros ${money(other!.purchases_cents)}.`,
    );
    // So far, "llevo de compras" or "llevo comprado" too (since 2026-12-07; before, what to buy for
    // the days to come, or the month's sales).
    for (const question of ['¿Cuánto llevo de compras este mes?', '¿cuánto llevamos comprado este mes?']) {
      const soFar = await ask(question, reads);
      expect(soFar.intent, question).toBe('food_cost');
      expect(soFar.quoted, question).toEqual(answered.quoted);
    }
    // What is spent on supplies (the food's, as "costo de insumos" is) is what was bought, not the
    // P&L's other expenses.
    const supplies = await ask('¿cuánto gasto en insumos?', reads);
    expect(supplies.intent).toBe('food_cost');
    expect(supplies.quoted).toEqual({ food_purchases_cents: food!.purchases_cents });
    // "¿Cuánto me costaron los insumos?" too (before, every line of the P&L).
    const cost = await ask('¿Cuánto me costaron los insumos este mes?', reads);
    expect(cost.intent).toBe('food_cost');
    expect(cost.quoted).toEqual(supplies.quoted);
    // "le metí de insumos", "gasté de insumos" too (since 2026-12-06; before, out of the domain or
    // every line of the P&L).
    for (const question of ['¿Cuánto le metí de insumos?', '¿Cuánto gasté de insumos?'])
      expect((await ask(question, reads)).quoted, question).toEqual(supplies.quoted);
  });

  it('answers the type the question names', async () => {
    const answered = await ask('¿cuánto compré de bebidas este mes?', reads);
    expect(answered.quoted).toEqual({ beverage_purchases_cents: beverage!.purchases_cents });
    expect((await ask('¿cuánto gasté en compras de alimentos?', reads)).quoted).toEqual({
      food_purchases_cents: food!.purchases_cents,
    });
  });

  // Since 2026-12-06; before, the purchases' amounts.
  it('answers the IVA the purchases state, with those that state none', async () => {
    const stated = { iva_cents: 48_000, purchases_count: 5, without_iva_count: 2 };
    const answered = await ask('¿Cuánto IVA pagué en mis compras este mes?', {
      '/api/v1/intelligence/food-cost': { attributes: { ...PURCHASED, purchases_iva: stated } },
    });
    expect(answered.intent).toBe('food_cost');
    expect(answered.quoted).toEqual({ purchases_count: 5, purchases_iva_cents: 48_000 });
    expect(answered.answer).toBe(
      `Del domingo 1 de marzo al viernes 6 de marzo (hasta ayer: hoy todavía no cierra) tus 5 compras traen ${money(48_000)} de IVA, el que puedes acreditar contra el que cobras. 2 de tus 5 compras no traen IVA capturado (exentas, a tasa 0 % o sin capturar).`,
    );
  });

  it('answers purchases asked "sin IVA" as the purchases, not their IVA', async () => {
    const stated = { iva_cents: 48_000, purchases_count: 5, without_iva_count: 2 };
    const reads = {
      '/api/v1/intelligence/food-cost': { attributes: { ...PURCHASED, purchases_iva: stated } },
    };
    const answered = await ask('¿Cuánto compré sin IVA este mes?', reads);
    expect(answered.quoted).not.toHaveProperty('purchases_iva_cents');
    expect(answered.quoted).toEqual((await ask('¿Cuánto compré este mes?', reads)).quoted);
  });

  // Since 2026-12-06; before, "capturaste compras de alimentos por $0.00." alone.
  it('says when a type has no purchase in the days asked, and what the days used', async () => {
    const none = { ...food!, purchases_cents: 0 };
    const answered = await ask('¿Cuánto gasté en insumos ayer?', {
      '/api/v1/intelligence/food-cost': { attributes: { ...PURCHASED, by_category: [none] } },
    });
    expect(answered.quoted).toEqual({ food_cost_cents: none.cost_cents });
    expect(answered.answer).toBe(
      `El viernes 6 de marzo no capturaste compras de alimentos; lo que usaste, tu costo de alimentos, fue de ${money(none.cost_cents!)} (cada compra cuenta en los días que cubre, no en el de la entrega).`,
    );
  });
});

describe("the purchases of an owner's category", () => {
  /** The back office's free categories of the period's purchase lines, as by_purchase_category lists them. */
  const BY_PURCHASE_CATEGORY = [
    { category: 'Abarrotes', category_type: 'food', purchases_cents: 310_000, pct_of_category_sales: 5.2 },
    { category: 'Carnes', category_type: 'food', purchases_cents: 1_240_000, pct_of_category_sales: 20.7 },
    { category: 'Lácteos', category_type: 'food', purchases_cents: 250_000, pct_of_category_sales: 4.2 },
    { category: 'Refrescos', category_type: 'beverage', purchases_cents: 300_000, pct_of_category_sales: 20 },
  ];
  const body = { ...FOOD_COST, by_purchase_category: BY_PURCHASE_CATEGORY };
  /** The P&L with its expense lines, none captured but the rent. */
  const pnl = {
    ...PNL,
    gastos_operativos: {
      ...PNL.gastos_operativos,
      ...{ rent_cents: 900_000, utilities_cents: 0, maintenance_cents: 0, marketing_cents: 0 },
      ...{ admin_cents: 0, other_expenses_cents: 0 },
    },
    utilidad_neta: { ...PNL.utilidad_neta, depreciation_cents: 0, interest_cents: 0, taxes_cents: 0 },
  };
  const reads = {
    ...ALL,
    '/api/v1/intelligence/food-cost': { attributes: body },
    '/api/v1/intelligence/pnl': { attributes: pnl },
  };
  const total = BY_PURCHASE_CATEGORY.reduce((sum, row) => sum + row.purchases_cents, 0);
  const meat = BY_PURCHASE_CATEGORY[1]!.purchases_cents;
  const share = Math.round((meat / total) * 1000) / 10;

  it.each([
    ['¿cuánto gasté en carne este mes?', 'expenses'],
    ['¿cuánto me costó la carne este mes?', 'expenses'],
    ['¿cuánto compré de carnes este mes?', 'food_cost'],
  ])('%s: the category «Carnes», its share of all the purchases', async (question, intent) => {
    const answered = await ask(question, reads);
    expect(answered.intent).toBe(intent);
    expect(answered.quoted).toEqual({
      category_purchases_cents: meat,
      category_purchases_pct: share,
      purchases_cents: total,
    });
    expect(answered.answer).toBe(
      `Del domingo 1 de marzo al viernes 6 de marzo (hasta ayer: hoy todavía no cierra) capturaste compras de «Carnes» por ${money(meat)}, el ${share.toFixed(1)}% de todas tus compras (${money(total)}): lo comprado, no lo usado (eso es tu costo de ventas).`,
    );
  });

  it('says a word that names no category, with the largest ones; an expense keeps its lines', async () => {
    const answered = await ask('¿cuánto compré de tortillas este mes?', reads);
    expect(answered.answer).toMatch(
      /^No tengo «tortillas» entre las categorías de tus compras\. Del domingo 1 de marzo .* capturaste compras por \$21,000\.00; las categorías más grandes: Carnes \$12,400\.00, Abarrotes \$3,100\.00, Refrescos \$3,000\.00 y Lácteos \$2,500\.00\.$/,
    );
    const spent = await ask('¿cuánto gasté en gasolina este mes?', reads);
    expect(spent.answer).toMatch(/^No tengo tu gasto en «gasolina» por separado/);
    // A month named is the period, not what the money went on.
    expect((await ask('¿cuánto gasté en febrero?', reads)).answer).not.toMatch(/«febrero»/);
  });

  // Since 2026-12-07; before, "No tengo tu gasto en «suadero» por separado" and every P&L line.
  describe('an ingredient of the purchase lines, where no category has its name', () => {
    const PURCHASES = [
      purchaseOn('2026-03-02', [foodLine('Suadero', 12, 19_000), foodLine('Carne al pastor', 20, 14_000)]),
      purchaseOn('2026-03-05', [foodLine('Suadero', 8.5, 19_500), foodLine('Tortilla de maíz', 30, 2_200)]),
      // Before the period: not counted.
      purchaseOn('2026-02-27', [foodLine('Suadero', 40, 18_000)]),
    ];
    const withLines = { ...reads, 'internal:ingredient-purchases': { attributes: { purchases: PURCHASES } } };
    const lines = PURCHASES.filter((purchase) => purchase.date >= '2026-03-01').flatMap((p) => p.lines);
    const of = (name: string) => lines.filter((line) => line.ingredient === name);

    it.each([
      ['¿cuánto gasté en suadero este mes?', 'expenses'],
      ['¿cuánto compré de suadero este mes?', 'food_cost'],
    ])('%s: its quantity and what was paid, from the lines', async (question, intent) => {
      const answered = await ask(question, withLines);
      const suadero = of('Suadero');
      const quantity = suadero.reduce((sum, line) => sum + line.quantity, 0);
      const cents = suadero.reduce((sum, line) => sum + line.total_cents, 0);
      expect(answered.intent).toBe(intent);
      expect(answered.quoted).toEqual({
        ingredient_1_quantity: quantity,
        ingredient_1_purchases_cents: cents,
        purchases_count: 2,
      });
      expect(answered.answer).toBe(
        `Del domingo 1 de marzo al viernes 6 de marzo (hasta ayer: hoy todavía no cierra) compraste ${quantity} kg de Suadero por ${money(cents)}, en 2 compras, sin IVA: lo comprado, no lo usado (eso es tu costo de ventas).`,
      );
    });

    it('names each ingredient that holds the word, and their total', async () => {
      const answered = await ask('¿cuánto gasté en tortillas este mes?', withLines);
      expect(answered.answer).toMatch(
        /compraste 30 kg de Tortilla de maíz por \$660\.00, en 1 compra, sin IVA/,
      );
    });

    it('keeps a category of that name first, and the P&L lines when nothing holds it', async () => {
      expect((await ask('¿cuánto gasté en carne este mes?', withLines)).quoted).toMatchObject({
        category_purchases_cents: meat,
      });
      expect((await ask('¿cuánto gasté en gasolina este mes?', withLines)).answer).toMatch(
        /^No tengo tu gasto en «gasolina» por separado/,
      );
    });
  });
});

describe('the days of inventory', () => {
  it('answers the DSI the food-cost read gives, judged against its benchmark', async () => {
    const reads = {
      '/api/v1/intelligence/food-cost': {
        attributes: { ...FOOD_COST, inventory_days: 9.4, inventory_days_status: 'yellow' },
      },
    };
    const answered = await ask('¿cuántos días de inventario tengo?', reads);
    expect(answered.intent).toBe('food_cost');
    expect(answered.quoted).toEqual({
      inventory_days: 9.4,
      inventory_days_benchmark_green: 7,
      inventory_days_benchmark_red: 14,
    });
    expect(answered.answer).toMatch(
      /tu inventario alcanza para 9\.4 días: .* Está en amarillo \(lo sano es menos de 7 días; arriba de 14 es rojo\)\.$/,
    );
  });

  it("answers the stock's value, the count and what it lasts, from the same read", async () => {
    const stock = {
      value: 9.4,
      status: 'yellow',
      inventory_value_cents: 1_234_500,
      count_date: '2026-03-02',
      benchmark_green: 7,
      benchmark_red: 14,
    };
    const reads = {
      '/api/v1/intelligence/food-cost': {
        attributes: { ...FOOD_COST, inventory_days: 9.4, inventory_days_status: 'yellow' },
        meta: { inventory_days: stock },
      },
    };
    // "¿Cuál es / cómo está mi inventario?" too (before, what to buy).
    for (const question of [
      '¿cuánto vale mi inventario?',
      '¿Cuánto tengo en inventario?',
      '¿Cuál es mi inventario?',
      '¿cómo está mi inventario?',
      // Since 2026-12-06 (before, an ingredient named «inventario», or out of the domain).
      '¿Cuánto tengo de inventario?',
      '¿Cuánto tengo en el almacén?',
    ]) {
      const answered = await ask(question, reads);
      expect(answered.intent).toBe('food_cost');
      expect(answered.quoted).toEqual({ inventory_value_cents: 1_234_500, inventory_days: 9.4 });
      expect(answered.answer).toMatch(
        /tu inventario vale \$12,345\.00: tu conteo del lunes 2 de marzo más lo que compraste después\. Al ritmo de tu costo de ventas del periodo, alcanza para 9\.4 días\.$/,
      );
    }
    // An item named: the stock is valued whole, said before the whole figure (before, read as the item's).
    const meat = await ask('¿Cuánto vale mi inventario de carne?', reads);
    expect(meat.answer).toMatch(
      /^No valúo cada insumo por separado, así que no tengo el valor de «carne»; te doy el de todo tu inventario\. .* tu inventario vale \$12,345\.00/,
    );
    const uncounted = { ...stock, inventory_value_cents: null, count_date: null, value: null };
    const none = await ask('¿cuánto vale mi inventario?', {
      '/api/v1/intelligence/food-cost': { attributes: FOOD_COST, meta: { inventory_days: uncounted } },
    });
    expect(none.answer).toMatch(/^No sé cuánto vale tu inventario .*: necesito un conteo/);
    expect((await ask('¿cuántos días me dura el inventario?', reads)).quoted).toMatchObject({
      inventory_days: 9.4,
    });
  });

  it('says what it needs without a count', async () => {
    const reads = {
      '/api/v1/intelligence/food-cost': { attributes: { ...FOOD_COST, inventory_days: null } },
    };
    const answered = await ask('¿para cuántos días me alcanza el inventario?', reads);
    expect(answered.quoted).toEqual({});
    expect(answered.answer).toMatch(/^No puedo calcular tus días de inventario .*: necesito un conteo/);
  });
});

describe('purchases by supplier', () => {
  const SUPPLIERS = [
    {
      supplier_name: 'Carnes Don Pepe',
      purchases_cents: 1_200_000,
      purchases_count: 4,
      pct_of_purchases: 48,
    },
    { supplier_name: 'Abarrotes López', purchases_cents: 700_000, purchases_count: 3, pct_of_purchases: 28 },
    {
      supplier_name: 'Cervecería del Valle',
      purchases_cents: 400_000,
      purchases_count: 2,
      pct_of_purchases: 16,
    },
    { supplier_name: 'Hielo Polar', purchases_cents: 200_000, purchases_count: 8, pct_of_purchases: 8 },
  ];
  const reads = {
    '/api/v1/intelligence/food-cost': { attributes: { ...FOOD_COST, by_supplier: SUPPLIERS } },
  };
  const total = SUPPLIERS.reduce((sum, row) => sum + row.purchases_cents, 0);

  it.each(['¿A quién le compro más?', '¿Cuánto le pago a mis proveedores?'])(
    '%s: the last whole month, the total and the three most bought from (before, suggestions or payroll)',
    async (question) => {
      const answered = await ask(question, reads);
      expect(answered.intent).toBe('food_cost');
      expect(answered.period).toEqual({ from: '2026-02-01', to: '2026-02-28' });
      expect(answered.quoted).toMatchObject({
        purchases_total_cents: total,
        suppliers_count: 4,
        supplier_1: 'Carnes Don Pepe',
        supplier_1_purchases_cents: 1_200_000,
        supplier_3_pct_of_purchases: 16,
      });
      expect(answered.answer).toBe(
        `Del domingo 1 de febrero al sábado 28 de febrero le compraste ${money(total)} a 4 proveedores, antes de IVA; a quien más, Carnes Don Pepe (${money(1_200_000)} en 4 compras, 48.0% de tus compras). Le siguen Abarrotes López (${money(700_000)} en 3 compras, 28.0% de tus compras), Cervecería del Valle (${money(400_000)} en 2 compras, 16.0% de tus compras) y 1 proveedor más.`,
      );
    },
  );

  it('names the supplier asked by its name, and says when no purchase is captured', async () => {
    const named = await ask('¿Cuánto le compré a Abarrotes López este mes?', reads);
    expect(named.answer).toMatch(
      /le compraste \$7,000\.00 a Abarrotes López en 3 compras, el 28\.0% de tus compras, antes de IVA\.$/,
    );
    // The perfect, and a trade's name in lowercase (since 2026-12-08; before, the sales compared or
    // "No tengo «a» entre las categorías de tus compras").
    for (const question of [
      '¿Cuánto le he comprado a Abarrotes López este mes?',
      '¿cuánto le compré a abarrotes lópez este mes?',
    ])
      expect((await ask(question, reads)).answer, question).toMatch(
        /le compraste \$7,000\.00 a Abarrotes López en 3 compras/,
      );
    // A price compared between suppliers is not kept either: said first (before, out of the domain).
    const dearest = await ask('¿Cuál es mi proveedor más caro?', reads);
    expect(dearest.period).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(dearest.answer).toMatch(
      /^No comparo lo que cada proveedor te cobra por el mismo insumo; lo que sí sé es a quién le compras más\. Del domingo 1 de febrero/,
    );
    // What is owed is not kept: said first, then what was bought (before, the purchases alone).
    // "¿A quién le debo?" without "proveedor" too (since 2026-12-06; before, out of the domain).
    for (const question of [
      '¿Cuánto le debo a mis proveedores?',
      '¿A quién le debo?',
      '¿a quiénes les debo?',
    ])
      expect((await ask(question, reads)).answer, question).toMatch(
        /^No llevo cuánto les has pagado, solo lo que les compraste\. Del domingo 1 de marzo/,
      );
    // Paid or owed to a name that says a trade: that supplier (since 2026-12-06; before, the
    // payroll or nothing); a person's name stays the payroll's.
    const paid = await ask('¿Cuánto le pago a Carnes Don Pepe?', reads);
    expect([paid.intent, paid.period]).toEqual(['food_cost', { from: '2026-02-01', to: '2026-02-28' }]);
    expect(paid.answer).toMatch(
      /le compraste \$12,000\.00 a Carnes Don Pepe en 4 compras, el 48\.0% de tus compras/,
    );
    expect((await ask('¿Cuánto le debo a Hielo Polar?', reads)).answer).toMatch(
      /^No llevo cuánto les has pagado, solo lo que les compraste\. .* le compraste \$2,000\.00 a Hielo Polar en 8 compras/,
    );
    expect((await ask('¿Cuánto le pago a Gaspar?', reads)).intent).toBe('labor_cost');
    const none = await ask('¿A quién le compro más?', {
      '/api/v1/intelligence/food-cost': { attributes: { ...FOOD_COST, by_supplier: [] } },
    });
    expect(none.answer).toMatch(/no tengo compras capturadas: captúralas en el back office \(Compras\)/);
  });
});

describe('how to lower the food cost', () => {
  // The gap to the recipes as in the waste answers below, and three costed food dishes, one drink.
  const dish = (
    item_name: string,
    unit_cost_cents: number | null,
    quantity_sold: number,
    category_type = 'food',
  ) => ({
    item_name,
    unit_cost_cents,
    quantity_sold,
    category_type,
  });
  const MENU = [
    dish('Tacos al pastor (orden)', 3_400, 127),
    dish('Alambre de arrachera', 9_000, 40),
    dish('Gringa de pastor', 4_000, 18),
    dish('Consomé de res', 2_500, 8),
    dish('Quesadilla de flor', null, 50),
    dish('Cerveza clara', 1_800, 300, 'beverage'),
  ];
  const reads = {
    '/api/v1/intelligence/food-cost': {
      attributes: {
        ...FOOD_COST,
        theoretical_food_cost_cents: 1_800_000,
        food_cost_variance_cents: 150_000,
        food_cost_variance_pct: 2.5,
      },
    },
    '/api/v1/intelligence/menu/engineering': { attributes: { items: MENU } },
  };

  it.each(['¿Cómo bajo mi costo de alimentos?', '¿Qué hago para bajar mi costo de alimentos?'])(
    '%s: the figure, then the gap to the recipes and the dishes that take most of the cost',
    async (question) => {
      // Before, the figure alone.
      const answered = await ask(question, reads);
      expect(answered.intent).toBe('food_cost');
      // The dishes by unit cost × quantity, food only, a dish without a cost left out.
      const ranked = MENU.filter((row) => row.category_type === 'food' && row.unit_cost_cents !== null)
        .map((row) => ({ ...row, cost: row.unit_cost_cents! * row.quantity_sold }))
        .sort((a, b) => b.cost - a.cost)
        .slice(0, 3);
      expect(ranked.map((row) => row.item_name)).toEqual([
        'Tacos al pastor (orden)',
        'Alambre de arrachera',
        'Gringa de pastor',
      ]);
      expect(answered.quoted).toMatchObject({
        food_cost_variance_cents: 150_000,
        costliest_dish_1: ranked[0]!.item_name,
        costliest_dish_1_cost_cents: ranked[0]!.cost,
        costliest_dish_1_quantity: ranked[0]!.quantity_sold,
        costliest_dish_3_cost_cents: ranked[2]!.cost,
      });
      // The quesadilla sold without a catalog cost: the ranking says it reads the costed dishes only.
      const unranked = MENU.some((row) => row.category_type === 'food' && row.unit_cost_cents === null);
      const among = unranked ? ' de los que tienen costo en tu catálogo' : '';
      const named = ranked.map(
        (row) => `${row.item_name} (${money(row.cost)} en ${row.quantity_sold} vendidos)`,
      );
      expect(answered.answer).toContain(
        ` Dónde buscar: lo que tus recetas no explican, ${money(150_000)} de más, que junta merma, porciones más grandes que la receta, robo y compras más caras; y los platillos que más costo se llevan${among}, ${named[0]}, ${named[1]} y ${named[2]}: su porción y su precio son lo que más mueve el total.`,
      );
    },
  );

  it('without the menu, the gap alone; without either, the figure alone', async () => {
    const gapOnly = await ask('¿Cómo bajo mi costo de alimentos?', {
      '/api/v1/intelligence/food-cost': reads['/api/v1/intelligence/food-cost'],
    });
    expect(gapOnly.answer).toMatch(/ Dónde buscar: lo que tus recetas no explican, .* compras más caras\.$/);
    const figureOnly = await ask('¿Cómo bajo mi costo de alimentos?', {
      '/api/v1/intelligence/food-cost': { attributes: FOOD_COST },
    });
    expect(figureOnly.answer).not.toContain('Dónde buscar');
    expect(figureOnly.quoted.food_cost_pct).toBe(FOOD_COST.food_cost_pct);
  });
});

describe('waste: the gap to the recipes', () => {
  // Recipes say the food sold should have cost 18,000.00; the food cost was 19,500.00.
  const THEORETICAL = 1_800_000;
  const withRecipes = (theoretical: number) => ({
    '/api/v1/intelligence/food-cost': {
      attributes: {
        ...FOOD_COST,
        theoretical_food_cost_cents: theoretical,
        food_cost_variance_cents: 1_950_000 - theoretical,
        food_cost_variance_pct: Math.round(((1_950_000 - theoretical) / 6_000_000) * 1000) / 10,
      },
      meta: { theoretical: { items_by_recipe: 4, items_by_catalog_cost: 0, items_without_cost: [] } },
    },
  });

  it.each([
    '¿Cuánto se me fue en mermas?',
    '¿cuánta merma tengo?',
    '¿Cuál es mi costo teórico?',
    '¿cuánto debería gastar en comida según mis recetas?',
  ])('%s: the food cost against the recipes, the gap said with what it holds', async (question) => {
    const answered = await ask(question, withRecipes(THEORETICAL));
    expect(answered.intent).toBe('food_cost');
    const gap = 1_950_000 - THEORETICAL;
    expect(answered.quoted).toEqual({
      food_cost_cents: 1_950_000,
      theoretical_food_cost_cents: THEORETICAL,
      food_cost_variance_cents: gap,
      food_cost_variance_pct: (gap / 6_000_000) * 100,
    });
    expect(answered.answer).toContain(
      `(hasta ayer: hoy todavía no cierra) tu costo de alimentos va en ${money(1_950_000)} y el teórico de tus recetas, ${money(THEORETICAL)}: ${money(gap)} de más (2.5% de tu venta de alimentos). Esa diferencia junta merma, robo`,
    );
  });

  it('says a cost under the recipes is not a gain, and why there is no gap without recipes', async () => {
    const under = await ask('¿cuánta merma tengo?', withRecipes(2_000_000));
    expect(under.answer).toContain(`${money(50_000)} de menos`);
    expect(under.answer).toMatch(/inventario sin contar/);
    const reads = {
      '/api/v1/intelligence/food-cost': {
        attributes: { ...FOOD_COST, theoretical_food_cost_cents: null, food_cost_variance_cents: null },
        meta: {
          theoretical: {
            items_by_recipe: 2,
            items_by_catalog_cost: 0,
            items_without_cost: ['Gringa', 'Pozole'],
          },
        },
      },
    };
    const none = await ask('¿cuánta merma tengo?', reads);
    expect(none.quoted).toEqual({});
    expect(none.answer).toMatch(
      /^No puedo separar la merma .*sin receta ni costo en el catálogo \(«Gringa» y «Pozole»\)/,
    );
  });
});

describe('cost intents when the data cannot answer', () => {
  it('says costs are not available yet when the endpoint is not in this deployment', async () => {
    const result = await ask('¿Cómo va mi costo de alimentos?', {});
    expect(result.figures).toEqual([]);
    expect(result.answer).toBe(
      'Los costos todavía no están disponibles en tu servicio, así que no puedo contestarte eso sin inventar un número. Para calcularlo, captura tus compras del periodo en el back office (Compras), con su categoría (alimentos, bebidas o bar).',
    );
  });

  it('names the plan when the branch plan lacks the module', async () => {
    const result = await ask('¿qué tengo que comprar?', {
      '/api/v1/intelligence/inventory/suggestions': { status: 403 },
    });
    expect(result.figures).toEqual([]);
    expect(result.answer).toMatch(/Tu plan no incluye esa información; la tienes desde el plan Pro\./);
  });

  it('asks for the captures when the ratio is null (nothing captured)', async () => {
    const result = await ask('¿Cómo va mi costo de alimentos?', {
      '/api/v1/intelligence/food-cost': {
        attributes: { ...FOOD_COST, food_cost_pct: null, food_cost_status: null },
      },
    });
    expect(result.figures).toEqual([]);
    expect(result.period).toEqual(MONTH);
    expect(result.answer).toMatch(/^Todavía no puedo darte tu costo de alimentos del domingo 1 de marzo/);
    expect(result.answer).toMatch(/captura tus compras/);
    const labor = await ask('¿cuánto llevo de nómina?', {
      '/api/v1/intelligence/labor-cost': {
        attributes: { total_labor_cents: null, labor_cost_pct: null, labor_cost_status: null },
      },
    });
    expect(labor.figures).toEqual([]);
    expect(labor.answer).toMatch(/captura la nómina/);
    const pnl = await ask('¿cuál es mi ebitda este mes?', {
      '/api/v1/intelligence/pnl': {
        attributes: { ...PNL, ebitda: { ebitda_cents: null, ebitda_pct: null, ebitda_status: null } },
      },
    });
    expect(pnl.figures).toEqual([]);
    expect(pnl.answer).toMatch(/compras, tu nómina y tus gastos/);
  });

  it("gives the last whole month's payroll when the days asked have none captured yet", async () => {
    // Before 2026-12-06, the capture asked for alone.
    const none = { total_labor_cents: null, labor_cost_pct: null, labor_cost_status: null };
    const february = 8_400_000;
    const answered = await ask('¿Cuánto llevo de nómina esta quincena?', {
      '/api/v1/intelligence/labor-cost?date_from=2026-03-01&date_to=2026-03-06': { attributes: none },
      '/api/v1/intelligence/labor-cost?date_from=2026-02-01&date_to=2026-02-28': {
        attributes: { ...LABOR_COST, total_labor_cents: february },
      },
    });
    expect(answered.intent).toBe('labor_cost');
    expect(answered.quoted).toEqual({
      last_month_labor_cents: february,
      last_month_labor_day_cents: february / 28,
      // A quincena is half the month's payroll (before 2026-12-07, 15 of its 28 days).
      labor_share_cents: february / 2,
    });
    expect(answered.answer).toMatch(
      new RegExp(
        `captura la nómina .* El mes pasado: en febrero tu nómina sumó \\${money(february)}, unos \\${money(february / 28)} al día; una quincena, unos \\${money(february / 2)}\\.$`,
      ),
    );
  });

  // Since 2026-12-07; before, "sale con su corte Z. Pregúntame por el de ayer", which lacked it too.
  it("says today's payroll not captured, not only that the day has not closed", async () => {
    const none = { total_labor_cents: null, labor_cost_pct: null, labor_cost_status: null };
    const today = (missing: string[]) => ({
      '/api/v1/intelligence/labor-cost': { attributes: none, meta: { missing }, hasData: false },
    });
    const lacking = await ask('¿Cuánto es mi costo de nómina hoy?', today(['sales_without_iva', 'payroll']));
    expect(lacking.answer).toMatch(
      /^Todavía no puedo darte tu costo de nómina de hoy: el día cierra con su corte Z, y falta capturar la nómina\. /,
    );
    const closing = await ask('¿Cuánto es mi costo de nómina hoy?', today(['sales_without_iva']));
    expect(closing.answer).toMatch(
      /^Hoy todavía no cierras el día: tu costo de nómina de hoy sale con su corte Z\./,
    );
  });

  it('names the captures the null figure lacks (meta.missing), not "faltan datos"', async () => {
    const profit = {
      ...PNL.utilidad_neta,
      net_profit_cents: null,
      net_profit_pct: null,
      net_profit_status: null,
    };
    const result = await ask('¿Cuál es mi utilidad?', {
      '/api/v1/intelligence/pnl': {
        attributes: { ...PNL, utilidad_neta: profit },
        meta: { missing: ['payroll'] },
      },
    });
    expect(result.answer).toMatch(/^Todavía no puedo darte tu utilidad .*: falta capturar la nómina\. /);
    // What the read already gives meanwhile: the gross profit, quoted as the P&L has it (before,
    // only what to capture).
    const gross = PNL.utilidad_bruta;
    expect(result.answer).toContain(
      `Lo que sí sé: tu utilidad bruta (venta menos costo de ventas) fue de ${money(gross.gross_profit_cents!)}, un margen bruto de ${pct(gross.gross_margin_pct!)} de tu venta sin IVA (${money(PNL.ventas.total_net_sales_cents!)}); de ahí salen la nómina y los gastos. Para calcularlo`,
    );
    expect(result.quoted).toMatchObject({
      gross_profit_cents: gross.gross_profit_cents,
      gross_margin_pct: gross.gross_margin_pct,
    });
    // What to capture is what it lacks, not every input (since 2026-12-07; before, "captura en el
    // back office tus compras, tu nómina y tus gastos").
    expect(result.answer).toMatch(
      /Para calcularlo, captura en el back office la nómina del periodo \(Nómina\), por departamento\.$/,
    );
  });

  it('says there is nothing to buy when the suggestion list is empty', async () => {
    const result = await ask('¿qué tengo que comprar?', {
      '/api/v1/intelligence/inventory/suggestions': {
        attributes: { ...SUGGESTIONS, by_supplier: [], total_suggested_cents: 0 },
        meta: { as_of: TODAY, count_date: COUNT_DATE, low_stock: [] },
      },
    });
    expect(result.answer).toBe(
      'Con tu conteo de inventario del viernes 6 de marzo no necesitas comprar nada para 7 días, de hoy sábado 7 de marzo al viernes 13 de marzo.',
    );
    expect(result.quoted).toEqual({ days_ahead: 7 });
  });

  it('says which input of a ratio is incomplete, in the costs own sentence', async () => {
    const incomplete = [{ input: 'payroll' as const, covered_days: 2, period_days: 14 }];
    const labor = await ask('¿cuánto llevo de nómina?', {
      '/api/v1/intelligence/labor-cost': {
        attributes: { ...LABOR_COST, labor_cost_status: null },
        meta: { incomplete },
      },
    });
    expect(labor.answer).toContain(incompleteInputSentence(incomplete[0]!));
    expect(labor.quoted).toMatchObject({ payroll_covered_days: 2, payroll_period_days: 14 });
    // Food cost reads purchases, not payroll: no sentence about the payroll.
    const food = await ask('¿cómo va mi costo de alimentos?', {
      '/api/v1/intelligence/food-cost': { attributes: FOOD_COST, meta: { incomplete } },
    });
    expect(food.answer).not.toContain('incompleto');
  });

  it('says a ratio alone when the period has no amount of its own', async () => {
    const pnl = await ask('¿cuál es mi ebitda este mes?', {
      '/api/v1/intelligence/pnl': {
        attributes: { ...PNL, ebitda: { ebitda_cents: null, ebitda_pct: 12, ebitda_status: null } },
      },
    });
    expect(pnl.answer).toBe(
      `Tu EBITDA del domingo 1 de marzo al viernes 6 de marzo (hasta ayer: hoy todavía no cierra) va en 12.0% de tu venta sin IVA (${money(PNL.ventas.total_net_sales_cents)}).`,
    );
    expect(pnl.quoted).toEqual({ ebitda_pct: 12, total_net_sales_cents: PNL.ventas.total_net_sales_cents });
  });
});

describe('spending asked of a target the P&L has no line for, and a month asked "al mes"', () => {
  const reads = {
    '/api/v1/intelligence/pnl': {
      attributes: {
        ...PNL,
        gastos_operativos: {
          ...PNL.gastos_operativos,
          rent_cents: 870_000,
          utilities_cents: null,
          maintenance_cents: null,
          marketing_cents: null,
          admin_cents: null,
          other_expenses_cents: null,
        },
        utilidad_neta: {
          ...PNL.utilidad_neta,
          depreciation_cents: null,
          interest_cents: null,
          taxes_cents: null,
        },
      },
    },
  };

  it('says it has no "carne" line before the lines it has, so no figure reads as the meat', async () => {
    const answered = await ask('¿Cuánto gasté en carne este mes?', reads);
    expect(answered.intent).toBe('expenses');
    expect(answered.answer).toMatch(
      /^No tengo tu gasto en «carne» por separado: tus compras de insumos van juntas en el costo de ventas y tus gastos, por rubro\. Del domingo 1 de marzo .* tus costos y gastos fueron: costo de ventas \$32,500\.00, nómina \$28,000\.00 y renta \$8,700\.00\./,
    );
    // A line the P&L has is said alone; "en total" names no target.
    expect((await ask('¿Cuánto gasté de renta este mes?', reads)).answer).toMatch(
      /tu estado de resultados lleva renta por \$8,700\.00, cada gasto repartido entre los días que cubre\./,
    );
    expect((await ask('¿Cuánto gasté en total este mes?', reads)).answer).toMatch(/^Del domingo 1 de marzo/);
  });

  it("gives a line's day worth when asked «al día» (since 2026-12-07)", async () => {
    // Before, the month's amount alone. March: the rent over its 31 days.
    const answered = await ask('¿Cuánto me cuesta la renta al día este mes?', reads);
    const days = answered.period!.to.slice(8, 10);
    expect(answered.answer).toContain(
      `En promedio, ${money(divideRounded(870_000, Number(days))!)} al día (el total de renta del periodo repartido en sus ${Number(days)} días).`,
    );
  });

  it('reads "se me fue en" as what the money went on (since 2026-12-07)', async () => {
    // Before, out of the domain.
    expect((await ask('cuanto se me fue en carne este mes', reads)).intent).toBe('expenses');
  });

  it('says the payroll is missing and gives no total without it (since 2026-12-07)', async () => {
    // Before, the lines alone, as if they were the whole of the period's costs.
    const pnl = reads['/api/v1/intelligence/pnl'].attributes;
    const noPayroll = {
      ...pnl,
      gastos_operativos: { ...pnl.gastos_operativos, labor_cost_cents: null, total_opex_cents: null },
    };
    const answered = await ask('¿Cuánto llevo gastado en total este mes?', {
      '/api/v1/intelligence/pnl': { attributes: noPayroll },
    });
    expect(answered.answer).toMatch(
      /tus costos y gastos fueron: costo de ventas \$32,500\.00 y renta \$8,700\.00\. Falta capturar la nómina de esos días: sin ella no te doy un total\./,
    );
  });

  // Since 2026-12-08; before, "costo de ventas $0.00" of a day in service, in the past tense.
  it("says today's cost of sales comes with its corte Z, not $0.00, before any sale", async () => {
    const pnl = reads['/api/v1/intelligence/pnl'].attributes;
    const noSalesYet = {
      ...pnl,
      ventas: { ...pnl.ventas, total_net_sales_cents: 0 },
      costo_de_ventas: { ...pnl.costo_de_ventas, total_cogs_cents: 0 },
    };
    const answered = await ask('¿Cuánto he gastado hoy?', {
      '/api/v1/intelligence/pnl': { attributes: noSalesYet },
    });
    expect(answered.intent).toBe('expenses');
    expect(answered.answer).toMatch(
      /^Hoy, .* tus costos y gastos van: nómina \$28,000\.00 y renta \$8,700\.00\./,
    );
    expect(answered.answer).toContain(' El costo de ventas de hoy llega con su corte Z, con lo que vendas.');
    expect(answered.quoted).not.toHaveProperty('total_cogs_cents');
  });

  it('orders the lines by amount, the largest first, when asked which costs most', async () => {
    const pnl = reads['/api/v1/intelligence/pnl'].attributes;
    const rentHigh = { ...pnl, gastos_operativos: { ...pnl.gastos_operativos, rent_cents: 4_000_000 } };
    const answered = await ask('¿En qué gasté más este mes?', {
      '/api/v1/intelligence/pnl': { attributes: rentHigh },
    });
    const lines = [
      ['renta', 4_000_000],
      ['costo de ventas', pnl.costo_de_ventas.total_cogs_cents!],
      ['nómina', pnl.gastos_operativos.labor_cost_cents!],
    ] as const;
    const sorted = [...lines].sort((a, b) => b[1] - a[1]);
    expect(answered.answer).toMatch(
      new RegExp(
        `, de mayor a menor, lo que más te costó fue: ${sorted[0]![0]} \\$[\\d,.]+, ${sorted[1]![0]} \\$[\\d,.]+ y ${sorted[2]![0]} \\$`,
      ),
    );
    // Not asked so, the P&L's order.
    expect(
      (await ask('¿Cuánto gasté este mes?', { '/api/v1/intelligence/pnl': { attributes: rentHigh } })).answer,
    ).toMatch(/tus costos y gastos fueron: costo de ventas/);
  });

  // Since 2026-12-06; before, the month's lines alone, or out of the domain.
  it("says a day's worth of every line when asked what a day costs", async () => {
    const pnl = reads['/api/v1/intelligence/pnl'].attributes;
    const all = pnl.costo_de_ventas.total_cogs_cents! + pnl.gastos_operativos.labor_cost_cents! + 870_000;
    for (const question of ['¿Cuánto gasto al día?', '¿Cuánto me cuesta abrir un día?']) {
      const answered = await ask(question, reads);
      expect(answered.intent, question).toBe('expenses');
      expect(answered.calls[0]).toContain('date_from=2026-02-01&date_to=2026-02-28');
      expect(answered.quoted).toMatchObject({ costs_per_day_cents: divideRounded(all, 28) });
      expect(answered.answer).toMatch(
        new RegExp(
          ` En promedio, \\${money(divideRounded(all, 28)!)} al día \\(el total de costos y gastos del periodo repartido en sus 28 días\\)\\.$`,
        ),
      );
    }
  });

  it('reads "al mes" as the last whole month', async () => {
    const answered = await ask('¿Cuánto pago de renta al mes?', reads);
    expect(answered.calls[0]).toContain('date_from=2026-02-01&date_to=2026-02-28');
  });

  it('reads a cost in the present of habit, or a bill named in the past, as the last whole month', async () => {
    for (const question of ['¿Cuánto gasto en luz?', '¿cuánto me sale la renta?', '¿Cuánto pago de nómina?'])
      expect((await ask(question, reads)).calls[0], question).toContain(
        'date_from=2026-02-01&date_to=2026-02-28',
      );
    // A bill named in the past is the last one paid (before 2026-12-05, this month's few days,
    // which hold only its accrued share); spending in general stays this month's.
    for (const question of ['¿Cuánto gasté en luz?', '¿Cuánto pagué de renta?'])
      expect((await ask(question, reads)).calls[0], question).toContain(
        'date_from=2026-02-01&date_to=2026-02-28',
      );
    expect((await ask('¿Cuánto gasté?', reads)).calls[0]).toContain('date_from=2026-03-01');
    // A month over "fueron" its expenses; this month's days still "van".
    expect((await ask('¿Cuánto pagué de renta?', reads)).answer).toMatch(
      /^Del domingo 1 de febrero al sábado 28 de febrero tu estado de resultados tiene renta por /,
    );
    expect((await ask('¿Cuánto pagué de renta este mes?', reads)).answer).toMatch(/ lleva renta por /);
  });

  it('says a service asked alone is not kept apart from the others, before their line', async () => {
    const pnl = reads['/api/v1/intelligence/pnl'].attributes;
    const utilities = 1_234_500;
    const billed = {
      '/api/v1/intelligence/pnl': {
        attributes: { ...pnl, gastos_operativos: { ...pnl.gastos_operativos, utilities_cents: utilities } },
      },
    };
    const gas = await ask('¿Cuánto gasté en gas este mes?', billed);
    expect(gas.answer).toMatch(
      new RegExp(
        `^No separo el gas: tu estado de resultados lleva luz, agua y gas juntos, como servicios\\. Del .* lleva servicios \\(luz, agua, gas\\) por \\${money(utilities)},`,
      ),
    );
    expect((await ask('¿Cuánto pagué de luz y agua este mes?', billed)).answer).toMatch(
      /^No separo la luz y el agua: /,
    );
    // The line asked as a whole, or every part of it: nothing to separate.
    for (const question of [
      '¿Cuánto gasté en servicios este mes?',
      '¿Cuánto gasté en luz, agua y gas este mes?',
    ])
      expect((await ask(question, billed)).answer, question).toMatch(/^Del /);
  });

  it("says of an expense line only the expenses' capture, and no percentage it did not state", async () => {
    // Since 2026-12-07; before, "¿cuánto gasté en gas?" ended on the payroll's coverage and "Ojo: ese
    // porcentaje queda fuera…" of a net margin it never said.
    const pnl = reads['/api/v1/intelligence/pnl'].attributes;
    const short = {
      '/api/v1/intelligence/pnl': {
        attributes: { ...pnl, gastos_operativos: { ...pnl.gastos_operativos, utilities_cents: 1_234_500 } },
        meta: {
          incomplete: [
            { input: 'payroll', covered_days: 2, period_days: 7 },
            { input: 'expenses', covered_days: 5, period_days: 7 },
          ],
          out_of_range: ['net_profit_pct'],
        },
      },
    };
    const gas = await ask('¿Cuánto gasté en luz la semana pasada?', short);
    expect(gas.intent).toBe('expenses');
    expect(gas.answer).not.toMatch(/nómina|ese porcentaje/);
    expect(gas.answer).toMatch(/Ojo, incompleto: los gastos capturados cubren 5 de 7 días\.$/);
    // The taxes asked: their own capture, not the expenses' (since 2026-12-07).
    const taxed = {
      '/api/v1/intelligence/pnl': {
        attributes: { ...pnl, utilidad_neta: { ...pnl.utilidad_neta, taxes_cents: 4_000_000 } },
        meta: {
          incomplete: [
            { input: 'expenses', covered_days: 5, period_days: 7 },
            { input: 'taxes', covered_days: 3, period_days: 7 },
          ],
        },
      },
    };
    const taxes = await ask('¿Cuánto pagué de impuestos la semana pasada?', taxed);
    expect(taxes.answer).toMatch(/Ojo, incompleto: los impuestos capturados cubren 3 de 7 días\.$/);
    expect(taxes.answer).not.toMatch(/gastos capturados/);
    // Every line, with no percentage either: the payroll's capture is said, the percentage not.
    const all = await ask('¿Cuánto gasté la semana pasada?', short);
    expect(all.answer).toMatch(/la nómina capturada cubre 2 de 7 días/);
    expect(all.answer).not.toMatch(/ese porcentaje/);
  });

  it('says a line at 0 is no expense of it captured, not one paid at $0.00', async () => {
    const pnl = reads['/api/v1/intelligence/pnl'].attributes;
    const operating = { ...pnl.gastos_operativos, utilities_cents: 0 };
    const zero = { '/api/v1/intelligence/pnl': { attributes: { ...pnl, gastos_operativos: operating } } };
    const alone = await ask('¿Cuánto gasté en luz este mes?', zero);
    expect(alone.answer).toMatch(
      /^No separo la luz: tu estado de resultados lleva luz, agua y gas juntos, como servicios\. Del domingo 1 de marzo .* no tengo ningún gasto de servicios \(luz, agua, gas\) capturado: servicios \(luz, agua, gas\) \$0\.00 en tu estado de resultados; si ya lo pagaste, revisa en el back office \(Gastos\) el periodo que le pusiste, porque cada gasto cuenta en los días de su periodo y no en el día en que lo pagaste; si no está, captúralo\.$/,
    );
    expect(alone.answer).not.toMatch(/pagaste servicios/);
    const beside = await ask('¿Cuánto gasté de renta y de luz este mes?', zero);
    expect(beside.answer).toMatch(
      /lleva renta por \$8,700\.00, cada gasto repartido entre los días que cubre\. No tengo ningún gasto de servicios \(luz, agua, gas\) capturado en esos días;/,
    );
  });
});

describe('the fixed costs, the main costs and a cost that moved', () => {
  /** Every expense line of the P&L, so the fixed costs are their sum with the payroll. */
  const lines = {
    rent_cents: 870_000,
    utilities_cents: 300_000,
    maintenance_cents: 100_000,
    marketing_cents: 200_000,
    admin_cents: 250_000,
    other_expenses_cents: 1_030_000,
  };
  const below = { depreciation_cents: 120_000, interest_cents: 80_000, taxes_cents: 400_000 };
  const opex = PNL.gastos_operativos.labor_cost_cents + Object.values(lines).reduce((a, b) => a + b, 0);
  const reads = {
    '/api/v1/intelligence/pnl': {
      attributes: {
        ...PNL,
        gastos_operativos: { ...PNL.gastos_operativos, ...lines, total_opex_cents: opex },
        utilidad_neta: { ...PNL.utilidad_neta, ...below },
      },
    },
  };

  it("gives the break-even's fixed costs, without the cost of sales or the taxes", async () => {
    const answered = await ask('¿Cuáles son mis costos fijos?', reads);
    expect(answered.intent).toBe('expenses');
    // A month's worth: the last whole one.
    expect(answered.period).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    const fixed = opex + below.depreciation_cents + below.interest_cents;
    expect(answered.quoted.fixed_costs_cents).toBe(fixed);
    expect(answered.answer).toMatch(
      new RegExp(`tus gastos fijos fueron \\${money(fixed)}: nómina \\$28,000\\.00, renta \\$8,700\\.00, `),
    );
    expect(answered.answer).toContain('depreciación $1,200.00 y intereses $800.00.');
    expect(answered.answer).not.toMatch(/impuestos|costo de ventas \$/);
  });

  it('reads "mis costos" as the prime cost, and gives the cost of sales while payroll is missing', async () => {
    expect((await ask('¿Cómo van mis costos?')).intent).toBe('prime_cost');
    const prime = {
      ...PNL.gastos_operativos,
      prime_cost_cents: null,
      prime_cost_pct: null,
      prime_cost_status: null,
    };
    const missing = await ask('¿Cómo va mi costo primo?', {
      '/api/v1/intelligence/pnl': {
        attributes: { ...PNL, gastos_operativos: prime },
        meta: { missing: ['payroll'] },
      },
    });
    expect(missing.answer).toContain(
      `falta capturar la nómina. Lo que sí sé: tu costo de ventas (alimentos, bebidas, bar y lo demás que vendes) fue de ${money(PNL.costo_de_ventas.total_cogs_cents)}; el costo primo le suma la nómina.`,
    );
    expect(missing.quoted.total_cogs_cents).toBe(PNL.costo_de_ventas.total_cogs_cents);
  });

  it.each([
    ['¿Subieron mis costos?', { from: '2026-02-01', to: '2026-02-28' }],
    ['¿Por qué bajó la utilidad?', { from: '2026-02-01', to: '2026-02-28' }],
    ['¿Subió mi costo de alimentos?', { from: '2026-03-01', to: '2026-03-06' }],
  ])('%s compares two periods; a figure needing payroll, the last whole month', async (question, period) => {
    const answered = await ask(question);
    expect(answered.intent).toBe('why_change');
    expect(answered.period).toEqual(period);
  });
});

describe("December's profit and the aguinaldo", () => {
  it('says the aguinaldo is due by 20 December and is not set apart, of a period holding that day', async () => {
    // Before 2026-12-07, December's profit with nothing said of it.
    const december = await ask('¿Cuánto gané en diciembre del año pasado?', ALL);
    expect(december.intent).toBe('profit');
    expect(december.period).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(december.answer).toContain(
      'Ojo: el aguinaldo (al menos 15 días de salario por persona, LFT art. 87) se paga antes del 20 de diciembre; si no lo capturaste en tu nómina, tu utilidad sale más alta de lo que es.',
    );
    // February's (the last whole month) says nothing of it.
    expect((await ask('¿Cuál es mi utilidad?', ALL)).answer).not.toContain('aguinaldo');
  });
});

describe('a ratio outside what a restaurant gives', () => {
  it('is said to be capture timing, with the range, and left unjudged', async () => {
    // Before 2026-12-07, "40.9% de tu venta sin IVA" with nothing said (meta.out_of_range unread).
    const high = {
      ...PNL,
      utilidad_neta: { net_profit_cents: 4_500_000, net_profit_pct: 45, net_profit_status: null },
    };
    const answered = await ask('¿Cuál es mi utilidad?', {
      ...ALL,
      '/api/v1/intelligence/pnl': { attributes: high, meta: { out_of_range: ['net_profit_pct'] } },
    });
    expect(answered.quoted).toMatchObject({ net_profit_pct: 45 });
    expect(answered.answer).toContain(
      'Ojo: ese porcentaje queda fuera de lo que da un restaurante: casi siempre es que falta capturar algo del periodo',
    );
    // Inside the range, nothing is said.
    expect((await ask('¿Cuál es mi utilidad?', ALL)).answer).not.toContain('fuera de lo que da');
  });
});

describe('a net profit with no taxes captured', () => {
  // February, the last whole month: 28 days, none with taxes captured (meta.incomplete says so).
  const beforeTaxes = {
    ...PNL,
    utilidad_neta: { ...PNL.utilidad_neta, net_profit_status: null },
  };
  const uncaptured = { incomplete: [{ input: 'taxes', covered_days: 0, period_days: 28 }] };
  const reads = { ...ALL, '/api/v1/intelligence/pnl': { attributes: beforeTaxes, meta: uncaptured } };

  it('is said to be before taxes and left unjudged', async () => {
    // Before 2026-12-07, "Está en rojo" (or "verde") as if the month were complete.
    const answered = await ask('¿Cuál es mi utilidad?', reads);
    expect(answered.quoted).toMatchObject({ net_profit_cents: PNL.utilidad_neta.net_profit_cents });
    expect(answered.answer).toContain(
      'Ojo: tu utilidad neta es antes de impuestos: no tengo ninguno capturado del domingo 1 de febrero al sábado 28 de febrero, así que no la califico.',
    );
    expect(answered.answer).not.toContain('Está en');
    // With the taxes in, nothing is said of them.
    expect((await ask('¿Cuál es mi utilidad?', ALL)).answer).not.toContain('antes de impuestos');
  });
});

describe('what a category type left', () => {
  const withCosts = (costs: object) => ({
    '/api/v1/intelligence/pnl': {
      attributes: { ...PNL, costo_de_ventas: { ...PNL.costo_de_ventas, ...costs } },
      meta: { incomplete: null },
    },
  });

  it.each([
    ['¿Cuánto me dejan las bebidas?', 'beverage', 'tus bebidas te dejaron'],
    ['¿cuánto gané con el bar el mes pasado?', 'bar', 'tu bar te dejó'],
  ] as const)('%s: its sales without IVA less its cost, the P&L’s', async (question, type, subject) => {
    const sales = PNL.ventas[`${type}_sales_cents`];
    const [cost, ratio] = type === 'beverage' ? [450_000, 30] : [600_000, 24];
    const answered = await ask(
      question,
      withCosts({ [`${type}_cost_cents`]: cost, [`${type}_cost_pct`]: ratio }),
    );
    expect(answered.intent).toBe('profit');
    expect(answered.quoted).toEqual({
      [`${type}_left_cents`]: sales - cost,
      [`${type}_sales_cents`]: sales,
      [`${type}_cost_cents`]: cost,
      [`${type}_cost_pct`]: ratio,
    });
    // No period named: the last whole month, as every profit question.
    expect(answered.answer).toBe(
      `Del domingo 1 de febrero al sábado 28 de febrero ${subject} ${money(sales - cost)} antes de nómina y gastos: vendiste ${money(sales)} sin IVA y te costaron ${money(cost)} (${ratio.toFixed(1)}% de su venta).`,
    );
  });

  it('says the cost is missing, and gives no amount left', async () => {
    const answered = await ask('¿Cuánto me dejan las bebidas?', withCosts({ beverage_cost_cents: null }));
    expect(answered.quoted).not.toHaveProperty('beverage_left_cents');
    expect(answered.answer).toMatch(
      /pero no tengo su costo: captura en el back office tus compras de bebidas/,
    );
  });
});

describe("the bar's cost, apart from the beverages'", () => {
  const WITH_BAR = {
    ...FOOD_COST,
    bar_cost_pct: 26.4,
    bar_cost_status: 'yellow',
    // 6,600 / 25,000 = 26.4 %.
    by_category: [...FOOD_COST.by_category, { category: 'bar', cost_cents: 660_000, sales_cents: 2_500_000 }],
  };
  it.each([
    '¿Cuál es mi costo de bar?',
    '¿Cómo va mi costo de barra este mes?',
    '¿cuál es mi costo del bar?',
    // Since 2026-12-06; before, "no tengo tu gasto en «alcohol» por separado".
    '¿Cuánto me costó el alcohol este mes?',
  ])("%s: the bar cost ratio and its amounts (before, the beverages' 18.0 %%)", async (question) => {
    const answered = await ask(question, { '/api/v1/intelligence/food-cost': { attributes: WITH_BAR } });
    expect(answered.intent).toBe('beverage_cost');
    expect(answered.quoted).toMatchObject({
      bar_cost_cents: 660_000,
      bar_sales_cents: 2_500_000,
      bar_cost_pct: 26.4,
    });
    expect(answered.answer).toMatch(
      /^Tu costo de barra del .* \$6,600\.00, 26\.4% de tu venta de bar \(\$25,000\.00 sin IVA\)\. Está en amarillo/,
    );
  });

  it('the beverages stay their own figure', async () => {
    const answered = await ask('¿Cuál es mi costo de bebidas?', {
      '/api/v1/intelligence/food-cost': { attributes: WITH_BAR },
    });
    expect(answered.quoted).toMatchObject({ beverage_cost_pct: 18 });
    expect(answered.quoted).not.toHaveProperty('bar_cost_pct');
  });
});
