/**
 * The client against the real local stack (handlers, HTTP server, DynamoDB Local, zout pipeline):
 * the stack stops in the middle of a day (after orders, discounts and cancellations), the client
 * works through its four attempts and leaves the payments pending, the POS closes; the stack starts
 * again on the same table and port, the POS starts again (`client.start()`), and the day arrives
 * exactly once: each document stored once, the day built once, and the figures read back are the
 * day that was sent (the end-of-day fixture: 4,602.00 MXN, a 150.00 shortage).
 *
 * Time runs 100× faster for the client (5 s → 50 ms, 5 min → 3 s; the 15 s timeout stays 15 s):
 * the exact schedule is the unit tests' job (test/unit/schedule.test.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '../../../../local/stack.ts';
import { readDay } from '../../../../shared/storage/day-store.ts';
import * as fixture from '../../../../test/fixtures/end-of-day.ts';
import {
  dynamoDbEndpoint,
  manualClock,
  startTestStack,
  type TestBranch,
  type TestStack,
} from '../../../../test/support/stack.ts';
import { type ClosedDay, createPosClient, type PosClient, type Timers } from '../../src/index.ts';

const SCALE = 100;
const epoch = Date.now();
const fastTimers: Partial<Timers> = {
  now: () => epoch + (Date.now() - epoch) * SCALE,
  setTimeout: (callback, ms) => setTimeout(callback, ms / SCALE),
};

// 01:35 on Saturday in Mexico City: the business day being closed is Friday 2026-03-06.
const clock = manualClock('2026-03-07T07:35:00.000Z');
let first: TestStack;
let second: LocalStack | undefined;
let branch: TestBranch;
let directory: string;
let port: number;

/** Every request the POS made: its idempotency key and what became of it. */
const sent: { key: string; outcome: number | 'network' }[] = [];
let outage: Promise<void> | undefined;

/** The POS's fetch; the first payments request finds the stack being stopped (the outage begins). */
const posFetch: typeof fetch = async (input, init) => {
  const key = new Headers(init?.headers).get('x-idempotency-key') ?? '';
  if (key === `${fixture.CLOSING_ID}-payments` && outage === undefined) outage = first.close();
  await outage;
  try {
    const response = await fetch(input, init);
    sent.push({ key, outcome: response.status });
    return response;
  } catch (error) {
    sent.push({ key, outcome: 'network' });
    throw error;
  }
};

function client(): PosClient {
  return createPosClient({
    baseUrl: `http://127.0.0.1:${port}`,
    directory,
    apiKey: branch.apiKey,
    branchId: branch.branchId,
    fetch: posFetch,
    timers: fastTimers,
    ingestTimeoutMs: 15_000 * SCALE,
    logger: { warn: () => {}, error: () => {} },
  });
}

function closedDay(branchId: string): ClosedDay {
  const [orders, discounts, cancellations, payments, sales, zout] = fixture
    .endOfDayCalls(branchId)
    .map((call) => call.body.data);
  return {
    closingId: fixture.CLOSING_ID,
    meta: orders!.meta as ClosedDay['meta'],
    orders: orders!.attributes as unknown as ClosedDay['orders'],
    discounts: discounts!.attributes as unknown as ClosedDay['discounts'],
    cancellations: cancellations!.attributes as unknown as ClosedDay['cancellations'],
    payments: payments!.attributes as unknown as ClosedDay['payments'],
    sales: sales!.attributes as unknown as ClosedDay['sales'],
    cashRegister: zout!.attributes as unknown as ClosedDay['cashRegister'],
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  first = await startTestStack({ clock });
  port = Number(new URL(first.url).port);
  branch = await first.createBranch({
    plan: 'enterprise',
    timezone: fixture.TIME_ZONE,
    name: 'La Esquina del Sabor',
  });
  directory = await mkdtemp(join(tmpdir(), 'pos-client-outage-'));
});
afterAll(async () => {
  if (outage === undefined) await first?.close();
  await second?.close();
  // The client's folder (outbox, state) of this run: left behind, one a run piled up in /tmp.
  await rm(directory, { recursive: true, force: true });
});

