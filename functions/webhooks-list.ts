import { readFunction } from '#shared/http/functions.ts';
import { listWebhooks } from '#shared/use-cases/webhooks/subscriptions.ts';

export const { handler, createHandler } = readFunction('webhooks-list', listWebhooks);
