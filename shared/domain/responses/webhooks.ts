/**
 * Developer webhook answers (docs/webhooks.md): a webhook as the API shows it (never its secret),
 * the delete answer, a delivery with its attempts, and the metas of the two lists.
 */
import * as z from 'zod/mini';
import { DEFAULT_DELIVERY_PAGE_SIZE, MAX_DELIVERY_PAGE_SIZE } from '../schemas/webhooks.ts';
import { WEBHOOK_EVENTS } from '../webhooks/events.ts';
import { DELIVERY_STATUSES } from '../webhooks/records.ts';
import { MAX_SUBSCRIPTIONS_PER_BRANCH } from '../webhooks/subscription.ts';
import { pageMeta, timestamp } from './common.ts';

const webhookEvent = z.enum(WEBHOOK_EVENTS);

export const webhook = z.strictObject({
  url: z.string().check(z.describe('Where deliveries are POSTed.')),
  events: z.array(webhookEvent).check(z.describe('The events delivered to this webhook (no duplicates).')),
  status: z.literal('active').check(z.describe('Webhooks have one status; there is no pause.')),
  created_at: timestamp.check(z.describe('When the webhook was registered, with the branch’s UTC offset.')),
  secret_last4: z
    .string()
    .check(
      z.describe('The last four characters of the signing secret; the secret itself is never returned.'),
    ),
});
export type WebhookAttributes = z.output<typeof webhook>;

export const webhookListMeta = z.strictObject({
  count: z.int().check(z.describe("The branch's webhooks.")),
  limit: z
    .literal(MAX_SUBSCRIPTIONS_PER_BRANCH)
    .check(z.describe('The most webhooks a branch may hold; a registration beyond it is refused.')),
});
export type WebhookListMeta = z.output<typeof webhookListMeta>;

export const webhookDeleted = z.strictObject({
  deleted: z
    .literal(true)
    .check(z.describe('The webhook is deleted: no new deliveries, pending retries stop, its log is gone.')),
});
export type WebhookDeletedAttributes = z.output<typeof webhookDeleted>;

export const webhookDeliveryAttempt = z.strictObject({
  attempt: z.int().check(z.describe('1, 2, 3 for the first chain; a redelivery numbers on (4, 5, 6).')),
  at: timestamp.check(z.describe('When the attempt was sent, with the branch’s UTC offset.')),
  status_code: z
    .nullable(z.int())
    .check(z.describe("The receiver's HTTP status; null when no answer came (timeout, refused, blocked).")),
  duration_ms: z.int().check(z.describe('Milliseconds from sending to the answer (or the failure).')),
  error: z.nullable(z.string()).check(z.describe('Why the attempt failed; null when it succeeded (2xx).')),
});
export type DeliveryAttempt = z.output<typeof webhookDeliveryAttempt>;

export const webhookDelivery = z.strictObject({
  id: z.string().check(z.describe('The delivery id (dlv_…), as data.id.')),
  webhook_id: z.string(),
  event: webhookEvent,
  event_id: z
    .string()
    .check(z.describe('The event delivered (the `webhook-id` header); a test delivery starts with test_.')),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.array(webhookDeliveryAttempt),
  next_attempt_at: z
    .nullable(timestamp)
    .check(
      z.describe('When the next attempt is due while pending, with the branch’s UTC offset; null otherwise.'),
    ),
  created_at: timestamp.check(z.describe('When the delivery was created, with the branch’s UTC offset.')),
});
export type DeliveryAttributes = z.output<typeof webhookDelivery>;

export const webhookDeliveryListMeta = z.strictObject({
  webhook_id: z.string(),
  status: z.optional(z.enum(DELIVERY_STATUSES).check(z.describe('The status filter, when one was sent.'))),
  ...pageMeta({ max: MAX_DELIVERY_PAGE_SIZE, fallback: DEFAULT_DELIVERY_PAGE_SIZE, sameAs: 'status filter' }),
});
export type DeliveryListMeta = z.output<typeof webhookDeliveryListMeta>;
