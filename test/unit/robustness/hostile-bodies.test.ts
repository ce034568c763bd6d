/**
 * Bodies built to break the parser or the code behind it: deep nesting (checked on the text, before
 * anything recursive runs) and member names every plain JavaScript object already has.
 */
import { describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, MAX_JSON_DEPTH, RESERVED_MEMBER_NAMES } from '#shared/domain/limits.ts';
import { parseJsonBody } from '#shared/domain/parse-request.ts';
import { ordersAttributes } from '#shared/domain/schemas/orders.ts';
import { requestFingerprint } from '#shared/guards/idempotency.ts';
import { caught, DAY, expectRejection, ingest } from '../schemas/support.ts';

const nested = (depth: number, open = '[', close = ']', inner = '1') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

describe('parseJsonBody: nesting, counted on the text', () => {
  it('refuses a body of ~6 KB nested 3,000 deep with 400, before JSON.parse or any walk', () => {
    const body = `{"data":{"type":"orders","attributes":{"deep":${nested(3_000)}}}}`;
    expect(body.length).toBeLessThan(7_000);
    const error = caught(() => parseJsonBody(body));
    expect({ status: error.status, code: error.code }).toEqual({ status: 400, code: 'SVC_ERR_400' });
    expect(error.message).toContain(`deeper than ${MAX_BODY_DEPTH} levels`);
  });

  it(`accepts exactly ${MAX_BODY_DEPTH} levels and refuses ${MAX_BODY_DEPTH + 1}, objects or arrays`, () => {
    expect(parseJsonBody(nested(MAX_BODY_DEPTH))).toBeDefined();
    expect(caught(() => parseJsonBody(nested(MAX_BODY_DEPTH + 1))).code).toBe('SVC_ERR_400');
    const objects = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
    expect(parseJsonBody(objects(MAX_BODY_DEPTH))).toBeDefined();
    expect(caught(() => parseJsonBody(objects(MAX_BODY_DEPTH + 1))).code).toBe('SVC_ERR_400');
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = `{"a":"${'['.repeat(500)}\\"${'{'.repeat(500)}","b":[1]}`;
    expect(parseJsonBody(text)).toEqual({ a: `${'['.repeat(500)}"${'{'.repeat(500)}`, b: [1] });
  });

  it('leaves malformed text to JSON.parse (400 naming the syntax error)', () => {
    const error = caught(() => parseJsonBody(`${'['.repeat(10)}`));
    expect(error.code).toBe('SVC_ERR_400');
    expect(error.message).toContain('not valid JSON');
  });

  it('keeps every accepted body shallow enough for the recursive fingerprint', () => {
    const body = parseJsonBody(`{"data":{"type":"x","attributes":{"d":${nested(MAX_BODY_DEPTH - 3)}}}}`) as {
      data: { attributes: unknown };
    };
    expect(requestFingerprint('x', body.data.attributes)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('parseEnvelope: reserved member names', () => {
  for (const name of RESERVED_MEMBER_NAMES) {
    it(`refuses a member named ${name} anywhere in data.attributes or data.meta (422 naming it)`, () => {
      // JSON.parse makes "__proto__" an ordinary own member, as a client's JSON would.
      const attributes = JSON.parse(`{"lines":[],"x":{"${name}":{"name":"Set"}}}`);
      expectRejection(
        () => ingest('orders', ordersAttributes, { ...DAY, ...attributes }),
        'SVC_ERR_422',
        `data.attributes.x.${name}`,
      );
      expectRejection(
        () => ingest('orders', ordersAttributes, { ...DAY, lines: [] }, JSON.parse(`{"${name}":1}`)),
        'SVC_ERR_422',
        `data.meta.${name}`,
      );
    });
  }

  it('accepts other names that Object.prototype also has (toString, valueOf, hasOwnProperty)', () => {
    const parsed = ingest('orders', ordersAttributes, {
      ...DAY,
      lines: [],
      extra: { toString: 'a', valueOf: 1, hasOwnProperty: true },
    });
    expect(parsed.attributes.extra).toEqual({ toString: 'a', valueOf: 1, hasOwnProperty: true });
  });

  it(`still reports nesting inside data with its path (${MAX_JSON_DEPTH} levels)`, () => {
    let deep: unknown = 1;
    for (let level = 0; level < MAX_JSON_DEPTH + 1; level++) deep = [deep];
    expect(caught(() => ingest('orders', ordersAttributes, { ...DAY, lines: [], deep })).field).toMatch(
      /^data\.attributes\.deep(\[0\])+$/,
    );
  });
});
