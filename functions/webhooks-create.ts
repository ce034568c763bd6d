import { readFunction } from '#shared/http/functions.ts';
import { registerWebhook } from '#shared/use-cases/webhooks/subscriptions.ts';

export const { handler, createHandler } = readFunction('webhooks-create', registerWebhook);
