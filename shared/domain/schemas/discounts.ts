/** Discounts (POST /api/v1/ingest/discounts, data.type discounts). */
import * as z from 'zod/mini';
import { MAX_DISCOUNTS } from '../limits.ts';
import {
  cents,
  dayDocument,
  discountType,
  name,
  optionalItemMembers,
  percent,
  text,
  timestamp,
} from './common.ts';

/** The spec says each element "may carry" these members: all optional, typed when present. */
export const discount = z.looseObject({
  discount_identifier: z.optional(name),
  type: z.optional(discountType),
  factor_type: z.optional(discountType),
  name: z.optional(name),
  rate: z.optional(percent),
  amount_cents: z.optional(cents),
  /** Ours: the subtotal an order-level discount was applied to, so a rate or a courtesy can be valued. */
  subtotal_cents: z.optional(cents),
  applied_to: z.optional(name),
  applied_by: z.optional(name),
  authorized_by: z.optional(name),
  reason: z.optional(text),
  ...optionalItemMembers,
  discounted_at: z.optional(timestamp),
});

/** All four attributes required (us); discounts may be empty (a day without discounts). */
export const discountsAttributes = z.looseObject({
  ...dayDocument,
  discounts: z.array(discount).check(z.maxLength(MAX_DISCOUNTS)),
});
export type DiscountsAttributes = z.infer<typeof discountsAttributes>;
