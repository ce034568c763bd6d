/**
 * The developer webhook contract accepts what the routes answer and refuses a body with a member
 * renamed (the integration suites parse every real answer; these pin one per shape).
 */

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { routeById } from '#shared/contract/routes.ts';
import { successBody } from '#shared/contract/schemas.ts';
import { WEBHOOKS_CONTRACT } from '#shared/contract/webhooks.ts';

type RouteId = keyof typeof WEBHOOKS_CONTRACT;
const parses = (id: RouteId, body: unknown) =>
  z.safeParse(successBody(routeById(id), WEBHOOKS_CONTRACT[id]), body).success;

function renamed(body: unknown, from: string, to: string): unknown {
  return JSON.parse(JSON.stringify(body).replaceAll(`"${from}":`, `"${to}":`));
}

const WEBHOOK_ID = 'wh_01JD3K6V1Q9M2Z8X4T7B5N0C6R';
const DELIVERY_ID = 'dlv_01JD3K6V1Q9M2Z8X4T7B5N0C6S';
const webhook = {
  url: 'https://hooks.example.com/pos',
  events: ['snapshot.completed', 'cash.variance'],
  status: 'active',
  created_at: '2026-11-23T17:00:00.000Z',
  secret_last4: '1234',
};
const delivery = {
  id: DELIVERY_ID,
  webhook_id: WEBHOOK_ID,
  event: 'snapshot.completed',
  event_id: '8b1f0f5e-0c1d-4e2f-9a3b-4c5d6e7f8a9b',
  status: 'failed',
  attempts: [
    {
      attempt: 1,
      at: '2026-11-23T17:00:00.041Z',
      status_code: 500,
      duration_ms: 41,
      error: 'receiver answered 500',
    },
    {
      attempt: 2,
      at: '2026-11-23T17:00:05.050Z',
      status_code: null,
      duration_ms: 10002,
      error: 'no answer within 10 s',
    },
  ],
  next_attempt_at: null,
  created_at: '2026-11-23T17:00:00.000Z',
};

describe('developer webhooks contract', () => {
  it('accepts a webhook (create, get), and refuses a renamed member or the secret itself', () => {
    const body = { data: { type: 'webhook', id: WEBHOOK_ID, attributes: webhook } };
    expect(parses('webhooks-create', body)).toBe(true);
    expect(parses('webhooks-get', body)).toBe(true);
    expect(parses('webhooks-get', renamed(body, 'secret_last4', 'secret'))).toBe(false);
    const leaked = {
      data: { ...body.data, attributes: { ...webhook, secret: 'whsec-test-0123456789abcdef' } },
    };
    expect(parses('webhooks-get', leaked)).toBe(false);
  });

  it('accepts the list as a top-level array with its meta, and refuses a renamed meta member', () => {
    const body = {
      data: [{ type: 'webhook', id: WEBHOOK_ID, attributes: webhook }],
      meta: { count: 1, limit: 10 },
    };
    expect(parses('webhooks-list', body)).toBe(true);
    expect(parses('webhooks-list', renamed(body, 'count', 'total'))).toBe(false);
  });

  it('accepts the delete answer', () => {
    const body = { data: { type: 'webhook', id: WEBHOOK_ID, attributes: { deleted: true } } };
    expect(parses('webhooks-delete', body)).toBe(true);
    expect(parses('webhooks-delete', renamed(body, 'deleted', 'removed'))).toBe(false);
  });

  it('accepts a delivery (test, redeliver) and the delivery log, and refuses renamed members', () => {
    const pending = {
      ...delivery,
      status: 'pending',
      attempts: [],
      next_attempt_at: '2026-11-23T17:00:00.000Z',
    };
    const single = { data: { type: 'webhook-delivery', id: DELIVERY_ID, attributes: pending } };
    expect(parses('webhooks-test', single)).toBe(true);
    expect(parses('webhooks-redeliver', single)).toBe(true);
    expect(parses('webhooks-redeliver', renamed(single, 'webhook_id', 'subscription_id'))).toBe(false);

    const log = {
      data: [{ type: 'webhook-delivery', id: DELIVERY_ID, attributes: delivery }],
      meta: { webhook_id: WEBHOOK_ID, limit: 20, status: 'failed', next_cursor: null },
    };
    expect(parses('webhooks-deliveries', log)).toBe(true);
    expect(parses('webhooks-deliveries', renamed(log, 'duration_ms', 'duration'))).toBe(false);
    expect(parses('webhooks-deliveries', renamed(log, 'next_cursor', 'cursor'))).toBe(false);
  });

  it('describes the requests: both registration forms, the optional action bodies, the log query', () => {
    const registration = {
      url: 'https://hooks.example.com/pos',
      events: ['cash.variance'],
      secret: 'a-long-random-secret-1234',
    };
    const create = WEBHOOKS_CONTRACT['webhooks-create'].body;
    expect(z.safeParse(create, registration).success).toBe(true);
    expect(z.safeParse(create, { data: { type: 'webhook', attributes: registration } }).success).toBe(true);
    expect(z.safeParse(create, { ...registration, event: 'cash.variance' }).success).toBe(false);
    expect(z.safeParse(WEBHOOKS_CONTRACT['webhooks-test'].body, { event: 'alert.triggered' }).success).toBe(
      true,
    );
    expect(z.safeParse(WEBHOOKS_CONTRACT['webhooks-test'].body, { event: 'order.created' }).success).toBe(
      false,
    );
    expect(z.safeParse(WEBHOOKS_CONTRACT['webhooks-redeliver'].body, {}).success).toBe(true);
    const query = WEBHOOKS_CONTRACT['webhooks-deliveries'].query;
    expect(z.parse(query, {})).toEqual({ limit: 20 });
    expect(z.safeParse(query, { cursor: 'not-a-cursor' }).success).toBe(false);
  });
});
