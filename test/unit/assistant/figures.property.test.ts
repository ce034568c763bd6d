/**
 * Property: whatever the endpoints return (any spec-shaped body, generated), every number an answer
 * shows is one of its `figures` (same unit, same value; the sign is said in words), and every figure
 * is shown in the answer. Dates are the period, not figures; names (waiters, items, suppliers, alert
 * titles) may carry digits and are figures of their own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Figure } from '#shared/domain/assistant/answers.ts';
import { numbersIn } from '#shared/domain/assistant/format.ts';
import { INTENTS, type Intent } from '#shared/domain/assistant/intents.ts';
import { MISSING_INPUTS } from '#shared/domain/responses/intelligence.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import { type FakeRead, fakeReader } from './fake-reader.ts';

const QUESTION: Record<Intent, string> = {
  why_change: '¿Por qué bajó la utilidad este mes?',
  sales_total: '¿Cuánto vendí ayer?',
  sales_comparison: '¿Cómo me fue ayer comparado con el periodo anterior?',
  sales_by_shift: '¿Cuánto vendí por turno ayer?',
  peak_hour: '¿Cuál fue mi hora pico ayer?',
  best_day: '¿Cuál fue mi mejor día de la semana pasada?',
  avg_ticket: '¿Cuál fue mi ticket promedio ayer?',
  covers_tables: '¿Cuántos comensales tuve ayer?',
  best_waiter: '¿Quién fue mi mejor mesero ayer?',
  tips: '¿Cuánto dejaron de propina ayer?',
  payment_mix: '¿Cuánto fue en efectivo ayer?',
  cash_variance: '¿Me faltó dinero en caja ayer?',
  alerts: '¿Tengo alertas?',
  cancellations_discounts: '¿Cuántas cancelaciones hubo ayer?',
  top_item: '¿Cuál fue el platillo más vendido ayer?',
  menu_remove: '¿Qué platillo debería quitar?',
  menu_promote: '¿Qué platillo debería promover?',
  menu_price: '¿Qué platillo le subo de precio?',
  menu_stars: '¿Cuáles son mis platillos estrella?',
  menu_matrix: '¿Cómo está mi menú?',
  food_cost: '¿Cómo va mi costo de alimentos?',
  beverage_cost: '¿Cuál es mi costo de bebidas?',
  labor_cost: '¿Cuánto llevo de nómina?',
  prime_cost: '¿Cuál es mi costo primo?',
  profit: '¿Cuánto gané este mes?',
  ebitda: '¿Cuál es mi EBITDA?',
  break_even: '¿Cuál es mi punto de equilibrio?',
  purchase_suggestions: '¿Qué tengo que comprar?',
  expenses: '¿Cuánto gasté este mes?',
  cash_balance: '¿Cuánto efectivo debe haber en caja hoy?',
  forecast_sales: '¿Cuánto voy a vender mañana?',
  forecast_covers: '¿Cuántos clientes espero el sábado?',
  forecast_prep: '¿Qué preparo para mañana?',
  forecast_staff: '¿Cuánta gente necesito el viernes en la tarde?',
  forecast_accuracy: '¿Qué tan acertado es el pronóstico?',
  kpis: '¿Cómo están mis indicadores?',
};

/** Questions answered from another read than their intent's usual one (today live, a named line). */
const MORE_QUESTIONS: ReadonlyArray<[Intent, string]> = [
  ['sales_total', '¿Cuánto llevo vendido hoy?'],
  ['cash_variance', '¿Me falta dinero en caja hoy?'],
  ['cash_variance', '¿Hubo faltantes la semana pasada?'],
  ['expenses', '¿Cuánto pagué de renta y de luz el mes pasado?'],
  ['cash_balance', '¿Cuánto efectivo debía haber en caja ayer?'],
  ['top_item', '¿Cuántas órdenes de pastor vendí ayer?'],
  // A day to come against a closed day, and against today still open (forecast-versus.ts).
  ['forecast_sales', '¿Mañana voy a vender más que el jueves pasado?'],
  ['forecast_sales', '¿Voy a vender más mañana que hoy?'],
  // The calendar, each day with its effect in the forecast where it reaches (calendar-days.ts).
  ['forecast_sales', '¿Qué días festivos vienen?'],
  ['forecast_sales', '¿Cuándo es la próxima quincena?'],
  ['forecast_sales', '¿Mañana es quincena?'],
  // A weekday's habit: its average day against the typical day of 8 weeks (weekday-profile.ts).
  ['why_change', '¿Por qué los sábados vendo más?'],
  ['best_day', '¿Qué día de la semana vendo más?'],
  // A weekday's hours: its open days of 8 weeks, one by-hour read each (weekday-hours.ts).
  ['peak_hour', '¿A qué hora vendo más los sábados?'],
  ['peak_hour', '¿A qué hora llega menos gente los viernes?'],
];

