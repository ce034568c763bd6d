/**
 * Domain events (the spec's webhook event names) and the port that publishes them: EventBridge in
 * AWS, an in-process bus locally.
 */

import type { Logger } from '@aws-lambda-powertools/logger';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { WebhookEventName } from '../domain/webhooks/events.ts';

export const EVENT_SOURCE = 'restaurant-analytics';

/** The spec's six webhook event names (shared/domain/webhooks/events.ts). */
export type ServiceEventName = WebhookEventName;

/** The spec's webhook payload shape. */
export interface ServiceEvent {
  event: ServiceEventName;
  branch_identifier: string;
  timestamp: string;
  data: Record<string, unknown>;
}

export interface EventPublisher {
  publish(events: ServiceEvent[]): Promise<void>;
}

const PUT_EVENTS_BATCH = 10;

export function eventBridgePublisher(
  busName: string | undefined,
  region: string,
  logger: Logger,
): EventPublisher {
  let client: EventBridgeClient | undefined;
  return {
    async publish(events) {
      if (events.length === 0) return;
      if (!busName) throw new Error('EVENT_BUS_NAME is not configured; cannot publish events');
      client ??= new EventBridgeClient({ region });
      for (let start = 0; start < events.length; start += PUT_EVENTS_BATCH) {
        const batch = events.slice(start, start + PUT_EVENTS_BATCH);
        const result = await client.send(
          new PutEventsCommand({
            Entries: batch.map((event) => ({
              EventBusName: busName,
              Source: EVENT_SOURCE,
              DetailType: event.event,
              Detail: JSON.stringify(event),
            })),
          }),
        );
        if ((result.FailedEntryCount ?? 0) > 0) {
          logger.error('PutEvents rejected entries', {
            failed: result.FailedEntryCount,
            entries: result.Entries,
          });
          throw new Error(`EventBridge rejected ${result.FailedEntryCount} of ${batch.length} events`);
        }
      }
    },
  };
}
