/**
 * The eight intelligence read endpoints over a real end-of-day, end to end on the local stack: the
 * ingest issue's fixture day (test/fixtures/end-of-day.ts) is sent through the HTTP API in the
 * spec's order, the zout goes through the real pipeline (table stream → FIFO queue → aggregator),
 * and every endpoint must answer the numbers computed by hand below from the fixture's rows.
 *
 * Branch A: the fixture day (Friday 2026-03-06) and a small zout day one week earlier (Friday
 * 2026-02-27: 3,800.00 sales, 40 covers, 20 tables), so vs_previous_period and sales_up have
 * something to compare with. Branch B: one tiny day of its own on the same date, for isolation.
 *
 * Every read below covers 2026-03-02 … 2026-03-06 (Monday to Friday) unless it says otherwise; the
 * previous period of equal length is 2026-02-25 … 2026-03-01, which holds the 02-27 day.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_COST_ACTION, QUADRANT_TEXT } from '#shared/domain/analytics/menu-engineering.ts';
import {
  activityCalls,
  BUSINESS_DATE,
  endOfDayCalls,
  type FixtureCall,
  ORDER_LINES,
  PAYMENTS,
  setupCalls,
  xoutCall,
  ZOUT_SUMMARIES,
} from '../fixtures/end-of-day.ts';
import { type SmallDaySales, sendCall, smallDayCalls } from '../support/calls.ts';
import { INTELLIGENCE_ENDPOINTS } from '../support/intelligence.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const clock = manualClock('2026-02-28T07:00:00.000Z');
/** The fixture's zout closing as sent (branch A's). */
const zoutCall = () => endOfDayCalls(branchA.branchId).find((call) => call.path.endsWith('/cash-register'))!;
let stack: TestStack;
let branchA: TestBranch;
let branchB: TestBranch;
/** The zout's folio: the closing's UUID, which the POS sends as the cash-register call's idempotency key. */
let folio: string;
let folioB: string;
/** B's closing as sent: the record names its cut by register, type and time from it. */
let closingB: { end_at: string; cash_register: string };
/** The aggregator's clock when it built 2026-03-06 (the zout is sent at 01:35 local on 03-07). */
const BUILT_AT = '2026-03-07T07:35:00.000Z';
/** The same instant as the API shows timestamps: with the branch's offset (America/Mexico_City). */
const BUILT_AT_LOCAL = '2026-03-07T01:35:00.000-06:00';

const WEEK = { date_from: '2026-03-02', date_to: '2026-03-06' };

const send = (branch: TestBranch, call: FixtureCall) => sendCall(stack, branch, call);

/** A day with only a sales summary and a zout closing (what a POS without line detail sends). */
const smallDay = (
  branch: TestBranch,
  date: string,
  sales: Omit<SmallDaySales, 'shift'>,
  summaries: Array<{ type: string; amount_cents: number }>,
) =>
  smallDayCalls(branch.branchId, date, randomUUID(), [{ shift: 'all_day', ...sales }], summaries, 'Caja B');

beforeAll(async () => {
  stack = await startTestStack({ clock });
  branchA = await stack.createBranch({ plan: 'enterprise', timezone: 'America/Mexico_City', name: 'A' });
  branchB = await stack.createBranch({ plan: 'enterprise', timezone: 'America/Mexico_City', name: 'B' });

  // Setup (categories, then catalog) and the previous Friday, closed and aggregated first so the
  // 03-06 build finds it (sales_up compares with the same weekday of the previous week).
  for (const call of setupCalls(branchA.branchId)) await send(branchA, call);
  const lastFriday = smallDay(
    branchA,
    '2026-02-27',
    { total_sales_cents: 380000, covers: 40, tables_served: 20 },
    [
      { type: 'cash_sales', amount_cents: 150000 },
      { type: 'card_sales', amount_cents: 230000 },
    ],
  );
  for (const call of lastFriday) await send(branchA, call);
  await stack.pipeline!.drain();

  // The fixture day: activity events in real time (the clock at each occurred_at), the xout after
  // lunch, then the spec's six end-of-day calls at 01:35 local on 03-07.
  for (const call of activityCalls(branchA.branchId)) {
    clock.set(String((call.body.data.attributes as { occurred_at: string }).occurred_at));
    await send(branchA, call);
  }
  clock.set('2026-03-06T22:01:00.000Z');
  await send(branchA, xoutCall(branchA.branchId));
  clock.set(BUILT_AT);
  for (const call of endOfDayCalls(branchA.branchId)) {
    const body = await send(branchA, call);
    if (call.path.endsWith('/cash-register')) {
      folio = call.idempotencyKey;
      // Not the service's id of the stored document, which the ingest answered with.
      expect(body.data.id).not.toBe(folio);
    }
  }

  // Branch B: one tiny day on the same date.
  for (const call of smallDay(branchB, BUSINESS_DATE, { total_sales_cents: 12345 }, [
    { type: 'cash_sales', amount_cents: 12345 },
  ])) {
    await send(branchB, call);
    if (call.path.endsWith('/cash-register')) {
      folioB = call.idempotencyKey;
      const { attributes, meta } = call.body.data;
      closingB = { end_at: String(attributes.end_at), cash_register: String(meta?.cash_register_name) };
    }
  }
  await stack.pipeline!.drain();
  expect(stack.pipeline!.queue.deadLetters).toEqual([]);
});
afterAll(() => stack.close());