const cents = fc.integer({ min: -50_000_000, max: 50_000_000 });
const positiveCents = fc.integer({ min: 0, max: 50_000_000 });
const pct = fc.integer({ min: -2_000, max: 20_000 }).map((tenths) => tenths / 10);
const count = fc.integer({ min: 0, max: 5_000 });
const status = fc.constantFrom('green', 'yellow', 'red', null);
const name = fc.oneof(
  fc.constantFrom(
    'María García',
    'Luis Hernández',
    'Coca-Cola 600 ml',
    'Tacos 3x2',
    'Cerveza clara',
    'Agua 1.5 L',
    'Tacos al pastor (orden)',
  ),
  fc.stringMatching(/^[A-ZÁÉÑ][a-záéíóúñ]{2,8}( [A-Z][a-z]{2,8})?$/),
);
const orNull = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const shiftFigures = fc.record({ sales_cents: orNull(positiveCents), covers: orNull(count) });

const summary = fc
  .record({
    total_sales_cents: positiveCents,
    total_sales_no_iva_cents: orNull(positiveCents),
    food_sales_cents: orNull(positiveCents),
    beverage_sales_cents: orNull(positiveCents),
    bar_sales_cents: orNull(positiveCents),
    covers_total: orNull(count),
    tables_served_total: orNull(fc.integer({ min: 1, max: 2_000 })),
    avg_pax: orNull(fc.integer({ min: 0, max: 200 }).map((tenths) => tenths / 10)),
    vs_previous_period: fc.record({
      total_sales_pct_change: orNull(pct),
      covers_pct_change: orNull(pct),
      avg_ticket_pct_change: orNull(pct),
    }),
    by_shift: fc.record({
      breakfast: shiftFigures,
      lunch: shiftFigures,
      dinner: shiftFigures,
      bar: shiftFigures,
    }),
  })
  .map((body) => ({
    ...body,
    avg_ticket_cents:
      body.tables_served_total === null
        ? null
        : Math.round(body.total_sales_cents / body.tables_served_total),
  }));

const byHour = fc
  .uniqueArray(
    fc.record({
      hour: fc.integer({ min: 0, max: 23 }),
      sales_cents: positiveCents,
      covers: orNull(count),
      tables: orNull(count),
    }),
    {
      selector: (bucket) => bucket.hour,
      maxLength: 24,
    },
  )
  .map((buckets) => {
    const hours = buckets.map((bucket) => ({
      ...bucket,
      hour: `${String(bucket.hour).padStart(2, '0')}:00`,
    }));
    const sorted = [...hours].sort((a, b) => b.sales_cents - a.sales_cents);
    return { peak_hour: sorted[0]?.hour ?? null, valley_hour: sorted.at(-1)?.hour ?? null, hours };
  });

const employees = fc
  .uniqueArray(fc.record({ name, total_sales_cents: positiveCents }), {
    selector: (e) => e.name,
    maxLength: 8,
  })
  .map((list) => ({ employees: list.map((employee, index) => ({ ...employee, rank: index + 1 })) }));

const reconciliation = fc.record({
  totals: fc.record({
    cash_sales_cents: orNull(positiveCents),
    card_sales_cents: orNull(positiveCents),
    transfer_sales_cents: orNull(positiveCents),
    delivery_sales_cents: orNull(positiveCents),
    voucher_sales_cents: orNull(positiveCents),
    tips_cents: orNull(positiveCents),
    grand_total_cents: orNull(positiveCents),
    variance_cents: orNull(cents),
  }),
  // A period's answer names each corte with a difference (cash-variance.ts).
  records: fc.array(
    fc.record({
      date: fc.constantFrom('2026-03-02', '2026-03-04', '2026-03-06'),
      cash_register: fc.constantFrom('Caja 1', 'Caja 2', null),
      closing_type: fc.constant('zout'),
      end_at: fc.constant('2026-03-06T23:30:00-06:00'),
      shift: fc.constant(null),
      cashier: fc.constant(null),
      variance_cents: orNull(cents),
    }),
    { maxLength: 8 },
  ),
});

