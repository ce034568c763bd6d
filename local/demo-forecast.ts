/**
 * The demo's forecast for today. A POS sends a day's corte Z at its close and the pipeline stores
 * the next 14 days before the next day begins; `npm start` loads its simulated quarter in one go
 * after today began, so the build of yesterday could store tomorrow on, never today (a day that
 * has begun keeps what was said before it: docs/forecast-api.md, "When it runs"). This runs that
 * same refresh as of a minute before today's business day began, on the same closed days, so Hoy's
 * pace and "¿cómo voy contra el pronóstico?" have the forecast a real branch would have had. That
 * run rewrites the days after today too, from yesterday's close; so the refresh runs again now,
 * as today's close did (today kept: it has begun), and Mañana reads the latest close's forecast.
 */
import { businessToday, cutoffHourOf } from '../shared/domain/business-day.ts';
import { instantAtLocalHour } from '../shared/domain/zoned-time.ts';
import { getBranchProfile } from '../shared/storage/branch-store.ts';
import { getBranchSettings } from '../shared/storage/settings-store.ts';
import type { Deps } from '../shared/use-cases/deps.ts';
import { refreshForecast } from '../shared/use-cases/forecast/refresh.ts';

/** Stores today's forecast as yesterday's close would have, the days after from the latest; the dates written. */
export async function storeTodaysForecast(
  deps: Pick<Deps, 'db' | 'tableName' | 'clock' | 'logger'>,
  branchId: string,
): Promise<string[]> {
  const [profile, settings] = await Promise.all([
    getBranchProfile(deps, branchId),
    getBranchSettings(deps, branchId),
  ]);
  if (!profile) return [];
  const cutoffHour = cutoffHourOf(profile);
  const today = businessToday(deps.clock.now(), profile.timezone, cutoffHour);
  const lastNight = new Date(instantAtLocalHour(today, cutoffHour, profile.timezone) - 60_000);
  const branch = { branchId, profile, settings };
  const lastNights = await refreshForecast({ ...deps, clock: { now: () => lastNight } }, branch);
  const latest = await refreshForecast(deps, branch);
  return [...new Set([...lastNights.written, ...latest.written])].sort();
}
