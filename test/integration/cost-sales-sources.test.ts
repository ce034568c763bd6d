/**
 * Issue 18, point 9: the cost ratios' sales come from the zout sales summaries' food, beverage and
 * bar members when the POS sends them, and from the order lines' category_type otherwise. Two days
 * go in through the HTTP API and the real pipeline (stream → queue → aggregator): the 10th with a
 * summary that leaves the members out, the 11th with a summary that sends them; purchases are
 * captured through the back office. /pnl, /food-cost, /labor-cost and /kpis must divide by the
 * right sales and say in meta.category_sales_source where they came from.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturePurchase } from '../support/calls.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const clock = manualClock('2026-03-12T18:00:00.000Z');
let stack: TestStack;
let branch: TestBranch;

const line = (
  item_name: string,
  category_type: string,
  quantity: number,
  unit_price_cents: number,
  discount_cents = 0,
) => ({
  item_name,
  category_type,
  quantity,
  unit_price_cents,
  subtotal_cents: quantity * unit_price_cents,
  discount_cents,
  net_total_cents: quantity * unit_price_cents - discount_cents,
  waiter_name: 'Ana López',
});

/** The 10th's lines: food 100,000 − 10,000 discount = 90,000 net; beverage 20,000; bar 30,000; other 5,000. */
const LINES_10 = [
  line('Tacos al pastor', 'food', 10, 6_000),
  line('Enchiladas', 'food', 5, 8_000, 10_000),
  line('Agua de jamaica', 'beverage', 10, 2_000),
  line('Mezcal', 'bar', 3, 10_000),
  line('Playera', 'other', 1, 5_000),
];
/** The 11th's lines (food 50,000), outweighed by its summary's own members. */
const LINES_11 = [line('Tacos al pastor', 'food', 5, 10_000), line('Mezcal', 'bar', 2, 10_000)];

