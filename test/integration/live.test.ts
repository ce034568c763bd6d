/**
 * The live module on the local stack: POST /api/v1/live/update (idempotent like ingest) and the three
 * live GETs, on hand-computed days. The branch is in America/Mexico_City (UTC−6 all year); "today"
 * is Friday 2026-03-13 and the comparison day Friday 2026-03-06.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeById } from '#shared/contract/routes.ts';
import type { AnyResource } from '#shared/domain/results.ts';
import { presentResult } from '#shared/http/presenters.ts';
import { getBranchProfile } from '#shared/storage/branch-store.ts';
import { keys } from '#shared/storage/keys.ts';
import { getLiveAlerts, getLiveSales } from '#shared/use-cases/live/read.ts';
import type { RouteUseCase } from '#shared/use-cases/request.ts';
import { countingDeps } from '../support/counting-deps.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { envelope, expectError } from './ingest-support.ts';

const clock = manualClock('2026-03-13T15:00:00-06:00');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack.close());

/** Sends a live event with the clock 5 s after it happened (the activity window applies). */
async function live(
  branch: TestBranch,
  occurredAt: string,
  attributes: Record<string, unknown>,
  key = randomUUID(),
) {
  clock.set(new Date(Date.parse(occurredAt) + 5_000));
  return stack.request('POST', '/api/v1/live/update', {
    apiKey: branch.apiKey,
    idempotencyKey: key,
    body: envelope('live-update', {
      branch_identifier: branch.branchId,
      occurred_at: occurredAt,
      ...attributes,
    }),
  });
}
async function ok(response: Promise<{ status: number; body: unknown }>) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
}
const open = (table: string, covers: number) => ({ event: 'table_opened', table_id: table, covers });
const close = (table: string, total: number, payments: Record<string, unknown>[] = []) => ({
  event: 'table_closed',
  table_id: table,
  total_cents: total,
  payments,
});
const get = (branch: TestBranch, path: string, query: Record<string, string> = {}) =>
  stack.request('GET', `/api/v1/live/${path}`, { apiKey: branch.apiKey, query });

/** Last week's Friday and today's morning, as in test/unit/live/live-figures.test.ts. */
async function playWeek(branch: TestBranch) {
  await ok(live(branch, '2026-03-06T12:00:00-06:00', open('1', 2)));
  await ok(
    live(
      branch,
      '2026-03-06T13:00:00-06:00',
      close('1', 40000, [{ payment_type: 'cash', amount_cents: 40000 }]),
    ),
  );
  await ok(live(branch, '2026-03-06T13:30:00-06:00', open('2', 4)));
  await ok(
    live(
      branch,
      '2026-03-06T14:30:00-06:00',
      close('2', 60000, [{ payment_type: 'card', amount_cents: 60000 }]),
    ),
  );
  await ok(live(branch, '2026-03-06T20:00:00-06:00', open('3', 5)));
  await ok(live(branch, '2026-03-06T21:00:00-06:00', close('3', 150000)));
  await ok(live(branch, '2026-03-13T12:00:00-06:00', open('1', 2)));
  await ok(
    live(branch, '2026-03-13T12:10:00-06:00', {
      event: 'items_ordered',
      table_id: '1',
      lines: [
        {
          item_name: 'Tacos al pastor',
          quantity: 2,
          unit_price_cents: 15000,
          subtotal_cents: 30000,
          net_total_cents: 30000,
          category_type: 'food',
        },
      ],
    }),
  );
  await ok(
    live(
      branch,
      '2026-03-13T13:00:00-06:00',
      close('1', 30000, [{ payment_type: 'cash', amount_cents: 30000, tips_cents: 2000 }]),
    ),
  );
  await ok(live(branch, '2026-03-13T13:30:00-06:00', open('2', 4)));
  await ok(
    live(
      branch,
      '2026-03-13T14:30:00-06:00',
      close('2', 60000, [{ payment_type: 'card', amount_cents: 60000 }]),
    ),
  );
  await ok(live(branch, '2026-03-13T14:45:00-06:00', open('4', 3)));
}

