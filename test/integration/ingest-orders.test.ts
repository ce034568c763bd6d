import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_ORDER_LINES } from '#shared/domain/limits.ts';
import { readDay } from '#shared/storage/day-store.ts';
import { BUSINESS_DATE, ORDER_LINES } from '../fixtures/end-of-day.ts';
import { ordersBody } from '../fixtures/order-lines.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { envelope, expectError, expectRejections, post, storedItems } from './ingest-support.ts';

const clock = manualClock('2026-03-07T07:40:00.000Z');
let stack: TestStack;
let branch: TestBranch;

beforeAll(async () => {
  stack = await startTestStack({ clock });
  branch = await stack.createBranch({ plan: 'starter' });
});
afterAll(() => stack.close());

const attributes = (branchId: string) => ({
  branch_identifier: branchId,
  date: BUSINESS_DATE,
  closing_type: 'zout',
  lines: ORDER_LINES.slice(0, 3).map((line) => ({ ...line })),
});

describe('POST /api/v1/ingest/orders', () => {
  it('answers 202 orders-ingest and stores the lines under the business date, extras kept', async () => {
    const own = await stack.createBranch({ plan: 'starter' });
    const body = attributes(own.branchId);
    const { discount_cents: _dropped, ...withoutDiscount } = body.lines[0]!;
    body.lines[0] = withoutDiscount as (typeof body.lines)[0];
    const response = await post(
      stack,
      own,
      'orders',
      envelope(
        'orders',
        { ...body, table_count: 12, lines: body.lines.map((line, i) => ({ ...line, seat: i + 1 })) },
        { pos_name: 'PuntoVenta Express', sent_at: '2026-03-07T01:35:00-06:00', terminal: 'T2' },
      ),
    );
    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      data: {
        type: 'orders-ingest',
        id: expect.stringMatching(/^[0-9A-Z]{26}$/),
        attributes: { queued: true, lines_accepted: 3 },
      },
    });

    const day = await readDay(stack.deps, own.branchId, BUSINESS_DATE);
    expect(day.documents).toHaveLength(1);
    const [document] = day.documents;
    expect(document).toMatchObject({
      resource: 'orders',
      document_id: response.body.data.id,
      business_date: BUSINESS_DATE,
      received_at: '2026-03-07T07:40:00.000Z',
      meta: { pos_name: 'PuntoVenta Express', terminal: 'T2' },
    });
    const stored = document!.attributes as any;
    expect(stored.table_count).toBe(12);
    expect(stored.lines).toHaveLength(3);
    expect(stored.lines[0]).toMatchObject({
      item_name: ORDER_LINES[0]!.item_name,
      discount_cents: 0,
      seat: 1,
    });
    // A day not yet closed: the state item exists (revision 1) but does not trigger anything.
    expect(day.state).toMatchObject({ closed: false, revision: 1, zout_count: 0 });
  });

  it('replays the same request with 200 and X-Idempotent-Replayed, refuses a different one with 422 (key reused)', async () => {
    const own = await stack.createBranch({ plan: 'starter' });
    const body = envelope('orders', attributes(own.branchId));
    const first = await post(stack, own, 'orders', body, 'closing-7-orders');
    const again = await post(stack, own, 'orders', body, 'closing-7-orders');
    expect(again.status).toBe(200);
    expect(again.headers.get('x-idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);

    const changed = envelope('orders', { ...attributes(own.branchId), lines: ORDER_LINES.slice(0, 1) });
    expectError(
      await post(stack, own, 'orders', changed, 'closing-7-orders'),
      422,
      'SVC_ERR_422_IDEMPOTENCY_KEY_REUSED',
      'headers.X-Idempotency-Key',
    );
    expect((await readDay(stack.deps, own.branchId, BUSINESS_DATE)).documents).toHaveLength(1);
  });

  it('stores xout order lines as informational: the day state is not touched', async () => {
    const own = await stack.createBranch({ plan: 'starter' });
    const response = await post(
      stack,
      own,
      'orders',
      envelope('orders', { ...attributes(own.branchId), closing_type: 'xout' }),
    );
    expect(response.status).toBe(202);
    const day = await readDay(stack.deps, own.branchId, BUSINESS_DATE);
    expect(day.documents.map((document) => document.document_id)).toEqual([response.body.data.id]);
    expect(day.state).toBeUndefined();
  });

  it('accepts a whole busy day: 10,000 lines in one request', async () => {
    const own = await stack.createBranch({ plan: 'starter' });
    const body = ordersBody(own.branchId, 10_000);
    const response = await post(stack, own, 'orders', body);
    expect(response.status).toBe(202);
    expect(response.body.data.attributes.lines_accepted).toBe(10_000);
    const day = await readDay(stack.deps, own.branchId, BUSINESS_DATE);
    const lines = (day.documents[0]!.attributes as any).lines;
    expect(lines).toHaveLength(10_000);
    expect(lines[9_999]).toEqual(body.data.attributes.lines[9_999]);
  });

  it('answers 404 for another branch_identifier without saying whether it exists', async () => {
    const other = await stack.createBranch({ plan: 'starter', name: 'Sucursal Norte' });
    const response = await post(stack, branch, 'orders', envelope('orders', attributes(other.branchId)));
    expectError(response, 404, 'SVC_ERR_404', 'data.attributes.branch_identifier', other.branchId);
    expect(JSON.stringify(response.body)).not.toContain('Sucursal Norte');
    expect(await storedItems(stack, branch.branchId)).toEqual([]);
    expect(await storedItems(stack, other.branchId)).toEqual([]);
  });

  it('rejects the envelope: wrong data.type (422), missing attributes (400), bad meta (422)', async () => {
    const own = await stack.createBranch({ plan: 'starter' });
    expectError(
      await post(stack, own, 'orders', envelope('order', attributes(own.branchId))),
      422,
      'SVC_ERR_422',
      'data.type',
      'order',
    );
    expectError(
      await post(stack, own, 'orders', { data: { type: 'orders' } }),
      400,
      'SVC_ERR_400',
      'data.attributes',
    );
    expectError(
      await post(
        stack,
        own,
        'orders',
        envelope('orders', attributes(own.branchId), { pos_variant: 'takeout' }),
      ),
      422,
      'SVC_ERR_422',
      'data.meta.pos_variant',
      'takeout',
    );
    expect(await storedItems(stack, own.branchId)).toEqual([]);
  });

  it('rejects every invalid field with its code, full path and received value, storing nothing', async () => {
    const own = await stack.createBranch({ plan: 'starter' });
    await expectRejections(stack, own, 'orders', 'orders', () => attributes(own.branchId), [
      {
        name: 'required item_name',
        mutate: (a) => delete a.lines[1].item_name,
        code: 'SVC_ERR_422',
        field: 'data.attributes.lines[1].item_name',
      },
      {
        name: 'blank item_name',
        mutate: (a) => (a.lines[1].item_name = '  '),
        code: 'SVC_ERR_422',
        field: 'data.attributes.lines[1].item_name',
        received: '  ',
      },
      {
        name: 'required net_total_cents',
        mutate: (a) => delete a.lines[0].net_total_cents,
        code: 'SVC_ERR_422',
        field: 'data.attributes.lines[0].net_total_cents',
      },
      {
        name: 'decimal cents',
        mutate: (a) => (a.lines[2].unit_price_cents = 85.5),
        code: 'SVC_ERR_422_CENTS',
        field: 'data.attributes.lines[2].unit_price_cents',
        received: 85.5,
      },
      {
        name: 'cents as a string',
        mutate: (a) => (a.lines[0].subtotal_cents = '17000'),
        code: 'SVC_ERR_422_CENTS',
        field: 'data.attributes.lines[0].subtotal_cents',
        received: '17000',
      },
      {
        name: 'decimal optional cents',
        mutate: (a) => (a.lines[0].discount_cents = 0.5),
        code: 'SVC_ERR_422_CENTS',
        field: 'data.attributes.lines[0].discount_cents',
        received: 0.5,
      },
      {
        name: 'decimal unknown *_cents member',
        mutate: (a) => (a.lines[0].service_fee_cents = 1.25),
        code: 'SVC_ERR_422_CENTS',
        field: 'data.attributes.lines[0].service_fee_cents',
        received: 1.25,
      },
      {
        name: 'quantity zero',
        mutate: (a) => (a.lines[0].quantity = 0),
        code: 'SVC_ERR_422',
        field: 'data.attributes.lines[0].quantity',
        received: 0,
      },
      {
        name: 'fractional quantity',
        mutate: (a) => (a.lines[0].quantity = 1.5),
        code: 'SVC_ERR_422',
        field: 'data.attributes.lines[0].quantity',
        received: 1.5,
      },
      {
        name: 'category_type enum',
        mutate: (a) => (a.lines[1].category_type = 'dessert'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.lines[1].category_type',
        received: 'dessert',
      },
      {
        name: 'item_identifier uuid',
        mutate: (a) => (a.lines[0].item_identifier = 'TAC-001'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.lines[0].item_identifier',
        received: 'TAC-001',
      },
      {
        name: 'ordered_at offset',
        mutate: (a) => (a.lines[0].ordered_at = '2026-03-06T13:05:00'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.lines[0].ordered_at',
        received: '2026-03-06T13:05:00',
      },
      {
        name: 'waiter_name type',
        mutate: (a) => (a.lines[0].waiter_name = 7),
        code: 'SVC_ERR_422',
        field: 'data.attributes.lines[0].waiter_name',
        received: 7,
      },
      {
        name: 'item_name length',
        mutate: (a) => (a.lines[0].item_name = 'x'.repeat(201)),
        code: 'SVC_ERR_422',
        field: 'data.attributes.lines[0].item_name',
        received: `${'x'.repeat(200)}…`,
      },
      {
        name: 'calendar date',
        mutate: (a) => (a.date = '2026-02-30'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.date',
        received: '2026-02-30',
      },
      {
        name: 'required date',
        mutate: (a) => delete a.date,
        code: 'SVC_ERR_422',
        field: 'data.attributes.date',
      },
      {
        name: 'closing_type enum',
        mutate: (a) => (a.closing_type = 'yout'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.closing_type',
        received: 'yout',
      },
      {
        name: 'branch uuid',
        mutate: (a) => (a.branch_identifier = 'branch-1'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.branch_identifier',
        received: 'branch-1',
      },
      {
        name: 'lines type',
        mutate: (a) => (a.lines = 'none'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.lines',
        received: 'none',
      },
    ]);
  });

  it(`refuses more than ${MAX_ORDER_LINES} lines (422) and a body over ${MAX_BODY_BYTES} bytes (413)`, async () => {
    const own = await stack.createBranch({ plan: 'starter' });
    const line = {
      item_name: 'Taco',
      quantity: 1,
      unit_price_cents: 1,
      subtotal_cents: 1,
      net_total_cents: 1,
      category_type: 'food',
    };
    const tooMany = {
      ...attributes(own.branchId),
      lines: Array.from({ length: MAX_ORDER_LINES + 1 }, () => line),
    };
    const many = await post(stack, own, 'orders', envelope('orders', tooMany));
    expectError(many, 422, 'SVC_ERR_422', 'data.attributes.lines');
    expect(many.body.error.message).toContain(`(received ${MAX_ORDER_LINES + 1})`);

    const padded = { ...attributes(own.branchId), note: 'x'.repeat(MAX_BODY_BYTES) };
    expectError(await post(stack, own, 'orders', envelope('orders', padded)), 413, 'SVC_ERR_413', undefined);
    expect(await storedItems(stack, own.branchId)).toEqual([]);
  });
});
