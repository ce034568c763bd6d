import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signedHeaders } from '#shared/domain/webhooks/signature.ts';

describe('signed headers', () => {
  const body = '{"id":"e1","event":"snapshot.completed","data":{"n":"ñ"}}';
  const secret = 'sécret-with-ütf8-chars';
  const headers = signedHeaders({
    body,
    secret,
    messageId: 'dlv_1',
    attemptedAt: new Date('2026-03-07T05:00:00Z'),
  });

  it('X-Service-Signature is sha256=<hex HMAC of the raw body>', () => {
    expect(headers['X-Service-Signature']).toBe(
      `sha256=${createHmac('sha256', Buffer.from(secret, 'utf8')).update(Buffer.from(body, 'utf8')).digest('hex')}`,
    );
  });

  it('the Standard Webhooks headers verify with the standardwebhooks library keyed with the UTF-8 bytes', () => {
    expect(headers['webhook-id']).toBe('dlv_1');
    expect(headers['webhook-timestamp']).toBe(String(Date.parse('2026-03-07T05:00:00Z') / 1000));
    const receiver = new Webhook(Buffer.from(secret, 'utf8'), { format: 'raw' });
    // The library checks the timestamp against its own clock: sign "now" for that check.
    const now = signedHeaders({ body, secret, messageId: 'dlv_1', attemptedAt: new Date() });
    expect(receiver.verify(body, now)).toEqual(JSON.parse(body));
    expect(() => receiver.verify(body, headers)).toThrow(/timestamp/i);
  });

  it('gives replay protection through webhook-timestamp, which the standard signature covers', () => {
    const receiver = new Webhook(Buffer.from(secret, 'utf8'), { format: 'raw' });
    const attemptedAt = new Date();
    const sent = signedHeaders({ body, secret, messageId: 'dlv_1', attemptedAt });
    // A captured delivery replayed with a fresh timestamp no longer verifies: the timestamp is signed.
    const restamped = { ...sent, 'webhook-timestamp': String(Number(sent['webhook-timestamp']) + 1) };
    expect(() => receiver.verify(body, restamped)).toThrow();
    // Nor with another id (a receiver deduplicates on it): the id is signed too.
    expect(() => receiver.verify(body, { ...sent, 'webhook-id': 'dlv_2' })).toThrow();
    // The spec's signature is the body's alone, whatever the attempt: unchanged for its receivers.
    const later = signedHeaders({
      body,
      secret,
      messageId: 'dlv_1',
      attemptedAt: new Date(attemptedAt.getTime() + 3_600_000),
    });
    expect(later['X-Service-Signature']).toBe(sent['X-Service-Signature']);
    expect(later['webhook-signature']).not.toBe(sent['webhook-signature']);
  });
});
