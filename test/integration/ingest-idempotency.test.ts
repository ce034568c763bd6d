/**
 * Idempotency through the HTTP API: what a POS retrying a request sees (fingerprint canonical form,
 * replay, 409) and that every path of the one-round-trip commit stores exactly once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDay } from '#shared/storage/day-store.ts';
import { BUSINESS_DATE } from '../fixtures/end-of-day.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { dayDocumentAttributes, envelope, expectError, expectReplayOf, post } from './ingest-support.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
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
      409,
      'SVC_ERR_409',
      'headers.X-Idempotency-Key',
    );

    const day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
    expect(day.documents.map((document) => document.document_id)).toEqual([first.body.data.id]);
  });
});
