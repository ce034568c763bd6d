/**
 * The demo's forecast for today. A POS sends a day's corte Z at its close and the pipeline stores
 * the next 14 days before the next day begins; `npm start` loads its simulated quarter in one go
 * after today began, so the build of yesterday could store tomorrow on, never today (a day that
 * has begun keeps what was said before it: docs/forecast-api.md, "When it runs"). This runs that
 * same refresh as of a minute before today's business day began, on the same closed days, so Hoy's
 * pace and "¿cómo voy contra el pronóstico?" have the forecast a real branch would have had.
 */
import { businessToday, cutoffHourOf } from '../shared/domain/business-day.ts';
import { instantAtLocalHour } from '../shared/domain/zoned-time.ts';
import { getBranchProfile } from '../shared/storage/branch-store.ts';
import { getBranchSettings } from '../shared/storage/settings-store.ts';
import type { Deps } from '../shared/use-cases/deps.ts';
import { refreshForecast } from '../shared/use-cases/forecast/refresh.ts';

/** Stores the branch's forecast as the pipeline would have on yesterday's close; the dates written. */
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
  const run = await refreshForecast(
    { ...deps, clock: { now: () => lastNight } },
    { branchId, profile, settings },
  );
  return run.written;
}
