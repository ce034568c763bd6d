/** Branch settings: one item beside the profile (keys.branchSettings); absent members take their default. */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type BranchSettings, DEFAULT_SETTINGS } from '../domain/settings.ts';
import type { StorageDeps, TransactItem } from './db.ts';
import { keys } from './keys.ts';

type StoreDeps = StorageDeps;

export async function getBranchSettings(deps: StoreDeps, branchId: string): Promise<BranchSettings> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: keys.branchSettings(branchId), ConsistentRead: true }),
  );
  const item = result.Item ?? {};
  const stored = <Name extends keyof BranchSettings>(name: Name): BranchSettings[Name] =>
    item[name] === undefined ? DEFAULT_SETTINGS[name] : (item[name] as BranchSettings[Name]);
  return {
    cash_variance_threshold_pct:
      item.cash_variance_threshold_pct === undefined
        ? DEFAULT_SETTINGS.cash_variance_threshold_pct
        : Number(item.cash_variance_threshold_pct),
    closed_weekdays: stored('closed_weekdays'),
    closed_dates: stored('closed_dates'),
    forecast_events: stored('forecast_events'),
    target_sales_per_staff_hour_cents: stored('target_sales_per_staff_hour_cents'),
  };
}

/**
 * Sets the given members (others unchanged) and returns the settings after the change. `alsoWrite`
 * (the change's audit entry) commits in the same transaction; nothing is written when nothing changes.
 */
export async function updateBranchSettings(
  deps: StoreDeps,
  branchId: string,
  changes: Partial<BranchSettings>,
  now: Date,
  alsoWrite: (changed: Partial<BranchSettings>) => TransactItem[] = () => [],
): Promise<BranchSettings> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (entries.length > 0) {
    await deps.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: deps.tableName,
              Key: keys.branchSettings(branchId),
              UpdateExpression: `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}, updated_at = :now`,
              ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
              ExpressionAttributeValues: {
                ...Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
                ':now': now.toISOString(),
              },
            },
          },
          ...alsoWrite(Object.fromEntries(entries) as Partial<BranchSettings>),
        ],
      }),
    );
  }
  return getBranchSettings(deps, branchId);
}
