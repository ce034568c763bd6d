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
        closing_type: 'zout',
        source: 'cash-register',
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
    expect(patched.body.data.attributes).toMatchObject({ cash_variance_threshold_pct: 10 });

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

describe('cash.variance as soon as a closing shows it (issue 18, point 5)', () => {
  /** An xout (or zout) of the night of 03-06 whose variance is `actual − 1,000.00` on 1,000.00 expected. */
  const closing = (
    branch: TestBranch,
    key: string,
    actualCents: number,
    meta: Record<string, unknown> = {},
  ) =>
    stack.request('POST', '/api/v1/ingest/cash-register', {
      apiKey: branch.apiKey,
      idempotencyKey: key,
      body: {
        data: {
          type: 'cash-register',
          attributes: {
            branch_identifier: branch.branchId,
            closing_type: 'xout',
            start_at: `${fixture.BUSINESS_DATE}T16:00:00-06:00`,
            end_at: '2026-03-07T01:20:00-06:00',
            summaries: [
              { type: 'cash_sales', amount_cents: 100_000 },
              { type: 'cash_theoretical', amount_cents: 100_000 },
              { type: 'cash_actual', amount_cents: actualCents },
            ],
          },
          meta: { cashier_name: 'Rosa Martínez', ...meta },
        },
      },
    });
  const registerClosed = (branch: TestBranch, key: string, refId: string, countedCents: number) =>
    stack.request('POST', '/api/v1/ingest/activity', {
      apiKey: branch.apiKey,
      idempotencyKey: key,
      body: {
        data: {
          type: 'activity',
          attributes: {
            branch_identifier: branch.branchId,
            occurred_at: '2026-03-07T01:35:00-06:00',
            event: 'cash_register.closed',
            actor_name: 'Rosa Martínez',
            ref_type: 'cash_register',
            ref_id: refId,
            detail: { expected_cents: 50_000, counted_cents: countedCents, type: 'xout' },
          },
        },
      },
    });
  const variances = async (hook: WebhookReceiver) => {
    await stack.webhooks.idle();
    return payloads(hook, 'cash.variance').map((body) => body.data);
  };

  it('fires on an xout one cent above the threshold, never at it, and once per closing', async () => {
    const { branch, hook } = await branchWithReceiver();
    // 10.00 short on 1,000.00 = exactly 1.0 %: equal is not "exceeds".
    expect((await closing(branch, 'xout-at-threshold', 99_000)).status).toBe(202);
    expect(await variances(hook)).toEqual([]);

    // 10.01 short: 1.001 % > 1.0 %, announced at once (no aggregation: an xout builds nothing).
    expect((await closing(branch, 'xout-above', 98_999)).status).toBe(202);
    const expected = {
      date: fixture.BUSINESS_DATE,
      folio: 'xout-above',
      closing_type: 'xout',
      source: 'cash-register',
      cashier: 'Rosa Martínez',
      variance_cents: -1_001,
      variance_pct: 1,
      threshold_pct: 1,
    };
    expect(await variances(hook)).toEqual([expected]);

    // The POS retrying, and a correction of the same closing (meta.replaces), announce nothing more.
    expect((await closing(branch, 'xout-above', 98_999)).status).toBe(200);
    expect((await closing(branch, 'xout-above-fix', 97_000, { replaces: 'xout-above' })).status).toBe(202);
    expect(await variances(hook)).toEqual([expected]);
    for (const body of payloads(hook, 'cash.variance')) {
      const parsed = z.safeParse(webhookPayload('cash.variance'), body);
      expect(parsed.success, parsed.success ? '' : z.prettifyError(parsed.error)).toBe(true);
    }
  });

  it('fires on a cash_register.closed event over the threshold, once per closing (ref_id)', async () => {
    const { branch, hook } = await branchWithReceiver();
    // 5.00 short on 500.00 expected: exactly 1.0 %, nothing.
    expect((await registerClosed(branch, 'closed-1', 'corte-7', 49_500)).status).toBe(202);
    expect(await variances(hook)).toEqual([]);
    // 5.01 short on another closing: announced.
    expect((await registerClosed(branch, 'closed-2', 'corte-8', 49_499)).status).toBe(202);
    // The same closing reported again (another event): not announced twice.
    expect((await registerClosed(branch, 'closed-3', 'corte-8', 49_000)).status).toBe(202);
    expect(await variances(hook)).toEqual([
      {
        date: fixture.BUSINESS_DATE,
        folio: 'corte-8',
        closing_type: 'xout',
        source: 'cash_register.closed',
        cashier: 'Rosa Martínez',
        variance_cents: -501,
        variance_pct: 1,
        threshold_pct: 1,
      },
    ]);
  });
});
