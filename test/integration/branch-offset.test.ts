/**
 * Issue 18 point 2 on the local stack: the spec writes timestamps with the branch's UTC offset. For a
 * branch in Asia/Kolkata (+05:30, an offset no UTC default can produce by chance), every timestamp
 * of the webhook answers (webhook and delivery created_at, next_attempt_at, attempts' at), the
 * webhook payload's `timestamp` (a test delivery and a published event), back-office records'
 * created_at (create, list, get, delete) and the activity log carry +05:30 and the stored instant.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

const KOLKATA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+05:30$/;
let stack: TestStack;
let branch: TestBranch;
let hook: WebhookReceiver;

/** The instant a timestamp names, whatever its offset. */
const instant = (timestamp: string) => new Date(timestamp).getTime();

beforeAll(async () => {
  stack = await startTestStack({ webhookWaitScale: 0.01 });
  branch = await stack.createBranch({ plan: 'pro', timezone: 'Asia/Kolkata' });
  hook = await startWebhookReceiver();
});
afterAll(async () => {
  await hook?.close();
  await stack?.close();
});

describe("timestamps with the branch's offset (Asia/Kolkata)", () => {
  it('webhooks: the registration, the list, a test delivery, its payload and its attempts', async () => {
    const before = Date.now();
    const created = await stack.request('POST', '/api/v1/developer/webhooks', {
      apiKey: branch.apiKey,
      body: { url: hook.url, events: ['snapshot.completed'], secret: 'whsec-offset-0123456789' },
    });
    expect(created.status).toBe(201);
    const webhookId = created.body.data.id;
    const createdAt = created.body.data.attributes.created_at;
    expect(createdAt).toMatch(KOLKATA);
    expect(instant(createdAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(instant(createdAt)).toBeLessThanOrEqual(Date.now());
    const listed = await stack.request('GET', '/api/v1/developer/webhooks', { apiKey: branch.apiKey });
    expect(listed.body.data[0].attributes.created_at).toBe(createdAt);
    const got = await stack.request('GET', `/api/v1/developer/webhooks/${webhookId}`, {
      apiKey: branch.apiKey,
    });
    expect(got.body.data.attributes.created_at).toBe(createdAt);

    const test = await stack.request('POST', `/api/v1/developer/webhooks/${webhookId}/test`, {
      apiKey: branch.apiKey,
    });
    expect(test.status).toBe(202);
    expect(test.body.data.attributes.created_at).toMatch(KOLKATA);
    expect(test.body.data.attributes.next_attempt_at).toMatch(KOLKATA);
    await stack.webhooks.idle();
    expect(hook.received).toHaveLength(1);
    const payload = JSON.parse(hook.received[0]!.body);
    expect(payload.timestamp).toMatch(KOLKATA);
    expect(instant(payload.timestamp)).toBe(instant(test.body.data.attributes.created_at));

    // A published event: producers publish the UTC instant; the delivery carries the branch's offset.
    await stack.bus.publish([
      {
        event: 'snapshot.completed',
        branch_identifier: branch.branchId,
        timestamp: '2026-03-07T05:00:00.000Z',
        data: { snapshot_type: 'daily', date: '2026-03-06', cubes_regenerated: ['sales'] },
      },
    ]);
    await stack.webhooks.idle();
    expect(hook.received).toHaveLength(2);
    expect(JSON.parse(hook.received[1]!.body).timestamp).toBe('2026-03-07T10:30:00.000+05:30');

    const log = await stack.request('GET', `/api/v1/developer/webhooks/${webhookId}/deliveries`, {
      apiKey: branch.apiKey,
    });
    expect(log.status).toBe(200);
    expect(log.body.data).toHaveLength(2);
    for (const delivery of log.body.data) {
      expect(delivery.attributes.created_at).toMatch(KOLKATA);
      expect(delivery.attributes.next_attempt_at).toBeNull();
      expect(delivery.attributes.attempts.length).toBeGreaterThan(0);
      for (const attempt of delivery.attributes.attempts) expect(attempt.at).toMatch(KOLKATA);
    }
    const redelivered = await stack.request(
      'POST',
      `/api/v1/developer/webhooks/${webhookId}/deliveries/${log.body.data[0].id}/redeliver`,
      { apiKey: branch.apiKey },
    );
    expect(redelivered.status).toBe(202);
    expect(redelivered.body.data.attributes.next_attempt_at).toMatch(KOLKATA);
    expect(redelivered.body.data.attributes.created_at).toBe(log.body.data[0].attributes.created_at);
    await stack.webhooks.idle();
  });

  it('back-office records: created_at on create, list, get and delete', async () => {
    const posted = await stack.request('POST', '/api/v1/backoffice/expenses', {
      apiKey: branch.apiKey,
      idempotencyKey: randomUUID(),
      body: {
        data: {
          type: 'expense',
          attributes: {
            branch_identifier: branch.branchId,
            date: '2026-03-06',
            category: 'utilities',
            amount_cents: 125_000,
            paid_with: 'card',
          },
        },
      },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const { id } = posted.body.data;
    const createdAt = posted.body.data.attributes.created_at;
    expect(createdAt).toMatch(KOLKATA);
    const query = { date_from: '2026-03-01', date_to: '2026-03-31' };
    const listed = await stack.request('GET', '/api/v1/backoffice/expenses', {
      apiKey: branch.apiKey,
      query,
    });
    expect(listed.body.data.attributes.records.map((record: any) => record.attributes.created_at)).toEqual([
      createdAt,
    ]);
    const path = `/api/v1/backoffice/expenses/${id}`;
    expect(
      (await stack.request('GET', path, { apiKey: branch.apiKey })).body.data.attributes.created_at,
    ).toBe(createdAt);
    const deleted = await stack.request('DELETE', path, { apiKey: branch.apiKey });
    expect(deleted.body.data.attributes).toMatchObject({ created_at: createdAt, deleted: true });

    // The audit log shows both changes at the branch's offset too.
    const log = await stack.request('GET', '/api/v1/activity', {
      apiKey: branch.apiKey,
      query: { period: 'today', event: 'backoffice.record_deleted' },
    });
    expect(log.status).toBe(200);
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0].attributes.occurred_at).toMatch(KOLKATA);
  });
});
