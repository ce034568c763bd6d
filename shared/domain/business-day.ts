/**
 * The business day: which day a moment belongs to for the owner. A restaurant's day does not end at
 * midnight: a bar that closes at 01:30 is still selling "Friday". Each branch has a business-day
 * cutoff hour (Toast calls it the closeout hour), 05:00 local by default: a moment before the cutoff
 * belongs to the previous calendar day. Zones are the runtime's (Intl, through zoned-time.ts), with
 * luxon's own rules for a wall time in a DST change, and calendar steps are plain date arithmetic.
 *
 * The cutoff compares the local wall-clock hour, so a daylight-saving day behaves as the clock on the
 * wall says: with a 05:00 cutoff, 01:30 of a fall-back night (which happens twice) is the previous
 * day both times, and 05:30 of a spring-forward morning is that day although only four hours passed
 * since midnight.
 */
import { addDays, dayBefore } from './calendar-dates.ts';
import { instantAtLocalHour, localDateAndHour, zonedTimestamp } from './zoned-time.ts';

/** Default cutoff: 05:00 local. */
export const DEFAULT_BUSINESS_DAY_CUTOFF_HOUR = 5;

/** A cutoff is a whole local hour, 0 (midnight: the calendar day) to 23. */
export function isCutoffHour(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 23;
}

/** The branch's cutoff hour, or the default when none is stored (branches created before it existed). */
export function cutoffHourOf(profile: { business_day_cutoff_hour?: number | null }): number {
  return isCutoffHour(profile.business_day_cutoff_hour)
    ? profile.business_day_cutoff_hour
    : DEFAULT_BUSINESS_DAY_CUTOFF_HOUR;
}

/**
 * The business date of `timestamp` in the branch's zone with its cutoff hour: the local date, or the
 * day before when the local hour is earlier than the cutoff. Null when it is not a timestamp.
 */
export function businessDateAt(
  timestamp: string | null | undefined,
  timeZone: string,
  cutoffHour: number,
): string | null {
  if (timestamp == null || timestamp === '') return null;
  const local = zonedTimestamp(timestamp, timeZone);
  if (local === null) return null;
  return local.hour < cutoffHour ? dayBefore(local.date) : local.date;
}

/**
 * The business date of a cash-register closing: the business date of the END of its period. A zout
 * from 23:50 on the 1st to 23:45 on the 2nd is the 2nd's; a bar's zout ending at 01:30 on the 2nd is
 * the 1st's (with the default cutoff).
 */
export function closingBusinessDate(
  closing: { end_at: string },
  timeZone: string,
  cutoffHour: number,
): string | null {
  return businessDateAt(closing.end_at, timeZone, cutoffHour);
}

/** The branch's current business date at `now`. */
export function businessToday(now: Date, timeZone: string, cutoffHour: number): string {
  if (Number.isNaN(now.getTime())) throw new RangeError('no business date at an invalid instant');
  let local: { date: string; hour: number };
  try {
    local = localDateAndHour(now, timeZone);
  } catch {
    throw new RangeError(`invalid time zone ${timeZone}`);
  }
  return local.hour < cutoffHour ? dayBefore(local.date) : local.date;
}

/** The branch's clock at `now` in hours into the business date `today`: 25 at 01:00 of the day after. */
export function hourOfBusinessDay(now: Date, timeZone: string, today: string): number {
  const local = localDateAndHour(now, timeZone);
  return local.hour + (local.date > today ? 24 : 0);
}

/** The latest closed business day: today once its corte Z is in, else yesterday. */
export const lastClosedDay = (today: string, todayClosed: boolean): string =>
  todayClosed ? today : dayBefore(today);

/**
 * The first business day still to come: today, or tomorrow once today's corte Z is in (its use of
 * stock is then over; the purchase suggestions look ahead from it).
 */
export const firstDayToCome = (today: string, todayClosed: boolean): string =>
  todayClosed ? addDays(today, 1)! : today;

/**
 * The closed days of a period (docs/figures.md, "Today is not a closed day until its corte Z is
 * in"): the period as asked when it ends before today or today has closed; else through
 * yesterday, or null when that leaves no day (today alone, not closed yet). The dashboard's pages
 * of closed days and the assistant cut their periods with it.
 */
export function closedDaysOf(
  period: { from: string; to: string },
  today: string,
  todayClosed: boolean,
): { from: string; to: string } | null {
  if (todayClosed || period.to < today) return period;
  const yesterday = dayBefore(today);
  return period.from <= yesterday ? { from: period.from, to: yesterday } : null;
}

/**
 * The instants a range of business dates covers, in epoch milliseconds: from the cutoff hour of
 * the first date (branch-local) to the cutoff hour of the day after the last one, that end excluded.
 */
export function businessRangeMillis(
  range: { from: string; to: string },
  timeZone: string,
  cutoffHour: number,
): { fromMillis: number; toMillis: number } {
  const nextDay = addDays(range.to, 1);
  if (nextDay === null) throw new RangeError(`invalid range ${range.from}..${range.to}`);
  return {
    fromMillis: instantAtLocalHour(range.from, cutoffHour, timeZone),
    toMillis: instantAtLocalHour(nextDay, cutoffHour, timeZone),
  };
}

/** The same instants as UTC ISO strings (the sort keys of time-ordered items). */
export function businessRangeInstants(
  range: { from: string; to: string },
  timeZone: string,
  cutoffHour: number,
): { fromUtc: string; toUtc: string } {
  const { fromMillis, toMillis } = businessRangeMillis(range, timeZone, cutoffHour);
  return { fromUtc: new Date(fromMillis).toISOString(), toUtc: new Date(toMillis).toISOString() };
}
