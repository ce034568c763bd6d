import { describe, expect, it } from 'vitest';
import {
  buildingDay,
  MalformedMessageError,
  PermanentAggregationError,
  UnbuildableDayError,
} from '#shared/use-cases/pipeline/failures.ts';

describe('permanent aggregation failures', () => {
  it('passes a pure build step through, and turns what it throws into a permanent UnbuildableDayError', () => {
    expect(buildingDay('b', '2026-03-06', () => 42)).toBe(42);
    const cause = new RangeError('Invalid time value');
    let thrown: unknown;
    try {
      buildingDay('branch-1', '2026-03-06', () => {
        throw cause;
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UnbuildableDayError);
    expect(thrown).toBeInstanceOf(PermanentAggregationError);
    expect((thrown as Error).message).toBe(
      'day 2026-03-06 of branch branch-1 cannot be built from its documents: RangeError: Invalid time value',
    );
    expect((thrown as Error).cause).toBe(cause);
  });

  it('keeps the parse error of a malformed message as its message and cause', () => {
    const cause = new Error('malformed aggregation message (business_date: Invalid ISO date)');
    const error = new MalformedMessageError(cause);
    expect([error.name, error.message, error.cause]).toEqual(['MalformedMessageError', cause.message, cause]);
    expect(error).toBeInstanceOf(PermanentAggregationError);
  });
});