const variancePct = orNull(fc.integer({ min: 0, max: 1_000 }).map((t) => t / 10));
const varianceSummary = fc.tuple(variancePct, status, positiveCents).map(([value, s, gross]) => ({
  variance_pct: value,
  variance_status: value === null ? null : s,
  gross_variance_cents: gross,
}));
/**
 * The assistant's reconciliation read also carries the period's variance % (the KPI's) in meta,
 * and each closing's own (as many as the records, or fewer: the answer reads what is there).
 */
const variance = fc.record({
  variance: varianceSummary,
  record_variances: fc.array(varianceSummary, { maxLength: 8 }),
});

const alerts = fc
  .array(fc.record({ severity: fc.constantFrom('red', 'yellow', 'blue'), title: name }), { maxLength: 6 })
  .map((list) => ({
    total_count: list.length,
    critical_count: list.filter((alert) => alert.severity === 'red').length,
    warning_count: list.filter((alert) => alert.severity === 'yellow').length,
    alerts: list,
  }));

/** The KPIs read: the benchmark table's ratios, each with a value or none, judged or not. */
const kpis = fc
  .array(
    fc.record({
      key: fc.constantFrom('food_cost_pct', 'labor_cost_pct', 'net_profit_pct', 'other_pct'),
      value: orNull(pct),
      status: fc.constantFrom('green', 'yellow', 'red', null),
      bounds: orNull(fc.tuple(pct, pct)),
    }),
    { maxLength: 6 },
  )
  .map((list) => ({
    kpis: list.map((entry) => ({
      key: entry.key,
      label: `Indicador ${entry.key}`,
      value: entry.value,
      unit: '%' as const,
      status: entry.value === null ? null : entry.status,
      benchmark_green: entry.bounds?.[0] ?? null,
      benchmark_red: entry.bounds?.[1] ?? null,
    })),
  }));

const menu = fc
  .tuple(
    fc.uniqueArray(
      fc.record({
        item_name: name,
        quantity_sold: count,
        net_sales_cents: positiveCents,
        quadrant: fc.constantFrom('star', 'puzzle', 'plowhorse', 'dog', null),
        action: fc.constant('Mantén receta, porción y precio.'),
        total_contribution_cents: orNull(cents),
      }),
      { selector: (item) => item.item_name, maxLength: 10 },
    ),
    // Items of type other (packaging, extras), apart from the quadrants.
    fc.uniqueArray(fc.record({ item_name: name, quantity_sold: count, net_sales_cents: positiveCents }), {
      selector: (item) => item.item_name,
      maxLength: 3,
    }),
  )
  .map(([items, other_items]) => ({
    summary: {
      stars_count: items.filter((item) => item.quadrant === 'star').length,
      puzzles_count: items.filter((item) => item.quadrant === 'puzzle').length,
      plowhorses_count: items.filter((item) => item.quadrant === 'plowhorse').length,
      dogs_count: items.filter((item) => item.quadrant === 'dog').length,
    },
    items,
    other_items,
  }));

const losses = fc.record({
  cancellations_count: count,
  cancellations_cents: positiveCents,
  discounts_count: count,
  discounts_cents: positiveCents,
});

const costOfType = (category: 'food' | 'beverage') =>
  fc.record({
    category: fc.constant(category),
    cost_cents: orNull(positiveCents),
    sales_cents: orNull(positiveCents),
  });