describe('POST /api/v1/live/update', () => {
  it('answers 202 live-update with the table and status; a retry replays; another body under the key is 422 (key reused)', async () => {
    const branch = await stack.createBranch({ plan: 'pro' });
    const key = randomUUID();
    const first = await live(branch, '2026-03-13T12:00:00-06:00', open('7', 4), key);
    expect(first.status).toBe(202);
    expect(first.body).toEqual({
      data: {
        type: 'live-update',
        id: expect.any(String),
        attributes: { table_id: '7', status: 'accepted' },
      },
    });
    const replay = await live(branch, '2026-03-13T12:00:00-06:00', open('7', 4), key);
    expect([replay.status, replay.headers.get('x-idempotent-replayed')]).toEqual([200, 'true']);
    expect(replay.body).toEqual(first.body);
    expectError(
      await live(branch, '2026-03-13T12:00:00-06:00', open('7', 5), key),
      422,
      'SVC_ERR_422_IDEMPOTENCY_KEY_REUSED',
      'headers.X-Idempotency-Key',
    );
    // The replay did not open the table twice: one open table, 4 covers.
    clock.set('2026-03-13T12:01:00-06:00');
    const sales = await get(branch, 'sales/today');
    expect(sales.body.data.attributes).toMatchObject({ open_tables: 1, open_covers: 4 });
  });

  it('accepts a close of a table it never saw open (covers unknown) and a cash movement without a table', async () => {
    const branch = await stack.createBranch({ plan: 'pro' });
    await ok(live(branch, '2026-03-13T13:00:00-06:00', close('99', 12000)));
    const movement = await live(branch, '2026-03-13T13:05:00-06:00', {
      event: 'cash_movement',
      direction: 'out',
      amount_cents: 5000,
      reason: 'Compra de hielo',
    });
    expect(movement.status).toBe(202);
    expect(movement.body.data.attributes).toEqual({ table_id: null, status: 'accepted' });
    const sales = await get(branch, 'sales/today');
    expect(sales.body.data.attributes).toMatchObject({
      total_sales_cents: 12000,
      tables_so_far: 1,
      covers_so_far: null,
      avg_ticket_cents: 12000,
    });
  });

  it('is the live module (403 below Pro), checks the branch (404), the fields (422) and the window (422)', async () => {
    const growth = await stack.createBranch({ plan: 'growth' });
    expectError(await live(growth, '2026-03-13T12:00:00-06:00', open('1', 2)), 403, 'SVC_ERR_403', undefined);
    const branch = await stack.createBranch({ plan: 'pro' });
    const other = randomUUID();
    clock.set('2026-03-13T12:00:05-06:00');
    const foreign = await stack.request('POST', '/api/v1/live/update', {
      apiKey: branch.apiKey,
      idempotencyKey: randomUUID(),
      body: envelope('live-update', {
        branch_identifier: other,
        occurred_at: '2026-03-13T12:00:00-06:00',
        ...open('1', 2),
      }),
    });
    expectError(foreign, 404, 'SVC_ERR_404', 'data.attributes.branch_identifier', other);
    expectError(
      await live(branch, '2026-03-13T12:00:00-06:00', open('1', 0)),
      422,
      'SVC_ERR_422',
      'data.attributes.covers',
      0,
    );
    expectError(
      await live(branch, '2026-03-13T12:00:00-06:00', close('1', 10.5)),
      422,
      'SVC_ERR_422_CENTS',
      'data.attributes.total_cents',
      10.5,
    );
    expectError(
      await live(branch, '2026-03-13T12:00:00-06:00', { event: 'table_sat', table_id: '1' }),
      422,
      'SVC_ERR_422',
      'data.attributes.event',
      'table_sat',
    );
    clock.set('2026-03-13T12:30:00-06:00');
    const late = await stack.request('POST', '/api/v1/live/update', {
      apiKey: branch.apiKey,
      idempotencyKey: randomUUID(),
      body: envelope('live-update', {
        branch_identifier: branch.branchId,
        occurred_at: '2026-03-13T12:00:00-06:00',
        ...open('1', 2),
      }),
    });
    expectError(late, 422, 'SVC_ERR_422', 'data.attributes.occurred_at', '2026-03-13T12:00:00-06:00');
    expectError(
      await stack.request('POST', '/api/v1/live/update', {
        apiKey: branch.apiKey,
        body: envelope('live-update', {}),
      }),
      422,
      'SVC_ERR_422',
      'headers.X-Idempotency-Key',
    );
  });
});

