import { describe, expect, it } from 'vitest';
import { canonicalJson, requestFingerprint } from '#shared/guards/idempotency.ts';

const BRANCH = '3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f';

/** What the old replacer-based serializer produced for ordinary data: JSON with sorted members. */
function sortedStringify(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) => {
    if (member === null || typeof member !== 'object' || Array.isArray(member)) return member;
    const sorted: Record<string, unknown> = {};
    for (const name of Object.keys(member).sort()) sorted[name] = (member as Record<string, unknown>)[name];
    return sorted;
  });
}

function nested(depth: number): unknown {
  let value: unknown = { leaf: true };
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { child: value };
  return value;
}

describe('canonical JSON', () => {
  it('equals JSON.stringify with sorted members for ordinary data, so stored fingerprints still match', () => {
    const samples: unknown[] = [
      { b: 1, a: [3, { z: null, y: 'é\u2028"\\' }], c: { e: false, d: -0.5e-7 } },
      [],
      {},
      'text',
      12,
      null,
      [1, [2, [3, {}]], 'x'],
      { '': 1, ' ': 2, A: 3, a: 4, ñ: 5, 'x-10': 6, 'x-9': 7 },
    ];
    for (const sample of samples) expect(canonicalJson(sample)).toBe(sortedStringify(sample));
  });

  it('sorts member names as strings, array-index names too (JavaScript objects put those first)', () => {
    expect(canonicalJson({ b: 1, '10': 2, '9': 3, a: 4 })).toBe('{"10":2,"9":3,"a":4,"b":1}');
  });

  it('keeps a member named __proto__ as data', () => {
    const parsed = JSON.parse('{"__proto__":{"x":1},"a":2}');
    expect(canonicalJson(parsed)).toBe('{"__proto__":{"x":1},"a":2}');
  });

  it('serializes 100,000 levels of nesting without overflowing the stack', () => {
    const text = canonicalJson(nested(100_000));
    expect(text.startsWith('{"child":[{"child":[')).toBe(true);
    expect(text.length).toBeGreaterThan(500_000);
  });
});

describe('request fingerprint', () => {
  it('tells apart requests that differ only in a __proto__ member', () => {
    const one = JSON.parse(`{"branch_identifier":"${BRANCH}","__proto__":{"total_sales_cents":1}}`);
    const two = JSON.parse(`{"branch_identifier":"${BRANCH}","__proto__":{"total_sales_cents":2}}`);
    const none = JSON.parse(`{"branch_identifier":"${BRANCH}"}`);
    expect(requestFingerprint('sales', one)).not.toBe(requestFingerprint('sales', two));
    expect(requestFingerprint('sales', one)).not.toBe(requestFingerprint('sales', none));
    expect(requestFingerprint('sales', one)).toBe(
      requestFingerprint(
        'sales',
        JSON.parse(`{"__proto__":{"total_sales_cents":1},"branch_identifier":"${BRANCH}"}`),
      ),
    );
  });

  it('compares the body branch_identifier without regard to case', () => {
    const lower = { branch_identifier: BRANCH, date: '2026-03-06', total_sales_cents: 100 };
    const upper = { ...lower, branch_identifier: BRANCH.toUpperCase() };
    expect(requestFingerprint('sales', upper)).toBe(requestFingerprint('sales', lower));
    expect(upper.branch_identifier).toBe(BRANCH.toUpperCase()); // the caller's body is not changed
  });

  it('keeps the case of every other string: identifiers, SKUs and names are stored as sent', () => {
    const lower = { branch_identifier: BRANCH, lines: [{ item_identifier: BRANCH, item_name: 'taco' }] };
    const upper = {
      branch_identifier: BRANCH,
      lines: [{ item_identifier: BRANCH.toUpperCase(), item_name: 'taco' }],
    };
    expect(requestFingerprint('orders', upper)).not.toBe(requestFingerprint('orders', lower));
    expect(requestFingerprint('orders', { ...lower, lines: [{ item_name: 'Taco' }] })).not.toBe(
      requestFingerprint('orders', { ...lower, lines: [{ item_name: 'taco' }] }),
    );
  });

  it('fingerprints a 3,000-deep body (the depth check rejects it later, never a stack overflow)', () => {
    const deep = { branch_identifier: BRANCH, detail: nested(3_000) };
    expect(requestFingerprint('activity', deep)).toMatch(/^[0-9a-f]{64}$/);
    expect(requestFingerprint('activity', deep)).not.toBe(
      requestFingerprint('activity', { branch_identifier: BRANCH, detail: nested(2_999) }),
    );
  });
});
