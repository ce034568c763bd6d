/**
 * The spec's retry schedule on fake timers: attempt 1 at once, then +5 s, +30 s, +5 min; then the
 * document is pending and waits, however long, for the next start(), which begins a new round. The
 * idempotency key is the one made at enqueue, on every attempt and every round.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPosClient, type PosClient } from '../../src/index.ts';
import { BRANCH, closedDay, fakeService, memoryLogger, tempDir, until } from '../support/fake-service.ts';

const T0 = Date.parse('2026-03-07T07:35:00.000Z');
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

function client(service: ReturnType<typeof fakeService>, onPending = vi.fn()) {
  const created = createPosClient({
    baseUrl: 'https://sandbox.example.test',
    directory: dir,
    apiKey: 'svc_test_key',
    fetch: service.fetch,
    logger: memoryLogger(),
    onPending,
  });
  clients.push(created);
  return created;
}

/** Moves fake time, then waits for the client's disk and network work that the timers started. */
async function advance(pos: PosClient, ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await pos.idle();
}

const offsets = (service: ReturnType<typeof fakeService>) =>
  service.received.map((request) => request.at - T0);

describe('the retry schedule', () => {
  it('tries at 0, +5 s, +30 s and +5 min, then the document is pending until start()', async () => {
    const service = fakeService();
    service.always(() => 'network');
    const onPending = vi.fn();
    const pos = client(service, onPending);
    await pos.start();
    const result = await pos.sendXout({
      closingId: 'a1a1a1a1-0000-4000-8000-000000000001',
      closing: closedDay('x').cashRegister,
    });
    expect(result.queued).toBe(true);
    await pos.idle();
    expect(offsets(service)).toEqual([0]);

    await advance(pos, 4_999);
    expect(offsets(service)).toEqual([0]);
    await advance(pos, 1);
    expect(offsets(service)).toEqual([0, 5_000]);
    await advance(pos, 29_999);
    expect(offsets(service)).toHaveLength(2);
    await advance(pos, 1);
    expect(offsets(service)).toEqual([0, 5_000, 35_000]);
    await advance(pos, 300_000);
    expect(offsets(service)).toEqual([0, 5_000, 35_000, 335_000]);

    // Attempt 4 failed: pending, and nothing more happens while the POS keeps running.
    expect(await pos.status()).toMatchObject({ queued: 0, pending: 1, blocked: 0 });
    expect(onPending).toHaveBeenCalledTimes(1);
    await advance(pos, 24 * 3_600_000);
    expect(service.received).toHaveLength(4);

    // The POS starts again (a new client on the same folder): a new round of the same schedule.
    await pos.stop();
    const restartedAt = Date.now() - T0;
    const next = client(service);
    await next.start();
    await next.idle();
    expect(offsets(service).slice(4)).toEqual([restartedAt]);
    await advance(next, 5_000);
    await advance(next, 30_000);
    await advance(next, 300_000);
    expect(offsets(service).slice(4)).toEqual([
      restartedAt,
      restartedAt + 5_000,
      restartedAt + 35_000,
      restartedAt + 335_000,
    ]);
    expect(await next.status()).toMatchObject({ pending: 1 });

    // start() on a running client also begins a round; this time the service answers.
    service.always(null);
    await next.start();
    await next.idle();
    expect(await next.status()).toMatchObject({
      queued: 0,
      pending: 0,
      lastSuccess: { resource: 'cash-register' },
    });
    // Every attempt of every round carried the key made at enqueue.
    expect(new Set(service.received.map((request) => request.idempotencyKey))).toEqual(
      new Set(['a1a1a1a1-0000-4000-8000-000000000001']),
    );
    expect(service.accepted).toEqual(['a1a1a1a1-0000-4000-8000-000000000001']);
  });

  it('a request without an answer is abandoned at 15 s and retried 5 s later with the same body', async () => {
    const service = fakeService();
    service.script('hang');
    const pos = client(service);
    await pos.start();
    await pos.sendCatalog([{ name: 'Agua de jamaica' }], { branchId: BRANCH });
    // The request hangs, so the worker is busy: move time without waiting for it.
    await until(() => service.received.length === 1);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(await pos.status()).toMatchObject({ queued: 1, lastSuccess: null });
    await advance(pos, 1); // 15 s: timed out, next attempt due at 20 s
    await advance(pos, 4_999);
    expect(offsets(service)).toEqual([0]);
    await advance(pos, 1);
    expect(offsets(service)).toEqual([0, 20_000]);
    expect(service.received[1]!.body).toEqual(service.received[0]!.body);
    expect(service.received[1]!.idempotencyKey).toBe(service.received[0]!.idempotencyKey);
    expect(await pos.status()).toMatchObject({
      queued: 0,
      lastSuccess: { resource: 'catalog', branchId: BRANCH },
    });
  });

  it('a document enqueued before start() is kept on disk and sent at start()', async () => {
    const service = fakeService();
    const pos = client(service);
    const result = await pos.sendDay(closedDay('b2b2b2b2-0000-4000-8000-000000000002'));
    expect(result.queued).toBe(true);
    await pos.idle();
    expect(service.received).toHaveLength(0);
    expect(await pos.status()).toMatchObject({ queued: 6 });
    await pos.start();
    await pos.idle();
    expect(service.received).toHaveLength(6);
    expect(await pos.status()).toMatchObject({ queued: 0 });
  });
});
