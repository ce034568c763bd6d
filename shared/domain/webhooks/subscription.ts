/**
 * Registration body of a webhook subscription (the spec's `{url, events, secret}`, also accepted
 * inside `{"data":{"type":"webhook","attributes":{…}}}`) and the limits around it.
 */
import * as z from 'zod/mini';
import { BadRequestError, ValidationError } from '../errors.ts';
import { parseWith } from '../parse-request.ts';
import { MAX_URL_LENGTH } from './address-policy.ts';
import { WEBHOOK_EVENTS, type WebhookEventName } from './events.ts';

export const MAX_SUBSCRIPTIONS_PER_BRANCH = 10;
/**
 * Hand-started sends (test and redeliver together) per webhook and UTC hour, on every plan: each
 * starts up to three POSTs to a host the caller chose, and Enterprise has no per-minute limit.
 */
export const MANUAL_SENDS_PER_WEBHOOK_HOUR = 10;
export const SECRET_MIN_LENGTH = 16;
export const SECRET_MAX_LENGTH = 256;
/** Deliveries (and their attempts) are kept this long after their last attempt chain started. */
export const DELIVERY_RETENTION_DAYS = 30;

const absoluteUrl = z.string().check(
  z.maxLength(MAX_URL_LENGTH),
  z.refine((value: string) => URL.canParse(value), { error: 'must be an absolute URL (https://…)' }),
  z.describe(
    'Absolute, no credentials; production: https, and its host must resolve, every address it resolves to public (checked at registration, 422 on url, and at every attempt; docs/webhooks.md "Outbound safety"). Sandbox: http too.',
  ),
);

export const webhookRegistration = z.strictObject({
  url: absoluteUrl,
  // Duplicates are dropped; an overwrite (not a transform) keeps the type an array the document shows.
  events: z.array(z.enum(WEBHOOK_EVENTS)).check(
    z.minLength(1),
    z.overwrite((events: WebhookEventName[]) => [...new Set(events)]),
  ),
  secret: z.string().check(z.minLength(SECRET_MIN_LENGTH), z.maxLength(SECRET_MAX_LENGTH)),
});

export type WebhookRegistration = z.output<typeof webhookRegistration>;

/** The registration as a request body: the spec's bare form, or the same members in the envelope. */
export const webhookRegistrationDocument = z.union([
  webhookRegistration,
  z.object({ data: z.object({ type: z.literal('webhook'), attributes: webhookRegistration }) }),
]);

/**
 * The registration in either form. Returns the members and the path prefix their errors use
 * (`''` for the bare form, `data.attributes` for the envelope), so later checks name the same field.
 */
export function parseRegistration(body: unknown): { registration: WebhookRegistration; prefix: string } {
  if (!isObject(body)) {
    throw new BadRequestError(
      'The request body must be a JSON object: {"url": …, "events": […], "secret": …}.',
    );
  }
  if (body.data !== undefined) {
    const envelope = body.data;
    if (!isObject(envelope)) throw new BadRequestError('data must be an object.', { field: 'data' });
    if (!isObject(envelope.attributes)) {
      throw new BadRequestError('data.attributes must be an object.', { field: 'data.attributes' });
    }
    if (envelope.type !== 'webhook') {
      throw new ValidationError('data.type must be "webhook" for this endpoint.', {
        field: 'data.type',
        receivedValue: envelope.type ?? null,
      });
    }
    return {
      registration: parseWith(webhookRegistration, envelope.attributes, 'data.attributes'),
      prefix: 'data.attributes',
    };
  }
  return { registration: parseWith(webhookRegistration, body, ''), prefix: '' };
}

export function fieldName(prefix: string, member: string): string {
  return prefix === '' ? member : `${prefix}.${member}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
