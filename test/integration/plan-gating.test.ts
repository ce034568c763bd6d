/**
 * Issue 18, point 12: /kpis and /alerts are in the sales module (Starter), but some of their KPIs and
 * alerts are the costs and cash modules' figures. A Growth branch (costs and cash included) closes a
 * day through the HTTP API and the real pipeline with a cash shortage and a food purchase that makes
 * food cost red, and sees those KPIs and alerts; moved to Starter (the admin CLI's set-plan), the same
 * branch must see them null or left out, with meta.gated naming the module and the plan that has it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '#shared/storage/branch-store.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const clock = manualClock('2026-03-11T18:00:00.000Z');
const DATE = '2026-03-10';
const DAY = { date_from: DATE, date_to: DATE };
const COST_KPIS = [
  'food_cost_pct',
  'beverage_cost_pct',
  'labor_cost_pct',
  'prime_cost_pct',
  'ebitda_pct',
  'net_profit_pct',
];
let stack: TestStack;
let branch: TestBranch;

async function send(path: string, key: string, type: string, attributes: Record<string, unknown>) {
  const response = await stack.request('POST', `/api/v1/${path}`, {
    apiKey: branch.apiKey,
    idempotencyKey: key,
    body: { data: { type, attributes: { branch_identifier: branch.branchId, ...attributes } } },
  });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
}

const read = (path: string) =>
  stack.request('GET', `/api/v1/intelligence/${path}`, {
    apiKey: branch.apiKey,
    query: { branch_identifier: branch.branchId, ...DAY },
  });

const kpiOf = (body: any, key: string) =>
  body.data.attributes.kpis.find((kpi: { key: string }) => kpi.key === key);
const typesOf = (body: any) => body.data.attributes.alerts.map((alert: { type: string }) => alert.type);

beforeAll(async () => {
  stack = await startTestStack({ clock, keyCacheTtlMs: 0 });
  branch = await stack.createBranch({ plan: 'growth' });
  const closing = randomUUID();
  const day = { date: DATE, closing_type: 'zout' };
  await send('ingest/orders', `${closing}-orders`, 'orders', {
    ...day,
    lines: [
      {
        item_name: 'Tacos al pastor',
        quantity: 10,
        unit_price_cents: 10_000,
        subtotal_cents: 100_000,
        net_total_cents: 100_000,
        category_type: 'food',
      },
    ],
  });
  await send('ingest/sales', `${closing}-sales`, 'sales', {
    ...day,
    shift: 'all_day',
    total_sales_cents: 100_000,
    // Exempt of IVA (totals equal): the cost ratios' base is the sales themselves.
    total_sales_no_iva_cents: 100_000,
    food_sales_cents: 100_000,
    tables_served: 4,
  });
  await send('ingest/cash-register', closing, 'cash-register', {
    closing_type: 'zout',
    start_at: `${DATE}T08:00:00-06:00`,
    end_at: `${DATE}T23:00:00-06:00`,
    status: 'completed',
    // 10 % short of the expected cash: red.
    summaries: [
      { type: 'cash_sales', name: 'Efectivo', amount_cents: 100_000 },
      { type: 'cash_theoretical', name: 'Esperado', amount_cents: 100_000 },
      { type: 'cash_actual', name: 'Contado', amount_cents: 90_000 },
    ],
  });
  await stack.pipeline!.drain();
  // Without counts a purchase is cost a seventh a day over its date and the six after: 315,000 / 7
  // = 45,000 on the day, / 100,000 = 45 % food cost: red.
  const purchase = await stack.request('POST', '/api/v1/backoffice/purchases', {
    apiKey: branch.apiKey,
    idempotencyKey: randomUUID(),
    body: {
      data: {
        type: 'purchase',
        attributes: {
          branch_identifier: branch.branchId,
          date: DATE,
          supplier_name: 'Carnes Norte',
          paid_with: 'transfer',
          lines: [
            {
              ingredient: 'Res',
              category_type: 'food',
              quantity: 1,
              unit: 'lote',
              unit_cost_cents: 315_000,
              total_cents: 315_000,
            },
          ],
        },
      },
    },
  });
  expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);
  // Purchases of 0.00 on the 1st and the 4th: the purchases then cover the month to date (a
  // purchase covers its date and the six after), so the ratio has a status.
  for (const date of ['2026-03-01', '2026-03-04']) {
    const covering = await stack.request('POST', '/api/v1/backoffice/purchases', {
      apiKey: branch.apiKey,
      idempotencyKey: randomUUID(),
      body: {
        data: {
          type: 'purchase',
          attributes: {
            branch_identifier: branch.branchId,
            date,
            supplier_name: 'Carnes Norte',
            paid_with: 'transfer',
            lines: [
              {
                ingredient: 'Res',
                category_type: 'food',
                quantity: 1,
                unit: 'lote',
                unit_cost_cents: 0,
                total_cents: 0,
              },
            ],
          },
        },
      },
    });
    expect(covering.status, JSON.stringify(covering.body)).toBe(201);
  }
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('figures of other modules on /kpis and /alerts', () => {
  it('a plan with costs and cash (Growth) reads them, and only inventory is gated', async () => {
    const kpis = await read('kpis');
    expect(kpis.status).toBe(200);
    expect(kpiOf(kpis.body, 'food_cost_pct')).toMatchObject({ value: 45, status: 'red' });
    expect(kpiOf(kpis.body, 'cash_variance_pct')).toMatchObject({ value: 10, status: 'red' });
    expect(kpis.body.data.meta.cost_method).toBe('purchases');
    expect(kpis.body.data.meta.gated).toEqual([]);

    const alerts = await read('alerts');
    expect(typesOf(alerts.body)).toEqual(expect.arrayContaining(['food_cost_high', 'cash_variance_high']));
    expect(alerts.body.data.meta.gated).toEqual([
      { module: 'inventory', included_from: 'pro', members: ['low_stock'] },
    ]);
  });

  it('the same branch on Starter reads them null or not at all, and meta.gated says where they are', async () => {
    await setPlan(stack.deps, branch.branchId, 'starter');
    expect((await read('pnl')).status).toBe(403);

    const kpis = await read('kpis');
    expect(kpis.status).toBe(200);
    // The spec's eight keys stay listed, in order; the withheld ones have no value or status.
    expect(kpis.body.data.attributes.kpis.map((kpi: { key: string }) => kpi.key)).toEqual([
      ...COST_KPIS,
      'avg_ticket_cents',
      'cash_variance_pct',
    ]);
    for (const key of [...COST_KPIS, 'cash_variance_pct']) {
      expect(kpiOf(kpis.body, key)).toMatchObject({ value: null, status: null });
    }
    expect(kpiOf(kpis.body, 'avg_ticket_cents').value).toBe(25_000);
    expect(kpis.body.data.meta).toMatchObject({
      cost_method: null,
      missing: null,
      category_sales_source: null,
      inventory_days: null,
      gated: [
        {
          module: 'costs',
          included_from: 'growth',
          members: [
            ...COST_KPIS,
            'meta.cost_method',
            'meta.missing',
            'meta.category_sales_source',
            'meta.inventory_days',
          ],
        },
        { module: 'cash', included_from: 'growth', members: ['cash_variance_pct'] },
      ],
    });

    const alerts = await read('alerts');
    expect(alerts.status).toBe(200);
    const types = typesOf(alerts.body);
    expect(types).not.toContain('food_cost_high');
    expect(types).not.toContain('cash_variance_high');
    expect(alerts.body.data.attributes.total_count).toBe(types.length);
    expect(alerts.body.data.meta.gated.map((gate: { module: string }) => gate.module)).toEqual([
      'cash',
      'audit',
      'costs',
      'inventory',
    ]);
    expect(alerts.body.data.meta.gated[2]).toEqual({
      module: 'costs',
      included_from: 'growth',
      members: ['food_cost_high', 'bar_cost_high', 'labor_cost_high'],
    });
  });
});
