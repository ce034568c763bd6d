import { describe, expect, it } from 'vitest';
import type { DayDocument, DayResource } from '#shared/storage/day-store.ts';
import { dayInputOf } from '#shared/use-cases/pipeline/day-input.ts';

const DATE = '2026-03-06';

let sequence = 0;
function document(
  resource: DayResource,
  attributes: Record<string, unknown>,
  meta: Record<string, unknown> = {},
): DayDocument {
  sequence += 1;
  return {
    resource,
    document_id: `01JNRG5W7X9Q2M4T8V6B3C1D${String(sequence).padStart(2, '0')}`,
    business_date: DATE,
    received_at: '2026-03-07T07:36:00.000Z',
    attributes,
    meta,
    // Hand-built documents carry only what each test needs, not every required member.
  } as DayDocument;
}

const line = (item_name: string, cents: number) => ({
  item_name,
  quantity: 1,
  unit_price_cents: cents,
  subtotal_cents: cents,
  net_total_cents: cents,
  category_type: 'food',
});

/** One document of every resource, all sent with the given closing_type. */
function day(closingType: 'xout' | 'zout', tag: string): DayDocument[] {
  const dated = { branch_identifier: 'b', date: DATE, closing_type: closingType };
  return [
    document('orders', { ...dated, lines: [line(`${tag} taco`, 1000)] }),
    document('sales', { ...dated, shift: 'lunch', total_sales_cents: 1000 }),
    document('payments', { ...dated, payments: [{ payment_type: 'cash', amount_cents: 1000 }] }),
    document('discounts', { ...dated, discounts: [{ name: `${tag} discount`, amount_cents: 100 }] }),
    document('cancellations', { ...dated, cancellations: [{ item_name: `${tag} void`, amount_cents: 200 }] }),
    document(
      'cash-register',
      {
        branch_identifier: 'b',
        closing_type: closingType,
        start_at: `${DATE}T08:00:00-06:00`,
        end_at: `${DATE}T16:00:00-06:00`,
        summaries: [{ type: 'cash_sales', amount_cents: 1000 }],
      },
      { cashier_name: `${tag} cashier` },
    ),
  ];
}

const sources = (documents: DayDocument[]) => ({
  branchId: 'b',
  date: DATE,
  timeZone: 'America/Mexico_City',
  documents,
  catalog: [],
  activity: [],
});

describe('dayInputOf', () => {
  it('hands over every zout document of every resource', () => {
    const input = dayInputOf(sources(day('zout', 'z')));
    expect(input.orders.map((row) => row.item_name)).toEqual(['z taco']);
    expect(input.sales).toHaveLength(1);
    expect(input.payments).toHaveLength(1);
    expect(input.discounts.map((row) => row.name)).toEqual(['z discount']);
    expect(input.cancellations.map((row) => row.item_name)).toEqual(['z void']);
    expect(input.closings.map((row) => row.cashier_name)).toEqual(['z cashier']);
  });

  it('drops every xout document, closings and sales summaries included, whatever its resource', () => {
    const input = dayInputOf(sources([...day('xout', 'x'), ...day('zout', 'z')]));
    expect(input.orders.map((row) => row.item_name)).toEqual(['z taco']);
    expect(input.sales.map((row) => row.closing_type)).toEqual(['zout']);
    expect(input.payments).toHaveLength(1);
    expect(input.discounts.map((row) => row.name)).toEqual(['z discount']);
    expect(input.cancellations.map((row) => row.item_name)).toEqual(['z void']);
    expect(input.closings.map((row) => row.cashier_name)).toEqual(['z cashier']);
  });

  it("uses the closing's idempotency key (the POS's closing UUID) as its folio, else the stored id", () => {
    const [withKey, withoutKey] = [day('zout', 'a').at(-1)!, day('zout', 'b').at(-1)!];
    withKey.idempotency_key = '5b0c6f0e-2f7a-4c39-9a61-7d2f1c8e4a10';
    const input = dayInputOf(sources([withKey, withoutKey]));
    expect(input.closings.map((closing) => closing.id)).toEqual([
      '5b0c6f0e-2f7a-4c39-9a61-7d2f1c8e4a10',
      withoutKey.document_id,
    ]);
  });

  it('gives an empty day when only xout documents were stored', () => {
    const input = dayInputOf(sources(day('xout', 'x')));
    expect([
      input.orders,
      input.sales,
      input.payments,
      input.discounts,
      input.cancellations,
      input.closings,
    ]).toEqual([[], [], [], [], [], []]);
  });
});
