/**
 * The days a cost alert judges, from its id (`<date>:<type>` or `<date>:<type>:mtd`): the
 * ALERT_WINDOW_DAYS days ending on a day, or the month to that date. The alerts (./alerts.ts) and
 * the dashboard's link to Costos read the same window. Pure.
 */
import type { DateRange } from '../analytics/period.ts';
import { addDays, startOfMonth } from './records.ts';

/**
 * A day's cost alert judges the days from ALERT_WINDOW_DAYS − 1 before it through it: a week holds
 * a delivery round and every weekday's sales, so a slow Monday is not a labour alarm by itself.
 */
export const ALERT_WINDOW_DAYS = 7;

/** The window a day's cost alert judges (its message names it). */
export const dayAlertWindow = (date: string): DateRange => ({
  from: addDays(date, -(ALERT_WINDOW_DAYS - 1)),
  to: date,
});

/** The window of a cost alert by its id: a month to date (`:mtd`) or a day's window. */
export function costAlertWindowOf(id: string): DateRange | null {
  const date = /^(\d{4}-\d{2}-\d{2}):/.exec(id)?.[1];
  if (date === undefined) return null;
  return id.endsWith(':mtd') ? { from: startOfMonth(date), to: date } : dayAlertWindow(date);
}
