/**
 * One product is one row, one waiter is one row: lines are resolved through the catalog (identifier,
 * SKU, normalized name) and grouped by the catalog item; unmatched lines group by normalized name
 * (case, Unicode form, whitespace); waiters group by normalized name and show the spelling most lines
 * used; so do the people of the discounts and cancellations cubes. A category sent as its UUID is
 * shown by its name.
 */
import { describe, expect, it } from 'vitest';
import { buildItemsCube } from '#shared/domain/analytics/builders/items.ts';
import { buildCancellationsCube, buildDiscountsCube } from '#shared/domain/analytics/builders/losses.ts';
import { buildCategoriesCube, buildEmployeesCube } from '#shared/domain/analytics/builders/sales.ts';
import type { OrderLineInput } from '#shared/domain/analytics/inputs.ts';
import { menuEngineering } from '#shared/domain/analytics/menu-engineering.ts';
import { salesByEmployee } from '#shared/domain/analytics/sales.ts';

const TACO_ID = '3f1e2d4c-5b6a-4789-8abc-def012345678';
const TACOS_CATEGORY = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const NFD_MARIA = 'Mari\u0301a'; // "María" with a combining accent
const NFC_MARIA = 'Mar\u00eda';

const line = (extra: Partial<OrderLineInput>): OrderLineInput => ({
  item_name: 'Taco de suadero',
  quantity: 1,
  unit_price_cents: 3000,
  subtotal_cents: 3000,
  net_total_cents: 3000,
  category_type: 'food',
  ...extra,
});

const catalog = [
  {
    name: 'Taco de suadero',
    item_identifier: TACO_ID,
    item_sku: 'TAC-SUA',
    category: TACOS_CATEGORY,
    category_type: 'food' as const,
    unit_cost_cents: 1000,
  },
];
const categories = [{ identifier: TACOS_CATEGORY, name: 'Tacos' }];

describe('items: one product is one row', () => {
  it('a dish sent with its identifier, only its SKU, or only its name in any case or Unicode form is one row', () => {
    const cube = buildItemsCube(
      '2026-03-06',
      [
        line({ item_identifier: TACO_ID }),
        line({ item_sku: 'TAC-SUA', quantity: 2, subtotal_cents: 6000, net_total_cents: 6000 }),
        line({ item_name: 'TACO DE SUADERO ' }),
        line({ item_name: 'taco  de suadero', category: 'Tacos' }),
      ],
      catalog,
      categories,
    );
    expect(cube.items).toHaveLength(1);
    expect(cube.items[0]).toMatchObject({
      key: `id:${TACO_ID}`,
      item_name: 'Taco de suadero',
      item_identifier: TACO_ID,
      item_sku: 'TAC-SUA',
      category: 'Tacos', // the catalog's category UUID, shown by its name
      quantity: 5,
      net_sales_cents: 15_000,
      lines: 4,
      unit_cost_cents: 1000,
    });
  });

  it('lines without a catalog match group by normalized name, shown with the most frequent spelling', () => {
    const cube = buildItemsCube(
      '2026-03-06',
      [
        line({ item_name: 'Café de olla', category_type: 'beverage' }),
        line({ item_name: 'cafe\u0301 de olla ', category_type: 'beverage' }),
        line({ item_name: 'Café  de olla', category_type: 'beverage', item_identifier: 'unknown-id' }),
        line({ item_name: 'Café americano', category_type: 'beverage' }),
      ],
      [],
    );
    expect(cube.items.map((item) => [item.key, item.item_name, item.quantity])).toEqual([
      ['name:café americano', 'Café americano', 1],
      ['name:café de olla', 'Café de olla', 3], // "Café de olla" twice (spaces collapsed), "café de olla" once
    ]);
  });

  it('menu engineering over two days shows the dish once, named by the spelling most lines used', () => {
    const day1 = buildItemsCube(
      '2026-03-06',
      [line({ item_identifier: TACO_ID, quantity: 2 }), line({ item_identifier: TACO_ID })],
      catalog,
      categories,
    );
    const day2 = buildItemsCube(
      '2026-03-07',
      [line({ item_name: 'TACO DE SUADERO', quantity: 2 })],
      catalog,
      categories,
    );
    const menu = menuEngineering([day1, day2]);
    expect(menu.items.map((item) => [item.item_name, item.category, item.quantity_sold])).toEqual([
      ['Taco de suadero', 'Tacos', 5],
    ]);
  });

  it('the categories cube shows a category sent as its UUID by its name, merged with the same name', () => {
    const cube = buildCategoriesCube(
      '2026-03-06',
      [line({ category: TACOS_CATEGORY.toUpperCase() }), line({ category: 'tacos' })],
      categories,
    );
    expect(cube.by_category.map((row) => [row.category, row.lines])).toEqual([['Tacos', 2]]);
  });
});

