/** Order lines (POST /api/v1/ingest/orders, data.type orders). */
import * as z from 'zod/mini';
import { MAX_ORDER_LINES } from '../limits.ts';
import { categoryType, cents, dayDocument, name, quantity, requiredName, timestamp, uuid } from './common.ts';

/** Required members as in the spec's Required column; discount_cents defaults to 0 (spec). */
export const orderLine = z.looseObject({
  item_name: requiredName,
  quantity,
  unit_price_cents: cents,
  subtotal_cents: cents,
  net_total_cents: cents,
  category_type: categoryType,
  waiter_name: z.optional(name),
  item_identifier: z.optional(uuid),
  item_sku: z.optional(name),
  category: z.optional(name),
  discount_cents: z._default(cents, 0),
  ordered_at: z.optional(timestamp),
});

/** All four attributes required (us); lines may be empty (a day without sales). */
export const ordersAttributes = z.looseObject({
  ...dayDocument,
  lines: z.array(orderLine).check(z.maxLength(MAX_ORDER_LINES)),
});
export type OrdersAttributes = z.infer<typeof ordersAttributes>;
