import { describe, expect, it } from 'vitest';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import { buildItemsCube } from '#shared/domain/analytics/builders/items.ts';
import type { CatalogItemInput, OrderLineInput } from '#shared/domain/analytics/inputs.ts';
import { MISSING_COST_ACTION, menuEngineering } from '#shared/domain/analytics/menu-engineering.ts';
import { sunday } from './fixtures.ts';

/** One order line per worksheet row: quantity sold at the menu price, and the item's cost in the catalog. */
function worksheet(
  rows: ReadonlyArray<readonly [name: string, sold: number, costCents: number, priceCents: number]>,
) {
  const lines: OrderLineInput[] = rows.map(([name, sold, , price]) => ({
    item_name: name,
    quantity: sold,
    unit_price_cents: price,
    subtotal_cents: price * sold,
    net_total_cents: price * sold,
    category_type: 'food',
  }));
  const catalog: CatalogItemInput[] = rows.map(([name, , cost]) => ({ name, unit_cost_cents: cost }));
  return buildItemsCube('2026-03-08', lines, catalog);
}

describe('menuEngineering on published worked examples', () => {
  /*
   * "Menu Engineering Worksheet", week ending Jan 12, 12 items, 925 sold —
   * https://www.scribd.com/doc/68754674/Menu-Engineering-Workbook
   * That sheet uses an 80 % popularity factor (its box Q = 100 % / 12 × 80 % = 6.7 %) and the
   * quantity-weighted average item profit O = M / N = $3,844.50 / 925 = $4.16. Its labels:
   * Workhorse = plowhorse, Challenge = puzzle. Columns: B sold, D cost, E price.
   */
  const sheet = worksheet([
    ['Item # 1', 100, 125, 450],
    ['Item # 2', 50, 150, 500],
    ['Item # 3', 60, 160, 600],
    ['Item # 4', 110, 95, 500],
    ['Item # 5', 25, 200, 450],
    ['Item # 6', 35, 160, 500],
    ['Item # 7', 75, 110, 400],
    ['Item # 8', 90, 225, 700],
    ['Item # 9', 140, 195, 650],
    ['Item # 10', 25, 195, 675],
    ['Item # 11', 120, 230, 750],
    ['Item # 12', 95, 200, 650],
  ]);
  const published = {
    // name: [popularity % (C), item CM in cents (F), menu CM in cents (L), class (S)]
    'Item # 1': [10.8, 325, 32500, 'plowhorse'],
    'Item # 2': [5.4, 350, 17500, 'dog'],
    'Item # 3': [6.5, 440, 26400, 'puzzle'],
    'Item # 4': [11.9, 405, 44550, 'plowhorse'],
    'Item # 5': [2.7, 250, 6250, 'dog'],
    'Item # 6': [3.8, 340, 11900, 'dog'],
    'Item # 7': [8.1, 290, 21750, 'plowhorse'],
    'Item # 8': [9.7, 475, 42750, 'star'],
    'Item # 9': [15.1, 455, 63700, 'star'],
    'Item # 10': [2.7, 480, 12000, 'puzzle'],
    'Item # 11': [13.0, 520, 62400, 'star'],
    'Item # 12': [10.3, 450, 42750, 'star'],
  } as const;

  it('reproduces the worksheet with its own 80 % factor: every column and class', () => {
    const result = menuEngineering([sheet], { popularityThresholdPct: 80 });
    for (const item of result.items) {
      const [popularity, cm, menuCm, quadrant] = published[item.item_name as keyof typeof published];
      expect(item).toMatchObject({
        popularity_pct: popularity,
        contribution_cents: cm,
        total_contribution_cents: menuCm,
        quadrant,
      });
    }
    expect(result.items).toHaveLength(12);
    // M = Σ menu CM = $3,844.50
    expect(result.items.reduce((sum, item) => sum + (item.total_contribution_cents ?? 0), 0)).toBe(384450);
    expect(result.summary).toEqual({ stars_count: 4, puzzles_count: 2, plowhorses_count: 3, dogs_count: 3 });
  });

  it('with Kasavana & Smith’s 70 % rule, only Item # 3 changes: 60 / 925 = 6.5 % ≥ 70 % × 1/12 = 5.8 %', () => {
    const result = menuEngineering([sheet]);
    const byName = Object.fromEntries(result.items.map((item) => [item.item_name, item.quadrant]));
    expect(byName['Item # 3']).toBe('star'); // popular now, CM $4.40 ≥ $4.16
    expect(byName['Item # 2']).toBe('dog'); // 50 × 12 = 600 < 0.7 × 925 = 647.5: still unpopular
    expect(result.summary).toEqual({ stars_count: 5, puzzles_count: 1, plowhorses_count: 3, dogs_count: 3 });
  });

  /*
   * The Fennec Lab, "Menu Engineering Calculator (Stars, Plowhorses, Puzzles, Dogs)", default example
   * (70 % popularity benchmark) — https://thefenneclab.com/restaurant-operations/menu-engineering-calculator/
   * The page publishes each item's CM, units sold and class; it does not list price and cost separately,
   * so every item here costs $5.00 and sells at CM + $5.00 (the classification depends only on CM and
   * units). Daily soup's units are derived from the page's own totals: popularity benchmark 143.5 units
   * = 70 % × total / 8 → total 1640 → 1640 − 1565 = 75; check: Σ CM × units = $22,410.50 = published
   * revenue $30,010.00 − published food cost $7,599.50. The page averages CM unweighted ($13.28); the
   * weighted average used here is $22,410.50 / 1640 = $13.665 — no item's CM lies between the two.
   */
  it('agrees with a 70 %-rule calculator’s published classes', () => {
    const items = worksheet(
      (
        [
          ['Wagyu burger', 380, 1550],
          ['House salad', 220, 990],
          ['Pan-seared scallops', 95, 2150],
          ['Pasta primavera', 410, 1460],
          ['Tuna tartare', 60, 1020],
          ['Chicken sandwich', 290, 1180],
          ['Mushroom risotto', 110, 1650],
          ['Daily soup', 75, 620],
        ] as const
      ).map(([name, sold, cm]) => [name, sold, 500, cm + 500] as const),
    );
    const result = menuEngineering([items]);
    expect(Object.fromEntries(result.items.map((item) => [item.item_name, item.quadrant]))).toEqual({
      'Wagyu burger': 'star',
      'House salad': 'plowhorse',
      'Pan-seared scallops': 'puzzle',
      'Pasta primavera': 'star',
      'Tuna tartare': 'dog',
      'Chicken sandwich': 'plowhorse',
      'Mushroom risotto': 'puzzle',
      'Daily soup': 'dog',
    });
    expect(result.summary).toEqual({ stars_count: 2, puzzles_count: 2, plowhorses_count: 2, dogs_count: 2 });
    expect(result.items.reduce((sum, item) => sum + (item.total_contribution_cents ?? 0), 0)).toBe(2_241_050);
  });
});