describe('GET /api/v1/live/sales/today', () => {
  it('compares with last Friday up to 15:00 local and projects the day (hand-computed)', async () => {
    const branch = await stack.createBranch({ plan: 'pro' });
    await playWeek(branch);
    clock.set('2026-03-13T15:00:00-06:00');
    const response = await get(branch, 'sales/today', { branch_identifier: branch.branchId.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      type: 'live_sales',
      attributes: {
        as_of: '2026-03-13T15:00:00.000-06:00',
        total_sales_cents: 90000,
        covers_so_far: 6,
        tables_so_far: 2,
        avg_ticket_cents: 45000,
        // last Friday by 15:00: 40,000 + 60,000 = 100,000 and 6 covers → −10.0 % and 0.0 %
        vs_same_time_yesterday: { sales_pct_change: -10, covers_pct_change: 0 },
        // 90,000 × 250,000 / 100,000
        projected_day_total_cents: 225000,
        open_tables: 1,
        open_covers: 3,
      },
      meta: {
        period: { from: '2026-03-13', to: '2026-03-13' },
        branch_identifier: branch.branchId,
        snapshot_date: null,
        business_date: '2026-03-13',
        comparison: {
          date: '2026-03-06',
          until: '2026-03-06T15:00:00.000-06:00',
          source: 'live',
          sales_so_far_cents: 100000,
          covers_so_far: 6,
          full_day_sales_cents: 250000,
        },
      },
    });
  });

  it('answers the same from live days stored before the compact sales view (read whole)', async () => {
    const branch = await stack.createBranch({ plan: 'pro' });
    await playWeek(branch);
    clock.set('2026-03-13T15:00:00-06:00');
    const withView = await get(branch, 'sales/today');
    for (const date of ['2026-03-06', '2026-03-13']) {
      await stack.deps.db.send(
        new UpdateCommand({
          TableName: stack.deps.tableName,
          Key: keys.liveDay(branch.branchId, date),
          UpdateExpression: 'REMOVE sales_json',
          ConditionExpression: 'attribute_exists(sales_json)',
        }),
      );
    }
    const withoutView = await get(branch, 'sales/today');
    expect(withoutView.status).toBe(200);
    expect(withoutView.body.data).toEqual(withView.body.data);
    expect(withoutView.body.data.attributes).toMatchObject({ total_sales_cents: 90000, open_tables: 1 });
  });

  it('falls back to last week’s order lines by ordered_at when that day has no live data', async () => {
    const branch = await stack.createBranch({ plan: 'pro' });
    const line = (orderedAt: string | undefined, net: number) => ({
      item_name: 'Tacos',
      quantity: 1,
      unit_price_cents: net,
      subtotal_cents: net,
      net_total_cents: net,
      category_type: 'food',
      ...(orderedAt ? { ordered_at: orderedAt } : {}),
    });
    const orders = await stack.request('POST', '/api/v1/ingest/orders', {
      apiKey: branch.apiKey,
      idempotencyKey: randomUUID(),
      body: envelope('orders', {
        branch_identifier: branch.branchId,
        date: '2026-03-06',
        closing_type: 'zout',
        lines: [
          line('2026-03-06T13:10:00-06:00', 10000),
          line('2026-03-06T14:59:59-06:00', 5000),
          line('2026-03-06T15:00:01-06:00', 20000),
          line(undefined, 99999),
        ],
      }),
    });
    expect(orders.status).toBe(202);
    clock.set('2026-03-13T15:00:00-06:00');
    const before = await get(branch, 'sales/today');
    // Nothing closed yet today: sums are 0, what needs a table or a base is null.
    expect(before.body.data.attributes).toMatchObject({
      total_sales_cents: 0,
      tables_so_far: 0,
      avg_ticket_cents: null,
      vs_same_time_yesterday: { sales_pct_change: -100, covers_pct_change: null },
      projected_day_total_cents: null,
    });
    await ok(live(branch, '2026-03-13T13:00:00-06:00', close('1', 90000)));
    clock.set('2026-03-13T15:00:00-06:00');
    const response = await get(branch, 'sales/today');
    expect(response.body.data.attributes).toMatchObject({
      total_sales_cents: 90000,
      // 90,000 vs 15,000 → +500.0 %; order lines carry no covers
      vs_same_time_yesterday: { sales_pct_change: 500, covers_pct_change: null },
      // 90,000 × 35,000 / 15,000
      projected_day_total_cents: 210000,
    });
    expect(response.body.data.meta.comparison).toMatchObject({
      source: 'orders',
      full_day_sales_cents: 35000,
    });
  });

  it('has nothing to compare with on a new branch: nulls, never 0', async () => {
    const branch = await stack.createBranch({ plan: 'pro' });
    clock.set('2026-03-13T15:00:00-06:00');
    const response = await get(branch, 'sales/today');
    expect(response.body.data.attributes.vs_same_time_yesterday).toEqual({
      sales_pct_change: null,
      covers_pct_change: null,
    });
    expect(response.body.data.attributes.projected_day_total_cents).toBeNull();
    expect(response.body.data.meta.comparison.source).toBeNull();
  });

  it('keeps a table closed after midnight in the business day it opened in (05:00 cutoff)', async () => {
    const branch = await stack.createBranch({ plan: 'pro' });
    // Friday night: opened 23:30, closed 01:30 Saturday (before the default 05:00 cutoff).
    await ok(live(branch, '2026-03-13T23:30:00-06:00', open('9', 2)));
    await ok(live(branch, '2026-03-14T01:30:00-06:00', close('9', 30000)));
    clock.set('2026-03-14T02:00:00-06:00');
    const night = await get(branch, 'sales/today');
    expect(night.status).toBe(200);
    expect(night.body.data.meta.business_date).toBe('2026-03-13');
    expect(night.body.data.attributes).toMatchObject({
      total_sales_cents: 30000,
      covers_so_far: 2,
      tables_so_far: 1,
      open_tables: 0,
    });
    // After the cutoff the business day is Saturday, which has no sales yet.
    clock.set('2026-03-14T06:00:00-06:00');
    const morning = await get(branch, 'sales/today');
    expect(morning.body.data.meta.business_date).toBe('2026-03-14');
    expect(morning.body.data.attributes).toMatchObject({ total_sales_cents: 0, tables_so_far: 0 });
  });

  it('answers 404 for another branch_identifier and 403 below Pro', async () => {
    const branch = await stack.createBranch({ plan: 'pro' });
    const other = randomUUID();
    for (const path of ['sales/today', 'cash/balance', 'alerts/active']) {
      expectError(
        await get(branch, path, { branch_identifier: other }),
        404,
        'SVC_ERR_404',
        'query.branch_identifier',
        other,
      );
    }
    const growth = await stack.createBranch({ plan: 'growth' });
    expectError(await get(growth, 'sales/today'), 403, 'SVC_ERR_403', undefined);
  });
});

