/**
 * POST /api/v1/assistant/ask end to end on the local stack, over the assistant fixture branch
 * (test/support/assistant-fixture.ts: Friday 02-27, Thursday 03-05 with shifts, Friday 03-06, the
 * realistic end of day), asked on Saturday 2026-03-07 at noon, Mexico City.
 *
 * The table below is the proof of understanding: each question with the intent, the period and the
 * figures (key → value) the answer must quote, computed by hand from the fixture:
 *
 *   03-06: sales 4,602.00 (food 2,567.00, beverages 420.00, bar 1,575.00), 41 covers, 18 tables →
 *          ticket 460,200 / 18 = 25,567, 41 / 18 = 2.3 per table; cash 1,480.00, card 2,600.00,
 *          tips 280.00 (6.1 % of the 4,602.00 charged), shortage 150.00 = 6.1 % of 2,470.00 expected; peak 20:00 (990.00), valley
 *          15:00 (100.00); waiters María 1,232.00, Luis 1,150.00, Ana 1,115.00, Jorge 1,075.00;
 *          3 cancellations 250.00, 3 discounts 133.00; most sold: Cerveza clara 10, pastor 7, then
 *          5 each for Mezcal and suadero (name order: Mezcal).
 *   03-05: 4,000.00 (lunch 1,500.00 / 20 covers, dinner 2,500.00 / 30 covers), 50 covers, 20 tables
 *          → 2.5 per table; cash 1,600.00, card 2,400.00, tips 300.00 (7.5 % of 4,000.00), surplus
 *          50.00 = 3.1 %.
 *   02-27: 3,800.00, 40 covers, 20 tables.
 *   Week 03-02…03-07: 8,602.00; 91 covers, 38 tables → ticket 22,637 (860,200 / 38 = 22,636.8),
 *          2.4 per table; its closed days 03-02…03-06 vs 02-23…02-27 (3,800.00): +126.4 %, covers
 *          +127.5 %; variance −100.00 net, 200.00 shortages and surpluses added,
 *          (15,000 + 5,000) / (247,000 + 160,000) = 4.9 %, led by Friday's red corte; tips 580.00
 *          (58,000 / 860,200 = 6.7 % of the charged), 290.00 per corte over its 2 cortes.
 *   03-06 vs 03-05 (the previous period of one day): +15.1 % (60,200 / 400,000 = 15.05 %), covers
 *          −18.0 %.
 *   Days with a corte Z with sales: 02-27, 03-05, 03-06 only, so a longer period says how many of
 *          its days opened (last week 1 of 7, this week 2 of 5…); this week's 2 of 5 against last
 *          week's 1 of 5: 860,200 / 2 = 430,100 a day against 380,000, +13.2 %
 *          ((860,200 − 2 × 380,000) / (2 × 380,000) = 13.18 %).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiScope } from '#shared/domain/access.ts';
import { divideRounded, pctChangeOfRatios } from '#shared/domain/analytics/rounding.ts';
import { keys } from '#shared/storage/keys.ts';
import { createOAuthClient } from '#shared/storage/oauth-client-store.ts';
import { line } from '../fixtures/costs-month.ts';
import { ORDER_LINES } from '../fixtures/end-of-day.ts';
import {
  askAssistant,
  ingestAssistantFixture,
  NOW,
  quotedFigures,
  TODAY,
} from '../support/assistant-fixture.ts';
import { captureRecord, sendCall, smallDayCalls } from '../support/calls.ts';
import { commandsSentDuring } from '../support/counting-deps.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const clock = manualClock('2026-02-28T07:00:00.000Z');
let stack: TestStack;
let branch: TestBranch;

const ask = (question: string, options: { conversation_id?: string; branch?: TestBranch } = {}) =>
  askAssistant(stack, options.branch ?? branch, question, options.conversation_id);

beforeAll(async () => {
  stack = await startTestStack({ clock });
  branch = await stack.createBranch({ plan: 'growth', name: 'Taquería asistente' });
  await ingestAssistantFixture(stack, branch, clock);
}, 120_000);

afterAll(() => stack?.close());

const Y = { from: '2026-03-06', to: '2026-03-06' };
const THU = { from: '2026-03-05', to: '2026-03-05' };
// Closed days only: a period reaching today (still open) ends yesterday, and the answer says so.
const THIS_WEEK = { from: '2026-03-02', to: '2026-03-06' };
const THIS_MONTH = { from: '2026-03-01', to: '2026-03-06' };
// A comparison counts closed days only: through yesterday.
const CLOSED_WEEK = { from: '2026-03-02', to: '2026-03-06' };
const CLOSED_WEEK_OF_MONTH = { from: '2026-03-01', to: '2026-03-06' };
const LAST_WEEK = { from: '2026-02-23', to: '2026-03-01' };
const FEBRUARY = { from: '2026-02-01', to: '2026-02-28' };
const MENU_DEFAULT = { from: '2026-02-07', to: '2026-03-06' };
const SEVEN_DAYS = { from: '2026-03-01', to: '2026-03-07' };

const FRIDAY = {
  total_sales_cents: 460200,
  food_sales_cents: 256700,
  beverage_sales_cents: 42000,
  bar_sales_cents: 157500,
};
// The week's other day sold 400,000 split by no category: no split is said (Friday's alone read as
// the week's: "alimentos $2,567.00" of $8,602.00).
const WEEK = { total_sales_cents: 860200 };
const FEB_27 = { total_sales_cents: 380000 };
/** A period's days with a corte Z with sales, of its days (the answer says it when not all). */
const opened = (open: number, days: number) => ({ days_with_sales: open, period_days: days });
// Friday's summaries all sent their total without IVA: the sales answer quotes it beside the total,
// and what its three types leave of it (its envases, $40.00).
const FRIDAY_SALES = {
  ...FRIDAY,
  total_sales_no_iva_cents: 396724,
  other_sales_cents:
    FRIDAY.total_sales_cents - FRIDAY.food_sales_cents - FRIDAY.beverage_sales_cents - FRIDAY.bar_sales_cents,
};
const WAITERS = {
  best_waiter: 'María García',
  best_waiter_sales_cents: 123200,
  waiter_rank_2: 'Luis Hernández',
  waiter_rank_2_sales_cents: 115000,
  waiter_rank_3: 'Ana López',
  waiter_rank_3_sales_cents: 111500,
  waiter_rank_4: 'Jorge Ramírez',
  waiter_rank_4_sales_cents: 107500,
};
/** A dish's units and sales on 03-06: Σ of its order lines in the fixture (net totals, after discounts). */
const PASTOR_LINES = ORDER_LINES.filter((line) => line.item_name === 'Tacos al pastor (orden)');
const PASTOR = {
  item_1: 'Tacos al pastor (orden)',
  item_1_quantity: PASTOR_LINES.reduce((sum, line) => sum + line.quantity, 0),
  item_1_sales_cents: PASTOR_LINES.reduce((sum, line) => sum + line.net_total_cents, 0),
};
const TOP_ITEMS = {
  top_item: 'Cerveza clara',
  top_item_quantity: 10,
  top_item_2: 'Tacos al pastor (orden)',
  top_item_2_quantity: 7,
  top_item_3: 'Mezcal espadín (copa)',
  top_item_3_quantity: 5,
};
// A "platillo" is a dish of food: the beer and the mezcal are drinks (since 2026-12-07).
const TOP_DISHES = {
  top_item: 'Tacos al pastor (orden)',
  top_item_quantity: 7,
  top_item_2: 'Tacos de suadero (orden)',
  top_item_2_quantity: 5,
  top_item_3: 'Arrachera con guarnición',
  top_item_3_quantity: 3,
};
const THURSDAY_SHIFTS = {
  total_sales_cents: 400000,
  'by_shift.lunch.sales_cents': 150000,
  'by_shift.lunch.covers': 20,
  'by_shift.dinner.sales_cents': 250000,
  'by_shift.dinner.covers': 30,
};
const FRIDAY_HOURS = {
  peak_hour: '20:00',
  peak_hour_sales_cents: 99000,
  valley_hour: '15:00',
  valley_hour_sales_cents: 10000,
};
const FRIDAY_TICKET = { avg_ticket_cents: 25567, tables_served_total: 18, avg_pax: 2.3 };
const FRIDAY_LOSSES = {
  cancellations_count: 3,
  cancellations_cents: 25000,
  discounts_count: 3,
  discounts_cents: 13300,
};
const VARIANCE_BENCHMARK = { cash_variance_pct_benchmark_green: 1, cash_variance_pct_benchmark_red: 3 };
// No purchases or payroll captured for this branch: the cost endpoints answer null, never a number.
const NO_COSTS = /^Todavía no puedo darte .* captura/;
/** No corte Z: of one day ("No tengo el corte Z del…"), of a period ("…no tiene corte Z"). */
const NO_ZOUT = /no tiene corte Z|No tengo el corte Z del/;

