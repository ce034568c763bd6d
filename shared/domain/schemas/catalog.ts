/** Catalog (POST /api/v1/ingest/catalog, data.type catalog). */
import * as z from 'zod';
import { MAX_CATALOG_ITEMS } from '../limits.ts';
import { categoryType, cents, name, requiredName, text, uuid } from './common.ts';

export const CATALOG_STATUSES = ['active', 'inactive'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

const hasSku = (sku: string | undefined): sku is string => sku !== undefined && sku.trim() !== '';

/**
 * One catalog item. name is required (spec). It is upserted by item_identifier, else by item_sku,
 * so it needs one of them (us: a blank item_sku does not count). status defaults to active (spec).
 */
export const catalogItem = z
  .looseObject({
    name: requiredName,
    item_identifier: uuid.optional(),
    item_sku: name.optional(),
    category: name.optional(),
    category_type: categoryType.optional(),
    type: name.optional(),
    unit_price_cents: cents.optional(),
    unit_cost_cents: cents.optional(),
    description: text.optional(),
    status: z.enum(CATALOG_STATUSES).default('active'),
  })
  .refine((item) => item.item_identifier !== undefined || hasSku(item.item_sku), {
    error: 'is required when item_sku is absent or empty: each item needs item_identifier or item_sku',
    path: ['item_identifier'],
  });
export type CatalogItemInput = z.infer<typeof catalogItem>;

/**
 * branch_identifier and a non-empty items array required (us). An upsert key may appear only once
 * per request (us): two rows for one item would make the result depend on their order.
 */
export const catalogAttributes = z
  .looseObject({
    branch_identifier: uuid,
    items: z.array(catalogItem).min(1).max(MAX_CATALOG_ITEMS),
  })
  .superRefine(({ items }, ctx) => {
    const identifiers = new Map<string, number>();
    const skus = new Map<string, number>();
    items.forEach((item, index) => {
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
  });
export type CatalogAttributes = z.infer<typeof catalogAttributes>;
