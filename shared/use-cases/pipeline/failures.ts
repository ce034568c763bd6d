/**
 * Which aggregation failures are permanent. A permanent failure gives the same result on every
 * retry, so the aggregator records it (shared/storage/build-failure-store.ts), logs it once and
 * acknowledges the message; only transient failures (storage or event bus unavailable, throttling,
 * a publish that was refused) return the message to the queue and, after five receives, reach the
 * dead-letter queue and its alarm.
 */
/** A failure that retrying cannot fix. */
export class PermanentAggregationError extends Error {}

/** The queue message is not an aggregation message (nothing names a day the pipeline could build). */
export class MalformedMessageError extends PermanentAggregationError {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'MalformedMessageError';
  }
}

/** The day's stored documents cannot be turned into cubes or alerts (the pure builders threw). */
export class UnbuildableDayError extends PermanentAggregationError {
  constructor(branchId: string, date: string, cause: unknown) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super(`day ${date} of branch ${branchId} cannot be built from its documents: ${reason}`, { cause });
    this.name = 'UnbuildableDayError';
  }
}

/** Runs a pure build step of a day; whatever it throws is permanent for these documents. */
export function buildingDay<T>(branchId: string, date: string, build: () => T): T {
  try {
    return build();
  } catch (error) {
    throw new UnbuildableDayError(branchId, date, error);
  }
}
