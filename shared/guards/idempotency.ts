/**
 * Ingest idempotency. The first request's data and its idempotency record (scoped to the branch,
 * holding a fingerprint of the request and the response) are written in ONE transaction under a
 * conditional put: no data without a record, no record without data, and concurrent duplicates
 * write exactly once. A repeat with the same fingerprint replays the stored response (200,
 * X-Idempotent-Replayed: true); a repeat with a different one (another body, or another endpoint)
 * is 422 SVC_ERR_422_IDEMPOTENCY_KEY_REUSED and stores nothing. Not 409: clients take 409 as
 * "already stored", and a corrected document sent under a used key would be lost silently.
 */
import { createHash } from 'node:crypto';
import type { RuntimePorts } from '../adapters/ports.ts';
import { IdempotencyKeyReusedError } from '../domain/errors.ts';
import type { StorageDeps, TransactItem } from '../storage/db.ts';
import {
  idempotencyRecordWrite,
  readIdempotencyRecord,
  type StoredIdempotencyRecord,
  writeWithIdempotencyRecord,
} from '../storage/idempotency-store.ts';
import type { RequestCounter } from './rate-limit.ts';

type IdempotencyDeps = StorageDeps & Pick<RuntimePorts, 'clock'>;

/** A POS retries when it next starts, possibly days later. */
export const IDEMPOTENCY_TTL_SECONDS = 30 * 86_400;
const MAX_TRANSACTION_ATTEMPTS = 6;

export interface IngestResponse {
  status: number;
  body: unknown;
}

export interface IngestCommit {
  branchId: string;
  idempotencyKey: string;
  fingerprint: string;
  response: IngestResponse;
  /** The request's own writes; they commit only together with the idempotency record. */
  writes: TransactItem[];
  /**
   * Counts the request against the branch's rate limits: inside the same transaction when it can
   * (one round trip), else apart just before it. Absent: the caller counts the request itself.
   */
  counter?: RequestCounter;
}

export type CommitOutcome =
  | { kind: 'committed'; response: IngestResponse }
  | { kind: 'replayed'; response: IngestResponse }
  /** One of the request's own conditions failed (e.g. a concurrent catalog sync): re-plan and retry. */
  | { kind: 'stale'; failedWriteIndexes: number[] };

/**
 * Fingerprint of what the request asks for: data.type and data.attributes in canonical form. Meta is
 * left out on purpose: a POS that re-stamps meta.sent_at on a retry is still replaying.
 *
 * Canonical form (docs/ingest.md "Idempotency fingerprint"): object members sorted by name (UTF-16
 * order), every member is data (`__proto__` and `constructor` included), and the attributes' own
 * `branch_identifier` is lowercased when it is a string, because the service compares that UUID
 * without regard to case (RFC 9562): the same request with the UUID upper-cased is a replay, not a
 * reused key. Every other string is compared exactly as sent: the service stores and matches identifiers,
 * SKUs and names as sent, so two requests that differ in their case are different requests.
 */
export function requestFingerprint(type: string, attributes: unknown): string {
  return createHash('sha256')
    .update(canonicalJson({ type, attributes: canonicalAttributes(attributes) }))
    .digest('hex');
}