type Row = [
  question: string,
  intent: string,
  period: { from: string; to: string } | null,
  figures: Record<string, number | string>,
  answer?: RegExp,
];

const ROWS: Row[] = [
  // total sales, relative and explicit dates, colloquial forms, no accents, typos
  [
    '¿Cuánto vendí ayer?',
    'sales_total',
    Y,
    FRIDAY_SALES,
    /^El viernes 6 de marzo vendiste \$4,602\.00 con IVA \(\$3,967\.24 sin IVA\): alimentos/,
  ],
  ['cuanto vendi ayer', 'sales_total', Y, FRIDAY_SALES],
  ['¿Cuánto saqué ayer?', 'sales_total', Y, FRIDAY_SALES],
  ['¿Cómo me fue ayer?', 'sales_total', Y, FRIDAY_SALES],
  ['¿Cuánta lana hice el viernes?', 'sales_total', Y, FRIDAY_SALES],
  ['¿Cuánto vendí el 6 de marzo?', 'sales_total', Y, FRIDAY_SALES],
  ['¿cuáles fueron mis vetnas de ayer?', 'sales_total', Y, FRIDAY_SALES],
  ['¿Cuánto vendimos antier?', 'sales_total', THU, { total_sales_cents: 400000 }],
  ['¿Cuánto vendí el jueves?', 'sales_total', THU, { total_sales_cents: 400000 }],
  ['ventas de anteayer', 'sales_total', THU, { total_sales_cents: 400000 }],
  // A period with days without a corte Z says how many of its days have one with sales.
  ['¿Cuánto vendí la semana pasada?', 'sales_total', LAST_WEEK, { ...FEB_27, ...opened(1, 7) }],
  ['¿Cuánto vendí esta semana?', 'sales_total', THIS_WEEK, { ...WEEK, ...opened(2, 5) }],
  ['¿cuánto llevo vendido este mes?', 'sales_total', THIS_MONTH, { ...WEEK, ...opened(2, 6) }],
  ['¿Cuánto vendí en febrero?', 'sales_total', FEBRUARY, { ...FEB_27, ...opened(1, 28) }],
  ['¿cuánto facturé el mes pasado?', 'sales_total', FEBRUARY, { ...FEB_27, ...opened(1, 28) }],
  [
    '¿Cuánto vendí del 1 al 6 de marzo?',
    'sales_total',
    { from: '2026-03-01', to: '2026-03-06' },
    { ...WEEK, ...opened(2, 6) },
    // The 1st to the 4th have nothing at all: said apart, not as cortes missed (since 2026-12-07).
    // Only the period is read: what came before it is not said (since 2026-12-07, later that day).
    /Ojo: solo 2 de sus 6 días tienen corte Z con venta: del domingo 1 de marzo al miércoles 4 de marzo no tengo ningún dato de tu punto de venta\.$/,
  ],
  [
    'ventas de los últimos 7 días',
    'sales_total',
    { from: '2026-02-28', to: '2026-03-06' },
    { ...WEEK, ...opened(2, 7) },
  ],
  [
    '¿cuánto vendí los últimos siete días?',
    'sales_total',
    { from: '2026-02-28', to: '2026-03-06' },
    { ...WEEK, ...opened(2, 7) },
  ],
  [
    '¿Cuánto vendí el viernes pasado?',
    'sales_total',
    { from: '2026-02-27', to: '2026-02-27' },
    { total_sales_cents: 380000 },
  ],
  ['¿Cuánto vendí el 15 de noviembre?', 'sales_total', { from: '2025-11-15', to: '2025-11-15' }, {}, NO_ZOUT],
  ['¿Cuánto vendí en octubre?', 'sales_total', { from: '2025-10-01', to: '2025-10-31' }, {}, NO_ZOUT],
  [
    // Today reads the live figures (as Hoy does), a module this Growth branch's plan lacks.
    '¿Cuánto he vendido hoy?',
    'sales_total',
    { from: TODAY, to: TODAY },
    {},
    /^Tu plan no incluye esa información; la tienes desde el plan Pro/,
  ],
  ['¿Cuánto vendí el martes?', 'sales_total', { from: '2026-03-03', to: '2026-03-03' }, {}, NO_ZOUT],
  // The days to come: the forecast (under 14 closed days here: no number), or not yet for the rest.
  [
    '¿Cuánto voy a vender mañana?',
    'forecast_sales',
    { from: '2026-03-08', to: '2026-03-08' },
    {},
    /necesito al menos dos semanas de días cerrados/,
  ],
  // A day to come against a closed day: no forecast to compare yet, so no number of either day.
  [
    '¿Mañana voy a vender más que ayer?',
    'forecast_sales',
    { from: '2026-03-08', to: '2026-03-08' },
    {},
    /^Aún no tengo pronóstico para ese día: necesito al menos dos semanas de días cerrados/,
  ],
  [
    '¿Cuánto voy a dejar de propina mañana?',
    'tips',
    { from: '2026-03-08', to: '2026-03-08' },
    {},
    /todavía no pasa/,
  ],
  // comparison: only closed days, the same weekdays a week earlier (comparison.ts)
  [
    '¿Cómo me fue ayer comparado con el periodo anterior?',
    'sales_comparison',
    Y,
    {
      total_sales_cents: 460200,
      base_total_sales_cents: 400000,
      total_sales_pct_change: 15.1,
      covers_pct_change: -18,
    },
    /15\.1% más que el jueves 5 de marzo \(\$4,000\.00\)\. Los comensales bajaron 18\.0%/,
  ],
  [
    '¿Vendí más que la semana pasada?',
    'sales_comparison',
    CLOSED_WEEK,
    {
      total_sales_cents: 860200,
      base_total_sales_cents: 380000,
      total_sales_pct_change: 126.4,
      covers_pct_change: 127.5,
      ...opened(2, 5),
      base_days_with_sales: 1,
      base_period_days: 5,
      mean_day_sales_cents: 430100,
      base_mean_day_sales_cents: 380000,
      mean_day_sales_pct_change: 13.2,
    },
    /más que del lunes 23 de febrero al viernes 27 de febrero \(\$3,800\.00\).* Por día abierto \(con corte Z y venta\) vendiste \$4,301\.00 del lunes 2 de marzo al viernes 6 de marzo \(2 días\) contra \$3,800\.00 del lunes 23 de febrero al viernes 27 de febrero \(1 día\): 13\.2% más\.$/,
  ],
  [
    '¿Cómo voy contra el mes pasado?',
    'sales_comparison',
    CLOSED_WEEK_OF_MONTH,
    { total_sales_cents: 860200 },
    /No tengo ventas cerradas del domingo 1 de febrero al viernes 6 de febrero para comparar/,
  ],
  [
    '¿Crecí el jueves vs el periodo anterior?',
    'sales_comparison',
    THU,
    { total_sales_cents: 400000 },
    /No tengo ventas cerradas el miércoles 4 de marzo para comparar/,
  ],
  // shifts and hours
  [
    '¿Cuánto vendí por turno el jueves?',
    'sales_by_shift',
    THU,
    THURSDAY_SHIFTS,
    /comida \$1,500\.00 \(20 comensales\) y cena \$2,500\.00 \(30 comensales\)/,
  ],
  ['¿Cuánto vendí en la cena de antier?', 'sales_by_shift', THU, THURSDAY_SHIFTS],
  [
    '¿Cómo estuvo el desayuno ayer?',
    'sales_by_shift',
    Y,
    // No shift in the corte Z: the parts of the day from Friday's hours (FRIDAY_HOURS' day).
    {
      total_sales_cents: 460200,
      noche_from: '19:00',
      noche_to: '00:00',
      noche_sales_cents: 269000,
      noche_share_pct: 58.5,
      tarde_from: '13:00',
      tarde_to: '16:00',
      tarde_sales_cents: 172200,
      tarde_share_pct: 37.4,
    },
    /sin separar por turno.* Por horas: en la noche \(de las 19:00 a las 00:00\) \$2,690\.00, el 58\.5%; en la tarde/,
  ],
  ['¿Cuál fue mi hora pico ayer?', 'peak_hour', Y, FRIDAY_HOURS],
  ['¿A qué hora vendí más el viernes?', 'peak_hour', Y, FRIDAY_HOURS],
  ['¿Cuáles fueron mis horas pico de ayer?', 'peak_hour', Y, FRIDAY_HOURS],
  // ticket, covers and tables
  ['¿Cuál fue mi ticket promedio ayer?', 'avg_ticket', Y, FRIDAY_TICKET],
  ['¿cuánto gastan en promedio por mesa?', 'avg_ticket', Y, FRIDAY_TICKET],
  [
    'ticket promedio de esta semana',
    'avg_ticket',
    THIS_WEEK,
    { avg_ticket_cents: 22637, tables_served_total: 38, avg_pax: 2.4 },
  ],
  [
    '¿Cuántos comensales tuve ayer?',
    'covers_tables',
    Y,
    { covers_total: 41, tables_served_total: 18, avg_pax: 2.3 },
  ],
  [
    '¿Cuánta gente vino antier?',
    'covers_tables',
    THU,
    { covers_total: 50, tables_served_total: 20, avg_pax: 2.5 },
  ],
  [
    '¿Cuántas mesas atendí la semana pasada?',
    'covers_tables',
    LAST_WEEK,
    { covers_total: 40, tables_served_total: 20, avg_pax: 2 },
  ],
  // waiters
  [
    '¿Quién fue mi mejor mesero ayer?',
    'best_waiter',
    Y,
    WAITERS,
    /fue María García, con \$1,232\.00 vendidos\. Le siguen Luis Hernández \(\$1,150\.00\), Ana López \(\$1,115\.00\) y Jorge Ramírez \(\$1,075\.00\)\./,
  ],
  ['¿quien fue mi mejor meseor la semana pasada?', 'best_waiter', LAST_WEEK, {}, /waiter_name/],
  ['¿Quién chambeó más esta semana?', 'best_waiter', THIS_WEEK, WAITERS],
  ['ranking de meseros del viernes', 'best_waiter', Y, WAITERS],
  // tips and payments
  ['¿Cuánto dejaron de propina ayer?', 'tips', Y, { tips_cents: 28000, tips_pct_of_charged: 6.1 }],
  ['¿cuántas propinas hubo antier?', 'tips', THU, { tips_cents: 30000, tips_pct_of_charged: 7.5 }],
  [
    'propinas de la semana',
    'tips',
    THIS_WEEK,
    { tips_cents: 58000, tips_pct_of_charged: 6.7, tips_per_corte_cents: 29000, tips_cortes: 2 },
  ],
  [
    '¿Cuánto fue en efectivo y cuánto con tarjeta ayer?',
    'payment_mix',
    Y,
    // Every member of the cash cut (end-of-day.ts: transfers 300.00, delivery apps 222.00), none as "el resto".
    {
      cash_sales_cents: 148000,
      card_sales_cents: 260000,
      transfer_sales_cents: 30000,
      delivery_sales_cents: 22200,
      grand_total_cents: 460200,
    },
    /\$300\.00 por transferencia y \$222\.00 por apps de entrega/,
  ],
  [
    '¿cómo me pagaron el jueves?',
    'payment_mix',
    THU,
    { cash_sales_cents: 160000, card_sales_cents: 240000, grand_total_cents: 400000 },
  ],
  // cash variance
  [
    '¿Me faltó dinero en caja ayer?',
    'cash_variance',
    Y,
    { variance_cents: -15000, cash_variance_pct: 6.1, ...VARIANCE_BENCHMARK },
    /faltante de \$150\.00 en caja, 6\.1% del efectivo esperado\. Está en rojo/,
  ],
  [
    '¿Cuadró la caja antier?',
    'cash_variance',
    THU,
    { variance_cents: 5000, cash_variance_pct: 3.1, ...VARIANCE_BENCHMARK },
    /sobrante de \$50\.00/,
  ],
  [
    'faltantes de caja de esta semana',
    'cash_variance',
    THIS_WEEK,
    // Each corte with its own amount and %, the week as the KPI's pair, the net apart.
    {
      corte_1: 'corte Z del viernes 6 de marzo',
      corte_1_variance_cents: -15000,
      corte_1_variance_pct: 6.1,
      ...VARIANCE_BENCHMARK,
      gross_variance_cents: 20000,
      cash_variance_pct: 4.9,
      variance_cents: -10000,
      corte_2: 'corte Z del jueves 5 de marzo',
      corte_2_variance_cents: 5000,
      corte_2_variance_pct: 3.1,
    },
    /6\.1% de su efectivo esperado\. Está en rojo .* dan \$200\.00, 4\.9% del efectivo esperado, también en rojo\. .* en neto faltaron \$100\.00\./,
  ],
  // alerts, cancellations and discounts
  [
    '¿Tengo alertas?',
    'alerts',
    SEVEN_DAYS,
    {
      total_count: 4,
      critical_count: 3,
      alert_1: 'Cancelaciones altas',
      alert_2: 'Faltante de caja en el corte Z del viernes 6 de marzo, Caja 1',
      alert_3: 'Sobrante de caja en el corte Z del jueves 5 de marzo, Caja 1',
      // The red ones named first, then the others (since 2026-12-07; before, "entre otras").
      alert_4: 'Ventas arriba',
    },
  ],
  [
    '¿Hubo algo raro ayer?',
    'alerts',
    Y,
    {
      total_count: 3,
      critical_count: 2,
      alert_1: 'Cancelaciones altas',
      alert_2: 'Faltante de caja en el corte Z del viernes 6 de marzo, Caja 1',
      alert_3: 'Ventas arriba',
    },
  ],
  ['¿Cuántas cancelaciones hubo ayer?', 'cancellations_discounts', Y, FRIDAY_LOSSES],
  ['¿cuántos descuentos di el viernes?', 'cancellations_discounts', Y, FRIDAY_LOSSES],
  ['cancelaciones de antier', 'cancellations_discounts', THU, {}, /no hubo cancelaciones ni descuentos/],
  // items and menu engineering
  ['¿Cuál fue el platillo más vendido ayer?', 'top_item', Y, TOP_DISHES],
  // What sells most is the menu's habit: the 28 closed days, as the menu intents.
  ['¿qué es lo que más se vende?', 'top_item', MENU_DEFAULT, TOP_ITEMS],
  // A dish: its units and its sales as the menu read gives them, with their basis.
  [
    '¿Cuánto vendí de tacos al pastor ayer?',
    'top_item',
    Y,
    PASTOR,
    /^El viernes 6 de marzo vendiste \d+ de Tacos al pastor \(orden\) por \$[\d,.]+ \(con IVA y ya con descuentos, lo cobrado en tus órdenes\)\.$/,
  ],
  [
    '¿Qué platillo debería quitar?',
    'menu_remove',
    MENU_DEFAULT,
    // The product without a cost is a drink: no dish is left unclassified.
    { dog_1: 'Flan napolitano' },
    /^Con las ventas del sábado 7 de febrero al viernes 6 de marzo, el candidato a salir de la carta es Flan napolitano \(se vende poco y deja poco\)\. Evalúa sacarlo de la carta o rediseñarlo\.$/,
  ],
  [
    '¿Qué perros tengo en la carta?',
    'menu_remove',
    MENU_DEFAULT,
    { dog_1: 'Flan napolitano', unclassified_count: 1 },
  ],
  [
    '¿qué platillo deberia promover?',
    'menu_promote',
    MENU_DEFAULT,
    // The margarita is a drink: no dish is a puzzle (since 2026-12-07).
    {},
    /ningún platillo cae en rompecabezas/,
  ],
  [
    '¿qué deberia promover en la carta?',
    'menu_promote',
    MENU_DEFAULT,
    { puzzle_1: 'Margarita', unclassified_count: 1 },
  ],
  [
    '¿Cuáles son mis platillos estrella?',
    'menu_stars',
    MENU_DEFAULT,
    {
      // The packaging (category_type other) is not a dish: listed apart, never a star; nor are the
      // café de olla and the agua de horchata, drinks (since 2026-12-07).
      star_1: 'Arrachera con guarnición',
      star_2: 'Enchiladas suizas',
    },
  ],
  [
    '¿Cómo está mi menú?',
    'menu_matrix',
    MENU_DEFAULT,
    { stars_count: 4, puzzles_count: 1, plowhorses_count: 6, dogs_count: 1 },
  ],
  // costs: nothing captured in the back office for this branch, so never a number
  ['¿Cómo va mi costo de alimentos este mes?', 'food_cost', THIS_MONTH, {}, NO_COSTS],
  ['¿cuál es mi costo de bebidas?', 'beverage_cost', THIS_MONTH, {}, NO_COSTS],
  // What money goes on is a habit, a month's worth: the last whole one.
  ['¿Cuánto se me va en nómina?', 'labor_cost', FEBRUARY, {}, NO_COSTS],
  // A figure after payroll, no period named: the last whole month.
  ['¿Cuál es mi costo primo?', 'prime_cost', FEBRUARY, {}, NO_COSTS],
  ['¿Cuánto gané este mes?', 'profit', THIS_MONTH, {}, NO_COSTS],
  ['¿Cuál fue mi EBITDA del mes pasado?', 'ebitda', FEBRUARY, {}, NO_COSTS],
  // A week's supply from today, Saturday the 7th, through Friday the 13th.
  [
    '¿Qué tengo que comprar?',
    'purchase_suggestions',
    { from: TODAY, to: '2026-03-13' },
    {},
    /^Tu plan no incluye/,
  ],
  // outside the domain
  ['¿Va a llover mañana?', 'out_of_domain', null, {}, /^Perdón, eso no lo sé contestar/],
  ['hola', 'out_of_domain', null, {}, /Puedo ayudarte con/],
];

