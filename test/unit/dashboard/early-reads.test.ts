/**
 * The boot's early reads (web/dashboard/src/lib/early-reads.ts): each is given once, to the first
 * identical request, only while it is fresh; the taker's abort reaches it; the boot script's copy
 * of the module and the app's share them; a 2xx answer already in is given parsed, for the app's
 * first render.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_READ_LIFETIME_MS,
  keepEarlyRead,
  takeEarlyRead,
  takeSettledRead,
} from '../../../web/dashboard/src/lib/early-reads.ts';

const KEY = 'http://app.test/api/v1/live/sales/today?branch_identifier=b-1 b-1';

afterEach(() => {
  vi.useRealTimers();
});

describe('early reads', () => {
  it('gives the answer once, to the first request with the same key', async () => {
    const answer = new Response('{"data":1}');
    keepEarlyRead(KEY, Promise.resolve(answer), new AbortController());
    expect(takeEarlyRead(`${KEY}-other`)).toBeUndefined();
    expect(await takeEarlyRead(KEY)).toBe(answer);
    expect(takeEarlyRead(KEY)).toBeUndefined();
  });

  it('drops an answer nobody took within its lifetime, and aborts it', () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    keepEarlyRead(KEY, new Promise<Response>(() => {}), controller);
    vi.advanceTimersByTime(EARLY_READ_LIFETIME_MS + 1);
    expect(takeEarlyRead(KEY)).toBeUndefined();
    expect(controller.signal.aborted).toBe(true);
  });

  it('is aborted when the request that took it is', () => {
    const controller = new AbortController();
    keepEarlyRead(KEY, new Promise<Response>(() => {}), controller);
    const taker = new AbortController();
    expect(takeEarlyRead(KEY, taker.signal)).toBeDefined();
    expect(controller.signal.aborted).toBe(false);
    taker.abort();
    expect(controller.signal.aborted).toBe(true);
  });

  it('shares the reads between two copies of the module (the boot script and the app)', async () => {
    const answer = new Response('{"data":2}');
    vi.resetModules();
    const boot = await import('../../../web/dashboard/src/lib/early-reads.ts');
    boot.keepEarlyRead(`${KEY}-boot`, Promise.resolve(answer), new AbortController());
    vi.resetModules();
    const app = await import('../../../web/dashboard/src/lib/early-reads.ts');
    expect(app).not.toBe(boot);
    expect(app.hasEarlyRead(`${KEY}-boot`)).toBe(true);
    expect(await app.takeEarlyRead(`${KEY}-boot`)).toBe(answer);
    expect(boot.hasEarlyRead(`${KEY}-boot`)).toBe(false);
  });

  it('gives a 2xx answer already in as its parsed body, once; an error answer never', async () => {
    const body = { data: { attributes: { total_sales_cents: 35_000 } } };
    keepEarlyRead(`${KEY}-ok`, Promise.resolve(Response.json(body)), new AbortController());
    keepEarlyRead(`${KEY}-503`, Promise.resolve(Response.json({}, { status: 503 })), new AbortController());
    // Not in yet: nothing to draw at once, and the read stays for a request to await.
    expect(takeSettledRead(`${KEY}-ok`)).toBeUndefined();
    await vi.waitFor(() => expect(takeSettledRead(`${KEY}-ok`)?.body).toEqual(body));
    expect(takeSettledRead(`${KEY}-ok`)).toBeUndefined();
    expect(takeEarlyRead(`${KEY}-ok`)).toBeUndefined();
    // Parsed by now if it ever would be (it came with the 200): an error stays for its taker.
    expect(takeSettledRead(`${KEY}-503`)).toBeUndefined();
    expect((await takeEarlyRead(`${KEY}-503`))?.status).toBe(503);
  });

  it('keeps the answer whole for a request that awaits it after it was parsed', async () => {
    const body = { data: { id: 'cuenta' } };
    keepEarlyRead(`${KEY}-whole`, Promise.resolve(Response.json(body)), new AbortController());
    // A task later: the copy has been read.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await (await takeEarlyRead(`${KEY}-whole`))!.json()).toEqual(body);
  });

  it('never lets a failure nobody waits for go unhandled', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    keepEarlyRead(KEY, failed, new AbortController());
    await expect(takeEarlyRead(KEY)).rejects.toThrow('Failed to fetch');
  });
});
