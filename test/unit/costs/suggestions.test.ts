import { describe, expect, it } from 'vitest';
import type { SoldItem } from '#shared/domain/costs/food-cost.ts';
import type { CountRecord, PurchaseRecord, RecipeRecord } from '#shared/domain/costs/records.ts';
import { purchaseSuggestions, suggestionFingerprint } from '#shared/domain/costs/suggestions.ts';

const count = (id: string, date: string, items: CountRecord['items']): CountRecord => ({
  id,
  date,
  items,
  recorded_at: `${date}T23:00:00.000Z`,
});

const purchase = (
  id: string,
  date: string,
  ingredient: string,
  quantity: number,
  unitCost: number,
): PurchaseRecord => ({
  id,
  date,
  supplier_name: 'Verduras Lupita',
  paid_with: 'cash',
  lines: [
    {
      ingredient,
      category_type: 'food',
      quantity,
      unit: 'kg',
      unit_cost_cents: unitCost,
      total_cents: Math.round(quantity * unitCost),
    },
  ],
  total_cents: Math.round(quantity * unitCost),
});

const tacos: SoldItem = {
  key: 'taco-res',
  item_name: 'Taco de res',
  item_identifier: null,
  item_sku: 'TR-1',
  category_type: 'food',
  quantity: 560,
  unit_cost_cents: null,
};
const recipes: RecipeRecord[] = [
  { id: 'r1', item_sku: 'TR-1', ingredients: [{ ingredient: 'Res', quantity: 0.125, unit: 'kg' }] },
];

