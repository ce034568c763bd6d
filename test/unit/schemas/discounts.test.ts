import { describe, expect, it } from 'vitest';
import { MAX_DISCOUNTS, MAX_TEXT_LENGTH } from '#shared/domain/limits.ts';
import { discountsAttributes } from '#shared/domain/schemas/discounts.ts';
import { DAY, expectRejection, ITEM, ingest, long, rows } from './support.ts';

const discount = {
  discount_identifier: 'D-1',
  type: 'percentage',
  factor_type: 'percentage',
  name: 'Happy hour',
  rate: 10,
  amount_cents: 1350,
  applied_to: 'order',
  applied_by: 'Luis',
  authorized_by: 'Gerente',
  reason: 'Promoción',
  item_identifier: ITEM,
  item_sku: 'TAC-001',
  item_name: 'Tacos al pastor',
  quantity: 1,
  discounted_at: '2026-03-01T18:05:00-06:00',
};
const parse = (attributes: unknown) => ingest('discounts', discountsAttributes, attributes);
const withDiscount = (changes: Record<string, unknown>) => ({
  ...DAY,
  discounts: [{ ...discount, ...changes }],
});

describe('discounts attributes', () => {
  it('parses discounts and keeps unknown members', () => {
    const input = { ...DAY, discounts: [{ ...discount, coupon: 'X1' }], source: 'pos' };
    expect(parse(input).attributes).toEqual(input);
  });

  it('accepts elements with no members (the spec says "may carry") and an empty array', () => {
    expect(parse({ ...DAY, discounts: [{}] }).attributes.discounts).toEqual([{}]);
    expect(parse({ ...DAY, discounts: [] }).attributes.discounts).toEqual([]);
  });

  it.each(['branch_identifier', 'date', 'closing_type', 'discounts'])('requires %s', (member) => {
    const input: Record<string, unknown> = { ...DAY, discounts: [discount] };
    delete input[member];
    expectRejection(() => parse(input), 'SVC_ERR_422', `data.attributes.${member}`);
  });

  it.each(['type', 'factor_type'])('rejects an unknown %s', (member) => {
    const error = expectRejection(
      () => parse(withDiscount({ [member]: 'bogo' })),
      'SVC_ERR_422',
      `data.attributes.discounts[0].${member}`,
      'bogo',
    );
    expect(error.message).toContain('must be one of: percentage, fixed, courtesy');
  });

  it.each([-1, 100.5, '10'])('rejects rate %j (a percent 0..100)', (value) => {
    expectRejection(
      () => parse(withDiscount({ rate: value })),
      'SVC_ERR_422',
      'data.attributes.discounts[0].rate',
      value,
    );
  });

  it('accepts a fractional rate', () => {
    expect(parse(withDiscount({ rate: 12.5 })).attributes.discounts[0]?.rate).toBe(12.5);
  });

  it.each([13.5, '1350', null])('rejects amount_cents %j with 422_CENTS', (value) => {
    expectRejection(
      () => parse(withDiscount({ amount_cents: value })),
      'SVC_ERR_422_CENTS',
      'data.attributes.discounts[0].amount_cents',
      value,
    );
  });

  it.each([0, 1.5])('rejects quantity %j', (value) => {
    expectRejection(
      () => parse(withDiscount({ quantity: value })),
      'SVC_ERR_422',
      'data.attributes.discounts[0].quantity',
      value,
    );
  });

  it('rejects a non-UUID item_identifier and a timestamp without offset', () => {
    expectRejection(
      () => parse(withDiscount({ item_identifier: '42' })),
      'SVC_ERR_422',
      'data.attributes.discounts[0].item_identifier',
      '42',
    );
    expectRejection(
      () => parse(withDiscount({ discounted_at: '2026-03-01T18:05:00' })),
      'SVC_ERR_422',
      'data.attributes.discounts[0].discounted_at',
      '2026-03-01T18:05:00',
    );
  });

  it('limits reason to MAX_TEXT_LENGTH', () => {
    expect(
      parse(withDiscount({ reason: long(MAX_TEXT_LENGTH) })).attributes.discounts[0]?.reason,
    ).toHaveLength(MAX_TEXT_LENGTH);
    expectRejection(
      () => parse(withDiscount({ reason: long(MAX_TEXT_LENGTH + 1) })),
      'SVC_ERR_422',
      'data.attributes.discounts[0].reason',
      `${long(200)}…`,
    );
  });

  it(`rejects more than ${MAX_DISCOUNTS} discounts`, () => {
    expect(parse({ ...DAY, discounts: rows(MAX_DISCOUNTS, discount) }).attributes.discounts).toHaveLength(
      MAX_DISCOUNTS,
    );
    expectRejection(
      () => parse({ ...DAY, discounts: rows(MAX_DISCOUNTS + 1, discount) }),
      'SVC_ERR_422',
      'data.attributes.discounts',
    );
  });
});
