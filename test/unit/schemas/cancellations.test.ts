import { describe, expect, it } from 'vitest';
import { MAX_CANCELLATIONS, MAX_NAME_LENGTH } from '#shared/domain/limits.ts';
import { cancellationsAttributes } from '#shared/domain/schemas/cancellations.ts';
import { DAY, expectRejection, ITEM, ingest, long, rows } from './support.ts';

const cancellation = {
  cancellation_identifier: 'C-7',
  item_identifier: ITEM,
  item_sku: 'TAC-001',
  item_name: 'Tacos al pastor',
  quantity: 2,
  amount_cents: 9000,
  reason: 'Error de captura',
  cancelled_by: 'Luis',
  authorized_by: 'Gerente',
  cancelled_at: '2026-03-01T21:40:00-06:00',
};
const parse = (attributes: unknown) => ingest('cancellations', cancellationsAttributes, attributes);
const withRow = (changes: Record<string, unknown>) => ({
  ...DAY,
  cancellations: [{ ...cancellation, ...changes }],
});

describe('cancellations attributes', () => {
  it('parses cancellations and keeps unknown members', () => {
    const input = { ...DAY, cancellations: [{ ...cancellation, ticket: 'A-12' }], batch: 1 };
    expect(parse(input).attributes).toEqual(input);
  });

  it('accepts elements with no members and an empty array', () => {
    expect(parse({ ...DAY, cancellations: [{}] }).attributes.cancellations).toEqual([{}]);
    expect(parse({ ...DAY, cancellations: [] }).attributes.cancellations).toEqual([]);
  });

  it.each(['branch_identifier', 'date', 'closing_type', 'cancellations'])('requires %s', (member) => {
    const input: Record<string, unknown> = { ...DAY, cancellations: [cancellation] };
    delete input[member];
    expectRejection(() => parse(input), 'SVC_ERR_422', `data.attributes.${member}`);
  });

  it('rejects an unknown closing_type', () => {
    expectRejection(
      () => parse({ ...DAY, closing_type: 'zreport', cancellations: [] }),
      'SVC_ERR_422',
      'data.attributes.closing_type',
      'zreport',
    );
  });

  it.each([90.5, '9000', null])('rejects amount_cents %j with 422_CENTS', (value) => {
    expectRejection(
      () => parse(withRow({ amount_cents: value })),
      'SVC_ERR_422_CENTS',
      'data.attributes.cancellations[0].amount_cents',
      value,
    );
  });

  it.each([0, 1.5])('rejects quantity %j', (value) => {
    expectRejection(
      () => parse(withRow({ quantity: value })),
      'SVC_ERR_422',
      'data.attributes.cancellations[0].quantity',
      value,
    );
  });

  it('rejects a non-UUID item_identifier, a bad date and a timestamp without offset', () => {
    expectRejection(
      () => parse(withRow({ item_identifier: 'x' })),
      'SVC_ERR_422',
      'data.attributes.cancellations[0].item_identifier',
      'x',
    );
    expectRejection(
      () => parse({ ...DAY, date: '2026-02-30', cancellations: [] }),
      'SVC_ERR_422',
      'data.attributes.date',
      '2026-02-30',
    );
    expectRejection(
      () => parse(withRow({ cancelled_at: '2026-03-01T21:40:00' })),
      'SVC_ERR_422',
      'data.attributes.cancellations[0].cancelled_at',
      '2026-03-01T21:40:00',
    );
  });

  it('limits cancelled_by to MAX_NAME_LENGTH', () => {
    expectRejection(
      () => parse(withRow({ cancelled_by: long(MAX_NAME_LENGTH + 1) })),
      'SVC_ERR_422',
      'data.attributes.cancellations[0].cancelled_by',
      `${long(200)}…`,
    );
  });

  it(`rejects more than ${MAX_CANCELLATIONS} cancellations`, () => {
    expect(
      parse({ ...DAY, cancellations: rows(MAX_CANCELLATIONS, cancellation) }).attributes.cancellations,
    ).toHaveLength(MAX_CANCELLATIONS);
    expectRejection(
      () => parse({ ...DAY, cancellations: rows(MAX_CANCELLATIONS + 1, cancellation) }),
      'SVC_ERR_422',
      'data.attributes.cancellations',
    );
  });
});
