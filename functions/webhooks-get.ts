import { readFunction } from '#shared/http/functions.ts';
import { getWebhook } from '#shared/use-cases/webhooks/subscriptions.ts';

export const { handler, createHandler } = readFunction('webhooks-get', getWebhook);
