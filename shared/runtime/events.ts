/**
 * Domain events (the spec's webhook event names) and the port that publishes them: EventBridge in
 * AWS (shared/runtime/eventbridge.ts, bundled only into functions that publish), an in-process bus
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
