/**
 * Domain events (the spec's webhook event names) and the port that publishes them: EventBridge in
 * AWS (shared/runtime/eventbridge.ts, bundled only into functions that publish), an in-process bus
 * locally.
 */
import type { WebhookEventName } from '../domain/webhooks/events.ts';
import { SERVICE_NAME } from './service.ts';

export const EVENT_SOURCE = SERVICE_NAME;

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

/** The port as use cases name it: `Pick<Deps, 'events'>`. */
export interface EventPorts {
  events: EventPublisher;
}
