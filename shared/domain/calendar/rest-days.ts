/**
 * The days of rest by law (LFT art. 74) and what working one pays (art. 75: its salary and a double
 * one on top), one rule for every door that names or prices one: the assistant's answers about days
 * to come (the break-even, opening, staff, payroll) and Mañana's projected payroll. Pure.
 */
import { type CalendarEvent, mexicanCalendar } from './holidays.ts';

/** "a quien lo trabaje le pagas triple (LFT art. 75)": its salary and a double one on top. */
export const PAYS_TRIPLE = 'a quien lo trabaje le pagas triple (LFT art. 75)';

/** LFT art. 75: a day of rest worked is paid its salary and a double one. */
const REST_DAY_PAY_MULTIPLIER = 3;

/** The days of rest from `range.from` to `range.to`, in date order. */
export function restDaysIn(range: { from: string; to: string }): CalendarEvent[] {
  const years = new Set([Number(range.from.slice(0, 4)), Number(range.to.slice(0, 4))]);
  return [...years]
    .flatMap((year) => mexicanCalendar(year))
    .filter((event) => event.rest && event.date >= range.from && event.date <= range.to);
}

/** The day of rest by law on `date`, or undefined. */
export const restDayOn = (date: string): CalendarEvent | undefined => restDaysIn({ from: date, to: date })[0];

/** What an ordinary day's pay `cents` comes to when worked on `date`: triple on a day of rest. */
export const payOn = (date: string, cents: number): number =>
  restDayOn(date) === undefined ? cents : cents * REST_DAY_PAY_MULTIPLIER;