function get(path: string, query: Record<string, string> = WEEK, branch: TestBranch = branchA) {
  return stack.request('GET', `/api/v1/intelligence/${path}`, {
    apiKey: branch.apiKey,
    query: { branch_identifier: branch.branchId, ...query },
  });
}

const metaA = (extra: Record<string, unknown> = {}) => ({
  period: { from: '2026-03-02', to: '2026-03-06' },
  branch_identifier: branchA.branchId,
  snapshot_date: BUILT_AT_LOCAL,
  ...extra,
});

/** The fixture day has no live updates: the members they feed are null, and meta says why. */
const noLiveDay = {
  days_with: 0,
  days_without: 1,
  reason: expect.stringMatching(/^No built day of the range has live updates/),
};

const cashVarianceRanges = {
  unit: '%',
  direction: 'lower_is_better',
  green: { below: 1 },
  yellow: { from: 1, to: 3 },
  red: { above: 3 },
};

describe('GET /api/v1/intelligence/sales/summary', () => {
  it('sums the zout sales summary and compares with the previous period', async () => {
    const response = await get('sales/summary');
    expect(response.status).toBe(200);
    const none = { sales_cents: null, covers: null };
    expect(response.body).toEqual({
      data: {
        type: 'sales_summary',
        attributes: {
          // The fixture's zout sales summary, as sent (the only summary in the range).
          total_sales_cents: 460200,
          total_sales_no_iva_cents: 396724,
          food_sales_cents: 256700,
          beverage_sales_cents: 42000,
          bar_sales_cents: 157500,
          covers_total: 41,
          tables_served_total: 18,
          // 460,200 / 18 tables = 25,566.67 → 25,567 cents
          avg_ticket_cents: 25567,
          // 41 covers / 18 tables = 2.278 → 2.3 people per table
          avg_pax: 2.3,
          vs_previous_period: {
            // previous period 02-25 … 03-01 holds only 02-27: 380,000 cents, 40 covers, 20 tables
            // (460,200 − 380,000) / 380,000 = 21.105 % → 21.1
            total_sales_pct_change: 21.1,
            // (41 − 40) / 40 = 2.5 %
            covers_pct_change: 2.5,
            // (460,200/18 − 380,000/20) / (380,000/20) = (25,566.67 − 19,000) / 19,000 = 34.56 % → 34.6
            avg_ticket_pct_change: 34.6,
          },
          // The fixture sends one all_day summary: no breakfast, lunch, dinner or bar figures exist.
          by_shift: { breakfast: none, lunch: none, dinner: none, bar: none },
        },
        // One of the week's five days has a corte Z with sales (the fixture day, 03-06); of the
        // five before, 02-27.
        meta: metaA({
          days_with_sales: 1,
          previous_period: { from: '2026-02-25', to: '2026-03-01', days_with_sales: 1 },
        }),
      },
    });
  });

  it('sums several days, and period=week means Monday to the business date in the branch time zone', async () => {
    // 02-27 … 03-06: 380,000 + 460,200 = 840,200; covers 40 + 41 = 81; tables 20 + 18 = 38.
    const twoFridays = await get('sales/summary', { date_from: '2026-02-27', date_to: '2026-03-06' });
    expect(twoFridays.body.data.attributes).toMatchObject({
      total_sales_cents: 840200,
      covers_total: 81,
      tables_served_total: 38,
      avg_ticket_cents: 22111, // 840,200 / 38 = 22,110.53 → 22,111
      avg_pax: 2.1, // 81 / 38 = 2.13
      // 02-27 sold 380,000 and split none by category: the fixture day's 256,700 of food alone
      // would read as the range's, so no category sum is given.
      food_sales_cents: null,
      bar_sales_cents: null,
    });
    // Clock: 01:35 on Saturday 03-07 in Mexico City, before the 05:00 cutoff: Friday 03-06's business
    // day is still running → week = 03-02 … 03-06.
    const week = await get('sales/summary', { period: 'week' });
    expect(week.body.data.meta.period).toEqual({ from: '2026-03-02', to: '2026-03-06' });
    expect(week.body.data.attributes.total_sales_cents).toBe(460200);
  });
});

