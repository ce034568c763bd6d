import { describe, expect, it } from 'vitest';
import { buildSalesCube, orderLineSalesOf } from '#shared/domain/analytics/builders/sales.ts';
import { categorySalesOf } from '#shared/domain/costs/pnl.ts';

const lines = (food: number, bar: number) => ({
  food_sales_cents: food,
  beverage_sales_cents: 0,
  bar_sales_cents: bar,
  other_sales_cents: 0,
  lines: 2,
});
const none = { food_sales_cents: null, beverage_sales_cents: null, bar_sales_cents: null };

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
    const { sales, source } = categorySalesOf([
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
    expect(categorySalesOf([none]).source).toEqual({ food: null, beverage: null, bar: null });
    expect(categorySalesOf([{ ...none, food_sales_cents: 10 }]).source.food).toBe('sales_summary');
  });
});
