/**
 * The state machine's FanOut task: an event from the bus becomes one pending delivery per active
 * subscription of its branch to its event name, each with the body serialized once (the bytes every
 * attempt signs and sends), its `timestamp` with the branch's UTC offset. Returns the deliveries for the Map state.
 */

import type { ServiceEvent } from '../../adapters/events.ts';
import type { DeliveryTask } from '../../adapters/webhook-dispatch.ts';
import { isWebhookEvent, serializePayload } from '../../domain/webhooks/events.ts';
import { getBranchProfile } from '../../storage/branch-store.ts';
import { listSubscriptions, putDelivery } from '../../storage/webhook-store.ts';
import type { Deps } from '../deps.ts';
import { inBranchTime } from '../intelligence/envelope.ts';
import { pendingDelivery } from './deliveries.ts';
import { readableBy } from './subscriber-access.ts';

/** What the EventBridge rule hands the state machine (the members used here). */
export interface BusEvent {
  id: string;
  'detail-type': string;
  detail: ServiceEvent;
}

export function fanOut(deps: Pick<Deps, 'db' | 'tableName' | 'clock' | 'logger'>) {
  return async (event: BusEvent): Promise<{ deliveries: DeliveryTask[] }> => {
    const detail = event.detail;
    if (!isWebhookEvent(detail?.event) || typeof detail.branch_identifier !== 'string') {
      deps.logger.warn('event without a webhook event name or branch; nothing to deliver', {
        event_id: event.id,
        detail_type: event['detail-type'],
      });
      return { deliveries: [] };
    }
    const subscribed = (await listSubscriptions(deps, detail.branch_identifier)).filter(
      (subscription) => subscription.status === 'active' && subscription.events.includes(detail.event),
    );
    const { allowed: subscriptions, withheld } = await readableBy(deps, subscribed, detail.event);
    if (withheld.length > 0) {
      deps.logger.warn('webhook event withheld: its registrant may no longer read its data', {
        event: detail.event,
        branch_identifier: detail.branch_identifier,
        webhook_ids: withheld.map((subscription) => subscription.id),
      });
    }
    const now = deps.clock.now();
    // The spec writes timestamps with the branch's offset; producers publish the UTC instant.
    const branch =
      subscriptions.length > 0 ? await getBranchProfile(deps, detail.branch_identifier) : undefined;
    // The producer's id (withEventIds), stable across republishing; EventBridge's own id otherwise.
    const eventId = detail.id ?? event.id;
    const body = serializePayload({
      id: eventId,
      event: detail.event,
      branch_identifier: detail.branch_identifier,
      timestamp: branch ? inBranchTime(detail.timestamp, branch.timezone) : detail.timestamp,
      data: detail.data,
    });
    const deliveries = subscriptions.map((subscription) =>
      pendingDelivery(now, {
        branch_id: detail.branch_identifier,
        subscription_id: subscription.id,
        event: detail.event,
        event_id: eventId,
        body,
      }),
    );
    await Promise.all(deliveries.map((delivery) => putDelivery(deps, delivery)));
    deps.logger.info('webhook deliveries recorded', {
      event: detail.event,
      event_id: eventId,
      branch_identifier: detail.branch_identifier,
      deliveries: deliveries.length,
    });
    return {
      deliveries: deliveries.map((delivery) => ({
        branch_id: delivery.branch_id,
        subscription_id: delivery.subscription_id,
        delivery_id: delivery.id,
        chain: 1,
      })),
    };
  };
}
