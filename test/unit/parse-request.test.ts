import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { MAX_BODY_BYTES, MAX_ECHOED_STRING_LENGTH, MAX_JSON_DEPTH } from '#shared/domain/limits.ts';
import { parseEnvelope, parseJsonBody, parseQuery } from '#shared/domain/parse-request.ts';
import { isoDate } from '#shared/domain/schemas/common.ts';
import { ordersAttributes } from '#shared/domain/schemas/orders.ts';
import { presentError } from '#shared/http/presenters.ts';
import { ABSENT, BRANCH, caught, DAY, expectRejection, ingest, long } from './schemas/support.ts';

const line = {
  item_name: 'Tacos al pastor',
  quantity: 2,
  unit_price_cents: 4500,
  subtotal_cents: 9000,
  net_total_cents: 9000,
  category_type: 'food',
};
const orders = (attributes: Record<string, unknown>) => ingest('orders', ordersAttributes, attributes);

describe('parseJsonBody', () => {
  it('parses a JSON body', () => {
    expect(parseJsonBody('{"data":{"type":"orders"}}')).toEqual({ data: { type: 'orders' } });
  });

  it('decodes a base64-encoded body', () => {
    const raw = Buffer.from('{"a":[1,2]}').toString('base64');
    expect(parseJsonBody(raw, true)).toEqual({ a: [1, 2] });
  });

  it('ignores a UTF-8 byte order mark', () => {
    expect(parseJsonBody('\uFEFF{"a":1}')).toEqual({ a: 1 });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['whitespace', ' \n\t'],
  ])('rejects %s as an empty body with 400', (_label, raw) => {
    const error = expectRejection(() => parseJsonBody(raw), 'SVC_ERR_400', undefined);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/empty/);
  });

  it.each([['{"data":'], ['{data: 1}'], ["{'a':1}"], ['{"a":1,}'], ['NaN']])(
    'rejects malformed JSON %s with 400 saying so',
    (raw) => {
      const error = expectRejection(() => parseJsonBody(raw), 'SVC_ERR_400', undefined);
      expect(error.message).toMatch(/^The request body is not valid JSON: /);
    },
  );

  it('rejects malformed base64-encoded JSON with 400', () => {
    const raw = Buffer.from('{"a":').toString('base64');
    expect(caught(() => parseJsonBody(raw, true)).code).toBe('SVC_ERR_400');
  });

  it('accepts a body of exactly MAX_BODY_BYTES and rejects one byte more with 413', () => {
    const fits = `"${'x'.repeat(MAX_BODY_BYTES - 2)}"`;
    expect(typeof parseJsonBody(fits)).toBe('string');
    const error = expectRejection(() => parseJsonBody(`${fits} `), 'SVC_ERR_413', undefined);
    expect(error.status).toBe(413);
  });

  it('measures the size in UTF-8 bytes, not characters', () => {
    const raw = `"${'é'.repeat(MAX_BODY_BYTES / 2)}"`; // 2 bytes each: over the limit in bytes
    expect(caught(() => parseJsonBody(raw)).code).toBe('SVC_ERR_413');
  });
});

describe('parseEnvelope: structure (400)', () => {
  const attributes = { ...DAY, lines: [line] };

  it.each([
    ['an array body', [], undefined],
    ['a string body', 'orders', undefined],
    ['a null body', null, undefined],
    ['a body without data', { type: 'orders', attributes }, 'data'],
    ['data null', { data: null }, 'data'],
    ['data not an object', { data: [{ type: 'orders', attributes }] }, 'data'],
    ['missing data.type', { data: { attributes } }, 'data.type'],
    ['missing data.attributes', { data: { type: 'orders' } }, 'data.attributes'],
    ['data.attributes null', { data: { type: 'orders', attributes: null } }, 'data.attributes'],
    ['data.attributes an array', { data: { type: 'orders', attributes: [attributes] } }, 'data.attributes'],
    ['data.attributes a string', { data: { type: 'orders', attributes: 'x' } }, 'data.attributes'],
  ])('rejects %s with 400', (_label, body, field) => {
    const error = expectRejection(
      () => parseEnvelope(body, 'orders', ordersAttributes),
      'SVC_ERR_400',
      field,
    );
    expect(error.status).toBe(400);
    if (field) expect(error.message).toContain(field);
  });

  it('reports missing attributes with 400 even when the type is also wrong', () => {
    expectRejection(
      () => parseEnvelope({ data: { type: 'sales' } }, 'orders', ordersAttributes),
      'SVC_ERR_400',
      'data.attributes',
    );
  });
});

