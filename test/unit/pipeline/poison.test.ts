import { describe, expect, it } from 'vitest';
import { assertSafeFigures, isPoison, UnsafeFigureError } from '#shared/use-cases/pipeline/failures.ts';

describe('assertSafeFigures', () => {
  it('passes figures within exact arithmetic, floats included', () => {
    expect(() =>
      assertSafeFigures({ a: [1, -2.5, Number.MAX_SAFE_INTEGER], b: { c: null, d: 'x' } }),
    ).not.toThrow();
  });

  it('names the first figure beyond exact arithmetic', () => {
    const sum = Number.MAX_SAFE_INTEGER + Number.MAX_SAFE_INTEGER;
    expect(() => assertSafeFigures({ sales: { days: [{ total_cents: sum }] } })).toThrow(
      /cubes\.sales\.days\[0\]\.total_cents is 18014398509481982, beyond exact arithmetic/,
    );
    expect(() => assertSafeFigures({ ratio: Number.POSITIVE_INFINITY })).toThrow(UnsafeFigureError);
    expect(() => assertSafeFigures({ ratio: Number.NaN })).toThrow(UnsafeFigureError);
  });
});

describe('isPoison', () => {
  const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });

  it('takes what recurs on every attempt as poison', () => {
    expect(isPoison(named('ValidationException', 'Item size has exceeded the maximum allowed size'))).toBe(
      true,
    );
    expect(isPoison(new Error('Number 9007199254740993 is greater than Number.MAX_SAFE_INTEGER.'))).toBe(
      true,
    );
    expect(isPoison(new RangeError('Invalid time value'))).toBe(true);
    const cancelled = Object.assign(named('TransactionCanceledException'), {
      CancellationReasons: [{ Code: 'None' }, { Code: 'ValidationError' }],
    });
    expect(isPoison(cancelled)).toBe(true);
  });

  it('leaves transient failures to the queue’s retries', () => {
    expect(isPoison(named('ProvisionedThroughputExceededException'))).toBe(false);
    expect(isPoison(named('ThrottlingException'))).toBe(false);
    expect(isPoison(named('TimeoutError'))).toBe(false);
    const raced = Object.assign(named('TransactionCanceledException'), {
      CancellationReasons: [{ Code: 'TransactionConflict' }],
    });
    expect(isPoison(raced)).toBe(false);
    expect(isPoison('not an error')).toBe(false);
  });
});
