/**
 * What each answer means (spec, Errors): 2xx and 409 are success; network faults, 5xx and 429 retry
 * (429 waits at least Retry-After); 400/404/422 go to the dead-letter folder with the envelope and
 * a callback; 401/403 block until the key or plan is fixed. Nothing reaches the POS as an exception.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPosClient, type DeadLetter, type PosClient, type PosClientOptions } from '../../src/index.ts';
import {
  BRANCH,
  closedDay,
  DAY_KEYS,
  envelope,
  type FakeService,
  fakeService,
  memoryLogger,
  readJson,
  tempDir,
} from '../support/fake-service.ts';

const T0 = Date.parse('2026-03-07T07:35:00.000Z');
const CLOSING = 'c3c3c3c3-0000-4000-8000-000000000003';
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
    baseUrl: 'https://sandbox.example.test',
    directory: dir,
    apiKey: 'svc_test_key',
    fetch: service.fetch,
    logger: memoryLogger(),
    ...options,
  });
  clients.push(client);
  await client.start();
  return client;
}

async function advance(pos: PosClient, ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await pos.idle();
}

const offsets = (service: FakeService) => service.received.map((request) => request.at - T0);

describe('success', () => {
  it.each([200, 201, 202, 204, 409])(
    '%i is success: not retried, counted as the last success',
    async (status) => {
      const service = fakeService();
      service.script(status);
      const onDelivered = vi.fn();
      const pos = await started(service, { onDelivered });
      await pos.sendXout({ closingId: CLOSING, closing: closedDay(CLOSING).cashRegister });
      await pos.idle();
      await advance(pos, 3_600_000);
      expect(service.received).toHaveLength(1);
      expect(onDelivered).toHaveBeenCalledWith(expect.objectContaining({ status, idempotencyKey: CLOSING }));
      expect(await pos.status()).toEqual({
        queued: 0,
        pending: 0,
        blocked: 0,
        deadLettered: 0,
        lastSuccess: {
          at: new Date(T0).toISOString(),
          resource: 'cash-register',
          branchId: BRANCH,
          idempotencyKey: CLOSING,
        },
      });
      expect(await readdir(join(dir, 'outbox', BRANCH))).toEqual([]);
    },
  );
});

describe('retry', () => {
  it.each([500, 502, 503, 504, 429, 'network'] as const)('%s is retried on the schedule', async (answer) => {
    const service = fakeService();
    service.script(answer);
    const pos = await started(service);
    await pos.sendXout({ closingId: CLOSING, closing: closedDay(CLOSING).cashRegister });
    await pos.idle();
    expect(await pos.status()).toMatchObject({ queued: 1, lastSuccess: null });
    await advance(pos, 5_000);
    expect(offsets(service)).toEqual([0, 5_000]);
    expect(service.accepted).toEqual([CLOSING]);
    expect(await pos.status()).toMatchObject({ queued: 0 });
  });

  it('429 waits at least Retry-After: 60 s instead of 5 s, then the schedule resumes', async () => {
    const service = fakeService();
    service.script(
      { status: 429, headers: { 'Retry-After': '60' }, body: envelope('SVC_ERR_429', 'slow down') },
      503,
    );
    const pos = await started(service);
    await pos.sendXout({ closingId: CLOSING, closing: closedDay(CLOSING).cashRegister });
    await pos.idle();
    await advance(pos, 59_999);
    expect(offsets(service)).toEqual([0]);
    await advance(pos, 1);
    expect(offsets(service)).toEqual([0, 60_000]);
    // Attempt 2 answered 503 without Retry-After: attempt 3 comes 30 s later, as scheduled.
    await advance(pos, 30_000);
    expect(offsets(service)).toEqual([0, 60_000, 90_000]);
  });

  it('a Retry-After shorter than the schedule does not shorten it', async () => {
    const service = fakeService();
    service.script({ status: 429, headers: { 'Retry-After': '1' } });
    const pos = await started(service);
    await pos.sendXout({ closingId: CLOSING, closing: closedDay(CLOSING).cashRegister });
    await pos.idle();
    await advance(pos, 4_999);
    expect(service.received).toHaveLength(1);
    await advance(pos, 1);
    expect(offsets(service)).toEqual([0, 5_000]);
  });
});

describe('dead letters (400, 404, 422)', () => {
  it.each([400, 404, 422])(
    '%i writes the document and the envelope to dead-letter/ and calls back',
    async (status) => {
      const service = fakeService();
      const refusal = envelope(
        'SVC_ERR_422',
        'data.attributes.total_sales_cents is required',
        'data.attributes.total_sales_cents',
      );
      service.always((request) =>
        request.path === '/api/v1/ingest/sales' ? { status, body: refusal } : undefined,
      );
      const letters: DeadLetter[] = [];
      const pos = await started(service, { onDeadLetter: (letter) => letters.push(letter) });
      await pos.sendDay(closedDay(CLOSING));
      await pos.idle();
      await advance(pos, 3_600_000);

      // The refused document is not retried; the rest of the day, the zout included, goes on.
      expect(service.received.map((request) => request.idempotencyKey)).toEqual(DAY_KEYS(CLOSING));
      expect(service.accepted).toEqual(DAY_KEYS(CLOSING).filter((key) => key !== `${CLOSING}-sales`));
      expect(letters).toHaveLength(1);
      const letter = letters[0]!;
      expect(letter).toMatchObject({
        resource: 'sales',
        idempotencyKey: `${CLOSING}-sales`,
        status,
        envelope: refusal,
        requestId: 'req-5',
        path: '/api/v1/ingest/sales',
        branchId: BRANCH,
      });
      expect(letter.body).toEqual(service.received[4]!.body);
      const onDisk = await readJson(letter.file);
      expect(onDisk).toMatchObject({
        status,
        envelope: refusal,
        idempotency_key: `${CLOSING}-sales`,
        body: letter.body,
      });
      expect(await pos.deadLetters()).toEqual([letter]);
      expect(await pos.status()).toMatchObject({ queued: 0, pending: 0, blocked: 0, deadLettered: 1 });
    },
  );

  it('a reused key with another body (422, issue 18) is a dead letter too, not retried', async () => {
    const service = fakeService();
    service.script({
      status: 422,
      body: envelope('SVC_ERR_422_IDEMPOTENCY_MISMATCH', 'key reused with another body'),
    });
    const pos = await started(service);
    await pos.sendXout({ closingId: CLOSING, closing: closedDay(CLOSING).cashRegister });
    await pos.idle();
    await advance(pos, 600_000);
    expect(service.received).toHaveLength(1);
    expect(await pos.status()).toMatchObject({ deadLettered: 1, queued: 0 });
  });
});

describe('blocked (401, 403)', () => {
  it.each([401, 403])(
    '%i blocks the branch until setApiKey(); then the same documents go, in order',
    async (status) => {
      const service = fakeService();
      service.always((request) => (request.apiKey === 'svc_test_revoked' ? status : undefined));
      const onBlocked = vi.fn();
      const pos = await started(service, { apiKey: 'svc_test_revoked', onBlocked });
      await pos.sendDay(closedDay(CLOSING));
      await pos.idle();
      await advance(pos, 24 * 3_600_000);
      // Blocked is not retried on a timer, and the rest of the day waits behind it (FIFO).
      expect(service.received).toHaveLength(1);
      expect(onBlocked).toHaveBeenCalledWith(expect.objectContaining({ status, resource: 'orders' }));
      expect(await pos.status()).toMatchObject({ blocked: 1, queued: 5 });
      // A restart does not unblock: the key is still wrong.
      await pos.start();
      await pos.idle();
      expect(service.received).toHaveLength(1);

      await pos.setApiKey('svc_test_new');
      await pos.idle();
      expect(service.received.slice(1).map((request) => [request.apiKey, request.idempotencyKey])).toEqual(
        DAY_KEYS(CLOSING).map((key) => ['svc_test_new', key]),
      );
      expect(await pos.status()).toMatchObject({
        blocked: 0,
        queued: 0,
        lastSuccess: { idempotencyKey: CLOSING },
      });
    },
  );

  it('retryBlocked() after a plan change sends again with the same key', async () => {
    const service = fakeService();
    service.script(403);
    const pos = await started(service);
    await pos.sendCatalog([{ name: 'Tostada de tinga' }], { branchId: BRANCH });
    await pos.idle();
    expect(await pos.status()).toMatchObject({ blocked: 1 });
    await pos.retryBlocked();
    await pos.idle();
    expect(service.received).toHaveLength(2);
    expect(service.received[1]!.idempotencyKey).toBe(service.received[0]!.idempotencyKey);
    expect(await pos.status()).toMatchObject({ blocked: 0, lastSuccess: { resource: 'catalog' } });
  });

  it('a branch without any API key is blocked without a request, and sent once a key is set', async () => {
    const service = fakeService();
    const pos = await started(service, { apiKey: undefined });
    await pos.sendXout({ closingId: CLOSING, closing: closedDay(CLOSING).cashRegister });
    await pos.idle();
    expect(service.received).toHaveLength(0);
    expect(await pos.status()).toMatchObject({ blocked: 1 });
    await pos.setApiKey('svc_test_branch', BRANCH);
    await pos.idle();
    expect(service.received.map((request) => request.apiKey)).toEqual(['svc_test_branch']);
  });
});

describe('nothing is thrown to the POS', () => {
  it('a fetch that throws synchronously and callbacks that throw are logged, not thrown', async () => {
    const logger = memoryLogger();
    const throwingFetch = (() => {
      throw new Error('boom');
    }) as unknown as typeof fetch;
    const pos = await started(fakeService(), {
      fetch: throwingFetch,
      logger,
      onPending: () => {
        throw new Error('callback bug');
      },
    });
    await expect(
      pos.sendXout({ closingId: CLOSING, closing: closedDay(CLOSING).cashRegister }),
    ).resolves.toMatchObject({
      queued: true,
    });
    await pos.idle();
    await advance(pos, 5_000);
    await advance(pos, 30_000);
    await advance(pos, 300_000);
    expect(await pos.status()).toMatchObject({ pending: 1 });
    expect(logger.lines).toContain('error a callback threw');
  });

  it('an outbox that cannot be written: the send resolves { queued: false } with the reason', async () => {
    // The client's folder is a plain file (root may write anywhere, so permissions would not do).
    const blocked = join(dir, 'not-a-folder');
    await writeFile(blocked, 'x');
    const logger = memoryLogger();
    const pos = await started(fakeService(), { directory: blocked, logger });
    const result = await pos.sendDay(closedDay(CLOSING));
    expect(result).toMatchObject({
      queued: false,
      reason: expect.stringContaining('could not write the outbox'),
    });
    await expect(pos.status()).resolves.toMatchObject({ queued: 0 });
    expect(logger.lines).toContain('error could not queue the documents; send them again');
  });

  it('invalid calls resolve { queued: false } instead of throwing', async () => {
    const pos = await started(fakeService());
    await expect(pos.sendDay({} as never)).resolves.toMatchObject({ queued: false });
    await expect(pos.sendXout(undefined as never)).resolves.toMatchObject({ queued: false });
    await expect(pos.sendCatalog([{ name: 'x' }])).resolves.toMatchObject({
      queued: false,
      reason: expect.stringContaining('branchId'),
    });
  });
});

describe('activity events', () => {
  const event = {
    branch_identifier: BRANCH,
    occurred_at: '2026-03-07T01:35:00-06:00',
    actor_name: 'Rosa Martínez',
    event: 'user.login' as const,
    detail: { ip: '192.168.1.20', device: 'Caja 1' },
  };

  it('are sent at once, never queued, and a failure is reported, not retried', async () => {
    const service = fakeService();
    service.script(503);
    const pos = await started(service);
    expect(await pos.sendActivity(event)).toEqual({ delivered: false, status: 503, reason: 'HTTP 503' });
    await advance(pos, 3_600_000);
    expect(service.received).toHaveLength(1);
    expect(await pos.status()).toMatchObject({ queued: 0, pending: 0 });
    expect(await pos.sendActivity(event)).toEqual({ delivered: true, status: 202 });
    expect(service.received[1]!.body).toEqual({ data: { type: 'activity', attributes: event } });
    expect(service.received[1]!.idempotencyKey).not.toBe(service.received[0]!.idempotencyKey);
  });

  it('give up after 3 s without an answer', async () => {
    const service = fakeService();
    service.script('hang');
    const pos = await started(service);
    const result = pos.sendActivity(event);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await result).toEqual({ delivered: false, reason: 'timed out after 3000 ms' });
  });
});
