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
export const MAX_DISCOUNTS = MAX_ORDER_LINES / 2;

/** Cancellations per request: at most one per order line; half the line cap is far above any real day. */
export const MAX_CANCELLATIONS = MAX_ORDER_LINES / 2;

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

// ------------------------------------------------------------------------------ numeric bounds
//
// Every amount, quantity and count a client sends has a maximum, chosen so that the largest day a
// branch can send still sums, over a year, far inside Number.MAX_SAFE_INTEGER (2^53 − 1). The
// arithmetic is in docs/ingest-schemas.md "Numeric bounds"; test/unit/schemas/numeric-bounds.test.ts
// recomputes it from these constants, so raising one past what a year can hold fails a test.

/**
 * Largest amount of one row (an order line, a discount, a cancellation, a catalog price or cost, an
 * activity event's amount): 99,999.99 pesos, 7 digits of cents. Stripe bounds a whole charge to 8
 * digits; a row is one line of a ticket, and a day may hold MAX_DAY_ROWS of them.
 */
export const MAX_ROW_CENTS = 9_999_999;

/**
 * Largest total: a sales summary's members, a payment row, a cash-register summary (± for the
 * variance), a register's expected or counted cash, a table's total, an expense, a payroll entry, a
 * purchase line and a purchase's IVA: 99,999,999.99 pesos, 10 digits of cents (a food court's day is
 * about 1,000,000,000 cents). The rows of one document of totals add up to at most this much per member.
 */
export const MAX_TOTAL_CENTS = 9_999_999_999;

/** Largest quantity of one row (order line, discount, cancellation): units of an item. */
export const MAX_ITEM_QUANTITY = 10_000;

/** Largest count (covers, tables served, transactions, items of a ticket, a category's sequence). */
export const MAX_COUNT = 1_000_000;

/**
 * Back-office measured quantities (kilos, litres, pieces of a purchase, a count, a recipe): at most
 * 100,000, and when not 0 at least 0.0001 (a tenth of a gram in kilos). Below that DynamoDB cannot
 * store the number (it refuses magnitudes under 1e-130), and nothing real is that small.
 */
export const MAX_MEASURE = 100_000;
export const MIN_MEASURE = 0.0001;

/**
 * Rows a business day may hold per kind of row document (orders lines, discounts, cancellations),
 * counted over every zout document of the day (corrections included): ten full orders documents
 * (200,000 lines), twice the food court's 100,000-line day (test/integration/big-day.test.ts).
 */
export const MAX_DAY_ROWS = 10 * MAX_ORDER_LINES;

/**
 * Documents of totals a business day may hold per kind (sales summaries, payments, zout closings),
 * corrections included: a register closing every 15 minutes of a whole day would be 96.
 */
export const MAX_DAY_DOCUMENTS = 100;

/** Days the longest read sums (a year, leap day included: MAX_RANGE_DAYS of the intelligence reads). */
export const MAX_SUMMED_DAYS = 366;