describe('a day across a stack outage and a POS restart', () => {
  it('setup goes first: categories, then the catalog', async () => {
    const pos = client();
    await pos.start();
    expect(await pos.sendCategories(fixture.CATEGORIES)).toMatchObject({ queued: true });
    expect(await pos.sendCatalog(fixture.CATALOG_ITEMS as never)).toMatchObject({ queued: true });
    await pos.idle();
    await pos.stop();
    expect(sent.map((request) => request.outcome)).toEqual([200, 200]);
  });

  it('the stack stops after three documents; the payments go pending, the rest of the day waits', async () => {
    const pos = client();
    await pos.start();
    expect(await pos.sendDay(closedDay(branch.branchId))).toMatchObject({ queued: true });
    const status = await until(
      () => pos.status(),
      (current) => current.pending === 1,
    );
    expect(status).toMatchObject({ queued: 2, pending: 1, blocked: 0, deadLettered: 0 });
    expect(status.lastSuccess).toMatchObject({
      resource: 'cancellations',
      idempotencyKey: `${fixture.CLOSING_ID}-cancellations`,
    });
    expect(sent.slice(2)).toEqual([
      { key: `${fixture.CLOSING_ID}-orders`, outcome: 202 },
      { key: `${fixture.CLOSING_ID}-discounts`, outcome: 202 },
      { key: `${fixture.CLOSING_ID}-cancellations`, outcome: 202 },
      // attempt 1 at once, then +5 s, +30 s, +5 min (scaled): all four find no server
      ...Array.from({ length: 4 }, () => ({ key: `${fixture.CLOSING_ID}-payments`, outcome: 'network' })),
    ]);
    await pos.stop(); // the POS closes for the night
  });

  it('the stack and the POS start again: the day arrives exactly once, with the figures sent', async () => {
    second = await startLocalStack({
      endpoint: dynamoDbEndpoint(),
      tableName: first.deps.tableName,
      port,
      stage: 'sandbox',
      clock,
      keyCacheTtlMs: 60_000,
    });
    const pos = client();
    await pos.start();
    await pos.idle();
    expect(await pos.status()).toMatchObject({
      queued: 0,
      pending: 0,
      blocked: 0,
      deadLettered: 0,
      lastSuccess: { resource: 'cash-register', idempotencyKey: fixture.CLOSING_ID },
    });
    expect(sent.slice(9)).toEqual([
      { key: `${fixture.CLOSING_ID}-payments`, outcome: 202 },
      { key: `${fixture.CLOSING_ID}-sales`, outcome: 202 },
      { key: fixture.CLOSING_ID, outcome: 202 },
    ]);
    await second.pipeline!.drain();
    await pos.stop();

    // Stored once each, and the day built once (revision 6: six documents, one zout).
    const day = await readDay(second.deps, branch.branchId, fixture.BUSINESS_DATE);
    expect(day.documents.map((document) => document.resource).sort()).toEqual([
      'cancellations',
      'cash-register',
      'discounts',
      'orders',
      'payments',
      'sales',
    ]);
    expect(day.state).toMatchObject({ closed: true, zout_count: 1, revision: 6 });

    const read = async (path: string) => {
      const url = new URL(`/api/v1/intelligence/${path}`, second!.url);
      url.searchParams.set('branch_identifier', branch.branchId);
      url.searchParams.set('date_from', fixture.BUSINESS_DATE);
      url.searchParams.set('date_to', fixture.BUSINESS_DATE);
      const response = await fetch(url, { headers: { 'X-API-Key': branch.apiKey } });
      expect(response.status).toBe(200);
      // biome-ignore lint/suspicious/noExplicitAny: the test reads members of the JSON answer
      return ((await response.json()) as { data: { attributes: any } }).data.attributes;
    };
    const summary = await read('sales/summary');
    expect(summary.total_sales_cents).toBe(fixture.EXPECTED.net_sales_cents);
    const reconciliation = await read('sales/reconciliation');
    expect(reconciliation.records).toEqual([
      expect.objectContaining({
        date: fixture.BUSINESS_DATE,
        folio: fixture.CLOSING_ID,
        cashier: 'Rosa Martínez',
        cash_cents: fixture.EXPECTED.cash.cash_sales_cents,
        card_cents: fixture.EXPECTED.cash.card_sales_cents,
        total_cents: fixture.EXPECTED.net_sales_cents,
        variance_cents: fixture.EXPECTED.cash.variance_cents,
      }),
    ]);
    expect(reconciliation.totals).toMatchObject({
      grand_total_cents: fixture.EXPECTED.net_sales_cents,
      variance_cents: fixture.EXPECTED.cash.variance_cents,
    });
  });
});
