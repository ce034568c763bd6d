import { routeFunction } from '#shared/http/functions.ts';
import { lambdaWebhookPorts } from '#shared/runtime/webhook-ports.ts';
import { redeliver } from '#shared/use-cases/webhooks/deliveries.ts';

export const { handler, createHandler } = routeFunction('webhooks-redeliver', redeliver, lambdaWebhookPorts);
