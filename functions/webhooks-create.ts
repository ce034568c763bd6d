import { routeFunction } from '#shared/http/functions.ts';
import { lambdaWebhookPorts } from '#shared/runtime/webhook-ports.ts';
import { registerWebhook } from '#shared/use-cases/webhooks/subscriptions.ts';

export const { handler, createHandler } = routeFunction(
  'webhooks-create',
  registerWebhook,
  lambdaWebhookPorts,
);
