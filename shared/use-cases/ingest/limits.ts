/**
 * Storage limits of the ingest use cases (the input limits are in `shared/domain/limits.ts`). They follow
 * from DynamoDB: one TransactWriteItems holds 100 items and 4 MB, and the platform adds the
 * idempotency record (one item, a compressed response of a few KB) to every request's writes.
 */

/**
 * Items a use case may write: 100 minus the idempotency record and the two rate-limit counters
 * (minute and month) a new ingest counts in the same transaction.
 */
export const MAX_OWN_WRITES = 97;

/** Bytes a use case may write: 4 MB minus room for the idempotency record and key overheads. */
export const MAX_OWN_WRITE_BYTES = 3_500_000;

/**
 * One activity event is one item of at most 400 KB; an event is a handful of short members, so its
 * JSON (attributes and meta) is capped far lower: 16 KiB. Larger is 413.
 */
export const MAX_ACTIVITY_EVENT_BYTES = 16 * 1024;

/**
 * Nesting of an activity event's data.attributes / data.meta: they are stored as DynamoDB maps one
 * level below the item, and DynamoDB stores at most 32 levels of nested maps and lists counting
 * that level (measured on DynamoDB Local: 31 nested levels under `attributes` are refused). So 31,
 * one below the 32 every other resource accepts (those are stored as compressed JSON). Deeper is 422.
 */
export const MAX_ACTIVITY_NESTING = 31;

/**
 * What else a DynamoDB map refuses, so an activity event (stored as maps) is refused with 422 rather
 * than failing the write: an empty member name, a number below DynamoDB's smallest magnitude (1E-130
 * unless zero; 5e-324 is valid JSON), and, checked in storable.ts, a number beyond
 * Number.MAX_SAFE_INTEGER, which the document client will not marshal because it cannot be written
 * exactly (DynamoDB's own bound, 1e125, is far above it).
 */
export const DYNAMODB_MIN_NUMBER_MAGNITUDE = 1e-130;
