import { routeFunction } from '#shared/http/functions.ts';
import { deleteWebhook } from '#shared/use-cases/webhooks/subscriptions.ts';

export const { handler, createHandler } = routeFunction('webhooks-delete', deleteWebhook);
