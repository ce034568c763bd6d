/**
 * What the hours read (shared/use-cases/forecast/hours.ts) takes from the table besides payroll:
 * one date's forecast, its detail and the branch's settings. A file of its own so the other
 * importers of forecast-store.ts do not carry the settings' schemas.
 */
import type { StoredForecastDay, StoredForecastDetail } from '../domain/forecast-reads/stored.ts';
import type { BranchSettings } from '../domain/settings.ts';
import { batchGetConsistent, type StorageDeps } from './db.ts';
import { forecastDayOf, forecastDetailOf } from './forecast-store.ts';
import { keys } from './keys.ts';
import { settingsOf } from './settings-store.ts';

/**
 * The three in one BatchGetItem, strongly consistent as the settings' own read is: one round trip
 * instead of three, each item as its own read gives it (undefined when not stored).
 */
export async function readForecastDayDetailSettings(
  deps: StorageDeps,
  branchId: string,
  date: string,
): Promise<{ day?: StoredForecastDay; detail?: StoredForecastDetail; settings: BranchSettings }> {
  const wanted = {
    day: keys.forecastDay(branchId, date),
    detail: keys.forecastDetail(branchId, date),
    settings: keys.branchSettings(branchId),
  };
  const items = await batchGetConsistent(deps, Object.values(wanted), 'forecast hours');
  const found = (key: { pk: string; sk: string }) =>
    items.find((item) => item.pk === key.pk && item.sk === key.sk);
  const day = found(wanted.day);
  const detail = found(wanted.detail);
  return {
    ...(day === undefined ? {} : { day: forecastDayOf(day) }),
    ...(detail === undefined ? {} : { detail: forecastDetailOf(detail) }),
    settings: settingsOf(found(wanted.settings)),
  };
}
