import { routeFunction } from '#shared/http/functions.ts';
import { listWebhookDeliveries } from '#shared/use-cases/webhooks/deliveries.ts';

export const { handler, createHandler } = routeFunction('webhooks-deliveries', listWebhookDeliveries);
