import { readFunction } from '#shared/http/functions.ts';
import { deleteWebhook } from '#shared/use-cases/webhooks/subscriptions.ts';

export const { handler, createHandler } = readFunction('webhooks-delete', deleteWebhook);