describe('waiters: one row per person', () => {
  const lines = [
    line({ waiter_name: 'Ana' }),
    line({ waiter_name: 'ana ' }),
    line({ waiter_name: ' Ana' }),
    line({ waiter_name: NFD_MARIA }),
    line({ waiter_name: NFC_MARIA }),
    line({ waiter_name: NFD_MARIA }),
  ];

  it('"Ana", "ana " and NFD/NFC "María" are two waiters, each shown with the most frequent spelling', () => {
    const cube = buildEmployeesCube('2026-03-06', lines);
    expect(cube.employees.map((row) => [row.name, row.lines, row.net_sales_cents])).toEqual([
      ['Ana', 3, 9000],
      [NFC_MARIA, 3, 9000], // NFD and NFC are one spelling, shown in NFC
    ]);
  });

  it('by-employee merges days and spellings', () => {
    const day1 = buildEmployeesCube('2026-03-06', lines);
    const day2 = buildEmployeesCube('2026-03-07', [
      line({ waiter_name: 'ANA', net_total_cents: 10_000 }),
      line({ waiter_name: 'maría' }),
    ]);
    expect(
      salesByEmployee([day1, day2]).employees.map((row) => [row.name, row.total_sales_cents, row.rank]),
    ).toEqual([
      ['Ana', 19_000, 1],
      [NFC_MARIA, 12_000, 2],
    ]);
  });

  it('a stored cube from before the normalization (no key) still merges by normalized name', () => {
    const legacy = {
      date: '2026-03-05',
      employees: [
        {
          name: 'ana',
          net_sales_cents: 500,
          subtotal_cents: 500,
          discount_cents: 0,
          lines: 1,
          quantity: 1,
          tickets: null,
          tips_cents: null,
        },
      ],
      unassigned: { net_sales_cents: 0, lines: 0, quantity: 0 },
    };
    const day1 = buildEmployeesCube('2026-03-06', lines);
    expect(salesByEmployee([legacy, day1]).employees[0]).toMatchObject({
      name: 'Ana',
      total_sales_cents: 9500,
    });
  });
});

describe('discounts and cancellations: one row per person', () => {
  it('"Ana", "ana ", "ANA", "  Ana" are one person who applied discounts, shown as most rows spelled it', () => {
    const cube = buildDiscountsCube(
      '2026-03-06',
      [
        { type: 'courtesy', amount_cents: 1000, applied_by: 'Ana' },
        { type: 'courtesy', amount_cents: 2000, applied_by: 'ana ' },
        { type: 'courtesy', amount_cents: 500, applied_by: 'ANA' },
        { type: 'courtesy', amount_cents: 700, applied_by: '  Ana' },
        { type: 'courtesy', amount_cents: 300, applied_by: NFD_MARIA },
        { type: 'courtesy', amount_cents: 400, applied_by: NFC_MARIA },
        { type: 'courtesy', amount_cents: 900, applied_by: 'Maria' }, // no accent: another person
        { type: 'courtesy', amount_cents: 100, applied_by: ' ' }, // blank: nobody
        { type: 'percentage', rate: 10, applied_by: 'ana' }, // no amount: counted, adds 0
      ],
      [],
    );
    expect(cube.by_person).toEqual([
      // 1000 + 2000 + 500 + 700 + 0; "Ana" twice ("Ana", "  Ana" trimmed), each other spelling once.
      {
        key: 'ana',
        name: 'Ana',
        spellings: { ANA: 1, Ana: 2, ana: 2 },
        amount_cents: 4200,
        count: 5,
      },
      { key: 'maria', name: 'Maria', spellings: { Maria: 1 }, amount_cents: 900, count: 1 },
      // NFD and NFC "María" compose to the same NFC spelling: one person, 300 + 400.
      { key: 'maría', name: NFC_MARIA, spellings: { [NFC_MARIA]: 2 }, amount_cents: 700, count: 2 },
      { key: null, name: null, amount_cents: 100, count: 1 },
    ]);
  });

  it('ties between spellings go to the first in code-point order, whatever the input order', () => {
    const rows = [
      { amount_cents: 100, cancelled_by: 'luis hernández' },
      { amount_cents: 200, cancelled_by: 'Luis  Hernández' }, // inner spaces collapsed
      { amount_cents: 300, cancelled_by: 'LUIS HERNÁNDEZ' },
    ];
    const cube = buildCancellationsCube('2026-03-06', rows);
    expect(cube.by_person).toEqual([
      {
        key: 'luis hernández',
        name: 'LUIS HERNÁNDEZ', // one line each: "L" (U+004C) sorts before "Lu…" lower-case "u"
        spellings: { 'LUIS HERNÁNDEZ': 1, 'Luis Hernández': 1, 'luis hernández': 1 },
        amount_cents: 600,
        count: 3,
      },
    ]);
    expect(buildCancellationsCube('2026-03-06', [...rows].reverse())).toEqual(cube);
  });
});
