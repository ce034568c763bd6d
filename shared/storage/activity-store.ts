/**
 * Activity events (keys.activity): one item per event under the branch, sort key
 * `<occurred_at UTC>#<id>`, so a time window is one Query.
 */
import { queryAll, type StorageDeps } from './db.ts';
import { keys } from './keys.ts';

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
