import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, MAX_PAYMENTS } from '#shared/domain/limits.ts';
import { PAYMENT_TYPES, paymentsAttributes } from '#shared/domain/schemas/payments.ts';
import { DAY, expectRejection, ingest, long, rows } from './support.ts';

const payment = {
  payment_type: 'card_credit',
  payment_type_name: 'Visa crédito',
  amount_cents: 85000,
  tips_cents: 8500,
  change_cents: 0,
  transaction_count: 12,
};
const body = { ...DAY, payments: [payment] };
const parse = (attributes: unknown) => ingest('payments', paymentsAttributes, attributes);

describe('payments attributes', () => {
  it('parses payments and keeps unknown members at both levels', () => {
    const input = { ...body, terminal: 'T1', payments: [{ ...payment, last4: '4242' }] };
    expect(parse(input).attributes).toEqual(input);
  });

  it('accepts every payment type, a minimal payment and an empty array', () => {
    const payments = PAYMENT_TYPES.map((payment_type) => ({ payment_type, amount_cents: 1 }));
    expect(parse({ ...DAY, payments }).attributes.payments).toEqual(payments);
    expect(parse({ ...DAY, payments: [] }).attributes.payments).toEqual([]);
  });

  it.each(['branch_identifier', 'date', 'closing_type', 'payments'])('requires %s', (member) => {
    const input: Record<string, unknown> = { ...body };
    delete input[member];
    expectRejection(() => parse(input), 'SVC_ERR_422', `data.attributes.${member}`);
  });

  it.each(['payment_type', 'amount_cents'])('requires payments[].%s', (member) => {
    const row: Record<string, unknown> = { ...payment };
    delete row[member];
    expectRejection(
      () => parse({ ...DAY, payments: [payment, row] }),
      'SVC_ERR_422',
      `data.attributes.payments[1].${member}`,
    );
  });

  it('rejects an unknown payment type', () => {
    const error = expectRejection(
      () => parse({ ...DAY, payments: [{ ...payment, payment_type: 'paypal' }] }),
      'SVC_ERR_422',
      'data.attributes.payments[0].payment_type',
      'paypal',
    );
    expect(error.message).toContain('must be one of: cash, card_credit, card_debit, card, transfer');
  });

  it.each([
    ['amount_cents', 850.5],
    ['tips_cents', '85'],
    ['change_cents', null],
  ])('rejects payments[].%s = %j with 422_CENTS', (member, value) => {
    expectRejection(
      () => parse({ ...DAY, payments: [{ ...payment, [member]: value }] }),
      'SVC_ERR_422_CENTS',
      `data.attributes.payments[0].${member}`,
      value,
    );
  });

  it('rejects a negative or fractional transaction_count', () => {
    for (const value of [-1, 1.5]) {
      expectRejection(
        () => parse({ ...DAY, payments: [{ ...payment, transaction_count: value }] }),
        'SVC_ERR_422',
        'data.attributes.payments[0].transaction_count',
        value,
      );
    }
  });

  it('rejects an over-long payment_type_name', () => {
    expectRejection(
      () => parse({ ...DAY, payments: [{ ...payment, payment_type_name: long(MAX_NAME_LENGTH + 1) }] }),
      'SVC_ERR_422',
      'data.attributes.payments[0].payment_type_name',
      `${long(200)}…`,
    );
  });

  it(`accepts ${MAX_PAYMENTS} payments and rejects one more`, () => {
    expect(parse({ ...DAY, payments: rows(MAX_PAYMENTS, payment) }).attributes.payments).toHaveLength(
      MAX_PAYMENTS,
    );
    expectRejection(
      () => parse({ ...DAY, payments: rows(MAX_PAYMENTS + 1, payment) }),
      'SVC_ERR_422',
      'data.attributes.payments',
    );
  });
});
