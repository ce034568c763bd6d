import { readFunction } from '#shared/http/functions.ts';
import { testWebhook } from '#shared/use-cases/webhooks/deliveries.ts';

export const { handler, createHandler } = readFunction('webhooks-test', testWebhook);