function canonicalAttributes(attributes: unknown): unknown {
  if (attributes === null || typeof attributes !== 'object' || Array.isArray(attributes)) return attributes;
  const branch = (attributes as Record<string, unknown>).branch_identifier;
  if (!Object.hasOwn(attributes, 'branch_identifier') || typeof branch !== 'string') return attributes;
  // A shallow copy that keeps every member as an own data property (spread would too, but not a
  // `__proto__` member assigned afterwards); only branch_identifier changes.
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(attributes));
  Object.defineProperty(copy, 'branch_identifier', {
    value: branch.toLowerCase(),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** One open object or array of the serializer, and how far through its members it is. */
type Frame =
  | { array: readonly unknown[]; index: number }
  | { record: Record<string, unknown>; names: string[]; index: number };

/** `"name":` for each member name met: bodies repeat the same few names thousands of times. */
const memberPrefixes = new Map<string, string>();

function memberPrefix(name: string): string {
  let prefix = memberPrefixes.get(name);
  if (prefix === undefined) {
    prefix = `${JSON.stringify(name)}:`;
    if (memberPrefixes.size < 10_000) memberPrefixes.set(name, prefix);
  }
  return prefix;
}

/** A JSON primitive as JSON.stringify writes it; undefined for objects and arrays. */
function primitiveJson(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      return value === null ? 'null' : undefined;
    default:
      // undefined, functions and symbols: JSON.stringify's null (in arrays; members are skipped).
      return 'null';
  }
}

/** Member names whose value JSON can carry, sorted (UTF-16 order), as JSON.stringify would keep them. */
function sortedNames(record: Record<string, unknown>): string[] {
  const names: string[] = [];
  for (const name of Object.keys(record)) {
    const type = typeof record[name];
    if (type !== 'undefined' && type !== 'function' && type !== 'symbol') names.push(name);
  }
  return names.sort();
}

/**
 * JSON with object members sorted by name, so member order never changes the fingerprint. Written
 * without recursion (an explicit stack of open objects and arrays), so no nesting depth can overflow
 * the call stack, and without JSON.stringify's replacer, which rebuilt objects by assignment and so
 * dropped a member named `__proto__`. Output equals `JSON.stringify` of the value with sorted members.
 */
export function canonicalJson(root: unknown): string {
  const rootText = primitiveJson(root);
  if (rootText !== undefined) return rootText;
  let out = '';
  const stack: Frame[] = [];
  const open = (value: object) => {
    if (Array.isArray(value)) {
      out += '[';
      stack.push({ array: value, index: 0 });
    } else {
      out += '{';
      const record = value as Record<string, unknown>;
      stack.push({ record, names: sortedNames(record), index: 0 });
    }
  };
  open(root as object);
  while (stack.length > 0) {
    const frame = stack.at(-1)!;
    let value: unknown;
    if ('array' in frame) {
      if (frame.index === frame.array.length) {
        out += ']';
        stack.pop();
        continue;
      }
      if (frame.index > 0) out += ',';
      value = frame.array[frame.index++];
    } else {
      if (frame.index === frame.names.length) {
        out += '}';
        stack.pop();
        continue;
      }
      const name = frame.names[frame.index++]!;
      out += frame.index > 1 ? `,${memberPrefix(name)}` : memberPrefix(name);
      value = frame.record[name];
    }
    const text = primitiveJson(value);
    if (text === undefined) open(value as object);
    else out += text;
  }
  return out;
}

export async function commitIngest(deps: IdempotencyDeps, commit: IngestCommit): Promise<CommitOutcome> {
  const now = deps.clock.now();
  const record = idempotencyRecordWrite(deps, {
    branchId: commit.branchId,
    idempotencyKey: commit.idempotencyKey,
    fingerprint: commit.fingerprint,
    response: commit.response,
    createdAt: now,
    expiresAtEpochSeconds: Math.floor(now.getTime() / 1000) + IDEMPOTENCY_TTL_SECONDS,
  });

  for (let attempt = 1; ; attempt++) {
    // The idempotency record's condition is the duplicate check: no read before the transaction.
    const counterItems = (await commit.counter?.transactItems()) ?? [];
    const result = await writeWithIdempotencyRecord(deps, record, [...counterItems, ...commit.writes]);
    if (result.kind === 'written') {
      commit.counter?.committed();
      return { kind: 'committed', response: commit.response };
    }
    if (result.kind === 'duplicate') {
      return { kind: 'replayed', response: replayOf(result.existing, commit.fingerprint) };
    }
    const { recordReason, itemReasons, error } = result;
    const counterReasons = itemReasons.slice(0, counterItems.length);
    const writeReasons = itemReasons.slice(counterItems.length);
    const failedWriteIndexes = writeReasons.flatMap((reason, index) =>
      reason.code === 'ConditionalCheckFailed' ? [index] : [],
    );
    if (counterReasons.some((reason) => reason.code === 'ConditionalCheckFailed')) {
      // A spent limit throws 429 here; a stale minute count is retried with the count returned.
      commit.counter!.cancelled(counterReasons);
      if (failedWriteIndexes.length === 0) continue;
    }
    if (failedWriteIndexes.length > 0) return { kind: 'stale', failedWriteIndexes };
    const conflicted = [recordReason, ...itemReasons].some(
      (reason) => reason?.code === 'TransactionConflict',
    );
    if (!conflicted || attempt >= MAX_TRANSACTION_ATTEMPTS) throw error;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
  }
}

/**
 * For a request that failed validation: if the same key already succeeded with the same request,
 * the client is retrying and gets the stored response; with a different request, 422 (key reused).
 */
export async function findReplay(
  deps: StorageDeps,
  branchId: string,
  idempotencyKey: string,
  fingerprint: string,
): Promise<IngestResponse | undefined> {
  const existing = await readIdempotencyRecord(deps, branchId, idempotencyKey);
  return existing ? replayOf(existing, fingerprint) : undefined;
}

function replayOf(existing: StoredIdempotencyRecord, fingerprint: string): IngestResponse {
  if (existing.fingerprint !== fingerprint) {
    throw new IdempotencyKeyReusedError();
  }
  return { status: 200, body: existing.responseBody };
}
