/**
 * The back-office API and the money side end to end on the local stack (real DynamoDB Local): the
 * hand-computed month of test/fixtures/costs-month.ts is captured through POST /api/v1/backoffice/*,
 * the month's two closed days are stored as the aggregator stores them (sales and items cubes), and
 * /pnl must answer every line computed by hand in test/unit/costs/month.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { webhookPayload } from '#shared/domain/responses/webhook-events.ts';
import { writeCubes } from '#shared/storage/cube-store.ts';
import { keys } from '#shared/storage/keys.ts';
import { writeSnapshotMarker } from '#shared/storage/snapshot-store.ts';
import { counts, expenses, payroll, purchases, sales } from '../fixtures/costs-month.ts';
import { askAssistant } from '../support/assistant-fixture.ts';
import { type SmallDaySales, sendCall, smallDayCalls, tortillaCount } from '../support/calls.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

// 2026-04-02 12:00 in Mexico City: March is closed.
const clock = manualClock('2026-04-02T18:00:00.000Z');
let stack: TestStack;
let branch: TestBranch;
const MARCH = { date_from: '2026-03-01', date_to: '2026-03-31' };
const ids: Record<string, string> = {};

async function post(
  resource: string,
  type: string,
  attributes: Record<string, unknown>,
  key = randomUUID(),
  who = branch,
) {
  return stack.request('POST', `/api/v1/backoffice/${resource}`, {
    apiKey: who.apiKey,
    idempotencyKey: key,
    body: { data: { type, attributes: { branch_identifier: who.branchId, ...attributes } } },
  });
}

const read = (path: string, query: Record<string, string> = MARCH, who = branch) =>
  stack.request('GET', `/api/v1/${path}`, {
    apiKey: who.apiKey,
    query: { branch_identifier: who.branchId, ...query },
  });

async function storeClosedDays(branchId: string) {
  for (const day of sales) {
    await writeCubes(
      stack.deps,
      branchId,
      day.date,
      {
        sales: {
          ...day,
          summaries_count: 1,
          covers: null,
          tables_served: null,
          by_shift: {},
        },
        items: { date: day.date, items: [] },
      },
      { built_at: `${day.date}T07:00:00.000Z`, revision: 1 },
    );
  }
}

beforeAll(async () => {
  stack = await startTestStack({ clock });
  branch = await stack.createBranch({ plan: 'enterprise' });
  await storeClosedDays(branch.branchId);
  for (const purchase of purchases) {
    const { id: _id, total_cents: _total, ...attributes } = purchase;
    const response = await post('purchases', 'purchase', attributes);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    ids[purchase.id] = response.body.data.id;
  }
  for (const count of counts) {
    const { id: _id, recorded_at: _at, ...attributes } = count;
    const response = await post('inventory-counts', 'inventory-count', attributes);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    ids[count.id] = response.body.data.id;
  }
  for (const entry of payroll) {
    const { id: _id, ...attributes } = entry;
    const response = await post('payroll', 'payroll', attributes);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  }
  for (const expense of expenses) {
    const { id: _id, ...attributes } = expense;
    const response = await post('expenses', 'expense', attributes);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    ids[expense.id] = response.body.data.id;
  }
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('P&L of the hand-computed month', () => {
  it('answers every line computed by hand', async () => {
    const response = await read('intelligence/pnl');
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data.type).toBe('pnl_summary');
    expect(data.attributes).toEqual({
      ventas: {
        food_sales_cents: 4_000_000,
        beverage_sales_cents: 2_000_000,
        bar_sales_cents: 1_500_000,
        total_net_sales_cents: 7_500_000,
        total_sales_with_iva_cents: sales.reduce((sum, day) => sum + day.total_sales_cents, 0),
        food_sales_pct: 53.3,
        beverage_sales_pct: 26.7,
        bar_sales_pct: 20,
      },
      costo_de_ventas: {
        food_cost_cents: 1_318_834,
        food_cost_pct: 33,
        food_cost_status: 'yellow',
        beverage_cost_cents: 423_900,
        beverage_cost_pct: 21.2,
        beverage_cost_status: 'yellow',
        bar_cost_cents: 492_000,
        bar_cost_pct: 32.8,
        bar_cost_status: 'red',
        other_cost_cents: 26_664,
        total_cogs_cents: 2_261_398,
        total_cogs_pct: 30.2,
      },
      utilidad_bruta: { gross_profit_cents: 5_238_602, gross_margin_pct: 69.8 },
      gastos_operativos: {
        labor_cost_cents: 1_600_004,
        labor_cost_pct: 21.3,
        labor_cost_status: 'green',
        prime_cost_cents: 3_861_402,
        prime_cost_pct: 51.5,
        prime_cost_status: 'green',
        rent_cents: 900_000,
        utilities_cents: 120_000,
        maintenance_cents: 35_000,
        marketing_cents: 50_000,
        admin_cents: 40_000,
        other_expenses_cents: 15_000,
        total_opex_cents: 2_760_004,
        total_opex_pct: 36.8,
      },
      ebitda: { ebitda_cents: 2_478_598, ebitda_pct: 33, ebitda_status: 'green' },
      utilidad_neta: {
        depreciation_cents: 80_000,
        interest_cents: 20_000,
        taxes_cents: 150_000,
        net_profit_cents: 2_228_598,
        net_profit_pct: 29.7,
        net_profit_status: 'green',
      },
    });
    expect(data.meta).toMatchObject({
      period: { from: '2026-03-01', to: '2026-03-31' },
      cost_method: 'purchases_and_inventory',
      missing: [],
      inventory: { opening_count_date: '2026-02-28', closing_count_date: '2026-03-31' },
    });
    expect(data.meta.benchmarks.food_cost_pct).toEqual({
      unit: '%',
      direction: 'lower_is_better',
      green: { below: 30 },
      yellow: { from: 30, to: 38 },
      red: { above: 38 },
    });
  });

  it('covers a month with its taxes dated once, and a range past it only in part', async () => {
    // The fixture's taxes are one payment dated the 31st, with no period: it stands for its month
    // (since 2026-12-07; before, its one day, so the first 30 days read as without taxes).
    const taxes = expenses.filter((row) => row.category === 'taxes');
    expect(taxes.every((row) => row.date.startsWith('2026-03') && row.period_from === undefined)).toBe(true);
    const first30 = (await read('intelligence/pnl', { date_from: '2026-03-01', date_to: '2026-03-30' })).body
      .data;
    expect(first30.meta.coverage.taxes).toEqual({ covered_days: 30, period_days: 30 });
    expect(first30.meta.incomplete).not.toContainEqual(expect.objectContaining({ input: 'taxes' }));
    // Across into April, whose taxes are not captured: the taxes cover March's 7 days of the 12
    // (the ratio's incompleteness from it: test/unit/costs/coverage.test.ts).
    const across = { date_from: '2026-03-25', date_to: '2026-04-05' };
    const pnl = (await read('intelligence/pnl', across)).body.data;
    expect(pnl.meta.coverage.taxes).toEqual({ covered_days: 7, period_days: 12 });
    // Not a missing capture: nothing else waits on the taxes.
    expect(pnl.meta.missing).not.toContain('taxes');
    // The first 30 days are judged, as the whole month is.
    expect(first30.attributes.utilidad_neta.net_profit_status).not.toBeNull();
  });

  it('gives food cost, labor cost and the eight KPIs from the same figures', async () => {
    const food = (await read('intelligence/food-cost')).body.data;
    expect(food.attributes).toMatchObject({
      food_cost_pct: 33,
      food_cost_status: 'yellow',
      beverage_cost_pct: 21.2,
      bar_cost_pct: 32.8,
      bar_cost_status: 'red',
      inventory_days: 6.7,
      inventory_days_status: 'green',
    });
    // No order lines in the items cubes: nothing to compare against.
    expect(food.attributes.theoretical_food_cost_cents).toBeNull();
    // March's purchases by supplier, from the fixture's records (February's one left out).
    const march = purchases.filter((row) => row.date >= '2026-03-01' && row.date <= '2026-03-31');
    const bySupplier = new Map<string, { cents: number; count: number }>();
    for (const row of march) {
      const sum = bySupplier.get(row.supplier_name) ?? { cents: 0, count: 0 };
      bySupplier.set(row.supplier_name, { cents: sum.cents + row.total_cents, count: sum.count + 1 });
    }
    const marchTotal = march.reduce((total, row) => total + row.total_cents, 0);
    expect(
      food.attributes.by_supplier.map(
        (row: { supplier_name: string; purchases_cents: number; purchases_count: number }) => [
          row.supplier_name,
          row.purchases_cents,
          row.purchases_count,
        ],
      ),
    ).toEqual(
      [...bySupplier]
        .map(([name, sum]) => [name, sum.cents, sum.count])
        .sort((a, b) => (b[1] as number) - (a[1] as number)),
    );
    expect(food.attributes.by_supplier[0].pct_of_purchases).toBeCloseTo(
      (food.attributes.by_supplier[0].purchases_cents / marchTotal) * 100,
      1,
    );
    // The IVA March's purchases state, from the fixture's records (since 2026-12-06).
    expect(food.attributes.purchases_iva).toEqual({
      iva_cents: march.reduce((sum, row) => sum + (row.iva_cents ?? 0), 0),
      purchases_count: march.length,
      without_iva_count: march.filter((row) => row.iva_cents === undefined).length,
    });
    const laborRead = (await read('intelligence/labor-cost')).body.data;
    const labor = laborRead.attributes;
    // The sales side of its ratio, as /pnl's: the fixture's days that sold (since 2026-12-07).
    expect(laborRead.meta.days_with_sales).toBe(sales.filter((day) => day.total_sales_cents > 0).length);
    expect(laborRead.meta.days_with_sales).toBe(
      (await read('intelligence/pnl')).body.data.meta.days_with_sales,
    );
    expect(labor).toMatchObject({
      total_labor_cents: 1_600_004,
      labor_cost_pct: 21.3,
      labor_cost_status: 'green',
    });
    expect(labor.by_department.map((row: { department: string }) => row.department)).toEqual([
      'kitchen',
      'floor',
      'bar',
      'admin',
    ]);
    const kpis = (await read('intelligence/kpis')).body.data;
    expect(
      kpis.attributes.kpis.map((kpi: { key: string; value: number | null; status: string | null }) => [
        kpi.key,
        kpi.value,
        kpi.status,
      ]),
    ).toEqual([
      ['food_cost_pct', 33, 'yellow'],
      ['beverage_cost_pct', 21.2, 'yellow'],
      ['labor_cost_pct', 21.3, 'green'],
      ['prime_cost_pct', 51.5, 'green'],
      ['ebitda_pct', 33, 'green'],
      ['net_profit_pct', 29.7, 'green'],
      ['avg_ticket_cents', null, null],
      ['cash_variance_pct', null, null],
    ]);
    expect(kpis.meta.inventory_days).toMatchObject({ value: 6.7, status: 'green' });
  });

  it('raises the month-to-date cost alerts when /alerts is read', async () => {
    const alerts = (await read('intelligence/alerts')).body.data.attributes;
    expect(
      alerts.alerts.map((alert: { id: string; severity: string }) => [alert.id, alert.severity]),
    ).toEqual([
      // The 20th judges 14–20 March. Between the 15th's count (100 kg of Res, 1,800,000) and the
      // 31st's, food cost 1,800,000 + 711,247 − 186,708 = 2,324,539, all of it on the 20th (the only
      // day of 16–31 March that sold): / 2,500,000 = 93.0 %, red. The 5th's window starts on 27
      // February, which no purchase covers: no status.
      ['2026-03-20:food_cost_high', 'red'],
      ['2026-03-31:bar_cost_high:mtd', 'red'],
      ['2026-03-31:food_cost_high:mtd', 'yellow'],
    ]);
    expect(alerts.alerts[0].message).toContain('en los 7 días del 14/03/2026 al 20/03/2026 fue 93.0%');
  });

  it('puts cash purchases and cash expenses in the cash-flow outflows', async () => {
    const flow = (await read('intelligence/cash-flow')).body.data.attributes;
    // Cash purchases: p1, with the IVA its invoice paid in cash (since 2026-12-07, before its
    // subtotal alone); cash expenses: none in the fixture (all transfers).
    const paid = purchases.filter((row) => row.paid_with === 'cash' && row.date.startsWith('2026-03'));
    const out = paid.reduce((sum, row) => sum + row.total_cents + (row.iva_cents ?? 0), 0);
    expect(paid.map((row) => row.id)).toEqual(['p1']);
    expect(out).toBe(614_295 + 98_287);
    expect(flow.outflows).toMatchObject({ cash_purchases_cents: out, cash_expenses_cents: 0 });
    expect(flow.daily_entries.find((entry: { date: string }) => entry.date === '2026-03-03')).toMatchObject({
      inflows_cents: 0,
      outflows_cents: out,
    });
  });
});

describe('capture rules', () => {
  const purchase = {
    date: '2026-04-02',
    supplier_name: 'Abarrotes',
    paid_with: 'card',
    lines: [
      {
        ingredient: 'Sal',
        category_type: 'food',
        quantity: 2.5,
        unit: 'kg',
        unit_cost_cents: 1_999,
        total_cents: 4_998,
      },
    ],
  };

  it('replays the same request under the same key and refuses another (422 key reused), storing one', async () => {
    const key = randomUUID();
    const first = await post('purchases', 'purchase', purchase, key);
    expect(first.status).toBe(201);
    expect(first.body.data.attributes).toMatchObject({ total_cents: 4_998, supplier_name: 'Abarrotes' });
    const again = await post('purchases', 'purchase', purchase, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = await post('purchases', 'purchase', { ...purchase, paid_with: 'cash' }, key);
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({
      code: 'SVC_ERR_422_IDEMPOTENCY_KEY_REUSED',
      field: 'headers.X-Idempotency-Key',
    });
    const april = await read('backoffice/purchases', { date_from: '2026-04-02', date_to: '2026-04-02' });
    const records: Array<{ attributes: { supplier_name: string; paid_with: string } }> =
      april.body.data.attributes.records;
    expect(
      records
        .filter((record) => record.attributes.supplier_name === 'Abarrotes')
        .map((record) => record.attributes.paid_with),
    ).toEqual(['card']);
  });

  it('refuses a line total that is not quantity × unit cost rounded to the cent (422)', async () => {
    const wrong = { ...purchase, lines: [{ ...purchase.lines[0], total_cents: 4_997 }] };
    const response = await post('purchases', 'purchase', wrong);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({
      code: 'SVC_ERR_422',
      field: 'data.attributes.lines[0].total_cents',
      received_value: 4_997,
    });
    expect(response.body.error.message).toContain('4998');
    const cents = await post('expenses', 'expense', {
      date: '2026-04-01',
      category: 'rent',
      amount_cents: 12.5,
      paid_with: 'cash',
    });
    expect(cents.body.error.code).toBe('SVC_ERR_422_CENTS');
  });

  it('lists by date with a cursor, gets and deletes by id (logged as a dashboard action)', async () => {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const response = await read('backoffice/purchases', {
        ...MARCH,
        limit: '2',
        ...(cursor ? { cursor } : {}),
      });
      expect(response.status).toBe(200);
      pages.push(
        response.body.data.attributes.records.map(
          (record: { attributes: { date: string } }) => record.attributes.date,
        ),
      );
      cursor = response.body.data.meta.next_cursor ?? undefined;
    } while (cursor);
    expect(pages.flat()).toEqual(['2026-03-03', '2026-03-15', '2026-03-28']);
    expect(pages[0]).toHaveLength(2);

    const rent = await stack.request('GET', `/api/v1/backoffice/expenses/${ids.e1}`, {
      apiKey: branch.apiKey,
    });
    expect(rent.body.data).toMatchObject({
      type: 'expense',
      id: ids.e1,
      attributes: { category: 'rent', amount_cents: 900_000 },
    });

    const deleted = await stack.request('DELETE', `/api/v1/backoffice/expenses/${ids.e1}`, {
      apiKey: branch.apiKey,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.attributes).toMatchObject({ deleted: true, category: 'rent' });
    const gone = await stack.request('GET', `/api/v1/backoffice/expenses/${ids.e1}`, {
      apiKey: branch.apiKey,
    });
    expect(gone.status).toBe(404);
    const again = await stack.request('DELETE', `/api/v1/backoffice/expenses/${ids.e1}`, {
      apiKey: branch.apiKey,
    });
    expect(again.status).toBe(404);

    const log = await stack.deps.db.send(
      new QueryCommand({
        TableName: stack.deps.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.activityPartition(branch.branchId) },
      }),
    );
    const entries = log.Items ?? [];
    expect(
      entries
        .filter((item) => item.event === 'backoffice.record_deleted')
        .map((item) => [item.event, item.source, item.actor, item.ref_type, item.ref_id]),
    ).toEqual([['backoffice.record_deleted', 'dashboard', 'api_key', 'expenses', ids.e1]]);
    // Every capture was logged too, with its record id (docs/audit.md).
    const created = entries.filter((item) => item.event === 'backoffice.record_created');
    expect(created.map((item) => item.ref_id)).toEqual(expect.arrayContaining(Object.values(ids)));
    expect(created.every((item) => item.source === 'dashboard' && item.actor === 'api_key')).toBe(true);
    // Without the rent, EBITDA grows by 900,000.
    const pnl = (await read('intelligence/pnl')).body.data.attributes;
    expect(pnl.gastos_operativos.rent_cents).toBe(0);
    expect(pnl.ebitda.ebitda_cents).toBe(2_478_598 + 900_000);
  });

  it('answers the four routes of every resource with the record it stored (each body checked by the contract)', async () => {
    const owner = await stack.createBranch({ plan: 'enterprise' });
    const supplier = await post(
      'suppliers',
      'supplier',
      {
        name: 'Lácteos Sur',
        contact_name: 'Ana',
        phone: '555 010',
        email: 'ana@example.mx',
        lead_time_days: 2,
      },
      randomUUID(),
      owner,
    );
    expect(supplier.status).toBe(201);
    const captures: Array<[string, string, Record<string, unknown>, Record<string, unknown>]> = [
      [
        'purchases',
        'purchase',
        {
          date: '2026-03-10',
          supplier_id: supplier.body.data.id,
          paid_with: 'credit',
          invoice_number: 'F-1',
          lines: [
            {
              ingredient: 'Queso',
              category_type: 'food',
              category: 'Lácteos',
              quantity: 2.5,
              unit: 'kg',
              unit_cost_cents: 1999,
              total_cents: 4998,
            },
          ],
        },
        { supplier_name: 'Lácteos Sur', total_cents: 4998 },
      ],
      [
        'expenses',
        'expense',
        {
          date: '2026-03-10',
          category: 'utilities',
          amount_cents: 120_000,
          paid_with: 'transfer',
          description: 'Luz',
        },
        {},
      ],
      [
        'payroll',
        'payroll',
        {
          period_from: '2026-03-01',
          period_to: '2026-03-15',
          department: 'kitchen',
          amount_cents: 500_000,
          employees: 4,
        },
        {},
      ],
      [
        'inventory-counts',
        'inventory-count',
        {
          date: '2026-03-10',
          items: [
            {
              ingredient: 'Queso',
              unit: 'kg',
              on_hand: 3,
              unit_cost_cents: 1999,
              category_type: 'food',
              supplier_name: 'Lácteos Sur',
            },
          ],
        },
        {},
      ],
      [
        'recipes',
        'recipe',
        {
          item_identifier: 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11',
          item_sku: 'QS-1',
          item_name: 'Quesadilla',
          ingredients: [{ ingredient: 'Queso', quantity: 0.08, unit: 'kg' }],
        },
        { item_identifier: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11' },
      ],
    ];
    // The supplier goes last: the purchase names it, and the loop deletes what it checked.
    for (const [resource, type, attributes, added] of [
      ...captures,
      ['suppliers', 'supplier', {}, {}] as const,
    ]) {
      const created =
        resource === 'suppliers' ? supplier : await post(resource, type, attributes, randomUUID(), owner);
      expect(created.status, `${resource}: ${JSON.stringify(created.body)}`).toBe(201);
      const { id, attributes: stored } = created.body.data;
      // Stored in UTC, answered with the branch's offset (America/Mexico_City, UTC-6).
      expect(stored).toMatchObject({ ...attributes, ...added, created_at: '2026-04-02T12:00:00.000-06:00' });
      expect(stored).not.toHaveProperty('branch_identifier');

      const listed = await read(`backoffice/${resource}`, MARCH, owner);
      expect(listed.status, resource).toBe(200);
      expect(listed.body.data.type).toBe(`${type}_list`);
      expect(listed.body.data.attributes.records).toEqual([{ type, id, attributes: stored }]);
      expect(listed.body.data.meta).toMatchObject({ count: 1, limit: 100, next_cursor: null });

      const path = `/api/v1/backoffice/${resource}/${id}`;
      const got = await stack.request('GET', path, { apiKey: owner.apiKey });
      expect(got.body).toEqual({ data: { type, id, attributes: stored } });
      const deleted = await stack.request('DELETE', path, { apiKey: owner.apiKey });
      expect(deleted.body).toEqual({ data: { type, id, attributes: { ...stored, deleted: true } } });
    }
  });

  it('keeps suppliers and counts to Pro and up, purchases to Growth and up', async () => {
    const growth = await stack.createBranch({ plan: 'growth' });
    const supplier = await post('suppliers', 'supplier', { name: 'Carnes Norte' }, randomUUID(), growth);
    expect(supplier.status).toBe(403);
    expect((await read('intelligence/inventory/suggestions', { period: 'today' }, growth)).status).toBe(403);
    const bought = await post('purchases', 'purchase', purchase, randomUUID(), growth);
    expect(bought.status).toBe(201);
    const starter = await stack.createBranch({ plan: 'starter' });
    expect((await read('intelligence/pnl', MARCH, starter)).status).toBe(403);
  });
});

describe('purchase suggestions and inventory events', () => {
  it('suggests from counts and purchases, and publishes low stock and a new list when a count changes them', async () => {
    const pro = await stack.createBranch({ plan: 'pro' });
    const supplier = await post(
      'suppliers',
      'supplier',
      { name: 'Verduras Lupita', lead_time_days: 1 },
      randomUUID(),
      pro,
    );
    expect(supplier.status).toBe(201);
    const item = (on_hand: number) => ({
      ingredient: 'Aguacate',
      unit: 'kg',
      on_hand,
      minimum: 3,
      unit_cost_cents: 4_500,
      category_type: 'food',
      supplier_name: 'Verduras Lupita',
    });
    expect(
      (
        await post(
          'inventory-counts',
          'inventory-count',
          { date: '2026-03-20', items: [item(10)] },
          randomUUID(),
          pro,
        )
      ).status,
    ).toBe(201);
    const bought = await post(
      'purchases',
      'purchase',
      {
        date: '2026-03-25',
        supplier_id: supplier.body.data.id,
        paid_with: 'cash',
        lines: [
          {
            ingredient: 'Aguacate',
            category_type: 'food',
            quantity: 25,
            unit: 'kg',
            unit_cost_cents: 4_800,
            total_cents: 120_000,
          },
        ],
      },
      randomUUID(),
      pro,
    );
    expect(bought.body.data.attributes.supplier_name).toBe('Verduras Lupita');
    const published = stack.bus.published.length;
    expect(
      (
        await post(
          'inventory-counts',
          'inventory-count',
          { date: '2026-03-30', items: [item(2)] },
          randomUUID(),
          pro,
        )
      ).status,
    ).toBe(201);
    const events = stack.bus.published
      .slice(published)
      .filter((event) => event.branch_identifier === pro.branchId);
    // The count also announces the low_stock alert of the ingredient it put under its minimum.
    expect(events.map((event) => event.event)).toEqual([
      'inventory.low_stock',
      'purchase.suggestion_ready',
      'alert.triggered',
    ]);
    expect((events[2]!.data.alert as { id: string }).id).toBe('2026-03-30:low_stock:Aguacate|kg');
    expect(events[0]!.data).toMatchObject({
      count_date: '2026-03-30',
      new_items: [{ ingredient: 'Aguacate', on_hand: 2, minimum: 3 }],
    });

    const response = await read(
      'intelligence/inventory/suggestions',
      { period: 'today', days_ahead: '7' },
      pro,
    );
    expect(response.status).toBe(200);
    // usage (10 + 25 − 2) / 10 days = 3.3 kg a day; 3.3 × 7 + 3 − 2 = 24.1 → 25
    expect(response.body.data.attributes).toMatchObject({
      days_ahead: 7,
      by_supplier: [
        {
          supplier_name: 'Verduras Lupita',
          items: [
            {
              item_name: 'Aguacate',
              current_stock: 2,
              suggested_qty: 25,
              unit_cost_cents: 4_500, // the latest known cost: the 03-30 count is newer than the 03-25 purchase
              total_cost_cents: 112_500,
              // 2 / 3.3, one decimal (daysOfInventory); what it covers, 3.3 × 7 + 3 = 26.1 kg
              reason:
                'Quedan 2 kg; usas 3.3 kg al día; alcanza para 0.6 días; para 7 días y tu mínimo de 3 kg necesitas 26.1 kg',
            },
          ],
          subtotal_cents: 112_500,
        },
      ],
      total_suggested_cents: 112_500,
    });
    expect(response.body.data.meta.as_of).toBe('2026-04-02');
    // Once today's corte Z is in (its snapshot marker), today's use is over: period=today looks
    // ahead from tomorrow, as the assistant's purchase days do; explicit dates stay as asked.
    const marker = { branch_id: pro.branchId, date: '2026-04-02', revision: 1, zout_count: 1 };
    await writeSnapshotMarker(stack.deps, pro.branchId, '2026-04-02', {
      ...marker,
      built_at: clock.now().toISOString(),
      cubes: ['sales'],
      alerts: [],
    });
    const closed = await read('intelligence/inventory/suggestions', { period: 'today' }, pro);
    expect(closed.body.data.meta.as_of).toBe('2026-04-03');
    const asked = { date_from: '2026-04-02', date_to: '2026-04-02' };
    expect((await read('intelligence/inventory/suggestions', asked, pro)).body.data.meta.as_of).toBe(
      '2026-04-02',
    );
    const tooFar = await read(
      'intelligence/inventory/suggestions',
      { period: 'today', days_ahead: '61' },
      pro,
    );
    expect(tooFar.status).toBe(422);
    expect(tooFar.body.error.field).toBe('query.days_ahead');
  });
});

describe('the assistant on the captured month (issue 11 reads the cost endpoints)', () => {
  /** Every numeric attribute of an endpoint's answer, by name, at any depth. */
  const numbersOf = (value: unknown, into: Record<string, number> = {}): Record<string, number> => {
    if (value && typeof value === 'object') {
      for (const [key, member] of Object.entries(value)) {
        if (typeof member === 'number') into[key] = member;
        else numbersOf(member, into);
      }
    }
    return into;
  };

  it.each([
    ['¿Cómo me fue de costo de alimentos en marzo?', 'food_cost', 'intelligence/food-cost'],
    ['¿Cuánto se me fue en nómina en marzo?', 'labor_cost', 'intelligence/labor-cost'],
    ['¿Cuál fue mi costo primo en marzo?', 'prime_cost', 'intelligence/pnl'],
    ['¿Cuál fue mi EBITDA en marzo?', 'ebitda', 'intelligence/pnl'],
  ])('%s quotes exactly what %s reads from /%s', async (question, intent, path) => {
    const asked = await askAssistant(stack, branch, question);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const { attributes } = asked.body.data;
    expect(attributes.intent).toBe(intent);
    expect(attributes.period).toEqual({ from: MARCH.date_from, to: MARCH.date_to });
    const { attributes: figures, meta } = (await read(path)).body.data;
    // The days an incomplete input covers are meta.incomplete's, quoted with the ratio.
    const endpoint: Record<string, unknown> = {
      // A type's cost and sales (food-cost's by_category), quoted as food_cost_cents, food_sales_cents.
      ...Object.fromEntries(
        (figures.by_category ?? []).flatMap(
          (row: { category: string; cost_cents: number | null; sales_cents: number | null }) => [
            [`${row.category}_cost_cents`, row.cost_cents],
            [`${row.category}_sales_cents`, row.sales_cents],
          ],
        ),
      ),
      ...numbersOf(figures),
      ...Object.fromEntries(
        meta.incomplete.flatMap((item: { input: string; covered_days: number; period_days: number }) => [
          [`${item.input}_covered_days`, item.covered_days],
          [`${item.input}_period_days`, item.period_days],
        ]),
      ),
      // The days that sold, said where fewer than the period's (meta.days_with_sales).
      ...(meta.days_with_sales === undefined
        ? {}
        : {
            days_with_sales: meta.days_with_sales,
            period_days: (Date.parse(meta.period.to) - Date.parse(meta.period.from)) / 86_400_000 + 1,
          }),
    };
    // The benchmark bounds it quotes come from the spec's table (meta.benchmarks), not from the data.
    const measured = attributes.figures.filter(
      (figure: { key: string }) => !figure.key.includes('_benchmark_'),
    );
    expect(measured.length, attributes.answer).toBeGreaterThan(0);
    for (const figure of measured) {
      expect(endpoint[figure.key], `${figure.key} in ${attributes.answer}`).toBe(figure.value);
    }
  });
});

