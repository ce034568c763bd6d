import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDay } from '#shared/day-store.ts';
import { BUSINESS_DATE, CANCELLATIONS } from '../fixtures/end-of-day.ts';
import { manualClock, startTestStack, type TestStack } from '../support/stack.ts';
import { envelope, expectError, expectRejections, post, storedItems } from './ingest-support.ts';

const clock = manualClock('2026-03-07T07:40:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack.close());

const attributes = (branchId: string) => ({
  branch_identifier: branchId,
  date: BUSINESS_DATE,
  closing_type: 'zout',
  cancellations: CANCELLATIONS.map((cancellation) => ({ ...cancellation })),
});

describe('POST /api/v1/ingest/cancellations', () => {
  it('answers 202 cancellations-ingest with the count and stores the document; replays with 200', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const body = envelope('cancellations', attributes(branch.branchId));
    const response = await post(stack, branch, 'cancellations', body, 'c1-cancellations');
    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      data: {
        type: 'cancellations-ingest',
        id: expect.any(String),
        attributes: { queued: true, cancellations_accepted: 3 },
      },
    });
    const day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
    expect((day.documents[0]!.attributes as any).cancellations).toEqual(CANCELLATIONS);

    const replay = await post(stack, branch, 'cancellations', body, 'c1-cancellations');
    expect([replay.status, replay.headers.get('x-idempotent-replayed')]).toEqual([200, 'true']);
    expect(replay.body).toEqual(response.body);
  });

  it('answers 404 for another branch', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const other = await stack.createBranch({ plan: 'starter' });
    const response = await post(
      stack,
      branch,
      'cancellations',
      envelope('cancellations', attributes(other.branchId)),
    );
    expectError(response, 404, 'SVC_ERR_404', 'data.attributes.branch_identifier', other.branchId);
    expect(await storedItems(stack, branch.branchId)).toEqual([]);
  });

  it('rejects every invalid field, storing nothing', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    await expectRejections(
      stack,
      branch,
      'cancellations',
      'cancellations',
      () => attributes(branch.branchId),
      [
        {
          name: 'decimal amount',
          mutate: (a) => (a.cancellations[0].amount_cents = 55.0001),
          code: 'SVC_ERR_422_CENTS',
          field: 'data.attributes.cancellations[0].amount_cents',
          received: 55.0001,
        },
        {
          name: 'quantity positive',
          mutate: (a) => (a.cancellations[1].quantity = -2),
          code: 'SVC_ERR_422',
          field: 'data.attributes.cancellations[1].quantity',
          received: -2,
        },
        {
          name: 'item_identifier uuid',
          mutate: (a) => (a.cancellations[2].item_identifier = 'COC-001'),
          code: 'SVC_ERR_422',
          field: 'data.attributes.cancellations[2].item_identifier',
          received: 'COC-001',
        },
        {
          name: 'cancelled_at real date',
          mutate: (a) => (a.cancellations[0].cancelled_at = '2026-02-30T20:10:00-06:00'),
          code: 'SVC_ERR_422',
          field: 'data.attributes.cancellations[0].cancelled_at',
          received: '2026-02-30T20:10:00-06:00',
        },
        {
          name: 'cancelled_by type',
          mutate: (a) => (a.cancellations[0].cancelled_by = ['Luis']),
          code: 'SVC_ERR_422',
          field: 'data.attributes.cancellations[0].cancelled_by',
        },
        {
          name: 'closing_type enum',
          mutate: (a) => (a.closing_type = 'ZOUT'),
          code: 'SVC_ERR_422',
          field: 'data.attributes.closing_type',
          received: 'ZOUT',
        },
        {
          name: 'branch required',
          mutate: (a) => delete a.branch_identifier,
          code: 'SVC_ERR_422',
          field: 'data.attributes.branch_identifier',
        },
      ],
    );
  });
});
