import { describe, expect, it } from 'vitest';
import {
  type CatalogDocument,
  EMPTY_CATALOG,
  mergeCatalog,
  resolveCategory,
} from '#shared/domain/catalog/catalog-merge.ts';
import {
  EMPTY_CATEGORIES,
  mergeCategories,
  type StoredCategory,
} from '#shared/domain/catalog/category-tree.ts';
import type { CatalogItemInput } from '#shared/domain/schemas/catalog.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const T0 = '2026-03-01T09:00:00.000Z';
const T1 = '2026-03-02T09:00:00.000Z';
const T2 = '2026-03-03T09:00:00.000Z';

/** Categories: Alimentos (1) > Tacos (2); Bebidas (3). */
const CATEGORIES: StoredCategory[] = mergeCategories(
  EMPTY_CATEGORIES,
  [
    { identifier: uuid(901), name: 'Alimentos' },
    { identifier: uuid(902), name: 'Tacos', parent_identifier: uuid(901) },
    { identifier: uuid(903), name: 'Bebidas' },
  ],
  T0,
).document.categories;

const item = (n: number, extra: Partial<CatalogItemInput> = {}): CatalogItemInput => ({
  item_identifier: uuid(n),
  item_sku: `SKU-${n}`,
  name: `Item ${n}`,
  status: 'active',
  ...extra,
});

const byName = (document: CatalogDocument, name: string) =>
  document.items.find((entry) => entry.name === name);

