/**
 * The spec's client policy (Errors, rules 2-4; Limits): the retry schedule, the timeouts and what an
 * answer means.
 */

/** Waits after attempts 1, 2 and 3; attempt 4 failing makes the document pending. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 300_000] as const;
export const ATTEMPTS_PER_ROUND = RETRY_DELAYS_MS.length + 1;
export const INGEST_TIMEOUT_MS = 15_000;
export const ACTIVITY_TIMEOUT_MS = 3_000;

export type Outcome =
  | { kind: 'success'; status: number }
  | { kind: 'retry'; status?: number; retryAfterMs?: number; reason: string }
  | { kind: 'blocked'; status: number }
  | { kind: 'fix'; status: number };

/**
 * 2xx and 409 (already processed) are success; 408, 429 and 5xx retry; 401 and 403 block until the key
 * or plan is fixed; any other 4xx (400, 404, 422, …) needs a fix by the POS. Anything else (1xx, 3xx)
 * is not an answer the API gives, so it is retried like a network fault.
 */
export function classify(status: number, retryAfter: string | null, nowMs: number): Outcome {
  if ((status >= 200 && status < 300) || status === 409) return { kind: 'success', status };
  if (status === 401 || status === 403) return { kind: 'blocked', status };
  if (status === 429 || status === 408 || status >= 500) {
    const retryAfterMs = parseRetryAfter(retryAfter, nowMs);
    return {
      kind: 'retry',
      status,
      reason: `HTTP ${status}`,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  if (status >= 400) return { kind: 'fix', status };
  return { kind: 'retry', status, reason: `unexpected HTTP ${status}` };
}

/** Retry-After as seconds or as an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/** The wait before the next attempt after `attempts` attempts this round, at least Retry-After. */
export function nextDelayMs(attempts: number, retryAfterMs?: number): number {
  const scheduled = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
  return Math.max(scheduled, retryAfterMs ?? 0);
}