describe('GET /api/v1/live/cash/balance', () => {
  it('expected = opening + cash sales + in − out; status from today’s latest count', async () => {
    const branch = await stack.createBranch({ plan: 'pro' });
    const activity = async (occurredAt: string, event: string, detail: Record<string, unknown>) => {
      clock.set(new Date(Date.parse(occurredAt) + 5_000));
      const response = await stack.request('POST', '/api/v1/ingest/activity', {
        apiKey: branch.apiKey,
        idempotencyKey: randomUUID(),
        body: envelope('activity', {
          branch_identifier: branch.branchId,
          occurred_at: occurredAt,
          actor_name: 'Rosa Martínez',
          event,
          detail,
        }),
      });
      expect(response.status).toBe(202);
    };
    await activity('2026-03-13T08:05:00-06:00', 'cash_register.opened', {
      opening_balance_cents: 100000,
      shift: 'morning',
    });
    await ok(
      live(
        branch,
        '2026-03-13T13:00:00-06:00',
        close('1', 30000, [{ payment_type: 'cash', amount_cents: 30000, tips_cents: 2000 }]),
      ),
    );
    await ok(
      live(
        branch,
        '2026-03-13T14:00:00-06:00',
        close('2', 50000, [
          { payment_type: 'cash', amount_cents: 10000 },
          { payment_type: 'card_credit', amount_cents: 40000 },
        ]),
      ),
    );
    await ok(
      live(branch, '2026-03-13T14:10:00-06:00', {
        event: 'cash_movement',
        direction: 'in',
        amount_cents: 50000,
        reason: 'Cambio',
      }),
    );
    await ok(
      live(branch, '2026-03-13T14:20:00-06:00', {
        event: 'cash_movement',
        direction: 'out',
        amount_cents: 15000,
        reason: 'Hielo',
      }),
    );
    clock.set('2026-03-13T15:00:00-06:00');
    const before = await get(branch, 'cash/balance');
    expect(before.body.data.type).toBe('live_cash');
    expect(before.body.data.attributes).toEqual({
      as_of: '2026-03-13T15:00:00.000-06:00',
      opening_balance_cents: 100000,
      cash_sales_so_far_cents: 40000,
      cash_in_so_far_cents: 50000,
      cash_out_so_far_cents: 15000,
      // 100,000 + 40,000 + 50,000 − 15,000
      expected_balance_cents: 175000,
      status: 'green',
      last_count: null,
    });
    // A count at 16:00: expected 180,000, counted 176,400 → −3,600 = 2.0 % → yellow.
    await activity('2026-03-13T16:00:00-06:00', 'cash_register.closed', {
      expected_cents: 180000,
      counted_cents: 176400,
      type: 'xout',
    });
    clock.set('2026-03-13T16:05:00-06:00');
    const after = await get(branch, 'cash/balance');
    expect(after.body.data.attributes).toMatchObject({
      status: 'yellow',
      last_count: {
        at: '2026-03-13T16:00:00.000-06:00',
        source: 'cash_register.closed',
        expected_cents: 180000,
        variance_cents: -3600,
        variance_pct: 2,
      },
    });
  });

  it('has no expected balance without an opening (null, never 0)', async () => {
    const branch = await stack.createBranch({ plan: 'pro' });
    clock.set('2026-03-13T15:00:00-06:00');
    const response = await get(branch, 'cash/balance');
    expect(response.body.data.attributes).toMatchObject({
      opening_balance_cents: null,
      expected_balance_cents: null,
      status: 'green',
    });
  });
});

