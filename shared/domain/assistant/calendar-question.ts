/**
 * Whether a question asks the calendar itself ("¿mañana es quincena?", "¿qué días festivos vienen?",
 * "¿cuándo es el Buen Fin?"), and what of it. Words only: intents.ts reads it to classify, so it
 * imports nothing that composes (calendar-days.ts answers it).
 */
import type { HolidayCode } from '../calendar/holidays.ts';
import { dateText, holidayNamed, PUENTE_WORDS } from './dates.ts';
import { normalize } from './text.ts';

export type CalendarAsk =
  | { kind: 'quincena' }
  | { kind: 'holidays' }
  /** `several`: "¿qué puentes vienen?" asks them all, "¿cuándo es el próximo puente?" the first. */
  | { kind: 'puentes'; several: boolean }
  | { kind: 'holiday'; code: HolidayCode }
  | { kind: 'rest_pay' };

/** The payday: "quincena", "día de pago" ("día de raya" is the week's wage day, said of a quincena too). */
export const PAYDAY_WORDS = /\b(quincenas?|dia de (pago|paga|raya))\b/;

/** The calendar's days as an owner asks for them: "festivo", "feriado", "puente", "fechas especiales". */
export const HOLIDAY_WORDS =
  /\b(festiv[oa]s?|feriad[oa]s?|puentes?|asuetos?|descanso obligatorio|dias? de descanso obligatorio|fechas? (especial(es)?|importantes?)|dias? especial(es)?)\b/;

/**
 * "¿cuándo es el próximo puente?", "¿hay fin de semana largo este mes?" (dates.ts PUENTE_WORDS):
 * the long weekends asked, when none of these asks the days themselves (since 2026-12-06; before,
 * the holidays of the coming month listed).
 */
const DAY_WORDS = /\b(festiv[oa]s?|feriad[oa]s?|asuetos?|descanso obligatorio|fechas?|dias? especial(es)?)\b/;

/**
 * "¿Me funcionó / sirvió / ayudó el Buen Fin?", "¿valió la pena abrir en el puente?", "¿vendí más en
 * el Buen Fin?" (no other period after "que" or "o"): whether a holiday or a puente sold more than
 * the week before (understand.ts holidayWeekBack), not the calendar's days ("ayudó", "rindió" and
 * "vendí más" since 2026-12-06).
 */
export function asksPaidOff(question: string): boolean {
  const text = dateText(question);
  if (/\b(funsiono|sirbio|ayudo|ayudaron|rindio|balio la pena|jalo)\b/.test(text)) return true;
  return /\bbendi(mos)? mas\b/.test(text) && !/\b(ke|o)\b/.test(text);
}

/** "¿cuánto falta para Navidad?", "¿cuántos días faltan para la quincena?": the days until it. */
const UNTIL = /\b(cuanto falta|cuantos dias (me |nos )?faltan?) para\b/;

/** Whether the question asks how many days are left until a day of the calendar. */
export const asksDaysUntil = (question: string) => UNTIL.test(normalize(question));

/** "¿cuándo es…?", "¿qué día cae…?", "¿cuánto falta para…?": a holiday's date asked. */
const WHEN = new RegExp(`\\b(cuando|que dia|que fecha|en que fecha)\\b|${UNTIL.source}`);

/**
 * What of the calendar the question asks, or null: the paydays, the holidays and days that move
 * demand, or one holiday named with a "when" ("¿cuándo es el Día de las Madres?"; "¿cuánto vendí el
 * Día de las Madres?" names a period, not the calendar).
 */
export function calendarAsked(question: string): CalendarAsk | null {
  const text = normalize(question);
  if (asksRestPay(question)) return { kind: 'rest_pay' };
  if (PAYDAY_WORDS.test(text)) return { kind: 'quincena' };
  if (PUENTE_WORDS.test(text) && !DAY_WORDS.test(text))
    return { kind: 'puentes', several: /\b(puentes|fines de semana largos|findes largos)\b/.test(text) };
  if (HOLIDAY_WORDS.test(text)) return { kind: 'holidays' };
  const code = holidayNamed(question);
  // "¿El pronóstico toma en cuenta el Día de las Madres?": the holiday asked of the calendar too.
  return code !== null && (WHEN.test(text) || asksForecastAccounts(question) || HOLIDAY_EFFECT.test(text))
    ? { kind: 'holiday', code }
    : null;
}

/**
 * "¿Cómo afecta San Valentín a mis ventas?", "¿cuánto sube la venta en Navidad?": a holiday's effect,
 * the calendar's day with what the forecast gives it (since 2026-12-07; before, last year's day,
 * "no tengo el corte Z", with the forecast's own +15 % unsaid). Normalized.
 */
const HOLIDAY_EFFECT = /\b(afecta|influye|impacta|pega|se nota|mueve|sube|baja)\b/;

/** A holiday named with its effect asked (HOLIDAY_EFFECT), whatever other keyword the question has. */
export const asksHolidayEffect = (question: string): boolean =>
  holidayNamed(question) !== null && HOLIDAY_EFFECT.test(normalize(question));

/**
 * A question in the past tense ("¿ayer fue quincena?", "¿cuándo fue el Buen Fin?", "¿cuánto le
 * pagué de más a los que trabajaron ayer?").
 */
export const asksPast = (question: string) =>
  /\b(fue|fueron|cayo|cayeron|hubo|era|eran|tuve|tuvimos|pague|pagamos|pagaste|trabajaron|trabajamos)\b/.test(
    normalize(question),
  );

/**
 * "¿Le tengo que pagar doble a los que trabajen mañana?", "¿cuánto se paga un día festivo?": what a
 * day of rest costs in wages (LFT art. 75), asked of a day or of the next one.
 */
export const asksRestPay = (question: string) => {
  const text = normalize(question);
  const pay = /\b(pag[a-z]*|salarios?|sueldos?)\b/;
  return (
    pay.test(text) &&
    (/\b(doble|triple|festiv[oa]s?|feriad[oa]s?|descanso obligatorio)\b/.test(text) ||
      // "¿Cuánto le pagué de más a los meseros por trabajar ayer?" (since 2026-12-06; before, an
      // expense named «mas»).
      /\bde mas\b.*\btrabaj/.test(text) ||
      // "¿Cuánto le pago a un mesero si trabaja en Navidad?", "… si trabaja el 25 de diciembre?"
      // (since 2026-12-07; before, the payroll of last year's 25 December).
      (/\btrabaj/.test(text) && holidayNamed(question) !== null) ||
      /\b(si trabaja|si trabajan|trabaje|trabajen)\b.*\b\d{1,2} de [a-z]+/.test(text)) &&
    !/\b(vend[a-z]*|venta)\b/.test(text)
  );
};

/**
 * "¿El pronóstico toma en cuenta la quincena?", "¿considera los días festivos?": whether the
 * forecast accounts for the calendar, asked of the calendar (calendar-days.ts says how, and the days
 * it reaches with their effect; since 2026-12-07, before the forecast of a day 16 days on, refused).
 */
export const asksForecastAccounts = (question: string) =>
  /\b(toma(s)? en cuenta|tom(o|aste) en cuenta|consider(a|as|o|aste)|inclu(ye|yes|yo|iste)|contempla(s)?|sabe(s)? (de|que))\b/.test(
    normalize(question),
  );

/** "Es quincena, …", "¿es día de pago?": today asked, with no day named. */
export const asksIfTodayIs = (question: string) =>
  /(^|[^a-z])es (quincena|dia de (pago|paga|raya))\b/.test(normalize(question));
