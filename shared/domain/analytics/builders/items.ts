import { displayName, mostFrequentSpelling, normalizeName } from '../../names.ts';
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

/** A category as the items cube needs it: its identifier (UUID) and its name. */
export interface CategoryNameInput {
  identifier: string;
  name: string;
}

/**
 * The name of the category a line or catalog item refers to: a category identifier (UUID, any case)
 * becomes that category's name; anything else is taken as a name already (trimmed). Never a UUID
 * when the categories know it.
 */
export function categoryNamer(categories: readonly CategoryNameInput[] = []) {
  const byIdentifier = new Map(
    categories.map((category) => [category.identifier.toLowerCase(), category.name]),
  );
  return (reference: string | null | undefined): string | null => {
    const text = clean(reference);
    if (text === null) return null;
    return clean(byIdentifier.get(text.toLowerCase())) ?? displayName(text);
  };
}

/**
 * The key an order line is grouped under: the catalog item it resolves to (by identifier, then SKU,
 * then normalized name), named by that item's identifier, else its SKU, else its normalized name;
 * a line without a catalog match is keyed by its normalized name. So one dish sent with an
 * identifier on some lines, only a SKU or only a name (in any letter case) on others is one row.
 */
export function itemKeyOf(
  line: Pick<OrderLineInput, 'item_name'>,
  found: { item: CatalogItemInput } | null,
): string {
  if (found !== null) {
    const identifier = clean(found.item.item_identifier);
    if (identifier !== null) return `id:${identifier.toLowerCase()}`;
    const sku = clean(found.item.item_sku);
    if (sku !== null) return `sku:${sku}`;
    return `name:${normalizeName(found.item.name)}`;
  }
  return `name:${normalizeName(line.item_name)}`;
}

export function buildItemsCube(
  date: string,
  lines: readonly OrderLineInput[],
  catalog: readonly CatalogItemInput[],
  categories: readonly CategoryNameInput[] = [],
): ItemsCube {
  const lookup = catalogIndex(catalog);
  const categoryName = categoryNamer(categories);
  const items = new Map<string, ItemFigures & { spellings: Record<string, number> }>();
  for (const line of lines) {
    const found = lookup(line);
    const key = itemKeyOf(line, found);
    let figures = items.get(key);
    if (figures === undefined) {
      figures = {
        key,
        item_name: '',
        item_identifier: clean(found?.item.item_identifier) ?? clean(line.item_identifier),
        item_sku: clean(found?.item.item_sku) ?? clean(line.item_sku),
        // The catalog's category and type win: one product is in one category.
        category: categoryName(found?.item.category) ?? categoryName(line.category),
        category_type: categoryTypeOf(found?.item.category_type ?? line.category_type),
        quantity: 0,
        net_sales_cents: 0,
        subtotal_cents: 0,
        discount_cents: 0,
        lines: 0,
        unit_cost_cents: found?.item.unit_cost_cents ?? null,
        catalog_match: found?.match ?? null,
        spellings: {},
      };
      items.set(key, figures);
    }
    const spelling = displayName(line.item_name);
    figures.spellings[spelling] = (figures.spellings[spelling] ?? 0) + 1;
    figures.quantity += line.quantity;
    figures.net_sales_cents += line.net_total_cents;
    figures.subtotal_cents += line.subtotal_cents;
    figures.discount_cents += line.discount_cents ?? 0;
    figures.lines += 1;
  }
  // Shown with the spelling most of its lines used (as waiters are).
  const rows = [...items.values()].map(
    (figures): ItemFigures => ({ ...figures, item_name: mostFrequentSpelling(figures.spellings) }),
  );
  return { date, items: rows.sort((a, b) => compareStrings(a.key, b.key)) };
}