describe('menuEngineering rules', () => {
  it('classifies within each category_type, with Spanish labels and actions', () => {
    const result = menuEngineering([buildDayCubes(sunday).items]);
    // food: tacos qty 4, flan qty 2 → N = 2, total 6; popular ⇔ qty × 2 × 100 ≥ 70 × 6 = 420:
    //   tacos 800 yes, flan 400 no.
    // tacos: 18500 − 1500 × 4 = 12500 (3125 per unit); flan: 9000 − 1200 × 2 = 6600 (3300 per unit);
    //   weighted average (12500 + 6600) / 6 = 3183.33 → tacos low, flan high.
    // beverage and bar have one item each: popular, and equal to their own average → star.
    expect(result.items).toEqual([
      {
        category_type: 'food',
        item_sku: 'TAC-01',
        item_name: 'Tacos al pastor',
        category: 'Tacos',
        quantity_sold: 4,
        net_sales_cents: 18500,
        popularity_pct: 66.7, // 4 / 6
        unit_price_cents: 4625, // 18500 / 4
        unit_cost_cents: 1500,
        contribution_cents: 3125,
        total_contribution_cents: 12500,
        quadrant: 'plowhorse',
        quadrant_label: 'Caballo de batalla',
        action: expect.stringContaining('costo de receta'),
        net_sales_no_iva_cents: null, // no sales cubes given: contributions with IVA
        unit_price_no_iva_cents: null,
      },
      {
        category_type: 'food',
        item_sku: 'POS-02',
        item_name: 'Flan',
        category: 'Postres',
        quantity_sold: 2,
        net_sales_cents: 9000,
        popularity_pct: 33.3,
        unit_price_cents: 4500,
        unit_cost_cents: 1200,
        contribution_cents: 3300,
        total_contribution_cents: 6600,
        quadrant: 'puzzle',
        quadrant_label: 'Rompecabezas',
        action: expect.stringContaining('ubicación'),
        net_sales_no_iva_cents: null, // no sales cubes given: contributions with IVA
        unit_price_no_iva_cents: null,
      },
      {
        category_type: 'beverage',
        item_sku: 'BEB-01',
        item_name: 'Agua de horchata',
        category: 'Aguas',
        quantity_sold: 2,
        net_sales_cents: 7000, // 3500 × 2
        popularity_pct: 100,
        unit_price_cents: 3500,
        unit_cost_cents: 800,
        contribution_cents: 2700,
        total_contribution_cents: 5400,
        quadrant: 'star',
        quadrant_label: 'Estrella',
        action: expect.stringContaining('Mantén'),
        net_sales_no_iva_cents: null, // no sales cubes given: contributions with IVA
        unit_price_no_iva_cents: null,
      },
      {
        category_type: 'bar',
        item_sku: 'BAR-07',
        item_name: 'Margarita',
        category: 'Coctelería',
        quantity_sold: 1,
        net_sales_cents: 12000,
        popularity_pct: 100,
        unit_price_cents: 12000,
        unit_cost_cents: 3000,
        contribution_cents: 9000,
        total_contribution_cents: 9000,
        quadrant: 'star',
        quadrant_label: 'Estrella',
        action: expect.stringContaining('Mantén'),
        net_sales_no_iva_cents: null, // no sales cubes given: contributions with IVA
        unit_price_no_iva_cents: null,
      },
    ]);
    expect(result.summary).toEqual({ stars_count: 2, puzzles_count: 1, plowhorses_count: 1, dogs_count: 0 });
    // The lines the quadrants were drawn with: 70 % / N, and Σ contribution / Σ quantity.
    expect(result.thresholds).toEqual([
      {
        category_type: 'food',
        items_count: 2,
        popularity_threshold_pct: 35,
        contribution_threshold_cents: Math.round((12500 + 6600) / 6),
      },
      {
        category_type: 'beverage',
        items_count: 1,
        popularity_threshold_pct: 70,
        contribution_threshold_cents: 2700,
      },
      {
        category_type: 'bar',
        items_count: 1,
        popularity_threshold_pct: 70,
        contribution_threshold_cents: 9000,
      },
    ]);
    expect(result.other_items).toEqual([]);
  });

  it('lists category_type other (packaging, extras) apart: not classified, not in the thresholds', () => {
    const box = {
      item_name: 'Envase para llevar',
      item_sku: 'ENV-01',
      quantity: 40,
      unit_price_cents: 500,
      subtotal_cents: 20000,
      net_total_cents: 20000,
      category_type: 'other' as const,
    };
    const catalog = [
      ...sunday.catalog,
      { name: 'Envase para llevar', item_sku: 'ENV-01', unit_cost_cents: 150 },
    ];
    const withBox = menuEngineering([
      buildDayCubes({ ...sunday, orders: [...sunday.orders, box], catalog }).items,
    ]);
    const without = menuEngineering([buildDayCubes(sunday).items]);
    // The dishes' classification, counts and thresholds are those of the day without the box.
    expect(withBox.items).toEqual(without.items);
    expect(withBox.summary).toEqual(without.summary);
    expect(withBox.thresholds).toEqual(without.thresholds);
    expect(withBox.other_items).toEqual([
      {
        item_sku: 'ENV-01',
        item_name: 'Envase para llevar',
        category: null,
        quantity_sold: box.quantity,
        net_sales_cents: box.net_total_cents,
        unit_price_cents: box.net_total_cents / box.quantity,
        unit_cost_cents: 150,
        contribution_cents: box.net_total_cents / box.quantity - 150,
        total_contribution_cents: box.net_total_cents - 150 * box.quantity,
        net_sales_no_iva_cents: null,
        unit_price_no_iva_cents: null,
      },
    ]);
  });

  it('lists an item without a cost with quadrant null and a request for the cost', () => {
    const catalog = sunday.catalog.map((item) =>
      item.name.toLowerCase() === 'flan' ? { ...item, unit_cost_cents: 0 } : item,
    );
    const result = menuEngineering([buildDayCubes({ ...sunday, catalog }).items]);
    const flan = result.items.find((item) => item.item_name === 'Flan');
    expect(flan).toMatchObject({
      quantity_sold: 2,
      popularity_pct: 33.3, // still counts for popularity
      unit_price_cents: 4500,
      unit_cost_cents: null,
      contribution_cents: null,
      total_contribution_cents: null,
      quadrant: null,
      quadrant_label: null,
      action: MISSING_COST_ACTION,
    });
    // The food average is now tacos alone, so tacos meet it: popular and profitable.
    expect(result.items.find((item) => item.item_name === 'Tacos al pastor')?.quadrant).toBe('star');
  });

  it('merges days: quantities add up and the latest known cost applies', () => {
    const day1 = buildItemsCube(
      '2026-03-01',
      [
        {
          item_name: 'Tacos',
          item_sku: 'T',
          quantity: 4,
          unit_price_cents: 5000,
          subtotal_cents: 20000,
          net_total_cents: 20000,
          category_type: 'food',
        },
      ],
      [{ name: 'Tacos', item_sku: 'T', unit_cost_cents: 1500 }],
    );
    const day2 = buildItemsCube(
      '2026-03-02',
      [
        {
          item_name: 'Tacos',
          item_sku: 'T',
          quantity: 2,
          unit_price_cents: 5000,
          subtotal_cents: 10000,
          net_total_cents: 9000,
          category_type: 'food',
        },
      ],
      [{ name: 'Tacos', item_sku: 'T', unit_cost_cents: 1600 }],
    );
    const [tacos] = menuEngineering([day2, day1]).items;
    // qty 6, net 29000 → 4833.33 → 4833; cost 1600 (latest); total contribution 29000 − 1600 × 6 = 19400
    expect(tacos).toMatchObject({
      quantity_sold: 6,
      unit_price_cents: 4833,
      unit_cost_cents: 1600,
      contribution_cents: 3233,
      total_contribution_cents: 19400,
    });
  });

  it('is empty without sales', () => {
    expect(menuEngineering([])).toEqual({
      summary: { stars_count: 0, puzzles_count: 0, plowhorses_count: 0, dogs_count: 0 },
      items: [],
      thresholds: [],
      other_items: [],
      contribution_basis: 'with_iva',
    });
  });

  it('takes contributions on sales without IVA, which can move a dish across the line', () => {
    // Two dishes sold 10 each; A is charged $120.00 with IVA and costs $29.00, B $100.00 and $11.00.
    const cube = worksheet([
      ['A', 10, 2_900, 12_000],
      ['B', 10, 1_100, 10_000],
    ]);
    // The range's corte Z: $1,160.00 with IVA is $1,000.00 without it.
    const ivaShare = { with_iva_cents: 116_000, without_iva_cents: 100_000 };
    const withoutIva = (cents: number) => Math.round((cents * 100_000) / 116_000);
    const result = menuEngineering([cube], { ivaShare });
    const contributionA = withoutIva(120_000) - 2_900 * 10;
    const contributionB = withoutIva(100_000) - 1_100 * 10;
    expect(result.contribution_basis).toBe('without_iva');
    expect(result.items.map((item) => [item.item_name, item.total_contribution_cents])).toEqual([
      ['A', contributionA],
      ['B', contributionB],
    ]);
    expect(result.items[0]).toMatchObject({
      unit_price_cents: 12_000,
      net_sales_no_iva_cents: withoutIva(120_000),
      unit_price_no_iva_cents: Math.round(withoutIva(120_000) / 10),
      contribution_cents: Math.round(withoutIva(120_000) / 10) - 2_900,
    });
    expect(result.thresholds[0]!.contribution_threshold_cents).toBe(
      Math.round((contributionA + contributionB) / 20),
    );
    // Both are popular (10 of 20 ≥ 70 % of a half); the one that leaves more without IVA is the star.
    // With IVA, A left more ($91.00 against $89.00 a unit) and was the star.
    expect(contributionB).toBeGreaterThan(contributionA);
    expect(result.items.map((item) => item.quadrant)).toEqual(['plowhorse', 'star']);
    expect(menuEngineering([cube]).items.map((item) => item.quadrant)).toEqual(['star', 'plowhorse']);
  });
});
