/**
 * Recent same-weekday profiles: the days a forecast day's hours and items are split by. Top-down,
 * as Restaurant365 splits by the POS's ticket distribution and Crunchtime builds prep from recent
 * same-weekday periods: the day's total is the better-forecast number, its split is stable.
 */
import { addDays, isoWeekday } from '../calendar-dates.ts';
import { historyBefore } from './days.ts';
import type { ForecastDay, HistoryDay } from './types.ts';

/** Same weekdays in the profile (the latest weigh most: weight 1 … n). */
const PROFILE_WEEKS = 8;

/** The open same weekdays before the day's origin, oldest first, with sales; at most PROFILE_WEEKS. */
export function sameWeekdayProfile(history: readonly HistoryDay[], day: ForecastDay): HistoryDay[] {
  const origin = addDays(day.date, 1 - day.horizon) as string;
  const weekday = isoWeekday(day.date);
  const past = historyBefore(history, origin);
  // From the latest day back, stopping at PROFILE_WEEKS: a year of history is not parsed for 8 days.
  const profile: HistoryDay[] = [];
  for (let index = past.length - 1; index >= 0 && profile.length < PROFILE_WEEKS; index--) {
    const candidate = past[index] as HistoryDay;
    if (candidate.open && candidate.sales_cents > 0 && isoWeekday(candidate.date) === weekday)
      profile.push(candidate);
  }
  return profile.reverse();
}

/** Σ weight × part / Σ weight × whole, weights 1 … n (oldest first); 0 when the whole is 0. */
export function weightedShare(
  days: readonly HistoryDay[],
  part: (day: HistoryDay) => number,
  whole: (day: HistoryDay) => number,
): number {
  let parts = 0;
  let wholes = 0;
  days.forEach((day, index) => {
    parts += (index + 1) * part(day);
    wholes += (index + 1) * whole(day);
  });
  return wholes === 0 ? 0 : parts / wholes;
}

/** Whole units summing exactly to `total`, in proportion to `weights` (largest remainder). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const whole = exact.map(Math.floor);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  let left = total - whole.reduce((acc, value) => acc + value, 0);
  for (const { index } of order) {
    if (left <= 0) break;
    whole[index] = (whole[index] as number) + 1;
    left -= 1;
  }
  return whole;
}
