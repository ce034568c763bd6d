import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestStack, type TestStack } from '../support/stack.ts';
import { dayDocumentAttributes, envelope, expectRejections, post } from './ingest-support.ts';

const clock = manualClock('2026-03-07T07:40:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack.close());

const attributes = dayDocumentAttributes.discounts;

describe('POST /api/v1/ingest/discounts', () => {
  it('accepts elements that carry only some members (the spec says "may carry")', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const response = await post(
      stack,
      branch,
      'discounts',
      envelope('discounts', { ...attributes(branch.branchId), discounts: [{ amount_cents: 500 }, {}] }),
    );
    expect(response.status).toBe(202);
    expect(response.body.data.attributes.discounts_accepted).toBe(2);
  });

  it('rejects every invalid field, storing nothing', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    await expectRejections(stack, branch, 'discounts', 'discounts', () => attributes(branch.branchId), [
      {
        name: 'type enum',
        mutate: (a) => (a.discounts[0].type = 'coupon'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.discounts[0].type',
        received: 'coupon',
      },
      {
        name: 'factor_type enum',
        mutate: (a) => (a.discounts[1].factor_type = 'percent'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.discounts[1].factor_type',
        received: 'percent',
      },
      {
        name: 'rate range',
        mutate: (a) => (a.discounts[1].rate = 150),
        code: 'SVC_ERR_422',
        field: 'data.attributes.discounts[1].rate',
        received: 150,
      },
      {
        name: 'rate type',
        mutate: (a) => (a.discounts[1].rate = '10%'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.discounts[1].rate',
        received: '10%',
      },
      {
        name: 'negative order subtotal',
        mutate: (a) => (a.discounts[0].subtotal_cents = -100),
        code: 'SVC_ERR_422',
        field: 'data.attributes.discounts[0].subtotal_cents',
        received: -100,
      },
      {
        name: 'decimal amount',
        mutate: (a) => (a.discounts[2].amount_cents = 20.5),
        code: 'SVC_ERR_422_CENTS',
        field: 'data.attributes.discounts[2].amount_cents',
        received: 20.5,
      },
      {
        name: 'item_identifier uuid',
        mutate: (a) => (a.discounts[0].item_identifier = '12345'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.discounts[0].item_identifier',
        received: '12345',
      },
      {
        name: 'quantity positive',
        mutate: (a) => (a.discounts[0].quantity = 0),
        code: 'SVC_ERR_422',
        field: 'data.attributes.discounts[0].quantity',
        received: 0,
      },
      {
        name: 'discounted_at offset',
        mutate: (a) => (a.discounts[0].discounted_at = '2026-03-06 14:12'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.discounts[0].discounted_at',
        received: '2026-03-06 14:12',
      },
      {
        name: 'reason length',
        mutate: (a) => (a.discounts[0].reason = 'x'.repeat(1001)),
        code: 'SVC_ERR_422',
        field: 'data.attributes.discounts[0].reason',
        received: `${'x'.repeat(200)}…`,
      },
      {
        name: 'element type',
        mutate: (a) => (a.discounts[0] = 'DSC-0001'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.discounts[0]',
        received: 'DSC-0001',
      },
      {
        name: 'date',
        mutate: (a) => (a.date = '2026-02-29'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.date',
        received: '2026-02-29',
      },
    ]);
  });
});
