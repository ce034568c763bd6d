/**
 * The spec's retry schedule: attempt 1 at once, attempt 2 five seconds later, attempt 3 thirty
 * seconds later, then the delivery is failed. The state machine's Wait states carry these numbers
 * (test/unit/webhooks/state-machine.test.ts keeps the ASL file and this list identical).
 */
export const ATTEMPTS_PER_CHAIN = 3;
/** Seconds to wait before attempt 2 and attempt 3. */
export const RETRY_DELAYS_SECONDS = [5, 30] as const;

/** Receiver timeout per attempt. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** Bytes of the receiver's answer kept (and read) at most; the rest is ignored. */
export const MAX_RESPONSE_BYTES = 1024;

/** Seconds before the next attempt after `attempt` (1-based) failed, or null when it was the last. */
export function delayAfterAttempt(attempt: number): number | null {
  if (attempt < 1 || attempt >= ATTEMPTS_PER_CHAIN) return null;
  return RETRY_DELAYS_SECONDS[attempt - 1] ?? null;
}

/** A 2xx answer delivers; anything else (3xx included: redirects are not followed) is a failed attempt. */
export function isDelivered(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode <= 299;
}
