/**
 * The days of rest by law (LFT art. 74) among days asked, and what working one pays (art. 75), said
 * the same wherever an answer about days to come meets one (the break-even ahead, opening). The
 * calendar's own answer (calendar-days.ts) says the rule at length. Pure.
 */
import { type CalendarEvent, mexicanCalendar } from '../calendar/holidays.ts';
import type { DateRange } from './dates.ts';

/** "a quien lo trabaje le pagas triple (LFT art. 75)": its salary and a double one on top. */
export const PAYS_TRIPLE = 'a quien lo trabaje le pagas triple (LFT art. 75)';

/** The days of rest from `range.from` to `range.to`, in date order. */
export function restDaysIn(range: DateRange): CalendarEvent[] {
  const years = new Set([Number(range.from.slice(0, 4)), Number(range.to.slice(0, 4))]);
  return [...years]
    .flatMap((year) => mexicanCalendar(year))
    .filter((event) => event.rest && event.date >= range.from && event.date <= range.to);
}
