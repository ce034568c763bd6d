import { describe, expect, it } from 'vitest';
import { costAlerts, monthsToDate } from '#shared/domain/costs/alerts.ts';
import {
  foodCost,
  ingredientCosts,
  purchasesBySupplier,
  purchasesIva,
  soldItems,
  theoreticalFoodCost,
} from '#shared/domain/costs/food-cost.ts';
import { costPeriod, inventoryDays } from '#shared/domain/costs/pnl.ts';
import type { RecipeRecord } from '#shared/domain/costs/records.ts';
import { ingredientKey } from '#shared/domain/vocabulary.ts';
import { counts, expenses, MARCH, payroll, purchases, sales } from '../../fixtures/costs-month.ts';

const itemFigures = (
  key: string,
  name: string,
  quantity: number,
  unitCost: number | null,
  type = 'food' as const,
) => ({
  key,
  item_name: name,
  item_identifier: null,
  item_sku: key,
  category: null,
  category_type: type,
  quantity,
  net_sales_cents: 0,
  subtotal_cents: 0,
  discount_cents: 0,
  lines: 1,
  unit_cost_cents: unitCost,
  catalog_match: null,
});

describe('theoretical food cost', () => {
  const recipes: RecipeRecord[] = [
    {
      id: 'r1',
      item_name: 'TACO DE RES', // matched by name like the catalog
      ingredients: [
        { ingredient: 'Res', quantity: 0.1, unit: 'kg' },
        { ingredient: 'Tortilla', quantity: 0.05, unit: 'kg' },
      ],
    },
  ];
  const days = [
    {
      date: '2026-03-05',
      items: [itemFigures('T1', 'Taco de res', 100, 900), itemFigures('Q1', 'Quesadilla', 40, 1_500)],
    },
    {
      date: '2026-03-20',
      items: [itemFigures('T1', 'Taco de res', 200, 900), itemFigures('Q1', 'Quesadilla', 10, 1_600)],
    },
    { date: '2026-03-20', items: [itemFigures('B1', 'Cerveza', 50, null, 'beverage' as never)] },
  ];
  const costs = ingredientCosts(purchases, counts, MARCH.to);

  it('costs a recipe with the latest price paid, else the catalog cost, rounded once', () => {
    // Res 195.00/kg (03-28 purchase), Tortilla 22.50/kg: portion 0.1 × 19,500 + 0.05 × 2,250 = 2,062.5
    // tacos 300 × 2,062.5 = 618,750; quesadillas 50 at the latest catalog cost 1,600 = 80,000
    const theoretical = theoreticalFoodCost(soldItems(days), recipes, costs);
    expect(theoretical).toEqual({
      cents: 698_750,
      items_by_recipe: 1,
      items_by_catalog_cost: 1,
      items_without_cost: [],
    });
    const figures = costPeriod({ range: MARCH, sales, purchases, expenses, payroll, counts });
    const attributes = foodCost(figures, purchases, theoretical);
    expect(attributes.theoretical_food_cost_cents).toBe(698_750);
    expect(attributes.theoretical_food_cost_pct).toBe(17.5); // 698,750 / 4,000,000
    expect(attributes.food_cost_variance_cents).toBe(1_318_834 - 698_750);
    expect(attributes.food_cost_variance_pct).toBe(15.5); // 620,084 / 4,000,000 = 15.50…
    // The gap in points is the two ratios' as they read (33.0 − 17.5), where the unrounded gap
    // (617,934 / 4,000,000 = 15.448) read 15.4 beside them until 2026-12-07.
    const dearer = foodCost(figures, purchases, { ...theoretical, cents: 700_900 });
    expect(dearer.food_cost_variance_cents).toBe(1_318_834 - 700_900);
    expect(dearer.theoretical_food_cost_pct).toBe(17.5);
    expect(dearer.food_cost_variance_pct).toBe(
      Math.round((dearer.food_cost_pct! - dearer.theoretical_food_cost_pct!) * 10) / 10,
    );
    expect(dearer.food_cost_variance_pct).toBe(15.5);
    expect(
      attributes.by_category.map((row) => [row.category, row.cost_cents, row.cost_pct, row.status]),
    ).toEqual([
      ['food', 1_318_834, 33, 'yellow'],
      ['beverage', 423_900, 21.2, 'yellow'],
      ['bar', 492_000, 32.8, 'red'],
      ['other', 26_664, null, null],
    ]);
  });

  it('is null, never partial, when a food item sold has no recipe cost and no catalog cost', () => {
    const uncosted = [
      {
        date: '2026-03-05',
        items: [itemFigures('T1', 'Taco de res', 1, null), itemFigures('X', 'Pozole', 3, null)],
      },
    ];
    const theoretical = theoreticalFoodCost(soldItems(uncosted), recipes, costs);
    expect(theoretical.cents).toBeNull();
    expect(theoretical.items_without_cost).toEqual(['Pozole']);
  });

  it('is null when the sum passes the exact integers (recipes multiply bounded numbers)', () => {
    const sold = (quantity: number) => [
      {
        key: 'item',
        item_name: 'Platillo',
        item_identifier: null,
        item_sku: null,
        category_type: 'food' as const,
        quantity,
        unit_cost_cents: null,
      },
    ];
    const recipe = {
      id: 'r',
      item_name: 'Platillo',
      ingredients: [{ ingredient: 'Res', quantity: 100_000, unit: 'kg' }],
    };
    const costs = new Map([[ingredientKey('Res', 'kg'), 9_999_999]]);
    expect(theoreticalFoodCost(sold(1), [recipe], costs).cents).toBe(999_999_900_000);
    expect(theoreticalFoodCost(sold(30_000), [recipe], costs).cents).toBeNull();
  });

  it('DSI = latest count value / average daily COGS', () => {
    const figures = costPeriod({ range: MARCH, sales, purchases, expenses, payroll, counts });
    // closing count 1,867.08 + 1,125.00 + 1,800.00 + 66.66 = 485,874 cents; 485,874 × 31 / 2,261,398 = 6.66…
    expect(inventoryDays(figures, counts[2]!, purchases)).toMatchObject({
      value: 6.7,
      status: 'green',
      inventory_value_cents: 485_874,
    });
  });
});

