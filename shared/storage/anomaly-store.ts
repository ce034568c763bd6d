/**
 * Storage of the anomaly rules: an actor's recent activity events (one Query of the time-sorted
 * activity partition), the anomaly alerts (conditional create / versioned replace, so two requests
 * never store the same anomaly twice; each counted in the branch's alert revisions), the login
 * profile of each user (devices and ips as string sets, updated in the activity's own transaction)
 * and the branch's 90-day price history (written by the aggregator after each closed day).
 */
import { createHash } from 'node:crypto';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { monthOf } from '../domain/analytics/rollups.ts';
import { ANOMALY_ALERT_TYPES, type Burst, type PriceSightings } from '../domain/live/anomalies.ts';
import { alertRevisionBump } from './alert-cache-store.ts';
import { alertFields } from './alert-store.ts';
import { gunzipJson, gzipJson } from './compression.ts';
import { cancellationReasons, queryAll, type StorageDeps, type TransactItem } from './db.ts';
import { retryingTransactionConflicts } from './errors.ts';
import { binary, getItem, storedItem, stringSet, writtenAs } from './item.ts';
import { keys } from './keys.ts';

type ReadDeps = StorageDeps;

/** An activity item as the windowed rules read it (readActivityEvents' projection). */
const actorEventItem = /* @__PURE__ */ storedItem({
  name: 'activity event',
  key: 'activity',
  schema: () =>
    z.object({
      event_id: z.string(),
      occurred_at_utc: z.string(),
      actor: z._default(z.nullable(z.string()), null),
      ref_id: z._default(z.nullable(z.string()), null),
      detail: z.optional(z.record(z.string(), z.unknown())),
    }),
});

export type ActorEventItem = ReturnType<typeof actorEventItem.parse>;

/**
 * Activity items of one event kind whose occurred_at lies in [fromUtc, toUtc] (consistent), of one
 * actor (`actor_key`, the normalized name; items stored before it existed are returned too, and the
 * caller matches them by name), with only what the windowed rules read.
 */
export async function readActivityEvents(
  deps: ReadDeps,
  branchId: string,
  event: string,
  actorKey: string,
  fromUtc: string,
  toUtc: string,
): Promise<ActorEventItem[]> {
  const items = await queryAll(deps, {
    // Sort keys are `<UTC instant>#<id>`; `~` sorts after `#`, so the upper bound includes its instant.
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    FilterExpression: '#event = :event AND (actor_key = :actor OR attribute_not_exists(actor_key))',
    ProjectionExpression: 'event_id, occurred_at_utc, actor, ref_id, detail',
    ExpressionAttributeNames: { '#event': 'event' },
    ExpressionAttributeValues: {
      ':pk': keys.activityPartition(branchId),
      ':from': fromUtc,
      ':to': `${toUtc}~`,
      ':event': event,
      ':actor': actorKey,
    },
    ConsistentRead: true,
  });
  return items.map(actorEventItem.parse);
}

/**
 * A stored anomaly alert: an alert's members (alert-store.ts, the fields /intelligence/alerts
 * reads), plus what dedupe and growth need: `revision`, bumped on every replace (a replace is
 * conditional on the revision it read), and the rule's `facts` (the burst of a windowed rule, the
 * prices of an override, …).
 */
const anomalyAlertItem = /* @__PURE__ */ storedItem({
  name: 'anomaly alert',
  key: 'alert',
  schema: () =>
    z.object({ ...alertFields(), revision: z.number(), facts: z.record(z.string(), z.unknown()) }),
});

export type StoredAnomalyAlert = ReturnType<typeof anomalyAlertItem.parse>;

/** The burst a windowed rule's alert keeps in its facts (written by the rule as a Burst). */
export const storedBurstOf = (alert: StoredAnomalyAlert): Burst =>
  z.parse(writtenAs<Burst>(), alert.facts.burst);

const ANOMALY_TYPES: ReadonlySet<unknown> = new Set(ANOMALY_ALERT_TYPES);

/**
 * The anomaly alerts whose sort key begins with `skPrefix` (a day's, or an actor's of one type).
 * The day's other alerts share the partition (the aggregator's, after a zout: sales_up,
 * food_cost_high…) without revision or facts: they are skipped, not parsed as anomalies.
 */
export async function readAlertsWithPrefix(
  deps: ReadDeps,
  branchId: string,
  skPrefix: string,
): Promise<StoredAnomalyAlert[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.alertPartition(branchId), ':prefix': skPrefix },
    ConsistentRead: true,
  });
  return items.filter((item) => ANOMALY_TYPES.has(item.type)).map(anomalyAlertItem.parse);
}

/**
 * Stores `alert` unless an alert with its key exists, or (with `replacing`) only if the stored one
 * is still at that revision, and counts its month in the branch's alert revisions in the same
 * transaction (alert-cache-store.ts). False when the condition failed: someone else stored it first.
 */
export async function putAnomalyAlert(
  deps: ReadDeps,
  alert: StoredAnomalyAlert,
  replacing?: number,
): Promise<boolean> {
  try {
    await retryingTransactionConflicts(() =>
      deps.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: deps.tableName,
                Item: {
                  ...anomalyAlertItem.key(alert.branch_id, alert.date, alert.type, alert.discriminator),
                  ...alert,
                },
                ConditionExpression:
                  replacing === undefined ? 'attribute_not_exists(pk)' : 'revision = :read',
                ...(replacing === undefined ? {} : { ExpressionAttributeValues: { ':read': replacing } }),
              },
            },
            ...alertRevisionBump(deps, alert.branch_id, { months: [monthOf(alert.date)] }),
          ],
        }),
      ),
    );
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.[0]?.code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

