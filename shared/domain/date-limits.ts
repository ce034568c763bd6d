/**
 * Dates a business can have. A POS clock set to 1970, a year typed as 0026, or a date a year ahead
 * are refused at ingest (422 naming the field) instead of being filed under a day nobody will ever
 * read, or one the aggregator cannot build:
 *
 * - a date (`YYYY-MM-DD`) must be from 2000-01-01 to the branch's today + 1 day, "today" being its
 *   current business date (zone and cutoff hour, business-day.ts: at 01:40 with a 05:00 cutoff, today
 *   is still yesterday's date), like every other "today" of the service. The day of slack is for a
 *   POS whose clock runs a little ahead, or that dates a closing just after midnight by the calendar;
 * - a timestamp is judged by its business date (branch zone and cutoff hour, business-day.ts), with
 *   the same bounds.
 *
 * The bounds are computed once per request; each timestamp is then one Date.parse and
 * two comparisons, so 20,000 order lines cost next to nothing.
 */
import { businessRangeMillis, businessToday } from './business-day.ts';
import { addDays } from './calendar-dates.ts';
import { ValidationError } from './errors.ts';

/** The earliest business date accepted. */
export const EARLIEST_BUSINESS_DATE = '2000-01-01';

/** Days after the branch's (business) today still accepted. */
export const MAX_DAYS_AHEAD = 1;

export interface DateLimitContext {
  now: Date;
  timeZone: string;
  cutoffHour: number;
}

export interface DateLimits {
  /** Earliest and latest accepted business dates (inclusive). */
  earliestDate: string;
  latestDate: string;
  /** The same bounds as instants: [from, to) in epoch milliseconds. */
  fromMillis: number;
  toMillis: number;
}

/** The accepted range for a branch at `now`. */
export function dateLimitsAt(context: DateLimitContext): DateLimits {
  const todayDate = businessToday(context.now, context.timeZone, context.cutoffHour);
  const latestDate = addDays(todayDate, MAX_DAYS_AHEAD);
  if (latestDate === null) throw new RangeError('invalid date');
  // A business date starts at its cutoff hour: the first instant of 2000-01-01's business day, and
  // the first instant of the business day after the latest accepted one.
  const { fromMillis, toMillis } = businessRangeMillis(
    { from: EARLIEST_BUSINESS_DATE, to: latestDate },
    context.timeZone,
    context.cutoffHour,
  );
  return { earliestDate: EARLIEST_BUSINESS_DATE, latestDate, fromMillis, toMillis };
}

function refuse(field: string, value: string, limits: DateLimits, what: string): never {
  throw new ValidationError(
    `${field} must be ${what} from ${limits.earliestDate} to ${limits.latestDate} (one day after the branch's current business date); a date outside that range is impossible for a business.`,
    { field, receivedValue: value },
  );
}

/** A `YYYY-MM-DD` date (already a valid calendar date) within the limits; 422 otherwise. */
export function assertPlausibleDate(field: string, value: string, limits: DateLimits): void {
  if (value < limits.earliestDate || value > limits.latestDate) refuse(field, value, limits, 'a date');
}

/** A timestamp with offset (already schema-valid) whose business date is within the limits; 422 otherwise. */
export function assertPlausibleTimestamp(
  field: string,
  value: string | null | undefined,
  limits: DateLimits,
): void {
  if (value == null) return;
  const at = Date.parse(value);
  if (Number.isNaN(at) || at < limits.fromMillis || at >= limits.toMillis) {
    refuse(field, value, limits, 'a timestamp whose business date is');
  }
}

/** Checks `member` of every element of `rows` (e.g. `lines[i].ordered_at`). */
export function assertPlausibleTimestamps(
  field: string,
  rows: readonly Record<string, unknown>[] | undefined,
  member: string,
  limits: DateLimits,
): void {
  rows?.forEach((row, index) => {
    const value = row[member];
    if (typeof value === 'string') assertPlausibleTimestamp(`${field}[${index}].${member}`, value, limits);
  });
}