describe('a range without closed days, right after days with data', () => {
  // 03-07 … 03-13 is empty; its previous period 02-28 … 03-06 holds the fixture day.
  const EMPTY_WEEK = { date_from: '2026-03-07', date_to: '2026-03-13' };

  it('sales/summary answers zeros and no comparison, never −100 %', async () => {
    const response = await get('sales/summary', EMPTY_WEEK);
    expect(response.body.data.attributes).toMatchObject({
      total_sales_cents: 0,
      covers_total: null,
      avg_ticket_cents: null,
      vs_previous_period: {
        total_sales_pct_change: null,
        covers_pct_change: null,
        avg_ticket_pct_change: null,
      },
    });
    expect(response.body.data.meta.snapshot_date).toBeNull();
  });

  it.each([
    'sales/by-hour',
    'sales/by-employee',
    'sales/reconciliation',
    'cash-flow',
    'menu/engineering',
    'kpis',
    'alerts',
  ])('%s carries no number of the days around it', async (endpoint) => {
    const response = await get(endpoint, EMPTY_WEEK);
    expect(response.status).toBe(200);
    expect(response.body.data.meta.snapshot_date).toBeNull();
    expect(JSON.stringify(response.body.data.attributes)).not.toMatch(/460200|148000|Ana López|Margarita/);
  });
});

describe('GET /api/v1/intelligence/sales/by-hour', () => {
  it('sums net sales per local hour of ordered_at', async () => {
    const response = await get('sales/by-hour');
    expect(response.status).toBe(200);
    const hour = (label: string, sales: number) => ({
      hour: label,
      sales_cents: sales,
      covers: null,
      tables: null,
    });
    expect(response.body.data).toEqual({
      type: 'sales_by_hour',
      attributes: {
        // 20:00 = 6,000 + 34,000 + 22,000 + 29,000 + 4,000 + 4,000 = 99,000 (the most)
        peak_hour: '20:00',
        // 15:00 = 7,000 + 3,000 = 10,000 (the least among hours with sales)
        valley_hour: '15:00',
        hours: [
          hour('00:00', 19000), // the 00:20 mezcal line of the night: 2 × 9,500
          hour('13:00', 78500), // 17,000 + 8,000 + 14,500 + 27,000 + 12,000
          hour('14:00', 83700), // 0 (courtesy flan) + 47,700 + 11,000 + 19,000 + 6,000
          hour('15:00', 10000), // 7,000 + 3,000
          hour('19:00', 46500), // 26,500 + 20,000
          hour('20:00', 99000),
          hour('21:00', 64500), // 19,000 + 18,000 + 9,500 + 18,000
          hour('22:00', 37500), // 11,000 + 7,000 + 8,500 + 11,000
          hour('23:00', 21500), // 1,000 + 9,500 + 11,000
        ], // Σ = 460,200, the day's net sales
      },
      // Every fixture line has an ordered_at.
      meta: metaA({ unassigned_sales_cents: 0, live_updates: noLiveDay }),
    });
  });

  it('reports the net sales of lines without ordered_at in meta.unassigned_sales_cents', async () => {
    const branch = await stack.createBranch({ plan: 'enterprise', name: 'C' });
    const line = (item_name: string, cents: number, ordered_at?: string) => ({
      item_name,
      quantity: 1,
      unit_price_cents: cents,
      subtotal_cents: cents,
      net_total_cents: cents,
      category_type: 'food',
      ...(ordered_at ? { ordered_at } : {}),
    });
    const closingId = randomUUID();
    await send(branch, {
      path: '/api/v1/ingest/orders',
      idempotencyKey: `${closingId}-orders`,
      body: {
        data: {
          type: 'orders',
          attributes: {
            branch_identifier: branch.branchId,
            date: BUSINESS_DATE,
            closing_type: 'zout',
            lines: [
              line('Tacos', 8500, `${BUSINESS_DATE}T13:10:00-06:00`),
              line('Flan', 6000),
              line('Café', 3500),
            ],
          },
        },
      },
    });
    for (const call of smallDay(branch, BUSINESS_DATE, { total_sales_cents: 18000 }, [])) {
      await send(branch, call);
    }
    await stack.pipeline!.drain();
    const response = await stack.request('GET', '/api/v1/intelligence/sales/by-hour', {
      apiKey: branch.apiKey,
      query: { branch_identifier: branch.branchId, ...WEEK },
    });
    expect(response.body.data.attributes.hours).toEqual([
      { hour: '13:00', sales_cents: 8500, covers: null, tables: null },
    ]);
    expect(response.body.data.meta.unassigned_sales_cents).toBe(9500); // 6,000 + 3,500
  });
});

