/**
 * Storage of the anomaly rules: an actor's recent activity events (one Query of the time-sorted
 * activity partition), the anomaly alerts (conditional create / versioned replace, so two requests
 * never store the same anomaly twice), the login profile of each user (devices and ips as string
 * sets, updated in the activity's own transaction) and the branch's 90-day price history (written by
 * the aggregator after each closed day).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AlertSeverity } from '../domain/analytics/alerts.ts';
import type { PriceSightings } from '../domain/live/anomalies.ts';
import { queryAll, type StorageDeps, type StoredItem, type TransactItem } from './db.ts';
import { keys } from './keys.ts';

type ReadDeps = StorageDeps;

/** Activity items of one event kind whose occurred_at lies in [fromUtc, toUtc] (consistent). */
export async function readActivityEvents(
  deps: ReadDeps,
  branchId: string,
  event: string,
  fromUtc: string,
  toUtc: string,
): Promise<StoredItem[]> {
  return queryAll(deps, {
    // Sort keys are `<UTC instant>#<id>`; `~` sorts after `#`, so the upper bound includes its instant.
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    FilterExpression: '#event = :event',
    ExpressionAttributeNames: { '#event': 'event' },
    ExpressionAttributeValues: {
      ':pk': keys.activityPartition(branchId),
      ':from': fromUtc,
      ':to': `${toUtc}~`,
      ':event': event,
    },
    ConsistentRead: true,
  });
}

/** A stored anomaly alert (the fields /intelligence/alerts reads, plus what dedupe and growth need). */
export interface StoredAnomalyAlert {
  id: string;
  severity: AlertSeverity;
  type: string;
  title: string;
  message: string;
  action: string;
  created_at: string;
  updated_at: string;
  branch_id: string;
  date: string;
  discriminator: string;
  /** Bumped on every replace; a replace is conditional on the revision it read. */
  revision: number;
  notified_severity?: AlertSeverity;
  /** Rule-specific facts (the burst of a windowed rule, the prices of an override, …). */
  facts: Record<string, unknown>;
}

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
  return items.map(
    ({ pk: _pk, sk: _sk, ...alert }) =>
      ({ ...alert, revision: Number(alert.revision) }) as StoredAnomalyAlert,
  );
}

const isConditionFailure = (error: unknown) =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/**
 * Stores `alert` unless an alert with its key exists, or (with `replacing`) only if the stored one
 * is still at that revision. False when the condition failed: someone else stored it first.
 */
export async function putAnomalyAlert(
  deps: ReadDeps,
  alert: StoredAnomalyAlert,
  replacing?: number,
): Promise<boolean> {
  try {
    await deps.db.send(
      new PutCommand({
        TableName: deps.tableName,
        Item: { ...keys.alert(alert.branch_id, alert.date, alert.type, alert.discriminator), ...alert },
        ConditionExpression: replacing === undefined ? 'attribute_not_exists(pk)' : 'revision = :read',
        ...(replacing === undefined ? {} : { ExpressionAttributeValues: { ':read': replacing } }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

// ---------------------------------------------------------------- login profiles

export interface LoginProfile {
  devices: string[];
  ips: string[];
}

export async function readLoginProfile(
  deps: ReadDeps,
  branchId: string,
  actorHash: string,
): Promise<LoginProfile | null> {
  const result = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: keys.loginProfile(branchId, actorHash),
      ConsistentRead: true,
    }),
  );
  if (result.Item === undefined) return null;
  return {
    devices: [...((result.Item.devices as Set<string> | undefined) ?? [])],
    ips: [...((result.Item.ips as Set<string> | undefined) ?? [])],
  };
}

/** Adds the login's device and ip to the user's profile (string sets: adding twice changes nothing). */
export function loginProfileWrite(
  deps: Pick<StorageDeps, 'tableName'>,
  branchId: string,
  actorHash: string,
  actor: string,
  login: { device: string | null; ip: string | null; at: string },
): TransactItem {
  const adds = [
    login.device === null ? null : 'devices :device',
    login.ip === null ? null : 'ips :ip',
    'logins :one',
  ].filter((part) => part !== null);
  return {
    Update: {
      TableName: deps.tableName,
      Key: keys.loginProfile(branchId, actorHash),
      UpdateExpression: `SET actor = :actor, last_login_at = :at ADD ${adds.join(', ')}`,
      ExpressionAttributeValues: {
        ':actor': actor,
        ':at': login.at,
        ':one': 1,
        ...(login.device === null ? {} : { ':device': new Set([login.device]) }),
        ...(login.ip === null ? {} : { ':ip': new Set([login.ip]) }),
      },
    },
  };
}

// ---------------------------------------------------------------- price history

export type PriceHistory = Record<string, PriceSightings>;

export async function readPriceHistory(deps: ReadDeps, branchId: string): Promise<PriceHistory> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: keys.priceHistory(branchId), ConsistentRead: true }),
  );
  const packed = result.Item?.items_gz as Uint8Array | undefined;
  return packed === undefined ? {} : (JSON.parse(gunzipSync(packed).toString('utf8')) as PriceHistory);
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
        ...keys.priceHistory(branchId),
        branch_id: branchId,
        through_date: throughDate,
        updated_at: now,
        items_gz: gzipSync(Buffer.from(JSON.stringify(history), 'utf8')),
      },
    }),
  );
}
