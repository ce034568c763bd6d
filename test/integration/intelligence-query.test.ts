/**
 * The query rules every GET /api/v1/intelligence/* endpoint shares (shared/use-cases/intelligence/query.ts),
 * plan entitlement, and the answer for a range without data. The endpoints' numbers over a real
 * end-of-day are in intelligence.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTELLIGENCE_ENDPOINTS } from '../support/intelligence.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

// 03:30 UTC on Thursday 12 March 2026 is 21:30 on Wednesday 11 March in Mexico City (UTC−6 all year):
// "today" must be the branch's date, not UTC's.
const clock = manualClock('2026-03-12T03:30:00.000Z');
let stack: TestStack;
let branch: TestBranch;

beforeAll(async () => {
  stack = await startTestStack({ clock });
  branch = await stack.createBranch({ plan: 'enterprise', timezone: 'America/Mexico_City' });
});
afterAll(() => stack.close());

function get(endpoint: string, query: Record<string, string>, apiKey = branch.apiKey) {
  return stack.request('GET', `/api/v1/intelligence/${endpoint}`, { apiKey, query });
}

function expect422(response: { status: number; body: any }, field: string) {
  expect(response.status).toBe(422);
  expect(response.body.error.code).toBe('SVC_ERR_422');
  expect(response.body.error.field).toBe(field);
}

describe.each(INTELLIGENCE_ENDPOINTS)('GET /api/v1/intelligence/%s query rules', (endpoint) => {
  it('requires branch_identifier', async () => {
    const response = await get(endpoint, { date_from: '2026-03-01', date_to: '2026-03-07' });
    expect422(response, 'query.branch_identifier');
  });

  it('requires date_from and date_to unless period is given', async () => {
    const id = branch.branchId;
    expect422(await get(endpoint, { branch_identifier: id, date_to: '2026-03-07' }), 'query.date_from');
    expect422(await get(endpoint, { branch_identifier: id, date_from: '2026-03-01' }), 'query.date_to');
  });

  it('rejects a date_to before date_from', async () => {
    const response = await get(endpoint, {
      branch_identifier: branch.branchId,
      date_from: '2026-03-08',
      date_to: '2026-03-07',
    });
    expect422(response, 'query.date_to');
    expect(response.body.error.received_value).toBe('2026-03-07');
  });
});

describe('query rules, parameter by parameter (sales/summary)', () => {
  const id = () => branch.branchId;

  it.each([
    ['not a date', 'yesterday'],
    ['an impossible calendar date', '2026-02-30'],
    ['a date with a time', '2026-03-01T00:00:00Z'],
    ['an empty value', ''],
  ])('rejects date_from that is %s', async (_case, value) => {
    const response = await get('sales/summary', {
      branch_identifier: id(),
      date_from: value,
      date_to: '2026-03-07',
    });
    expect422(response, 'query.date_from');
  });

  it('rejects an impossible date_to and echoes it', async () => {
    const response = await get('sales/summary', {
      branch_identifier: id(),
      date_from: '2026-03-01',
      date_to: '2026-13-01',
    });
    expect422(response, 'query.date_to');
    expect(response.body.error.received_value).toBe('2026-13-01');
  });

  it('accepts 366 days, both ends included, and rejects 367', async () => {
    // 2024 is a leap year: 2024-01-01 … 2024-12-31 is 366 days; one more day is 367.
    const ok = await get('sales/summary', {
      branch_identifier: id(),
      date_from: '2024-01-01',
      date_to: '2024-12-31',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.meta.period).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    const tooLong = await get('sales/summary', {
      branch_identifier: id(),
      date_from: '2024-01-01',
      date_to: '2025-01-01',
    });
    expect422(tooLong, 'query.date_to');
  });

  it('accepts a single day (date_from = date_to)', async () => {
    const response = await get('sales/summary', {
      branch_identifier: id(),
      date_from: '2026-03-05',
      date_to: '2026-03-05',
    });
    expect(response.status).toBe(200);
    expect(response.body.data.meta.period).toEqual({ from: '2026-03-05', to: '2026-03-05' });
  });

  it('rejects an unknown period and echoes it', async () => {
    const response = await get('sales/summary', { branch_identifier: id(), period: 'fortnight' });
    expect422(response, 'query.period');
    expect(response.body.error.received_value).toBe('fortnight');
  });

  it.each([
    // Wednesday 11 March 2026 in Mexico City (it is already the 12th in UTC).
    ['today', { from: '2026-03-11', to: '2026-03-11' }],
    ['yesterday', { from: '2026-03-10', to: '2026-03-10' }],
    ['week', { from: '2026-03-09', to: '2026-03-11' }], // Monday of this week to today
    ['month', { from: '2026-03-01', to: '2026-03-11' }],
  ])('resolves period=%s in the branch time zone', async (period, expected) => {
    const response = await get('sales/summary', { branch_identifier: id(), period });
    expect(response.status).toBe(200);
    expect(response.body.data.meta.period).toEqual(expected);
  });

  it('lets period win over explicit dates', async () => {
    const response = await get('sales/summary', {
      branch_identifier: id(),
      period: 'today',
      date_from: '2020-01-01',
      date_to: '2020-01-31',
    });
    expect(response.status).toBe(200);
    expect(response.body.data.meta.period).toEqual({ from: '2026-03-11', to: '2026-03-11' });
  });

  it('resolves "today" in each branch own time zone', async () => {
    // 03:30 UTC on 12 March is already 12:30 on 12 March in Tokyo.
    const tokyo = await stack.createBranch({ timezone: 'Asia/Tokyo' });
    const response = await get(
      'sales/summary',
      { branch_identifier: tokyo.branchId, period: 'today' },
      tokyo.apiKey,
    );
    expect(response.body.data.meta.period).toEqual({ from: '2026-03-12', to: '2026-03-12' });
  });

  it('answers a malformed branch_identifier with 422 and a foreign one with 404', async () => {
    const other = await stack.createBranch();
    const malformed = await get('sales/summary', { branch_identifier: 'not-a-uuid', period: 'today' });
    expect422(malformed, 'query.branch_identifier');
    const foreign = await get('sales/summary', { branch_identifier: other.branchId, period: 'today' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('SVC_ERR_404');
    expect(foreign.body.error.field).toBe('query.branch_identifier');
  });
});

describe('plan entitlement', () => {
  it.each([
    ['sales/reconciliation', 'cash'],
    ['cash-flow', 'cash'],
    ['menu/engineering', 'menu'],
  ] as const)('answers 403 to a Starter branch on %s', async (endpoint, module) => {
    const starter = await stack.createBranch({ plan: 'starter' });
    const response = await get(
      endpoint,
      { branch_identifier: starter.branchId, period: 'today' },
      starter.apiKey,
    );
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('SVC_ERR_403');
    expect(response.body.error.message).toContain(`${module} module`);
  });

  it.each(['sales/summary', 'sales/by-hour', 'sales/by-employee', 'kpis', 'alerts'] as const)(
    'lets a Starter branch read %s',
    async (endpoint) => {
      const starter = await stack.createBranch({ plan: 'starter' });
      const response = await get(
        endpoint,
        { branch_identifier: starter.branchId, period: 'today' },
        starter.apiKey,
      );
      expect(response.status).toBe(200);
    },
  );

  it('lets a Growth branch read cash and menu', async () => {
    const growth = await stack.createBranch({ plan: 'growth' });
    for (const endpoint of ['sales/reconciliation', 'cash-flow', 'menu/engineering'] as const) {
      const response = await get(
        endpoint,
        { branch_identifier: growth.branchId, period: 'week' },
        growth.apiKey,
      );
      expect(response.status).toBe(200);
    }
  });
});

describe('a range without data', () => {
  const range = { date_from: '2025-06-01', date_to: '2025-06-07' };
  const meta = () => ({
    period: { from: '2025-06-01', to: '2025-06-07' },
    branch_identifier: branch.branchId,
    snapshot_date: null,
  });
  const query = () => ({ branch_identifier: branch.branchId, ...range });

  it('sales/summary: total 0, everything the data cannot give null, no comparison', async () => {
    const response = await get('sales/summary', query());
    expect(response.status).toBe(200);
    const shift = { sales_cents: null, covers: null };
    expect(response.body).toEqual({
      data: {
        type: 'sales_summary',
        attributes: {
          total_sales_cents: 0,
          total_sales_no_iva_cents: null,
          food_sales_cents: null,
          beverage_sales_cents: null,
          bar_sales_cents: null,
          covers_total: null,
          tables_served_total: null,
          avg_ticket_cents: null,
          avg_pax: null,
          vs_previous_period: {
            total_sales_pct_change: null,
            covers_pct_change: null,
            avg_ticket_pct_change: null,
          },
          by_shift: { breakfast: shift, lunch: shift, dinner: shift, bar: shift },
        },
        // No day of the week, nor of the 7 before it, opened.
        meta: {
          ...meta(),
          days_with_sales: 0,
          previous_period: { from: '2025-05-25', to: '2025-05-31', days_with_sales: 0 },
        },
      },
    });
  });

  /** No built day: the live-update members have no day to come from. */
  const noDay = {
    days_with: 0,
    days_without: 0,
    reason: expect.stringMatching(/^No built day in the range/),
  };

  it('sales/by-hour and sales/by-employee: empty lists, no peak or valley', async () => {
    const byHour = await get('sales/by-hour', query());
    expect(byHour.body.data).toEqual({
      type: 'sales_by_hour',
      attributes: { peak_hour: null, valley_hour: null, hours: [] },
      meta: { ...meta(), unassigned_sales_cents: 0, live_updates: noDay },
    });
    const byEmployee = await get('sales/by-employee', query());
    expect(byEmployee.body.data).toEqual({
      type: 'sales_by_employee',
      attributes: { employees: [] },
      meta: { ...meta(), live_updates: noDay },
    });
  });

  it('sales/reconciliation: no records, null totals, the variance benchmark in meta', async () => {
    const response = await get('sales/reconciliation', query());
    expect(response.body.data).toEqual({
      type: 'reconciliation',
      attributes: {
        totals: {
          cash_sales_cents: null,
          card_sales_cents: null,
          transfer_sales_cents: null,
          delivery_sales_cents: null,
          voucher_sales_cents: null,
          tips_cents: null,
          grand_total_cents: null,
          variance_cents: null,
          payments: null,
          payments_difference_cents: null,
        },
        records: [],
      },
      meta: { ...meta(), benchmarks: { cash_variance_pct: cashVarianceRanges } },
    });
  });

  it('cash-flow: zero flows, unknown balances, no entries', async () => {
    const response = await get('cash-flow', query());
    expect(response.body.data).toEqual({
      type: 'cash_flow',
      attributes: {
        period_summary: {
          opening_balance_cents: null,
          total_inflows_cents: 0,
          total_outflows_cents: 0,
          closing_balance_cents: null,
          net_cash_cents: 0,
        },
        inflows: {
          cash_sales_cents: 0,
          deposits_received_cents: 0,
          other_income_cents: null, // no built day, so no live updates
          tips_received_cents: 0,
        },
        outflows: {
          cash_purchases_cents: 0,
          cash_expenses_cents: 0,
          tips_paid_to_waiters_cents: 0,
          withholding_cents: 0,
          other_cash_out_cents: null,
        },
        sales_by_payment_type: {
          cash_sales_cents: null,
          card_sales_cents: null,
          transfer_sales_cents: null,
          delivery_sales_cents: null,
          voucher_sales_cents: null,
          grand_total_cents: null,
        },
        daily_entries: [],
        alerts: [],
      },
      meta: {
        ...meta(),
        benchmarks: { cash_variance_pct: cashVarianceRanges },
        benchmark: { variance_pct_threshold: 1, variance_status: null },
        live_updates: noDay,
      },
    });
  });

  it('menu/engineering: no items, zero counts', async () => {
    const response = await get('menu/engineering', query());
    expect(response.body.data).toEqual({
      type: 'menu_engineering',
      attributes: {
        summary: { stars_count: 0, puzzles_count: 0, plowhorses_count: 0, dogs_count: 0 },
        items: [],
        thresholds: [],
        other_items: [],
        // No corte Z without IVA in the range: the basis says the contributions would carry it.
        contribution_basis: 'with_iva',
      },
      meta: meta(),
    });
  });

  it('kpis: every KPI listed with a null value and status', async () => {
    const response = await get('kpis', query());
    expect(response.body.data.type).toBe('kpis');
    expect(response.body.data.meta).toMatchObject({
      ...meta(),
      benchmarks: { cash_variance_pct: cashVarianceRanges },
      cost_method: 'purchases',
      missing: ['sales_by_category', 'inventory_counts', 'payroll', 'operating_expenses'],
      inventory_days: { value: null, status: null },
    });
    const costKeys = [
      'food_cost_pct',
      'beverage_cost_pct',
      'labor_cost_pct',
      'prime_cost_pct',
      'ebitda_pct',
      'net_profit_pct',
    ];
    expect(response.body.data.attributes.kpis.slice(0, 6)).toEqual(
      costKeys.map((key) => expect.objectContaining({ key, value: null, unit: '%', status: null })),
    );
    expect(response.body.data.attributes.kpis.slice(6)).toEqual([
      {
        key: 'avg_ticket_cents',
        label: 'Ticket promedio',
        value: null,
        unit: 'cents',
        status: null,
        benchmark_green: null,
        benchmark_red: null,
      },
      {
        key: 'cash_variance_pct',
        label: 'Variación de caja',
        value: null,
        unit: '%',
        status: null,
        benchmark_green: 1,
        benchmark_red: 3,
      },
    ]);
  });

  it('alerts: zero counts, no alerts', async () => {
    const response = await get('alerts', query());
    expect(response.body.data.type).toBe('alerts');
    expect(response.body.data.attributes).toEqual({
      total_count: 0,
      critical_count: 0,
      warning_count: 0,
      info_count: 0,
      alerts: [],
    });
    expect(response.body.data.meta).toMatchObject(meta());
  });
});

const cashVarianceRanges = {
  unit: '%',
  direction: 'lower_is_better',
  green: { below: 1 },
  yellow: { from: 1, to: 3 },
  red: { above: 3 },
};