async function send(path: string, key: string, attributes: Record<string, unknown>) {
  const response = await stack.request('POST', `/api/v1/${path}`, {
    apiKey: branch.apiKey,
    idempotencyKey: key,
    body: {
      data: {
        type: path.split('/').at(-1),
        attributes: { branch_identifier: branch.branchId, ...attributes },
      },
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
}

async function closeDay(date: string, lines: unknown[], categoryMembers: Record<string, number>) {
  const closing = randomUUID();
  const day = { date, closing_type: 'zout' };
  await send('ingest/orders', `${closing}-orders`, { ...day, lines });
  await send('ingest/sales', `${closing}-sales`, {
    ...day,
    shift: 'all_day',
    total_sales_cents: 150_000,
    // Sales exempt of IVA (totals equal): the ratios' base is then the sales themselves.
    total_sales_no_iva_cents: 150_000,
    ...categoryMembers,
  });
  await send('ingest/cash-register', closing, {
    closing_type: 'zout',
    start_at: `${date}T08:00:00-06:00`,
    end_at: `${date}T23:00:00-06:00`,
    status: 'completed',
    summaries: [{ type: 'cash_sales', name: 'Efectivo', amount_cents: 150_000 }],
  });
  await stack.pipeline!.drain();
}

/** A purchase's share of one day of the seven it covers (no counts), and a ratio to one decimal. */
const seventh = (cents: number) => Math.round(cents / 7);
const pct = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

const purchase = (date: string, lines: Parameters<typeof capturePurchase>[3]) =>
  capturePurchase(stack, branch, date, lines);

const read = (path: string, date_from: string, date_to: string) =>
  stack.request('GET', `/api/v1/intelligence/${path}`, {
    apiKey: branch.apiKey,
    query: { branch_identifier: branch.branchId, date_from, date_to },
  });

beforeAll(async () => {
  stack = await startTestStack({ clock });
  branch = await stack.createBranch({ plan: 'enterprise' });
  await closeDay('2026-03-10', LINES_10, {});
  await closeDay('2026-03-11', LINES_11, {
    food_sales_cents: 80_000,
    beverage_sales_cents: 30_000,
    bar_sales_cents: 40_000,
  });
  await purchase('2026-03-10', [
    ['Carne', 'food', 27_000],
    ['Jamaica', 'beverage', 4_000],
    ['Mezcal', 'bar', 9_000],
  ]);
  await purchase('2026-03-11', [
    ['Carne', 'food', 24_000],
    ['Jamaica', 'beverage', 6_000],
    ['Mezcal', 'bar', 8_000],
  ]);
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

describe('cost ratios when the sales summary leaves the category members out', () => {
  it('takes food, beverage and bar sales from the order lines (net of discounts) and says so', async () => {
    const pnl = await read('pnl', '2026-03-10', '2026-03-10');
    expect(pnl.status).toBe(200);
    expect(pnl.body.data.attributes.ventas).toEqual({
      food_sales_cents: 90_000,
      beverage_sales_cents: 20_000,
      bar_sales_cents: 30_000,
      // The summary's own total without IVA, as Ventas' "Sin IVA" shows it: the categories' 140,000
      // and the rest (the "other" line, 5,000, and what no line carries).
      total_net_sales_cents: 150_000,
      total_sales_with_iva_cents: 150_000,
      food_sales_pct: 60,
      beverage_sales_pct: 13.3,
      bar_sales_pct: 20,
    });
    // One day reads its own days: without counts, a seventh of the 10th's purchase is its cost,
    // over the order lines' sales of the same day. Under the food-cost floor, no status.
    const ratios = {
      food_cost_pct: pct(seventh(27_000), 90_000),
      beverage_cost_pct: pct(seventh(4_000), 20_000),
      bar_cost_pct: pct(seventh(9_000), 30_000),
    };
    expect(pnl.body.data.attributes.costo_de_ventas).toMatchObject({
      food_cost_cents: seventh(27_000),
      food_cost_status: null,
      ...ratios,
    });
    expect(pnl.body.data.meta.ratio_window).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(pnl.body.data.meta.out_of_range).toContain('food_cost_pct');
    expect(pnl.body.data.meta.category_sales_source).toEqual({
      food: 'order_lines',
      beverage: 'order_lines',
      bar: 'order_lines',
    });
    expect(pnl.body.data.meta.missing).not.toContain('sales_by_category');

    const foodCost = await read('food-cost', '2026-03-10', '2026-03-10');
    expect(foodCost.body.data.attributes).toMatchObject(ratios);
    expect(foodCost.body.data.meta.category_sales_source.food).toBe('order_lines');

    const kpis = await read('kpis', '2026-03-10', '2026-03-10');
    const value = (key: string) =>
      kpis.body.data.attributes.kpis.find((kpi: { key: string }) => kpi.key === key).value;
    expect(value('food_cost_pct')).toBe(ratios.food_cost_pct);
    expect(value('beverage_cost_pct')).toBe(ratios.beverage_cost_pct);
    expect(kpis.body.data.meta.category_sales_source.bar).toBe('order_lines');

    const labor = await read('labor-cost', '2026-03-10', '2026-03-10');
    expect(labor.body.data.meta.category_sales_source.food).toBe('order_lines');
  });

  it('keeps the summary members when they are sent, and names both sources over a mixed range', async () => {
    const day = await read('pnl', '2026-03-11', '2026-03-11');
    expect(day.body.data.attributes.ventas).toMatchObject({
      food_sales_cents: 80_000,
      beverage_sales_cents: 30_000,
      bar_sales_cents: 40_000,
    });
    // The 11th's cost is a seventh of each purchase covering it (the 10th's and its own), over the
    // summary's 80,000 (its lines' 50,000 would give another ratio).
    expect(day.body.data.attributes.costo_de_ventas.food_cost_pct).toBe(
      pct(seventh(27_000) + seventh(24_000), 80_000),
    );
    expect(day.body.data.meta.category_sales_source).toEqual({
      food: 'sales_summary',
      beverage: 'sales_summary',
      bar: 'sales_summary',
    });

    const both = await read('pnl', '2026-03-10', '2026-03-11');
    // Per day, never both for one day: 90,000 (lines of the 10th) + 80,000 (summary of the 11th).
    expect(both.body.data.attributes.ventas).toMatchObject({
      food_sales_cents: 170_000,
      beverage_sales_cents: 50_000,
      bar_sales_cents: 70_000,
    });
    expect(both.body.data.meta.category_sales_source.food).toBe('sales_summary_and_order_lines');
    // The sales summary endpoint still reports what the summaries sent (its own rule).
    const summary = await read('sales/summary', '2026-03-10', '2026-03-10');
    expect(summary.body.data.attributes.food_sales_cents).toBeNull();
  });

  it('stays null, with sales_by_category missing, on a day with neither', async () => {
    const empty = await read('pnl', '2026-03-09', '2026-03-09');
    expect(empty.body.data.attributes.ventas.food_sales_cents).toBeNull();
    expect(empty.body.data.meta.category_sales_source).toEqual({ food: null, beverage: null, bar: null });
    expect(empty.body.data.meta.missing).toContain('sales_by_category');
  });
});
