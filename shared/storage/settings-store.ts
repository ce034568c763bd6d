/** Branch settings: one item beside the profile (keys.branchSettings); absent members take their default. */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { type BranchSettings, branchSettings, DEFAULT_SETTINGS } from '../domain/settings.ts';
import type { StorageDeps, StoredItem, TransactItem } from './db.ts';
import { getItem, storedItem } from './item.ts';

type StoreDeps = StorageDeps;

/**
 * The settings item: each member as the API validates it (PATCH and the admin CLI write nothing
 * else), at its default while unset. A branch that never set one has no item: every default.
 */
const settingsItem = /* @__PURE__ */ storedItem({
  name: 'branch settings',
  key: 'branchSettings',
  schema: () => {
    const { shape } = branchSettings;
    return z.object({
      cash_variance_threshold_pct: z._default(
        shape.cash_variance_threshold_pct,
        DEFAULT_SETTINGS.cash_variance_threshold_pct,
      ),
      closed_weekdays: z._default(shape.closed_weekdays, DEFAULT_SETTINGS.closed_weekdays),
      closed_dates: z._default(shape.closed_dates, DEFAULT_SETTINGS.closed_dates),
      forecast_events: z._default(shape.forecast_events, DEFAULT_SETTINGS.forecast_events),
      target_sales_per_staff_hour_cents: z._default(
        shape.target_sales_per_staff_hour_cents,
        DEFAULT_SETTINGS.target_sales_per_staff_hour_cents,
      ),
    }) satisfies z.ZodMiniType<BranchSettings>;
  },
});

export async function getBranchSettings(deps: StoreDeps, branchId: string): Promise<BranchSettings> {
  return (await getItem(deps, settingsItem, settingsItem.key(branchId))) ?? { ...DEFAULT_SETTINGS };
}

/** The settings an item holds (absent members, or no item, take their default). */
export function settingsOf(found: StoredItem | undefined): BranchSettings {
  return settingsItem.parseIfFound(found) ?? { ...DEFAULT_SETTINGS };
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
              Key: settingsItem.key(branchId),
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
