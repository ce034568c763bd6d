/**
 * What the developer webhook routes accept besides the registration (shared/domain/webhooks/
 * subscription.ts): the ids in their paths, the delivery log's query, and the optional bodies of the
 * test and redeliver actions.
 */
import * as z from 'zod/mini';
import { WEBHOOK_EVENTS } from '../webhooks/events.ts';
import { DELIVERY_STATUSES } from '../webhooks/records.ts';
import { pageLimit } from './common.ts';

/** Public ids: a type prefix and a ULID (time-ordered, so deliveries list newest first). */
const SUBSCRIPTION_ID = /^wh_[0-9A-HJKMNP-TV-Z]{26}$/;
const DELIVERY_ID = /^dlv_[0-9A-HJKMNP-TV-Z]{26}$/;

export const isSubscriptionId = (value: string | undefined): value is string =>
  value !== undefined && SUBSCRIPTION_ID.test(value);
export const isDeliveryId = (value: string | undefined): value is string =>
  value !== undefined && DELIVERY_ID.test(value);

/**
 * Path parameters. Any string reaches the use case: an id that is not one the service issued
 * answers 404 like an unknown one, so the contract documents the form without refusing others.
 */
const subscriptionIdParam = z.string().check(z.describe('The webhook id (wh_ and a ULID).'));
export const webhookParams = z.strictObject({ id: subscriptionIdParam });
export const deliveryParams = z.strictObject({
  id: subscriptionIdParam,
  delivery_id: z.string().check(z.describe('The delivery id (dlv_ and a ULID).')),
});

/** Delivery log page size: default and maximum. */
export const DEFAULT_DELIVERY_PAGE_SIZE = 20;
export const MAX_DELIVERY_PAGE_SIZE = 100;

const decodeCursor = (value: string) => Buffer.from(value, 'base64url').toString('utf8');

/** The delivery id a page continues after, as the opaque cursor the previous page answered. */
export const encodeDeliveryCursor = (deliveryId: string) =>
  Buffer.from(deliveryId, 'utf8').toString('base64url');

// The refinement refuses, then the overwrite decodes (a string either way, so the OpenAPI document
// can describe the parameter; a transform it could not).
const deliveryCursor = z.string().check(
  z.refine((value: string) => isDeliveryId(decodeCursor(value)), {
    error: 'is not a cursor this endpoint returned',
  }),
  z.overwrite(decodeCursor),
);

/** GET …/webhooks/{id}/deliveries?status&limit&cursor. */
export const deliveriesQuery = z.object({
  status: z.optional(z.enum(DELIVERY_STATUSES)),
  limit: pageLimit('Deliveries', MAX_DELIVERY_PAGE_SIZE, DEFAULT_DELIVERY_PAGE_SIZE),
  cursor: z.optional(deliveryCursor),
});

/** POST …/webhooks/{id}/test: no body, or which event's sample to send (default: the first). */
export const webhookTestBody = z.strictObject({
  event: z.optional(
    z.enum(WEBHOOK_EVENTS).check(z.describe("The event whose sample is sent; default: the webhook's first.")),
  ),
});

/** POST …/deliveries/{delivery_id}/redeliver: no body, or `{}`; the action takes no input. */
export const webhookRedeliverBody = z
  .object({})
  .check(z.describe('Optional and ignored: send no body or {}.'));