// ---------------------------------------------------------------- login profiles

export interface LoginProfile {
  devices: string[];
  ips: string[];
  /**
   * The login event that first brought each device (`device:<name>`) and ip (`ip:<address>`), and
   * the user's very first login event: written by the first committed login only (if_not_exists),
   * so a reader can tell what its own event added, whether it read before or after that commit.
   */
  introduced_by: Record<string, string>;
  first_login_event: string | null;
}

/**
 * A login profile (loginProfileWrite): string sets, absent until a login brings one, and beside them
 * one `introduced_<hash>` attribute per device and ip (introducedName), kept as they come.
 */
const loginProfileItem = /* @__PURE__ */ storedItem({
  name: 'login profile',
  key: 'loginProfile',
  schema: () =>
    z.looseObject({
      devices: z.optional(stringSet()),
      ips: z.optional(stringSet()),
      first_login_event: z.optional(z.string()),
    }),
});

/** The profile attribute naming the event that introduced a device or ip (hashed: any text is a valid name). */
const introducedName = (what: string) =>
  `introduced_${createHash('sha256').update(what).digest('hex').slice(0, 16)}`;

/** A user's login profile at the branch; with actorHash null, the branch's own (every user's logins). */
export async function readLoginProfile(
  deps: ReadDeps,
  branchId: string,
  actorHash: string | null,
): Promise<LoginProfile | null> {
  const item = await getItem(
    deps,
    loginProfileItem,
    actorHash === null ? keys.branchLoginProfile(branchId) : keys.loginProfile(branchId, actorHash),
  );
  if (item === undefined) return null;
  const devices = [...(item.devices ?? [])];
  const ips = [...(item.ips ?? [])];
  const introduced_by: Record<string, string> = {};
  for (const what of [...devices.map((d) => `device:${d}`), ...ips.map((ip) => `ip:${ip}`)]) {
    const by = item[introducedName(what)];
    if (typeof by === 'string') introduced_by[what] = by;
  }
  return {
    devices,
    ips,
    introduced_by,
    first_login_event: item.first_login_event ?? null,
  };
}

/**
 * Adds the login's device and ip to the user's profile (string sets: adding twice changes nothing),
 * and records, only where none is recorded yet, this event as the one that introduced them and as
 * the user's first login. With actorHash and actor null, the branch's own profile (every user).
 */
export function loginProfileWrite(
  deps: Pick<StorageDeps, 'tableName'>,
  branchId: string,
  actorHash: string | null,
  actor: string | null,
  login: { device: string | null; ip: string | null; at: string; event_id: string },
): TransactItem {
  const adds = [
    login.device === null ? null : 'devices :device',
    login.ip === null ? null : 'ips :ip',
    'logins :one',
  ].filter((part) => part !== null);
  const sets = [
    ...(actor === null ? [] : ['actor = :actor']),
    'last_login_at = :at',
    'first_login_event = if_not_exists(first_login_event, :event)',
    ...(login.device === null ? [] : ['#deviceBy = if_not_exists(#deviceBy, :event)']),
    ...(login.ip === null ? [] : ['#ipBy = if_not_exists(#ipBy, :event)']),
  ];
  const names = {
    ...(login.device === null ? {} : { '#deviceBy': introducedName(`device:${login.device}`) }),
    ...(login.ip === null ? {} : { '#ipBy': introducedName(`ip:${login.ip}`) }),
  };
  return {
    Update: {
      TableName: deps.tableName,
      Key: actorHash === null ? keys.branchLoginProfile(branchId) : keys.loginProfile(branchId, actorHash),
      UpdateExpression: `SET ${sets.join(', ')} ADD ${adds.join(', ')}`,
      ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: {
        ...(actor === null ? {} : { ':actor': actor }),
        ':at': login.at,
        ':event': login.event_id,
        ':one': 1,
        ...(login.device === null ? {} : { ':device': new Set([login.device]) }),
        ...(login.ip === null ? {} : { ':ip': new Set([login.ip]) }),
      },
    },
  };
}

// ---------------------------------------------------------------- price history

export type PriceHistory = Record<string, PriceSightings>;

/** The branch's price history (writePriceHistory): gzip JSON only the aggregator writes. */
const priceHistoryItem = /* @__PURE__ */ storedItem({
  name: 'price history',
  key: 'priceHistory',
  schema: () => z.object({ items_gz: binary() }),
});

export async function readPriceHistory(deps: ReadDeps, branchId: string): Promise<PriceHistory> {
  const packed = (await getItem(deps, priceHistoryItem, keys.priceHistory(branchId)))?.items_gz;
  return packed === undefined ? {} : gunzipJson(packed, writtenAs<PriceHistory>());
}

export async function writePriceHistory(
  deps: ReadDeps,
  branchId: string,
  history: PriceHistory,
  throughDate: string,
  now: string,
): Promise<void> {
  await deps.db.send(
    new PutCommand({
      TableName: deps.tableName,
      Item: {
        ...priceHistoryItem.key(branchId),
        branch_id: branchId,
        through_date: throughDate,
        updated_at: now,
        items_gz: gzipJson(history),
      },
    }),
  );
}
