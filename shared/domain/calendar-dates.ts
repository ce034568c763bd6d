/**
 * Calendar dates (`YYYY-MM-DD`, proleptic Gregorian, no zone) and their arithmetic: whole days, the
 * Monday of a week, the 1st of a month. A date is a UTC midnight underneath, so a step is always 24
 * hours and no time zone can shift it (what luxon's calendar dates in `zone: 'utc'` did, without its
 * 70 KB in every read function's bundle). test/unit/calendar-dates.test.ts checks them against luxon.
 */

const DATE_PATTERN = /^(\d{4})-(\d\d)-(\d\d)$/;
const DAY_MS = 86_400_000;

/** Whether year-month-day exists: month 1–12, day within the month, Gregorian leap years. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/** The UTC midnight (ms) of a `YYYY-MM-DD` that exists; null for anything else. */
function midnightOf(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isCalendarDay(year, month, day)) return null;
  const midnight = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; set the year back for those.
  if (year < 100) midnight.setUTCFullYear(year);
  return midnight.getTime();
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function dateOf(midnight: number): string {
  const day = new Date(midnight);
  const year = day.getUTCFullYear();
  const yearText =
    year >= 0 && year <= 9999 ? pad(year, 4) : `${year < 0 ? '-' : '+'}${pad(Math.abs(year), 6)}`;
  return `${yearText}-${pad(day.getUTCMonth() + 1, 2)}-${pad(day.getUTCDate(), 2)}`;
}

/** Whether `date` is a `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function isCalendarDate(date: string): boolean {
  return midnightOf(date) !== null;
}

/** The date `days` days after `date` (before it when negative); null when `date` is not a date. */
export function addDays(date: string, days: number): string | null {
  const midnight = midnightOf(date);
  return midnight === null ? null : dateOf(midnight + days * DAY_MS);
}

/**
 * The calendar date before `date` (YYYY-MM-DD, year 0001 to 9999); RangeError when it is not a
 * date. On its own (not addDays): every function that knows its business today bundles it.
 */
export function dayBefore(date: string): string {
  const match = DATE_PATTERN.exec(date);
  if (match === null || !isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new RangeError(`invalid date ${date}`);
  }
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null unless both are dates. */
export function daysBetween(from: string, to: string): number | null {
  const start = midnightOf(from);
  const end = midnightOf(to);
  return start === null || end === null ? null : Math.round((end - start) / DAY_MS);
}

/** The Monday of the ISO week of `date` (weeks start on Monday); null when it is not a date. */
export function mondayOf(date: string): string | null {
  const midnight = midnightOf(date);
  if (midnight === null) return null;
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return dateOf(midnight - daysSinceMonday * DAY_MS);
}

/** The 1st of the month of `date`; null when it is not a date. */
export function firstOfMonth(date: string): string | null {
  return isCalendarDate(date) ? `${date.slice(0, 8)}01` : null;
}
