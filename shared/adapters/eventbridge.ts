/**
 * The EventBridge implementation of the event port. Only a function whose use case publishes imports
 * this module, so the EventBridge client is bundled into those functions alone; the client itself
 * is built on the first publish.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { parseConfig } from './config.ts';
import {
  EVENT_SOURCE,
  type EventPorts,
  type EventPublisher,
  EventsRejectedError,
  retryingRejectedEvents,
  withEventIds,
} from './events.ts';
import { createLogger } from './logger.ts';

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
      const identified = withEventIds(events);
      for (let start = 0; start < identified.length; start += PUT_EVENTS_BATCH) {
        const batch = identified.slice(start, start + PUT_EVENTS_BATCH);
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
          // Entries answer in request order; a rejected one carries an ErrorCode. The batches after
          // this one were not sent, so they count as rejected too.
          const rejected = batch.filter((_, index) => result.Entries?.[index]?.ErrorCode !== undefined);
          throw new EventsRejectedError(
            [...rejected, ...identified.slice(start + PUT_EVENTS_BATCH)],
            identified.length,
          );
        }
      }
    },
  };
}

/** The event port of a Lambda, from EVENT_BUS_NAME and AWS_REGION. */
export function eventBridgePorts(): EventPorts {
  const config = parseConfig();
  const publisher = eventBridgePublisher(config.EVENT_BUS_NAME, config.AWS_REGION, createLogger());
  return { events: retryingRejectedEvents(publisher) };
}
