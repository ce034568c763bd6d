/** Discounts (POST /api/v1/ingest/discounts, data.type discounts). */
import * as z from 'zod';
import { MAX_DISCOUNTS } from '../limits.ts';
import {
  cents,
  dayDocument,
  discountType,
  name,
  percent,
  quantity,
  text,
  timestamp,
  uuid,
} from './common.ts';

/** The spec says each element "may carry" these members: all optional, typed when present. */
export const discount = z.looseObject({
  discount_identifier: name.optional(),
  type: discountType.optional(),
  factor_type: discountType.optional(),
  name: name.optional(),
  rate: percent.optional(),
  amount_cents: cents.optional(),
  applied_to: name.optional(),
  applied_by: name.optional(),
  authorized_by: name.optional(),
  reason: text.optional(),
  item_identifier: uuid.optional(),
  item_sku: name.optional(),
  item_name: name.optional(),
  quantity: quantity.optional(),
  discounted_at: timestamp.optional(),
});
export type Discount = z.infer<typeof discount>;

/** All four attributes required (us); discounts may be empty (a day without discounts). */
export const discountsAttributes = z.looseObject({
  ...dayDocument,
  discounts: z.array(discount).max(MAX_DISCOUNTS),
});
export type DiscountsAttributes = z.infer<typeof discountsAttributes>;
