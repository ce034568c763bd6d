/**
 * Staff per hour from a forecast day (docs/forecast-api.md, "Staffing"): each hour needs
 * ⌈its forecast sales ÷ sales per staff hour⌉ people. The rate is the owner's
 * `target_sales_per_staff_hour_cents` when set, else the branch's own: its sales in its busiest
 * hours with a waiter on an order line ÷ the distinct waiters of those hours, over its recent
 * closed days (ownStaffRate).
 * Pure.
 */
import type { HourlyCube } from '../analytics/cubes.ts';
import type { DateRange } from '../analytics/period.ts';
import { divideRounded } from '../analytics/rounding.ts';
import { addDays, daysBetween } from '../calendar-dates.ts';
import { coveredDays } from '../costs/coverage.ts';
import type { HistoryDay } from '../forecast/types.ts';

export interface OwnStaffRate {
  sales_per_staff_hour_cents: number | null;
  days_measured: number;
}

/** The waiters' staff hours of the LABOR_WINDOW_DAYS up to a date: what the payroll of those days paid for. */
export interface StaffHours {
  from: string;
  to: string;
  staff_hours: number;
  /**
   * Each day's staff hours from `from` on (0 without waiters): a list of numbers, cheaper to write
   * than a map of dates. The payroll of part of the window is set against its own days' hours;
   * absent from forecasts stored before 2026-12-06.
   */
  daily?: number[];
}

export const LABOR_WINDOW_DAYS = 28;

/** Σ waiters per hour over the hourly cubes dated from..to. */
export function staffHoursOf(hourly: readonly HourlyCube[], to: string): StaffHours {
  const from = addDays(to, 1 - LABOR_WINDOW_DAYS) ?? to;
  const daily = new Array<number>(LABOR_WINDOW_DAYS).fill(0);
  for (const cube of hourly) {
    if (cube.date < from || cube.date > to) continue;
    daily[daysBetween(from, cube.date)!]! += cube.hours.reduce(
      (sum, bucket) => sum + (bucket.waiters ?? 0),
      0,
    );
  }
  const staffHours = daily.reduce((sum, hours) => sum + hours, 0);
  return { from, to, staff_hours: staffHours, daily };
}

/**
 * The staff hours of the window's days inside a captured payroll period (`spans`): what the
 * payroll prorated to the window paid for. A payroll covering half the window (the month's second
 * quincena not captured yet) set against all of its hours priced an hour at half (before
 * 2026-12-06). Null for a forecast stored before `daily` unless the spans cover every day.
 */
export function staffHoursPaid(hours: StaffHours, spans: readonly DateRange[]): number | null {
  const window = { from: hours.from, to: hours.to };
  if (hours.daily === undefined)
    return coveredDays(spans, window) === LABOR_WINDOW_DAYS ? hours.staff_hours : null;
  const paid = (date: string) => spans.some((span) => span.from <= date && date <= span.to);
  return hours.daily.reduce((sum, count, index) => sum + (paid(addDays(hours.from, index)!) ? count : 0), 0);
}

/** The share of the staffed hours, the busiest by sales, whose pace the rate is read from. */
export const BUSIEST_HOURS_SHARE = 0.1;

/**
 * The branch's own sales per staff hour: the pace its waiters keep in its busiest hours, the tenth
 * of the staffed hours with the most sales (at least one), over the open days that have both their
 * history and an hourly cube naming waiters; the sales are the history's (its basis). Why the
 * busiest: a slow hour's waiters wait for tables, so all hours together priced a waiter at the
 * noon lull's pace, and a Saturday's peak at twice the waiters who had served it (since
 * 2026-12-07; before, all the staffed hours).
 */
export function ownStaffRate(history: readonly HistoryDay[], hourly: readonly HourlyCube[]): OwnStaffRate {
  const days = new Map(history.filter((day) => day.open).map((day) => [day.date, day]));
  const hours: { sales: number; waiters: number }[] = [];
  let measured = 0;
  for (const cube of hourly) {
    const day = days.get(cube.date);
    const staffed = cube.hours.filter((bucket) => (bucket.waiters ?? 0) > 0);
    if (day === undefined || staffed.length === 0) continue;
    measured += 1;
    for (const bucket of staffed)
      hours.push({ sales: day.hourly_sales_cents[bucket.hour] ?? 0, waiters: bucket.waiters ?? 0 });
  }
  // Busiest first; equal sales keep the cubes' order (by date), so the choice is deterministic.
  const busiest = hours
    .sort((a, b) => b.sales - a.sales)
    .slice(0, Math.max(1, Math.ceil(hours.length * BUSIEST_HOURS_SHARE)));
  const sales = busiest.reduce((sum, hour) => sum + hour.sales, 0);
  const staffHours = busiest.reduce((sum, hour) => sum + hour.waiters, 0);
  return {
    sales_per_staff_hour_cents:
      staffHours > 0 && sales > 0 ? (divideRounded(sales, staffHours) ?? null) : null,
    days_measured: measured,
  };
}

/** People an hour's sales need at `rate` cents per staff hour: none for an hour without sales. */
export function staffFor(salesCents: number, rate: number | null): number | null {
  if (rate === null || rate <= 0) return null;
  return salesCents <= 0 ? 0 : Math.ceil(salesCents / rate);
}