describe('cost alerts', () => {
  it('raises per closed day and over the month to date, and low stock at the latest count', () => {
    const alerts = costAlerts({
      range: MARCH,
      today: '2026-04-02',
      sales: sales.map((day) => ({
        date: day.date,
        built_at: `${day.date}T08:00:00.000Z`,
        data: {
          ...day,
          summaries_count: 1,
          covers: null,
          tables_served: null,
          by_shift: {},
        },
      })),
      purchases,
      payroll,
      // The closing count also finds limes under their minimum (adds 1 × 30.00 to the food value:
      // food cost 1,325,542 + 180,000 − 189,708 = 1,315,834 → 32.9 %).
      counts: [
        counts[0]!,
        {
          ...counts[2]!,
          items: [
            ...counts[2]!.items,
            {
              ingredient: 'Limón',
              unit: 'kg',
              on_hand: 1,
              minimum: 4,
              unit_cost_cents: 3_000,
              category_type: 'food',
            },
          ],
        },
      ],
    });
    expect(alerts.map((alert) => [alert.id, alert.severity])).toEqual([
      // Each closed day judges the 7 days ending on it. March lies between the two counts, so its
      // counted cost (food 1,315,834, bar 540,000 + 132,000 − 180,000 = 492,000) is split by sales.
      // 03-05 (27 Feb – 5 Mar): no purchase covers 27 Feb, so no ratio of it has a colour.
      // 03-20 (14–20 Mar): food 1,315,834 × 2,900,000 / 4,640,000 = 822,396 / 2,500,000 = 32.9 %
      // yellow; bar 492,000 × 1,044,000 / 1,740,000 = 295,200 / 900,000 = 32.8 % red.
      ['2026-03-20:food_cost_high', 'yellow'],
      ['2026-03-20:bar_cost_high', 'red'],
      // Month to date: bar 32.8 % red, food 1,315,834 / 4,000,000 = 32.9 % yellow.
      ['2026-03-31:food_cost_high:mtd', 'yellow'],
      ['2026-03-31:bar_cost_high:mtd', 'red'],
      ['2026-03-31:low_stock:Limón|kg', 'yellow'],
    ]);
    // The fixture's days that sold: its costs accrue over every day of a window, its sales over
    // those, and the message says so as Costos does (since 2026-12-07).
    const sold = (from: string, to: string) =>
      sales.filter((day) => day.date >= from && day.date <= to && day.total_sales_cents > 0).length;
    expect(alerts[0]!.message).toBe(
      'El costo de alimentos en los 7 días del 14/03/2026 al 20/03/2026 fue 32.9% (lo sano es menos de 30%; arriba de 38% es rojo).' +
        ` Ventas de ${sold('2026-03-14', '2026-03-20')} de los 7 días (los que tienen corte Z con venta); los costos cuentan los 7.`,
    );
    expect(alerts[2]!.message).toBe(
      'El costo de alimentos del 01/03/2026 al 31/03/2026 (mes a la fecha) fue 32.9% (lo sano es menos de 30%; arriba de 38% es rojo).' +
        ` Ventas de ${sold('2026-03-01', '2026-03-31')} de los 31 días (los que tienen corte Z con venta); los costos cuentan los 31.`,
    );
  });

  it('cuts a range into months to date', () => {
    expect(monthsToDate({ from: '2026-02-20', to: '2026-03-10' })).toEqual([
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-03-01', to: '2026-03-10' },
    ]);
  });
});

