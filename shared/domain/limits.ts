/**
 * Input limits. The spec leaves maximum payload size, rows per request and string lengths open
 * ("not shown"); these are our decisions, published in docs/ingest-schemas.md. Change a value here
 * and nowhere else.
 */

/**
 * Largest accepted request body in bytes (4 MiB). Lambda refuses synchronous events over 6 MB, and the
 * body travels inside the event as an escaped JSON string (every quote doubles), which adds ~20–25%
 * for typical payloads: 4 MiB keeps the whole event under 6 MB, so the handler, not the gateway,
 * answers an oversized body with the 413 envelope. 10,000 fully populated order lines (~3.4 MiB) fit.
 */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** Order lines per request: a busy restaurant's whole day (≥ 10,000 must fit) with headroom (≥ 10,000 full lines fit the body limit). */
export const MAX_ORDER_LINES = 20_000;

/** Payments per request: one per ticket at most, and a day has fewer tickets than order lines. */
export const MAX_PAYMENTS = 20_000;

/** Discounts per request: at most one per order line; half the line cap is far above any real day. */
export const MAX_DISCOUNTS = 10_000;

/** Cancellations per request: at most one per order line; half the line cap is far above any real day. */
export const MAX_CANCELLATIONS = 10_000;

/** Summary rows per cash-register closing: 14 summary types, a few rows each (e.g. several deposits). */
export const MAX_SUMMARIES = 200;

/** Catalog items per request: a large menu with modifiers and combos fits many times over. */
export const MAX_CATALOG_ITEMS = 5_000;

/** Categories per request: far above any real menu tree. */
export const MAX_CATEGORIES = 1_000;

/**
 * A list page (back-office records, the organization's alerts): default and largest size. 500 of the
 * largest records stay far under the 6 MB Lambda may answer.
 */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;

/** Names, identifiers, SKUs, display labels and other short strings: generous for any POS label. */
export const MAX_NAME_LENGTH = 200;

/** Free text (reason, description): a paragraph, not a document. */
export const MAX_TEXT_LENGTH = 1_000;

/** X-Idempotency-Key length: a UUID plus a suffix is ~50 characters; 255 leaves room and bounds the key. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** Nesting depth inside data.attributes / data.meta: real payloads need 3; deeper is abuse. */
export const MAX_JSON_DEPTH = 32;

/** Longest string echoed back in error.received_value; longer strings are cut and end with "…". */
export const MAX_ECHOED_STRING_LENGTH = 200;

/** Activity events older than this are retroactive and rejected (spec: no retroactive sending). */
export const ACTIVITY_MAX_AGE_MS = 10 * 60 * 1000;

/** Activity events further ahead than this are rejected: tolerates POS clock skew, not future dating. */
export const ACTIVITY_MAX_FUTURE_SKEW_MS = 2 * 60 * 1000;

/**
 * Nesting depth of a whole request body, checked on the raw text before JSON.parse: nothing that
 * walks the body (the idempotency fingerprint, the schemas) ever sees a deeper one, so no recursion
 * can overflow. Above the 32 allowed inside data (the body adds data and data.attributes), far below
 * what any recursive walk tolerates. Deeper is 400, like malformed JSON.
 */
export const MAX_BODY_DEPTH = 64;

/**
 * Member names refused anywhere inside data.attributes / data.meta (422): JavaScript gives them a
 * meaning on every plain object, so code that stores or groups by a member name could read the
 * prototype instead of the value (the DynamoDB marshaller does, for `constructor`).
 */
export const RESERVED_MEMBER_NAMES: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/**
 * Activity-log items one `GET /activity` request may examine (its filter runs after DynamoDB reads):
 * four reads of 500, a few MB at most, so a filter that matches nothing over 366 days answers in
 * well under a second with a cursor, instead of reading the whole log until the timeout.
 */
export const ACTIVITY_LIST_MAX_EXAMINED = 2_000;

/** Longest payroll period: a quarter. Bounds the read window of a P&L (docs/backoffice.md). */
export const MAX_PAYROLL_PERIOD_DAYS = 92;
/**
 * Longest accrual period of an expense (rent, utilities, …): a quarter, like payroll. Each end of the
 * period lies within as many days of the expense's date, which bounds the read window of a P&L.
 */
export const MAX_EXPENSE_PERIOD_DAYS = 92;
