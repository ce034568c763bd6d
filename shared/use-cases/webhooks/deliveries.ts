/**
 * The delivery log and the two ways a developer starts an attempt chain by hand: the test
 * endpoint (a new signed delivery of a sample event) and redelivery (a new chain for an existing
 * delivery, same body and same webhook-id, so the receiver can deduplicate).
 */
import * as z from 'zod/mini';
import { NotFoundError } from '../../domain/errors.ts';
import { parseQuery, parseWith } from '../../domain/validation.ts';
import {
  sampleData,
  serializePayload,
  WEBHOOK_EVENTS,
  type WebhookEventName,
} from '../../domain/webhooks/events.ts';
import { DELIVERY_RETENTION_DAYS } from '../../domain/webhooks/subscription.ts';
import type { WebhookPorts } from '../../runtime/webhook-ports.ts';
import {
  DELIVERY_STATUSES,
  getDelivery,
  listDeliveries,
  putDelivery,
  restartDelivery,
  type WebhookDelivery,
} from '../../storage/webhook-store.ts';
import type { Deps } from '../deps.ts';
import type { HttpResult, RouteRequest } from '../request.ts';
import { isDeliveryId, newDeliveryId } from './ids.ts';
import { findSubscription } from './subscriptions.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export function expiresAt(now: Date): number {
  return Math.floor(now.getTime() / 1000) + DELIVERY_RETENTION_DAYS * 86_400;
}

/** A new delivery, not attempted yet: the first chain, due now, kept for the retention period. */
export function pendingDelivery(
  now: Date,
  of: Pick<WebhookDelivery, 'branch_id' | 'subscription_id' | 'event' | 'event_id' | 'body'>,
): WebhookDelivery {
  return {
    id: newDeliveryId(now),
    ...of,
    status: 'pending',
    attempts: [],
    chain: 1,
    next_attempt_at: now.toISOString(),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    expires_at: expiresAt(now),
  };
}

export function deliveryResource(delivery: WebhookDelivery) {
  return {
    type: 'webhook-delivery',
    id: delivery.id,
    attributes: {
      id: delivery.id,
      webhook_id: delivery.subscription_id,
      event: delivery.event,
      event_id: delivery.event_id,
      status: delivery.status,
      attempts: delivery.attempts,
      next_attempt_at: delivery.next_attempt_at,
      created_at: delivery.created_at,
    },
  };
}

const decodeCursor = (value: string) => Buffer.from(value, 'base64url').toString('utf8');

// zod/mini's transform has no addIssue: the refinement refuses, then the transform decodes.
const cursor = z.pipe(
  z.string().check(
    z.refine((value: string) => isDeliveryId(decodeCursor(value)), {
      error: 'is not a cursor this endpoint returned',
    }),
  ),
  z.transform(decodeCursor),
);

const deliveriesQuery = z.object({
  status: z.optional(z.enum(DELIVERY_STATUSES)),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)),
    DEFAULT_PAGE_SIZE,
  ),
  cursor: z.optional(cursor),
});

export async function listWebhookDeliveries(deps: Deps, request: RouteRequest): Promise<HttpResult> {
  const subscription = await findSubscription(deps, request);
  const query = parseQuery(request.query, deliveriesQuery);
  const page = await listDeliveries(deps, subscription.branch_id, subscription.id, {
    limit: query.limit,
    ...(query.status ? { status: query.status } : {}),
    ...(query.cursor ? { after: query.cursor } : {}),
  });
  return {
    status: 200,
    body: {
      data: page.deliveries.map(deliveryResource),
      meta: {
        webhook_id: subscription.id,
        limit: query.limit,
        ...(query.status ? { status: query.status } : {}),
        next_cursor: page.next === null ? null : Buffer.from(page.next, 'utf8').toString('base64url'),
      },
    },
  };
}

const testBody = z.strictObject({ event: z.optional(z.enum(WEBHOOK_EVENTS)) });

/**
 * Sends a test delivery now: a sample of `event` (default: the subscription's first event),
 * signed and retried like any other, listed in the log. 202 with the delivery's id.
 */
export async function testWebhook(deps: Deps & WebhookPorts, request: RouteRequest): Promise<HttpResult> {
  const subscription = await findSubscription(deps, request);
  const { event: requested } = request.body === undefined ? {} : parseWith(testBody, request.body, '');
  const event: WebhookEventName = requested ?? subscription.events[0]!;
  const now = request.now;
  const eventId = `test_${newDeliveryId(now).slice(4)}`;
  const delivery = pendingDelivery(now, {
    branch_id: subscription.branch_id,
    subscription_id: subscription.id,
    event,
    event_id: eventId,
    body: serializePayload({
      id: eventId,
      event,
      branch_identifier: subscription.branch_id,
      timestamp: now.toISOString(),
      data: sampleData(event, now.toISOString().slice(0, 10)),
    }),
  });
  await putDelivery(deps, delivery);
  await deps.webhooks.dispatcher.start([
    { branch_id: delivery.branch_id, subscription_id: subscription.id, delivery_id: delivery.id, chain: 1 },
  ]);
  return { status: 202, body: { data: deliveryResource(delivery) } };
}

/**
 * Starts a new attempt chain (three attempts, 0 s / 5 s / 30 s) for a delivery, whatever its status.
 * A chain still running for it stops at its next attempt: only the newest chain sends.
 */
export async function redeliver(deps: Deps & WebhookPorts, request: RouteRequest): Promise<HttpResult> {
  const subscription = await findSubscription(deps, request);
  const deliveryId = request.params.delivery_id;
  const delivery = isDeliveryId(deliveryId)
    ? await getDelivery(deps, subscription.branch_id, subscription.id, deliveryId)
    : undefined;
  if (!delivery) {
    throw new NotFoundError('No delivery with this id exists for this webhook.', {
      field: 'path.delivery_id',
      receivedValue: deliveryId ?? null,
    });
  }
  const chain = await restartDelivery(deps, delivery, request.now, expiresAt(request.now));
  await deps.webhooks.dispatcher.start([
    { branch_id: delivery.branch_id, subscription_id: subscription.id, delivery_id: delivery.id, chain },
  ]);
  const restarted = {
    ...delivery,
    status: 'pending' as const,
    chain,
    next_attempt_at: request.now.toISOString(),
  };
  return { status: 202, body: { data: deliveryResource(restarted) } };
}
