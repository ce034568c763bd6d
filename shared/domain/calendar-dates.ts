/**
 * Calendar dates (`YYYY-MM-DD`, proleptic Gregorian, no zone) and their arithmetic: whole days and
 * months, the Monday and weekday of a week, the first and last of a month. A date is a UTC midnight
 * underneath, so a step is always 24 hours and no time zone can shift it (what luxon's calendar
 * dates in `zone: 'utc'` did, without its 70 KB in every function's bundle, the assistant's
 * included). test/unit/calendar-dates.test.ts checks them against luxon.
 */

const DATE_PATTERN = /^(\d{4})-(\d\d)-(\d\d)$/;
const DAY_MS = 86_400_000;

/** The number of days of a month (1–12) of a year, Gregorian leap years. */
function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether year-month-day exists: month 1–12, day within the month, Gregorian leap years. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
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

/** YYYY-MM-DD of year-month-day (a year outside 0000–9999 as ±YYYYYY, as ISO 8601 and luxon write it). */
function formatDate(year: number, month: number, day: number): string {
  const yearText =
    year >= 0 && year <= 9999 ? pad(year, 4) : `${year < 0 ? '-' : '+'}${pad(Math.abs(year), 6)}`;
  return `${yearText}-${pad(month, 2)}-${pad(day, 2)}`;
}

function dateOf(midnight: number): string {
  const day = new Date(midnight);
  return formatDate(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
}

/** The date of year-month-day (month 1–12), or null when it does not exist (February 30th). */
export function calendarDate(year: number, month: number, day: number): string | null {
  const whole = [year, month, day].every(Number.isInteger);
  return whole && isCalendarDay(year, month, day) ? formatDate(year, month, day) : null;
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

/** The last day of the month of `date`; null when it is not a date. */
export function lastOfMonth(date: string): string | null {
  const match = DATE_PATTERN.exec(date);
  if (match === null || !isCalendarDate(date)) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return formatDate(year, month, daysInMonth(year, month));
}

/**
 * The first day of the half of a month (a quincena's days: the 1st to the 15th, the 16th to the
 * month's last day) that holds `date`.
 */
export function halfMonthStart(date: string): string {
  return Number(date.slice(8, 10)) <= 15 ? `${date.slice(0, 8)}01` : `${date.slice(0, 8)}16`;
}

/** The last day of the half of a month that holds `date`: the 15th, or the month's last day. */
export function halfMonthEnd(date: string): string {
  return Number(date.slice(8, 10)) <= 15 ? `${date.slice(0, 8)}15` : lastOfMonth(date)!;
}

/** The first day of the half-month `n` halves after the one holding `date` (before it when negative). */
export function addHalfMonths(date: string, n: number): string {
  const index = (halfMonthStart(date).endsWith('-16') ? 1 : 0) + n;
  const months = Math.floor(index / 2);
  const month = addMonths(firstOfMonth(date)!, months)!;
  return index - 2 * months === 0 ? month : `${month.slice(0, 8)}16`;
}

/**
 * The date `months` months after `date` (before it when negative; 12 per year), on the same day of
 * the month, or on that month's last day when it has fewer (March 31st less a month is February
 * 28th or 29th), as luxon's plus/minus({ months }) and ({ years }); null when `date` is not a date.
 */
export function addMonths(date: string, months: number): string | null {
  const match = DATE_PATTERN.exec(date);
  if (match === null || !isCalendarDate(date)) return null;
  const monthIndex = Number(match[1]) * 12 + Number(match[2]) - 1 + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return formatDate(year, month, Math.min(Number(match[3]), daysInMonth(year, month)));
}

/** The ISO weekday of `date`: 1 for Monday to 7 for Sunday; null when it is not a date. */
export function isoWeekday(date: string): number | null {
  const midnight = midnightOf(date);
  return midnight === null ? null : ((new Date(midnight).getUTCDay() + 6) % 7) + 1;
}

/** Saturday or Sunday: the weekend a restaurant's week is split by (ISO weekdays 6 and 7). */
export const isWeekend = (date: string): boolean => (isoWeekday(date) ?? 0) >= 6;
