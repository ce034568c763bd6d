/**
 * The demo's stored forecasts. A POS sends a day's corte Z at its close and the pipeline stores the
 * next 14 days before the next day begins; `npm start` loads its simulated quarter in one go after
 * today began, so the builds could store tomorrow on, never today nor any day before it (a day that
 * has begun keeps what was said before it: docs/forecast-api.md, "When it runs"). This runs that
 * same refresh as of a minute before each of the last REPLAYED_NIGHTS business days and today
 * began, in order, each on the closed days before it only (the refresh reads no later day), so
 * Hoy's pace, "¿cómo voy contra el pronóstico?" and the accuracy of Mañana score what a branch
 * using the service for those weeks would have been told (since 2026-12-07; before, today alone,
 * and the accuracy read "0 días con pronóstico guardado"). Those runs rewrite the days after today
 * too, from yesterday's close; so the refresh runs again now, as today's close did (today kept: it
 * has begun), and Mañana reads the latest close's forecast.
 */
import { businessToday, cutoffHourOf } from '../shared/domain/business-day.ts';
import { addDays } from '../shared/domain/calendar-dates.ts';
import { instantAtLocalHour } from '../shared/domain/zoned-time.ts';
import { getBranchProfile } from '../shared/storage/branch-store.ts';
import { getBranchSettings } from '../shared/storage/settings-store.ts';
import type { Deps } from '../shared/use-cases/deps.ts';
import { refreshForecast } from '../shared/use-cases/forecast/refresh.ts';

/**
 * The nights replayed before today's: the accuracy's default 28 days, each scored at 1 and at 7 days
 * ahead (the forecast of a day 7 days ahead was made 7 nights before it).
 */
export const REPLAYED_NIGHTS = 35;

/**
 * Stores each of the last nights' forecasts and today's as their closes would have, the days after
 * today from the latest; the dates written.
 */
export async function storeDemoForecasts(
  deps: Pick<Deps, 'db' | 'tableName' | 'clock' | 'logger'>,
  branchId: string,
  nights = REPLAYED_NIGHTS,
): Promise<string[]> {
  const [profile, settings] = await Promise.all([
    getBranchProfile(deps, branchId),
    getBranchSettings(deps, branchId),
  ]);
  if (!profile) return [];
  const cutoffHour = cutoffHourOf(profile);
  const today = businessToday(deps.clock.now(), profile.timezone, cutoffHour);
  const branch = { branchId, profile, settings };
  const written = new Set<string>();
  // Oldest first: each night rewrites only the days that had not begun by then.
  for (let back = nights; back >= 0; back -= 1) {
    const day = addDays(today, -back)!;
    const night = new Date(instantAtLocalHour(day, cutoffHour, profile.timezone) - 60_000);
    const run = await refreshForecast({ ...deps, clock: { now: () => night } }, branch);
    for (const date of run.written) written.add(date);
  }
  const latest = await refreshForecast(deps, branch);
  for (const date of latest.written) written.add(date);
  return [...written].sort();
}
