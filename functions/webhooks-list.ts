import { routeFunction } from '#shared/http/functions.ts';
import { listWebhooks } from '#shared/use-cases/webhooks/subscriptions.ts';

export const { handler, createHandler } = routeFunction('webhooks-list', listWebhooks);