describe('mergeCatalog: upsert', () => {
  it('creates new items and reports them in payload order', () => {
    const merge = mergeCatalog(EMPTY_CATALOG, [item(1, { category: 'Tacos' }), item(2)], CATEGORIES, T0);
    expect([merge.created, merge.updated, merge.deactivated]).toEqual([2, 0, 0]);
    expect(merge.results).toEqual([
      { item_identifier: uuid(1), identification: '2-0001', name: 'Item 1' },
      { item_identifier: uuid(2), identification: 'NOCAT-0001', name: 'Item 2' },
    ]);
  });

  it('updates by item_identifier, keeping members that were not sent and created_at', () => {
    const stored = mergeCatalog(
      EMPTY_CATALOG,
      [item(1, { unit_price_cents: 8500, unit_cost_cents: 2400, category: 'Tacos' })],
      CATEGORIES,
      T0,
    ).document;
    const merge = mergeCatalog(
      stored,
      [{ item_identifier: uuid(1), name: 'Tacos al pastor', unit_price_cents: 9000, status: 'active' }],
      CATEGORIES,
      T1,
    );
    expect([merge.created, merge.updated]).toEqual([0, 1]);
    expect(merge.document.items).toHaveLength(1);
    expect(merge.document.items[0]).toMatchObject({
      name: 'Tacos al pastor',
      unit_price_cents: 9000,
      unit_cost_cents: 2400,
      item_sku: 'SKU-1',
      identification: '2-0001',
      created_at: T0,
      updated_at: T1,
    });
  });

  it('updates by item_sku when the identifier is absent or unknown; the item takes the identifier sent', () => {
    const stored = mergeCatalog(
      EMPTY_CATALOG,
      [{ item_sku: 'REF-002', name: 'Refresco', status: 'active', unit_price_cents: 3500 }],
      CATEGORIES,
      T0,
    ).document;
    const bySku = mergeCatalog(
      stored,
      [{ item_sku: 'REF-002', name: 'Refresco de cola', status: 'active' }],
      CATEGORIES,
      T1,
    );
    expect([bySku.created, bySku.updated]).toEqual([0, 1]);
    expect(bySku.document.items[0]).toMatchObject({ name: 'Refresco de cola', unit_price_cents: 3500 });

    const gainsIdentifier = mergeCatalog(
      bySku.document,
      [{ item_identifier: uuid(7), item_sku: 'REF-002', name: 'Refresco de cola', status: 'active' }],
      CATEGORIES,
      T2,
    );
    expect([gainsIdentifier.created, gainsIdentifier.updated]).toEqual([0, 1]);
    expect(gainsIdentifier.document.items[0]!.item_identifier).toBe(uuid(7));
  });

  it('an identifier match wins over a SKU match of another payload item', () => {
    const stored = mergeCatalog(EMPTY_CATALOG, [item(1)], CATEGORIES, T0).document; // SKU-1
    // item 2 carries SKU-1 (moved), item 1 comes with a new SKU: item 1 is matched by identifier,
    // so item 2 cannot take it by SKU and is created.
    const merge = mergeCatalog(
      stored,
      [item(2, { item_sku: 'SKU-1' }), item(1, { item_sku: 'SKU-1b' })],
      CATEGORIES,
      T1,
    );
    expect([merge.created, merge.updated]).toEqual([1, 1]);
    expect(merge.document.items.map((entry) => [entry.item_identifier, entry.item_sku])).toEqual([
      [uuid(1), 'SKU-1b'],
      [uuid(2), 'SKU-1'],
    ]);
  });

  it('an item with only a name is upserted by its normalized name (case, accents, whitespace)', () => {
    const first = mergeCatalog(EMPTY_CATALOG, [{ name: 'Café de Olla', status: 'active' }], CATEGORIES, T0);
    expect([first.created, first.updated]).toEqual([1, 0]);
    const again = mergeCatalog(
      first.document,
      [{ name: '  CAFE\u0301 de   olla ', unit_cost_cents: 900, status: 'active' }],
      CATEGORIES,
      T1,
    );
    expect([again.created, again.updated]).toEqual([0, 1]);
    expect(again.document.items).toHaveLength(1);
    expect(again.document.items[0]).toMatchObject({ unit_cost_cents: 900, created_at: T0 });
    // Another name is another item.
    const other = mergeCatalog(
      again.document,
      [{ name: 'Café americano', status: 'active' }],
      CATEGORIES,
      T2,
    );
    expect([other.created, other.document.items.length]).toEqual([1, 2]);
  });

  it('status: inactive when sent so, active when omitted (the schema default)', () => {
    const stored = mergeCatalog(EMPTY_CATALOG, [item(1)], CATEGORIES, T0).document;
    const off = mergeCatalog(stored, [item(1, { status: 'inactive' })], CATEGORIES, T1).document;
    expect(off.items[0]!.status).toBe('inactive');
    const on = mergeCatalog(off, [item(1)], CATEGORIES, T2).document;
    expect(on.items[0]!.status).toBe('active');
  });

  it('keeps unknown members', () => {
    const merge = mergeCatalog(
      EMPTY_CATALOG,
      [{ ...item(1), allergens: ['gluten'] } as CatalogItemInput],
      CATEGORIES,
      T0,
    );
    expect(merge.document.items[0]!.allergens).toEqual(['gluten']);
  });
});

describe('mergeCatalog: deactivation of absent items', () => {
  const stored = mergeCatalog(
    EMPTY_CATALOG,
    [1, 2, 3, 4, 5, 6, 7].map((n) => item(n)),
    CATEGORIES,
    T0,
  ).document;
  const withInactive: CatalogDocument = {
    ...stored,
    items: stored.items.map((entry, index) => (index === 6 ? { ...entry, status: 'inactive' } : entry)),
  };

  it('4 items sent: nothing is deactivated', () => {
    const merge = mergeCatalog(
      withInactive,
      [1, 2, 3, 4].map((n) => item(n)),
      CATEGORIES,
      T1,
    );
    expect(merge.deactivated).toBe(0);
    expect(merge.document.items.filter((entry) => entry.status === 'active')).toHaveLength(6);
  });

  it('5 items sent: every active item absent from the payload becomes inactive', () => {
    const merge = mergeCatalog(
      withInactive,
      [1, 2, 3, 4, 8].map((n) => item(n)),
      CATEGORIES,
      T1,
    );
    expect(merge.deactivated).toBe(2); // items 5 and 6; item 7 was inactive already
    const statuses = Object.fromEntries(merge.document.items.map((entry) => [entry.name, entry.status]));
    expect(statuses).toEqual({
      'Item 1': 'active',
      'Item 2': 'active',
      'Item 3': 'active',
      'Item 4': 'active',
      'Item 5': 'inactive',
      'Item 6': 'inactive',
      'Item 7': 'inactive',
      'Item 8': 'active',
    });
    expect(byName(merge.document, 'Item 5')!.updated_at).toBe(T1);
    expect(byName(merge.document, 'Item 7')!.updated_at).toBe(T0);
  });
});

