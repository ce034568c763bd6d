import { afterAll, beforeAll, describe, it } from 'vitest';
import { manualClock, startTestStack, type TestStack } from '../support/stack.ts';
import { dayDocumentAttributes, expectRejections } from './ingest-support.ts';

const clock = manualClock('2026-03-07T07:40:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack.close());

const attributes = dayDocumentAttributes.cancellations;

describe('POST /api/v1/ingest/cancellations', () => {
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
