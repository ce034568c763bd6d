/**
 * The delivery log and the two ways a developer starts an attempt chain by hand: the test
 * endpoint (a new signed delivery of a sample event) and redelivery (a new chain for an existing
 * delivery, same body and same webhook-id, so the receiver can deduplicate). Both record an audit
 * entry (`webhook.tested`, `webhook.redelivered`).
 */

import type { WebhookPorts } from '../../adapters/webhook-ports.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { parseQuery, parseWith } from '../../domain/parse-request.ts';
import type { DeliveryAttributes, DeliveryListMeta } from '../../domain/responses/webhooks.ts';
import type { Collection, Resource } from '../../domain/results.ts';
import {
  deliveriesQuery,
  encodeDeliveryCursor,
  isDeliveryId,
  webhookTestBody,
} from '../../domain/schemas/webhooks.ts';
import { sampleData, serializePayload, type WebhookEventName } from '../../domain/webhooks/events.ts';
import { DELIVERY_RETENTION_DAYS } from '../../domain/webhooks/subscription.ts';
import { consumeWebhookSend } from '../../guards/rate-limit.ts';
import {
  getDelivery,
  listDeliveries,
  putDelivery,
  restartDelivery,
  type WebhookDelivery,
} from '../../storage/webhook-store.ts';
import { auditPut, recordAudit } from '../audit.ts';
import type { Deps } from '../deps.ts';
import { inBranchTime } from '../intelligence/envelope.ts';
import type { RouteRequest } from '../request.ts';
import { newDeliveryId } from './ids.ts';
import { findSubscription } from './subscriptions.ts';

type Delivery = Resource<DeliveryAttributes> & { id: string };

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

/** A delivery as the API shows it: its timestamps (stored in UTC) with the branch's offset. */
function deliveryResource(delivery: WebhookDelivery, timeZone: string): Delivery {
  const local = (instant: string) => inBranchTime(instant, timeZone);
  return {
    id: delivery.id,
    attributes: {
      id: delivery.id,
      webhook_id: delivery.subscription_id,
      event: delivery.event,
      event_id: delivery.event_id,
      status: delivery.status,
      attempts: delivery.attempts.map((attempt) => ({ ...attempt, at: local(attempt.at) })),
      next_attempt_at: delivery.next_attempt_at === null ? null : local(delivery.next_attempt_at),
      created_at: local(delivery.created_at),
    },
  };
}

export async function listWebhookDeliveries(
  deps: Deps,
  request: RouteRequest,
): Promise<Collection<DeliveryAttributes, DeliveryListMeta>> {
  const subscription = await findSubscription(deps, request);
  const query = parseQuery(request.query, deliveriesQuery);
  const page = await listDeliveries(deps, subscription.branch_id, subscription.id, {
    limit: query.limit,
    ...(query.status ? { status: query.status } : {}),
    ...(query.cursor ? { after: query.cursor } : {}),
  });
  return {
    items: page.deliveries.map((delivery) => deliveryResource(delivery, request.branch.timezone)),
    meta: {
      webhook_id: subscription.id,
      limit: query.limit,
      ...(query.status ? { status: query.status } : {}),
      next_cursor: page.next === null ? null : encodeDeliveryCursor(page.next),
    },
  };
}

/**
 * Sends a test delivery now: a sample of `event` (default: the subscription's first event),
 * signed and retried like any other, listed in the log. 202 with the delivery's id. Test and
 * redeliver share an hourly count per webhook (429 past it).
 */
export async function testWebhook(deps: Deps & WebhookPorts, request: RouteRequest): Promise<Delivery> {
  const subscription = await findSubscription(deps, request);
  const { event: requested } = request.body === undefined ? {} : parseWith(webhookTestBody, request.body, '');
  const event: WebhookEventName = requested ?? subscription.events[0]!;
  const now = request.now;
  await consumeWebhookSend(deps, now, { branchId: subscription.branch_id, webhookId: subscription.id });
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
      timestamp: inBranchTime(now.toISOString(), request.branch.timezone),
      data: sampleData(event, now.toISOString().slice(0, 10)),
    }),
  });
  await putDelivery(deps, delivery, [
    auditPut(deps, request, {
      event: 'webhook.tested',
      refType: 'webhook',
      refId: subscription.id,
      detail: { delivery_id: delivery.id, event },
    }),
  ]);
  await deps.webhooks.dispatcher.start([
    { branch_id: delivery.branch_id, subscription_id: subscription.id, delivery_id: delivery.id, chain: 1 },
  ]);
  return deliveryResource(delivery, request.branch.timezone);
}

/**
 * Starts a new attempt chain (three attempts, 0 s / 5 s / 30 s) for a delivery, whatever its status.
 * A chain still running for it stops at its next attempt: only the newest chain sends.
 */
export async function redeliver(deps: Deps & WebhookPorts, request: RouteRequest): Promise<Delivery> {
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
  await consumeWebhookSend(deps, request.now, {
    branchId: subscription.branch_id,
    webhookId: subscription.id,
  });
  const chain = await restartDelivery(deps, delivery, request.now, expiresAt(request.now));
  // The restart is one conditional update that answers the new chain number: the entry follows it.
  await recordAudit(deps, request, {
    event: 'webhook.redelivered',
    refType: 'webhook',
    refId: subscription.id,
    detail: { delivery_id: delivery.id, event: delivery.event, event_id: delivery.event_id, chain },
  });
  await deps.webhooks.dispatcher.start([
    { branch_id: delivery.branch_id, subscription_id: subscription.id, delivery_id: delivery.id, chain },
  ]);
  const restarted = {
    ...delivery,
    status: 'pending' as const,
    chain,
    next_attempt_at: request.now.toISOString(),
  };
  return deliveryResource(restarted, request.branch.timezone);
}
