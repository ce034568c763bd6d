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
