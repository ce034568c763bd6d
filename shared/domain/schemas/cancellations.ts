/** Cancellations (POST /api/v1/ingest/cancellations, data.type cancellations). */
import * as z from 'zod';
import { MAX_CANCELLATIONS } from '../limits.ts';
import { cents, dayDocument, name, quantity, text, timestamp, uuid } from './common.ts';

/** The spec says each element "may carry" these members: all optional, typed when present. */
export const cancellation = z.looseObject({
  cancellation_identifier: name.optional(),
  item_identifier: uuid.optional(),
  item_sku: name.optional(),
  item_name: name.optional(),
  quantity: quantity.optional(),
  amount_cents: cents.optional(),
  reason: text.optional(),
  cancelled_by: name.optional(),
  authorized_by: name.optional(),
  cancelled_at: timestamp.optional(),
});
export type Cancellation = z.infer<typeof cancellation>;

/** All four attributes required (us); cancellations may be empty (a day without cancellations). */
export const cancellationsAttributes = z.looseObject({
  ...dayDocument,
  cancellations: z.array(cancellation).max(MAX_CANCELLATIONS),
});
export type CancellationsAttributes = z.infer<typeof cancellationsAttributes>;
