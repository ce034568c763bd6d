import { describe, expect, it } from 'vitest';
import { MAX_ECHOED_STRING_LENGTH, MAX_NAME_LENGTH, MAX_SUMMARIES } from '#shared/domain/limits.ts';
import { cashRegisterAttributes, SUMMARY_TYPES } from '#shared/domain/schemas/cash-register.ts';
import { BRANCH, expectRejection, ingest, long, rows } from './support.ts';

const closing = {
  branch_identifier: BRANCH,
  closing_type: 'zout',
  start_at: '2026-03-01T08:00:00-06:00',
  end_at: '2026-03-02T00:30:00-06:00',
  status: 'completed',
  summaries: [
    { type: 'cash_sales', name: 'Efectivo', amount_cents: 1250000 },
    { type: 'cash_theoretical', name: 'Teórico', amount_cents: 500000 },
    { type: 'cash_actual', name: 'Real', amount_cents: 498000 },
    { type: 'cash_variance', name: 'Diferencia', amount_cents: -2000 },
  ],
};
const parse = (attributes: unknown) => ingest('cash-register', cashRegisterAttributes, attributes);

describe('cash-register attributes', () => {
  it('parses a closing and keeps unknown members', () => {
    const input = { ...closing, folio: 'Z-0042', summaries: [{ ...closing.summaries[0], till: 2 }] };
    expect(parse(input).attributes).toEqual(input);
  });

  it('accepts every summary type and an empty summaries array', () => {
    const summaries = SUMMARY_TYPES.map((type) => ({ type, amount_cents: 0 }));
    expect(parse({ ...closing, summaries }).attributes.summaries).toHaveLength(14);
    expect(parse({ ...closing, summaries: [] }).attributes.summaries).toEqual([]);
  });

  it('takes a negative amount on every summary type (spec: "may be negative")', () => {
    expect(parse(closing).attributes.summaries[3]).toMatchObject({
      type: 'cash_variance',
      amount_cents: -2000,
    });
    const summaries = SUMMARY_TYPES.map((type, index) => ({ type, amount_cents: -(index + 1) * 100 }));
    expect(parse({ ...closing, summaries }).attributes.summaries).toEqual(summaries);
  });

  it('accepts xout and an absent status', () => {
    const { status: _status, ...rest } = closing;
    expect(parse({ ...rest, closing_type: 'xout' }).attributes.closing_type).toBe('xout');
  });

  it.each(['branch_identifier', 'closing_type', 'start_at', 'end_at', 'summaries'])(
    'requires %s',
    (member) => {
      const input: Record<string, unknown> = { ...closing };
      delete input[member];
      const error = expectRejection(() => parse(input), 'SVC_ERR_422', `data.attributes.${member}`);
      expect(error.message).toBe(`data.attributes.${member} is required.`);
    },
  );

  it('rejects an unknown closing_type', () => {
    const error = expectRejection(
      () => parse({ ...closing, closing_type: 'yout' }),
      'SVC_ERR_422',
      'data.attributes.closing_type',
      'yout',
    );
    expect(error.message).toContain('must be one of: xout, zout');
  });

  it('rejects an unknown summary type', () => {
    expectRejection(
      () => parse({ ...closing, summaries: [closing.summaries[0], { type: 'card_tips', amount_cents: 1 }] }),
      'SVC_ERR_422',
      'data.attributes.summaries[1].type',
      'card_tips',
    );
  });

  it('requires amount_cents in a summary', () => {
    expectRejection(
      () => parse({ ...closing, summaries: [{ type: 'deposits', name: 'Depósito' }] }),
      'SVC_ERR_422',
      'data.attributes.summaries[0].amount_cents',
    );
  });

  it.each([
    [1250.5, 1250.5],
    ['1250', '1250'],
    [null, null],
  ])('rejects amount_cents %s with 422_CENTS', (value, received) => {
    expectRejection(
      () =>
        parse({ ...closing, summaries: [closing.summaries[0], { type: 'deposits', amount_cents: value }] }),
      'SVC_ERR_422_CENTS',
      'data.attributes.summaries[1].amount_cents',
      received,
    );
  });

  it('rejects a non-UUID branch_identifier', () => {
    expectRejection(
      () => parse({ ...closing, branch_identifier: 'sucursal-centro' }),
      'SVC_ERR_422',
      'data.attributes.branch_identifier',
      'sucursal-centro',
    );
  });

  it('rejects a timestamp without offset', () => {
    expectRejection(
      () => parse({ ...closing, start_at: '2026-03-01T08:00:00' }),
      'SVC_ERR_422',
      'data.attributes.start_at',
      '2026-03-01T08:00:00',
    );
  });

  it('rejects end_at before start_at, comparing instants across offsets', () => {
    expectRejection(
      () => parse({ ...closing, start_at: '2026-03-01T08:00:00-06:00', end_at: '2026-03-01T13:59:00Z' }),
      'SVC_ERR_422',
      'data.attributes.end_at',
      '2026-03-01T13:59:00Z',
    );
    expect(
      parse({ ...closing, start_at: '2026-03-01T08:00:00-06:00', end_at: '2026-03-01T14:00:00Z' }).attributes,
    ).toBeDefined();
  });

  it(`accepts ${MAX_SUMMARIES} summaries and rejects one more`, () => {
    const row = closing.summaries[0];
    expect(parse({ ...closing, summaries: rows(MAX_SUMMARIES, row) }).attributes.summaries).toHaveLength(
      MAX_SUMMARIES,
    );
    const error = expectRejection(
      () => parse({ ...closing, summaries: rows(MAX_SUMMARIES + 1, row) }),
      'SVC_ERR_422',
      'data.attributes.summaries',
    );
    expect(error.message).toContain(`at most ${MAX_SUMMARIES} items`);
  });

  it('rejects an over-long summary name', () => {
    const error = expectRejection(
      () =>
        parse({
          ...closing,
          summaries: [{ type: 'deposits', name: long(MAX_NAME_LENGTH + 1), amount_cents: 1 }],
        }),
      'SVC_ERR_422',
      'data.attributes.summaries[0].name',
      `${long(MAX_ECHOED_STRING_LENGTH)}…`,
    );
    expect(error.message).toContain(`at most ${MAX_NAME_LENGTH} characters`);
  });
});
