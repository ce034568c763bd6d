/**
 * Idempotency through the HTTP API: what a POS retrying a request sees (fingerprint canonical form,
 * replay, reused key 422) and that every path of the one-round-trip commit stores exactly once.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDay } from '#shared/storage/day-store.ts';
import { keys } from '#shared/storage/keys.ts';
import { BUSINESS_DATE } from '../fixtures/end-of-day.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { dayDocumentAttributes, envelope, expectError, expectReplayOf, post } from './ingest-support.ts';

// Mid-minute, so a burst never straddles a window boundary; each test moves to a minute of its own.
const clock = manualClock('2026-11-20T18:30:20.000Z');
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack.close());

describe('idempotency fingerprint over HTTP', () => {
  it('replays a retry that upper-cases the body branch_identifier, storing one document', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const key = randomUUID();
    const first = await post(
      stack,
      branch,
      'sales',
      envelope('sales', dayDocumentAttributes.sales(branch.branchId)),
      key,
    );
    expect(first.status).toBe(202);

    const upper = dayDocumentAttributes.sales(branch.branchId.toUpperCase());
    expectReplayOf(await post(stack, branch, 'sales', envelope('sales', upper), key), first);

    // The case of anything else still matters: another shift under the same key is a different request.
    const changed = envelope('sales', { ...upper, shift: 'dinner' });
    expectError(
      await post(stack, branch, 'sales', changed, key),
      422,
      'SVC_ERR_422_IDEMPOTENCY_KEY_REUSED',
      'headers.X-Idempotency-Key',
    );

    const day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
    expect(day.documents.map((document) => document.document_id)).toEqual([first.body.data.id]);
  });

  it('refuses a used key on another endpoint with 422 (not 409, which clients take as stored), storing nothing', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const key = randomUUID();
    const first = await post(
      stack,
      branch,
      'sales',
      envelope('sales', dayDocumentAttributes.sales(branch.branchId)),
      key,
    );
    expect(first.status).toBe(202);

    const payments = envelope('payments', dayDocumentAttributes.payments(branch.branchId));
    const reused = await post(stack, branch, 'payments', payments, key);
    expectError(reused, 422, 'SVC_ERR_422_IDEMPOTENCY_KEY_REUSED', 'headers.X-Idempotency-Key');
    expect(reused.body.error.message).toMatch(/NOT stored/);
    expect(reused.body.error.message).toMatch(/new X-Idempotency-Key/);
    expect(reused.headers.get('x-idempotent-replayed')).toBeNull();

    const day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
    expect(day.documents.map((document) => document.document_id)).toEqual([first.body.data.id]);
    // Under a new key the same body is stored.
    expect((await post(stack, branch, 'payments', payments, randomUUID())).status).toBe(202);
    const after = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
    expect(after.documents).toHaveLength(2);
  });
});

const windowStart = () => Math.floor(clock.now().getTime() / 60_000) * 60;

async function setCounter(key: { pk: string; sk: string }, count: number) {
  await stack.deps.db.send(
    new UpdateCommand({
      TableName: stack.deps.tableName,
      Key: key,
      UpdateExpression: 'SET #count = :count',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':count': count },
    }),
  );
}

async function counterOf(key: { pk: string; sk: string }): Promise<number | undefined> {
  const result = await stack.deps.db.send(
    new GetCommand({ TableName: stack.deps.tableName, Key: key, ConsistentRead: true }),
  );
  return result.Item?.count;
}

const sales = (branch: TestBranch, overrides: Record<string, unknown> = {}) =>
  envelope('sales', { ...dayDocumentAttributes.sales(branch.branchId), ...overrides });

const remaining = (response: { headers: Headers }) => Number(response.headers.get('x-ratelimit-remaining'));

describe('rate limits counted inside the ingest transaction', () => {
  it('counts every request exactly: new ingests, replays, 422s and reused keys, also when another instance counted meanwhile', async () => {
    clock.set('2026-11-20T18:31:20.000Z');
    const branch = await stack.createBranch({ plan: 'starter' });
    const minute = keys.rateMinute(branch.branchId, windowStart());
    const seen: number[] = [];

    const key = randomUUID();
    const first = await post(stack, branch, 'sales', sales(branch), key);
    expect(first.status).toBe(202);
    seen.push(remaining(first));
    for (const shift of ['breakfast', 'lunch', 'dinner'] as const) {
      const response = await post(stack, branch, 'sales', sales(branch, { shift }));
      expect(response.status).toBe(202);
      seen.push(remaining(response));
    }
    // Another function instance (a ping here) counts two requests: this instance's count is stale.
    await stack.request('GET', '/api/v1/ping', { apiKey: branch.apiKey });
    await setCounter(minute, (await counterOf(minute))! + 1);
    const afterOthers = await post(stack, branch, 'sales', sales(branch, { shift: 'bar' }));
    expect(afterOthers.status).toBe(202);
    seen.push(remaining(afterOthers));

    const replay = await post(stack, branch, 'sales', sales(branch), key);
    expectReplayOf(replay, first);
    seen.push(remaining(replay));
    const invalid = await post(stack, branch, 'sales', sales(branch, { total_sales_cents: 'a lot' }));
    expect(invalid.status).toBe(422);
    seen.push(remaining(invalid));
    const conflict = await post(stack, branch, 'sales', sales(branch, { shift: 'dinner' }), key);
    expect(conflict.status).toBe(422);
    expect(conflict.body.error.code).toBe('SVC_ERR_422_IDEMPOTENCY_KEY_REUSED');
    seen.push(remaining(conflict));

    // 100 a minute on Starter: 1..4 new ingests, 2 counted elsewhere, the 5th, a replay, a 422, a reused key (422).
    expect(seen).toEqual([99, 98, 97, 96, 93, 92, 91, 90]);
    expect(await counterOf(minute)).toBe(10);
    expect(await counterOf(keys.rateMonth(branch.branchId, '2026-11'))).toBe(9); // the direct +1 was not a request
    const day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
    expect(day.documents).toHaveLength(5);
  });

  it('lets exactly the remaining requests of the minute through under concurrent ingests, storing only those', async () => {
    clock.set('2026-11-20T18:32:20.000Z');
    const branch = await stack.createBranch({ plan: 'starter' });
    const minute = keys.rateMinute(branch.branchId, windowStart());
    // This instance learns the minute's count (one request), then others spend most of it.
    expect((await post(stack, branch, 'sales', sales(branch))).status).toBe(202);
    await setCounter(minute, 95);

    const responses = await Promise.all(
      (['breakfast', 'lunch', 'dinner', 'bar', 'all_day', 'lunch', 'dinner', 'bar'] as const).map(
        (shift, index) =>
          post(stack, branch, 'sales', sales(branch, { shift, total_sales_cents: 1_000 + index })),
      ),
    );
    const accepted = responses.filter((response) => response.status === 202);
    const limited = responses.filter((response) => response.status === 429);
    expect([accepted.length, limited.length]).toEqual([5, 3]);
    expect(accepted.map(remaining).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
    for (const response of limited) {
      expectError(response, 429, 'SVC_ERR_429', undefined);
      expect(remaining(response)).toBe(0);
    }
    expect(await counterOf(minute)).toBe(100);
    const day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
    expect(day.documents).toHaveLength(1 + 5);

    // A spent minute answers 429 before anything else, even for a body that would be 422.
    const invalid = await post(stack, branch, 'sales', sales(branch, { total_sales_cents: 'a lot' }));
    expectError(invalid, 429, 'SVC_ERR_429', undefined);
  });

  it('refuses a new ingest when the month is spent, storing nothing and consuming no minute', async () => {
    clock.set('2026-11-20T18:33:20.000Z');
    const branch = await stack.createBranch({ plan: 'starter' });
    expect((await post(stack, branch, 'sales', sales(branch))).status).toBe(202);
    await setCounter(keys.rateMonth(branch.branchId, '2026-11'), 50_000);

    const response = await post(stack, branch, 'sales', sales(branch, { shift: 'dinner' }));
    expectError(response, 429, 'SVC_ERR_429', undefined);
    expect(response.body.error.message).toMatch(/Monthly quota of 50000/);
    expect(remaining(response)).toBe(99);
    expect(await counterOf(keys.rateMinute(branch.branchId, windowStart()))).toBe(1);
    const day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
    expect(day.documents).toHaveLength(1);
  });
});
