/** Cancellations (POST /api/v1/ingest/cancellations, data.type cancellations). */
import * as z from 'zod/mini';
import { MAX_CANCELLATIONS } from '../limits.ts';
import { cents, dayDocument, name, optionalItemMembers, text, timestamp } from './common.ts';

/** The spec says each element "may carry" these members: all optional, typed when present. */
export const cancellation = z.looseObject({
  cancellation_identifier: z.optional(name),
  ...optionalItemMembers,
  amount_cents: z.optional(cents),
  reason: z.optional(text),
  cancelled_by: z.optional(name),
  authorized_by: z.optional(name),
  cancelled_at: z.optional(timestamp),
});

/** All four attributes required (us); cancellations may be empty (a day without cancellations). */
export const cancellationsAttributes = z.looseObject({
  ...dayDocument,
  cancellations: z.array(cancellation).check(z.maxLength(MAX_CANCELLATIONS)),
});
export type CancellationsAttributes = z.infer<typeof cancellationsAttributes>;
