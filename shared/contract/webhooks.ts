/**
 * The seven developer webhook routes (docs/webhooks.md): register (201), list (a top-level `data`
 * array), get, delete, test (202), the delivery log (a top-level array with a cursor) and
 * redeliver (202). The payloads sent to a receiver are the document's `webhooks` section, not here.
 */
import * as responses from '../domain/responses/webhooks.ts';
import {
  deliveriesQuery,
  deliveryParams,
  webhookParams,
  webhookRedeliverBody,
  webhookTestBody,
} from '../domain/schemas/webhooks.ts';
import { webhookRegistrationDocument } from '../domain/webhooks/subscription.ts';
import { namedAfterVariables, type RouteContract, schemasOf } from './route-contract.ts';
import type { RouteId } from './routes.ts';

export const WEBHOOKS_CONTRACT = {
  'webhooks-create': { attributes: responses.webhook, id: true, body: webhookRegistrationDocument },
  'webhooks-list': { attributes: responses.webhook, meta: responses.webhookListMeta, list: true },
  'webhooks-get': { attributes: responses.webhook, id: true, params: webhookParams },
  'webhooks-delete': { attributes: responses.webhookDeleted, id: true, params: webhookParams },
  'webhooks-test': {
    attributes: responses.webhookDelivery,
    id: true,
    params: webhookParams,
    body: webhookTestBody,
  },
  'webhooks-deliveries': {
    attributes: responses.webhookDelivery,
    meta: responses.webhookDeliveryListMeta,
    list: true,
    params: webhookParams,
    query: deliveriesQuery,
  },
  'webhooks-redeliver': {
    attributes: responses.webhookDelivery,
    id: true,
    params: deliveryParams,
    body: webhookRedeliverBody,
  },
} satisfies Partial<Record<RouteId, RouteContract>>;

/**
 * The named schemas of the document (the query and path ids are rendered as parameters instead):
 * every answer's schema and every body, named after its variable; the registration document after
 * what it registers.
 * @public Read by name: scripts/openapi-options.ts registers every `*_COMPONENTS` map.
 */
export const WEBHOOKS_COMPONENTS = {
  ...namedAfterVariables({ ...schemasOf(responses), webhookTestBody, webhookRedeliverBody }),
  WebhookRegistration: webhookRegistrationDocument,
};
