/**
 * Webhooks end to end on the local stack: the developer API, the very ASL file run by
 * aws-local-stepfunctions, real HTTP POSTs to a receiver on 127.0.0.1, and signatures checked by
 * implementations that are not the service's: node:crypto written here for X-Service-Signature,
 * the `standardwebhooks` package for the Standard Webhooks headers. Waits are scaled by 0.01
 * (5 s → 50 ms, 30 s → 300 ms); tests wait for the runner to be idle, never for a time.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceEvent } from '#shared/adapters/events.ts';
import { getDelivery, putDelivery, type WebhookDelivery } from '#shared/storage/webhook-store.ts';
import { attemptDelivery, OUTCOME_LOST_ERROR } from '#shared/use-cases/webhooks/attempt.ts';
import { pendingDelivery } from '#shared/use-cases/webhooks/deliveries.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import {
  type ReceivedRequest,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../support/webhook-receiver.ts';

const SECRET = 'whsec-test-0123456789abcdef';
let stack: TestStack;
let branch: TestBranch;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  stack = await startTestStack({ webhookWaitScale: 0.01 });
  branch = await stack.createBranch({ plan: 'growth' });
});
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await stack.close();
});

async function receiver(options?: Parameters<typeof startWebhookReceiver>[0]) {
  const started = await startWebhookReceiver(options);
  receivers.push(started);
  return started;
}

async function register(
  target: TestBranch,
  url: string,
  events: string[] = ['snapshot.completed'],
  secret = SECRET,
) {
  const response = await stack.request('POST', '/api/v1/developer/webhooks', {
    apiKey: target.apiKey,
    body: { url, events, secret },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.id as string;
}

function snapshotEvent(branchId: string, date = '2026-03-06'): ServiceEvent {
  return {
    event: 'snapshot.completed',
    branch_identifier: branchId,
    timestamp: '2026-03-07T05:00:00.000Z',
    data: { snapshot_type: 'daily', date, cubes_regenerated: ['sales', 'cash_ledger'] },
  };
}

async function publishAndSettle(...events: ServiceEvent[]) {
  await stack.bus.publish(events);
  await stack.webhooks.idle();
}

async function deliveries(target: TestBranch, webhookId: string, query: Record<string, string> = {}) {
  const response = await stack.request('GET', `/api/v1/developer/webhooks/${webhookId}/deliveries`, {
    apiKey: target.apiKey,
    query,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { data: any[]; meta: any };
}

/** The spec's scheme, written independently of the service's signer. */
function serviceSignatureValid(request: ReceivedRequest, secret: string): boolean {
  const header = String(request.headers['x-service-signature'] ?? '');
  const expected = `sha256=${createHmac('sha256', secret).update(Buffer.from(request.body, 'utf8')).digest('hex')}`;
  return header.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected));
}

function standardHeaders(request: ReceivedRequest): Record<string, string> {
  return {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  };
}

