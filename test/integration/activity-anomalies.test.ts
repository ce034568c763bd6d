/**
 * Loss-prevention anomalies raised at activity ingest, on the local stack: what the owner sees in
 * /intelligence/alerts and what goes out as `alert.triggered`. The branch is in America/Mexico_City
 * (UTC−6); the business date is 2026-03-06.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ServiceEvent } from '#shared/adapters/events.ts';
import { webhookPayload } from '#shared/domain/responses/webhook-events.ts';
import { readPriceHistory } from '#shared/storage/anomaly-store.ts';
import { recordDayPrices } from '#shared/use-cases/live/price-history.ts';
import {
  activityCalls,
  BUSINESS_DATE,
  endOfDayCalls,
  type FixtureCall,
  setupCalls,
} from '../fixtures/end-of-day.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { envelope } from './ingest-support.ts';

const clock = manualClock('2026-03-06T20:00:00-06:00');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack.close());

/** Posts an activity event with the clock 5 s after it happened. */
async function activity(
  branch: TestBranch,
  occurredAt: string,
  attributes: Record<string, unknown>,
  key: string = randomUUID(),
) {
  clock.set(new Date(Date.parse(occurredAt) + 5_000));
  const response = await stack.request('POST', '/api/v1/ingest/activity', {
    apiKey: branch.apiKey,
    idempotencyKey: key,
    body: envelope('activity', {
      branch_identifier: branch.branchId,
      occurred_at: occurredAt,
      ...attributes,
    }),
  });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response;
}

const cancellation = (actor: string, item: string, amount: number) => ({
  actor_name: actor,
  actor_role: 'waiter',
  event: 'ticket.line_cancelled',
  detail: { item, amount_cents: amount, reason: 'Capturado por error' },
});

async function alertsOf(branch: TestBranch, date = BUSINESS_DATE) {
  const response = await stack.request('GET', '/api/v1/intelligence/alerts', {
    apiKey: branch.apiKey,
    query: { branch_identifier: branch.branchId, date_from: date, date_to: date },
  });
  expect(response.status).toBe(200);
  return response.body.data.attributes as { total_count: number; alerts: Array<Record<string, any>> };
}

const triggered = (branch: TestBranch, type?: string) =>
  stack.bus.published.filter(
    (event: ServiceEvent) =>
      event.branch_identifier === branch.branchId &&
      event.event === 'alert.triggered' &&
      (type === undefined || alertOf(event).type === type),
  );

/** The alert an `alert.triggered` carries: under `data.alert`, as from every producer. */
const alertOf = (event: ServiceEvent) => (event.data as { alert: Record<string, any> }).alert;

