import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDay } from '#shared/day-store.ts';
import { BUSINESS_DATE, PAYMENTS } from '../fixtures/end-of-day.ts';
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
  payments: PAYMENTS.map((payment) => ({ ...payment })),
});

describe('POST /api/v1/ingest/payments', () => {
  it('answers 202 payments-ingest with the count and stores the document; replays with 200', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const body = envelope('payments', attributes(branch.branchId));
    const response = await post(stack, branch, 'payments', body, 'c1-payments');
    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      data: {
        type: 'payments-ingest',
        id: expect.any(String),
        attributes: { queued: true, payments_accepted: 5 },
      },
    });
    const day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
    expect(
      day.documents.map((document) => [document.resource, document.document_id, document.idempotency_key]),
    ).toEqual([['payments', response.body.data.id, 'c1-payments']]);
    expect((day.documents[0]!.attributes as any).payments).toEqual(PAYMENTS);

    const replay = await post(stack, branch, 'payments', body, 'c1-payments');
    expect([replay.status, replay.headers.get('x-idempotent-replayed')]).toEqual([200, 'true']);
    expect(replay.body).toEqual(response.body);
    expect((await readDay(stack.deps, branch.branchId, BUSINESS_DATE)).documents).toHaveLength(1);
  });

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

  it('answers 404 for another branch', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const other = await stack.createBranch({ plan: 'starter' });
    const response = await post(stack, branch, 'payments', envelope('payments', attributes(other.branchId)));
    expectError(response, 404, 'SVC_ERR_404', 'data.attributes.branch_identifier', other.branchId);
    expect(await storedItems(stack, branch.branchId)).toEqual([]);
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