const foodCost = fc.record({
  food_cost_pct: orNull(pct),
  food_cost_status: status,
  beverage_cost_pct: orNull(pct),
  beverage_cost_status: status,
  by_category: fc.tuple(costOfType('food'), costOfType('beverage')),
});
const laborCost = fc.record({
  total_labor_cents: orNull(positiveCents),
  labor_cost_pct: orNull(pct),
  labor_cost_status: status,
});
const pnl = fc.record({
  ventas: fc.record({
    total_net_sales_cents: orNull(positiveCents),
    food_sales_cents: orNull(positiveCents),
    beverage_sales_cents: orNull(positiveCents),
    bar_sales_cents: orNull(positiveCents),
  }),
  utilidad_bruta: fc.record({ gross_profit_cents: orNull(cents), gross_margin_pct: orNull(pct) }),
  costo_de_ventas: fc.record({
    food_cost_cents: orNull(positiveCents),
    food_cost_pct: orNull(pct),
    beverage_cost_cents: orNull(positiveCents),
    beverage_cost_pct: orNull(pct),
    bar_cost_cents: orNull(positiveCents),
    bar_cost_pct: orNull(pct),
    other_cost_cents: orNull(positiveCents),
    total_cogs_cents: orNull(positiveCents),
  }),
  gastos_operativos: fc.record({
    labor_cost_cents: orNull(positiveCents),
    labor_cost_pct: orNull(pct),
    total_opex_cents: orNull(positiveCents),
    prime_cost_cents: orNull(cents),
    prime_cost_pct: orNull(pct),
    prime_cost_status: status,
    rent_cents: orNull(positiveCents),
    utilities_cents: orNull(positiveCents),
    maintenance_cents: orNull(positiveCents),
    marketing_cents: orNull(positiveCents),
    admin_cents: orNull(positiveCents),
    other_expenses_cents: orNull(positiveCents),
  }),
  ebitda: fc.record({ ebitda_cents: orNull(cents), ebitda_pct: orNull(pct), ebitda_status: status }),
  utilidad_neta: fc.record({
    depreciation_cents: orNull(positiveCents),
    interest_cents: orNull(positiveCents),
    taxes_cents: orNull(positiveCents),
    net_profit_cents: orNull(cents),
    net_profit_pct: orNull(pct),
    net_profit_status: status,
  }),
});
const suggestions = fc
  .uniqueArray(fc.record({ supplier_name: name, subtotal_cents: positiveCents }), {
    selector: (supplier) => supplier.supplier_name,
    maxLength: 5,
  })
  .chain((suppliers) =>
    fc.record({
      days_ahead: fc.integer({ min: 1, max: 60 }),
      total_suggested_cents: positiveCents,
      by_supplier: fc.constant(suppliers.map((supplier) => ({ ...supplier, items: [] }))),
    }),
  );

const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `2026-03-07T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00.000-06:00`);
const liveCash = fc.record({
  as_of: clock,
  opening_balance_cents: orNull(positiveCents),
  cash_sales_so_far_cents: orNull(positiveCents),
  cash_in_so_far_cents: orNull(positiveCents),
  cash_out_so_far_cents: orNull(positiveCents),
  expected_balance_cents: orNull(cents),
  last_count: orNull(fc.record({ at: clock, variance_cents: orNull(cents) })),
});
const liveSales = fc.record({
  as_of: clock,
  total_sales_cents: orNull(positiveCents),
  covers_so_far: orNull(count),
  tables_so_far: orNull(count),
  avg_ticket_cents: orNull(positiveCents),
  vs_same_time_yesterday: fc.record({ sales_pct_change: orNull(pct) }),
  forecast_sales_cents: orNull(positiveCents),
  forecast_sales_basis: fc.constantFrom('without_iva', 'with_iva', null),
  pace_pct: orNull(pct),
});