describe('GET /api/v1/intelligence/sales/by-employee', () => {
  it('ranks waiters by the net sales of their order lines', async () => {
    const response = await get('sales/by-employee');
    expect(response.status).toBe(200);
    // Order lines carry no diners, tickets or tips per waiter: those fields are null.
    const row = (name: string, total: number, rank: number) => ({
      name,
      total_sales_cents: total,
      covers: null,
      avg_ticket_cents: null,
      tips_cents: null,
      tip_pct: null,
      rank,
    });
    expect(response.body.data).toEqual({
      type: 'sales_by_employee',
      attributes: {
        employees: [
          // 47,700 + 11,000 + 7,000 + 29,000 + 4,000 + 4,000 + 11,000 + 9,500
          row('María García', 123200, 1),
          // 27,000 + 12,000 + 0 + 34,000 + 22,000 + 19,000 + 1,000
          row('Luis Hernández', 115000, 2),
          // 17,000 + 8,000 + 14,500 + 26,500 + 20,000 + 6,000 + 8,500 + 11,000
          row('Ana López', 111500, 3),
          // 19,000 + 6,000 + 18,000 + 9,500 + 18,000 + 7,000 + 11,000 + 19,000
          row('Jorge Ramírez', 107500, 4),
        ], // the take-away line without waiter_name (3,000) is in no one's total
      },
      meta: metaA({ live_updates: noLiveDay }),
    });
  });
});

describe('GET /api/v1/intelligence/sales/reconciliation', () => {
  it('has one record per zout closing (the xout is informational) with its variance', async () => {
    const response = await get('sales/reconciliation');
    expect(response.status).toBe(200);
    const summary = (type: string) => ZOUT_SUMMARIES.find((row) => row.type === type)!.amount_cents;
    const paid = (...types: string[]) =>
      PAYMENTS.filter((row) => types.includes(row.payment_type)).reduce(
        (sum, row) => sum + row.amount_cents,
        0,
      );
    const byType = {
      cash_sales_cents: summary('cash_sales'),
      card_sales_cents: summary('card_sales'),
      transfer_sales_cents: summary('transfer_sales'),
      delivery_sales_cents: summary('delivery_sales'),
      voucher_sales_cents: summary('voucher_sales'),
    };
    // Every payment type of the cut adds up to its total: nothing is left out.
    const cutTotal = Object.values(byType).reduce((sum, cents) => sum + cents, 0);
    const paymentsTotal = PAYMENTS.reduce((sum, row) => sum + row.amount_cents, 0);
    expect(response.body.data).toEqual({
      type: 'reconciliation',
      attributes: {
        totals: {
          ...byType,
          tips_cents: 28000,
          grand_total_cents: cutTotal,
          variance_cents: -15000,
          payments: {
            cash_cents: paid('cash'),
            card_cents: paid('card', 'card_credit', 'card_debit'),
            transfer_cents: paid('transfer'),
            delivery_cents: paid('rappi', 'uber_eats', 'didi_food'),
            voucher_cents: paid('voucher'),
            other_cents: paid('other'),
            total_cents: paymentsTotal,
            // Each app the documents name, most paid first; its transactions summed.
            delivery_apps: ['rappi', 'uber_eats', 'didi_food']
              .map((app) => {
                const own = PAYMENTS.filter((row) => row.payment_type === app);
                return {
                  payment_type: app,
                  amount_cents: paid(app),
                  transaction_count: own.reduce((sum, row) => sum + row.transaction_count, 0),
                  present: own.length > 0,
                };
              })
              .filter((app) => app.present)
              .sort((a, b) => b.amount_cents - a.amount_cents)
              .map(({ present: _present, ...app }) => app),
          },
          payments_difference_cents: paymentsTotal - cutTotal,
        },
        records: [
          {
            date: '2026-03-06',
            shift: 'all_day', // the day's only sales summary shift
            folio,
            cashier: 'Rosa Martínez', // meta.cashier_name of the zout
            // The cut's name: its register (meta.cash_register_name), type and end, as sent.
            cash_register: String(zoutCall().body.data.meta?.cash_register_name),
            closing_type: 'zout',
            end_at: String(zoutCall().body.data.attributes.end_at),
            cash_cents: 148000,
            card_cents: 260000, // card_sales (the credit/debit breakdown is not added again)
            transfer_cents: byType.transfer_sales_cents,
            delivery_cents: byType.delivery_sales_cents,
            voucher_cents: byType.voucher_sales_cents,
            tips_cents: 28000,
            // cash 148,000 + card 260,000 + transfer 30,000 + delivery 22,200 + vouchers 0
            total_cents: 460200,
            // cash_actual − cash_theoretical = 232,000 − 247,000
            variance_cents: -15000,
            // |−15,000| / 247,000 = 6.07 % → above 3 → red
            variance_status: 'red',
          },
        ],
      },
      meta: metaA({ benchmarks: { cash_variance_pct: cashVarianceRanges } }),
    });
  });
});

