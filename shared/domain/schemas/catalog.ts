/** Catalog (POST /api/v1/ingest/catalog, data.type catalog). */
import * as z from 'zod/mini';
import { MAX_CATALOG_ITEMS } from '../limits.ts';
import { normalizeName } from '../names.ts';
import { categoryType, cents, name, requiredName, text, uuid } from './common.ts';

export const CATALOG_STATUSES = ['active', 'inactive'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

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
      const identifiers = new Map<string, number>();
      const skus = new Map<string, number>();
      const names = new Map<string, number>();
      items.forEach((item, index) => {
        if (item.item_identifier === undefined && !hasSku(item.item_sku)) {
          // Upserted by its name: the name is its key, so it too may appear only once.
          const key = normalizeName(item.name);
          const first = names.get(key);
          if (first !== undefined) {
            ctx.addIssue({
              code: 'custom',
              path: ['items', index, 'name'],
              message: `repeats items[${first}].name (an item without item_identifier or item_sku is upserted by name); send each item once per request`,
            });
          } else names.set(key, index);
        }
        const id = item.item_identifier;
        if (id !== undefined) {
          const first = identifiers.get(id);
          if (first !== undefined) {
            ctx.addIssue({
              code: 'custom',
              path: ['items', index, 'item_identifier'],
              message: `repeats items[${first}].item_identifier; send each item once per request`,
            });
          } else identifiers.set(id, index);
        }
        if (hasSku(item.item_sku)) {
          const first = skus.get(item.item_sku);
          if (first !== undefined) {
            ctx.addIssue({
              code: 'custom',
              path: ['items', index, 'item_sku'],
              message: `repeats items[${first}].item_sku; send each item once per request`,
            });
          } else skus.set(item.item_sku, index);
        }
      });
    }),
  );
export type CatalogAttributes = z.infer<typeof catalogAttributes>;
