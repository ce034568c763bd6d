/**
 * Dates impossible for a business (before 2000, or more than one day after the branch's current
 * business date) are 422 on every dated ingest resource, naming the field, and nothing is stored. Timestamps
 * are judged by their business date (cutoff 05:00 local by default).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_DATE, ORDER_LINES, ZOUT_SUMMARIES } from '../fixtures/end-of-day.ts';
import { manualClock, startTestStack, type TestStack } from '../support/stack.ts';
import { dayDocumentAttributes, envelope, expectRejections, post } from './ingest-support.ts';

// 01:40 on 2026-03-07 in Mexico City, before the 05:00 cutoff: the business day still running is the
// 6th, so the 7th is the latest accepted date (the 8th with a midnight cutoff).
const clock = manualClock('2026-03-07T07:40:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack.close());

const orders = (branchId: string) => ({
  branch_identifier: branchId,
  date: BUSINESS_DATE,
  closing_type: 'zout',
  lines: ORDER_LINES.slice(0, 3).map((line) => ({ ...line })),
});
const closing = (branchId: string) => ({
  branch_identifier: branchId,
  closing_type: 'zout',
  start_at: `${BUSINESS_DATE}T08:00:00-06:00`,
  end_at: '2026-03-07T01:30:00-06:00',
  status: 'completed',
  summaries: ZOUT_SUMMARIES.map((summary) => ({ ...summary })),
});

describe('date limits at ingest', () => {
  it('refuses dates before 2000 or after business today + 1 on every dated resource, storing nothing', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    await expectRejections(
      stack,
      branch,
      'sales',
      'sales',
      () => dayDocumentAttributes.sales(branch.branchId),
      [
        {
          name: 'sales before 2000',
          mutate: (a) => (a.date = '1999-12-31'),
          code: 'SVC_ERR_422',
          field: 'data.attributes.date',
          received: '1999-12-31',
        },
        {
          name: 'sales two business days ahead (the calendar says one)',
          mutate: (a) => (a.date = '2026-03-08'),
          code: 'SVC_ERR_422',
          field: 'data.attributes.date',
          received: '2026-03-08',
        },
      ],
    );
    await expectRejections(
      stack,
      branch,
      'payments',
      'payments',
      () => dayDocumentAttributes.payments(branch.branchId),
      [
        {
          name: 'payments in year 0000',
          mutate: (a) => (a.date = '0000-01-01'),
          code: 'SVC_ERR_422',
          field: 'data.attributes.date',
          received: '0000-01-01',
        },
      ],
    );
    await expectRejections(stack, branch, 'orders', 'orders', () => orders(branch.branchId), [
      {
        name: 'an order line in year 0000',
        mutate: (a) => (a.lines[1].ordered_at = '0000-01-01T00:00:00Z'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.lines[1].ordered_at',
        received: '0000-01-01T00:00:00Z',
      },
      {
        name: 'an order line whose business date is two days ahead',
        mutate: (a) => (a.lines[2].ordered_at = '2026-03-08T05:00:00-06:00'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.lines[2].ordered_at',
        received: '2026-03-08T05:00:00-06:00',
      },
    ]);
    await expectRejections(
      stack,
      branch,
      'discounts',
      'discounts',
      () => dayDocumentAttributes.discounts(branch.branchId),
      [
        {
          name: 'a discount in 1970',
          mutate: (a) => (a.discounts[0].discounted_at = '1970-01-01T00:00:00Z'),
          code: 'SVC_ERR_422',
          field: 'data.attributes.discounts[0].discounted_at',
          received: '1970-01-01T00:00:00Z',
        },
      ],
    );
    await expectRejections(
      stack,
      branch,
      'cancellations',
      'cancellations',
      () => dayDocumentAttributes.cancellations(branch.branchId),
      [
        {
          name: 'a cancellation a year ahead',
          mutate: (a) => (a.cancellations[0].cancelled_at = '2027-03-07T12:00:00-06:00'),
          code: 'SVC_ERR_422',
          field: 'data.attributes.cancellations[0].cancelled_at',
          received: '2027-03-07T12:00:00-06:00',
        },
      ],
    );
    await expectRejections(stack, branch, 'cash-register', 'cash-register', () => closing(branch.branchId), [
      {
        name: 'a closing that starts in year 0000',
        mutate: (a) => (a.start_at = '0000-01-01T00:00:00Z'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.start_at',
        received: '0000-01-01T00:00:00Z',
      },
      {
        name: 'a closing that ends on business date 2026-03-08',
        mutate: (a) => (a.end_at = '2026-03-08T05:00:00-06:00'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.end_at',
        received: '2026-03-08T05:00:00-06:00',
      },
    ]);
  });

  it('accepts the boundaries: business today + 1, and a timestamp before the cutoff of the day after it', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const sales = { ...dayDocumentAttributes.sales(branch.branchId), date: '2026-03-07' };
    expect((await post(stack, branch, 'sales', envelope('sales', sales))).status).toBe(202);
    const early = { ...dayDocumentAttributes.sales(branch.branchId), date: '2000-01-01', shift: 'bar' };
    expect((await post(stack, branch, 'sales', envelope('sales', early))).status).toBe(202);
    // 04:59 on the 8th is still the 7th's business day.
    const lateClosing = { ...closing(branch.branchId), end_at: '2026-03-08T04:59:00-06:00' };
    const response = await post(stack, branch, 'cash-register', envelope('cash-register', lateClosing));
    expect(response.status).toBe(202);
    expect(response.body.data.attributes.message).toContain('2026-03-07');
  });

  it('with a midnight cutoff, today is the calendar day: the 8th is accepted at 01:40 on the 7th', async () => {
    const branch = await stack.createBranch({ plan: 'starter', businessDayCutoffHour: 0 });
    const sales = { ...dayDocumentAttributes.sales(branch.branchId), date: '2026-03-08' };
    expect((await post(stack, branch, 'sales', envelope('sales', sales))).status).toBe(202);
    const tooFar = { ...dayDocumentAttributes.sales(branch.branchId), date: '2026-03-09' };
    const refused = await post(stack, branch, 'sales', envelope('sales', tooFar));
    expect(refused.status).toBe(422);
    expect(refused.body.error.field).toBe('data.attributes.date');
  });
});