describe('registration', () => {
  it('answers 201 with the webhook, never the secret, and lists and reads it', async () => {
    const response = await stack.request('POST', '/api/v1/developer/webhooks', {
      apiKey: branch.apiKey,
      body: {
        url: 'http://127.0.0.1:9/hooks',
        events: ['snapshot.completed', 'cash.variance'],
        secret: SECRET,
      },
    });
    expect(response.status).toBe(201);
    const { data } = response.body;
    expect(data).toMatchObject({
      type: 'webhook',
      id: expect.stringMatching(/^wh_[0-9A-Z]{26}$/),
      attributes: {
        url: 'http://127.0.0.1:9/hooks',
        events: ['snapshot.completed', 'cash.variance'],
        status: 'active',
        created_at: expect.any(String),
        secret_last4: 'cdef',
      },
    });
    expect(JSON.stringify(response.body)).not.toContain(SECRET);

    const one = await stack.request('GET', `/api/v1/developer/webhooks/${data.id}`, {
      apiKey: branch.apiKey,
    });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(data);
    const list = await stack.request('GET', '/api/v1/developer/webhooks', { apiKey: branch.apiKey });
    expect(list.body.data).toContainEqual(data);
    expect(JSON.stringify(list.body)).not.toContain(SECRET);
  });

  it('accepts the same members inside {"data":{"type":"webhook","attributes":…}}', async () => {
    const response = await stack.request('POST', '/api/v1/developer/webhooks', {
      apiKey: branch.apiKey,
      body: {
        data: {
          type: 'webhook',
          attributes: { url: 'http://127.0.0.1:9/enveloped', events: ['alert.triggered'], secret: SECRET },
        },
      },
    });
    expect(response.status).toBe(201);
    expect(response.body.data.attributes.url).toBe('http://127.0.0.1:9/enveloped');
  });

  it.each([
    [{ url: '/relative', events: ['snapshot.completed'], secret: SECRET }, 'url'],
    [{ url: 'ftp://127.0.0.1/x', events: ['snapshot.completed'], secret: SECRET }, 'url'],
    [{ url: 'http://127.0.0.1:9/x', events: [], secret: SECRET }, 'events'],
    [{ url: 'http://127.0.0.1:9/x', events: ['order.created'], secret: SECRET }, 'events[0]'],
    [{ url: 'http://127.0.0.1:9/x', events: ['snapshot.completed'], secret: 'short' }, 'secret'],
    [{ url: 'http://127.0.0.1:9/x', events: ['snapshot.completed'], secret: 'x'.repeat(257) }, 'secret'],
    [{ url: 'http://127.0.0.1:9/x', events: ['snapshot.completed'] }, 'secret'],
  ])('refuses %j with 422 naming %s', async (body, field) => {
    const response = await stack.request('POST', '/api/v1/developer/webhooks', {
      apiKey: branch.apiKey,
      body,
    });
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: 'SVC_ERR_422', field });
    expect(JSON.stringify(response.body)).not.toContain(SECRET);
  });

  it('names data.attributes.<member> for the enveloped form', async () => {
    const response = await stack.request('POST', '/api/v1/developer/webhooks', {
      apiKey: branch.apiKey,
      body: {
        data: {
          type: 'webhook',
          attributes: { url: 'nope', events: ['snapshot.completed'], secret: SECRET },
        },
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.error.field).toBe('data.attributes.url');
  });

  it('is Growth and up: a Starter branch gets 403', async () => {
    const starter = await stack.createBranch({ plan: 'starter' });
    const response = await stack.request('GET', '/api/v1/developer/webhooks', { apiKey: starter.apiKey });
    expect(response.status).toBe(403);
    expect(response.body.error.message).toContain('growth');
  });

  it('holds at most 10 per branch: the 11th is 422 (limit reached, not stored), and deleting one makes room', async () => {
    const full = await stack.createBranch({ plan: 'growth' });
    const ids: string[] = [];
    for (let index = 0; index < 10; index++) ids.push(await register(full, `http://127.0.0.1:9/${index}`));
    const eleventh = await stack.request('POST', '/api/v1/developer/webhooks', {
      apiKey: full.apiKey,
      body: { url: 'http://127.0.0.1:9/11', events: ['snapshot.completed'], secret: SECRET },
    });
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.error.code).toBe('SVC_ERR_422_LIMIT_REACHED');
    expect(eleventh.body.error.message).toMatch(/already has 10 webhooks.*NOT registered.*Delete one/);
    const atLimit = await stack.request('GET', '/api/v1/developer/webhooks', { apiKey: full.apiKey });
    expect(
      atLimit.body.data.map((hook: { attributes: { url: string } }) => hook.attributes.url),
    ).not.toContain('http://127.0.0.1:9/11');
    const deleted = await stack.request('DELETE', `/api/v1/developer/webhooks/${ids[0]}`, {
      apiKey: full.apiKey,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ type: 'webhook', id: ids[0], attributes: { deleted: true } });
    await register(full, 'http://127.0.0.1:9/again');
    const list = await stack.request('GET', '/api/v1/developer/webhooks', { apiKey: full.apiKey });
    expect(list.body.meta).toEqual({ count: 10, limit: 10 });
  });

  it('answers 404 for an unknown id and for a deleted one', async () => {
    const id = await register(branch, 'http://127.0.0.1:9/gone');
    expect(
      (await stack.request('DELETE', `/api/v1/developer/webhooks/${id}`, { apiKey: branch.apiKey })).status,
    ).toBe(200);
    for (const path of [`/api/v1/developer/webhooks/${id}`, '/api/v1/developer/webhooks/wh_nothing']) {
      const response = await stack.request('GET', path, { apiKey: branch.apiKey });
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('SVC_ERR_404');
    }
  });
});