describe('parseEnvelope: data.type', () => {
  it('rejects another endpoint type with 422 on data.type and the received value', () => {
    const error = expectRejection(
      () =>
        parseEnvelope(
          { data: { type: 'sales', attributes: { ...DAY, lines: [line] } } },
          'orders',
          ordersAttributes,
        ),
      'SVC_ERR_422',
      'data.type',
      'sales',
    );
    expect(error.status).toBe(422);
  });

  it('reports the received value of a non-string type', () => {
    expectRejection(
      () => parseEnvelope({ data: { type: 7, attributes: {} } }, 'orders', ordersAttributes),
      'SVC_ERR_422',
      'data.type',
      7,
    );
  });

  it('is case-sensitive', () => {
    expectRejection(
      () => parseEnvelope({ data: { type: 'Orders', attributes: {} } }, 'orders', ordersAttributes),
      'SVC_ERR_422',
      'data.type',
      'Orders',
    );
  });
});

describe('parseEnvelope: members a strict object does not accept', () => {
  it('names them, on the object that has them', () => {
    const error = caught(() =>
      parseEnvelope(
        { data: { type: 'settings', attributes: { closed_dates: [], branch_identifier: BRANCH } } },
        'settings',
        z.strictObject({ closed_dates: z.array(z.string()) }),
      ),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe('data.attributes has members it does not accept: branch_identifier.');
  });
});

describe('parseEnvelope: the cents rule', () => {
  const body = (attributes: unknown, meta?: unknown) => ({
    data: { type: 'orders', attributes, ...(meta === undefined ? {} : { meta }) },
  });
  const parse = (b: unknown) => parseEnvelope(b, 'orders', ordersAttributes);

  it.each([
    ['a decimal', 12.5, 12.5],
    ['a numeric string', '1250', '1250'],
    ['null', null, null],
    ['a boolean', true, true],
    ['an object', { amount: 1 }, { amount: 1 }],
    ['beyond the safe integer range', 2 ** 53, 2 ** 53],
  ])('rejects %s in a known member of a line with 422_CENTS and the full path', (_label, value, received) => {
    const attributes = { ...DAY, lines: [line, line, line, { ...line, net_total_cents: value }] };
    const error = expectRejection(
      () => parse(body(attributes)),
      'SVC_ERR_422_CENTS',
      'data.attributes.lines[3].net_total_cents',
      received,
    );
    expect(error.status).toBe(422);
    expect(error.message).toContain('data.attributes.lines[3].net_total_cents');
  });

  it("leaves null to the member's schema: accepted where it is nullable (a setting cleared)", () => {
    const nullable = z.strictObject({ target_cents: z.nullable(z.int()) });
    const parsed = parseEnvelope(
      { data: { type: 'settings', attributes: { target_cents: null } } },
      'settings',
      nullable,
    );
    expect(parsed.attributes).toEqual({ target_cents: null });
  });

  it('rejects 1e400 (Infinity after JSON.parse) reporting received_value "Infinity"', () => {
    const raw = `{"data":{"type":"orders","attributes":{"date":"2026-03-01","lines":[{"subtotal_cents":1e400}]}}}`;
    const error = expectRejection(
      () => parse(parseJsonBody(raw)),
      'SVC_ERR_422_CENTS',
      'data.attributes.lines[0].subtotal_cents',
      'Infinity',
    );
    expect(presentError(error, 'req-1').error.received_value).toBe('Infinity');
    expect(JSON.stringify(presentError(error, 'req-1'))).toContain('"received_value":"Infinity"');
  });

  it('reports -1e400 as "-Infinity"', () => {
    const raw = `{"data":{"type":"orders","attributes":{"total_cents":-1e400}}}`;
    expectRejection(
      () => parse(parseJsonBody(raw)),
      'SVC_ERR_422_CENTS',
      'data.attributes.total_cents',
      '-Infinity',
    );
  });

  it('checks unknown extra members at any depth', () => {
    const attributes = { ...DAY, lines: [{ ...line, modifiers: [{ name: 'queso', extra_cents: 10.5 }] }] };
    expectRejection(
      () => parse(body(attributes)),
      'SVC_ERR_422_CENTS',
      'data.attributes.lines[0].modifiers[0].extra_cents',
      10.5,
    );
  });

  it('checks data.meta too', () => {
    expectRejection(
      () => parse(body({ ...DAY, lines: [line] }, { device: 'pos-1', fee_cents: '5' })),
      'SVC_ERR_422_CENTS',
      'data.meta.fee_cents',
      '5',
    );
  });

  it('runs before the schema, so a wrong enum elsewhere does not hide a bad amount', () => {
    const attributes = { ...DAY, closing_type: 'eod', lines: [{ ...line, unit_price_cents: 45.5 }] };
    expectRejection(
      () => parse(body(attributes)),
      'SVC_ERR_422_CENTS',
      'data.attributes.lines[0].unit_price_cents',
      45.5,
    );
  });

  it('reports the first offending member in document order', () => {
    const attributes = { lines: [{ a_cents: 1.5 }], z_cents: 2.5 };
    expectRejection(
      () => parse(body(attributes)),
      'SVC_ERR_422_CENTS',
      'data.attributes.lines[0].a_cents',
      1.5,
    );
  });

  it('quotes member names that are not plain identifiers', () => {
    expectRejection(
      () => parse(body({ 'tip.total_cents': 0.5 })),
      'SVC_ERR_422_CENTS',
      'data.attributes["tip.total_cents"]',
      0.5,
    );
  });

  it('accepts integral floats such as 100.0, and keeps an unknown *_cents member as sent', () => {
    const raw = `{"data":{"type":"orders","attributes":{"branch_identifier":"${BRANCH}","date":"2026-03-01","closing_type":"zout","lines":[{"item_name":"Agua","quantity":1,"unit_price_cents":500,"subtotal_cents":500.0,"net_total_cents":500,"category_type":"other","extra_cents":-1}]}}}`;
    const { attributes } = parse(parseJsonBody(raw));
    expect(attributes.lines[0]).toMatchObject({ subtotal_cents: 500, extra_cents: -1 });
  });

  it('rejects a negative amount where the spec means no shortage, naming the field', () => {
    const raw = `{"data":{"type":"orders","attributes":{"branch_identifier":"${BRANCH}","date":"2026-03-01","closing_type":"zout","lines":[{"item_name":"Refund","quantity":1,"unit_price_cents":-500,"subtotal_cents":-500,"net_total_cents":-500,"category_type":"other"}]}}}`;
    expectRejection(
      () => parse(parseJsonBody(raw)),
      'SVC_ERR_422',
      'data.attributes.lines[0].unit_price_cents',
      -500,
    );
  });
});

describe('parseEnvelope: schema issues (422)', () => {
  it('reports the full path with bracketed indexes and the received value', () => {
    const error = expectRejection(
      () => orders({ ...DAY, lines: [line, line, { ...line, quantity: 0 }] }),
      'SVC_ERR_422',
      'data.attributes.lines[2].quantity',
      0,
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe('data.attributes.lines[2].quantity must be a positive integer.');
  });

  it('names the allowed values of an enum', () => {
    const error = expectRejection(
      () => orders({ ...DAY, closing_type: 'eod', lines: [] }),
      'SVC_ERR_422',
      'data.attributes.closing_type',
      'eod',
    );
    expect(error.message).toBe('data.attributes.closing_type must be one of: xout, zout.');
  });

  it('omits received_value for a missing member and says it is required', () => {
    const { date: _date, ...withoutDate } = DAY;
    const error = expectRejection(
      () => orders({ ...withoutDate, lines: [] }),
      'SVC_ERR_422',
      'data.attributes.date',
      ABSENT,
    );
    expect(error.message).toBe('data.attributes.date is required.');
    expect(presentError(error, 'r').error).not.toHaveProperty('received_value');
  });

  it('treats an explicit null as a wrong value, not as absent', () => {
    const error = expectRejection(
      () => orders({ ...DAY, date: null, lines: [] }),
      'SVC_ERR_422',
      'data.attributes.date',
      null,
    );
    expect(error.message).toBe('data.attributes.date must be a string.');
    expect(presentError(error, 'r').error.received_value).toBeNull();
  });

  it('reports a missing required cents member as 422 required, not as a cents error', () => {
    const { net_total_cents: _omit, ...partial } = line;
    const error = expectRejection(
      () => orders({ ...DAY, lines: [partial] }),
      'SVC_ERR_422',
      'data.attributes.lines[0].net_total_cents',
    );
    expect(error.message).toMatch(/is required\.$/);
  });

  it('does not echo arrays or objects; it states the size of an over-long array', () => {
    const error = expectRejection(
      () => orders({ ...DAY, lines: { first: line } }),
      'SVC_ERR_422',
      'data.attributes.lines',
    );
    expect(error.message).toBe('data.attributes.lines must be an array.');
  });

  it('cuts long received strings', () => {
    const error = expectRejection(
      () => orders({ ...DAY, date: long(5000), lines: [] }),
      'SVC_ERR_422',
      'data.attributes.date',
      `${long(MAX_ECHOED_STRING_LENGTH)}…`,
    );
    expect(error.message).toContain('YYYY-MM-DD');
  });

  it('reports the first issue only', () => {
    expectRejection(
      () => orders({ branch_identifier: 'nope', date: 'nope', closing_type: 'nope', lines: [] }),
      'SVC_ERR_422',
      'data.attributes.branch_identifier',
      'nope',
    );
  });

  it('rejects nesting deeper than MAX_JSON_DEPTH', () => {
    let deep: unknown = 1;
    for (let level = 0; level < MAX_JSON_DEPTH + 5; level++) deep = [deep];
    const error = caught(() => orders({ ...DAY, lines: [], deep }));
    expect(error.code).toBe('SVC_ERR_422');
    expect(error.field).toMatch(/^data\.attributes\.deep(\[0\])+$/);
  });

  it('accepts nesting up to MAX_JSON_DEPTH', () => {
    let deep: unknown = 1;
    for (let level = 0; level < MAX_JSON_DEPTH - 2; level++) deep = [deep];
    expect(orders({ ...DAY, lines: [], deep }).attributes.deep).toEqual(deep);
  });
});

describe('parseEnvelope: meta', () => {
  it('parses the common meta by default and keeps unknown members', () => {
    const { meta } = ingest(
      'orders',
      ordersAttributes,
      { ...DAY, lines: [] },
      {
        pos_name: 'Soft Restaurant',
        pos_variant: 'express',
        sent_at: '2026-03-01T23:59:00-06:00',
        shift_id: 3,
      },
    );
    expect(meta).toEqual({
      pos_name: 'Soft Restaurant',
      pos_variant: 'express',
      sent_at: '2026-03-01T23:59:00-06:00',
      shift_id: 3,
    });
  });

  it('returns {} when meta is absent', () => {
    expect(ingest('orders', ordersAttributes, { ...DAY, lines: [] }).meta).toEqual({});
  });

  it('reports meta issues under data.meta', () => {
    expectRejection(
      () => ingest('orders', ordersAttributes, { ...DAY, lines: [] }, { pos_variant: 'kiosk' }),
      'SVC_ERR_422',
      'data.meta.pos_variant',
      'kiosk',
    );
  });

  it('rejects a meta that is not an object', () => {
    expectRejection(
      () => ingest('orders', ordersAttributes, { ...DAY, lines: [] }, 'v1'),
      'SVC_ERR_422',
      'data.meta',
      'v1',
    );
  });

  it('uses a given meta schema', () => {
    const metaSchema = z.looseObject({ device: z.string() });
    const body = { data: { type: 'orders', attributes: { ...DAY, lines: [] }, meta: {} } };
    expectRejection(
      () => parseEnvelope(body, 'orders', ordersAttributes, metaSchema),
      'SVC_ERR_422',
      'data.meta.device',
    );
  });
});

describe('parseQuery', () => {
  const schema = z.object({ date_from: isoDate, limit: z.coerce.number().int().optional() });

  it('returns the parsed query', () => {
    expect(parseQuery({ date_from: '2026-03-01', limit: '5' }, schema)).toEqual({
      date_from: '2026-03-01',
      limit: 5,
    });
  });

  it('names the parameter as query.<name> with the received value', () => {
    const error = expectRejection(
      () => parseQuery({ date_from: '2026-02-30' }, schema),
      'SVC_ERR_422',
      'query.date_from',
      '2026-02-30',
    );
    expect(error.message).toBe('query.date_from must be a real calendar date (YYYY-MM-DD).');
  });

  it('treats a null query as empty', () => {
    const error = expectRejection(() => parseQuery(null, schema), 'SVC_ERR_422', 'query.date_from');
    expect(error.message).toBe('query.date_from is required.');
  });
});
