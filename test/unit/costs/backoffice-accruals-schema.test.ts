/** The back-office fields of issue 31: an expense's accrual period and a purchase's IVA. */
import { describe, expect, it } from 'vitest';
import {
  expenseAttributes,
  MAX_EXPENSE_PERIOD_DAYS,
  purchaseAttributes,
} from '#shared/domain/schemas/backoffice.ts';
import { BRANCH, caught, ingest } from '../schemas/support.ts';

/** `fn` is refused with 422 on `field`. */
function expectRejection(fn: () => unknown, code: string, field: string, received?: unknown) {
  const error = caught(fn);
  expect({ code: error.code, field: error.field, status: error.status }).toEqual({
    code,
    field,
    status: 422,
  });
  if (received !== undefined) expect(error.receivedValue).toEqual(received);
  return error;
}

const EXPENSE = {
  branch_identifier: BRANCH,
  date: '2026-03-01',
  category: 'rent',
  amount_cents: 3_100_000,
  paid_with: 'transfer',
};
const PURCHASE = {
  branch_identifier: BRANCH,
  date: '2026-03-02',
  supplier_name: 'Carnes Norte',
  paid_with: 'cash',
  lines: [
    {
      ingredient: 'Res',
      category_type: 'food',
      quantity: 2,
      unit: 'kg',
      unit_cost_cents: 1_000,
      total_cents: 2_000,
    },
  ],
};

const expense = (attributes: object) => ingest('expense', expenseAttributes, { ...EXPENSE, ...attributes });

describe('expense accrual period', () => {
  it('accepts an expense without a period, and one with both ends in order', () => {
    expect(expense({}).attributes.period_from).toBeUndefined();
    const rent = expense({ period_from: '2026-03-01', period_to: '2026-03-31' }).attributes;
    expect([rent.period_from, rent.period_to]).toEqual(['2026-03-01', '2026-03-31']);
    expect(expense({ period_from: '2026-03-05', period_to: '2026-03-05' }).attributes.period_to).toBe(
      '2026-03-05',
    );
  });

  it('refuses one end without the other, naming the missing end', () => {
    expectRejection(() => expense({ period_from: '2026-03-01' }), 'SVC_ERR_422', 'data.attributes.period_to');
    expectRejection(() => expense({ period_to: '2026-03-31' }), 'SVC_ERR_422', 'data.attributes.period_from');
  });

  it('refuses period_to before period_from with the field path', () => {
    expectRejection(
      () => expense({ period_from: '2026-03-31', period_to: '2026-03-01' }),
      'SVC_ERR_422',
      'data.attributes.period_to',
    );
  });

  it('refuses a period longer than the longest accrual period, and one far from its date', () => {
    expectRejection(
      () => expense({ date: '2026-01-01', period_from: '2026-01-01', period_to: '2026-12-31' }),
      'SVC_ERR_422',
      'data.attributes.period_to',
    );
    const farFrom = new Date(Date.UTC(2026, 2, 1 + MAX_EXPENSE_PERIOD_DAYS + 1)).toISOString().slice(0, 10);
    expectRejection(
      () => expense({ period_from: farFrom, period_to: farFrom }),
      'SVC_ERR_422',
      'data.attributes.period_from',
    );
  });

  it('refuses a period end that is not a calendar date', () => {
    expectRejection(
      () => expense({ period_from: '2026-02-01', period_to: '2026-02-30' }),
      'SVC_ERR_422',
      'data.attributes.period_to',
    );
  });
});

describe('purchase IVA', () => {
  it('accepts a purchase without IVA and one with iva_cents ≥ 0', () => {
    expect(ingest('purchase', purchaseAttributes, PURCHASE).attributes.iva_cents).toBeUndefined();
    expect(ingest('purchase', purchaseAttributes, { ...PURCHASE, iva_cents: 320 }).attributes.iva_cents).toBe(
      320,
    );
  });

  it('refuses a negative or fractional iva_cents', () => {
    const error = expectRejection(
      () => ingest('purchase', purchaseAttributes, { ...PURCHASE, iva_cents: -1 }),
      'SVC_ERR_422',
      'data.attributes.iva_cents',
      -1,
    );
    expect(error.status).toBe(422);
    const fractional = () => ingest('purchase', purchaseAttributes, { ...PURCHASE, iva_cents: 1.5 });
    expect(() => fractional()).toThrow();
  });
});
