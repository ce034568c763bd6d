import { readFunction } from '#shared/http/functions.ts';
import { listWebhookDeliveries } from '#shared/use-cases/webhooks/deliveries.ts';

export const { handler, createHandler } = readFunction('webhooks-deliveries', listWebhookDeliveries);