describe('GET /api/v1/intelligence/cash-flow', () => {
  it('builds the cash ledger from the zout summaries and the opening fund', async () => {
    const response = await get('cash-flow');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      type: 'cash_flow',
      attributes: {
        period_summary: {
          opening_balance_cents: 100000, // cash_register.opened at 08:05
          total_inflows_cents: 196000, // 148,000 + 20,000 + 0 + 28,000
          total_outflows_cents: 23000, // 0 + 0 + 22,000 + 1,000 + 0
          closing_balance_cents: 273000, // 100,000 + 196,000 − 23,000
          net_cash_cents: 173000, // 196,000 − 23,000
        },
        inflows: {
          cash_sales_cents: 148000,
          deposits_received_cents: 20000,
          other_income_cents: null, // no live updates (cash_movement) that day
          tips_received_cents: 28000,
        },
        outflows: {
          cash_purchases_cents: 0, // dashboard purchases and expenses are not captured yet
          cash_expenses_cents: 0,
          tips_paid_to_waiters_cents: 22000,
          withholding_cents: 1000,
          other_cash_out_cents: null,
        },
        // The cash cut's sales by payment type, as the reconciliation totals them.
        sales_by_payment_type: {
          cash_sales_cents: 148000,
          card_sales_cents: 260000,
          transfer_sales_cents: 30000,
          delivery_sales_cents: 22200,
          voucher_sales_cents: 0,
          grand_total_cents: 148000 + 260000 + 30000 + 22200 + 0,
        },
        daily_entries: [
          {
            date: '2026-03-06',
            opening_balance_cents: 100000,
            inflows_cents: 196000,
            outflows_cents: 23000,
            closing_balance_cents: 273000,
            variance_cents: -15000,
            variance_pct: 6.1, // 15,000 / 247,000 = 6.07 %
            variance_status: 'red',
          },
        ],
        alerts: [
          {
            date: '2026-03-06',
            type: 'cash_variance_high',
            severity: 'red',
            message: expect.stringContaining('6.1%'),
          },
        ],
      },
      meta: metaA({
        benchmarks: { cash_variance_pct: cashVarianceRanges },
        benchmark: { variance_pct_threshold: 1, variance_status: 'red' },
        live_updates: noLiveDay,
      }),
    });
  });
});

/** An item's net sales: Σ its order lines' net totals in the fixture (after their discounts). */
const netSalesOf = (name: string) =>
  ORDER_LINES.filter((line) => line.item_name === name).reduce((sum, line) => sum + line.net_total_cents, 0);

