/**
 * The day's live updates in its cubes, end to end on the local stack: live table and cash-movement
 * updates during Friday 2026-03-13 (America/Mexico_City), the day's orders and zout through the real
 * pipeline, then sales/by-hour covers and tables, sales/by-employee covers, average ticket and tips,
 * and cash-flow other income and other cash out, as computed by hand below. A live update after the
 * build re-marks the day, and the rebuild counts it; a day without live updates stays null.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCall, smallDayCalls } from '../support/calls.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { envelope } from './ingest-support.ts';

const DATE = '2026-03-13';
const clock = manualClock(`${DATE}T12:00:00-06:00`);
let stack: TestStack;
let fed: TestBranch;
let plain: TestBranch;

async function live(branch: TestBranch, occurredAt: string, attributes: Record<string, unknown>) {
  clock.set(new Date(Date.parse(occurredAt) + 5_000));
  const response = await stack.request('POST', '/api/v1/live/update', {
    apiKey: branch.apiKey,
    idempotencyKey: randomUUID(),
    body: envelope('live-update', {
      branch_identifier: branch.branchId,
      occurred_at: occurredAt,
      ...attributes,
    }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(202);
}

const line = (waiter: string, at: string, cents: number) => ({
  item_name: 'Tacos al pastor',
  quantity: 1,
  unit_price_cents: cents,
  subtotal_cents: cents,
  net_total_cents: cents,
  category_type: 'food',
  waiter_name: waiter,
  ordered_at: at,
});

/** The day's orders (Ana 30,000 at 13:15, Luis 10,000 at 20:10) and a zout of 40,000, at 23:45. */
async function closeDay(branch: TestBranch) {
  clock.set(`${DATE}T23:45:00-06:00`);
  const orders = await stack.request('POST', '/api/v1/ingest/orders', {
    apiKey: branch.apiKey,
    idempotencyKey: randomUUID(),
    body: envelope('orders', {
      branch_identifier: branch.branchId,
      date: DATE,
      closing_type: 'zout',
      lines: [line('Ana', `${DATE}T13:15:00-06:00`, 30000), line('Luis', `${DATE}T20:10:00-06:00`, 10000)],
    }),
  });
  expect(orders.status).toBe(202);
  const calls = smallDayCalls(
    branch.branchId,
    DATE,
    randomUUID(),
    [{ shift: 'all_day', total_sales_cents: 40000, covers: 6, tables_served: 2 }],
    [
      { type: 'cash_sales', amount_cents: 30000 },
      { type: 'card_sales', amount_cents: 10000 },
    ],
    'Caja 1',
  );
  for (const call of calls) await sendCall(stack, branch, call);
  await stack.pipeline!.drain();
  expect(stack.pipeline!.queue.deadLetters).toEqual([]);
}

const read = (branch: TestBranch, path: string) =>
  stack.request('GET', `/api/v1/intelligence/${path}`, {
    apiKey: branch.apiKey,
    query: { branch_identifier: branch.branchId, date_from: DATE, date_to: DATE },
  });

beforeAll(async () => {
  stack = await startTestStack({ clock });
  fed = await stack.createBranch({ plan: 'enterprise', timezone: 'America/Mexico_City', name: 'Fed' });
  plain = await stack.createBranch({ plan: 'enterprise', timezone: 'America/Mexico_City', name: 'Plain' });
  await live(fed, `${DATE}T13:10:00-06:00`, {
    event: 'table_opened',
    table_id: '1',
    covers: 4,
    waiter_name: 'Ana',
  });
  await live(fed, `${DATE}T14:00:00-06:00`, {
    event: 'table_closed',
    table_id: '1',
    total_cents: 30000,
    payments: [{ payment_type: 'cash', amount_cents: 30000, tips_cents: 3000 }],
  });
  await live(fed, `${DATE}T14:10:00-06:00`, {
    event: 'cash_movement',
    direction: 'in',
    amount_cents: 50000,
    reason: 'Cambio',
  });
  await live(fed, `${DATE}T14:20:00-06:00`, {
    event: 'cash_movement',
    direction: 'out',
    amount_cents: 15000,
    reason: 'Hielo',
  });
  await live(fed, `${DATE}T20:05:00-06:00`, {
    event: 'table_opened',
    table_id: '2',
    covers: 2,
    waiter_name: 'luis',
  });
  await live(fed, `${DATE}T21:00:00-06:00`, {
    event: 'table_closed',
    table_id: '2',
    total_cents: 10000,
    payments: [{ payment_type: 'card', amount_cents: 10000, tips_cents: 1000 }],
  });
  await closeDay(fed);
  await closeDay(plain);
});
afterAll(() => stack.close());

