import { lambdaWebhookPorts } from '#shared/adapters/webhook-ports.ts';
import { routeFunction } from '#shared/http/functions.ts';
import { redeliver } from '#shared/use-cases/webhooks/deliveries.ts';

export const { handler, createHandler } = routeFunction('webhooks-redeliver', redeliver, lambdaWebhookPorts);