describe('GET /api/v1/intelligence/menu/engineering', () => {
  it('classifies every item within its category_type (Kasavana & Smith)', async () => {
    const response = await get('menu/engineering');
    expect(response.status).toBe(200);
    // The lines' net sales carry IVA; contributions are on sales without it, by the range's corte Z
    // (its only summary: 460,200 with IVA, 396,724 without).
    const withoutIva = (cents: number) => Math.round((cents * 396_724) / 460_200);
    const item = (
      category_type: 'food' | 'beverage' | 'bar',
      item_sku: string,
      item_name: string,
      category: string,
      quantity_sold: number,
      popularity_pct: number,
      unit_price_cents: number,
      unit_cost_cents: number,
      quadrant: keyof typeof QUADRANT_TEXT,
      quadrant_label: string,
    ) => {
      const net = netSalesOf(item_name);
      const unitPriceNoIva = Math.round(withoutIva(net) / quantity_sold);
      return {
        category_type,
        item_sku,
        item_name,
        category,
        quantity_sold,
        net_sales_cents: net,
        popularity_pct,
        unit_price_cents,
        unit_cost_cents,
        contribution_cents: unitPriceNoIva - unit_cost_cents,
        total_contribution_cents: withoutIva(net) - unit_cost_cents * quantity_sold,
        quadrant,
        quadrant_label,
        action: QUADRANT_TEXT[quadrant].action,
        net_sales_no_iva_cents: withoutIva(net),
        unit_price_no_iva_cents: unitPriceNoIva,
      };
    };
    expect(response.body.data).toEqual({
      type: 'menu_engineering',
      attributes: {
        // stars: enchiladas, arrachera, horchata, café (the envase is not a dish); puzzle: margarita;
        // plowhorses: pastor, suadero, gringa, refresco, clara, oscura; dog: flan; mezcal has no cost.
        summary: { stars_count: 4, puzzles_count: 1, plowhorses_count: 6, dogs_count: 1 },
        items: [
          // FOOD: 23 units over 6 items; popular ⇔ quantity × 6 ≥ 0.7 × 23 = 16.1 ⇔ quantity ≥ 3.
          // Σ contribution without IVA = 34,493 + 24,793 + 15,269 + 24,900 + 31,565 + 2,172 = 133,192;
          // average per unit = 133,192 / 23 = 5,791.0: only enchiladas and arrachera reach it.
          // pastor: 7 units, 59,500 net with IVA, 51,293 without; 51,293 − 7 × 2,400 = 34,493
          item(
            'food',
            'TAC-001',
            'Tacos al pastor (orden)',
            'Tacos',
            7,
            30.4,
            8500,
            2400,
            'plowhorse',
            'Caballo de batalla',
          ),
          // suadero: 5 units, 45,000 net (38,793 without IVA); 38,793 − 14,000 = 24,793
          item(
            'food',
            'TAC-002',
            'Tacos de suadero (orden)',
            'Tacos',
            5,
            21.7,
            9000,
            2800,
            'plowhorse',
            'Caballo de batalla',
          ),
          // arrachera: 3 units, 53,000 − 5,300 + 26,500 = 74,200 net → 24,733 per unit with IVA;
          // 63,965 without IVA − 32,400 = 31,565; shown contribution 21,322 − 10,800 = 10,522
          item(
            'food',
            'PF-002',
            'Arrachera con guarnición',
            'Platos fuertes',
            3,
            13,
            24733,
            10800,
            'star',
            'Estrella',
          ),
          // enchiladas: 3 units, 43,500 net (37,500 without IVA); 37,500 − 12,600 = 24,900
          item(
            'food',
            'PF-001',
            'Enchiladas suizas',
            'Platos fuertes',
            3,
            13,
            14500,
            4200,
            'star',
            'Estrella',
          ),
          // gringa: 3 units, 28,500 net (24,569 without IVA); 24,569 − 9,300 = 15,269
          item(
            'food',
            'TAC-003',
            'Gringa de pastor',
            'Tacos',
            3,
            13,
            9500,
            3100,
            'plowhorse',
            'Caballo de batalla',
          ),
          // flan: 2 units (one a courtesy), 6,000 net → 3,000 per unit; 5,172 without IVA − 3,000 = 2,172
          item('food', 'POS-001', 'Flan napolitano', 'Postres', 2, 8.7, 3000, 1500, 'dog', 'Perro'),
          // BEVERAGE: 11 units over 3 items; popular ⇔ quantity × 3 ≥ 7.7 ⇔ quantity ≥ 3 (all).
          // Σ contribution without IVA = 10,069 + 8,193 + 8,545 = 26,807; per unit 26,807 / 11 = 2,437.0.
          item('beverage', 'CAF-001', 'Café de olla', 'Café', 4, 36.4, 3500, 500, 'star', 'Estrella'),
          item(
            'beverage',
            'REF-002',
            'Refresco de cola',
            'Refrescos y aguas',
            4,
            36.4,
            4000,
            1400,
            'plowhorse',
            'Caballo de batalla',
          ),
          item(
            'beverage',
            'REF-001',
            'Agua de horchata',
            'Refrescos y aguas',
            3,
            27.3,
            4000,
            600,
            'star',
            'Estrella',
          ),
          // BAR: 22 units over 4 items; popular ⇔ quantity × 4 ≥ 15.4 ⇔ quantity ≥ 4.
          // Costed: Σ contribution without IVA = 29,414 + 12,690 + 17,724 = 59,828 over 17 units = 3,519.3.
          item(
            'bar',
            'CER-001',
            'Cerveza clara',
            'Cervezas',
            10,
            45.5,
            5500,
            1800,
            'plowhorse',
            'Caballo de batalla',
          ),
          // mezcal: 5 units, 47,500 net, no unit cost in the catalog → no quadrant
          {
            category_type: 'bar',
            item_sku: 'COC-002',
            item_name: 'Mezcal espadín (copa)',
            category: 'Coctelería',
            quantity_sold: 5,
            net_sales_cents: netSalesOf('Mezcal espadín (copa)'),
            popularity_pct: 22.7,
            unit_price_cents: 9500,
            unit_cost_cents: null,
            contribution_cents: null,
            total_contribution_cents: null,
            quadrant: null,
            quadrant_label: null,
            action: MISSING_COST_ACTION,
            net_sales_no_iva_cents: withoutIva(netSalesOf('Mezcal espadín (copa)')),
            unit_price_no_iva_cents: Math.round(withoutIva(netSalesOf('Mezcal espadín (copa)')) / 5),
          },
          item(
            'bar',
            'CER-002',
            'Cerveza oscura',
            'Cervezas',
            4,
            18.2,
            6000,
            2000,
            'plowhorse',
            'Caballo de batalla',
          ),
          // margarita: 3 units, 22,000 − 2,000 + 11,000 = 31,000 net → 10,333; 26,724 − 9,000 = 17,724
          item('bar', 'COC-001', 'Margarita', 'Coctelería', 3, 13.6, 10333, 3000, 'puzzle', 'Rompecabezas'),
        ],
        // Thresholds: 70 % / N, and Σ contribution / Σ quantity of the costed items (as above, without IVA).
        thresholds: [
          {
            category_type: 'food',
            items_count: 6,
            popularity_threshold_pct: 11.7,
            contribution_threshold_cents: Math.round(133_192 / 23),
          },
          {
            category_type: 'beverage',
            items_count: 3,
            popularity_threshold_pct: 23.3,
            contribution_threshold_cents: Math.round(26_807 / 11),
          },
          {
            category_type: 'bar',
            items_count: 4,
            popularity_threshold_pct: 17.5,
            contribution_threshold_cents: Math.round(59_828 / 17),
          },
        ],
        // OTHER: packaging is not a dish: listed apart, no quadrant, in no group's thresholds.
        // 4 units, 4,000 net → 1,000 per unit; without IVA 3,448 → 862 per unit; cost 400 → 462 per
        // unit, 3,448 − 1,600 = 1,848 in all.
        other_items: [
          {
            item_sku: 'OTR-001',
            item_name: 'Envase para llevar',
            category: 'Otros',
            quantity_sold: 4,
            net_sales_cents: 4000,
            unit_price_cents: 1000,
            unit_cost_cents: 400,
            contribution_cents: Math.round(withoutIva(4000) / 4) - 400,
            total_contribution_cents: withoutIva(4000) - 400 * 4,
            net_sales_no_iva_cents: withoutIva(4000),
            unit_price_no_iva_cents: Math.round(withoutIva(4000) / 4),
          },
        ],
        contribution_basis: 'without_iva',
      },
      meta: metaA(),
    });
  });
});

