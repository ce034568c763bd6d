/**
 * GET /api/v1/ingest/status against the local stack: what arrived per business day, and what became
 * of it. Days of one branch: a whole end of day (built), a day whose zout never came (needs_zout),
 * a day with only an xout, a day whose build failed; another branch's data stays invisible.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DayAttributes, type DayDocument, dayDocumentWrites } from '#shared/storage/day-store.ts';
import { createSubscription, putDelivery } from '#shared/storage/webhook-store.ts';
import { newDeliveryId, newSubscriptionId } from '#shared/use-cases/webhooks/ids.ts';
import { BUSINESS_DATE, endOfDayCalls, type FixtureCall, xoutCall } from '../fixtures/end-of-day.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { expectError } from './ingest-support.ts';

const clock = manualClock('2026-03-07T01:36:00-06:00');
let stack: TestStack;
let branch: TestBranch;
let other: TestBranch;

const FULL_DAY = BUSINESS_DATE; // 2026-03-06
const NO_ZOUT_DAY = '2026-03-07';
const XOUT_DAY = '2026-03-08';
const FAILED_DAY = '2026-03-09';

/** A fixture call moved `days` later: every date in it, with a fresh idempotency key. */
function shifted(call: FixtureCall, days: number): FixtureCall {
  const body = JSON.stringify(call.body).replace(
    /\d{4}-\d{2}-\d{2}(?=["T])/g,
    (date) => DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate()!,
  );
  return { ...call, idempotencyKey: randomUUID(), body: JSON.parse(body) };
}

async function send(to: TestBranch, call: FixtureCall): Promise<void> {
  const response = await stack.request('POST', call.path, {
    apiKey: to.apiKey,
    idempotencyKey: call.idempotencyKey,
    body: call.body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(202);
}

const status = (query: Record<string, string>, key = branch.apiKey) =>
  stack.request('GET', '/api/v1/ingest/status', { apiKey: key, query });

beforeAll(async () => {
  stack = await startTestStack({ clock });
  branch = await stack.createBranch({ plan: 'growth', timezone: 'America/Mexico_City' });
  other = await stack.createBranch({ plan: 'growth', timezone: 'America/Mexico_City' });

  // The whole end of day: an xout after lunch, then the six calls; the pipeline builds it.
  await send(branch, xoutCall(branch.branchId));
  for (const call of endOfDayCalls(branch.branchId)) await send(branch, call);

  // The next day: orders, payments and sales, and no zout.
  clock.set('2026-03-08T01:36:00-06:00');
  const business = endOfDayCalls(branch.branchId).filter((call) =>
    ['orders', 'payments', 'sales'].some((resource) => call.path.endsWith(`/${resource}`)),
  );
  for (const call of business) await send(branch, shifted(call, 1));

  // A day with only an xout.
  clock.set('2026-03-08T17:00:00-06:00');
  await send(branch, shifted(xoutCall(branch.branchId), 2));

  // A closed day whose stored zout the builders cannot read: the aggregator records a failed build.
  const broken: DayDocument = {
    resource: 'cash-register',
    document_id: randomUUID(),
    business_date: FAILED_DAY,
    received_at: '2026-03-10T07:40:00.000Z',
    attributes: { closing_type: 'zout', summaries: null } as unknown as DayAttributes['cash-register'],
    meta: {},
  };
  await stack.deps.db.send(
    new TransactWriteCommand({
      TransactItems: dayDocumentWrites(stack.deps, branch.branchId, broken, {
        closesDay: true,
        touchesState: true,
      }),
    }),
  );

  // A webhook delivery of the full day that ended failed (every attempt refused).
  const subscriptionId = newSubscriptionId(new Date('2026-03-01T12:00:00.000Z'));
  await createSubscription(
    stack.deps,
    {
      id: subscriptionId,
      branch_id: branch.branchId,
      url: 'https://hooks.example.com/pos',
      events: ['snapshot.completed'],
      secret: `whsec_${Buffer.from(randomUUID()).toString('base64')}`,
      status: 'active',
      created_at: '2026-03-01T12:00:00.000Z',
    },
    10,
  );
  const createdAt = '2026-03-06T20:00:00.000Z';
  await putDelivery(stack.deps, {
    id: newDeliveryId(new Date(createdAt)),
    branch_id: branch.branchId,
    subscription_id: subscriptionId,
    event: 'snapshot.completed',
    event_id: randomUUID(),
    body: '{}',
    status: 'failed',
    attempts: [1, 2, 3].map((attempt) => ({
      attempt,
      at: createdAt,
      status_code: 500,
      duration_ms: 20,
      error: null,
    })),
    chain: 1,
    next_attempt_at: null,
    created_at: createdAt,
    updated_at: createdAt,
    expires_at: Math.floor(Date.parse(createdAt) / 1000) + 30 * 86_400,
  });

  // The other branch closes a day of its own in the same range.
  for (const call of endOfDayCalls(other.branchId))
    await send(other, { ...call, idempotencyKey: randomUUID() });
  await stack.pipeline!.drain();
  clock.set('2026-03-11T12:00:00-06:00');
});
afterAll(() => stack?.close());

describe('GET /api/v1/ingest/status', () => {
  it('reports every day with data, flags the day without zout, and the failed build', async () => {
    const response = await status({ date_from: '2026-03-01', date_to: '2026-03-10' });
    expect(response.status).toBe(200);
    const { attributes, meta } = response.body.data;
    expect(response.body.data.type).toBe('ingest_status');
    expect(meta.period).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(meta.branch_identifier).toBe(branch.branchId);
    expect(attributes.days.map((day: { date: string }) => day.date)).toEqual([
      FULL_DAY,
      NO_ZOUT_DAY,
      XOUT_DAY,
      FAILED_DAY,
    ]);
    const [full, noZout, xoutOnly, failed] = attributes.days;

    expect(full.documents).toEqual({
      orders: { count: 1, last_received_at: expect.stringMatching(/-06:00$/) },
      discounts: { count: 1, last_received_at: expect.any(String) },
      cancellations: { count: 1, last_received_at: expect.any(String) },
      payments: { count: 1, last_received_at: expect.any(String) },
      sales: { count: 1, last_received_at: expect.any(String) },
      cash_register_zout: { count: 1, last_received_at: '2026-03-07T01:36:00.000-06:00' },
      cash_register_xout: { count: 1, last_received_at: '2026-03-07T01:36:00.000-06:00' },
    });
    expect(full).toMatchObject({
      zout_received: true,
      xout_count: 1,
      built_at: expect.stringMatching(/-06:00$/),
      snapshot_revision: 6,
      needs_zout: false,
      awaiting_build: false,
      build_failure: null,
    });
    expect(full.failed_deliveries).toEqual([
      expect.objectContaining({
        event: 'snapshot.completed',
        created_at: '2026-03-06T14:00:00.000-06:00',
        attempts: 3,
        last_status_code: 500,
      }),
    ]);
    expect(meta.snapshot_date).toBe(full.built_at);

    expect(noZout).toMatchObject({
      documents: {
        orders: { count: 1 },
        payments: { count: 1 },
        sales: { count: 1 },
        discounts: { count: 0, last_received_at: null },
        cash_register_zout: { count: 0, last_received_at: null },
      },
      zout_received: false,
      built_at: null,
      needs_zout: true,
      awaiting_build: false,
      failed_deliveries: [],
    });

    expect(xoutOnly).toMatchObject({
      documents: { cash_register_xout: { count: 1 }, orders: { count: 0 } },
      zout_received: false,
      xout_count: 1,
      needs_zout: false,
      awaiting_build: false,
      built_at: null,
    });

    expect(failed).toMatchObject({
      zout_received: true,
      built_at: null,
      needs_zout: false,
      awaiting_build: true,
      build_failure: {
        failed_at: expect.stringMatching(/-06:00$/),
        reason: expect.any(String),
        error: 'UnbuildableDayError',
      },
    });
    expect(attributes).toMatchObject({ days_needing_zout: 1, days_awaiting_build: 1, days_failed: 1 });
  });

  it("shows only the key's own branch", async () => {
    const response = await status({ date_from: '2026-03-01', date_to: '2026-03-10' }, other.apiKey);
    expect(response.status).toBe(200);
    const days = response.body.data.attributes.days;
    expect(days.map((day: { date: string }) => day.date)).toEqual([FULL_DAY]);
    expect(days[0]).toMatchObject({ xout_count: 0, failed_deliveries: [], build_failure: null });
    // Naming the other branch in the query is the platform's 404, as for every read.
    const foreign = await status(
      { branch_identifier: branch.branchId, date_from: '2026-03-01', date_to: '2026-03-10' },
      other.apiKey,
    );
    expect(foreign.status).toBe(404);
  });

  it('answers an empty list for a range with nothing, and accepts a period', async () => {
    const empty = await status({ date_from: '2026-02-01', date_to: '2026-02-28' });
    expect(empty.body.data.attributes).toEqual({
      days: [],
      days_needing_zout: 0,
      days_awaiting_build: 0,
      days_failed: 0,
    });
    expect(empty.body.data.meta.snapshot_date).toBeNull();
    const month = await status({ period: 'month' });
    expect(month.status).toBe(200);
    expect(month.body.data.meta.period).toEqual({ from: '2026-03-01', to: '2026-03-11' });
    expect(month.body.data.attributes.days).toHaveLength(4);
  });

  it('validates the range as the intelligence reads do (422 naming the parameter)', async () => {
    expectError(await status({ date_from: '2026-03-01' }), 422, 'SVC_ERR_422', 'query.date_to');
    expectError(
      await status({ date_from: '2026-03-10', date_to: '2026-03-01' }),
      422,
      'SVC_ERR_422',
      'query.date_to',
      '2026-03-01',
    );
    expectError(
      await status({ date_from: '2025-01-01', date_to: '2026-03-01' }),
      422,
      'SVC_ERR_422',
      'query.date_to',
      '2026-03-01',
    );
    expectError(
      await status({ date_from: '2026-02-30', date_to: '2026-03-01' }),
      422,
      'SVC_ERR_422',
      'query.date_from',
      '2026-02-30',
    );
    expectError(await status({ period: 'year' }), 422, 'SVC_ERR_422', 'query.period', 'year');
  });
});
