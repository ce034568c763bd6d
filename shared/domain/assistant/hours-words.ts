/**
 * The words of a question about opening or closing hours (sales-hours.ts answers them): apart from
 * the answers, so the classifier (intents.ts) can read them without the composer.
 */
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
  if (asksTimeToClose(question)) return true;
  return OPENING.test(text) && /\b(horas?|horario)\b/.test(text) && !NOT_THE_DOORS.test(text);
}

/**
 * "¿Cuánto falta para cerrar?", "¿cuánto nos falta para abrir?": today's closing (or opening) hour,
 * as "¿a qué hora cierro hoy?" (since 2026-12-07; before, today's sales so far, or the forecast's
 * miss once closed). Nothing after the verb but "hoy": "… para cerrar el mes", "… en $50,000" and
 * "… la caja" ask money or the register.
 */
export const asksTimeToClose = (question: string) =>
  /\bcuanto (?:me |nos |le )?faltan? para (?:cerrar|abrir)(?: hoy)?$/.test(normalize(question));

/**
 * "¿Cuánto voy a vender el resto del día?", "¿cuánta gente necesito lo que queda del día?": today's
 * hours still to come, not tomorrow (since 2026-12-07; before, tomorrow's forecast). "De aquí al
 * cierre", "de aquí a que cierre", "¿cuánto más voy a vender hoy?" too (since later that day;
 * before, tomorrow's or the whole day's).
 */
export const asksRestOfToday = (question: string) =>
  /\b(el )?resto del dia\b|\blo que (queda|resta|falta) del dia\b|\bel resto de hoy\b|\bde aqui (al cierre|a que cierre(mos|n)?)\b|\bcuanto mas (voy|vamos) a vender( hoy)?$/.test(
    normalize(question),
  );
