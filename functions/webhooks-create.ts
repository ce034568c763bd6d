import { lambdaWebhookPorts } from '#shared/adapters/webhook-ports.ts';
import { routeFunction } from '#shared/http/functions.ts';
import { registerWebhook } from '#shared/use-cases/webhooks/subscriptions.ts';

export const { handler, createHandler } = routeFunction(
  'webhooks-create',
  registerWebhook,
  lambdaWebhookPorts,
);