describe('anomaly_cancellations', () => {
  it('raises one red alert at the third cancellation within 2 hours (20:10 → 22:05), grows it, never duplicates', async () => {
    const branch = await stack.createBranch({ plan: 'growth' });
    await activity(
      branch,
      '2026-03-06T20:10:00-06:00',
      cancellation('Luis Hernández', 'Cerveza clara', 5500),
    );
    await activity(branch, '2026-03-06T21:00:00-06:00', cancellation('Luis Hernández', 'Arrachera', 18900));
    // Another waiter's cancellations never count toward Luis's window.
    await activity(branch, '2026-03-06T21:30:00-06:00', cancellation('María López', 'Café de olla', 3500));
    expect((await alertsOf(branch)).total_count).toBe(0);

    await activity(
      branch,
      '2026-03-06T22:05:00-06:00',
      cancellation('  luis hernández', 'Agua de jamaica', 3000),
    );
    const after = await alertsOf(branch);
    expect(after.alerts).toEqual([
      {
        id: expect.stringMatching(
          /^2026-03-06:anomaly_cancellations:[0-9a-f]{16}#2026-03-07T02:10:00\.000Z$/,
        ),
        severity: 'red',
        type: 'anomaly_cancellations',
        // Named as first written in the window (Luis's 20:10 event), whatever the later events spelt.
        title: 'Cancelaciones repetidas de Luis Hernández',
        message:
          'Luis Hernández canceló 3 líneas entre las 20:10 y las 22:05 (hora local): Cerveza clara $55.00, Arrachera $189.00, Agua de jamaica $30.00. Total $274.00.',
        action: expect.any(String),
        created_at: '2026-03-06T22:05:05.000-06:00',
      },
    ]);
    expect(triggered(branch)).toHaveLength(1);
    // The documented payload: the alert as /intelligence/alerts shows it (created_at with the
    // branch's offset) plus its business date, under `data.alert`; the schema of the OpenAPI
    // document's webhooks section accepts it.
    const event = triggered(branch)[0]!;
    expect(event.data).toEqual({ alert: { ...after.alerts[0], date: BUSINESS_DATE } });
    const parsed = z.safeParse(webhookPayload('alert.triggered'), { id: 'evt-1', ...event });
    expect(parsed.success, parsed.success ? '' : z.prettifyError(parsed.error)).toBe(true);

    // A fourth at 22:30 is the same anomaly: the alert grows (4 lines, window to 22:30), no new event.
    const key = randomUUID();
    await activity(
      branch,
      '2026-03-06T22:30:00-06:00',
      cancellation('Luis Hernández', 'Tacos al pastor', 4500),
      key,
    );
    const grown = await alertsOf(branch);
    expect(grown.total_count).toBe(1);
    expect(grown.alerts[0]!.id).toBe(after.alerts[0]!.id);
    expect(grown.alerts[0]!.message).toContain('canceló 4 líneas entre las 20:10 y las 22:30 (hora local)');
    expect(grown.alerts[0]!.created_at).toBe('2026-03-06T22:05:05.000-06:00');
    expect(triggered(branch)).toHaveLength(1);

    // The POS retrying that request gets its answer replayed: nothing is evaluated again.
    const retry = await activity(
      branch,
      '2026-03-06T22:30:00-06:00',
      cancellation('Luis Hernández', 'Tacos al pastor', 4500),
      key,
    );
    expect(retry.status).toBe(200);
    expect((await alertsOf(branch)).alerts[0]!.message).toBe(grown.alerts[0]!.message);
  });

  it('does not raise an alert for cancellations 2 hours and 1 second apart, nor without an actor', async () => {
    const branch = await stack.createBranch({ plan: 'growth' });
    await activity(branch, '2026-03-06T18:00:00-06:00', cancellation('Ana Ruiz', 'Café de olla', 3500));
    await activity(branch, '2026-03-06T19:00:00-06:00', cancellation('Ana Ruiz', 'Café de olla', 3500));
    await activity(branch, '2026-03-06T20:00:01-06:00', cancellation('Ana Ruiz', 'Café de olla', 3500));
    for (const at of ['21:00', '21:01', '21:02']) {
      await activity(branch, `2026-03-06T${at}:00-06:00`, {
        event: 'ticket.line_cancelled',
        detail: { amount_cents: 100 },
      });
    }
    expect((await alertsOf(branch)).total_count).toBe(0);
    expect(triggered(branch)).toEqual([]);
  });

  it('raises exactly one alert when the third and fourth cancellations arrive at the same time', async () => {
    const branch = await stack.createBranch({ plan: 'growth' });
    await activity(branch, '2026-03-06T20:00:00-06:00', cancellation('Jorge Pérez', 'Cerveza clara', 5500));
    await activity(branch, '2026-03-06T20:01:00-06:00', cancellation('Jorge Pérez', 'Cerveza clara', 5500));
    clock.set('2026-03-06T20:03:00-06:00');
    const send = (at: string) =>
      stack.request('POST', '/api/v1/ingest/activity', {
        apiKey: branch.apiKey,
        idempotencyKey: randomUUID(),
        body: envelope('activity', {
          branch_identifier: branch.branchId,
          occurred_at: at,
          ...cancellation('Jorge Pérez', 'Cerveza clara', 5500),
        }),
      });
    const answers = await Promise.all([send('2026-03-06T20:02:00-06:00'), send('2026-03-06T20:02:30-06:00')]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    const alerts = await alertsOf(branch);
    expect(alerts.total_count).toBe(1);
    expect(alerts.alerts[0]!.message).toContain('canceló 4 líneas');
    expect(triggered(branch)).toHaveLength(1);
  });
});

describe('anomaly dates and the business-day cutoff', () => {
  it('counts cancellations after midnight, before the 05:00 cutoff, in the night they belong to', async () => {
    const branch = await stack.createBranch({ plan: 'growth' });
    await activity(branch, '2026-03-06T23:50:00-06:00', cancellation('Luis Hernández', 'Mezcal', 9000));
    await activity(branch, '2026-03-07T00:30:00-06:00', cancellation('Luis Hernández', 'Tacos', 12000));
    await activity(branch, '2026-03-07T01:40:00-06:00', cancellation('Luis Hernández', 'Cerveza', 5500));
    // One episode of the business day 2026-03-06, not two calendar days of fewer cancellations.
    const night = await alertsOf(branch, '2026-03-06');
    expect(night.alerts).toHaveLength(1);
    expect(night.alerts[0]).toMatchObject({ type: 'anomaly_cancellations', severity: 'red' });
    expect(night.alerts[0]!.id).toMatch(/^2026-03-06:anomaly_cancellations:/);
    expect((await alertsOf(branch, '2026-03-07')).total_count).toBe(0);
    expect(triggered(branch, 'anomaly_cancellations')).toHaveLength(1);
  });
});

describe('void_alert', () => {
  it('is yellow at the second void by one user within 4 hours and red at the third (published again)', async () => {
    const branch = await stack.createBranch({ plan: 'growth' });
    const voided = (ticket: string, total: number) => ({
      actor_name: 'Rosa Martínez',
      event: 'ticket.voided',
      ref_type: 'ticket',
      ref_id: ticket,
      detail: { ticket_total_cents: total, items_count: 3, reason: 'Cliente se retiró' },
    });
    await activity(branch, '2026-03-06T17:00:00-06:00', voided('T-1', 45000));
    expect((await alertsOf(branch)).total_count).toBe(0);
    await activity(branch, '2026-03-06T20:30:00-06:00', voided('T-2', 30000));
    const yellow = await alertsOf(branch);
    expect(yellow.alerts.map((alert) => [alert.type, alert.severity])).toEqual([['void_alert', 'yellow']]);
    expect(yellow.alerts[0]!.message).toBe(
      'Rosa Martínez anuló 2 tickets entre las 17:00 y las 20:30 (hora local): ticket T-1 $450.00, ticket T-2 $300.00. Total $750.00.',
    );
    await activity(branch, '2026-03-06T20:45:00-06:00', voided('T-3', 10000));
    const red = await alertsOf(branch);
    expect(red.alerts.map((alert) => [alert.type, alert.severity])).toEqual([['void_alert', 'red']]);
    expect(triggered(branch).map((event) => alertOf(event).severity)).toEqual(['yellow', 'red']);
  });
});

describe('anomaly_new_login', () => {
  const login = (actor: string, device: string, ip: string) => ({
    actor_name: actor,
    actor_role: 'cashier',
    event: 'user.login',
    detail: { device, ip },
  });

  it('never alerts on the first login; alerts once per new device or ip, also under concurrent logins', async () => {
    const branch = await stack.createBranch({ plan: 'growth' });
    await activity(branch, '2026-03-06T08:00:00-06:00', login('Rosa Martínez', 'Caja 1', '192.168.1.20'));
    await activity(branch, '2026-03-06T12:00:00-06:00', login('ROSA MARTÍNEZ', 'Caja 1', '192.168.1.20'));
    expect((await alertsOf(branch)).total_count).toBe(0);

    await activity(
      branch,
      '2026-03-06T13:00:00-06:00',
      login('Rosa Martínez', 'iPhone de Rosa', '192.168.1.20'),
    );
    const alerts = await alertsOf(branch);
    expect(alerts.alerts).toEqual([
      expect.objectContaining({
        severity: 'yellow',
        type: 'anomaly_new_login',
        message:
          'Rosa Martínez inició sesión a las 13:00 (hora local) desde el dispositivo «iPhone de Rosa», que nunca había usado en esta sucursal.',
      }),
    ]);
    // Known now: the same device again is not new.
    await activity(
      branch,
      '2026-03-06T13:30:00-06:00',
      login('Rosa Martínez', 'iPhone de Rosa', '192.168.1.20'),
    );
    expect((await alertsOf(branch)).total_count).toBe(1);

    clock.set('2026-03-06T14:00:05-06:00');
    const send = () =>
      stack.request('POST', '/api/v1/ingest/activity', {
        apiKey: branch.apiKey,
        idempotencyKey: randomUUID(),
        body: envelope('activity', {
          branch_identifier: branch.branchId,
          occurred_at: '2026-03-06T14:00:00-06:00',
          ...login('Rosa Martínez', 'Caja 1', '201.141.7.9'),
        }),
      });
    expect((await Promise.all([send(), send()])).map((answer) => answer.status)).toEqual([202, 202]);
    const after = await alertsOf(branch);
    expect(after.alerts.filter((alert) => alert.message.includes('la IP 201.141.7.9'))).toHaveLength(1);
    expect(triggered(branch, 'anomaly_new_login')).toHaveLength(2);
  });
});

describe('anomaly_new_login on a user’s first login at the branch', () => {
  const login = (actor: string, device: string, ip: string) => ({
    actor_name: actor,
    actor_role: 'waiter',
    event: 'user.login',
    detail: { device, ip },
  });

  it('alerts when the device or ip is new to the branch, not when another user already used it', async () => {
    const branch = await stack.createBranch({ plan: 'growth' });
    const known = { device: 'Comandera 1', ip: '192.168.1.30' };
    // The branch's very first login: nothing to compare with.
    await activity(branch, '2026-03-06T08:00:00-06:00', login('Ana López', known.device, known.ip));
    // Luis's first login, from what Ana already used here: not new to the branch.
    await activity(branch, '2026-03-06T08:10:00-06:00', login('Luis Hernández', known.device, known.ip));
    expect((await alertsOf(branch)).total_count).toBe(0);
    // Jorge's first login, from a device and ip nobody used at this branch.
    const stranger = { device: 'Tableta sin registro', ip: '201.141.7.9' };
    await activity(branch, '2026-03-06T08:20:00-06:00', login('Jorge Ramírez', stranger.device, stranger.ip));
    const { alerts } = await alertsOf(branch);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'anomaly_new_login',
        severity: 'yellow',
        message: `Jorge Ramírez inició sesión por primera vez en esta sucursal a las 08:20 (hora local) desde el dispositivo «${stranger.device}» y la IP ${stranger.ip}, que nadie había usado aquí.`,
      }),
    ]);
    expect(triggered(branch, 'anomaly_new_login')).toHaveLength(1);
  });
});

