/**
 * Activity events (keys.activity): one item per event under the branch, sort key
 * `<occurred_at UTC>#<id>`, so a time window is one Query. The POS sends its events
 * (POST /ingest/activity); the owner-side writes (dashboard API calls, the operator CLI) add audit
 * entries through `auditEntryPut` / `writeAuditEntry`, so the log holds every user action in one place.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll, type StorageDeps, type TransactItem } from './db.ts';
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

/** The stored item of an audit entry: the POS event's members, so one reader serves both. */
function auditItem(entry: AuditEntry): Record<string, unknown> {
  const occurredAtUtc = entry.occurredAt.toISOString();
  return {
    ...keys.activity(entry.branchId, occurredAtUtc, entry.eventId),
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
  return items.map((item) => ({
    event: item.event as string,
    occurred_at: item.occurred_at as string,
    detail: (item.detail as Record<string, unknown> | undefined) ?? null,
  }));
}
