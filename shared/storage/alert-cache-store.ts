/**
 * What lets an organization read its branches' alerts without reading every branch every time
 * (docs/organizations.md, "Alerts and the comparison"):
 *
 * - **alert revisions**, one item per branch (keys.alertRevisions): a counter per business month,
 *   added to by every write that can change that month's alerts (in the write's own transaction
 *   where it has one, else after it and before the write is acknowledged), and one for inventory
 *   counts (a count changes the days and months it opens and every later low_stock);
 * - **the cache**, one item per organization, period and branch (keys.organizationAlertCache): a
 *   branch's alert read of that period, with what it was computed from (`check`: the revisions read,
 *   consistently, before it was computed, the code, the period, plan and time zone), its `summary`
 *   (a small JSON, read alone by the comparison) and its `detail` (the alerts, gzip JSON). It is
 *   used only while those revisions are still the branch's, so it is never older than the branch's
 *   own read; it expires a week after its last write (`expires_at`);
 * - **the pages**, beside the entries of the period (keys.organizationAlertPage): a page of the
 *   organization's alerts as answered, under the hash of every branch's check and the page asked
 *   for, so that a read whose branches are all current finds its page with one GetItem.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { DateRange } from '../domain/analytics/period.ts';
import { gunzipJson, gzipJson, MAX_CHUNK_BYTES } from './compression.ts';
import { batchGetConsistent, queryAll, type StorageDeps, type StoredItem, type TransactItem } from './db.ts';
import { retryingTransactionConflicts } from './errors.ts';
import { binary, storedItem, writtenAs } from './item.ts';
import { keys } from './keys.ts';

/** A branch's alert revisions: `epoch` is null until its first write. */
export interface AlertRevisions {
  epoch: string | null;
  counts: number;
  /** Business month (YYYY-MM) → its counter; a month never written is absent (0). */
  months: Record<string, number>;
}

/** What a write changes: the business months of its dates, and whether it is an inventory count. */
export interface AlertRevisionChange {
  months?: readonly string[];
  counts?: boolean;
}

const MONTH_ATTRIBUTE = 'M#';
const COUNTS_ATTRIBUTE = 'COUNTS';

/**
 * A branch's revisions item as revisionUpdate sets it: its keys, branch_id and epoch are strings,
 * every other attribute a counter (`M#<month>`, `COUNTS`). The bumps address it through keys.ts
 * itself: every write route bumps, only the organization reads read, and using the declaration in
 * the bumps would put its schema in every write route's bundle.
 */
const alertRevisionsItem = /* @__PURE__ */ storedItem({
  name: 'alert revisions',
  key: 'alertRevisions',
  schema: () =>
    z.catchall(
      z.object({ pk: z.string(), sk: z.string(), branch_id: z.string(), epoch: z.optional(z.string()) }),
      z.number(),
    ),
});