describe('purchases by supplier', () => {
  const purchase = (date: string, supplier_name: string, total_cents: number) => ({
    id: `${date}-${supplier_name}-${total_cents}`,
    date,
    supplier_name,
    paid_with: 'cash' as const,
    lines: [],
    total_cents,
  });
  const range = { from: '2026-03-01', to: '2026-03-31' };

  it('adds each supplier up, most bought first, spelled as most of its purchases, with its share', () => {
    const rows = [
      purchase('2026-03-02', 'Carnes Don Pepe', 300_000),
      purchase('2026-03-09', 'carnes  don pepe', 200_000),
      purchase('2026-03-16', 'Carnes Don Pepe', 100_000),
      purchase('2026-03-03', 'Abarrotes López', 250_000),
      purchase('2026-03-04', 'Cervecería', 150_000),
      // Outside the range: not counted.
      purchase('2026-04-01', 'Abarrotes López', 900_000),
    ];
    const all = 300_000 + 200_000 + 100_000 + 250_000 + 150_000;
    expect(purchasesBySupplier(rows, range)).toEqual([
      {
        supplier_name: 'Carnes Don Pepe',
        purchases_cents: 600_000,
        purchases_count: 3,
        pct_of_purchases: 60,
      },
      {
        supplier_name: 'Abarrotes López',
        purchases_cents: 250_000,
        purchases_count: 1,
        pct_of_purchases: (250_000 / all) * 100,
      },
      { supplier_name: 'Cervecería', purchases_cents: 150_000, purchases_count: 1, pct_of_purchases: 15 },
    ]);
  });

  it('is empty without purchases in the range', () => {
    expect(purchasesBySupplier([purchase('2026-02-28', 'Carnes Don Pepe', 1)], range)).toEqual([]);
  });
});

describe("the purchases' IVA", () => {
  const purchase = (date: string, iva_cents?: number) => ({
    id: `${date}-${iva_cents}`,
    date,
    supplier_name: 'Abarrotes López',
    paid_with: 'transfer' as const,
    lines: [],
    total_cents: 100_000,
    ...(iva_cents === undefined ? {} : { iva_cents }),
  });
  const range = { from: '2026-03-01', to: '2026-03-31' };

  it("adds the range's stated IVA up and counts the purchases that state none", () => {
    const rows = [
      purchase('2026-03-02', 16_000),
      purchase('2026-03-09', 0),
      purchase('2026-03-16', 4_800),
      purchase('2026-03-20'),
      // Outside the range: not counted.
      purchase('2026-04-01', 90_000),
    ];
    expect(purchasesIva(rows, range)).toEqual({
      iva_cents: 16_000 + 0 + 4_800,
      purchases_count: 4,
      without_iva_count: 1,
    });
    expect(purchasesIva([], range)).toEqual({ iva_cents: 0, purchases_count: 0, without_iva_count: 0 });
  });
});
