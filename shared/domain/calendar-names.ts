/**
 * The es-MX names of the months and weekdays, written out once: the assistant reads them in questions
 * (assistant/dates.ts), and answers, alerts and insights write them (`longDate`). Written out rather
 * than asked of Intl: building an es-MX DateTimeFormat loads ICU's locale data, about 25 ms of a
 * function's cold start, for twenty words. test/unit/calendar-names.test.ts checks them against Intl.
 */
import { isoWeekday } from './calendar-dates.ts';

export const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** Sunday first, as Date#getUTCDay counts. */
export const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

/** "2026-03-06" → "viernes 6 de marzo" (a calendar date: no zone). Throws on a string that is not a date. */
export function longDate(date: string): string {
  const weekday = isoWeekday(date);
  if (weekday === null) throw new RangeError(`Not a calendar date: ${date}`);
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekday % 7]} ${day} de ${MONTHS[month - 1]}`;
}
