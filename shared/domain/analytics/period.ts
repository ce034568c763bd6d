/**
 * Calendar math of the read endpoints, in the branch's time zone (IANA name), with luxon only.
 * Dates are plain `YYYY-MM-DD` strings; a date range is inclusive at both ends.
 */
import { DateTime } from 'luxon';
import { businessToday } from '../business-day.ts';
import { ValidationError } from '../errors.ts';

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

/** A calendar date as a UTC midnight DateTime: date arithmetic without any zone ambiguity. */
function calendar(date: string): DateTime {
  return DateTime.fromISO(date, { zone: 'utc' });
}

function isoDate(dateTime: DateTime): string {
  const date = dateTime.toISODate();
  if (date === null) throw new RangeError('invalid date');
  return date;
}

function parseDateParam(name: 'date_from' | 'date_to', value: string | null | undefined): DateTime {
  const field = `query.${name}`;
  if (value == null || value === '') {
    throw new ValidationError(`${name} is required (YYYY-MM-DD) unless period is given.`, { field });
  }
  const parsed = DATE_PATTERN.test(value) ? calendar(value) : null;
  if (parsed === null || !parsed.isValid) {
    throw new ValidationError(`${name} must be a calendar date in the form YYYY-MM-DD.`, {
      field,
      receivedValue: value,
    });
  }
  return parsed;
}

/** Number of days from `from` to `to`, both included. */
export function daysInRange(range: DateRange): number {
  return Math.round(calendar(range.to).diff(calendar(range.from), 'days').days) + 1;
}

/** Every date of the range, in order. */
export function datesInRange(range: DateRange): string[] {
  const dates: string[] = [];
  const end = calendar(range.to);
  for (let day = calendar(range.from); day.toMillis() <= end.toMillis(); day = day.plus({ days: 1 }))
    dates.push(isoDate(day));
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
    const today = calendar(todayDate);
    switch (period as PeriodShortcut) {
      case 'today':
        return { from: todayDate, to: todayDate };
      case 'yesterday': {
        const yesterday = isoDate(today.minus({ days: 1 }));
        return { from: yesterday, to: yesterday };
      }
      case 'week':
        return { from: isoDate(today.startOf('week')), to: todayDate }; // luxon weeks start on Monday
      case 'month':
        return { from: isoDate(today.startOf('month')), to: todayDate };
    }
  }
  const from = parseDateParam('date_from', query.date_from);
  const to = parseDateParam('date_to', query.date_to);
  if (to.toMillis() < from.toMillis()) {
    throw new ValidationError('date_to must be on or after date_from.', {
      field: 'query.date_to',
      receivedValue: query.date_to,
    });
  }
  const range = { from: isoDate(from), to: isoDate(to) };
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
  const from = calendar(range.from);
  return { from: isoDate(from.minus({ days: length })), to: isoDate(from.minus({ days: 1 })) };
}

/** The same weekday one week earlier (the comparison day of sales_up / sales_down). */
export function sameWeekdayLastWeek(date: string): string {
  return isoDate(calendar(date).minus({ weeks: 1 }));
}

/** The same weekday one week later (the day whose sales_up / sales_down compares with `date`). */
export function sameWeekdayNextWeek(date: string): string {
  return isoDate(calendar(date).plus({ weeks: 1 }));
}

function inZone(timestamp: string | null | undefined, timeZone: string): DateTime | null {
  if (timestamp == null || timestamp === '') return null;
  // An offset in the string is honoured; a timestamp without one is read as branch-local time.
  const parsed = DateTime.fromISO(timestamp, { zone: timeZone, setZone: true });
  if (!parsed.isValid) return null;
  const local = parsed.setZone(timeZone);
  if (!local.isValid) throw new RangeError(`invalid time zone ${timeZone}`);
  return local;
}

/**
 * The local clock hour (0–23) of `timestamp` in the branch's time zone: "2026-03-08T20:15:00-06:00"
 * in America/Mexico_City is hour 20, whatever UTC says. Null if it is not a timestamp.
 */
export function localHourOf(timestamp: string | null | undefined, timeZone: string): number | null {
  return inZone(timestamp, timeZone)?.hour ?? null;
}

/** Milliseconds since the epoch of `timestamp` (branch-local when it has no offset); null if invalid. */
export function instantOf(timestamp: string | null | undefined, timeZone: string): number | null {
  return inZone(timestamp, timeZone)?.toMillis() ?? null;
}
