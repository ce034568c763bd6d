/**
 * The seven developer webhook routes (docs/webhooks.md): register (201), list (a top-level `data`
 * array), get, delete, test (202), the delivery log (a top-level array with a cursor) and
 * redeliver (202). The payloads sent to a receiver are the document's `webhooks` section, not here.
 */
import {
  deliveryAttempt,
  deliveryAttributes,
  deliveryListMeta,
  webhookAttributes,
  webhookDeletedAttributes,
  webhookListMeta,
} from '../domain/responses/webhooks.ts';
import {
  deliveriesQuery,
  deliveryParams,
  redeliverBody,
  webhookParams,
  webhookTestBody,
} from '../domain/schemas/webhooks.ts';
import { webhookRegistrationDocument } from '../domain/webhooks/subscription.ts';
import type { RouteContract } from './route-contract.ts';
import type { RouteId } from './routes.ts';

export const WEBHOOKS_CONTRACT = {
  'webhooks-create': { attributes: webhookAttributes, id: true, body: webhookRegistrationDocument },
  'webhooks-list': { attributes: webhookAttributes, meta: webhookListMeta, list: true },
  'webhooks-get': { attributes: webhookAttributes, id: true, params: webhookParams },
  'webhooks-delete': { attributes: webhookDeletedAttributes, id: true, params: webhookParams },
  'webhooks-test': { attributes: deliveryAttributes, id: true, params: webhookParams, body: webhookTestBody },
  'webhooks-deliveries': {
    attributes: deliveryAttributes,
    meta: deliveryListMeta,
    list: true,
    params: webhookParams,
    query: deliveriesQuery,
  },
  'webhooks-redeliver': {
    attributes: deliveryAttributes,
    id: true,
    params: deliveryParams,
    body: redeliverBody,
  },
} satisfies Partial<Record<RouteId, RouteContract>>;

/** The named schemas of the document (the query and path ids are rendered as parameters instead). */
/** @public Read by name: scripts/openapi-options.ts registers every `*_COMPONENTS` map. */
export const WEBHOOKS_COMPONENTS = {
  Webhook: webhookAttributes,
  WebhookListMeta: webhookListMeta,
  WebhookDeleted: webhookDeletedAttributes,
  WebhookRegistration: webhookRegistrationDocument,
  WebhookDelivery: deliveryAttributes,
  WebhookDeliveryAttempt: deliveryAttempt,
  WebhookDeliveryListMeta: deliveryListMeta,
  WebhookTestBody: webhookTestBody,
  WebhookRedeliverBody: redeliverBody,
};
