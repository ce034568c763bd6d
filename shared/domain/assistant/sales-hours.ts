/**
 * "¿A qué hora abro mañana?", "¿a qué hora cerré el domingo?", "¿a qué hora cerramos los sábados?":
 * the service keeps no opening hours, so it says the hours the sales show: the first and the last
 * hour with a sale, of a closed day or period (GET /sales/by-hour), of a weekday's days summed
 * (weekday-hours.ts), or of a day to come's forecast hours, which share the day out over the hours
 * the recent same weekdays sold in (forecast hours.ts). Said with what it rests on. Pure.
 */
import type { Answer } from './compose.ts';
import { normalize } from './text.ts';

/** The opening or closing asked: a verb of opening or closing with an hour. */
const OPENING =
  /\b(abro|abrimos|abre|abren|abrir|abri|abrio|cierro|cerramos|cierra|cierran|cerrar|cerre|cerro|empiezo|empezamos|empieza|empiezan|empezar|empece|empezo|termino|terminamos|termina|terminan|terminar|termine)\b/;
/** The same in the present of habit, or weighed ("¿a qué hora abro?", "¿… me conviene abrir?"). */
const OPENING_HABIT =
  /\b(abro|abrimos|abre|abren|cierro|cerramos|cierra|cierran|empiezo|empezamos|empieza|empiezan|terminamos|termina|terminan|conviene|deberia|debo)\b/;

/**
 * "¿A qué hora abro?", "¿a qué hora me conviene abrir?": the hours as a habit, over the last 28
 * closed days, not yesterday's (since 2026-12-06); a day named keeps its own.
 */
export const asksOpeningHabit = (question: string) =>
  asksSalesHours(question) && OPENING_HABIT.test(normalize(question));
/** What else closes at an hour: the till, the corte, a table or a bill. */
const NOT_THE_DOORS = /\b(caja|corte|cuentas?|mesas?|turnos?)\b/;

export function asksSalesHours(question: string): boolean {
  const text = normalize(question);
  return OPENING.test(text) && /\b(horas?|horario)\b/.test(text) && !NOT_THE_DOORS.test(text);
}

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