describe('anomaly_price_override', () => {
  const override = (item: string, original: number, next: number, ticket: string) => ({
    actor_name: 'María López',
    event: 'ticket.price_overridden',
    ref_type: 'ticket',
    ref_id: ticket,
    detail: { item, original_cents: original, new_cents: next, ticket_id: ticket },
  });

  it('compares with the catalog price and the 90-day order-line prices (±20 %), once per ticket line', async () => {
    const branch = await stack.createBranch({ plan: 'growth' });
    for (const call of setupCalls(branch.branchId)) {
      const response = await stack.request('POST', call.path, {
        apiKey: branch.apiKey,
        idempotencyKey: call.idempotencyKey,
        body: call.body,
      });
      expect(response.status).toBe(200);
    }
    // Catalog: Cerveza clara 5,500 → allowed [4,400, 6,600].
    await activity(branch, '2026-03-06T19:00:00-06:00', override('Cerveza clara', 5500, 6600, 'T-1'));
    await activity(branch, '2026-03-06T19:01:00-06:00', override('CERVEZA  clara', 5500, 4400, 'T-2'));
    expect((await alertsOf(branch)).total_count).toBe(0);
    await activity(branch, '2026-03-06T19:02:00-06:00', override('Cerveza clara', 5500, 2000, 'T-3'));
    await activity(branch, '2026-03-06T19:03:00-06:00', override('Cerveza clara', 2000, 1000, 'T-3'));
    const alerts = await alertsOf(branch);
    expect(alerts.alerts).toEqual([
      expect.objectContaining({
        severity: 'red',
        type: 'anomaly_price_override',
        message:
          'María López cambió el precio de Cerveza clara de $55.00 a $20.00 a las 19:02 (hora local); su rango de los últimos 90 días es $55.00–$55.00.',
      }),
    ]);

    // An item with no catalog entry and no history: no range, no alert.
    await activity(branch, '2026-03-06T19:04:00-06:00', override('Mezcal especial', 20000, 100, 'T-4'));
    expect((await alertsOf(branch)).total_count).toBe(1);

    // With order-line history (recorded by the aggregator) the range widens: 9,000–12,000 → [7,200, 14,400].
    await recordDayPrices(stack.deps, branch.branchId, '2026-02-20', [
      { item_name: 'Mezcal especial', unit_price_cents: 12000 },
      { item_name: 'Mezcal especial', unit_price_cents: 9000 },
    ]);
    await activity(branch, '2026-03-06T19:05:00-06:00', override('Mezcal especial', 12000, 7200, 'T-5'));
    expect((await alertsOf(branch)).total_count).toBe(1);
    await activity(branch, '2026-03-06T19:06:00-06:00', override('Mezcal especial', 12000, 14401, 'T-6'));
    expect((await alertsOf(branch)).total_count).toBe(2);
    expect(triggered(branch, 'anomaly_price_override')).toHaveLength(2);
  });
});

