import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDay } from '#shared/storage/day-store.ts';
import { BUSINESS_DATE } from '../fixtures/end-of-day.ts';
import { manualClock, startTestStack, type TestStack } from '../support/stack.ts';
import { dayDocumentAttributes, envelope, expectRejections, post } from './ingest-support.ts';

const clock = manualClock('2026-03-07T07:40:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack.close());

const attributes = dayDocumentAttributes.sales;

describe('POST /api/v1/ingest/sales', () => {
  it('stores one document per shift of the same day', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    for (const shift of ['lunch', 'dinner']) {
      const response = await post(
        stack,
        branch,
        'sales',
        envelope('sales', { ...attributes(branch.branchId), shift }),
      );
      expect(response.status).toBe(202);
    }
    const day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
    expect(day.documents.map((document) => (document.attributes as any).shift).sort()).toEqual([
      'dinner',
      'lunch',
    ]);
  });

  it('rejects every invalid field, storing nothing', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    await expectRejections(stack, branch, 'sales', 'sales', () => attributes(branch.branchId), [
      {
        name: 'required total (the spec example)',
        mutate: (a) => delete a.total_sales_cents,
        code: 'SVC_ERR_422',
        field: 'data.attributes.total_sales_cents',
      },
      {
        name: 'decimal total',
        mutate: (a) => (a.total_sales_cents = 4602.5),
        code: 'SVC_ERR_422_CENTS',
        field: 'data.attributes.total_sales_cents',
        received: 4602.5,
      },
      {
        name: 'decimal optional cents',
        mutate: (a) => (a.avg_ticket_cents = 255.67),
        code: 'SVC_ERR_422_CENTS',
        field: 'data.attributes.avg_ticket_cents',
        received: 255.67,
      },
      {
        name: 'shift enum',
        mutate: (a) => (a.shift = 'night'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.shift',
        received: 'night',
      },
      {
        name: 'shift required',
        mutate: (a) => delete a.shift,
        code: 'SVC_ERR_422',
        field: 'data.attributes.shift',
      },
      {
        name: 'covers integer',
        mutate: (a) => (a.covers = 40.5),
        code: 'SVC_ERR_422',
        field: 'data.attributes.covers',
        received: 40.5,
      },
      {
        name: 'tables_served not negative',
        mutate: (a) => (a.tables_served = -1),
        code: 'SVC_ERR_422',
        field: 'data.attributes.tables_served',
        received: -1,
      },
      {
        name: 'closing_type enum',
        mutate: (a) => (a.closing_type = 'close'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.closing_type',
        received: 'close',
      },
      {
        name: 'date',
        mutate: (a) => (a.date = '2026-3-6'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.date',
        received: '2026-3-6',
      },
    ]);
  });
});
