import { routeFunction } from '#shared/http/functions.ts';
import { getWebhook } from '#shared/use-cases/webhooks/subscriptions.ts';

export const { handler, createHandler } = routeFunction('webhooks-get', getWebhook);
