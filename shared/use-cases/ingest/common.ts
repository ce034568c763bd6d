/**
 * What every ingest use case shares: parsing the envelope against the endpoint's schema, checking
 * that the body names the key's own branch, the 202 "accepted" body of the ingest family, and the
 * guard that keeps a request's writes inside one DynamoDB transaction.
 */
import type * as z from 'zod/mini';
import { cutoffHourOf } from '../../domain/business-day.ts';
import { type DateLimits, dateLimitsAt } from '../../domain/date-limits.ts';
import { NotFoundError, PayloadTooLargeError } from '../../domain/errors.ts';
import { type ParsedEnvelope, parseEnvelope } from '../../domain/parse-request.ts';
import type { TransactItem } from '../../storage/db.ts';
import type { IngestRequest } from '../request.ts';
import { MAX_OWN_WRITE_BYTES, MAX_OWN_WRITES } from './limits.ts';

export type IngestMeta = Record<string, unknown>;

/**
 * Parse the request body as `data.type === type` with the resource's attributes schema, and refuse
 * one that names another branch than the key's (every write through here names its branch).
 */
export function parseIngest<S extends z.core.$ZodType<{ branch_identifier?: string | undefined }>>(
  request: IngestRequest,
  type: string,
  schema: S,
): ParsedEnvelope<z.output<S>, IngestMeta> {
  const parsed = parseEnvelope(request.body, type, schema);
  assertOwnBranch(request, parsed.attributes.branch_identifier);
  return parsed;
}

/**
 * A body must name the key's own branch. Another branch "does not exist" for this key (404), and the
 * answer never says whether it exists elsewhere. Absent (categories may omit it): the key's branch.
 */
function assertOwnBranch(request: IngestRequest, branchIdentifier: string | undefined): void {
  if (branchIdentifier === undefined) return;
  if (branchIdentifier.toLowerCase() === request.branch.branch_identifier.toLowerCase()) return;
  throw new NotFoundError('branch_identifier does not exist for this API key.', {
    field: 'data.attributes.branch_identifier',
    receivedValue: branchIdentifier,
  });
}

/** The dates this branch can accept now: 2000-01-01 to its local today + 1 (date-limits.ts). */
export function dateLimitsOf(request: IngestRequest): DateLimits {
  return dateLimitsAt({
    now: request.now,
    timeZone: request.branch.timezone,
    cutoffHour: cutoffHourOf(request.branch),
  });
}

/** What an ingest of the day's documents answers (202 with `data.id`, the stored document). */
export function accepted<A>(id: string, attributes: A): { id: string; attributes: A } {
  return { id, attributes };
}

/** What the synchronous upserts answer (catalog, categories: 200, the spec shows no data.id). */
export function synced<A>(attributes: A): { attributes: A } {
  return { attributes };
}

/** Bytes an item puts into a transaction: its binary payload plus a generous allowance for the rest. */
const ITEM_OVERHEAD_BYTES = 1_024;

/**
 * The platform commits a request's writes and its idempotency record in ONE TransactWriteItems
 * (100 items, 4 MB). A document that does not fit even compressed is refused with 413 before any
 * write, so the client splits it instead of seeing a 500 from DynamoDB.
 */
export function assertFitsOneTransaction(writes: readonly TransactItem[]): void {
  let bytes = 0;
  for (const write of writes) {
    const payload = write.Put?.Item?.payload;
    bytes += ITEM_OVERHEAD_BYTES + (payload instanceof Uint8Array ? payload.byteLength : 0);
  }
  if (writes.length > MAX_OWN_WRITES || bytes > MAX_OWN_WRITE_BYTES) {
    throw new PayloadTooLargeError(
      `Stored compressed, this request needs ${writes.length} items and about ${bytes} bytes; one request may store at most ${MAX_OWN_WRITES} items and ${MAX_OWN_WRITE_BYTES} bytes. Split the data into several requests.`,
    );
  }
}