describe('mergeCatalog: identification', () => {
  it('numbers items per category, and NOCAT until the category is known; then corrects it once', () => {
    const first = mergeCatalog(
      EMPTY_CATALOG,
      [
        item(1, { category: 'Tacos' }),
        item(2, { category: 'Tacos' }),
        item(3, { category: 'Bebidas' }),
        item(4, { category: 'Postres' }),
      ],
      CATEGORIES,
      T0,
    );
    expect(first.results.map((result) => result.identification)).toEqual([
      '2-0001',
      '2-0002',
      '3-0001',
      'NOCAT-0001',
    ]);
    expect(first.uncategorized).toBe(1);

    const postres = mergeCategories(
      { categories: CATEGORIES, next_pos_express_id: 4 },
      [{ identifier: uuid(904), name: 'Postres', parent_identifier: uuid(901) }],
      T1,
    ).document.categories;
    const second = mergeCatalog(first.document, [item(4), item(1)], postres, T1);
    expect(second.results.map((result) => result.identification)).toEqual(['4-0001', '2-0001']);
    expect(second.uncategorized).toBe(0);

    // Stable afterwards, even when the item moves to another category.
    const third = mergeCatalog(second.document, [item(1, { category: 'Bebidas' })], postres, T2);
    expect(third.results[0]!.identification).toBe('2-0001');
    // A new Tacos item continues the sequence.
    const fourth = mergeCatalog(third.document, [item(5, { category: 'tacos ' })], postres, T2);
    expect(fourth.results[0]!.identification).toBe('2-0003');
  });

  it('resolves a category by identifier or by normalized name, lowest pos_express_id on a tie', () => {
    const twins = mergeCategories(
      { categories: CATEGORIES, next_pos_express_id: 4 },
      [{ identifier: uuid(905), name: 'Tacos', parent_identifier: uuid(903) }],
      T1,
    ).document.categories;
    expect(resolveCategory(uuid(905).toUpperCase(), twins)?.pos_express_id).toBe(4);
    expect(resolveCategory('  TACOS ', twins)?.pos_express_id).toBe(2);
    expect(resolveCategory('Bébidas', twins)).toBeUndefined();
    expect(resolveCategory('', twins)).toBeUndefined();
  });
});

describe('price changes (the price-anomaly rule checks them)', () => {
  it('lists the items whose sent price differs from the stored one, and new items with a price', () => {
    const first = mergeCatalog(
      EMPTY_CATALOG,
      [item(1, { unit_price_cents: 5500 }), item(2), item(3, { unit_price_cents: 1000 })],
      CATEGORIES,
      T0,
    );
    expect(first.priceChanges).toEqual([
      { name: 'Item 1', previous_cents: null, new_cents: 5500 },
      { name: 'Item 3', previous_cents: null, new_cents: 1000 },
    ]);
    const second = mergeCatalog(
      first.document,
      // Item 1 moves (matched by SKU only), item 2 gets its first price, item 3 is resent unchanged.
      [
        { ...item(1, { unit_price_cents: 2000 }), item_identifier: undefined },
        item(2, { unit_price_cents: 700 }),
        item(3, { unit_price_cents: 1000 }),
      ],
      CATEGORIES,
      T1,
    );
    expect(second.priceChanges).toEqual([
      { name: 'Item 1', previous_cents: 5500, new_cents: 2000 },
      { name: 'Item 2', previous_cents: null, new_cents: 700 },
    ]);
  });
});
