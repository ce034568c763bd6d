/**
 * The one error model. Every failure a client can see is a ServiceError carrying the spec's code,
 * HTTP status and, where it applies, the offending field path and the received value. The error
 * middleware turns it into the spec's envelope; anything that is not a ServiceError becomes
 * SVC_ERR_500 and is logged, never echoed. ServiceError messages are written for the client, so
 * they are always safe to return.
 */
import type { ERROR_CODES } from './responses/error.ts';

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorDetails {
  /** Path of the offending input, e.g. `data.attributes.lines[2].quantity` or `headers.X-API-Key`. */
  field?: string;
  /** The value received at `field`; `undefined` means "not reported", so absent values are never echoed. */
  receivedValue?: unknown;
  /** Extra response headers (Retry-After, Allow). */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class ServiceError extends Error {
  readonly field?: string;
  readonly receivedValue?: unknown;
  readonly hasReceivedValue: boolean;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    details: ErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    this.field = details.field;
    this.hasReceivedValue = 'receivedValue' in details;
    this.receivedValue = details.receivedValue;
    this.headers = details.headers ?? {};
  }
}

export class BadRequestError extends ServiceError {
  constructor(message: string, details?: ErrorDetails) {
    super(400, 'SVC_ERR_400', message, details);
  }
}

export class UnauthorizedError extends ServiceError {
  constructor(message: string, details?: ErrorDetails) {
    super(401, 'SVC_ERR_401', message, { field: 'headers.X-API-Key', ...details });
  }
}

export class ForbiddenError extends ServiceError {
  constructor(message: string, details?: ErrorDetails) {
    super(403, 'SVC_ERR_403', message, details);
  }
}

export class NotFoundError extends ServiceError {
  constructor(message: string, details?: ErrorDetails) {
    super(404, 'SVC_ERR_404', message, details);
  }
}

export class MethodNotAllowedError extends ServiceError {
  constructor(method: string, path: string, allowed: readonly string[]) {
    super(405, 'SVC_ERR_405', `${method} is not supported on ${path}; use ${allowed.join(', ')}.`, {
      headers: { Allow: allowed.join(', ') },
    });
  }
}

/**
 * A used X-Idempotency-Key with a different request (another body, or another endpoint: the
 * fingerprint holds data.type). Not a 409: the spec tells clients to take 409 as "already stored",
 * and this body was NOT stored, so the answer must be one no client takes as success (the IETF
 * Idempotency-Key draft uses 422 too).
 */
export class IdempotencyKeyReusedError extends ServiceError {
  constructor(details?: ErrorDetails) {
    super(
      422,
      'SVC_ERR_422_IDEMPOTENCY_KEY_REUSED',
      'This X-Idempotency-Key was already used for a different request (another body or endpoint); ' +
        'this body was NOT stored. Send it under a new X-Idempotency-Key. A retry of the same request ' +
        'must reuse the same key with the same body.',
      { field: 'headers.X-Idempotency-Key', ...details },
    );
  }
}

export class PayloadTooLargeError extends ServiceError {
  constructor(message: string, details?: ErrorDetails) {
    super(413, 'SVC_ERR_413', message, details);
  }
}

export class ValidationError extends ServiceError {
  constructor(message: string, details?: ErrorDetails) {
    super(422, 'SVC_ERR_422', message, details);
  }
}

export class CentsError extends ServiceError {
  constructor(field: string, receivedValue: unknown) {
    super(
      422,
      'SVC_ERR_422_CENTS',
      `${field} must be an integer number of cents (multiply by 100 and send an integer).`,
      { field, receivedValue },
    );
  }
}

/** A per-branch count limit (e.g. webhook subscriptions) is reached: 422, never 409 (success). */
export class LimitReachedError extends ServiceError {
  constructor(message: string, details?: ErrorDetails) {
    super(422, 'SVC_ERR_422_LIMIT_REACHED', message, details);
  }
}

export class RateLimitError extends ServiceError {
  constructor(message: string, retryAfterSeconds: number, headers: Record<string, string> = {}) {
    super(429, 'SVC_ERR_429', message, {
      headers: { ...headers, 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    });
  }
}

/**
 * The request's header section is larger than the HTTP layer accepts (RFC 6585's 431). Answered by
 * the transport, before any handler: the local server's clientError handler writes it.
 */
export class HeadersTooLargeError extends ServiceError {
  constructor(message: string) {
    super(431, 'SVC_ERR_431', message);
  }
}

export class InternalError extends ServiceError {
  constructor(cause?: unknown) {
    super(500, 'SVC_ERR_500', 'Internal error. Report it with the X-Request-Id value.', { cause });
  }
}

export class UnavailableError extends ServiceError {
  constructor(cause?: unknown, retryAfterSeconds = 5) {
    super(503, 'SVC_ERR_503', 'Service temporarily unavailable; retry with backoff.', {
      cause,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}
