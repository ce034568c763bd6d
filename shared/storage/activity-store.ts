/**
 * Activity events (keys.activity): one item per event under the branch, sort key
 * `<occurred_at UTC>#<id>`, so a time window is one Query. The POS sends its events
 * (POST /ingest/activity); the owner-side writes (dashboard API calls, the operator CLI) add audit
 * entries through `auditEntryPut` / `writeAuditEntry`, so the log holds every user action in one place.
 */
import { PutCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { ValidationError } from '../domain/errors.ts';
import { matchesSearch } from '../domain/names.ts';
import { queryAll, type StorageDeps, type TransactItem } from './db.ts';
import { storedItem } from './item.ts';
import { keys } from './keys.ts';

/** Where an owner-side entry came from: an owner-side API call, or the operator's admin CLI. */
export type AuditSource = 'dashboard' | 'admin_cli';

/** What kind of credential acted: a user token, an app client token, the branch API key, the operator. */
export type AuditActorType = 'user' | 'app_client' | 'api_key' | 'operator';

export interface AuditActor {
  type: AuditActorType;
  /** Who, as an owner reads it: the user's email (else sub), the app client's id, `api_key`, the operator. */
  id: string;
  /** The user's role in the organization; null for other credentials. */
  role: string | null;
  /** A readable name where the id is not one (the app client's name); null otherwise. */
  name: string | null;
}

/** One owner-side audit entry. `detail` must hold no secret (no key, no client secret, no signing secret). */
export interface AuditEntry {
  branchId: string;
  /** A new id (deps.newId()): the sort key is `<occurred_at UTC>#<eventId>`. */
  eventId: string;
  /** Dotted: `webhook.registered`, `api_key.rotated`, `backoffice.record_created`. */
  event: string;
  source: AuditSource;
  actor: AuditActor;
  occurredAt: Date;
  refType: string | null;
  refId: string | null;
  detail: Record<string, unknown>;
  /** The API request that made the change; null for the CLI. */
  requestId: string | null;
}

/**
 * An activity item as the log reads it: a POS event (ingest/activity.ts) or an owner-side entry
 * (auditItem), which store the same members. Those a POS event leaves out (actor_type, actor_name)
 * or sends as null read as null; `detail` and `meta` are the maps as sent.
 */
const activityItem = /* @__PURE__ */ storedItem({
  name: 'activity event',
  key: 'activity',
  schema: () => {
    const text = () => z._default(z.nullable(z.string()), null);
    const map = () => z.optional(z.record(z.string(), z.unknown()));
    return z.object({
      sk: z.string(),
      event_id: z.string(),
      event: z.string(),
      occurred_at: z.string(),
      occurred_at_utc: z.string(),
      source: text(),
      actor: text(),
      actor_type: text(),
      actor_name: text(),
      role: text(),
      ref_type: text(),
      ref_id: text(),
      detail: map(),
      device: text(),
      meta: map(),
    });
  },
});

type ActivityItem = ReturnType<typeof activityItem.parse>;

/** The stored item of an audit entry: the POS event's members, so one reader serves both. */
function auditItem(entry: AuditEntry): Record<string, unknown> {
  const occurredAtUtc = entry.occurredAt.toISOString();
  return {
    ...activityItem.key(entry.branchId, occurredAtUtc, entry.eventId),
    branch_id: entry.branchId,
    event_id: entry.eventId,
    event: entry.event,
    occurred_at: occurredAtUtc,
    occurred_at_utc: occurredAtUtc,
    actor: entry.actor.id,
    actor_type: entry.actor.type,
    actor_name: entry.actor.name,
    // The anomaly rules match POS people by actor_key; owner-side entries are not theirs to judge.
    actor_key: null,
    role: entry.actor.role,
    source: entry.source,
    ref_type: entry.refType,
    ref_id: entry.refId,
    detail: entry.detail,
    device: null,
    ip: null,
    received_at: occurredAtUtc,
    attributes: {},
    meta: { request_id: entry.requestId },
  };
}

/** The audit entry as one member of the transaction that makes the change it records. */
export function auditEntryPut(deps: Pick<StorageDeps, 'tableName'>, entry: AuditEntry): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: auditItem(entry),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The audit entry alone, for a change that is not one transaction (a webhook test, a Cognito call). */
export async function writeAuditEntry(deps: StorageDeps, entry: AuditEntry): Promise<void> {
  await deps.db.send(
    new PutCommand({
      TableName: deps.tableName,
      Item: auditItem(entry),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export interface ActivityEventRecord {
  event: string;
  occurred_at: string;
  /** Who did it, as the POS named them (the event's actor_name). */
  actor: string | null;
  detail: Record<string, unknown> | null;
}

/**
 * The events named `event` that occurred between the UTC instants `fromUtc` and `toUtc` (ISO
 * strings; `toUtc` alone sorts before every key at that instant, so the bound is exclusive there).
 */
export async function readActivityEvents(
  deps: StorageDeps,
  branchId: string,
  event: string,
  fromUtc: string,
  toUtc: string,
): Promise<ActivityEventRecord[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    FilterExpression: '#event = :event',
    ExpressionAttributeNames: { '#event': 'event' },
    ExpressionAttributeValues: {
      ':pk': keys.activityPartition(branchId),
      ':from': fromUtc,
      ':to': toUtc,
      ':event': event,
    },
  });
  return items.map((item) => {
    const { event, occurred_at, actor, detail } = activityItem.parse(item);
    return { event, occurred_at, actor, detail: detail ?? null };
  });
}

/**
 * The events of any of `names` between the same instants, in one Query (the assistant's losses of
 * today read two kinds; two Queries would read the day's log twice). Apart from readActivityEvents
 * so the aggregator, which reads one name, does not carry it (its bundle is held, test/infra).
 */
export async function readActivityEventsNamed(
  deps: StorageDeps,
  branchId: string,
  names: readonly string[],
  fromUtc: string,
  toUtc: string,
): Promise<ActivityEventRecord[]> {
  const placeholders = names.map((_, index) => `:event${index}`);
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    FilterExpression: `#event IN (${placeholders.join(', ')})`,
    ExpressionAttributeNames: { '#event': 'event' },
    ExpressionAttributeValues: {
      ':pk': keys.activityPartition(branchId),
      ':from': fromUtc,
      ':to': toUtc,
      ...Object.fromEntries(names.map((name, index) => [placeholders[index], name])),
    },
  });
  return items.map((item) => {
    const { event, occurred_at, actor, detail } = activityItem.parse(item);
    return { event, occurred_at, actor, detail: detail ?? null };
  });
}

/** An activity item as the log reads it: POS events and owner-side entries alike. */
export interface ActivityLogItem {
  event_id: string;
  event: string;
  occurred_at_utc: string;
  source: string | null;
  actor: string | null;
  actor_type: string | null;
  actor_name: string | null;
  role: string | null;
  ref_type: string | null;
  ref_id: string | null;
  detail: Record<string, unknown>;
  device: string | null;
  request_id: string | null;
}

export interface ActivityLogPage {
  items: ActivityLogItem[];
  /** Opaque; null on the last page. */
  nextCursor: string | null;
}

export interface ActivityLogFilters {
  actor?: string | undefined;
  event?: string | undefined;
  source?: string | undefined;
}

/** Filters DynamoDB applies (exact); the actor is matched here, by search (actorMatches). */
const FILTERED_MEMBERS = ['event', 'source'] as const;
const READ_STEP = 500;
const encodeCursor = (sk: string) => Buffer.from(sk, 'utf8').toString('base64url');
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The actor filter is a search, not an equality: every word of it, accents and case aside
 * (shared/domain/names.ts), in the entry's actor or its actor_name. "oscar" finds "Óscar Pérez".
 */
const actorMatches = (search: string | undefined) => (item: ActivityItem) =>
  search === undefined || matchesSearch(`${item.actor ?? ''} ${item.actor_name ?? ''}`, search);

function logItemOf(item: ActivityItem): ActivityLogItem {
  return {
    event_id: item.event_id,
    event: item.event,
    occurred_at_utc: item.occurred_at_utc,
    source: item.source,
    actor: item.actor,
    actor_type: item.actor_type,
    actor_name: item.actor_name,
    role: item.role,
    ref_type: item.ref_type,
    ref_id: item.ref_id,
    detail: item.detail ?? {},
    device: item.device,
    // Owner-side entries keep the request id in meta; a POS event's meta is what the POS sent.
    request_id: item.actor_type === null ? null : text(item.meta?.request_id),
  };
}

/**
 * One page of the log between the UTC instants [fromUtc, toUtc), newest first, keeping the items
 * whose event and source equal the filters given and whose actor matches the actor search. Reads
 * on until the page has `limit` items and one more (so `nextCursor` is null exactly on the last
 * page), but examines at most
 * `maxExamined` items (a DynamoDB `Limit` on each Query): a filter that matches little over a long
 * range answers a short, even empty, page with a cursor to go on from where it stopped. The cursor
 * is the last sort key returned or examined, base64url-encoded; one outside the range is 422
 * query.cursor.
 */
export async function listActivityPage(
  deps: StorageDeps,
  branchId: string,
  options: {
    fromUtc: string;
    toUtc: string;
    filters: ActivityLogFilters;
    limit: number;
    maxExamined: number;
    cursor?: string | undefined;
  },
): Promise<ActivityLogPage> {
  const pk = keys.activityPartition(branchId);
  const startSk = options.cursor === undefined ? undefined : cursorSortKey(options.cursor, options);
  const filters = FILTERED_MEMBERS.filter((name) => options.filters[name] !== undefined);
  const wantedActor = actorMatches(options.filters.actor);
  const filtering = filters.length > 0 || options.filters.actor !== undefined;
  const kept: ActivityItem[] = [];
  let examined = 0;
  let startKey: QueryCommandOutput['LastEvaluatedKey'] =
    startSk === undefined ? undefined : { pk, sk: startSk };
  do {
    // Without a filter every item read is kept: read what the page still needs. With one, larger steps.
    const wanted = filtering ? READ_STEP : options.limit + 1 - kept.length;
    const page = await deps.db.send(
      new QueryCommand({
        TableName: deps.tableName,
        // toUtc alone sorts before every key at that instant: the bound excludes it.
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ...(filters.length > 0
          ? {
              FilterExpression: filters.map((name) => `#${name} = :${name}`).join(' AND '),
              ExpressionAttributeNames: Object.fromEntries(filters.map((name) => [`#${name}`, name])),
            }
          : {}),
        ExpressionAttributeValues: {
          ':pk': pk,
          ':from': options.fromUtc,
          ':to': options.toUtc,
          ...Object.fromEntries(filters.map((name) => [`:${name}`, options.filters[name]])),
        },
        ScanIndexForward: false,
        Limit: Math.min(wanted, options.maxExamined - examined),
        ...(startKey === undefined ? {} : { ExclusiveStartKey: startKey }),
      }),
    );
    examined += page.ScannedCount ?? page.Items?.length ?? 0;
    kept.push(...(page.Items ?? []).map(activityItem.parse).filter(wantedActor));
    startKey = page.LastEvaluatedKey;
  } while (startKey !== undefined && kept.length <= options.limit && examined < options.maxExamined);
  return pageOf(kept, options.limit, startKey);
}

/** The page's items, and where the next page starts: after its last item, or where the read stopped. */
function pageOf(
  kept: ActivityItem[],
  limit: number,
  stoppedAt: QueryCommandOutput['LastEvaluatedKey'],
): ActivityLogPage {
  const items = kept.slice(0, limit);
  if (kept.length > limit) {
    return { items: items.map(logItemOf), nextCursor: encodeCursor(items[items.length - 1]!.sk) };
  }
  // Every item kept is on the page; the budget ran out before the range did (or the range is done).
  return {
    items: items.map(logItemOf),
    // The key of the last item examined: a sort key is a string.
    nextCursor: stoppedAt === undefined ? null : encodeCursor(stoppedAt.sk),
  };
}

/** A cursor's sort key; 422 query.cursor for one that is not of this range. */
function cursorSortKey(cursor: string, range: { fromUtc: string; toUtc: string }): string {
  const sk = Buffer.from(cursor, 'base64url').toString('utf8');
  if (sk < range.fromUtc || sk >= range.toUtc || encodeCursor(sk) !== cursor) {
    throw new ValidationError('cursor is not a cursor of this listing; start again without it.', {
      field: 'query.cursor',
      receivedValue: cursor,
    });
  }
  return sk;
}
