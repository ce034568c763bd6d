import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '#shared/storage/keys.ts';
import { ACTIVITY_EVENTS } from '../fixtures/end-of-day.ts';
import { manualClock, startTestStack, type TestStack } from '../support/stack.ts';
import { envelope, expectError, expectRejections, post, storedItems } from './ingest-support.ts';

const OCCURRED = '2026-03-06T20:10:00-06:00';
const clock = manualClock('2026-03-07T02:10:30.000Z'); // 30 s after OCCURRED
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => {
  clock.set('2026-03-07T02:10:30.000Z');
  return stack.close();
});

async function activityItems(branchId: string) {
  const page = await stack.deps.db.send(
    new QueryCommand({
      TableName: stack.deps.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.activityPartition(branchId) },
      ConsistentRead: true,
    }),
  );
  return page.Items ?? [];
}

const event = (branchId: string, overrides: Record<string, unknown> = {}) => ({
  branch_identifier: branchId,
  occurred_at: OCCURRED,
  actor_name: 'Luis Hernández',
  actor_role: 'waiter',
  source: 'pos',
  event: 'ticket.line_cancelled',
  ref_type: 'ticket',
  ref_id: 'T-1077',
  detail: { item: 'Cerveza clara', reason: 'Capturado por error', amount_cents: 5500, ticket_id: 'T-1077' },
  ...overrides,
});

