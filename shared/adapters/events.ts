/**
 * Domain events (the spec's webhook event names) and the port that publishes them: EventBridge in
 * AWS (shared/adapters/eventbridge.ts, bundled only into functions that publish), an in-process bus
 * locally.
 */
import { createHash } from 'node:crypto';
import type { WebhookEventName } from '../domain/webhooks/events.ts';
import { SERVICE_NAME } from './service.ts';

export const EVENT_SOURCE = SERVICE_NAME;

/** The spec's six webhook event names (shared/domain/webhooks/events.ts). */
export type ServiceEventName = WebhookEventName;

/** The spec's webhook payload shape, with the event's id. */
export interface ServiceEvent {
  /**
   * The event's id: the body's `id` and the `webhook-id` header of its deliveries. Stable for one
   * occurrence (withEventIds), so an event published again, by a retried build or after a partial
   * PutEvents failure, reaches the receivers under the same id and is deduplicated there.
   */
  id?: string;
  event: ServiceEventName;
  branch_identifier: string;
  timestamp: string;
  data: Record<string, unknown>;
}

export interface EventPublisher {
  publish(events: ServiceEvent[]): Promise<void>;
}

/** The port as use cases name it: `Pick<Deps, 'events'>`. */
export interface EventPorts {
  events: EventPublisher;
}

/**
 * Each event with its id: the one it was given (a producer whose data repeats across occurrences
 * names the occurrence, as a day's snapshot does with its revision), else a hash of what it says
 * (name, branch and data; not the timestamp, which a retry makes anew), shaped as a UUID.
 */
export function withEventIds(events: readonly ServiceEvent[]): ServiceEvent[] {
  return events.map((event) => (event.id ? event : { ...event, id: eventIdOf(event) }));
}

export function eventIdOf(event: Pick<ServiceEvent, 'event' | 'branch_identifier' | 'data'>): string {
  const hex = createHash('sha256')
    .update(JSON.stringify([event.event, event.branch_identifier, event.data]))
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A publish that the bus took in part: `rejected` are the events it refused (PutEvents answered
 * FailedEntryCount > 0), the others were delivered. Sending only `rejected` again is AWS's advice.
 */
export class EventsRejectedError extends Error {
  constructor(
    readonly rejected: ServiceEvent[],
    of: number,
  ) {
    super(`EventBridge rejected ${rejected.length} of ${of} events`);
    this.name = 'EventsRejectedError';
  }
}

/** Publishes of the rejected part before the error reaches the caller (and its message is retried). */
const REJECTED_ATTEMPTS = 3;

/**
 * The port, sending the events a bus rejected again, after a growing pause, up to three publishes in
 * all; then the error goes up and the caller's retry (the aggregator's message) takes over. The ids
 * are fixed first, so an event sent twice reaches receivers under one webhook-id.
 */
export function retryingRejectedEvents(publisher: EventPublisher): EventPublisher {
  return {
    async publish(events) {
      let pending = withEventIds(events);
      for (let attempt = 1; pending.length > 0; attempt++) {
        try {
          await publisher.publish(pending);
          return;
        } catch (error) {
          if (!(error instanceof EventsRejectedError) || attempt >= REJECTED_ATTEMPTS) throw error;
          pending = error.rejected;
          await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
        }
      }
    },
  };
}
