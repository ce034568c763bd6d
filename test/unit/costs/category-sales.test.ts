import { describe, expect, it } from 'vitest';
import { buildSalesCube, orderLineSalesOf } from '#shared/domain/analytics/builders/sales.ts';
import type { SalesCube } from '#shared/domain/analytics/cubes.ts';
import { rollupOf } from '#shared/domain/analytics/rollups.ts';
import { categorySalesOf } from '#shared/domain/costs/pnl.ts';

const lines = (food: number, bar: number) => ({
  food_sales_cents: food,
  beverage_sales_cents: 0,
  bar_sales_cents: bar,
  other_sales_cents: 0,
  lines: 2,
});
const none = { food_sales_cents: null, beverage_sales_cents: null, bar_sales_cents: null };
/** A day's sales cube with only the members given. */
const day = (date: string, members: Partial<SalesCube>): SalesCube => ({
  date,
  summaries_count: 1,
  total_sales_cents: 0,
  total_sales_no_iva_cents: null,
  ...none,
  covers: null,
  tables_served: null,
  by_shift: {},
  ...members,
});

describe('category sales of the cost ratios', () => {
  it('sums the order lines net of discounts per category type, null without lines', () => {
    const cube = buildSalesCube(
      '2026-03-10',
      [],
      [
        {
          item_name: 'Taco',
          quantity: 2,
          unit_price_cents: 500,
          subtotal_cents: 1000,
          discount_cents: 100,
          net_total_cents: 900,
          category_type: 'food',
        },
        {
          item_name: 'Mezcal',
          quantity: 1,
          unit_price_cents: 800,
          subtotal_cents: 800,
          net_total_cents: 800,
          category_type: 'bar',
        },
      ],
    );
    expect(cube.order_lines_sales).toEqual({
      food_sales_cents: 900,
      beverage_sales_cents: 0,
      bar_sales_cents: 800,
      other_sales_cents: 0,
      lines: 2,
    });
    expect(orderLineSalesOf([])).toBeNull();
  });

  it('takes per day and type the summary member when sent, else the order lines', () => {
    const { with_iva: sales, source } = categorySalesOf([
      { ...none, order_lines_sales: lines(900, 800) },
      {
        food_sales_cents: 5000,
        beverage_sales_cents: null,
        bar_sales_cents: 700,
        order_lines_sales: lines(4000, 600),
      },
      // Built before order_lines_sales existed, without members: unknown, adds nothing.
      none,
    ]);
    expect(sales).toEqual({ food: 5900, beverage: 0, bar: 1500 });
    expect(source).toEqual({
      food: 'sales_summary_and_order_lines',
      beverage: 'order_lines',
      bar: 'sales_summary_and_order_lines',
    });
    // No day sent its total without IVA: the sales without IVA are unknown, never the sales with it.
    expect(categorySalesOf([{ ...none, food_sales_cents: 10 }]).sales.food).toBeNull();
    expect(categorySalesOf([{ ...none, food_sales_cents: 10 }]).no_iva_unknown).toBe(true);
    expect(categorySalesOf([none]).source).toEqual({ food: null, beverage: null, bar: null });
    expect(categorySalesOf([{ ...none, food_sales_cents: 10 }]).source.food).toBe('sales_summary');
  });

  it('gives a month rollup the same figures as its days, also merged into again', () => {
    // Each day's totals with IVA and without (what its no-IVA share is derived from).
    const totals = (withIva: number, noIva: number) => ({
      total_sales_cents: withIva,
      total_sales_no_iva_cents: noIva,
    });
    const days = [
      day('2026-03-01', { order_lines_sales: lines(900, 800), ...totals(1700, 1466) }),
      day('2026-03-02', {
        food_sales_cents: 5000,
        bar_sales_cents: 700,
        order_lines_sales: lines(4000, 600),
        ...totals(5700, 4914),
      }),
      day('2026-03-03', {}),
      day('2026-03-04', { food_sales_cents: 100, order_lines_sales: lines(50, 25), ...totals(125, 108) }),
      day('2026-03-05', { order_lines_sales: null }),
    ];
    const byDay = categorySalesOf(days);
    // The merged members alone would say food 5100 from the summaries: the per-day choice is kept.
    const [month] = rollupOf('sales', days);
    expect(categorySalesOf([month!])).toEqual(byDay);
    // The aggregator merges a day into the stored rollup; the fold of folds is the fold of the days.
    const [merged] = rollupOf('sales', [...rollupOf('sales', days.slice(0, 2)), ...days.slice(2)]);
    expect(merged!.category_sales).toEqual(month!.category_sales);
    expect(categorySalesOf([...rollupOf('sales', days.slice(0, 3)), ...days.slice(3)])).toEqual(byDay);
    expect(byDay.with_iva).toEqual({ food: 6000, beverage: 0, bar: 1525 });
    // Without IVA: each day's sales × its total without IVA / its total, rounded per day, summed.
    const noIva = (cents: number, day: SalesCube) =>
      Math.round((cents * (day.total_sales_no_iva_cents ?? 0)) / day.total_sales_cents);
    expect(byDay.sales).toEqual({
      food: noIva(900, days[0]!) + noIva(5000, days[1]!) + noIva(100, days[3]!),
      beverage: 0,
      bar: noIva(800, days[0]!) + noIva(700, days[1]!) + noIva(25, days[3]!),
    });
  });

  it('gives no type a sum when a day that sold had no split, in a month rollup too', () => {
    const split = day('2026-03-01', {
      food_sales_cents: 5000,
      total_sales_cents: 5800,
      total_sales_no_iva_cents: 5000,
    });
    // Sold 11,600 with no member of any type and no order line: its food is unknown, not 0.
    const unsplit = day('2026-03-02', { total_sales_cents: 11_600, total_sales_no_iva_cents: 10_000 });
    const quiet = day('2026-03-03', {});
    const whole = categorySalesOf([split, quiet]);
    expect(whole.with_iva.food).toBe(split.food_sales_cents);
    const partial = categorySalesOf([split, unsplit, quiet]);
    expect(partial.with_iva).toEqual({ food: null, beverage: null, bar: null });
    expect(partial.sales).toEqual({ food: null, beverage: null, bar: null });
    expect(partial.no_iva_unknown).toBe(false);
    const [month] = rollupOf('sales', [split, unsplit, quiet]);
    expect(categorySalesOf([month!])).toEqual(partial);
    const [merged] = rollupOf('sales', [...rollupOf('sales', [split]), unsplit, quiet]);
    expect(merged!.category_sales).toEqual(month!.category_sales);
  });
});
