/**
 * The two signatures every delivery carries, computed over the exact bytes sent:
 * - `X-Service-Signature: sha256=<hex HMAC-SHA256(body, secret)>` (the spec);
 * - Standard Webhooks: `webhook-signature: v1,<base64 HMAC-SHA256("<id>.<timestamp>.<body>", secret)>`
 *   with `webhook-id` and `webhook-timestamp`, keyed with the secret's UTF-8 bytes, so a receiver's
 *   `standardwebhooks` library (`{ format: "raw" }`) verifies it and rejects replays.
 * Pure computation (node:crypto's HMAC), no I/O.
 */
import { createHmac } from 'node:crypto';

export interface SignedHeaders {
  'Content-Type': 'application/json';
  'X-Service-Signature': string;
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
  'User-Agent': string;
}

export const WEBHOOK_USER_AGENT = 'restaurant-analytics-webhooks/1';

export function serviceSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', Buffer.from(secret, 'utf8')).update(body, 'utf8').digest('hex')}`;
}

export function standardSignature(messageId: string, timestampSeconds: number, body: string, secret: string) {
  const signed = `${messageId}.${timestampSeconds}.${body}`;
  return `v1,${createHmac('sha256', Buffer.from(secret, 'utf8')).update(signed, 'utf8').digest('base64')}`;
}

/** Headers of one attempt: `webhook-id` is the delivery's id (the same on every attempt and redelivery). */
export function signedHeaders(input: {
  body: string;
  secret: string;
  messageId: string;
  attemptedAt: Date;
}): SignedHeaders {
  const timestamp = Math.floor(input.attemptedAt.getTime() / 1000);
  return {
    'Content-Type': 'application/json',
    'X-Service-Signature': serviceSignature(input.body, input.secret),
    'webhook-id': input.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standardSignature(input.messageId, timestamp, input.body, input.secret),
    'User-Agent': WEBHOOK_USER_AGENT,
  };
}