/** The forecast reads, for a today of 2026-03-07: its 14 days, one day's hours and prep list, the accuracy. */
const FORECAST_STATUS = fc.constantFrom('ok', 'ok', 'ok', 'closed', 'insufficient_history');
const driver = fc.record({
  code: fc.constantFrom('weekday', 'trend', 'quincena', 'holiday'),
  label: fc.constantFrom('Sábado', 'Quincena', 'Día de las Madres', 'Aniversario 10 años', 'Tendencia'),
  effect_pct: fc.integer({ min: -900, max: 900 }).map((tenths) => tenths / 10),
});
const forecastDays = fc
  .array(
    fc.record({
      status: FORECAST_STATUS,
      sales: fc.array(positiveCents, { minLength: 3, maxLength: 3 }),
      covers: fc.array(count, { minLength: 3, maxLength: 3 }),
      drivers: fc.array(driver, { maxLength: 3 }),
    }),
    { minLength: 14, maxLength: 14 },
  )
  .map((rows) => ({
    days: rows.map((row, index) => {
      const [low, point, high] = [...row.sales].sort((a, b) => a - b);
      const [coversLow, covers, coversHigh] = [...row.covers].sort((a, b) => a - b);
      const figures = row.status === 'ok';
      return {
        date: `2026-03-${String(7 + index).padStart(2, '0')}`,
        status: row.status,
        sales_cents: figures ? point : null,
        sales_low_cents: figures ? low : null,
        sales_high_cents: figures ? high : null,
        covers: figures ? covers : null,
        covers_low: figures ? coversLow : null,
        covers_high: figures ? coversHigh : null,
        drivers:
          row.status === 'closed' ? [{ code: 'closed', label: 'Cerrado', effect_pct: -100 }] : row.drivers,
      };
    }),
  }));
const forecastHours = fc
  .record({
    status: FORECAST_STATUS,
    hours: fc.uniqueArray(
      fc.record({ at: fc.integer({ min: 7, max: 23 }), staff: orNull(fc.integer({ min: 0, max: 9 })) }),
      { selector: (hour) => hour.at, maxLength: 12 },
    ),
  })
  .map(({ status, hours }) => ({
    date: '2026-03-13',
    status,
    hours: hours.map((hour) => ({
      hour: `${String(hour.at).padStart(2, '0')}:00`,
      sales_cents: 0,
      sales_low_cents: 0,
      sales_high_cents: 0,
      covers: 0,
      covers_low: 0,
      covers_high: 0,
      staff_suggested: hour.staff,
    })),
  }));
const staffing = fc
  .record({ source: fc.constantFrom('setting', 'own', null), rate: positiveCents })
  .map(({ source, rate }) => ({
    staffing: {
      source,
      sales_per_staff_hour_cents: source === null ? null : rate,
      days_measured: 0,
      labor_cost_per_staff_hour_cents: null,
      reason:
        source === null ? 'Sin meseros en las líneas de venta ni meta de ventas por hora-persona.' : null,
      labor_cost_reason: null,
    },
  }));
const prepItem = fc
  .record({ name, quantities: fc.array(count, { minLength: 3, maxLength: 3 }) })
  .map(({ name: itemName, quantities }) => {
    const [low, quantity, high] = [...quantities].sort((a, b) => a - b);
    return {
      product_id: itemName,
      name: itemName,
      category_type: 'food',
      quantity,
      quantity_low: low,
      quantity_high: high,
      intermittent: false,
    };
  });
const forecastItems = fc.record({
  date: fc.constant('2026-03-08'),
  status: FORECAST_STATUS,
  items: fc.uniqueArray(prepItem, { selector: (item) => item.name, maxLength: 14 }),
  other_items: fc.constant([]),
});
const ratio = fc.integer({ min: 0, max: 1_000 }).map((thousandths) => thousandths / 1_000);
const accuracy = fc
  .record({
    wape: orNull(ratio),
    naive: orNull(ratio),
    coverage: orNull(ratio),
    days: fc.integer({ min: 0, max: 28 }),
  })
  .map(({ wape, naive, coverage, days }) => ({
    horizons: [
      {
        horizon: 1,
        figure: 'sales',
        wape: days < 7 ? null : wape,
        bias_pct: null,
        interval_coverage: coverage,
        days_scored: days,
        wape_naive_week: naive,
        wape_naive_4w: null,
        reason:
          wape === null || days < 7
            ? 'Se necesitan al menos 7 días con pronóstico y venta real; hay 3.'
            : null,
      },
    ],
    days: [],
  }));
/** The 8 weeks through 2026-03-06, each day open or not, with or without covers and tables. */
const salesDays = fc
  .array(
    fc.record({
      open: fc.boolean(),
      sales: positiveCents,
      covers: orNull(count),
      tables: orNull(fc.integer({ min: 0, max: 300 })),
    }),
    { minLength: 56, maxLength: 56 },
  )
  .map((rows) => ({
    days: rows.map((row, index) => ({
      date: new Date(Date.UTC(2026, 0, 10 + index)).toISOString().slice(0, 10),
      summaries_count: row.open ? 1 : 0,
      total_sales_cents: row.open ? row.sales : 0,
      total_sales_no_iva_cents: null,
      covers: row.covers,
      tables_served: row.tables,
    })),
  }));

