/**
 * Where the reference explains each error code. `error.docs` of every error envelope is this link,
 * relative to the deployment's own address (the reference page is served beside the API: `/docs`
 * by `npm start`, and on the same CloudFront domain in AWS), so it resolves wherever the API runs.
 */
import type { ErrorCode } from '../domain/errors.ts';

export const REFERENCE_PATH = '/docs';

/** The heading of a code's section in info.description (scripts/openapi-document.ts). */
export function errorHeading(code: ErrorCode): string {
  return code;
}

/**
 * The slug of the document in the reference page (web/docs/config.js `slug`): Scalar starts every
 * id with it.
 */
export const REFERENCE_SLUG = 'api';

/**
 * The anchor of a code's section: the id Scalar (1.72) gives the heading `### SVC_ERR_422_CENTS` of
 * info.description, `<slug>/description/<heading slug>`, the heading slug being the text lowercased
 * with `_` turned into `-` (read from the rendered page; test/integration/docs-page.test.ts checks
 * that the element exists).
 */
export function errorAnchor(code: ErrorCode): string {
  return `${REFERENCE_SLUG}/description/${errorHeading(code).toLowerCase().replaceAll('_', '-')}`;
}

export function errorDocsLink(code: ErrorCode): string {
  return `${REFERENCE_PATH}#${errorAnchor(code)}`;
}

/** What a client does about an error: the four answers the reference gives. */
export type ErrorAction = 'retry' | 'fix' | 'treat as success' | 'check the key or plan';

export interface ErrorExplanation {
  /** What the code means, in one sentence. */
  meaning: string;
  action: ErrorAction;
  /** What to do, concretely. */
  what: string;
}

/**
 * Every code's section of the reference (the OpenAPI description's "Errors" headings): the spec's
 * Errors table, plus 405 and 413 (standard codes for those cases) and the two 422 codes that replace
 * 409 where the request was NOT processed (the spec makes 409 a success).
 */
export const ERROR_EXPLANATIONS: Record<ErrorCode, ErrorExplanation> = {
  SVC_ERR_400: {
    meaning:
      'The body is not a usable request: malformed JSON, an empty body, nesting deeper than 64 levels, a Content-Type other than application/json, or no data / data.type / data.attributes; on a CSV read, a `format` other than json or csv.',
    action: 'fix',
    what: 'Send {"data":{"type":…,"attributes":{…}}} as application/json (on a read, format=json or csv); retrying the same request gives the same answer.',
  },
  SVC_ERR_401: {
    meaning:
      'The X-API-Key header is missing, malformed, unknown, revoked or of the other stage (live/sandbox).',
    action: 'check the key or plan',
    what: 'Send the branch key in X-API-Key (no bearer token); if it was rotated or revoked, ask for the new key. Do not retry with the same key.',
  },
  SVC_ERR_403: {
    meaning: "The key is valid but the branch's plan does not include this endpoint's module.",
    action: 'check the key or plan',
    what: 'Upgrade the plan or stop calling the endpoint; error.message names the plan that includes it.',
  },
  SVC_ERR_404: {
    meaning:
      "The branch_identifier is not the key's branch, the path does not exist, or no record has that id (error.field names which).",
    action: 'fix',
    what: 'Check the branch UUID (the one the key belongs to), the path and the id.',
  },
  SVC_ERR_405: {
    meaning: 'The path exists but not with this method.',
    action: 'fix',
    what: 'Use one of the methods in the Allow header.',
  },
  SVC_ERR_409: {
    meaning:
      'The request under this X-Idempotency-Key was already processed (spec). This service answers a true repeat with 200 and X-Idempotent-Replayed: true instead, so it does not send 409 today.',
    action: 'treat as success',
    what: 'The data is already stored: mark the request done and do not retry it.',
  },
  SVC_ERR_413: {
    meaning: 'The body is larger than the service accepts (4 MiB).',
    action: 'fix',
    what: 'Split the data into several requests (each with its own X-Idempotency-Key).',
  },
  SVC_ERR_431: {
    meaning:
      'The request headers are too large (more than 16 KB in all), so the request was not read or processed.',
    action: 'fix',
    what: 'Send fewer or shorter headers; the same request retried gets the same answer.',
  },
  SVC_ERR_422: {
    meaning:
      "A field is missing or invalid, data.type is not the endpoint's, or a query parameter is invalid; error.field names the field and error.received_value shows what was sent.",
    action: 'fix',
    what: 'Fix the field named in error.field and send again under the same key (the refused request stored nothing).',
  },
  SVC_ERR_422_CENTS: {
    meaning: 'A *_cents member is not an integer number of cents (12.5, "1250", null).',
    action: 'fix',
    what: 'Multiply the amount by 100, round to an integer, and send it as a JSON number.',
  },
  SVC_ERR_422_IDEMPOTENCY_KEY_REUSED: {
    meaning:
      'The X-Idempotency-Key was already used for a different request (another body, or another endpoint); this body was NOT stored. Not 409, which clients take as success.',
    action: 'fix',
    what: 'Send this body under a new X-Idempotency-Key. A retry of a request must resend the same body under the same key; use one key per operation, never per date.',
  },
  SVC_ERR_422_LIMIT_REACHED: {
    meaning:
      'A count limit is reached (a branch’s 10 webhooks or its active app clients, an organization’s dashboard-created branches; error.message names it), so nothing was created. Not 409, which clients take as success.',
    action: 'fix',
    what: 'Delete one (a webhook: DELETE /api/v1/developer/webhooks/{id}; an app client: revoke it) and create again.',
  },
  SVC_ERR_429: {
    meaning: "The branch's per-minute or per-month request limit is spent.",
    action: 'retry',
    what: 'Wait the Retry-After seconds, then retry with the same X-Idempotency-Key.',
  },
  SVC_ERR_500: {
    meaning: 'An unexpected internal error; the details are logged under the request id, never returned.',
    action: 'retry',
    what: 'Retry with backoff under the same X-Idempotency-Key (a request that was stored replays), and report the X-Request-Id value if it persists.',
  },
  SVC_ERR_503: {
    meaning: 'The service is temporarily unavailable (maintenance, overload or storage throttling).',
    action: 'retry',
    what: 'Retry with backoff (Retry-After when present) under the same X-Idempotency-Key.',
  },
};