describe('POST /api/v1/ingest/activity', () => {
  it('answers 202 activity-ingest and stores one item by time with what anomaly detection needs', async () => {
    clock.set('2026-03-07T02:10:30.000Z');
    const branch = await stack.createBranch({ plan: 'growth' });
    const login = {
      ...event(branch.branchId, {
        event: 'user.login',
        actor_role: 'cashier',
        ref_type: null,
        ref_id: null,
        detail: { ip: '192.168.1.20', device: 'Caja 1', browser: 'POS-WebView' },
      }),
    };
    const response = await post(
      stack,
      branch,
      'activity',
      envelope('activity', login, { device: 'Caja 1 (tablet)', pos_name: 'PuntoVenta' }),
    );
    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      data: {
        type: 'activity-ingest',
        id: expect.any(String),
        attributes: { queued: true, events_accepted: 1 },
      },
    });
    const items = await activityItems(branch.branchId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      sk: `2026-03-07T02:10:00.000Z#${response.body.data.id}`,
      event: 'user.login',
      occurred_at: OCCURRED,
      occurred_at_utc: '2026-03-07T02:10:00.000Z',
      actor: 'Luis Hernández',
      role: 'cashier',
      source: 'pos',
      ref_type: null,
      ref_id: null,
      detail: { ip: '192.168.1.20', device: 'Caja 1', browser: 'POS-WebView' },
      device: 'Caja 1 (tablet)',
      ip: '192.168.1.20',
      received_at: '2026-03-07T02:10:30.000Z',
    });
  });

  it('stores the fixture events of every kind, sorted by when they happened', async () => {
    const branch = await stack.createBranch({ plan: 'growth' });
    for (const { meta, ...attributes } of [...ACTIVITY_EVENTS].reverse()) {
      clock.set(new Date(Date.parse(attributes.occurred_at) + 5_000));
      const response = await post(
        stack,
        branch,
        'activity',
        envelope('activity', { branch_identifier: branch.branchId, ...attributes }, meta),
      );
      expect(response.status).toBe(202);
    }
    const items = await activityItems(branch.branchId);
    expect(items.map((item) => item.event)).toEqual(ACTIVITY_EVENTS.map((entry) => entry.event));
    expect(items.find((item) => item.event === 'cash_register.opened')!.detail).toEqual({
      opening_balance_cents: 100000,
      shift: 'morning',
    });
  });

  it('refuses occurred_at more than 10 minutes in the past or 2 minutes ahead; the bounds are accepted', async () => {
    clock.set('2026-03-07T02:10:30.000Z');
    const branch = await stack.createBranch({ plan: 'growth' });
    const at = (iso: string) => envelope('activity', event(branch.branchId, { occurred_at: iso }));
    const old = '2026-03-06T20:00:29-06:00'; // 10 min 1 s before now
    expectError(
      await post(stack, branch, 'activity', at(old)),
      422,
      'SVC_ERR_422',
      'data.attributes.occurred_at',
      old,
    );
    const ahead = '2026-03-07T02:12:31Z'; // 2 min 1 s after now
    expectError(
      await post(stack, branch, 'activity', at(ahead)),
      422,
      'SVC_ERR_422',
      'data.attributes.occurred_at',
      ahead,
    );
    expect(await storedItems(stack, branch.branchId)).toEqual([]);
    expect((await post(stack, branch, 'activity', at('2026-03-06T20:00:30-06:00'))).status).toBe(202);
    expect((await post(stack, branch, 'activity', at('2026-03-07T02:12:30Z'))).status).toBe(202);
  });

  it('a retry after the window passed replays the stored answer instead of a 422', async () => {
    clock.set('2026-03-07T02:10:30.000Z');
    const branch = await stack.createBranch({ plan: 'growth' });
    const key = randomUUID();
    const body = envelope('activity', event(branch.branchId));
    const first = await post(stack, branch, 'activity', body, key);
    clock.advance(60 * 60 * 1000);
    const retry = await post(stack, branch, 'activity', body, key);
    expect([retry.status, retry.headers.get('x-idempotent-replayed')]).toEqual([200, 'true']);
    expect(retry.body).toEqual(first.body);
    expect(await activityItems(branch.branchId)).toHaveLength(1);
  });

  it('is the audit module: 403 on Starter; 404 for another branch; 413 above 16 KiB', async () => {
    clock.set('2026-03-07T02:10:30.000Z');
    const starter = await stack.createBranch({ plan: 'starter' });
    const forbidden = await post(stack, starter, 'activity', envelope('activity', event(starter.branchId)));
    expectError(forbidden, 403, 'SVC_ERR_403', undefined);

    const branch = await stack.createBranch({ plan: 'growth' });
    const other = randomUUID();
    expectError(
      await post(stack, branch, 'activity', envelope('activity', event(other))),
      404,
      'SVC_ERR_404',
      'data.attributes.branch_identifier',
      other,
    );
    const huge = event(branch.branchId, { detail: { reason: 'x', notes: 'n'.repeat(17_000) } });
    expectError(
      await post(stack, branch, 'activity', envelope('activity', huge)),
      413,
      'SVC_ERR_413',
      undefined,
    );
    expect(await storedItems(stack, branch.branchId)).toEqual([]);
  });

  it('rejects every invalid field, event kind and detail member, storing nothing', async () => {
    clock.set('2026-03-07T02:10:30.000Z');
    const branch = await stack.createBranch({ plan: 'growth' });
    await expectRejections(stack, branch, 'activity', 'activity', () => event(branch.branchId), [
      {
        name: 'event kind',
        mutate: (a) => (a.event = 'ticket.deleted'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.event',
        received: 'ticket.deleted',
      },
      {
        name: 'event required',
        mutate: (a) => delete a.event,
        code: 'SVC_ERR_422',
        field: 'data.attributes.event',
      },
      {
        name: 'occurred_at required',
        mutate: (a) => delete a.occurred_at,
        code: 'SVC_ERR_422',
        field: 'data.attributes.occurred_at',
      },
      {
        name: 'occurred_at offset',
        mutate: (a) => (a.occurred_at = '2026-03-06T20:10:00'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.occurred_at',
        received: '2026-03-06T20:10:00',
      },
      {
        name: 'detail cents',
        mutate: (a) => (a.detail.amount_cents = 55.5),
        code: 'SVC_ERR_422_CENTS',
        field: 'data.attributes.detail.amount_cents',
        received: 55.5,
      },
      {
        name: 'voided items_count',
        mutate: (a) => Object.assign(a, { event: 'ticket.voided', detail: { items_count: -1 } }),
        code: 'SVC_ERR_422',
        field: 'data.attributes.detail.items_count',
        received: -1,
      },
      {
        name: 'discount_type',
        mutate: (a) =>
          Object.assign(a, { event: 'ticket.discount_applied', detail: { discount_type: 'coupon' } }),
        code: 'SVC_ERR_422',
        field: 'data.attributes.detail.discount_type',
        received: 'coupon',
      },
      {
        name: 'discount_pct',
        mutate: (a) => Object.assign(a, { event: 'ticket.discount_applied', detail: { discount_pct: 120 } }),
        code: 'SVC_ERR_422',
        field: 'data.attributes.detail.discount_pct',
        received: 120,
      },
      {
        name: 'opened shift',
        mutate: (a) => Object.assign(a, { event: 'cash_register.opened', detail: { shift: 'evening' } }),
        code: 'SVC_ERR_422',
        field: 'data.attributes.detail.shift',
        received: 'evening',
      },
      {
        name: 'closed type',
        mutate: (a) => Object.assign(a, { event: 'cash_register.closed', detail: { type: 'yout' } }),
        code: 'SVC_ERR_422',
        field: 'data.attributes.detail.type',
        received: 'yout',
      },
      {
        name: 'price override cents',
        mutate: (a) => Object.assign(a, { event: 'ticket.price_overridden', detail: { new_cents: 99.9 } }),
        code: 'SVC_ERR_422_CENTS',
        field: 'data.attributes.detail.new_cents',
        received: 99.9,
      },
      {
        name: 'login ip',
        mutate: (a) => Object.assign(a, { event: 'user.login', detail: { ip: 19216812 } }),
        code: 'SVC_ERR_422',
        field: 'data.attributes.detail.ip',
        received: 19216812,
      },
      {
        name: 'ref_id type',
        mutate: (a) => (a.ref_id = 1077),
        code: 'SVC_ERR_422',
        field: 'data.attributes.ref_id',
        received: 1077,
      },
      {
        name: 'detail type',
        mutate: (a) => (a.detail = 'cancelled'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.detail',
        received: 'cancelled',
      },
      // The sources the service writes itself (owner-side and operator entries), whatever their case.
      ...['dashboard', 'admin_cli', 'Admin-CLI', 'admin', ' Dashboard '].map((source) => ({
        name: `reserved source ${source}`,
        mutate: (a: Record<string, any>) => (a.source = source),
        code: 'SVC_ERR_422',
        field: 'data.attributes.source',
        received: source,
      })),
    ]);
  });

  it('stores nothing under a reserved source, and keeps the POS sources that only look alike', async () => {
    clock.set('2026-03-07T02:10:30.000Z');
    const branch = await stack.createBranch({ plan: 'growth' });
    const refused = await post(
      stack,
      branch,
      'activity',
      envelope('activity', event(branch.branchId, { source: 'dashboard' })),
    );
    expectError(refused, 422, 'SVC_ERR_422', 'data.attributes.source', 'dashboard');
    expect(refused.body.error.message).toMatch(/reserved/);
    for (const source of ['pos', 'dashboard_pos', 'kiosk']) {
      const accepted = await post(
        stack,
        branch,
        'activity',
        envelope('activity', event(branch.branchId, { source })),
      );
      expect(accepted.status).toBe(202);
    }
    const stored = await activityItems(branch.branchId);
    expect(stored.map((item) => item.source).sort()).toEqual(['dashboard_pos', 'kiosk', 'pos']);
  });
});
