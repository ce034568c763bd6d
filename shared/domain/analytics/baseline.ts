/**
 * What a period's figures are compared with, one rule for every page that shows a change
 * (docs/figures.md, "Comparison baselines"). A restaurant's sales follow the weekday, so a day or a
 * few days compare with the same weekdays a week earlier (as the sales alerts and Hoy do); a month,
 * whole or so far, with the same days of the month before; any other period with the period of
 * equal length just before it (the API's `vs_previous_period`).
 */
import { addDays, addMonths, lastOfMonth } from '../calendar-dates.ts';
import { type DateRange, daysInRange, previousPeriod } from './period.ts';

export type BaselineKind =
  /** One day: the same weekday of the week before ("el mismo día de la semana pasada"). */
  | 'same_weekday_last_week'
  /** Two to seven days: the same weekdays a week earlier. */
  | 'same_days_last_week'
  /** A whole calendar month: the whole month before. */
  | 'previous_month'
  /** The 1st of a month to a day before its end: the same days of the month before. */
  | 'same_days_previous_month'
  /** Anything else: the days of equal number just before it. */
  | 'previous_period';

export interface Baseline {
  kind: BaselineKind;
  range: DateRange;
}

const sureDate = (date: string | null): string => {
  if (date === null) throw new RangeError('invalid date in a comparison baseline');
  return date;
};

/** The comparison baseline of `range` (a checked range: real dates, from ≤ to). */
export function comparisonBaseline(range: DateRange): Baseline {
  const days = daysInRange(range);
  const weekEarlier = { from: sureDate(addDays(range.from, -7)), to: sureDate(addDays(range.to, -7)) };
  if (days === 1) return { kind: 'same_weekday_last_week', range: weekEarlier };
  if (days <= 7) return { kind: 'same_days_last_week', range: weekEarlier };
  const startsMonth = range.from.endsWith('-01') && range.from.slice(0, 7) === range.to.slice(0, 7);
  if (startsMonth) {
    const from = sureDate(addMonths(range.from, -1));
    const whole = range.to === lastOfMonth(range.to);
    const to = whole ? sureDate(lastOfMonth(from)) : sureDate(addMonths(range.to, -1));
    return { kind: whole ? 'previous_month' : 'same_days_previous_month', range: { from, to } };
  }
  return { kind: 'previous_period', range: previousPeriod(range) };
}
