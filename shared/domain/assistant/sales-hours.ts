/**
 * "¿A qué hora abro mañana?", "¿a qué hora cerré el domingo?", "¿a qué hora cerramos los sábados?":
 * the service keeps no opening hours, so it says the hours the sales show: the first and the last
 * hour with a sale, of a closed day or period (GET /sales/by-hour), of a weekday's days summed
 * (weekday-hours.ts), or of a day to come's forecast hours, which share the day out over the hours
 * the recent same weekdays sold in (forecast hours.ts). Said with what it rests on. Pure.
 */
import type { Answer } from './compose.ts';

/** What the hours rest on: no schedule is kept. */
export const NO_SCHEDULE_KEPT = 'Tu horario no lo registro: esto es lo que muestran tus ventas.';

/**
 * The first and the last hour with a sale ("12:00", "17:00": the last hour's start, as every hour
 * is named), put in the answer; null when no hour sold.
 */
export function firstAndLastSale(
  hours: readonly { hour: string; sales_cents: number }[],
  answer: Answer,
): { first: string; last: string } | null {
  const sold = hours.filter((hour) => hour.sales_cents > 0).map((hour) => hour.hour);
  if (sold.length === 0) return null;
  sold.sort();
  return {
    first: answer.hour('first_sale_hour', 'Primera hora con venta', sold[0]!),
    last: answer.hour('last_sale_hour', 'Última hora con venta', sold.at(-1)!),
  };
}
