/**
 * In-process stand-in for the EventBridge bus: the same publish port, with subscribers playing the
 * role of rules. Locally it logs every event it receives and hands it to each subscriber.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import { type EventPublisher, type ServiceEvent, withEventIds } from '#shared/adapters/events.ts';

export type EventSubscriber = (event: ServiceEvent) => Promise<void> | void;

export interface LocalEventBus extends EventPublisher {
  subscribe(subscriber: EventSubscriber): () => void;
  /** Every event published so far, oldest first (the local stack's event log). */
  readonly published: readonly ServiceEvent[];
}

export function createLocalEventBus(logger: Logger): LocalEventBus {
  const subscribers = new Set<EventSubscriber>();
  const published: ServiceEvent[] = [];
  return {
    published,
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    async publish(events) {
      for (const event of withEventIds(events)) {
        published.push(event);
        logger.info('event published', {
          event: event.event,
          branch_identifier: event.branch_identifier,
          data: event.data,
        });
        for (const subscriber of subscribers) await subscriber(event);
      }
    },
  };
}