describe('the daily aggregation and anomaly alerts', () => {
  async function send(branch: TestBranch, call: FixtureCall) {
    const response = await stack.request('POST', call.path, {
      apiKey: branch.apiKey,
      idempotencyKey: call.idempotencyKey,
      body: call.body,
    });
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  }

  it('a zout build and a rebuild keep the anomaly alerts, and record the day’s prices', async () => {
    const branch = await stack.createBranch();
    for (const call of setupCalls(branch.branchId)) await send(branch, call);
    for (const call of activityCalls(branch.branchId)) {
      clock.set((call.body.data.attributes as { occurred_at: string }).occurred_at);
      await send(branch, call);
    }
    // Luis's fixture cancellation at 20:10 plus two more: an anomaly of the fixture day.
    await activity(
      branch,
      '2026-03-06T20:40:00-06:00',
      cancellation('Luis Hernández', 'Cerveza clara', 5500),
    );
    await activity(
      branch,
      '2026-03-06T21:15:00-06:00',
      cancellation('Luis Hernández', 'Cerveza clara', 5500),
    );
    expect((await alertsOf(branch)).alerts.map((alert) => alert.type)).toEqual(['anomaly_cancellations']);

    clock.set('2026-03-07T01:36:00-06:00');
    for (const call of endOfDayCalls(branch.branchId)) await send(branch, call);
    await stack.pipeline!.drain();
    const built = (await alertsOf(branch)).alerts.map((alert) => alert.type).sort();
    expect(built).toContain('anomaly_cancellations');
    expect(built.length).toBeGreaterThan(1);

    // Late data regenerates the day: the anomaly is still there.
    await send(branch, { ...endOfDayCalls(branch.branchId)[0]!, idempotencyKey: randomUUID() });
    await stack.pipeline!.drain();
    expect((await alertsOf(branch)).alerts.map((alert) => alert.type).sort()).toEqual(built);

    const history = await readPriceHistory(stack.deps, branch.branchId);
    expect(history['cerveza clara']).toEqual({ '5500': BUSINESS_DATE });
  });
});
