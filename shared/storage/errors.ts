/**
 * What a storage failure means, from the error alone: no SDK import here, so the HTTP envelope can
 * classify errors in every function (the 404 fallback included) without bundling the DynamoDB client.
 */
const UNAVAILABLE_ERROR_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'TimeoutError',
  'TransactionConflictException',
  'TransactionInProgressException',
]);

/** Cancellation reasons of a transaction that say "busy", not "your request is wrong". */
const UNAVAILABLE_CANCELLATION_REASONS = new Set([
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'RequestLimitExceeded',
  'TransactionConflict',
]);

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Storage throttling or unreachability: the client should retry later (503), not report a bug (500). */
export function isStorageUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (UNAVAILABLE_ERROR_NAMES.has(error.name)) return true;
  if (cancellationReasons(error)?.some((reason) => UNAVAILABLE_CANCELLATION_REASONS.has(reason.code)))
    return true;
  // Any other answer of 5xx (an unmodeled InternalFailure, say) is the service's side: retry later.
  const metadata = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
  if ((metadata?.httpStatusCode ?? 0) >= 500) return true;
  const code = (error as { code?: string }).code ?? (error.cause as { code?: string } | undefined)?.code;
  if (code !== undefined && UNREACHABLE_CODES.has(code)) return true;
  return error instanceof AggregateError && error.errors.some(isStorageUnavailable);
}

/** A conditional write refused because its condition did not hold. */
export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/**
 * Another transaction held one of the items: a write cancelled for it (TransactionConflict), or a
 * plain write refused while a transaction is under way on its item. Worth trying again.
 */
export function isTransactionConflict(error: unknown): boolean {
  if (error instanceof Error && error.name === 'TransactionConflictException') return true;
  return cancellationReasons(error)?.some((reason) => reason.code === 'TransactionConflict') ?? false;
}

/** How often a write is tried while other transactions hold its items. */
const CONFLICT_ATTEMPTS = 6;

/**
 * `write`, tried again after a growing random pause while it meets another transaction on one of
 * its items (writers of one branch or month at the same moment); any other failure, or the last
 * conflict, is thrown.
 */
export async function retryingTransactionConflicts<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= CONFLICT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * attempt));
    }
  }
}

/** Reason codes of a cancelled TransactWriteItems, one per item in order ('None' when fine). */
export function cancellationReasons(
  error: unknown,
): { code: string; message?: string; item?: Record<string, unknown> }[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (
    error as { CancellationReasons?: { Code?: string; Message?: string; Item?: Record<string, unknown> }[] }
  ).CancellationReasons;
  return reasons?.map((reason) => ({
    code: reason.Code ?? 'None',
    ...(reason.Message ? { message: reason.Message } : {}),
    ...(reason.Item ? { item: reason.Item } : {}),
  }));
}