function revisionUpdate(branchId: string, change: AlertRevisionChange) {
  const names: Record<string, string> = {};
  const added: string[] = [];
  [...new Set(change.months ?? [])].forEach((month, index) => {
    names[`#m${index}`] = `${MONTH_ATTRIBUTE}${month}`;
    added.push(`#m${index} :one`);
  });
  if (change.counts) {
    names['#counts'] = COUNTS_ATTRIBUTE;
    added.push('#counts :one');
  }
  if (added.length === 0) return null;
  return {
    UpdateExpression: `SET epoch = if_not_exists(epoch, :epoch), branch_id = :branch ADD ${added.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':one': 1, ':epoch': randomUUID(), ':branch': branchId },
  };
}

/** The revision bump of `change` as a member of the write's own transaction (none when it changes nothing). */
export function alertRevisionBump(
  deps: StorageDeps,
  branchId: string,
  change: AlertRevisionChange,
): TransactItem[] {
  const update = revisionUpdate(branchId, change);
  if (update === null) return [];
  return [{ Update: { TableName: deps.tableName, Key: keys.alertRevisions(branchId), ...update } }];
}

/** The revision bump of `change`, for a write without a transaction: made after the write. */
export async function bumpAlertRevisions(
  deps: StorageDeps,
  branchId: string,
  change: AlertRevisionChange,
): Promise<void> {
  const update = revisionUpdate(branchId, change);
  if (update === null) return;
  // A record's or an anomaly's transaction on the item at the same moment refuses the update.
  await retryingTransactionConflicts(() =>
    deps.db.send(
      new UpdateCommand({ TableName: deps.tableName, Key: keys.alertRevisions(branchId), ...update }),
    ),
  );
}

const NO_REVISIONS: AlertRevisions = { epoch: null, counts: 0, months: {} };

function revisionsOf(item: ReturnType<typeof alertRevisionsItem.parse>): AlertRevisions {
  const months: Record<string, number> = {};
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(MONTH_ATTRIBUTE) && typeof value === 'number') {
      months[name.slice(MONTH_ATTRIBUTE.length)] = value;
    }
  }
  return { epoch: item.epoch ?? null, counts: item[COUNTS_ATTRIBUTE] ?? 0, months };
}

/**
 * The branches' alert revisions, consistently (BatchGetItem of 100 keys, unprocessed keys asked
 * again): a cache entry is trusted only against revisions read after every write they count.
 */
export async function readAlertRevisions(
  deps: StorageDeps,
  branchIds: readonly string[],
): Promise<Map<string, AlertRevisions>> {
  const revisions = new Map<string, AlertRevisions>(branchIds.map((id) => [id, NO_REVISIONS]));
  const keysOf = branchIds.map((id) => alertRevisionsItem.key(id));
  const items = await batchGetConsistent(deps, keysOf, 'alert revisions');
  for (const item of items.map(alertRevisionsItem.parse)) revisions.set(item.branch_id, revisionsOf(item));
  return revisions;
}

/** Whether two readings of a branch's revisions agree on everything a read of `months` depends on. */
export function sameRevisions(a: AlertRevisions, b: AlertRevisions, months: readonly string[]): boolean {
  return (
    a.epoch === b.epoch &&
    a.counts === b.counts &&
    months.every((month) => (a.months[month] ?? 0) === (b.months[month] ?? 0))
  );
}

/** The revisions of `months` alone (what an entry keeps). */
export function revisionsFor(revisions: AlertRevisions, months: readonly string[]): AlertRevisions {
  const kept: Record<string, number> = {};
  for (const month of months) {
    if (revisions.months[month] !== undefined) kept[month] = revisions.months[month];
  }
  return { ...revisions, months: kept };
}

/** What a cached branch alert read was computed from: it is used only while all of it is current. */
export interface AlertCacheCheck {
  /** The code that computed it (entries of another version are never used). */
  code: string;
  range: DateRange;
  /** The branch's plan and time zone when computed: the read gates and shows times by them. */
  plan: string;
  timezone: string;
  revisions: AlertRevisions;
}

/**
 * A cached branch alert read: what it was computed from, its `summary` (small, read alone by a
 * caller that needs no more) and its `detail`.
 */
export interface AlertCacheEntry<Summary, Detail> {
  check: AlertCacheCheck;
  summary: Summary;
  detail: Detail;
}

/** A cache entry's attributes but its detail: `check` and `summary` are JSON strings. */
const cacheEntryAttributes = () => ({ branch_id: z.string(), check: z.string(), summary: z.string() });

/** A cache entry as writeAlertCache sets it. */
const alertCacheItem = /* @__PURE__ */ storedItem({
  name: 'organization alert cache entry',
  key: 'organizationAlertCache',
  schema: () => z.object({ ...cacheEntryAttributes(), detail: binary() }),
});

/** What readAlertCache projects of an entry when it needs no detail. */
const alertCacheSummaryItem = /* @__PURE__ */ storedItem({
  name: 'organization alert cache entry (summary)',
  key: 'organizationAlertCache',
  schema: () => z.object(cacheEntryAttributes()),
});

/** A kept page as writeAlertPage sets it (the read projects the page alone). */
const alertPageItem = /* @__PURE__ */ storedItem({
  name: 'organization alert page',
  key: 'organizationAlertPage',
  schema: () => z.object({ page: binary() }),
});

/**
 * Every cached branch read of the organization's period `range`, by branch; without `detail` its
 * compressed part is not even read (a projection).
 */
export async function readAlertCache<Summary, Detail>(
  deps: StorageDeps,
  organizationId: string,
  range: DateRange,
  options: { detail: boolean },
): Promise<Map<string, AlertCacheEntry<Summary, Detail | undefined>>> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :branches)',
    ExpressionAttributeValues: {
      ':pk': keys.organizationAlertCachePartition(organizationId, range.from, range.to),
      ':branches': keys.organizationAlertCacheBranchPrefix(),
    },
    ...(options.detail
      ? {}
      : {
          ProjectionExpression: 'branch_id, #check, #summary',
          ExpressionAttributeNames: { '#check': 'check', '#summary': 'summary' },
        }),
  });
  return new Map(items.map(cacheEntryReader<Summary, Detail>(options)));
}

/**
 * An entry as read (its branch and itself), through its declaration with or without its detail.
 * Its documents are ours (writeAlertCache, from an AlertCacheEntry), taken at their types
 * (writtenAs): `check` names the code that wrote it, and an entry of another code is never used.
 */
function cacheEntryReader<Summary, Detail>(options: { detail: boolean }) {
  type Read = [branchId: string, AlertCacheEntry<Summary, Detail | undefined>];
  const check = writtenAs<AlertCacheCheck>();
  const summary = writtenAs<Summary>();
  const detail = writtenAs<Detail>();
  const read = (entry: ReturnType<typeof alertCacheSummaryItem.parse>, gz: Uint8Array | undefined): Read => [
    entry.branch_id,
    {
      check: z.parse(check, JSON.parse(entry.check)),
      summary: z.parse(summary, JSON.parse(entry.summary)),
      detail: gz === undefined ? undefined : gunzipJson(gz, detail),
    },
  ];
  return options.detail
    ? (item: StoredItem) => {
        const entry = alertCacheItem.parse(item);
        return read(entry, entry.detail);
      }
    : (item: StoredItem) => read(alertCacheSummaryItem.parse(item), undefined);
}

/**
 * Stores a branch's entry (an UpdateItem: the reads may update this partition and no other); false
 * when it is too large to store, in which case that branch is computed on every read.
 */
export async function writeAlertCache<Summary, Detail>(
  deps: StorageDeps,
  organizationId: string,
  branchId: string,
  entry: AlertCacheEntry<Summary, Detail>,
  expiresAt: Date,
): Promise<boolean> {
  const detail = gzipJson(entry.detail);
  if (detail.length > MAX_CHUNK_BYTES) return false;
  const { range } = entry.check;
  await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: alertCacheItem.key(organizationId, range.from, range.to, branchId),
      UpdateExpression:
        'SET branch_id = :branch, #check = :check, #summary = :summary, detail = :detail, expires_at = :expires',
      ExpressionAttributeNames: { '#check': 'check', '#summary': 'summary' },
      ExpressionAttributeValues: {
        ':branch': branchId,
        ':check': JSON.stringify(entry.check),
        ':summary': JSON.stringify(entry.summary),
        ':detail': detail,
        ':expires': Math.floor(expiresAt.getTime() / 1000),
      },
    }),
  );
  return true;
}

/**
 * A kept page of the organization's alerts, by the hash of what it was computed from (its key says
 * it is current: alert-reads.ts); undefined when none. Eventually consistent: a page just written
 * and missed is computed again, never wrong.
 */
export async function readAlertPage<Page>(
  deps: StorageDeps,
  organizationId: string,
  range: DateRange,
  hash: string,
): Promise<Page | undefined> {
  const { Item } = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: alertPageItem.key(organizationId, range.from, range.to, hash),
      ProjectionExpression: '#page',
      ExpressionAttributeNames: { '#page': 'page' },
    }),
  );
  const kept = alertPageItem.parseIfFound(Item);
  return kept === undefined ? undefined : gunzipJson(kept.page, writtenAs<Page>());
}

/** Keeps a page (an UpdateItem, as the entries); false when it is too large to store. */
export async function writeAlertPage<Page>(
  deps: StorageDeps,
  organizationId: string,
  range: DateRange,
  hash: string,
  page: Page,
  expiresAt: Date,
): Promise<boolean> {
  const packed = gzipJson(page);
  if (packed.length > MAX_CHUNK_BYTES) return false;
  await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: alertPageItem.key(organizationId, range.from, range.to, hash),
      UpdateExpression: 'SET #page = :page, expires_at = :expires',
      ExpressionAttributeNames: { '#page': 'page' },
      ExpressionAttributeValues: { ':page': packed, ':expires': Math.floor(expiresAt.getTime() / 1000) },
    }),
  );
  return true;
}