describe('GET /api/v1/intelligence/kpis', () => {
  it('gives the eight KPIs, the cost ones null until the back office is captured, with their benchmarks', async () => {
    const response = await get('kpis');
    expect(response.status).toBe(200);
    const costKeys = [
      'food_cost_pct',
      'beverage_cost_pct',
      'labor_cost_pct',
      'prime_cost_pct',
      'ebitda_pct',
      'net_profit_pct',
    ];
    expect(response.body.data.attributes.kpis.slice(0, 6)).toEqual(
      costKeys.map((key) => expect.objectContaining({ key, value: null, status: null })),
    );
    expect(response.body.data.meta).toMatchObject({ ...metaA(), cost_method: 'purchases' });
    expect(response.body.data.meta.benchmarks.cash_variance_pct).toEqual(cashVarianceRanges);
    expect({
      ...response.body.data,
      attributes: { kpis: response.body.data.attributes.kpis.slice(6) },
      meta: null,
    }).toEqual({
      type: 'kpis',
      attributes: {
        kpis: [
          {
            key: 'avg_ticket_cents',
            label: 'Ticket promedio',
            value: 25567, // 460,200 / 18 tables
            unit: 'cents',
            status: null, // the spec gives no benchmark for the average ticket
            benchmark_green: null,
            benchmark_red: null,
          },
          {
            key: 'cash_variance_pct',
            label: 'Variación de caja',
            value: 6.1, // 15,000 / 247,000
            unit: '%',
            status: 'red',
            benchmark_green: 1,
            benchmark_red: 3,
          },
        ],
      },
      meta: null,
    });
  });
});

