/** Helpers for the schema and validation tests: envelopes, valid examples, rejection assertions. */
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import { type ErrorCode, ServiceError } from '#shared/domain/errors.ts';
import { parseEnvelope } from '#shared/domain/parse-request.ts';

export const BRANCH = '3f1c2a9e-4b7d-4c1e-9a2b-1d2e3f4a5b6c';
export const ITEM = '9b2e7c1a-5d4f-4e3a-8b1c-2a3b4c5d6e7f';
export const OTHER_ITEM = 'c0ffee00-1234-4abc-9def-0123456789ab';

export const DAY = { branch_identifier: BRANCH, date: '2026-03-01', closing_type: 'zout' } as const;

/** Parse `attributes` as the body of the endpoint whose data.type is `type`. */
export function ingest<S extends z.core.$ZodType>(
  type: string,
  schema: S,
  attributes: unknown,
  meta?: unknown,
) {
  return parseEnvelope({ data: { type, attributes, ...(meta === undefined ? {} : { meta }) } }, type, schema);
}

/** Run `fn`, which must throw a ServiceError, and return it. */
export function caught(fn: () => unknown): ServiceError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('expected a ServiceError; nothing was thrown');
}

export const ABSENT = Symbol('absent');

/** Assert `fn` throws with this code and field, and received_value (ABSENT: not reported). */
export function expectRejection(
  fn: () => unknown,
  code: ErrorCode,
  field: string | undefined,
  received: unknown = ABSENT,
): ServiceError {
  const error = caught(fn);
  expect({ code: error.code, field: error.field }).toEqual({ code, field });
  if (received === ABSENT) {
    expect(error.hasReceivedValue).toBe(false);
  } else {
    expect(error.hasReceivedValue).toBe(true);
    expect(error.receivedValue).toEqual(received);
  }
  return error;
}

/** A string of `length` characters. */
export const long = (length: number) => 'x'.repeat(length);

/** `count` copies of `row`. */
export const rows = <T>(count: number, row: T): T[] => Array.from({ length: count }, () => row);
