/**
 * Which aggregation failures are permanent. A permanent failure gives the same result on every
 * retry, so the aggregator records it (shared/storage/build-failure-store.ts), logs it once and
 * acknowledges the message; only transient failures (storage or event bus unavailable, throttling,
 * a publish that was refused) return the message to the queue and, after five receives, reach the
 * dead-letter queue and its alarm. AWS's guidance for SQS consumers: poison is set aside, never
 * redriven by the queue itself.
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

/** A figure of the day's cubes that is not a finite, safe number: its sums left exact arithmetic. */
export class UnsafeFigureError extends RangeError {
  constructor(path: string, value: unknown) {
    super(
      `${path} is ${String(value)}, beyond exact arithmetic (Number.MAX_SAFE_INTEGER is 9007199254740991)`,
    );
    this.name = 'UnsafeFigureError';
  }
}

/** Throws UnsafeFigureError at the first number of `value` that is not finite or not a safe integer's size. */
export function assertSafeFigures(value: unknown, path = 'cubes'): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER)
      throw new UnsafeFigureError(path, value);
    return;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) assertSafeFigures(item, `${path}[${index}]`);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) assertSafeFigures(item, `${path}.${key}`);
  }
}

const POISON_ERROR_NAMES = new Set([
  // DynamoDB refuses the request itself (an item over 400 KB, a number it cannot store): the same
  // request is refused again on every try.
  'ValidationException',
  'UnsafeFigureError',
]);

/**
 * An error that will recur on every attempt of the same message: a validation the store refuses,
 * a number the SDK cannot marshal exactly, arithmetic gone out of range. Throttling, timeouts and
 * conditional-check races are not: they are retried.
 */
export function isPoison(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof RangeError || POISON_ERROR_NAMES.has(error.name)) return true;
  // lib-dynamodb's marshaller, before any request: "Number … is greater than Number.MAX_SAFE_INTEGER".
  if (/Number\.M(AX|IN)_SAFE_INTEGER/.test(error.message)) return true;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return reasons?.some((reason) => reason.Code === 'ValidationError') ?? false;
}
