/**
 * Calendar math of the read endpoints, in the branch's time zone (IANA name): calendar steps are
 * calendar-dates.ts, instants and zones zoned-time.ts (Intl; no luxon in any read function).
 * Dates are plain `YYYY-MM-DD` strings; a date range is inclusive at both ends.
 */
import { businessToday } from '../business-day.ts';
import { addDays, daysBetween, firstOfMonth, isCalendarDate, mondayOf } from '../calendar-dates.ts';
import { ValidationError } from '../errors.ts';
import { zonedTimestamp } from '../zoned-time.ts';

export const PERIODS = ['today', 'yesterday', 'week', 'month'] as const;
export type PeriodShortcut = (typeof PERIODS)[number];

/** Longest accepted range, inclusive: a leap year. */
export const MAX_RANGE_DAYS = 366;

/** Dated things in date order (ISO dates compare as strings). */
export const byDate = (a: { date: string }, b: { date: string }) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : 0;

export interface DateRange {
  from: string;
  to: string;
}

export interface PeriodQuery {
  date_from?: string | null;
  date_to?: string | null;
  period?: string | null;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A date `days` after `date` (a date already known valid). */
function shifted(date: string, days: number): string {
  const result = addDays(date, days);
  if (result === null) throw new RangeError(`invalid date ${date}`);
  return result;
}

function parseDateParam(name: 'date_from' | 'date_to', value: string | null | undefined): string {
  const field = `query.${name}`;
  if (value == null || value === '') {
    throw new ValidationError(`${name} is required (YYYY-MM-DD) unless period is given.`, { field });
  }
  if (!DATE_PATTERN.test(value) || !isCalendarDate(value)) {
    throw new ValidationError(`${name} must be a calendar date in the form YYYY-MM-DD.`, {
      field,
      receivedValue: value,
    });
  }
  return value;
}

/** Number of days from `from` to `to`, both included. */
export function daysInRange(range: DateRange): number {
  const days = daysBetween(range.from, range.to);
  if (days === null) throw new RangeError(`invalid range ${range.from}..${range.to}`);
  return days + 1;
}

/** Every date of the range, in order. */
export function datesInRange(range: DateRange): string[] {
  const dates: string[] = [];
  const count = daysInRange(range);
  for (let index = 0; index < count; index++) dates.push(shifted(range.from, index));
  return dates;
}

/**
 * The period a read endpoint covers. With `period` (a shortcut) it wins over explicit dates:
 * today; yesterday; week = Monday of the current ISO week to today; month = the 1st to today — all
 * anchored on the branch's current BUSINESS date at `now` (its time zone and business-day cutoff
 * hour, business-day.ts), because every closing, line and event is filed under its business date:
 * at 01:30 on the 3rd with a 05:00 cutoff, today is the 2nd (the day still running). Without it,
 * date_from and date_to are both required, valid, date_from ≤ date_to, and the range is at most 366
 * days inclusive. Errors are ValidationError (SVC_ERR_422) naming the query parameter.
 */
export function resolvePeriod(
  query: PeriodQuery,
  now: Date,
  timeZone: string,
  cutoffHour: number,
): DateRange {
  const { period } = query;
  if (period != null && period !== '') {
    if (!(PERIODS as readonly string[]).includes(period)) {
      throw new ValidationError(`period must be one of ${PERIODS.join(', ')}.`, {
        field: 'query.period',
        receivedValue: period,
      });
    }
    const todayDate = businessToday(now, timeZone, cutoffHour);
    switch (period as PeriodShortcut) {
      case 'today':
        return { from: todayDate, to: todayDate };
      case 'yesterday': {
        const yesterday = shifted(todayDate, -1);
        return { from: yesterday, to: yesterday };
      }
      case 'week':
        return { from: mondayOf(todayDate)!, to: todayDate }; // ISO weeks start on Monday
      case 'month':
        return { from: firstOfMonth(todayDate)!, to: todayDate };
    }
  }
  const from = parseDateParam('date_from', query.date_from);
  const to = parseDateParam('date_to', query.date_to);
  if (to < from) {
    throw new ValidationError('date_to must be on or after date_from.', {
      field: 'query.date_to',
      receivedValue: query.date_to,
    });
  }
  const range = { from, to };
  if (daysInRange(range) > MAX_RANGE_DAYS) {
    throw new ValidationError(`The range may cover at most ${MAX_RANGE_DAYS} days, both dates included.`, {
      field: 'query.date_to',
      receivedValue: query.date_to,
    });
  }
  return range;
}

/** The range of equal length that ends the day before `range.from`. */
export function previousPeriod(range: DateRange): DateRange {
  const length = daysInRange(range);
  return { from: shifted(range.from, -length), to: shifted(range.from, -1) };
}

/** The same weekday one week earlier (the comparison day of sales_up / sales_down). */
export function sameWeekdayLastWeek(date: string): string {
  return shifted(date, -7);
}

/** The same weekday one week later (the day whose sales_up / sales_down compares with `date`). */
export function sameWeekdayNextWeek(date: string): string {
  return shifted(date, 7);
}

/**
 * The local clock hour (0–23) of `timestamp` in the branch's time zone: "2026-03-08T20:15:00-06:00"
 * in America/Mexico_City is hour 20, whatever UTC says. Null if it is not a timestamp.
 */
export function localHourOf(timestamp: string | null | undefined, timeZone: string): number | null {
  if (timestamp == null || timestamp === '') return null;
  return zonedTimestamp(timestamp, timeZone)?.hour ?? null;
}

/** Milliseconds since the epoch of `timestamp` (branch-local when it has no offset); null if invalid. */
export function instantOf(timestamp: string | null | undefined, timeZone: string): number | null {
  if (timestamp == null || timestamp === '') return null;
  return zonedTimestamp(timestamp, timeZone)?.epoch ?? null;
}