describe('purchase suggestions', () => {
  const counts = [
    count('c1', '2026-03-01', [
      {
        ingredient: 'Aguacate',
        unit: 'kg',
        on_hand: 10,
        minimum: 3,
        unit_cost_cents: 4_500,
        category_type: 'food',
      },
    ]),
    count('c2', '2026-03-11', [
      {
        ingredient: 'Res',
        unit: 'kg',
        on_hand: 3,
        minimum: 2,
        unit_cost_cents: 19_000,
        category_type: 'food',
        supplier_name: 'Carnes Norte',
      },
      {
        ingredient: 'Aguacate',
        unit: 'kg',
        on_hand: 5,
        minimum: 3,
        unit_cost_cents: 4_500,
        category_type: 'food',
      },
      {
        ingredient: 'Sal',
        unit: 'kg',
        on_hand: 20,
        minimum: 1,
        unit_cost_cents: 1_000,
        category_type: 'food',
      },
      {
        ingredient: 'Limón',
        unit: 'kg',
        on_hand: 1,
        minimum: 4,
        unit_cost_cents: 3_000,
        category_type: 'food',
      },
    ]),
  ];
  const purchases = [
    purchase('p1', '2026-03-03', 'Aguacate', 25, 4_800), // between the counts
    purchase('p2', '2026-03-01', 'Aguacate', 99, 4_800), // on the earlier count's date: already in it
    purchase('p3', '2026-03-12', 'Aguacate', 4, 5_000), // after the latest count
  ];
  const result = purchaseSuggestions({
    today: '2026-03-12',
    daysAhead: 7,
    counts,
    purchases,
    recipes,
    sold: [tacos],
  });

  it('uses recipes × quantities sold over 28 days when the ingredient is in a recipe', () => {
    // 560 tacos × 0.125 kg / 28 days = 2.5 kg a day; 2.5 × 7 + 2 − 3 = 16.5 → 17
    const res = result.by_supplier.find((group) => group.supplier_name === 'Carnes Norte')!;
    expect(res.items).toEqual([
      {
        item_name: 'Res',
        unit: 'kg',
        current_stock: 3,
        minimum: 2,
        daily_usage: 2.5,
        usage_source: 'recipes',
        suggested_qty: 17,
        unit_cost_cents: 19_000,
        total_cost_cents: 323_000,
        // 3 / 2.5 a day, one decimal (daysOfInventory); what it covers, 2.5 × 7 + 2 = 19.5 kg
        reason:
          'Quedan 3 kg; usas 2.5 kg al día; alcanza para 1.2 días; para 7 días y tu mínimo de 2 kg necesitas 19.5 kg',
      },
    ]);
    expect(res.subtotal_cents).toBe(323_000);
  });

  it('else uses the two latest counts and the purchases between them', () => {
    // (10 + 25 − 5) / 10 days = 3 kg a day; stock 5 + 4 = 9; 3 × 7 + 3 − 9 = 15
    const group = result.by_supplier.find((row) => row.supplier_name === 'Verduras Lupita')!;
    expect(group.items).toEqual([
      {
        item_name: 'Aguacate',
        unit: 'kg',
        current_stock: 9,
        minimum: 3,
        daily_usage: 3,
        usage_source: 'counts',
        suggested_qty: 15,
        unit_cost_cents: 5_000, // the latest price paid
        total_cost_cents: 75_000,
        reason:
          'Quedan 9 kg; usas 3 kg al día; alcanza para 3 días; para 7 días y tu mínimo de 3 kg necesitas 24 kg', // 3 × 7 + 3
      },
    ]);
  });

  it('without any usage still restocks to the minimum, and skips what is enough', () => {
    const none = result.by_supplier.find((row) => row.supplier_name === 'Sin proveedor')!;
    expect(none.items.map((row) => [row.item_name, row.suggested_qty, row.daily_usage])).toEqual([
      ['Limón', 3, null],
    ]);
    expect(none.items[0]!.reason).toContain('Quedan 1 kg; el mínimo es 4 kg');
    expect(result.by_supplier.flatMap((row) => row.items.map((item) => item.item_name))).not.toContain('Sal');
    expect(result.total_suggested_cents).toBe(323_000 + 75_000 + 9_000);
    expect(result.by_supplier.map((row) => row.supplier_name)).toEqual([
      'Carnes Norte',
      'Verduras Lupita',
      'Sin proveedor',
    ]);
  });

  it('lists low stock at the latest count and scales with days_ahead', () => {
    expect(result.low_stock.map((row) => row.ingredient)).toEqual(['Limón']);
    const longer = purchaseSuggestions({
      today: '2026-03-12',
      daysAhead: 14,
      counts,
      purchases,
      recipes,
      sold: [tacos],
    });
    // 2.5 × 14 + 2 − 3 = 34
    expect(longer.by_supplier[0]!.items[0]!.suggested_qty).toBe(34);
    expect(suggestionFingerprint(longer)).not.toBe(suggestionFingerprint(result));
  });

  it('suggests nothing when purchases since the count bring the stock exactly to its minimum', () => {
    // 0.1 + 0.2 kg bought is 0.30000000000000004 in binary: the need is a float residue, not 0.
    const bought = [
      purchase('p1', '2026-03-02', 'Cilantro', 0.1, 2_000),
      purchase('p2', '2026-03-03', 'Cilantro', 0.2, 2_000),
    ];
    const minimum = bought.reduce((sum, entry) => sum + entry.lines[0]!.quantity, 0);
    const result = purchaseSuggestions({
      today: '2026-03-04',
      daysAhead: 7,
      counts: [
        count('c1', '2026-03-01', [
          {
            ingredient: 'Cilantro',
            unit: 'kg',
            on_hand: 0,
            minimum: 0.3,
            unit_cost_cents: 2_000,
            category_type: 'food',
          },
        ]),
      ],
      purchases: bought,
      recipes: [],
      sold: [],
    });
    expect(minimum).not.toBe(0.3);
    expect(result.by_supplier).toEqual([]);
    expect(result.total_suggested_cents).toBe(0);
  });

  it('is empty without any count', () => {
    expect(
      purchaseSuggestions({ today: '2026-03-12', daysAhead: 7, counts: [], purchases, recipes, sold: [] }),
    ).toEqual({
      days_ahead: 7,
      count_date: null,
      by_supplier: [],
      total_suggested_cents: 0,
      low_stock: [],
    });
  });
});