describe('GET /api/v1/intelligence/alerts', () => {
  it('lists the alerts the aggregation stored for the range, counted by severity', async () => {
    const response = await get('alerts');
    expect(response.status).toBe(200);
    const { attributes, meta } = response.body.data;
    expect(response.body.data.type).toBe('alerts');
    expect(meta).toMatchObject(metaA());
    expect(meta.benchmarks.discounts_pct).toEqual({
      unit: '%',
      direction: 'lower_is_better',
      green: { below: 3 },
      yellow: { from: 3, to: 5 },
      red: { above: 5 },
    });
    expect(attributes).toEqual({
      total_count: 3,
      critical_count: 2, // red
      warning_count: 0, // yellow
      info_count: 1, // blue
      // red first (by id), then blue. Discounts: 13,300 / 460,200 = 2.9 % (green): no alert.
      alerts: [
        {
          id: '2026-03-06:cancellations_high',
          severity: 'red',
          type: 'cancellations_high',
          title: 'Cancelaciones altas',
          // 5,500 + 8,500 + 11,000 = 25,000; 25,000 / 460,200 = 5.43 % → above 4 → red
          message:
            'El 06/03/2026 se cancelaron $250.00 en 3 cancelaciones, 5.4% de la venta (lo sano es menos de 2%).',
          action: expect.any(String),
          created_at: BUILT_AT_LOCAL,
        },
        {
          id: `2026-03-06:cash_variance_high:${folio}`,
          severity: 'red',
          type: 'cash_variance_high',
          // Named by date, register and time, never by its folio (a UUID).
          title: 'Faltante de caja en el corte Z del viernes 6 de marzo, Caja 1',
          message:
            'El corte Z del viernes 6 de marzo (Caja 1, cerró a las 01:30, cajero: Rosa Martínez) tiene una diferencia de -$150.00 (6.1% del efectivo esperado).',
          action: expect.any(String),
          created_at: BUILT_AT_LOCAL,
        },
        {
          id: '2026-03-06:sales_up',
          severity: 'blue',
          type: 'sales_up',
          title: 'Ventas arriba',
          // vs Friday 02-27: (460,200 − 380,000) / 380,000 = 21.1 % ≥ 20 → sales_up
          message:
            'El 06/03/2026 la venta subió 21.1%: $4,602.00 contra $3,800.00 del mismo día de la semana pasada.',
          action: expect.any(String),
          created_at: BUILT_AT_LOCAL,
        },
      ],
    });
  });

  it('lists only the alerts of the range dates', async () => {
    const before = await get('alerts', { date_from: '2026-02-27', date_to: '2026-03-05' });
    expect(before.body.data.attributes.total_count).toBe(0);
    // The 02-27 day was rebuilt (its snapshot exists) even though it raised nothing.
    expect(before.body.data.meta.snapshot_date).toBe('2026-02-28T01:00:00.000-06:00');
    const lastDay = await get('alerts', { date_from: '2026-03-06', date_to: '2026-03-06' });
    expect(lastDay.body.data.attributes.total_count).toBe(3);
  });
});

describe('branch isolation', () => {
  it.each(INTELLIGENCE_ENDPOINTS)(
    '%s: a foreign branch_identifier is 404 in both directions',
    async (endpoint) => {
      for (const [key, target] of [
        [branchA, branchB],
        [branchB, branchA],
      ] as const) {
        const response = await stack.request('GET', `/api/v1/intelligence/${endpoint}`, {
          apiKey: key.apiKey,
          query: { branch_identifier: target.branchId, ...WEEK },
        });
        expect(response.status).toBe(404);
        expect(response.body.error.code).toBe('SVC_ERR_404');
        expect(JSON.stringify(response.body)).not.toMatch(/460200|Ana López|Rosa Martínez/);
      }
    },
  );

  it.each(INTELLIGENCE_ENDPOINTS)("%s: branch B's key sees only B's own day", async (endpoint) => {
    const response = await get(endpoint, WEEK, branchB);
    expect(response.status).toBe(200);
    expect(response.body.data.meta.branch_identifier).toBe(branchB.branchId);
    const text = JSON.stringify(response.body);
    for (const mark of ['460200', '148000', 'Ana López', 'Rosa Martínez', 'Margarita', folio]) {
      expect(text).not.toContain(mark);
    }
  });

  it("B's numbers are B's alone", async () => {
    const summary = await get('sales/summary', WEEK, branchB);
    // B sent 12,345 cents and no covers or tables; its previous period is empty.
    expect(summary.body.data.attributes).toMatchObject({
      total_sales_cents: 12345,
      covers_total: null,
      avg_ticket_cents: null,
      vs_previous_period: {
        total_sales_pct_change: null,
        covers_pct_change: null,
        avg_ticket_pct_change: null,
      },
    });
    const reconciliation = await get('sales/reconciliation', WEEK, branchB);
    expect(reconciliation.body.data.attributes.records).toEqual([
      {
        date: '2026-03-06',
        shift: 'all_day',
        folio: folioB,
        cashier: 'Caja B',
        cash_register: closingB.cash_register,
        closing_type: 'zout',
        end_at: closingB.end_at,
        cash_cents: 12345,
        card_cents: null,
        transfer_cents: null,
        delivery_cents: null,
        voucher_cents: null,
        tips_cents: null,
        total_cents: 12345,
        variance_cents: null, // no cash_theoretical/cash_actual and no cash_variance summary
        variance_status: null,
      },
    ]);
    const byEmployee = await get('sales/by-employee', WEEK, branchB);
    expect(byEmployee.body.data.attributes.employees).toEqual([]);
    const menu = await get('menu/engineering', WEEK, branchB);
    expect(menu.body.data.attributes.items).toEqual([]);
    const alerts = await get('alerts', WEEK, branchB);
    expect(alerts.body.data.attributes.total_count).toBe(0);
  });
});
