/**
 * A day of rest by law (LFT art. 74) among the days Mañana shows, and what its projected payroll
 * comes to at triple pay (art. 75), as the assistant says it of the same day.
 */
import { mexicanCalendar } from '../../../../shared/domain/calendar/holidays.ts';
import { formatMoney } from './format.ts';

/**
 * "Navidad es descanso obligatorio: …; al triple, $16,125.30": the projection prices an ordinary
 * day (since 2026-12-07; before, nothing on the page). Undefined on any other day or without it.
 */
export function restDayPay(date: string, cents: number | null): string | undefined {
  const rest = mexicanCalendar(Number(date.slice(0, 4))).find((event) => event.rest && event.date === date);
  if (rest === undefined || cents === null) return undefined;
  return `${rest.label} es descanso obligatorio: a quien lo trabaje le pagas triple (LFT art. 75); al triple, ${formatMoney(cents * 3)}`;
}
