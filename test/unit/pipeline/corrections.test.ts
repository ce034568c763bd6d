/** How a POS corrects a closed day: a correction replaces, it never adds (day-input.ts countedDocuments). */
import { describe, expect, it } from 'vitest';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import type { DayDocument, DayResource } from '#shared/storage/day-store.ts';
import { dayInputOf } from '#shared/use-cases/pipeline/day-input.ts';

const DATE = '2026-03-06';
let sequence = 0;

function doc(
  resource: DayResource,
  key: string,
  attributes: Record<string, unknown>,
  meta: Record<string, unknown> = {},
): DayDocument {
  sequence += 1;
  return {
    resource,
    document_id: `01JNRG5W7X9Q2M4T8V6B3C${String(sequence).padStart(4, '0')}`,
    idempotency_key: key,
    business_date: DATE,
    received_at: `2026-03-07T07:${String(10 + sequence).padStart(2, '0')}:00.000Z`,
    // Test documents carry only the members these rules read, not a full schema output.
    attributes: attributes as DayDocument['attributes'],
    meta,
  } as DayDocument;
}

const dated = { branch_identifier: 'b', date: DATE, closing_type: 'zout' };
const line = (cents: number) => ({
  item_name: 'Taco',
  quantity: 1,
  unit_price_cents: cents,
  subtotal_cents: cents,
  net_total_cents: cents,
  category_type: 'food',
});
const closing = (cash: number) => ({
  branch_identifier: 'b',
  closing_type: 'zout',
  start_at: `${DATE}T08:00:00-06:00`,
  end_at: `${DATE}T23:00:00-06:00`,
  summaries: [
    { type: 'cash_sales', amount_cents: cash },
    { type: 'cash_theoretical', amount_cents: cash },
    { type: 'cash_actual', amount_cents: cash },
  ],
});

const cubesOf = (documents: DayDocument[]) =>
  buildDayCubes(
    dayInputOf({
      branchId: 'b',
      date: DATE,
      timeZone: 'America/Mexico_City',
      documents,
      catalog: [],
      activity: [],
    }),
  );

describe('corrections never double a day', () => {
  it('sales: a corrected summary of the same shift under a new key replaces the earlier one', () => {
    const cubes = cubesOf([
      doc('sales', 'k1-sales', { ...dated, shift: 'all_day', total_sales_cents: 100_000 }),
      doc('sales', 'k2-sales', { ...dated, shift: 'all_day', total_sales_cents: 98_000 }),
    ]);
    expect([cubes.sales.total_sales_cents, cubes.sales.summaries_count]).toEqual([98_000, 1]);
  });

  it('sales: summaries of different shifts still add up', () => {
    const cubes = cubesOf([
      doc('sales', 'a', { ...dated, shift: 'lunch', total_sales_cents: 40_000 }),
      doc('sales', 'b', { ...dated, shift: 'dinner', total_sales_cents: 60_000 }),
      doc('sales', 'c', { ...dated, shift: 'lunch', total_sales_cents: 45_000 }),
    ]);
    expect(cubes.sales.total_sales_cents).toBe(105_000);
  });

  it('payments: the latest payments document of the day replaces the earlier ones', () => {
    const cubes = cubesOf([
      doc('payments', 'p1', { ...dated, payments: [{ payment_type: 'cash', amount_cents: 50_000 }] }),
      doc('payments', 'p2', { ...dated, payments: [{ payment_type: 'cash', amount_cents: 48_000 }] }),
    ]);
    expect(cubes.payments.total_amount_cents).toBe(48_000);
  });

  it('orders: batches add up; a batch sent with meta.replaces replaces that batch (and its chain)', () => {
    const first = doc('orders', 'batch-1', { ...dated, lines: [line(1000), line(2000)] });
    const second = doc('orders', 'batch-2', { ...dated, lines: [line(500)] });
    expect(cubesOf([first, second]).items.items[0]?.net_sales_cents).toBe(3500);
    const fix = doc('orders', 'batch-1-fix', { ...dated, lines: [line(1000)] }, { replaces: 'batch-1' });
    expect(cubesOf([first, second, fix]).items.items[0]?.net_sales_cents).toBe(1500);
    const fixAgain = doc(
      'orders',
      'batch-1-fix2',
      { ...dated, lines: [line(900)] },
      { replaces: 'batch-1-fix' },
    );
    expect(cubesOf([first, second, fix, fixAgain]).items.items[0]?.net_sales_cents).toBe(1400);
  });

  it('orders: an empty batch replacing one voids it', () => {
    const first = doc('orders', 'batch-1', { ...dated, lines: [line(1000)] });
    const voided = doc('orders', 'batch-1-void', { ...dated, lines: [] }, { replaces: 'batch-1' });
    expect(cubesOf([first, voided]).items.items).toEqual([]);
  });

  it('discounts and cancellations: meta.replaces replaces, otherwise they add up', () => {
    const cubes = cubesOf([
      doc('discounts', 'd1', { ...dated, discounts: [{ amount_cents: 300 }] }),
      doc('discounts', 'd2', { ...dated, discounts: [{ amount_cents: 200 }] }),
      doc('discounts', 'd1b', { ...dated, discounts: [{ amount_cents: 100 }] }, { replaces: 'd1' }),
      doc('cancellations', 'c1', { ...dated, cancellations: [{ amount_cents: 700 }] }),
      doc('cancellations', 'c1b', { ...dated, cancellations: [{ amount_cents: 400 }] }, { replaces: 'c1' }),
    ]);
    expect([cubes.discounts.total_cents, cubes.cancellations.total_cents]).toEqual([300, 400]);
  });

  it('meta.replaces only replaces a document of the same resource', () => {
    const cubes = cubesOf([
      doc('orders', 'shared-key', { ...dated, lines: [line(1000)] }),
      doc('discounts', 'd', { ...dated, discounts: [{ amount_cents: 100 }] }, { replaces: 'shared-key' }),
    ]);
    expect(cubes.items.items[0]?.net_sales_cents).toBe(1000);
  });

  it('cash-register: a corrected zout replaces the earlier one and keeps its folio', () => {
    const original = doc('cash-register', 'closing-uuid', closing(10_000));
    const corrected = doc('cash-register', 'closing-uuid-fix', closing(9_000), { replaces: 'closing-uuid' });
    const other = doc('cash-register', 'other-register', closing(5_000));
    const cubes = cubesOf([original, corrected, other]);
    expect(cubes.reconciliation.records.map((record) => [record.folio, record.cash_cents])).toEqual([
      ['closing-uuid', 9_000],
      ['other-register', 5_000],
    ]);
    expect(cubes.cash.closings_count).toBe(2);
  });
});