describe('POST /api/v1/assistant/ask: the question table', () => {
  it('has at least 60 questions', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(ROWS)('%s → %s', async (question, intent, period, figures, answer) => {
    const response = await ask(question);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { attributes, meta } = response.body.data;
    expect(response.body.data.type).toBe('assistant_answer');
    expect(attributes.intent).toBe(intent);
    expect(attributes.period).toEqual(period);
    const quoted = quotedFigures(attributes);
    expect(quoted, attributes.answer).toEqual(figures);
    if (answer) expect(attributes.answer).toMatch(answer);
    expect(meta.provider).toBe('rules');
    expect(typeof meta.conversation_id).toBe('string');
  });
});

describe('answers carry the same figures as the endpoint for the same period', () => {
  it('sales summary', async () => {
    const response = await ask('¿cuánto vendí esta semana?');
    const [source] = response.body.data.attributes.sources;
    expect(source).toEqual({
      path: '/api/v1/intelligence/sales/summary',
      query: { branch_identifier: branch.branchId, date_from: '2026-03-02', date_to: '2026-03-06' },
    });
    const endpoint = await stack.request('GET', source.path, { apiKey: branch.apiKey, query: source.query });
    // The days' counts are the days read's (03-05 and 03-06 of 03-02…03-06), not the summary's.
    const {
      days_with_sales: open,
      period_days: days,
      ...summary
    } = quotedFigures(response.body.data.attributes);
    expect({ open, days }).toEqual({ open: 2, days: 5 });
    for (const [key, value] of Object.entries(summary)) {
      expect(endpoint.body.data.attributes[key]).toBe(value);
    }
  });
});

describe('a day to come against a closed day', () => {
  it("reads the forecast the forecast answer reads and the day's sales summary, and cites both", async () => {
    const response = await ask('¿El domingo voy a vender más que el jueves?');
    const { attributes } = response.body.data;
    expect(attributes.period).toEqual({ from: '2026-03-08', to: '2026-03-08' });
    expect(attributes.sources).toEqual([
      {
        path: '/api/v1/intelligence/forecast',
        query: { branch_identifier: branch.branchId, days: '14' },
      },
      {
        path: '/api/v1/intelligence/sales/summary',
        query: { branch_identifier: branch.branchId, date_from: THU.from, date_to: THU.to },
      },
    ]);
    // Under 14 closed days there is no forecast: nothing is compared, no figure of either day.
    expect(attributes.figures).toEqual([]);
  });
});

describe("a weekday's habit against the typical day", () => {
  // The 8 weeks through Friday 03-06 (today, Saturday 03-07, has not closed). All of February is
  // in it, whose month rollup merges its days: the read must still see each one.
  const WINDOW = { from: '2026-01-10', to: '2026-03-06' };
  const FRIDAYS = ['2026-02-06', '2026-02-13', '2026-02-20', '2026-02-27', '2026-03-06'];
  const TUESDAYS = ['2026-01-27', '2026-02-10', '2026-02-17', '2026-02-24', '2026-03-03'];
  let weekly: TestBranch;

  beforeAll(async () => {
    weekly = await stack.createBranch({ plan: 'growth', name: 'Taquería semanal' });
    const days = [
      ...FRIDAYS.map((date, i) => [date, 500_000 + i * 20_000, 120 + i, 40] as const),
      ...TUESDAYS.map((date, i) => [date, 300_000 + i * 10_000, 90, 30 + i] as const),
    ];
    for (const [date, sales, covers, tables] of days) {
      const sold = [{ shift: 'all_day', total_sales_cents: sales, covers, tables_served: tables }];
      for (const call of smallDayCalls(weekly.branchId, date, randomUUID(), sold, [], 'Rosa Martínez'))
        await sendCall(stack, weekly, call);
    }
    await stack.pipeline!.drain();
  }, 120_000);

  /** Each day's own sales summary, as GET /intelligence/sales/summary answers it. */
  async function summaryOf(date: string) {
    const response = await stack.request('GET', '/api/v1/intelligence/sales/summary', {
      apiKey: weekly.apiKey,
      query: { branch_identifier: weekly.branchId, date_from: date, date_to: date },
    });
    return response.body.data.attributes;
  }

  it("quotes the weekday's average and the typical day's from the days' own sales summaries", async () => {
    const response = await ask('¿Por qué los viernes vendo más?', { branch: weekly });
    const { attributes } = response.body.data;
    expect(attributes.intent).toBe('why_change');
    expect(attributes.period).toEqual(WINDOW);
    const fridays = await Promise.all(FRIDAYS.map(summaryOf));
    const all = [...fridays, ...(await Promise.all(TUESDAYS.map(summaryOf)))];
    const sum = (days: typeof all, key: string) => days.reduce((total, day) => total + day[key], 0);
    expect(Object.fromEntries(attributes.figures.map((f: any) => [f.key, f.value]))).toMatchObject({
      weekday_mean_sales_cents: divideRounded(sum(fridays, 'total_sales_cents'), fridays.length),
      mean_day_sales_cents: divideRounded(sum(all, 'total_sales_cents'), all.length),
      weekday_vs_mean_pct: pctChangeOfRatios(
        sum(fridays, 'total_sales_cents'),
        fridays.length,
        sum(all, 'total_sales_cents'),
        all.length,
      ),
      weekday_days: FRIDAYS.length,
      open_days: all.length,
      weekday_avg_ticket_cents: divideRounded(
        sum(fridays, 'total_sales_cents'),
        sum(fridays, 'tables_served_total'),
      ),
      avg_ticket_cents: divideRounded(sum(all, 'total_sales_cents'), sum(all, 'tables_served_total')),
    });
    // The internal read is not a route: the window's summary is the answer's "ver detalle".
    expect(attributes.sources).toEqual([
      {
        path: '/api/v1/intelligence/sales/summary',
        query: { branch_identifier: weekly.branchId, date_from: WINDOW.from, date_to: WINDOW.to },
      },
    ]);
    expect(attributes.answer).toMatch(
      /^Los viernes vendes en promedio \$[\d,.]+ con IVA, [\d.]+% más que tu día promedio/,
    );
  });

  it('names the weekday that sells most, and the least, with the same figures', async () => {
    const most = (await ask('¿Qué día de la semana vendo más?', { branch: weekly })).body.data.attributes;
    const why = (await ask('¿Por qué los viernes vendo más?', { branch: weekly })).body.data.attributes;
    expect(most.intent).toBe('best_day');
    expect(most.answer).toBe(`Tu día más fuerte de la semana es el viernes. ${why.answer}`);
    expect(most.figures).toEqual([
      { key: 'weekday', label: expect.any(String), value: 'viernes', unit: 'text' },
      ...why.figures,
    ]);
    const least = await ask('¿qué día de la semana vendo menos?', { branch: weekly });
    expect(least.body.data.attributes.answer).toMatch(
      /^Tu día más flojo de la semana es el martes\. Los martes vendes/,
    );
  });

  it('says the history is too short with no average, and a weekday never opened', async () => {
    // The fixture branch has two Fridays (02-27 and 03-06).
    const short = await ask('¿por qué los viernes vendo más?');
    expect(short.body.data.attributes.answer).toBe(
      'Todavía no puedo decirte cómo te va los viernes: en las últimas 8 semanas (del sábado 10 de enero al viernes 6 de marzo) tengo 2 viernes abiertos, y necesito al menos 4 para sacar un promedio que diga algo.',
    );
    const never = await ask('¿por qué los sábados vendo menos?', { branch: weekly });
    expect(never.body.data.attributes.answer).toMatch(/no tengo ningún sábado con corte Z y venta/);
  });
});

describe('the cash answer reads the reconciliation only', () => {
  it.each([
    ['¿Me faltó dinero en caja ayer?', Y],
    ['faltantes de caja de esta semana', THIS_WEEK],
  ])(
    '%s: the amount is the reconciliation total, the %% and its colour the /kpis KPI',
    async (question, period) => {
      const { attributes } = (await ask(question)).body.data;
      const query = { branch_identifier: branch.branchId, date_from: period.from, date_to: period.to };
      // /kpis stays a source ("ver detalle" of the %), though the answer no longer reads it.
      expect(attributes.sources).toEqual([
        { path: '/api/v1/intelligence/sales/reconciliation', query },
        { path: '/api/v1/intelligence/kpis', query },
      ]);
      const quoted = quotedFigures(attributes);
      const [reconciliation, kpis] = await Promise.all(
        attributes.sources.map((source: { path: string }) =>
          stack.request('GET', source.path, { apiKey: branch.apiKey, query }),
        ),
      );
      expect(quoted.variance_cents).toBe(reconciliation.body.data.attributes.totals.variance_cents);
      const kpi = kpis.body.data.attributes.kpis.find((entry: any) => entry.key === 'cash_variance_pct');
      expect(quoted.cash_variance_pct).toBe(kpi.value);
      expect(kpi.status).toBe('red');
      // A day says its colour after the %; a week's is its red corte's, and its own "también".
      expect(attributes.answer).toMatch(/del efectivo esperado(\. Está|, también) en rojo/);
    },
  );
});

describe('the round trips of one ask', () => {
  const askSending = async (question: string) => {
    const sent = await commandsSentDuring(stack.deps.db, () => ask(question));
    const snapshot = keys.snapshot(branch.branchId, TODAY);
    const markerReads = sent.filter(
      (command) => command.name === 'GetItemCommand' && command.input.Key?.pk === snapshot.pk,
    );
    const queries = sent
      .filter((command) => command.name === 'QueryCommand')
      .map((q) => JSON.stringify(q.input));
    return { markerReads: markerReads.length, queries };
  };

  it("reads a period's cubes once, and today's marker only when the period reaches today", async () => {
    // The summary and the days of last week Query the same day cubes: sent once, beside the
    // summary's previous week.
    const lastWeek = await askSending('¿Cuánto vendí la semana pasada?');
    expect(lastWeek.queries).toHaveLength(2);
    expect(new Set(lastWeek.queries).size).toBe(2);
    expect(lastWeek.markerReads).toBe(0);
    // This month reaches today: whether its corte Z is in decides the period.
    expect((await askSending('¿Cuánto vendí este mes?')).markerReads).toBe(1);
  });
});

describe('conversations', () => {
  it('a follow-up inherits the intent or the period of the conversation', async () => {
    const first = await ask('¿Cuánto vendí ayer?');
    const conversation_id = first.body.data.meta.conversation_id;
    const second = await ask('¿y el jueves?', { conversation_id });
    expect(second.body.data.attributes).toMatchObject({ intent: 'sales_total', period: THU });
    expect(second.body.data.attributes.answer).toMatch(/^El jueves 5 de marzo vendiste \$4,000\.00/);
    expect(second.body.data.meta.conversation_id).toBe(conversation_id);
    const third = await ask('¿y las propinas?', { conversation_id });
    expect(third.body.data.attributes).toMatchObject({ intent: 'tips', period: THU });
    expect(third.body.data.attributes.figures).toEqual([
      { key: 'tips_cents', label: 'Propinas', value: 30000, unit: 'cents' },
      { key: 'tips_pct_of_charged', label: 'Propinas sobre lo cobrado', value: 7.5, unit: '%' },
    ]);
  });

  it('forgets a conversation after 24 hours', async () => {
    const first = await ask('¿Cuánto vendí ayer?');
    const conversation_id = first.body.data.meta.conversation_id;
    clock.set('2026-03-08T18:00:01.000Z');
    try {
      const later = await ask('¿y el jueves?', { conversation_id });
      expect(later.body.data.attributes.intent).toBe('out_of_domain');
    } finally {
      clock.set(NOW);
    }
  });

  it('keeps conversations per branch', async () => {
    const other = await stack.createBranch({ plan: 'growth' });
    const first = await ask('¿Cuánto vendí ayer?');
    const conversation_id = first.body.data.meta.conversation_id;
    const foreign = await ask('¿y el jueves?', { conversation_id, branch: other });
    expect(foreign.body.data.attributes.intent).toBe('out_of_domain');
  });
});

describe('request rules', () => {
  it('is in the assistant module: Growth and up', async () => {
    const starter = await stack.createBranch({ plan: 'starter' });
    const response = await ask('¿Cuánto vendí ayer?', { branch: starter });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('SVC_ERR_403');
  });

  it('answers 404 for another branch and 422 for a question out of bounds', async () => {
    const other = await stack.createBranch({ plan: 'growth' });
    const foreign = await stack.request('POST', '/api/v1/assistant/ask', {
      apiKey: branch.apiKey,
      body: {
        data: {
          type: 'assistant-question',
          attributes: { branch_identifier: other.branchId, question: 'hola' },
        },
      },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.field).toBe('data.attributes.branch_identifier');
    for (const question of ['', '   ', 'x'.repeat(501)]) {
      const response = await ask(question);
      expect(response.status).toBe(422);
      expect(response.body.error.field).toBe('data.attributes.question');
    }
    const wrongType = await stack.request('POST', '/api/v1/assistant/ask', {
      apiKey: branch.apiKey,
      body: {
        data: { type: 'question', attributes: { branch_identifier: branch.branchId, question: 'hola' } },
      },
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.error.field).toBe('data.type');
  });
});

describe('daily insight', () => {
  const FRIDAY_INSIGHT =
    'El viernes 6 de marzo vendiste $4,602.00 con IVA, 21.1% más que el viernes 27 de febrero ($3,800.00). ' +
    'Lo más vendido fue Cerveza clara (10) y lo que menos, Flan napolitano (2). ' +
    'Tu mejor mesero fue María García, con $1,232.00. ' +
    'La caja tuvo un faltante de $150.00. ' +
    'Ese día hubo 3 alertas: cancelaciones altas, diferencia de caja y ventas arriba; las de costos, inventario y en vivo las ves en Alertas.';

  it('is stored per date and readable at /intelligence/insights', async () => {
    const response = await stack.request('GET', '/api/v1/intelligence/insights', {
      apiKey: branch.apiKey,
      query: { branch_identifier: branch.branchId, date_from: '2026-02-27', date_to: '2026-03-06' },
    });
    expect(response.status).toBe(200);
    const { insights } = response.body.data.attributes;
    expect(insights.map((insight: any) => insight.date)).toEqual(['2026-02-27', '2026-03-05', '2026-03-06']);
    expect(insights[2]).toMatchObject({ date: '2026-03-06', text: FRIDAY_INSIGHT });
    expect(insights[1].text).toBe(
      'El jueves 5 de marzo vendiste $4,000.00 con IVA; no tengo el jueves 26 de febrero para compararlo. ' +
        'La caja tuvo un sobrante de $50.00. ' +
        'Ese día hubo 1 alerta: diferencia de caja; las de costos, inventario y en vivo las ves en Alertas.',
    );
    expect(response.body.data.meta.snapshot_date).toBe('2026-03-07T01:35:00.000-06:00');
  });

  it('is published as insight.generated once per distinct text', async () => {
    const published = stack.bus.published.filter(
      (event) => event.event === 'insight.generated' && event.branch_identifier === branch.branchId,
    );
    expect(published.map((event) => event.data.date)).toEqual(['2026-02-27', '2026-03-05', '2026-03-06']);
    expect(published[2]!.data).toEqual({
      date: '2026-03-06',
      insight_id: expect.stringMatching(/^2026-03-06:[0-9a-f]{16}$/),
      text: FRIDAY_INSIGHT,
    });
  });
});

describe("the caller's scope", () => {
  /** An app client of the branch holding `scopes`, and an access token from the local issuer. */
  async function clientToken(scopes: ApiScope[]): Promise<string> {
    const clientId = randomBytes(13).toString('hex');
    const secret = randomBytes(32).toString('base64url');
    await createOAuthClient(
      stack.deps,
      {
        client_id: clientId,
        branch_identifier: branch.branchId,
        name: 'App del dueño',
        scopes,
        issuer: 'local',
        status: 'active',
        created_at: new Date().toISOString(),
      },
      secret,
    );
    const response = await fetch(`${stack.url}/oauth2/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials',
    });
    return ((await response.json()) as { access_token: string }).access_token;
  }

  const askWith = (token: string, question: string) =>
    stack.request('POST', '/api/v1/assistant/ask', {
      headers: { Authorization: `Bearer ${token}` },
      body: {
        data: { type: 'assistant-question', attributes: { branch_identifier: branch.branchId, question } },
      },
    });

  const QUESTIONS = [
    '¿Cuánto gané este mes?',
    '¿Cuánto se me va en nómina?',
    '¿Quién fue mi mejor mesero ayer?',
    '¿Cuánto vendí ayer?',
    '¿Cuántas cancelaciones hubo ayer?',
    '¿Por qué bajó la utilidad?',
    '¿Cómo voy contra la semana pasada?',
  ];

  it.each(QUESTIONS)(
    'an app client holding only assistant: %s names the scope, no figure',
    async (question) => {
      const token = await clientToken(['assistant']);
      const response = await askWith(token, question);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const { attributes } = response.body.data;
      expect(attributes.figures).toEqual([]);
      expect(attributes.answer).toMatch(/^Tu acceso no tiene el permiso restaurant-api\/intelligence\.read/);
      // Not one amount, percentage or count of the read it may not make.
      expect(attributes.answer).not.toMatch(/\$|%|\d/);
    },
  );

  it("the same question with intelligence.read too gets the endpoint's figures", async () => {
    const token = await clientToken(['assistant', 'intelligence.read']);
    const response = await askWith(token, '¿Quién fue mi mejor mesero ayer?');
    const { attributes } = response.body.data;
    const [source] = attributes.sources;
    const endpoint = await stack.request('GET', source.path, { apiKey: branch.apiKey, query: source.query });
    const best = endpoint.body.data.attributes.employees.find((row: { rank: number }) => row.rank === 1);
    expect(attributes.figures).toContainEqual(
      expect.objectContaining({ key: 'best_waiter', value: best.name }),
    );
  });
});

describe('ingredient prices, from the purchases captured', () => {
  it('compares each ingredient per unit against the 28 days before, as captured', async () => {
    const shop = await stack.createBranch({ plan: 'growth' });
    const bought = [
      ['2026-01-20', 'Carne al pastor', 20, 13_000],
      ['2026-01-20', 'Suadero', 10, 19_000],
      ['2026-02-25', 'Carne al pastor', 20, 14_300],
      ['2026-02-25', 'Suadero', 10, 19_950],
    ] as const;
    for (const [date, ingredient, quantity, unitCost] of bought)
      await captureRecord(stack, shop, 'purchases', {
        date,
        supplier_name: 'Carnes Selectas',
        paid_with: 'cash',
        lines: [line(ingredient, 'food', quantity, 'kg', unitCost, quantity * unitCost)],
      });
    const response = await askAssistant(stack, shop, '¿Qué insumo subió de precio?');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const figures = quotedFigures(response.body.data.attributes);
    // Each ingredient bought once a period: its change is its two unit costs'.
    const change = (now: number, before: number) => Math.round((1_000 * (now - before)) / before) / 10;
    expect(figures).toMatchObject({
      ingredient_1_unit_cost_cents: 14_300,
      ingredient_1_base_unit_cost_cents: 13_000,
      ingredient_1_change_pct: change(14_300, 13_000),
      ingredient_2_unit_cost_cents: 19_950,
      ingredient_2_change_pct: change(19_950, 19_000),
    });
  });
});