describe('GET /api/v1/live/alerts/active', () => {
  it('lists today’s alerts red first, with the live pace alert', async () => {
    const branch = await stack.createBranch({ plan: 'pro' });
    await playWeek(branch);
    const cancel = async (occurredAt: string, amount: number) => {
      clock.set(new Date(Date.parse(occurredAt) + 5_000));
      const response = await stack.request('POST', '/api/v1/ingest/activity', {
        apiKey: branch.apiKey,
        idempotencyKey: randomUUID(),
        body: envelope('activity', {
          branch_identifier: branch.branchId,
          occurred_at: occurredAt,
          actor_name: 'Luis Hernández',
          event: 'ticket.line_cancelled',
          detail: { item: 'Cerveza clara', amount_cents: amount },
        }),
      });
      expect(response.status).toBe(202);
    };
    await cancel('2026-03-13T13:10:00-06:00', 5500);
    await cancel('2026-03-13T13:50:00-06:00', 5500);
    await cancel('2026-03-13T14:20:00-06:00', 6000);
    clock.set('2026-03-13T15:00:00-06:00');
    const response = await get(branch, 'alerts/active');
    expect(response.status).toBe(200);
    expect(response.body.data.type).toBe('live_alerts');
    expect(response.body.data.attributes.alerts).toEqual([
      {
        severity: 'red',
        type: 'anomaly_cancellations',
        message:
          'Luis Hernández canceló 3 líneas entre las 13:10 y las 14:20 (hora local): Cerveza clara $55.00, Cerveza clara $55.00, Cerveza clara $60.00. Total $170.00.',
        triggered_at: '2026-03-13T14:20:05.000-06:00',
      },
      {
        severity: 'yellow',
        type: 'sales_down',
        message:
          'Hoy vas 10.0% abajo: $900.00 contra $1,000.00 a esta hora del mismo día de la semana pasada.',
        triggered_at: '2026-03-13T15:00:00.000-06:00',
      },
    ]);
    // Tomorrow (a new business date) starts with no stored alert.
    clock.set('2026-03-14T12:00:00-06:00');
    expect((await get(branch, 'alerts/active')).body.data.attributes.alerts).toEqual([]);
  });
});

