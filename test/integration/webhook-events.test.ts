/**
 * The producers of webhook events, end to end: a POS sends the fixture day, the pipeline aggregates
 * it, and the receiver gets snapshot.completed, one alert.triggered per alert and cash.variance
 * (the 150.00 shortage is 6.1 % of the expected cash; the default threshold is 1.0 %), each with its
 * documented data. A rebuild that changes no alert and no variance sends only snapshot.completed;
 * the branch setting `cash_variance_threshold_pct` (GET/PATCH /settings) decides cash.variance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { webhookPayload } from '#shared/domain/responses/webhook-events.ts';
import * as fixture from '../fixtures/end-of-day.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

const ALL_EVENTS = [
  'snapshot.completed',
  'alert.triggered',
  'insight.generated',
  'cash.variance',
  'inventory.low_stock',
  'purchase.suggestion_ready',
];
const clock = manualClock('2026-03-07T01:36:00-06:00');
let stack: TestStack;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  stack = await startTestStack({ clock, webhookWaitScale: 0.01 });
});
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await stack.close();
});

async function branchWithReceiver(): Promise<{ branch: TestBranch; hook: WebhookReceiver }> {
  const branch = await stack.createBranch({ plan: 'growth', timezone: fixture.TIME_ZONE });
  const hook = await startWebhookReceiver();
  receivers.push(hook);
  const registered = await stack.request('POST', '/api/v1/developer/webhooks', {
    apiKey: branch.apiKey,
    body: { url: hook.url, events: ALL_EVENTS, secret: 'events-test-secret-0001' },
  });
  expect(registered.status).toBe(201);
  return { branch, hook };
}

async function sendDay(branch: TestBranch, calls: fixture.FixtureCall[]) {
  for (const call of calls) {
    const response = await stack.request('POST', call.path, {
      apiKey: branch.apiKey,
      idempotencyKey: call.idempotencyKey,
      body: call.body,
    });
    expect(response.status, `${call.path} ${JSON.stringify(response.body)}`).toBeLessThan(300);
  }
  await stack.pipeline!.drain();
  await stack.webhooks.idle();
}

const payloads = (hook: WebhookReceiver, event?: string) =>
  hook.received.map((request) => JSON.parse(request.body)).filter((body) => !event || body.event === event);

describe('events of a closed day', () => {
  it('sends snapshot.completed, one alert.triggered per alert as /intelligence/alerts shows it, and cash.variance', async () => {
    const { branch, hook } = await branchWithReceiver();
    await sendDay(branch, [
      ...fixture.setupCalls(branch.branchId),
      ...fixture.endOfDayCalls(branch.branchId),
    ]);

    expect(payloads(hook, 'snapshot.completed')).toEqual([
      expect.objectContaining({
        branch_identifier: branch.branchId,
        data: expect.objectContaining({ snapshot_type: 'daily', date: fixture.BUSINESS_DATE }),
      }),
    ]);

    const shown = await stack.request('GET', '/api/v1/intelligence/alerts', {
      apiKey: branch.apiKey,
      query: {
        branch_identifier: branch.branchId,
        date_from: fixture.BUSINESS_DATE,
        date_to: fixture.BUSINESS_DATE,
      },
    });
    expect(shown.status).toBe(200);
    const alerts = shown.body.data.attributes.alerts as Array<{ id: string }>;
    expect(alerts.length).toBeGreaterThan(0);
    const triggered = payloads(hook, 'alert.triggered').map((body) => body.data.alert);
    expect(triggered.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...alerts]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((alert) => ({ ...alert, date: fixture.BUSINESS_DATE })),
    );

    expect(payloads(hook, 'cash.variance').map((body) => body.data)).toEqual([
      {
        date: fixture.BUSINESS_DATE,
        folio: fixture.CLOSING_ID,
        cashier: fixture.META.cashier_name,
        variance_cents: -15000,
        variance_pct: 6.1,
        threshold_pct: 1,
      },
    ]);
    // Every delivery is what the OpenAPI document's `webhooks` section says it is.
    for (const body of payloads(hook)) {
      const parsed = z.safeParse(webhookPayload(body.event), body);
      expect(parsed.success, parsed.success ? '' : z.prettifyError(parsed.error)).toBe(true);
    }

    // Late data rebuilds the day; nothing about alerts or the variance changed, so only the snapshot is sent.
    const before = { alerts: payloads(hook, 'alert.triggered').length, variances: 1 };
    await sendDay(branch, [
      {
        path: '/api/v1/ingest/payments',
        idempotencyKey: `${fixture.CLOSING_ID}-late-payment`,
        body: {
          data: {
            type: 'payments',
            attributes: {
              branch_identifier: branch.branchId,
              date: fixture.BUSINESS_DATE,
              closing_type: 'zout',
              payments: [
                {
                  payment_type: 'transfer',
                  payment_type_name: 'Transferencia',
                  amount_cents: 100,
                  tips_cents: 0,
                  change_cents: 0,
                  transaction_count: 1,
                },
              ],
            },
          },
        },
      },
    ]);
    expect(payloads(hook, 'snapshot.completed')).toHaveLength(2);
    expect(payloads(hook, 'alert.triggered')).toHaveLength(before.alerts);
    expect(payloads(hook, 'cash.variance')).toHaveLength(before.variances);
  });

  it('uses the branch threshold: at 10 % a 6.1 % variance sends no cash.variance', async () => {
    const { branch, hook } = await branchWithReceiver();
    const defaults = await stack.request('GET', '/api/v1/settings', { apiKey: branch.apiKey });
    expect(defaults.status).toBe(200);
    expect(defaults.body.data).toMatchObject({
      type: 'settings',
      attributes: { cash_variance_threshold_pct: 1 },
    });
    const patched = await stack.request('PATCH', '/api/v1/settings', {
      apiKey: branch.apiKey,
      body: { data: { type: 'settings', attributes: { cash_variance_threshold_pct: 10 } } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.attributes).toEqual({ cash_variance_threshold_pct: 10 });

    await sendDay(branch, [
      ...fixture.setupCalls(branch.branchId),
      ...fixture.endOfDayCalls(branch.branchId),
    ]);
    expect(payloads(hook, 'snapshot.completed')).toHaveLength(1);
    expect(payloads(hook, 'cash.variance')).toEqual([]);
  });
});

describe('GET / PATCH /api/v1/settings', () => {
  it.each([
    [{ cash_variance_threshold_pct: 0 }, 'data.attributes.cash_variance_threshold_pct'],
    [{ cash_variance_threshold_pct: 101 }, 'data.attributes.cash_variance_threshold_pct'],
    [{ cash_variance_threshold_pct: 1.25 }, 'data.attributes.cash_variance_threshold_pct'],
    [{ cash_variance_threshold_pct: '2' }, 'data.attributes.cash_variance_threshold_pct'],
    [{ cutoff: 3 }, 'data.attributes'],
  ])('refuses %j with 422 on %s', async (attributes, field) => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const response = await stack.request('PATCH', '/api/v1/settings', {
      apiKey: branch.apiKey,
      body: { data: { type: 'settings', attributes } },
    });
    expect(response.status).toBe(422);
    expect(response.body.error.field).toBe(field);
  });

  it('is module core (every plan) and belongs to the key’s branch only', async () => {
    const first = await stack.createBranch({ plan: 'starter' });
    const second = await stack.createBranch({ plan: 'starter' });
    await stack.request('PATCH', '/api/v1/settings', {
      apiKey: first.apiKey,
      body: { data: { type: 'settings', attributes: { cash_variance_threshold_pct: 2.5 } } },
    });
    const mine = await stack.request('GET', '/api/v1/settings', { apiKey: first.apiKey });
    const theirs = await stack.request('GET', '/api/v1/settings', { apiKey: second.apiKey });
    expect(mine.body.data.attributes.cash_variance_threshold_pct).toBe(2.5);
    expect(theirs.body.data.attributes.cash_variance_threshold_pct).toBe(1);
  });
});
