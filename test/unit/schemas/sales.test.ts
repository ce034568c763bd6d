import { describe, expect, it } from 'vitest';
import { SHIFTS, salesAttributes } from '#shared/domain/schemas/sales.ts';
import { DAY, expectRejection, ingest } from './support.ts';

const sales = {
  ...DAY,
  shift: 'all_day',
  total_sales_cents: 4520000,
  total_sales_no_iva_cents: 3896552,
  food_sales_cents: 3000000,
  beverage_sales_cents: 1020000,
  bar_sales_cents: 500000,
  covers: 180,
  tables_served: 64,
  avg_ticket_cents: 70625,
  avg_pax_cents: 25111,
};
const parse = (attributes: unknown) => ingest('sales', salesAttributes, attributes);

describe('sales attributes', () => {
  it('parses a summary and keeps unknown members', () => {
    const input = { ...sales, service_charge_cents: 1000, notes: 'lluvia' };
    expect(parse(input).attributes).toEqual(input);
  });

  it('accepts every shift and only the required members', () => {
    for (const shift of SHIFTS) {
      const { attributes } = parse({ ...DAY, shift, total_sales_cents: 0 });
      expect(attributes).toEqual({ ...DAY, shift, total_sales_cents: 0 });
    }
  });

  it.each(['branch_identifier', 'date', 'shift', 'closing_type', 'total_sales_cents'])(
    'requires %s',
    (member) => {
      const input: Record<string, unknown> = { ...sales };
      delete input[member];
      const error = expectRejection(() => parse(input), 'SVC_ERR_422', `data.attributes.${member}`);
      expect(error.message).toBe(`data.attributes.${member} is required.`);
    },
  );

  it('rejects an unknown shift', () => {
    const error = expectRejection(
      () => parse({ ...sales, shift: 'brunch' }),
      'SVC_ERR_422',
      'data.attributes.shift',
      'brunch',
    );
    expect(error.message).toContain('must be one of: breakfast, lunch, dinner, bar, all_day');
  });

  it.each([
    ['total_sales_cents', 45200.5],
    ['total_sales_cents', '4520000'],
    ['avg_ticket_cents', 706.25],
    ['food_sales_cents', null],
  ])('rejects %s = %j with 422_CENTS', (member, value) => {
    expectRejection(
      () => parse({ ...sales, [member]: value }),
      'SVC_ERR_422_CENTS',
      `data.attributes.${member}`,
      value,
    );
  });

  it('rejects negative cents with the field path: a sales figure is never a shortage', () => {
    const error = expectRejection(
      () => parse({ ...sales, total_sales_cents: -100 }),
      'SVC_ERR_422',
      'data.attributes.total_sales_cents',
      -100,
    );
    expect(error.message).toContain('must not be negative');
  });

  it.each([
    ['covers', -1],
    ['covers', 2.5],
    ['tables_served', '64'],
  ])('rejects %s = %j', (member, value) => {
    expectRejection(
      () => parse({ ...sales, [member]: value }),
      'SVC_ERR_422',
      `data.attributes.${member}`,
      value,
    );
  });

  it('rejects 2026-02-30', () => {
    expectRejection(
      () => parse({ ...sales, date: '2026-02-30' }),
      'SVC_ERR_422',
      'data.attributes.date',
      '2026-02-30',
    );
  });
});
