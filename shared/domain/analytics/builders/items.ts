import { normalizeName } from '../../names.ts';
import type { CatalogMatch, ItemFigures, ItemsCube } from '../cubes.ts';
import type { CatalogItemInput, OrderLineInput } from '../inputs.ts';
import { categoryTypeOf, clean, compareStrings } from './common.ts';

/** Catalog lookup: by item_identifier, then item_sku, then name (normalizeName); active items win ties. */
export function catalogIndex(catalog: readonly CatalogItemInput[]) {
  const byIdentifier = new Map<string, CatalogItemInput>();
  const bySku = new Map<string, CatalogItemInput>();
  const byName = new Map<string, CatalogItemInput>();
  // Inactive first, active last: a later set overwrites, so an active item wins over an inactive one.
  const ordered = [...catalog].sort(
    (a, b) => Number((a.status ?? 'active') === 'active') - Number((b.status ?? 'active') === 'active'),
  );
  for (const item of ordered) {
    const identifier = clean(item.item_identifier);
    const sku = clean(item.item_sku);
    if (identifier !== null) byIdentifier.set(identifier, item);
    if (sku !== null) bySku.set(sku, item);
    if (clean(item.name) !== null) byName.set(normalizeName(item.name), item);
  }
  return (line: {
    item_identifier?: string | null;
    item_sku?: string | null;
    item_name: string;
  }): { item: CatalogItemInput; match: CatalogMatch } | null => {
    const identifier = clean(line.item_identifier);
    const sku = clean(line.item_sku);
    const byId = identifier === null ? undefined : byIdentifier.get(identifier);
    if (byId) return { item: byId, match: 'identifier' };
    const bySkuItem = sku === null ? undefined : bySku.get(sku);
    if (bySkuItem) return { item: bySkuItem, match: 'sku' };
    const byNameItem = byName.get(normalizeName(line.item_name));
    return byNameItem ? { item: byNameItem, match: 'name' } : null;
  };
}

/** The key an order line is grouped under: item_identifier ?? item_sku ?? item_name. */
export function itemKeyOf(line: Pick<OrderLineInput, 'item_identifier' | 'item_sku' | 'item_name'>): string {
  return clean(line.item_identifier) ?? clean(line.item_sku) ?? line.item_name.trim();
}

export function buildItemsCube(
  date: string,
  lines: readonly OrderLineInput[],
  catalog: readonly CatalogItemInput[],
): ItemsCube {
  const lookup = catalogIndex(catalog);
  const items = new Map<string, ItemFigures>();
  for (const line of lines) {
    const key = itemKeyOf(line);
    let figures = items.get(key);
    if (figures === undefined) {
      const found = lookup(line);
      figures = {
        key,
        item_name: line.item_name.trim(),
        item_identifier: clean(line.item_identifier) ?? clean(found?.item.item_identifier),
        item_sku: clean(line.item_sku) ?? clean(found?.item.item_sku),
        category: clean(line.category) ?? clean(found?.item.category),
        category_type: categoryTypeOf(line.category_type),
        quantity: 0,
        net_sales_cents: 0,
        subtotal_cents: 0,
        discount_cents: 0,
        lines: 0,
        unit_cost_cents: found?.item.unit_cost_cents ?? null,
        catalog_match: found?.match ?? null,
      };
      items.set(key, figures);
    }
    figures.quantity += line.quantity;
    figures.net_sales_cents += line.net_total_cents;
    figures.subtotal_cents += line.subtotal_cents;
    figures.discount_cents += line.discount_cents ?? 0;
    figures.lines += 1;
  }
  return { date, items: [...items.values()].sort((a, b) => compareStrings(a.key, b.key)) };
}
