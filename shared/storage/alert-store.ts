/**
 * Alerts the daily aggregation stores: one item per alert under the branch's alert partition, sort
 * key `<date>#<type>#<discriminator>` (keys.alert), so a rebuild of a day overwrites its own alerts
 * and a date range is one Query.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { Alert, DayAlert } from '../domain/analytics/alerts.ts';
import { ANOMALY_ALERT_TYPES } from '../domain/live/anomalies.ts';
import { ALERT_SEVERITIES } from '../domain/severity.ts';
import { COST_ALERT_TYPES, DAY_ALERT_TYPES } from '../domain/vocabulary.ts';
import { batchWriteAll, type WriteRequest } from './batch-write.ts';
import { queryAll, queryBetween, type StorageDeps } from './db.ts';
import { storedItem } from './item.ts';
import { keys } from './keys.ts';

/** A stored alert: the day's alert plus where it belongs and whether it was announced. */
export interface StoredAlert extends DayAlert {
  branch_id: string;
  date: string;
  updated_at: string;
  /** Severity last published as `alert.triggered`; absent until the first publish succeeds. */
  notified_severity?: Alert['severity'];
}

/**
 * The members every stored alert has, under keys.alert: the day's alerts (replaceDayAlerts) and the
 * anomaly alerts (anomaly-store.ts, which adds its own), so that one Query reads both.
 */
export const alertFields = () => ({
  id: z.string(),
  severity: z.enum(ALERT_SEVERITIES),
  type: z.enum([...DAY_ALERT_TYPES, ...ANOMALY_ALERT_TYPES, ...COST_ALERT_TYPES]),
  discriminator: z.string(),
  title: z.string(),
  message: z.string(),
  action: z.string(),
  created_at: z.string(),
  branch_id: z.string(),
  date: z.string(),
  updated_at: z.string(),
  notified_severity: z.optional(z.enum(ALERT_SEVERITIES)),
});

/** An alert as replaceDayAlerts stores it; its sort key is read too, to delete the ones a rebuild drops. */
const alertItem = /* @__PURE__ */ storedItem({
  name: 'alert',
  key: 'alert',
  schema: () => z.object({ sk: z.string(), ...alertFields() }),
});

/** Stored alerts of the business dates from..to, as the aggregator wrote them (created_at in UTC). */
export async function readAlertsInRange(
  deps: StorageDeps,
  branchId: string,
  from: string,
  to: string,
): Promise<Alert[]> {
  const bounds = keys.alertDateRange(from, to);
  const items = await queryBetween(deps, keys.alertPartition(branchId), bounds);
  return items.map((item): Alert => {
    const { id, severity, type, title, message, action, created_at } = alertItem.parse(item);
    return { id, severity, type, title, message, action, created_at };
  });
}

/** Every alert stored for the day (any type; the caller decides which ones it owns). */
export async function readDayAlerts(
  deps: StorageDeps,
  branchId: string,
  date: string,
): Promise<(StoredAlert & { sk: string })[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :day)',
    ExpressionAttributeValues: { ':pk': keys.alertPartition(branchId), ':day': keys.alertDayPrefix(date) },
    ConsistentRead: true,
  });
  return items.map(alertItem.parse);
}

/**
 * Puts the day's alerts (keeping each one's first created_at and its announcement state) and
 * deletes the stored alerts of the types `owns` that this build no longer raises.
 */
export async function replaceDayAlerts(
  deps: StorageDeps,
  branchId: string,
  date: string,
  alerts: readonly DayAlert[],
  existing: readonly (StoredAlert & { sk: string })[],
  now: string,
  owns: (type: Alert['type']) => boolean,
): Promise<StoredAlert[]> {
  const existingBySk = new Map(existing.map((item) => [item.sk, item]));
  const keep = new Set<string>();
  const stored: StoredAlert[] = [];
  const requests: WriteRequest[] = [];
  for (const alert of alerts) {
    const key = alertItem.key(branchId, date, alert.type, alert.discriminator);
    const previous = existingBySk.get(key.sk);
    keep.add(key.sk);
    const item: StoredAlert = {
      ...alert,
      branch_id: branchId,
      date,
      created_at: previous?.created_at ?? alert.created_at,
      updated_at: now,
      ...(previous?.notified_severity ? { notified_severity: previous.notified_severity } : {}),
    };
    stored.push(item);
    requests.push({ PutRequest: { Item: { ...key, ...item } } });
  }
  for (const item of existing) {
    if (!keep.has(item.sk) && owns(item.type)) {
      requests.push({ DeleteRequest: { Key: { pk: keys.alertPartition(branchId), sk: item.sk } } });
    }
  }
  await batchWriteAll(deps, requests, `alert write for ${branchId} ${date}`);
  return stored;
}

/** Records that the alert's current severity was announced; never resurrects a deleted alert. */
export async function markAlertNotified(
  deps: StorageDeps,
  branchId: string,
  date: string,
  alert: StoredAlert,
): Promise<void> {
  try {
    await deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: alertItem.key(branchId, date, alert.type, alert.discriminator),
        UpdateExpression: 'SET notified_severity = :severity',
        // Never resurrect an alert a concurrent rebuild deleted.
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':severity': alert.severity },
      }),
    );
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ConditionalCheckFailedException') throw error;
  }
}