describe('delivery of a published event', () => {
  it('POSTs the signed payload once; both signatures verify independently; the log shows it delivered', async () => {
    const target = await stack.createBranch({ plan: 'growth' });
    const hook = await receiver();
    const webhookId = await register(target, hook.url);
    await publishAndSettle(snapshotEvent(target.branchId));

    expect(hook.received).toHaveLength(1);
    const [request] = hook.received as [ReceivedRequest];
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    const payload = JSON.parse(request.body);
    expect(payload).toEqual({
      id: expect.any(String),
      event: 'snapshot.completed',
      branch_identifier: target.branchId,
      // Published as the UTC instant, delivered with the branch's offset (America/Mexico_City).
      timestamp: '2026-03-06T23:00:00.000-06:00',
      data: { snapshot_type: 'daily', date: '2026-03-06', cubes_regenerated: ['sales', 'cash_ledger'] },
    });
    expect(serviceSignatureValid(request, SECRET)).toBe(true);
    expect(serviceSignatureValid(request, 'another-secret-of-16+')).toBe(false);
    const verified = new Webhook(Buffer.from(SECRET, 'utf8'), { format: 'raw' }).verify(
      request.body,
      standardHeaders(request),
    );
    expect(verified).toEqual(payload);
    // A tampered body fails both schemes.
    const tampered = { ...request, body: request.body.replace('2026-03-06', '2026-03-05') };
    expect(serviceSignatureValid(tampered, SECRET)).toBe(false);
    expect(() =>
      new Webhook(Buffer.from(SECRET), { format: 'raw' }).verify(tampered.body, standardHeaders(request)),
    ).toThrow();

    const log = await deliveries(target, webhookId);
    expect(log.data).toHaveLength(1);
    // webhook-id is the event's id (the body's `id`), whatever delivery carries it.
    expect(request.headers['webhook-id']).toBe(payload.id);
    expect(log.data[0]).toMatchObject({
      type: 'webhook-delivery',
      attributes: {
        event: 'snapshot.completed',
        event_id: payload.id,
        status: 'delivered',
        next_attempt_at: null,
        attempts: [
          {
            attempt: 1,
            at: expect.any(String),
            status_code: 200,
            duration_ms: expect.any(Number),
            error: null,
          },
        ],
      },
    });
  });

  it('sends only the events a webhook subscribed to, to every subscribed webhook of the branch', async () => {
    const target = await stack.createBranch({ plan: 'growth' });
    const snapshots = await receiver();
    const variances = await receiver();
    await register(target, snapshots.url, ['snapshot.completed']);
    await register(target, variances.url, ['cash.variance', 'inventory.low_stock']);
    await publishAndSettle(snapshotEvent(target.branchId), {
      event: 'inventory.low_stock',
      branch_identifier: target.branchId,
      timestamp: '2026-03-07T05:00:00.000Z',
      data: {
        count_date: '2026-03-06',
        new_items: [
          { ingredient: 'Tortillas', unit: 'kg', on_hand: 2, minimum: 10, supplier_name: 'Molino' },
        ],
        items: [{ ingredient: 'Tortillas', unit: 'kg', on_hand: 2, minimum: 10, supplier_name: 'Molino' }],
      },
    });
    expect(snapshots.received.map((request) => JSON.parse(request.body).event)).toEqual([
      'snapshot.completed',
    ]);
    expect(variances.received.map((request) => JSON.parse(request.body).event)).toEqual([
      'inventory.low_stock',
    ]);
    expect(serviceSignatureValid(variances.received[0]!, SECRET)).toBe(true);
  });

  it('retries on failures (500, then a refused redirect) and stops at the first 2xx', async () => {
    const target = await stack.createBranch({ plan: 'growth' });
    const hook = await receiver();
    hook.respondWith(500, 302, 204);
    const webhookId = await register(target, hook.url);
    await publishAndSettle(snapshotEvent(target.branchId));

    expect(hook.received).toHaveLength(3);
    // Every attempt is the same delivery: same webhook-id, same bytes; each is signed for its own timestamp.
    expect(new Set(hook.received.map((request) => request.headers['webhook-id'])).size).toBe(1);
    expect(new Set(hook.received.map((request) => request.body)).size).toBe(1);
    for (const request of hook.received) {
      expect(serviceSignatureValid(request, SECRET)).toBe(true);
      new Webhook(Buffer.from(SECRET), { format: 'raw' }).verify(request.body, standardHeaders(request));
    }
    const [delivery] = (await deliveries(target, webhookId)).data;
    expect(delivery.attributes.status).toBe('delivered');
    expect(
      delivery.attributes.attempts.map((attempt: any) => [attempt.attempt, attempt.status_code]),
    ).toEqual([
      [1, 500],
      [2, 302],
      [3, 204],
    ]);
    expect(delivery.attributes.attempts[0].error).toBe('receiver answered 500');
    expect(delivery.attributes.attempts[1].error).toContain('not followed');
  });

  it('marks the delivery failed after three failed attempts, then redelivery sends the same delivery again', async () => {
    const target = await stack.createBranch({ plan: 'growth' });
    const hook = await receiver();
    hook.respondWith(500, 500, 503);
    const webhookId = await register(target, hook.url);
    await publishAndSettle(snapshotEvent(target.branchId));

    expect(hook.received).toHaveLength(3);
    const failed = await deliveries(target, webhookId, { status: 'failed' });
    expect(failed.data).toHaveLength(1);
    const [delivery] = failed.data;
    expect(delivery.attributes).toMatchObject({ status: 'failed', next_attempt_at: null });
    expect(delivery.attributes.attempts.map((attempt: any) => attempt.status_code)).toEqual([500, 500, 503]);
    expect((await deliveries(target, webhookId, { status: 'delivered' })).data).toEqual([]);

    const redelivered = await stack.request(
      'POST',
      `/api/v1/developer/webhooks/${webhookId}/deliveries/${delivery.id}/redeliver`,
      { apiKey: target.apiKey },
    );
    expect(redelivered.status).toBe(202);
    expect(redelivered.body.data).toMatchObject({ id: delivery.id, attributes: { status: 'pending' } });
    await stack.webhooks.idle();

    expect(hook.received).toHaveLength(4);
    expect(hook.received[3]!.headers['webhook-id']).toBe(delivery.attributes.event_id);
    expect(hook.received[3]!.body).toBe(hook.received[0]!.body);
    const [after] = (await deliveries(target, webhookId)).data;
    expect(after.attributes.status).toBe('delivered');
    expect(after.attributes.attempts.map((attempt: any) => [attempt.attempt, attempt.status_code])).toEqual([
      [1, 500],
      [2, 500],
      [3, 503],
      [4, 200],
    ]);
  });

  it('counts a refused connection as a failed attempt', async () => {
    const target = await stack.createBranch({ plan: 'growth' });
    const closed = await receiver();
    const url = closed.url;
    await closed.close();
    receivers.splice(receivers.indexOf(closed), 1);
    const webhookId = await register(target, url);
    await publishAndSettle(snapshotEvent(target.branchId));
    const [delivery] = (await deliveries(target, webhookId)).data;
    expect(delivery.attributes.status).toBe('failed');
    expect(delivery.attributes.attempts).toHaveLength(3);
    expect(delivery.attributes.attempts[0]).toMatchObject({
      status_code: null,
      error: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('deleting the webhook stops its pending retries', async () => {
    const target = await stack.createBranch({ plan: 'growth' });
    let webhookId = '';
    const hook = await receiver({
      // While the first attempt is still open, the developer deletes the webhook.
      beforeRespond: async () => {
        const deleted = await stack.request('DELETE', `/api/v1/developer/webhooks/${webhookId}`, {
          apiKey: target.apiKey,
        });
        expect(deleted.status).toBe(200);
      },
    });
    hook.respondWith(500);
    webhookId = await register(target, hook.url);
    await publishAndSettle(snapshotEvent(target.branchId));
    expect(hook.received).toHaveLength(1);
  });

  it('keeps branches apart: deliveries, ids and logs of one branch are invisible to another', async () => {
    const first = await stack.createBranch({ plan: 'growth' });
    const second = await stack.createBranch({ plan: 'pro' });
    const firstHook = await receiver();
    const secondHook = await receiver();
    const firstId = await register(first, firstHook.url);
    await register(second, secondHook.url);
    await publishAndSettle(snapshotEvent(first.branchId));
    expect(firstHook.received).toHaveLength(1);
    expect(secondHook.received).toHaveLength(0);

    const [delivery] = (await deliveries(first, firstId)).data;
    for (const [method, path] of [
      ['GET', `/api/v1/developer/webhooks/${firstId}`],
      ['GET', `/api/v1/developer/webhooks/${firstId}/deliveries`],
      ['POST', `/api/v1/developer/webhooks/${firstId}/test`],
      ['POST', `/api/v1/developer/webhooks/${firstId}/deliveries/${delivery.id}/redeliver`],
      ['DELETE', `/api/v1/developer/webhooks/${firstId}`],
    ] as const) {
      const response = await stack.request(method, path, { apiKey: second.apiKey });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const list = await stack.request('GET', '/api/v1/developer/webhooks', { apiKey: second.apiKey });
    expect(list.body.data.map((webhook: any) => webhook.id)).not.toContain(firstId);
    await stack.webhooks.idle();
    expect(firstHook.received).toHaveLength(1);
  });
});

describe('test endpoint and delivery log', () => {
  it('sends a signed test delivery now and answers 202 with its id', async () => {
    const target = await stack.createBranch({ plan: 'growth' });
    const hook = await receiver();
    const webhookId = await register(target, hook.url, ['purchase.suggestion_ready', 'insight.generated']);
    const response = await stack.request('POST', `/api/v1/developer/webhooks/${webhookId}/test`, {
      apiKey: target.apiKey,
    });
    expect(response.status).toBe(202);
    const deliveryId = response.body.data.id;
    expect(deliveryId).toMatch(/^dlv_/);
    await stack.webhooks.idle();
    expect(hook.received).toHaveLength(1);
    const request = hook.received[0]!;
    expect(request.headers['webhook-id']).toBe(JSON.parse(request.body).id);
    expect(request.headers['webhook-id']).toMatch(/^test_/);
    expect(serviceSignatureValid(request, SECRET)).toBe(true);
    const payload = JSON.parse(request.body);
    expect(payload).toMatchObject({ event: 'purchase.suggestion_ready', branch_identifier: target.branchId });
    expect(payload.data.test).toBe(true);

    const chosen = await stack.request('POST', `/api/v1/developer/webhooks/${webhookId}/test`, {
      apiKey: target.apiKey,
      body: { event: 'insight.generated' },
    });
    expect(chosen.status).toBe(202);
    await stack.webhooks.idle();
    expect(JSON.parse(hook.received[1]!.body).event).toBe('insight.generated');
    const invalid = await stack.request('POST', `/api/v1/developer/webhooks/${webhookId}/test`, {
      apiKey: target.apiKey,
      body: { event: 'nothing.happened' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.field).toBe('event');
  });

  it('lists deliveries newest first, a page at a time, with a cursor', async () => {
    const target = await stack.createBranch({ plan: 'growth' });
    const hook = await receiver();
    const webhookId = await register(target, hook.url);
    for (let day = 1; day <= 5; day++)
      await publishAndSettle(snapshotEvent(target.branchId, `2026-03-0${day}`));
    const dates = (page: { data: any[] }) =>
      page.data.map(
        (delivery) =>
          JSON.parse(
            hook.received.find((r) => r.headers['webhook-id'] === delivery.attributes.event_id)!.body,
          ).data.date,
      );

    const first = await deliveries(target, webhookId, { limit: '2' });
    expect(dates(first)).toEqual(['2026-03-05', '2026-03-04']);
    expect(first.meta.next_cursor).toEqual(expect.any(String));
    const second = await deliveries(target, webhookId, { limit: '2', cursor: first.meta.next_cursor });
    expect(dates(second)).toEqual(['2026-03-03', '2026-03-02']);
    const third = await deliveries(target, webhookId, { limit: '2', cursor: second.meta.next_cursor });
    expect(dates(third)).toEqual(['2026-03-01']);
    expect(third.meta.next_cursor).toBeNull();

    const bad = await stack.request('GET', `/api/v1/developer/webhooks/${webhookId}/deliveries`, {
      apiKey: target.apiKey,
      query: { cursor: 'garbage', status: 'pending' },
    });
    expect(bad.status).toBe(422);
  });
});

describe('hand-started sends are limited per webhook and hour, on every plan', () => {
  const clock = manualClock('2026-03-07T10:15:00Z');
  let clocked: TestStack;
  beforeAll(async () => {
    clocked = await startTestStack({ clock, webhookWaitScale: 0.01 });
  });
  afterAll(async () => {
    await clocked.close();
  });

  it('answers the 11th test or redeliver of an hour 429 with Retry-After, Enterprise included', async () => {
    const target = await clocked.createBranch({ plan: 'enterprise' });
    const hook = await receiver();
    const registerOn = async () => {
      const created = await clocked.request('POST', '/api/v1/developer/webhooks', {
        apiKey: target.apiKey,
        body: { url: hook.url, events: ['snapshot.completed'], secret: SECRET },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.data.id as string;
    };
    const [limited, other] = [await registerOn(), await registerOn()];
    const send = (webhookId: string) =>
      clocked.request('POST', `/api/v1/developer/webhooks/${webhookId}/test`, { apiKey: target.apiKey });
    const redeliver = (webhookId: string, deliveryId: string) =>
      clocked.request('POST', `/api/v1/developer/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`, {
        apiKey: target.apiKey,
      });

    const first = await send(limited);
    expect(first.status).toBe(202);
    const statuses = [first.status];
    for (let sent = 1; sent < 7; sent++) statuses.push((await send(limited)).status);
    for (let sent = 7; sent < 10; sent++)
      statuses.push((await redeliver(limited, first.body.data.id)).status);
    expect(statuses).toEqual(Array(10).fill(202));

    const eleventh = await send(limited);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toMatchObject({ code: 'SVC_ERR_429', request_id: expect.any(String) });
    // 10:15 → the hour ends at 11:00: 45 minutes.
    expect(eleventh.headers.get('retry-after')).toBe(String(45 * 60));
    expect((await redeliver(limited, first.body.data.id)).status).toBe(429);
    // Per webhook: another webhook of the branch still sends.
    expect((await send(other)).status).toBe(202);

    clock.set('2026-03-07T11:00:00Z');
    expect((await send(limited)).status).toBe(202);
    await clocked.webhooks.idle();
  });
});

describe('outbound safety (SSRF)', () => {
  it('sandbox accepts http and loopback receivers', async () => {
    await register(branch, 'http://localhost:9/hooks');
    await register(branch, 'http://[::1]:9/hooks');
  });
});

describe('outbound safety in production', () => {
  let production: TestStack;
  let live: TestBranch;
  beforeAll(async () => {
    production = await startTestStack({ stage: 'production', webhookWaitScale: 0.01 });
    live = await production.createBranch({ plan: 'growth' });
  });
  afterAll(() => production.close());

  it.each([
    ['http://example.com/hooks', 'must use https'],
    ['https://127.0.0.1/hooks', 'loopback'],
    ['https://localhost/hooks', 'loopback'],
    ['https://10.1.2.3/hooks', 'private'],
    ['https://192.168.0.10/hooks', 'private'],
    ['https://169.254.169.254/latest/meta-data/', 'linkLocal'],
    ['https://[::1]/hooks', 'loopback'],
    ['https://[fd00::1]/hooks', 'uniqueLocal'],
    ['https://[::ffff:10.0.0.1]/hooks', 'private'],
    ['https://0.0.0.0/hooks', 'unspecified'],
  ])('refuses %s at registration with 422 on url (%s)', async (url, reason) => {
    const response = await production.request('POST', '/api/v1/developer/webhooks', {
      apiKey: live.apiKey,
      body: { url, events: ['snapshot.completed'], secret: SECRET },
    });
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: 'SVC_ERR_422', field: 'url' });
    expect(response.body.error.message).toContain(reason);
  });

  it('checks again at every attempt: a stored url whose host now resolves to loopback is never contacted', async () => {
    const hook = await receiver();
    const port = new URL(hook.url).port;
    // As if the host had resolved to a public address at registration and DNS changed since.
    const { createSubscription } = await import('#shared/storage/webhook-store.ts');
    for (const [id, url] of [
      ['wh_01JB0000000000000000000001', `https://localhost:${port}/hooks`],
      ['wh_01JB0000000000000000000002', `https://127.0.0.1:${port}/hooks`],
    ] as const) {
      await createSubscription(
        production.deps,
        {
          id,
          branch_id: live.branchId,
          url,
          events: ['snapshot.completed'],
          secret: SECRET,
          status: 'active',
          created_at: new Date().toISOString(),
        },
        10,
      );
    }
    await production.bus.publish([snapshotEvent(live.branchId)]);
    await production.webhooks.idle();
    expect(hook.received).toHaveLength(0);
    for (const id of ['wh_01JB0000000000000000000001', 'wh_01JB0000000000000000000002']) {
      const log = await production.request('GET', `/api/v1/developer/webhooks/${id}/deliveries`, {
        apiKey: live.apiKey,
      });
      const [delivery] = log.body.data;
      expect(delivery.attributes.status).toBe('failed');
      expect(delivery.attributes.attempts).toHaveLength(3);
      for (const attempt of delivery.attributes.attempts) {
        expect(attempt.status_code).toBeNull();
        expect(attempt.error).toMatch(/loopback/);
      }
    }
  });
});

/**
 * Each Attempt state retries the deliver task on States.TaskFailed. The task runs here as Step
 * Functions runs it on a retry (the same input again) against DynamoDB Local, with one storage
 * write failing around the POST and a sender that counts POSTs: no attempt is ever sent twice.
 */
describe('a retried deliver task never POSTs the same attempt again', () => {
  const RECORD = 'recorded_attempt';
  const CLAIM = 'claimed_attempt = :claim, claimed_at';

  async function pending() {
    const target = await stack.createBranch({ plan: 'growth' });
    const subscriptionId = await register(target, 'http://127.0.0.1:9/counted');
    const delivery = pendingDelivery(stack.deps.clock.now(), {
      branch_id: target.branchId,
      subscription_id: subscriptionId,
      event: 'snapshot.completed',
      event_id: `evt_${randomUUID()}`,
      body: JSON.stringify(snapshotEvent(target.branchId)),
    });
    await putDelivery(stack.deps, delivery);
    return delivery;
  }

  /** The deliver task with a sender that counts POSTs and a table whose first matching update fails. */
  function deliverTask(failing: { update: string; afterWriting: boolean } | null, answers: number[] = []) {
    let posts = 0;
    let failed = false;
    const send = async (command: { input: { UpdateExpression?: string } }) => {
      const matches = failing && !failed && command.input.UpdateExpression?.includes(failing.update);
      if (!matches) return stack.deps.db.send(command as never);
      failed = true;
      if (failing.afterWriting) await stack.deps.db.send(command as never);
      throw Object.assign(new Error('storage unavailable'), { name: 'InternalServerError' });
    };
    const db = new Proxy(stack.deps.db, {
      get: (target, member) => (member === 'send' ? send : Reflect.get(target, member)),
    });
    const task = attemptDelivery({
      ...stack.deps,
      db,
      webhooks: {
        ...stack.deps.webhooks,
        send: async () => {
          posts++;
          return { status_code: answers.shift() ?? 200, duration_ms: 3, error: null };
        },
      },
    });
    return { task, posts: () => posts };
  }

  const input = (delivery: WebhookDelivery, attempt: number) => ({
    branch_id: delivery.branch_id,
    subscription_id: delivery.subscription_id,
    delivery_id: delivery.id,
    chain: delivery.chain,
    attempt,
  });

  const stored = async (delivery: WebhookDelivery) =>
    (await getDelivery(stack.deps, delivery.branch_id, delivery.subscription_id, delivery.id))!;

  it('records an attempt whose answer was lost as failed without a status, and the next attempt sends', async () => {
    const delivery = await pending();
    const { task, posts } = deliverTask({ update: RECORD, afterWriting: false }, [200, 200]);
    await expect(task(input(delivery, 1))).rejects.toThrow('storage unavailable');
    expect(posts()).toBe(1);

    // Step Functions retries Attempt1: the attempt was claimed, so it is recorded, not sent again.
    expect(await task(input(delivery, 1))).toEqual({ outcome: 'retry', status_code: null });
    expect(posts()).toBe(1);
    expect((await stored(delivery)).attempts).toEqual([
      expect.objectContaining({ attempt: 1, status_code: null, error: OUTCOME_LOST_ERROR }),
    ]);
    expect((await stored(delivery)).status).toBe('pending');

    // A third run of the same task (a retry of the retry) changes nothing and sends nothing.
    expect(await task(input(delivery, 1))).toEqual({ outcome: 'retry', status_code: null });
    expect(posts()).toBe(1);

    expect(await task(input(delivery, 2))).toEqual({ outcome: 'delivered', status_code: 200 });
    expect(posts()).toBe(2);
    const after = await stored(delivery);
    expect(after.status).toBe('delivered');
    expect(after.attempts.map((attempt) => attempt.status_code)).toEqual([null, 200]);
  });

  it('answers the recorded outcome again when the task failed after recording it, without a POST', async () => {
    const delivery = await pending();
    const { task, posts } = deliverTask({ update: RECORD, afterWriting: true }, [503]);
    await expect(task(input(delivery, 1))).rejects.toThrow('storage unavailable');
    expect(await task(input(delivery, 1))).toEqual({ outcome: 'retry', status_code: 503 });
    expect(posts()).toBe(1);
    expect((await stored(delivery)).attempts.map((attempt) => attempt.status_code)).toEqual([503]);
  });

  it('sends once when the claim itself failed before the POST', async () => {
    const delivery = await pending();
    const { task, posts } = deliverTask({ update: CLAIM, afterWriting: false }, [200]);
    await expect(task(input(delivery, 1))).rejects.toThrow('storage unavailable');
    expect(posts()).toBe(0);
    expect(await task(input(delivery, 1))).toEqual({ outcome: 'delivered', status_code: 200 });
    expect(posts()).toBe(1);
    expect((await stored(delivery)).status).toBe('delivered');
  });

  it('marks the delivery failed when the third attempt answer was lost, and sends it no more', async () => {
    const delivery = await pending();
    const { task, posts } = deliverTask(null, [500, 500]);
    expect(await task(input(delivery, 1))).toEqual({ outcome: 'retry', status_code: 500 });
    expect(await task(input(delivery, 2))).toEqual({ outcome: 'retry', status_code: 500 });
    const third = deliverTask({ update: RECORD, afterWriting: false });
    await expect(third.task(input(delivery, 3))).rejects.toThrow('storage unavailable');
    expect(await third.task(input(delivery, 3))).toEqual({ outcome: 'failed', status_code: null });
    expect(posts() + third.posts()).toBe(3);
    expect((await stored(delivery)).status).toBe('failed');
  });
});
