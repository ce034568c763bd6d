/** Catalog (POST /api/v1/ingest/catalog, data.type catalog). */
import * as z from 'zod/mini';
import { MAX_CATALOG_ITEMS } from '../limits.ts';
import { normalizeName } from '../names.ts';
import { categoryType, cents, name, onceEach, requiredName, text, uuid } from './common.ts';

export const CATALOG_STATUSES = ['active', 'inactive'] as const;

const hasSku = (sku: string | undefined): sku is string => sku !== undefined && sku.trim() !== '';

/**
 * One catalog item. name is the only required member (spec). It is upserted by item_identifier, else
 * by item_sku (a blank item_sku does not count), else by its normalized name (us). status defaults
 * to active (spec).
 */
export const catalogItem = z.looseObject({
  name: requiredName,
  item_identifier: z.optional(uuid),
  item_sku: z.optional(name),
  category: z.optional(name),
  category_type: z.optional(categoryType),
  type: z.optional(name),
  unit_price_cents: z.optional(cents),
  unit_cost_cents: z.optional(cents),
  description: z.optional(text),
  status: z._default(z.enum(CATALOG_STATUSES), 'active'),
});
export type CatalogItemInput = z.infer<typeof catalogItem>;

/**
 * branch_identifier and a non-empty items array required (us). An upsert key (identifier, SKU, or
 * the name of an item with neither) may appear only once per request (us): two rows for one item would make the result depend on their order.
 */
export const catalogAttributes = z
  .looseObject({
    branch_identifier: uuid,
    items: z.array(catalogItem).check(z.minLength(1), z.maxLength(MAX_CATALOG_ITEMS)),
  })
  .check(
    z.superRefine(({ items }, ctx) => {
      const once = onceEach(ctx, 'items', 'item');
      items.forEach((item, index) => {
        if (item.item_identifier === undefined && !hasSku(item.item_sku)) {
          // Upserted by its name: the name is its key, so it too may appear only once.
          const why = ' (an item without item_identifier or item_sku is upserted by name)';
          once(index, 'name', normalizeName(item.name), why);
        }
        if (item.item_identifier !== undefined) once(index, 'item_identifier', item.item_identifier);
        if (hasSku(item.item_sku)) once(index, 'item_sku', item.item_sku);
      });
    }),
  );
