/**
 * The spec's end-of-day order and key scheme, and FIFO per branch: a branch's documents go in the
 * order they were queued (a day's zout after its other documents, a later day after an earlier one,
 * the catalog after the categories), whatever one of them waits for; another branch does not wait.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPosClient, type PosClient, type PosClientOptions } from '../../src/index.ts';
import {
  BRANCH,
  closedDay,
  DAY_KEYS,
  type FakeService,
  fakeService,
  memoryLogger,
  OTHER_BRANCH,
  tempDir,
} from '../support/fake-service.ts';

const T0 = Date.parse('2026-03-07T07:35:00.000Z');
const DAY_1 = 'e5e5e5e5-0000-4000-8000-000000000001';
const DAY_2 = 'e5e5e5e5-0000-4000-8000-000000000002';
const OTHER_DAY = 'f6f6f6f6-0000-4000-8000-000000000001';
let dir: string;
let clients: PosClient[];

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: T0 });
  dir = await tempDir();
  clients = [];
});
afterEach(async () => {
  for (const client of clients) await client.stop();
  vi.useRealTimers();
});

async function started(service: FakeService, options: Partial<PosClientOptions> = {}) {
  const client = createPosClient({
    baseUrl: 'https://sandbox.example.test/',
    directory: dir,
    apiKeys: { [BRANCH]: 'svc_test_branch_a', [OTHER_BRANCH]: 'svc_test_branch_b' },
    fetch: service.fetch,
    logger: memoryLogger(),
    ...options,
  });
  clients.push(client);
  await client.start();
  return client;
}

describe('a closed day', () => {
  it('goes in the spec order with the spec keys, the bodies as given and each branch its own key', async () => {
    const service = fakeService();
    const pos = await started(service, { meta: { pos_name: 'PuntoVenta Express' } });
    const day = closedDay(DAY_1);
    const result = await pos.sendDay({
      ...day,
      metaByResource: { 'cash-register': { cashier_name: 'Rosa Martínez' } },
    });
    expect(result).toMatchObject({
      queued: true,
      documents: DAY_KEYS(DAY_1).map((idempotencyKey) => ({ idempotencyKey })),
    });
    await pos.idle();
    expect(service.received.map((request) => [request.path, request.idempotencyKey, request.apiKey])).toEqual(
      [
        ['/api/v1/ingest/orders', `${DAY_1}-orders`, 'svc_test_branch_a'],
        ['/api/v1/ingest/discounts', `${DAY_1}-discounts`, 'svc_test_branch_a'],
        ['/api/v1/ingest/cancellations', `${DAY_1}-cancellations`, 'svc_test_branch_a'],
        ['/api/v1/ingest/payments', `${DAY_1}-payments`, 'svc_test_branch_a'],
        ['/api/v1/ingest/sales', `${DAY_1}-sales`, 'svc_test_branch_a'],
        ['/api/v1/ingest/cash-register', DAY_1, 'svc_test_branch_a'],
      ],
    );
    const meta = { pos_name: 'PuntoVenta Express', pos_version: '4.2.1' };
    expect(service.received[0]!.body).toEqual({ data: { type: 'orders', attributes: day.orders, meta } });
    expect(service.received[5]!.body).toEqual({
      data: {
        type: 'cash-register',
        attributes: day.cashRegister,
        meta: { ...meta, cashier_name: 'Rosa Martínez' },
      },
    });
  });

  it('skips the documents the POS leaves out', async () => {
    const service = fakeService();
    const pos = await started(service);
    const { discounts: _d, cancellations: _c, sales: _s, ...day } = closedDay(DAY_1);
    await pos.sendDay(day);
    await pos.idle();
    expect(service.received.map((request) => request.idempotencyKey)).toEqual([
      `${DAY_1}-orders`,
      `${DAY_1}-payments`,
      DAY_1,
    ]);
  });

  it('sent twice while still queued, is queued once', async () => {
    const service = fakeService();
    service.always(() => 'network');
    const pos = await started(service);
    await pos.sendDay(closedDay(DAY_1));
    const again = await pos.sendDay(closedDay(DAY_1));
    expect(again).toMatchObject({ queued: true, batchId: null });
    await pos.idle();
    expect(await pos.status()).toMatchObject({ queued: 6 });
  });
});

describe('FIFO per branch', () => {
  it('a later day waits for the earlier one; another branch does not', async () => {
    const service = fakeService();
    // Day 1's payments fail once: everything after them in that branch waits 5 s.
    let failed = false;
    service.always((request) => {
      if (request.idempotencyKey === `${DAY_1}-payments` && !failed) {
        failed = true;
        return 503;
      }
      return undefined;
    });
    const pos = await started(service);
    await pos.sendDay(closedDay(DAY_1));
    await pos.sendDay(closedDay(DAY_2, BRANCH, '2026-03-07'));
    await pos.sendDay(closedDay(OTHER_DAY, OTHER_BRANCH));
    await pos.idle();
    const keysOf = (apiKey: string) =>
      service.received
        .filter((request) => request.apiKey === apiKey)
        .map((request) => request.idempotencyKey);
    expect(keysOf('svc_test_branch_a')).toEqual(DAY_KEYS(DAY_1).slice(0, 4));
    expect(keysOf('svc_test_branch_b')).toEqual(DAY_KEYS(OTHER_DAY));

    await vi.advanceTimersByTimeAsync(5_000);
    await pos.idle();
    expect(keysOf('svc_test_branch_a')).toEqual([
      ...DAY_KEYS(DAY_1).slice(0, 4),
      ...DAY_KEYS(DAY_1).slice(3),
      ...DAY_KEYS(DAY_2),
    ]);
    expect(service.accepted.filter((key) => !key.startsWith('f6'))).toEqual([
      ...DAY_KEYS(DAY_1),
      ...DAY_KEYS(DAY_2),
    ]);
  });

  it('categories go before the catalog, and an xout before the zout queued after it', async () => {
    const service = fakeService();
    service.script('network');
    const pos = await started(service, { branchId: BRANCH });
    await pos.sendCategories([{ identifier: '1a1e0000-0000-4000-8000-000000000001', name: 'Alimentos' }]);
    await pos.sendCatalog([{ name: 'Taco al pastor', category: 'Alimentos' }]);
    await pos.sendXout({
      closingId: DAY_2,
      closing: { ...closedDay(DAY_1).cashRegister, closing_type: 'xout' },
    });
    await pos.sendDay(closedDay(DAY_1));
    await pos.idle();
    expect(service.received.map((request) => request.path)).toEqual(['/api/v1/ingest/categories']);
    await vi.advanceTimersByTimeAsync(5_000);
    await pos.idle();
    expect(service.received.map((request) => request.body.data.type)).toEqual([
      'categories',
      'categories',
      'catalog',
      'cash-register',
      'orders',
      'discounts',
      'cancellations',
      'payments',
      'sales',
      'cash-register',
    ]);
    expect(service.received[3]!.body.data.attributes.closing_type).toBe('xout');
    expect(service.received[0]!.idempotencyKey).toBe(service.received[1]!.idempotencyKey);
  });
});