const read = <T>(attributes: fc.Arbitrary<T>, meta?: fc.Arbitrary<Record<string, unknown>>) =>
  (meta
    ? fc.record({ attributes, hasData: fc.boolean(), meta })
    : fc.record({ attributes, hasData: fc.boolean() })) as fc.Arbitrary<FakeRead>;

const endpoints = fc.record({
  '/api/v1/intelligence/sales/summary': read(summary),
  '/api/v1/intelligence/sales/by-hour': read(byHour),
  '/api/v1/intelligence/sales/by-employee': read(employees),
  '/api/v1/intelligence/sales/reconciliation': read(reconciliation, variance),
  '/api/v1/intelligence/alerts': read(alerts),
  '/api/v1/intelligence/kpis': read(kpis),
  '/api/v1/intelligence/menu/engineering': read(menu),
  'internal:cancellations-and-discounts': read(losses),
  'internal:sales-by-day': read(salesDays),
  '/api/v1/intelligence/food-cost': read(foodCost),
  '/api/v1/intelligence/labor-cost': read(laborCost),
  '/api/v1/intelligence/pnl': read(pnl, fc.record({ missing: fc.subarray([...MISSING_INPUTS]) })),
  '/api/v1/intelligence/inventory/suggestions': read(
    suggestions,
    fc.record({ count_date: fc.constantFrom('2026-03-06', '2026-02-20', null) }),
  ),
  '/api/v1/live/cash/balance': read(liveCash),
  '/api/v1/live/sales/today': read(
    liveSales,
    fc.constant({ comparison: { date: '2026-02-28', sales_so_far_cents: 1_250_000 } }),
  ),
  '/api/v1/intelligence/forecast': read(
    forecastDays,
    fc.record({ sales_basis: fc.constantFrom('without_iva', 'with_iva') }),
  ),
  '/api/v1/intelligence/forecast/hours': read(forecastHours, staffing),
  '/api/v1/intelligence/forecast/items': read(forecastItems),
  '/api/v1/intelligence/forecast/accuracy': read(accuracy),
});

const KIND_OF_UNIT: Record<Figure['unit'], string> = {
  cents: 'cents',
  '%': '%',
  hour: 'hour',
  count: 'number',
  number: 'number',
  text: 'text',
};

function check(answer: string, figures: Figure[]): void {
  const names = figures.filter((figure) => figure.unit === 'text').map((figure) => String(figure.value));
  const shown = numbersIn(answer, names);
  for (const number of shown) {
    const found = figures.some(
      (figure) =>
        KIND_OF_UNIT[figure.unit] === number.kind &&
        (typeof figure.value === 'number'
          ? Math.abs(figure.value) === number.value
          : figure.value === number.value),
    );
    expect(found, `${number.text} in "${answer}" is not a figure: ${JSON.stringify(figures)}`).toBe(true);
  }
  for (const figure of figures) {
    if (figure.unit === 'text') {
      expect(answer, figure.key).toContain(String(figure.value));
      continue;
    }
    const quoted = shown.some(
      (number) =>
        number.kind === KIND_OF_UNIT[figure.unit] &&
        (typeof figure.value === 'number'
          ? Math.abs(figure.value) === number.value
          : figure.value === number.value),
    );
    expect(quoted, `figure ${figure.key}=${figure.value} is not in "${answer}"`).toBe(true);
  }
}

const CASES: ReadonlyArray<[Intent, string]> = [
  ...INTENTS.map((intent): [Intent, string] => [intent, QUESTION[intent]]),
  ...MORE_QUESTIONS,
];

describe('every number in an answer is in its figures, and every figure is in the answer', () => {
  it.each(CASES)('%s: %s', async (intent, question) => {
    await fc.assert(
      fc.asyncProperty(endpoints, async (reads) => {
        const result = await answerWithRules({
          question,
          today: '2026-03-07',
          previous: null,
          reader: fakeReader(reads),
          requiredPlanOf: () => 'growth',
        });
        expect(result.intent).toBe(intent);
        check(result.answer, result.figures);
      }),
      { numRuns: 150 },
    );
  });
});