describe('cost and low-stock alerts announced when they cross (issue 18, point 4)', () => {
  const DAY = '2026-03-10';
  /**
   * One closed day, 1,000.00 of food sales (1,160.00 with IVA), as the aggregator stores its sales
   * cube.
   */
  async function closedDay(branchId: string) {
    await writeCubes(
      stack.deps,
      branchId,
      DAY,
      {
        sales: {
          date: DAY,
          food_sales_cents: 116_000,
          beverage_sales_cents: 0,
          bar_sales_cents: 0,
          summaries_count: 1,
          total_sales_cents: 116_000,
          total_sales_no_iva_cents: 100_000,
          covers: null,
          tables_served: null,
          by_shift: {},
        },
        items: { date: DAY, items: [] },
      },
      { built_at: `${DAY}T07:00:00.000Z`, revision: 1 },
    );
  }
  /**
   * Food bought on the 4th: without counts it is cost a seventh a day on the 4th to the 10th, all of
   * them in the day's window (4–10 March) and in the month, so both judge the whole of it.
   */
  const food = (total: number) => ({
    date: '2026-03-04',
    supplier_name: 'Carnes Norte',
    paid_with: 'transfer',
    lines: [
      {
        ingredient: 'Res',
        category_type: 'food',
        quantity: 1,
        unit: 'kg',
        unit_cost_cents: total,
        total_cents: total,
      },
    ],
  });
  const announced = (who: TestBranch) =>
    stack.bus.published
      .filter((event) => event.branch_identifier === who.branchId && event.event === 'alert.triggered')
      .map((event) => (event.data as { alert: Record<string, string> }).alert);
  const announcedIds = (who: TestBranch) => announced(who).map((alert) => [alert.id, alert.severity]);
  /**
   * Purchases of 0.00 on `dates`, so the purchases cover the month to date and the day's trailing
   * week (a purchase covers its date and the six after): the ratios then have a colour.
   */
  async function coveringPurchases(who: TestBranch, dates: readonly string[]) {
    for (const date of dates) {
      expect((await post('purchases', 'purchase', { ...food(0), date }, randomUUID(), who)).status).toBe(201);
    }
  }

  it('announces each cost alert once when a purchase or payroll entry makes it cross, again only when it turns red', async () => {
    const owner = await stack.createBranch({ plan: 'enterprise' });
    await closedDay(owner.branchId);
    // 03-01 covers the 1st to the 7th, 03-04 the 4th to the 10th (the day's trailing week), and so
    // on to the month's end (the month to date of a closed month is all of it).
    await coveringPurchases(owner, ['2026-03-01', '2026-03-04', '2026-03-11', '2026-03-18', '2026-03-25']);
    expect(announced(owner)).toEqual([]);
    // 20 % food cost: green, nothing to announce.
    expect((await post('purchases', 'purchase', food(20_000), randomUUID(), owner)).status).toBe(201);
    expect(announced(owner)).toEqual([]);
    // 32 %: yellow, the day's alert and the month to date, once each.
    expect((await post('purchases', 'purchase', food(12_000), randomUUID(), owner)).status).toBe(201);
    expect(announcedIds(owner)).toEqual([
      [`${DAY}:food_cost_high`, 'yellow'],
      ['2026-03-31:food_cost_high:mtd', 'yellow'],
    ]);
    // 33 %: still yellow, nothing new.
    expect((await post('purchases', 'purchase', food(1_000), randomUUID(), owner)).status).toBe(201);
    expect(announced(owner)).toHaveLength(2);
    // Two purchases at once take it to 39 %, red: announced once, not once per writer.
    const [fourth] = await Promise.all([
      post('purchases', 'purchase', food(3_000), randomUUID(), owner),
      post('purchases', 'purchase', food(3_000), randomUUID(), owner),
    ]);
    expect(announcedIds(owner).slice(2).sort()).toEqual([
      [`${DAY}:food_cost_high`, 'red'],
      ['2026-03-31:food_cost_high:mtd', 'red'],
    ]);
    // Deleting one brings it back to yellow (36 %): lower, never announced.
    const deleted = await stack.request('DELETE', `/api/v1/backoffice/purchases/${fourth.body.data.id}`, {
      apiKey: owner.apiKey,
    });
    expect(deleted.status).toBe(200);
    expect(announced(owner)).toHaveLength(4);

    // Payroll of 400.00 for the day's trailing week (March 4–10) on 1,000.00 of sales without IVA:
    // 40 % labor cost, red at once. It covers 7 of the month's 31 days: the month to date's labor
    // cost is incomplete, without a status, so it raises nothing.
    const pay = await post(
      'payroll',
      'payroll',
      { period_from: '2026-03-04', period_to: DAY, department: 'kitchen', amount_cents: 40_000 },
      randomUUID(),
      owner,
    );
    expect(pay.status).toBe(201);
    expect(announcedIds(owner).slice(4)).toEqual([[`${DAY}:labor_cost_high`, 'red']]);
    const month = (await read('intelligence/labor-cost', MARCH, owner)).body.data;
    expect(month.attributes.labor_cost_status).toBeNull();
    expect(month.meta.incomplete).toEqual([{ input: 'payroll', covered_days: 7, period_days: 31 }]);

    // Reads stay exact (computed on read): the day's alerts now, and the payload is the alert as
    // /intelligence/alerts shows it (created_at with the branch's offset) plus its date.
    const shown = (await read('intelligence/alerts', { date_from: DAY, date_to: DAY }, owner)).body.data
      .attributes.alerts as Array<Record<string, string>>;
    const day = (type: string) => shown.find((alert) => alert.id === `${DAY}:${type}`)!;
    expect(day('food_cost_high').severity).toBe('yellow');
    const labor = announced(owner).find((alert) => alert.id === `${DAY}:labor_cost_high`)!;
    expect(labor).toEqual({ ...day('labor_cost_high'), date: DAY });
    for (const event of stack.bus.published.filter((e) => e.branch_identifier === owner.branchId)) {
      const parsed = z.safeParse(webhookPayload(event.event), { id: 'evt', ...event });
      expect(parsed.success, parsed.success ? '' : z.prettifyError(parsed.error)).toBe(true);
    }
  });

  it('announces from the zout aggregation when the day’s sales make a cost ratio cross', async () => {
    const owner = await stack.createBranch({ plan: 'enterprise' });
    const date = '2026-03-12';
    await coveringPurchases(owner, ['2026-03-01', '2026-03-06', '2026-03-13', '2026-03-20', '2026-03-27']);
    // 320.00 of food bought on the 6th (cost over the 6th to the 12th: the 12th's window), before any
    // day sold: no ratio, nothing to announce.
    expect(
      (await post('purchases', 'purchase', { ...food(32_000), date: '2026-03-06' }, randomUUID(), owner))
        .status,
    ).toBe(201);
    expect(announced(owner)).toEqual([]);
    // The day closes with 1,000.00 of food sales without IVA: 32 %, yellow, announced by the aggregation.
    const sold: SmallDaySales = {
      shift: 'all_day',
      total_sales_cents: 116_000,
      total_sales_no_iva_cents: 100_000,
      food_sales_cents: 116_000,
    };
    for (const call of smallDayCalls(owner.branchId, date, randomUUID(), [sold], [], 'Rosa Martínez')) {
      await sendCall(stack, owner, call);
    }
    await stack.pipeline!.drain();
    expect(announcedIds(owner).sort()).toEqual([
      ['2026-03-12:food_cost_high', 'yellow'],
      ['2026-03-31:food_cost_high:mtd', 'yellow'],
    ]);
    // A rebuild of the day announces nothing again.
    await stack.pipeline!.drain();
    expect(announced(owner)).toHaveLength(2);
  });

  it('announces low_stock when a count puts an ingredient under its minimum, not again while it stays low', async () => {
    const owner = await stack.createBranch({ plan: 'enterprise' });
    const count = (date: string, onHand: number) =>
      post('inventory-counts', 'inventory-count', tortillaCount(date, onHand), randomUUID(), owner);
    expect((await count('2026-03-20', 8)).status).toBe(201);
    expect(announced(owner)).toEqual([]);
    expect((await count('2026-03-21', 2)).status).toBe(201);
    expect(announcedIds(owner)).toEqual([['2026-03-21:low_stock:Tortilla|kg', 'yellow']]);
    expect(announced(owner)[0]!.title).toBe('Inventario bajo: Tortilla');
    expect((await count('2026-03-22', 1)).status).toBe(201);
    expect(announced(owner)).toHaveLength(1);
  });
});
