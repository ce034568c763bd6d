import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, MAX_ORDER_LINES } from '#shared/domain/limits.ts';
import { ordersAttributes } from '#shared/domain/schemas/orders.ts';
import { DAY, expectRejection, ITEM, ingest, long, rows } from './support.ts';

const line = {
  item_name: 'Tacos al pastor',
  quantity: 3,
  unit_price_cents: 4500,
  subtotal_cents: 13500,
  net_total_cents: 12150,
  category_type: 'food',
  waiter_name: 'Luis',
  item_identifier: ITEM,
  item_sku: 'TAC-001',
  category: 'Tacos',
  discount_cents: 1350,
  ordered_at: '2026-03-01T20:15:00-06:00',
};
const required = {
  item_name: 'Agua fresca',
  quantity: 1,
  unit_price_cents: 3500,
  subtotal_cents: 3500,
  net_total_cents: 3500,
  category_type: 'beverage',
};
const parse = (attributes: unknown) => ingest('orders', ordersAttributes, attributes);
const withLine = (changes: Record<string, unknown>) => ({ ...DAY, lines: [line, { ...line, ...changes }] });

describe('orders attributes', () => {
  it('parses lines and keeps unknown members', () => {
    const input = { ...DAY, lines: [{ ...line, table: '12', seat: 2 }], ticket_count: 1 };
    expect(parse(input).attributes).toEqual(input);
  });

  it('defaults discount_cents to 0 when only the required members are sent', () => {
    expect(parse({ ...DAY, lines: [required] }).attributes.lines[0]).toEqual({
      ...required,
      discount_cents: 0,
    });
  });

  it('lowercases UUIDs', () => {
    const { attributes } = parse(withLine({ item_identifier: ITEM.toUpperCase() }));
    expect(attributes.lines[1]?.item_identifier).toBe(ITEM);
  });

  it('accepts an empty lines array', () => {
    expect(parse({ ...DAY, lines: [] }).attributes.lines).toEqual([]);
  });

  it.each(['branch_identifier', 'date', 'closing_type', 'lines'])('requires %s', (member) => {
    const input: Record<string, unknown> = { ...DAY, lines: [line] };
    delete input[member];
    expectRejection(() => parse(input), 'SVC_ERR_422', `data.attributes.${member}`);
  });

  it.each([
    'item_name',
    'quantity',
    'unit_price_cents',
    'subtotal_cents',
    'net_total_cents',
    'category_type',
  ])('requires lines[].%s (spec)', (member) => {
    const row: Record<string, unknown> = { ...line };
    delete row[member];
    const error = expectRejection(
      () => parse({ ...DAY, lines: [line, row] }),
      'SVC_ERR_422',
      `data.attributes.lines[1].${member}`,
    );
    expect(error.message).toBe(`data.attributes.lines[1].${member} is required.`);
  });

  it('rejects a blank item_name', () => {
    expectRejection(
      () => parse(withLine({ item_name: '  ' })),
      'SVC_ERR_422',
      'data.attributes.lines[1].item_name',
      '  ',
    );
  });

  it.each([0, -2, 1.5, '2'])('rejects quantity %j', (value) => {
    const error = expectRejection(
      () => parse(withLine({ quantity: value })),
      'SVC_ERR_422',
      'data.attributes.lines[1].quantity',
      value,
    );
    expect(error.message).toBe('data.attributes.lines[1].quantity must be a positive integer.');
  });

  it('rejects an unknown category_type', () => {
    const error = expectRejection(
      () => parse(withLine({ category_type: 'dessert' })),
      'SVC_ERR_422',
      'data.attributes.lines[1].category_type',
      'dessert',
    );
    expect(error.message).toContain('must be one of: food, beverage, bar, other');
  });

  it.each([
    ['unit_price_cents', 45.5],
    ['subtotal_cents', '13500'],
    ['net_total_cents', null],
    ['discount_cents', 0.1],
  ])('rejects lines[].%s = %j with 422_CENTS', (member, value) => {
    expectRejection(
      () => parse(withLine({ [member]: value })),
      'SVC_ERR_422_CENTS',
      `data.attributes.lines[1].${member}`,
      value,
    );
  });

  it('rejects a non-UUID item_identifier', () => {
    expectRejection(
      () => parse(withLine({ item_identifier: 'TAC-001' })),
      'SVC_ERR_422',
      'data.attributes.lines[1].item_identifier',
      'TAC-001',
    );
  });

  it('rejects an ordered_at without offset', () => {
    expectRejection(
      () => parse(withLine({ ordered_at: '2026-03-01T20:15:00' })),
      'SVC_ERR_422',
      'data.attributes.lines[1].ordered_at',
      '2026-03-01T20:15:00',
    );
  });

  it('rejects 2026-02-30', () => {
    expectRejection(
      () => parse({ ...DAY, date: '2026-02-30', lines: [line] }),
      'SVC_ERR_422',
      'data.attributes.date',
      '2026-02-30',
    );
  });

  it.each(['item_name', 'waiter_name', 'item_sku', 'category'])(
    'limits lines[].%s to MAX_NAME_LENGTH',
    (member) => {
      expect(parse(withLine({ [member]: long(MAX_NAME_LENGTH) })).attributes.lines[1]).toHaveProperty(member);
      expectRejection(
        () => parse(withLine({ [member]: long(MAX_NAME_LENGTH + 1) })),
        'SVC_ERR_422',
        `data.attributes.lines[1].${member}`,
        `${long(200)}…`,
      );
    },
  );

  it(`accepts ${MAX_ORDER_LINES} lines and rejects one more`, () => {
    expect(parse({ ...DAY, lines: rows(MAX_ORDER_LINES, required) }).attributes.lines).toHaveLength(
      MAX_ORDER_LINES,
    );
    const error = expectRejection(
      () => parse({ ...DAY, lines: rows(MAX_ORDER_LINES + 1, required) }),
      'SVC_ERR_422',
      'data.attributes.lines',
    );
    expect(error.message).toBe(
      `data.attributes.lines must contain at most ${MAX_ORDER_LINES} items (received ${MAX_ORDER_LINES + 1}).`,
    );
  });
});
