/**
 * A day of rest by law (LFT art. 74) among the days Mañana shows, and what its projected payroll
 * comes to at triple pay (art. 75), by the rule the assistant says it of the same day
 * (shared/domain/calendar/rest-days.ts).
 */
import { PAYS_TRIPLE, payOn, restDayOn } from '../../../../shared/domain/calendar/rest-days.ts';
import { formatMoney } from './format.ts';

/**
 * "Navidad es descanso obligatorio: …; al triple, $16,125.30": the projection prices an ordinary
 * day (since 2026-12-07; before, nothing on the page). Undefined on any other day or without it.
 */
export function restDayPay(date: string, cents: number | null): string | undefined {
  const rest = restDayOn(date);
  if (rest === undefined || cents === null) return undefined;
  return `${rest.label} es descanso obligatorio: ${PAYS_TRIPLE}; al triple, ${formatMoney(payOn(date, cents))}`;
}