describe('last week’s sales view copied into today’s live day', () => {
  const at = (local: string) => Date.parse(`${local}-06:00`);
  /** playWeek's last Friday as its compact view: [closed_at ms, total, covers] per closed table. */
  const lastFriday = {
    date: '2026-03-06',
    sales: {
      closes: [
        [at('2026-03-06T13:00:00'), 40000, 2],
        [at('2026-03-06T14:30:00'), 60000, 4],
        [at('2026-03-06T21:00:00'), 150000, 5],
      ],
      open_covers: [],
    },
  };
  const storedItem = async (branch: TestBranch, date: string) =>
    (
      await stack.deps.db.send(
        new GetCommand({
          TableName: stack.deps.tableName,
          Key: keys.liveDay(branch.branchId, date),
          ConsistentRead: true,
        }),
      )
    ).Item;
  const copyOf = async (branch: TestBranch, date: string) => {
    const item = await storedItem(branch, date);
    return typeof item?.last_week_sales_json === 'string' ? JSON.parse(item.last_week_sales_json) : undefined;
  };

  /** Calls the read use case directly with a client that records every command it sends (its round trips). */
  async function counted(
    branch: TestBranch,
    routeId: 'live-sales-today' | 'live-alerts-active',
    read: RouteUseCase<AnyResource>,
  ) {
    const { deps, sent } = countingDeps(stack.deps);
    const result = await read(deps, {
      requestId: randomUUID(),
      branch: (await getBranchProfile(stack.deps, branch.branchId))!,
      principal: { kind: 'api-key' },
      body: undefined,
      query: {},
      params: {},
      headers: () => undefined,
      now: clock.now(),
    });
    // As the route presents it, so it compares with the HTTP answer.
    return { body: presentResult(routeById(routeId), result).body as { data: unknown }, sent: sent.sort() };
  }

  it('is made by the day’s first update and kept by later ones; the read is one GetItem of today’s item', async () => {
    const branch = await stack.createBranch({ plan: 'pro' });
    // Last Friday, then today's first event: it creates today's item with the copy.
    await playWeek(branch);
    expect(await copyOf(branch, '2026-03-13')).toEqual(lastFriday);
    // Last Friday's own item got its comparison day too (2026-02-27, no live data): the marker.
    expect(await copyOf(branch, '2026-03-06')).toEqual({ date: '2026-02-27', sales: null });

    // Rewrite last Friday's view behind the service's back (no live update can: its window closed):
    // a later update of today must not copy it again, and the read must not look at it.
    await stack.deps.db.send(
      new UpdateCommand({
        TableName: stack.deps.tableName,
        Key: keys.liveDay(branch.branchId, '2026-03-06'),
        UpdateExpression: 'SET sales_json = :sales',
        ExpressionAttributeValues: {
          ':sales': JSON.stringify({ closes: [[at('2026-03-06T12:00:00'), 1, 1]], open_covers: [] }),
        },
      }),
    );
    const versionBefore = (await storedItem(branch, '2026-03-13'))!.version;
    await ok(live(branch, '2026-03-13T14:50:00-06:00', open('5', 2)));
    const item = await storedItem(branch, '2026-03-13');
    expect(item!.version).toBe(versionBefore + 1);
    expect(JSON.parse(item!.last_week_sales_json)).toEqual(lastFriday);

    clock.set('2026-03-13T15:00:00-06:00');
    const sales = await counted(branch, 'live-sales-today', getLiveSales);
    expect(sales.sent).toEqual(['GetCommand']);
    // The hand-computed figures of the first sales test, from the copy (table 5 adds 2 open covers).
    expect(sales.body.data).toMatchObject({
      attributes: {
        total_sales_cents: 90000,
        vs_same_time_yesterday: { sales_pct_change: -10, covers_pct_change: 0 },
        projected_day_total_cents: 225000,
        open_tables: 2,
        open_covers: 5,
      },
      meta: { comparison: { source: 'live', sales_so_far_cents: 100000, full_day_sales_cents: 250000 } },
    });
    expect((await get(branch, 'sales/today')).body.data).toEqual(sales.body.data);
    // The pace alert reads the same single item, beside the Query of today's alerts.
    const alerts = await counted(branch, 'live-alerts-active', getLiveAlerts);
    expect(alerts.sent).toEqual(['GetCommand', 'QueryCommand']);
    expect(alerts.body.data).toMatchObject({
      attributes: { alerts: [{ severity: 'yellow', type: 'sales_down' }] },
    });
  });

  it('answers the same with and without the copy (an item stored before copies); the next update adds it', async () => {
    const branch = await stack.createBranch({ plan: 'pro' });
    await playWeek(branch);
    clock.set('2026-03-13T15:00:00-06:00');
    const withCopy = await counted(branch, 'live-sales-today', getLiveSales);
    const alertsWithCopy = await counted(branch, 'live-alerts-active', getLiveAlerts);
    expect(withCopy.sent).toEqual(['GetCommand']);

    await stack.deps.db.send(
      new UpdateCommand({
        TableName: stack.deps.tableName,
        Key: keys.liveDay(branch.branchId, '2026-03-13'),
        UpdateExpression: 'REMOVE last_week_sales_json',
        ConditionExpression: 'attribute_exists(last_week_sales_json)',
      }),
    );
    const withoutCopy = await counted(branch, 'live-sales-today', getLiveSales);
    expect(withoutCopy.sent).toEqual(['BatchGetCommand', 'GetCommand']);
    expect(withoutCopy.body).toEqual(withCopy.body);
    expect((await counted(branch, 'live-alerts-active', getLiveAlerts)).body).toEqual(alertsWithCopy.body);
    expect((await get(branch, 'sales/today')).body).toEqual(withCopy.body);

    // A cash movement changes no sales figure; its rewrite of the item stores the copy again.
    await ok(
      live(branch, '2026-03-13T14:55:00-06:00', {
        event: 'cash_movement',
        direction: 'out',
        amount_cents: 1000,
        reason: 'Hielo',
      }),
    );
    expect(await copyOf(branch, '2026-03-13')).toEqual(lastFriday);
    clock.set('2026-03-13T15:00:00-06:00');
    const again = await counted(branch, 'live-sales-today', getLiveSales);
    expect(again.sent).toEqual(['GetCommand']);
    expect(again.body).toEqual(withCopy.body);
  });

  it('marks a last week without live data; the read falls back to its order lines, read at request time', async () => {
    const branch = await stack.createBranch({ plan: 'pro' });
    const line = (orderedAt: string, net: number) => ({
      item_name: 'Tacos',
      quantity: 1,
      unit_price_cents: net,
      subtotal_cents: net,
      net_total_cents: net,
      category_type: 'food',
      ordered_at: orderedAt,
    });
    const ingestOrders = async (lines: unknown[]) => {
      const response = await stack.request('POST', '/api/v1/ingest/orders', {
        apiKey: branch.apiKey,
        idempotencyKey: randomUUID(),
        body: envelope('orders', {
          branch_identifier: branch.branchId,
          date: '2026-03-06',
          closing_type: 'zout',
          lines,
        }),
      });
      expect(response.status, JSON.stringify(response.body)).toBe(202);
    };
    await ingestOrders([line('2026-03-06T13:10:00-06:00', 10000), line('2026-03-06T20:00:00-06:00', 30000)]);
    await ok(live(branch, '2026-03-13T13:00:00-06:00', close('1', 20000)));
    expect(await copyOf(branch, '2026-03-13')).toEqual({ date: '2026-03-06', sales: null });

    clock.set('2026-03-13T15:00:00-06:00');
    const first = await counted(branch, 'live-sales-today', getLiveSales);
    // One GetItem, then the order documents' Query (the marker says there is no live view to read).
    expect(first.sent).toEqual(['GetCommand', 'QueryCommand']);
    expect(first.body.data).toMatchObject({
      attributes: {
        total_sales_cents: 20000,
        // 20,000 vs 10,000 by 15:00 → +100.0 %; 20,000 × 40,000 / 10,000
        vs_same_time_yesterday: { sales_pct_change: 100, covers_pct_change: null },
        projected_day_total_cents: 80000,
      },
      meta: { comparison: { source: 'orders', sales_so_far_cents: 10000, full_day_sales_cents: 40000 } },
    });

    // A late orders document of last Friday, after the copy was made, still counts: only the marker was copied.
    await ingestOrders([line('2026-03-06T14:00:00-06:00', 10000)]);
    clock.set('2026-03-13T15:00:00-06:00');
    const later = await get(branch, 'sales/today');
    expect(later.body.data).toMatchObject({
      attributes: {
        // 20,000 vs 20,000 → 0.0 %; 20,000 × 50,000 / 20,000
        vs_same_time_yesterday: { sales_pct_change: 0, covers_pct_change: null },
        projected_day_total_cents: 50000,
      },
      meta: { comparison: { source: 'orders', sales_so_far_cents: 20000, full_day_sales_cents: 50000 } },
    });
  });

  it('reads both views when today has no live data yet (nothing to hold the copy)', async () => {
    const branch = await stack.createBranch({ plan: 'pro' });
    await ok(live(branch, '2026-03-06T13:00:00-06:00', close('1', 40000)));
    clock.set('2026-03-13T15:00:00-06:00');
    const sales = await counted(branch, 'live-sales-today', getLiveSales);
    expect(sales.sent).toEqual(['BatchGetCommand', 'GetCommand']);
    expect(sales.body.data).toMatchObject({
      attributes: {
        total_sales_cents: 0,
        tables_so_far: 0,
        vs_same_time_yesterday: { sales_pct_change: -100, covers_pct_change: null },
        projected_day_total_cents: null,
      },
      meta: { comparison: { source: 'live', sales_so_far_cents: 40000, full_day_sales_cents: 40000 } },
    });
  });
});
