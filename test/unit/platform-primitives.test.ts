import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { newUlid } from '#shared/adapters/ids.ts';
import { CentsError, InternalError, UnavailableError, ValidationError } from '#shared/domain/errors.ts';
import { requestFingerprint } from '#shared/guards/idempotency.ts';
import { presentError } from '#shared/http/presenters.ts';
import { API_KEY_PATTERN, generateApiKey, hashApiKey } from '#shared/storage/branch-store.ts';
import { MAX_CHUNK_BYTES, packJson, unpackJson } from '#shared/storage/compression.ts';
import { isStorageUnavailable } from '#shared/storage/errors.ts';

describe('API keys', () => {
  it('carries the stage prefix and 32 base64url characters (192 random bits)', () => {
    const sandbox = generateApiKey('sandbox');
    const production = generateApiKey('production');
    expect(sandbox).toMatch(/^svc_test_[A-Za-z0-9_-]{32}$/);
    expect(production).toMatch(/^svc_live_[A-Za-z0-9_-]{32}$/);
    expect(API_KEY_PATTERN.test(sandbox)).toBe(true);
    expect(new Set(Array.from({ length: 200 }, () => generateApiKey('sandbox'))).size).toBe(200);
  });

  it('is addressed by its SHA-256 hex digest', () => {
    const key = generateApiKey('sandbox');
    expect(hashApiKey(key)).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(generateApiKey('sandbox'))).not.toBe(hashApiKey(key));
  });
});

describe('request fingerprint', () => {
  it('ignores member order but not values or type', () => {
    const a = requestFingerprint('sales', {
      date: '2026-11-21',
      total_sales_cents: 100,
      nested: { x: 1, y: [1, 2] },
    });
    const b = requestFingerprint('sales', {
      nested: { y: [1, 2], x: 1 },
      total_sales_cents: 100,
      date: '2026-11-21',
    });
    expect(a).toBe(b);
    expect(requestFingerprint('sales', { total_sales_cents: 101 })).not.toBe(
      requestFingerprint('sales', { total_sales_cents: 100 }),
    );
    expect(requestFingerprint('payments', { a: 1 })).not.toBe(requestFingerprint('sales', { a: 1 }));
    expect(requestFingerprint('sales', { lines: [1, 2] })).not.toBe(
      requestFingerprint('sales', { lines: [2, 1] }),
    );
  });
});

describe('compressed documents', () => {
  it('round-trips and splits incompressible data into chunks under the item budget', () => {
    const random = Array.from({ length: 60_000 }, () => Math.random().toString(36));
    const chunks = packJson(random);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(MAX_CHUNK_BYTES);
    expect(unpackJson(chunks, z.unknown())).toEqual(random);
  });
});

describe('ULIDs', () => {
  it('sort by creation time', () => {
    const earlier = newUlid(Date.parse('2026-11-21T10:00:00Z'));
    const later = newUlid(Date.parse('2026-11-21T10:00:00.001Z'));
    expect(earlier.length).toBe(26);
    expect(earlier < later).toBe(true);
  });
});

describe('error envelope', () => {
  it('carries code, message, field, request id, the docs link and the received value only when reported', () => {
    expect(presentError(new CentsError('data.attributes.total_sales_cents', 12.5), 'req-1')).toEqual({
      error: {
        code: 'SVC_ERR_422_CENTS',
        message:
          'data.attributes.total_sales_cents must be an integer number of cents (multiply by 100 and send an integer).',
        field: 'data.attributes.total_sales_cents',
        request_id: 'req-1',
        received_value: 12.5,
        docs: '/docs#api/description/svc-err-422-cents',
      },
    });
    const missing = presentError(
      new ValidationError('date is required', { field: 'data.attributes.date' }),
      'r',
    );
    expect(missing.error).not.toHaveProperty('received_value');
  });

  it('never exposes the cause of a 500 or 503', () => {
    const internal = presentError(new InternalError(new Error('secret table name')), 'r');
    expect(JSON.stringify(internal)).not.toContain('secret');
    const unavailable = new UnavailableError(new Error('ECONNREFUSED 10.0.0.1'));
    expect(JSON.stringify(presentError(unavailable, 'r'))).not.toContain('10.0.0.1');
    expect(unavailable.headers['Retry-After']).toBe('5');
  });
});

describe('storage failure classification', () => {
  const cancelled = (...codes: string[]) =>
    Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: codes.map((Code) => ({ Code })),
    });

  it('treats throttling and conflicts as "retry later" and failed conditions as not', () => {
    expect(isStorageUnavailable(cancelled('None', 'ThrottlingError'))).toBe(true);
    expect(isStorageUnavailable(cancelled('TransactionConflict', 'None'))).toBe(true);
    expect(isStorageUnavailable(cancelled('ConditionalCheckFailed', 'None'))).toBe(false);
    expect(
      isStorageUnavailable(Object.assign(new Error('x'), { name: 'ProvisionedThroughputExceededException' })),
    ).toBe(true);
    expect(isStorageUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isStorageUnavailable(new Error('ValidationException'))).toBe(false);
    const answered = (name: string, httpStatusCode: number) =>
      Object.assign(new Error('x'), {
        name,
        $fault: httpStatusCode >= 500 ? 'server' : 'client',
        $metadata: { httpStatusCode },
      });
    expect(isStorageUnavailable(answered('InternalFailure', 500))).toBe(true);
    expect(isStorageUnavailable(answered('SomethingNew', 503))).toBe(true);
    expect(isStorageUnavailable(answered('ValidationException', 400))).toBe(false);
  });
});
