import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestStack, type TestStack } from '../support/stack.ts';
import { dayDocumentAttributes, envelope, expectRejections, post } from './ingest-support.ts';

const clock = manualClock('2026-03-07T07:40:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack.close());

const attributes = dayDocumentAttributes.payments;

describe('POST /api/v1/ingest/payments', () => {
  it('accepts an empty payments array (a day without payments)', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const response = await post(
      stack,
      branch,
      'payments',
      envelope('payments', { ...attributes(branch.branchId), payments: [] }),
    );
    expect(response.status).toBe(202);
    expect(response.body.data.attributes.payments_accepted).toBe(0);
  });

  it('rejects every invalid field, storing nothing', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    await expectRejections(stack, branch, 'payments', 'payments', () => attributes(branch.branchId), [
      {
        name: 'payment_type enum',
        mutate: (a) => (a.payments[1].payment_type = 'bitcoin'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.payments[1].payment_type',
        received: 'bitcoin',
      },
      {
        name: 'required payment_type',
        mutate: (a) => delete a.payments[0].payment_type,
        code: 'SVC_ERR_422',
        field: 'data.attributes.payments[0].payment_type',
      },
      {
        name: 'required amount_cents',
        mutate: (a) => delete a.payments[0].amount_cents,
        code: 'SVC_ERR_422',
        field: 'data.attributes.payments[0].amount_cents',
      },
      {
        name: 'decimal amount',
        mutate: (a) => (a.payments[0].amount_cents = 1480.5),
        code: 'SVC_ERR_422_CENTS',
        field: 'data.attributes.payments[0].amount_cents',
        received: 1480.5,
      },
      {
        name: 'decimal tips',
        mutate: (a) => (a.payments[2].tips_cents = 70.25),
        code: 'SVC_ERR_422_CENTS',
        field: 'data.attributes.payments[2].tips_cents',
        received: 70.25,
      },
      {
        name: 'null change',
        mutate: (a) => (a.payments[0].change_cents = null),
        code: 'SVC_ERR_422_CENTS',
        field: 'data.attributes.payments[0].change_cents',
        received: null,
      },
      {
        // Negative money only where a shortage is meant (docs/ingest-schemas.md): a payment is not one.
        name: 'negative amount_cents',
        mutate: (a) => (a.payments[0].amount_cents = -1500),
        code: 'SVC_ERR_422',
        field: 'data.attributes.payments[0].amount_cents',
        received: -1500,
      },
      {
        name: 'negative transaction_count',
        mutate: (a) => (a.payments[0].transaction_count = -1),
        code: 'SVC_ERR_422',
        field: 'data.attributes.payments[0].transaction_count',
        received: -1,
      },
      {
        name: 'calendar date',
        mutate: (a) => (a.date = '2026-13-01'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.date',
        received: '2026-13-01',
      },
      {
        name: 'date format',
        mutate: (a) => (a.date = '06/03/2026'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.date',
        received: '06/03/2026',
      },
      {
        name: 'closing_type',
        mutate: (a) => delete a.closing_type,
        code: 'SVC_ERR_422',
        field: 'data.attributes.closing_type',
      },
      {
        name: 'payments missing',
        mutate: (a) => delete a.payments,
        code: 'SVC_ERR_422',
        field: 'data.attributes.payments',
      },
    ]);
  });
});