describe('the day’s live updates in the cubes', () => {
  it('sales/by-hour: covers and tables of the tables seated in each hour', async () => {
    const response = await read(fed, 'sales/by-hour');
    expect(response.status).toBe(200);
    expect(response.body.data.attributes.hours).toEqual([
      { hour: '13:00', sales_cents: 30000, covers: 4, tables: 1 },
      { hour: '20:00', sales_cents: 10000, covers: 2, tables: 1 },
    ]);
    expect(response.body.data.meta.live_updates).toEqual({ days_with: 1, days_without: 0, reason: null });
  });

  it('sales/by-employee: covers, average ticket and tips of each waiter’s tables', async () => {
    const response = await read(fed, 'sales/by-employee');
    expect(response.body.data.attributes.employees).toEqual([
      // 30,000 / 1 table; 3,000 / 30,000 = 10.0 %
      {
        name: 'Ana',
        total_sales_cents: 30000,
        covers: 4,
        avg_ticket_cents: 30000,
        tips_cents: 3000,
        tip_pct: 10,
        rank: 1,
      },
      // the table's "luis" is the lines' "Luis": one waiter
      {
        name: 'Luis',
        total_sales_cents: 10000,
        covers: 2,
        avg_ticket_cents: 10000,
        tips_cents: 1000,
        tip_pct: 10,
        rank: 2,
      },
    ]);
  });

  it('cash-flow: other income and other cash out from the cash movements; a later one rebuilds the day', async () => {
    const before = await read(fed, 'cash-flow');
    expect(before.body.data.attributes.inflows.other_income_cents).toBe(50000);
    expect(before.body.data.attributes.outflows.other_cash_out_cents).toBe(15000);
    // 30,000 cash sales + 50,000 other income; 15,000 other cash out.
    expect(before.body.data.attributes.daily_entries[0]).toMatchObject({
      inflows_cents: 80000,
      outflows_cents: 15000,
    });
    // A movement at 23:50 (after the zout was built) re-marks the day; the rebuild counts it.
    await live(fed, `${DATE}T23:50:00-06:00`, {
      event: 'cash_movement',
      direction: 'out',
      amount_cents: 5000,
      reason: 'Propinas',
    });
    await stack.pipeline!.drain();
    const after = await read(fed, 'cash-flow');
    expect(after.body.data.attributes.outflows.other_cash_out_cents).toBe(20000);
    // The rest of the day is as built before (the same documents and live day).
    expect(after.body.data.attributes.inflows).toEqual(before.body.data.attributes.inflows);
    const hours = await read(fed, 'sales/by-hour');
    expect(hours.body.data.attributes.hours.map((hour: { covers: number }) => hour.covers)).toEqual([4, 2]);
  });

  it('a day without live updates: those members null, and meta says why', async () => {
    const hours = await read(plain, 'sales/by-hour');
    expect(hours.body.data.attributes.hours).toEqual([
      { hour: '13:00', sales_cents: 30000, covers: null, tables: null },
      { hour: '20:00', sales_cents: 10000, covers: null, tables: null },
    ]);
    expect(hours.body.data.meta.live_updates).toEqual({
      days_with: 0,
      days_without: 1,
      reason: expect.stringMatching(/^No built day of the range has live updates/),
    });
    const employees = await read(plain, 'sales/by-employee');
    expect(employees.body.data.attributes.employees[0]).toMatchObject({ covers: null, tips_cents: null });
    const cash = await read(plain, 'cash-flow');
    expect(cash.body.data.attributes.inflows.other_income_cents).toBeNull();
    expect(cash.body.data.attributes.outflows.other_cash_out_cents).toBeNull();
    expect(cash.body.data.meta.live_updates.days_without).toBe(1);
  });
});
