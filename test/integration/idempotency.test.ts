import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdempotencyKeyReusedError } from '#shared/domain/errors.ts';
import { commitIngest, findReplay, requestFingerprint } from '#shared/guards/idempotency.ts';
import { keys } from '#shared/storage/keys.ts';
import { countingDeps } from '../support/counting-deps.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

function commitFor(branchId: string, idempotencyKey: string, value: number) {
  const itemKey = { pk: `BRANCH#${branchId}#TEST`, sk: randomUUID() };
  return {
    itemKey,
    commit: {
      branchId,
      idempotencyKey,
      fingerprint: requestFingerprint('test', { value }),
      response: { status: 202, body: { data: { type: 'test-ingest', attributes: { value } } } },
      writes: [{ Put: { TableName: stack.deps.tableName, Item: { ...itemKey, value } } }],
    },
  };
}

describe('commitIngest', () => {
  it('costs one TransactWriteItems for a new request and for a replay (the record comes back in the cancellation)', async () => {
    const branchId = randomUUID();
    const first = countingDeps(stack.deps);
    expect((await commitIngest(first.deps, commitFor(branchId, 'key-rt', 5).commit)).kind).toBe('committed');
    expect(first.sent).toEqual(['TransactWriteCommand']);

    const again = countingDeps(stack.deps);
    expect((await commitIngest(again.deps, commitFor(branchId, 'key-rt', 5).commit)).kind).toBe('replayed');
    expect(again.sent).toEqual(['TransactWriteCommand']);
  });

  it('writes data and record together once, and replays the first response', async () => {
    const branchId = randomUUID();
    const first = commitFor(branchId, 'key-1', 7);
    expect(await commitIngest(stack.deps, first.commit)).toEqual({
      kind: 'committed',
      response: first.commit.response,
    });

    const again = commitFor(branchId, 'key-1', 7);
    const outcome = await commitIngest(stack.deps, again.commit);
    expect(outcome).toEqual({
      kind: 'replayed',
      response: { status: 200, body: first.commit.response.body },
    });
    const notWritten = await stack.deps.db.send(
      new GetCommand({ TableName: stack.deps.tableName, Key: again.itemKey }),
    );
    expect(notWritten.Item).toBeUndefined();

    const record = await stack.deps.db.send(
      new GetCommand({ TableName: stack.deps.tableName, Key: keys.idempotency(branchId, 'key-1') }),
    );
    const ttlDays = (record.Item!.expires_at - Date.now() / 1000) / 86_400;
    expect(Math.round(ttlDays)).toBe(30);
  });

  it('answers a different request under a used key with 422 (key reused) and writes nothing', async () => {
    const branchId = randomUUID();
    await commitIngest(stack.deps, commitFor(branchId, 'key-2', 1).commit);
    const other = commitFor(branchId, 'key-2', 2);
    await expect(commitIngest(stack.deps, other.commit)).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    await expect(findReplay(stack.deps, branchId, 'key-2', other.commit.fingerprint)).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
    const notWritten = await stack.deps.db.send(
      new GetCommand({ TableName: stack.deps.tableName, Key: other.itemKey }),
    );
    expect(notWritten.Item).toBeUndefined();
  });

  it('writes exactly once under 20 concurrent duplicates', async () => {
    const branchId = randomUUID();
    const attempts = Array.from({ length: 20 }, () => commitFor(branchId, 'key-3', 3));
    const outcomes = await Promise.all(attempts.map((attempt) => commitIngest(stack.deps, attempt.commit)));
    expect(outcomes.filter((outcome) => outcome.kind === 'committed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'replayed')).toHaveLength(19);
    const stored = await stack.deps.db.send(
      new QueryCommand({
        TableName: stack.deps.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `BRANCH#${branchId}#TEST` },
      }),
    );
    expect(stored.Items).toHaveLength(1);
  });

  it('scopes keys to the branch', async () => {
    const a = commitFor(randomUUID(), 'shared-key', 1);
    const b = commitFor(randomUUID(), 'shared-key', 2);
    expect((await commitIngest(stack.deps, a.commit)).kind).toBe('committed');
    expect((await commitIngest(stack.deps, b.commit)).kind).toBe('committed');
  });
});
