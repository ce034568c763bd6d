/**
 * The several days a forecast question may ask about ("¿cuánto voy a vender la próxima semana?",
 * "¿cuántos clientes espero el fin de semana?"), read forward from business `today`: the dates
 * module reads a period as the latest one not after today (the figures of closed days), while a
 * forecast looks ahead. Pure.
 */

import { easterSunday } from '../calendar/easter.ts';
import type { HolidayCode } from '../calendar/holidays.ts';
import { isQuincena } from '../calendar/quincena.ts';
import {
  addDays,
  addMonths,
  calendarDate,
  daysBetween,
  firstOfMonth,
  halfMonthEnd,
  isoWeekday,
  lastOfMonth,
  mondayOf,
} from '../calendar-dates.ts';
import { MONTHS } from '../calendar-names.ts';
import { MAX_HORIZON_DAYS } from '../forecast/types.ts';
import {
  type DateRange,
  type DateReading,
  dateText,
  EASTER_DAY,
  HABIT_WORDS,
  HALF_OF_MONTH,
  HOLY_WEEK_PUENTE,
  holidayDaysOf,
  holidayNamed,
  holidayOccurrence,
  holyWeekPuente,
  monthIndex,
  NUMBER_NAMES,
  puenteDays,
  weekdayNamed,
  weekdayRun,
  weekdaySpan,
  weekdaySpanLength,
  withoutWhatTheDayIs,
} from './dates.ts';
import { fold, normalize, words } from './text.ts';

/** The ways to say the next week or month: "la próxima semana", "el mes que entra", … */
const nextOf = (noun: string, proximo: string) => [
  [proximo, noun],
  ['siguiente', noun],
  [noun, 'entrante'],
  [noun, 'que', 'entra'],
  [noun, 'que', 'viene'],
];
const NEXT_WEEK = nextOf('semana', 'proxima');
const NEXT_MONTH = nextOf('mes', 'proximo');
const NEXT_HALF_MONTH = nextOf('quincena', 'proxima');
/** "el próximo fin de semana", "el fin de semana que viene": "semana" ends "fin de semana". */
const NEXT_WEEKEND = [
  ['proximo', 'fin'],
  ['siguiente', 'fin'],
  ['proximo', 'finde'],
  ['siguiente', 'finde'],
  ['finde', 'que', 'viene'],
  ...NEXT_WEEK.slice(2),
];

/** Where `phrase` starts among `tokens`, or −1. */
function indexOfPhrase(tokens: readonly string[], phrase: readonly string[]): number {
  for (let start = 0; start + phrase.length <= tokens.length; start++)
    if (phrase.every((word, offset) => tokens[start + offset] === word)) return start;
  return -1;
}

const plus = (date: string, days: number) => addDays(date, days)!;
/** Days from `date` to the next `weekday` (1 = Monday … 7 = Sunday), 0 when it is that day. */
const daysUntil = (date: string, weekday: number) => (weekday - isoWeekday(date)! + 7) % 7;

/** "los próximos 5 días", "las siguientes dos semanas": from tomorrow, so many days. */
function nextDays(tokens: readonly string[], today: string): DateRange | null {
  for (const [index, word] of tokens.entries()) {
    if (!['proximos', 'proximas', 'siguientes'].includes(word)) continue;
    // "los próximos días", no count: the coming week, as "¿qué día…?" ranks it.
    if (tokens[index + 1] === 'dias') return { from: plus(today, 1), to: plus(today, 7) };
    const count = Number(tokens[index + 1]) || NUMBER_NAMES[tokens[index + 1] ?? ''];
    const unit = tokens[index + 2];
    if (count === undefined || !(count >= 1)) continue;
    if (unit === 'dias') return { from: plus(today, 1), to: plus(today, count) };
    if (unit === 'semanas') return { from: plus(today, 1), to: plus(today, 7 * count) };
  }
  return null;
}

/**
 * A period only the days to come can be: the next week (Monday to Sunday), the next month, "los
 * próximos N días", "las próximas dos semanas". A sales or covers question naming one asks the
 * forecast.
 */
export function comingPeriod(question: string, today: string): DateRange | null {
  const tokens = words(question);
  // "el fin de semana que viene", "el próximo fin de semana": a weekend (currentPeriodAhead), not
  // the next week its "semana que viene" would read.
  const weekend = indexOfPhrase(tokens, ['fin', 'de', 'semana']) >= 0;
  if (!weekend && NEXT_WEEK.some((phrase) => indexOfPhrase(tokens, phrase) >= 0)) {
    const monday = plus(today, daysUntil(today, 1) || 7);
    return { from: monday, to: plus(monday, 6) };
  }
  // "la próxima quincena": the next half of a month (the 16th to its end, or the 1st to the 15th).
  if (NEXT_HALF_MONTH.some((phrase) => indexOfPhrase(tokens, phrase) >= 0)) {
    const from = plus(halfMonthEnd(today), 1);
    return { from, to: halfMonthEnd(from) };
  }
  if (NEXT_MONTH.some((phrase) => indexOfPhrase(tokens, phrase) >= 0)) {
    const first = addMonths(firstOfMonth(today)!, 1)!;
    return { from: first, to: lastOfMonth(first)! };
  }
  return nextDays(tokens, today);
}

const FOLDED_MONTHS: ReadonlySet<string> = new Set(
  [...MONTHS, 'setiembre'].map((name) => fold(normalize(name))),
);

/**
 * A week or a quincena of a month named, "la primera semana de enero" (folded): a forecast takes its
 * days the next time they come, as dated days (since 2026-12-07; before, the whole coming month).
 */
const PART_OF_MONTH = /\b(semana|kinsena) de\b/;

/**
 * "este mes", "en diciembre": the dates module reads a month as the latest one not after today
 * (this month up to today, or last January); a forecast takes the rest of this month, or the coming
 * one of that name.
 */
function monthAhead(reading: Pick<DateReading, 'range' | 'phrase'> | null, today: string): DateRange | null {
  if (reading === null || /\d/.test(reading.phrase) || !reading.range.from.endsWith('-01')) return null;
  // "la primera semana de enero", "la primera quincena de enero": its days (namedDays), not the month.
  if (PART_OF_MONTH.test(reading.phrase)) return null;
  const named = reading.phrase.split(' ').some((word) => word === 'mes' || FOLDED_MONTHS.has(word));
  if (!named) return null;
  const { from } = reading.range;
  if (from.slice(0, 7) === today.slice(0, 7)) return { from: today, to: lastOfMonth(today)! };
  const first = from > today ? from : addMonths(from, 12)!;
  return { from: first, to: lastOfMonth(first)! };
}

/** "en marzo" asked in March: the month under way named by its name, as "este mes" is. */
export const namesMonthUnderWay = (reading: Pick<DateReading, 'range' | 'phrase'> | null, today: string) =>
  monthAhead(reading, today)?.from === today;

/** "en marzo" asked in February: the coming month named by its name, not last year's. */
export const namesNextMonth = (reading: Pick<DateReading, 'range' | 'phrase'> | null, today: string) =>
  monthAhead(reading, today)?.from === addMonths(firstOfMonth(today)!, 1);

/**
 * "¿Cuánto voy a vender del lunes al viernes?": the dates module reads the latest such days; a
 * forecast, the coming ones, from the next of the first weekday (today's, when it is that day), or
 * of the next week's when named.
 */
function weekdaySpanAhead(question: string, today: string): DateRange | null {
  const span = weekdaySpan(dateText(question));
  if (span === null || span.lastWeek) return null;
  // "… de la próxima semana": that week's, even asked on its first weekday.
  const tokens = words(question);
  const nextWeek = NEXT_WEEK.some((phrase) => indexOfPhrase(tokens, phrase) >= 0);
  const from = nextWeek
    ? plus(today, (daysUntil(today, 1) || 7) + span.first - 1)
    : plus(today, daysUntil(today, span.first));
  return { from, to: plus(from, weekdaySpanLength(span)) };
}

/**
 * "¿Cuánto voy a vender la segunda quincena de diciembre?": the coming such half of the month (the
 * rest of it, when under way), where the dates module reads the latest begun.
 */
function halfOfMonthAhead(question: string, today: string): DateRange | null {
  const match = dateText(question).match(HALF_OF_MONTH);
  if (!match) return null;
  const month = match[2] ? monthIndex(match[2]) : Number(today.slice(5, 7));
  const year = match[3] ? Number(match[3]) : Number(today.slice(0, 4));
  const half = (inYear: number) => {
    const first = calendarDate(inYear, month, match[1] === 'primera' ? 1 : 16)!;
    return { from: first, to: match[1] === 'primera' ? plus(first, 14) : lastOfMonth(first)! };
  };
  const days = half(year);
  const coming = days.to < today && !match[3] ? half(year + 1) : days;
  return coming.to < today ? null : { from: coming.from < today ? today : coming.from, to: coming.to };
}

/**
 * The day `word` names ahead: a weekday's next one after today (as "el domingo" is read), or a day
 * of the month in figures, of the first month in which it is not past (`monthsOn`); else null.
 */
function nextNamedDay(word: string, today: string): string | null {
  const weekday = weekdayNamed(word);
  if (weekday !== undefined) return plus(today, daysUntil(today, weekday) || 7);
  const dayOfMonth = Number(word);
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > 31) return null;
  // monthsOn reads only the day of the month of its range: the month here is any.
  const named = `${today.slice(0, 8)}${String(dayOfMonth).padStart(2, '0')}`;
  return monthsOn({ from: named, to: named }, today)?.to ?? null;
}

/**
 * "¿Cuánto voy a vender de aquí a fin de mes?", "… hasta fin de año?", "… lo que queda del año?":
 * from today to the month's or the year's last day (since 2026-12-06; before, tomorrow alone, or
 * Nochevieja for "fin de año"). Null when the question is not that.
 */
function toPeriodEnd(question: string, today: string): DateRange | null {
  const text = dateText(question);
  const unit = TO_PERIOD_END.exec(text)?.[1] ?? landingUnit(text, today);
  if (unit === null) return null;
  if (unit === 'kinsena') return { from: today, to: halfMonthEnd(today)! };
  return { from: today, to: unit === 'mes' ? lastOfMonth(today)! : `${today.slice(0, 4)}-12-31` };
}

/**
 * "¿Cómo cierro el mes?", "¿cómo cerraré septiembre?", "¿con cuánto cierro el año?": where the month
 * or the year under way lands, asked in the present or the future (folded; "cerré" is the past,
 * understand.ts `periodClosedAsked`). A month named other than today's is that month's forecast.
 */
const LANDING = new RegExp(
  `\\b(?:sierro|sierra|serrare|serraremos|serrara|(?:boy|bamos) a serrar) (?:el |la )?(mes|ano|kinsena|${MONTHS.map(fold).join('|')})\\b`,
);

/** "mes" or "ano" for the period under way the question lands, or null. */
function landingUnit(text: string, today: string): 'mes' | 'ano' | 'kinsena' | null {
  const named = LANDING.exec(text)?.[1];
  if (named === 'mes' || named === 'ano' || named === 'kinsena') return named;
  return named !== undefined && named === fold(MONTHS[Number(today.slice(5, 7)) - 1]!) ? 'mes' : null;
}

/** Whether the question asks where a month or the year lands (intents.ts: the sales forecast). */
export const asksPeriodLanding = (question: string) => LANDING.test(dateText(question));

/**
 * "¿Cuánto voy a vender lo que resta de la quincena?", "¿con cuánto cierro la quincena?": the rest of
 * a period under way, a forecast's days, not the calendar's next payday (intents.ts `asksCalendar`).
 */
export const asksRestOfPeriod = (question: string) =>
  TO_PERIOD_END.test(dateText(question)) || asksPeriodLanding(question);

/**
 * "de aquí a fin de mes", "hasta el fin de año", "lo que queda / resta del año", "el resto del mes";
 * "¿en cuánto voy a cerrar el año?" (since 2026-12-07; before, the year read tomorrow alone),
 * folded; "¿cómo cierro el mes?", "¿cómo cerraré septiembre?" are LANDING's (since later that day).
 */
const TO_PERIOD_END =
  /\b(?:(?:(?:de aki|desde oy) al? fin|asta (?:el )?fin|para (?:el )?fin|lo ke (?:keda|resta)|el resto) (?:del?|de la)|(?:serrar|sierre|serramos) (?:el|la)) (mes|ano|kinsena)\b/;

/**
 * "¿Cuánto voy a vender de aquí al domingo?", "… hasta el 15?": from today to that day (the next
 * such); "el lunes y el martes", "el viernes, sábado y domingo", "mañana y pasado": those days, one
 * after the other (dates.ts `weekdayRun`).
 */
function untilOrBoth(question: string, today: string): DateRange | null {
  const text = dateText(question);
  const until = /\b(?:de aki al?|desde (?:oy|aki|aora) (?:al?|asta el)|asta el) (\S+)/.exec(text);
  if (until !== null) {
    const last = nextNamedDay(until[1]!, today);
    return last === null ? null : { from: today, to: last };
  }
  if (/\bmanana y pasado\b/.test(text)) return { from: plus(today, 1), to: plus(today, 2) };
  const run = weekdayRun(text);
  if (run === null) return null;
  const from = plus(today, daysUntil(today, run.first) || 7);
  return { from, to: plus(from, weekdaySpanLength(run)) };
}

/**
 * "¿Cuánto voy a vender de aquí a Navidad?", "… hasta el Buen Fin?": from today through the coming
 * holiday's first day, as "de aquí al 24" runs through the 24th (since 2026-12-08; before, the
 * holiday alone).
 */
function untilHoliday(question: string, today: string): DateRange | null {
  const until = UNTIL_WORDS.exec(dateText(question));
  const holiday = until === null ? null : holidayNamed(question);
  const days = holiday === null ? null : holidayOccurrence(holiday, today, 'next');
  return days === null ? null : { from: today, to: days.from };
}

const UNTIL_WORDS = /\b(?:de aki al?|desde (?:oy|aki|aora) (?:al?|asta)|asta)\b/;

/** "el fin de semana", "este finde": the weekend named without "pasado", "anterior" or "próximo". */
function namesBareWeekend(question: string): boolean {
  const tokens = words(question);
  if (tokens.some((word) => word === 'pasado' || word === 'pasada' || word === 'anterior')) return false;
  if (NEXT_WEEKEND.some((phrase) => indexOfPhrase(tokens, phrase) >= 0)) return false;
  return indexOfPhrase(tokens, ['fin', 'de', 'semana']) >= 0 || tokens.includes('finde');
}

/**
 * "¿Cuánto voy a vender el fin de semana?" on a Saturday or a Sunday: the weekend under way, from its
 * Saturday to today, the part of it already sold (forecast-so-far.ts); null on a weekday.
 */
export function weekendSoFar(question: string, today: string): DateRange | null {
  const weekday = isoWeekday(today)!;
  if (weekday < 6 || !namesBareWeekend(question)) return null;
  return { from: plus(today, 6 - weekday), to: today };
}

/**
 * "esta semana" (today to Sunday), "el fin de semana" (the coming Saturday and Sunday), not "pasado".
 * On a Sunday whose corte Z is in (`todayClosed`) the weekend is over: "el fin de semana" is the
 * coming one (before 2026-12-06, the closed weekend's score against the forecast).
 */
function currentPeriodAhead(
  tokens: readonly string[],
  today: string,
  todayClosed: boolean,
): DateRange | null {
  if (tokens.some((word) => word === 'pasado' || word === 'pasada' || word === 'anterior')) return null;
  // "el finde" is the weekend too (before, tomorrow).
  if (indexOfPhrase(tokens, ['fin', 'de', 'semana']) >= 0 || tokens.includes('finde')) {
    // "el próximo fin de semana" asked on a Saturday or a Sunday: next week's, not the one under way.
    const weekend = isoWeekday(today)! >= 6;
    const over = todayClosed && isoWeekday(today) === 7;
    if (over || (weekend && NEXT_WEEKEND.some((phrase) => indexOfPhrase(tokens, phrase) >= 0))) {
      const saturday = plus(today, daysUntil(today, 6) || 7);
      return { from: saturday, to: plus(saturday, 1) };
    }
    const saturday = isoWeekday(today) === 7 ? today : plus(today, daysUntil(today, 6));
    return { from: saturday, to: plus(today, daysUntil(today, 7)) };
  }
  // "esta semana", "el pronóstico de la semana" (not "la semana del 7": a date range names it).
  const week = ['esta', 'la']
    .map((article) => indexOfPhrase(tokens, [article, 'semana']))
    .find((at) => at >= 0);
  if (week !== undefined && tokens[week + 2] !== 'del')
    return { from: today, to: plus(today, daysUntil(today, 7)) };
  return quincenaAhead(tokens, today);
}

/**
 * "¿cuánto voy a vender en la quincena?": the next payday (the 15th or the month's last day,
 * calendar/quincena.ts); "esta quincena", as "esta semana", today to the end of this half-month.
 */
function quincenaAhead(tokens: readonly string[], today: string): DateRange | null {
  const at = tokens.findIndex((word) => fold(word) === 'kinsena');
  if (at < 0) return null;
  if (tokens[at - 1] === 'esta') return { from: today, to: halfMonthEnd(today) };
  // "¿Cuánto voy a vender el domingo de quincena?": the weekday named, not the payday before it
  // (since 2026-12-08; before, Friday the 13th when the 15th was a Sunday).
  if (weekdayNamed(tokens.join(' ')) !== undefined) return null;
  for (let date = today; date <= plus(today, 16); date = plus(date, 1))
    if (isQuincena(date)) return { from: date, to: date };
  return null;
}

/** What the dates module read of the question's period, and the holiday it named if any. */
export type PeriodReading = Pick<DateReading, 'range' | 'phrase'> & {
  kind?: DateReading['kind'];
  holiday?: HolidayCode;
  holidayLast?: HolidayCode;
  monthless?: true;
  weekOf?: { day: string; monthless: boolean };
  holidayWeek?: HolidayCode;
  holidayWeekend?: true;
  through?: string;
};

/**
 * Days named without their month ("el 12", "del 7 al 13"), read as the latest such: the same days
 * of the first month on whose last day is not past (a day the month lacks, as the 31st, skips it).
 */
export function monthsOn(range: DateRange, today: string): DateRange | null {
  const [from, to] = [Number(range.from.slice(8, 10)), Number(range.to.slice(8, 10))];
  for (let months = 0; months <= 3; months++) {
    const first = addMonths(firstOfMonth(range.from)!, months)!;
    const [year, month] = [Number(first.slice(0, 4)), Number(first.slice(5, 7))];
    const days = { from: calendarDate(year, month, from), to: calendarDate(year, month, to) };
    if (days.from !== null && days.to !== null && days.to >= today)
      return { from: days.from < today ? today : days.from, to: days.to };
  }
  return null;
}

/**
 * "¿Cuánto voy a vender en el puente?", "… el fin de semana largo?", "… el puente de la
 * Revolución?": the coming puente (dates.ts `puenteDays`), from today when it is under way.
 */
function puenteAhead(question: string, today: string, todayClosed: boolean): DateRange | null {
  // On its last day after the corte Z, the puente is over: the next one.
  const text = withoutWhatTheDayIs(dateText(question));
  const days = puenteDays(text, todayClosed ? plus(today, 1) : today, 'next')?.range;
  return days === undefined ? null : { from: days.from < today ? today : days.from, to: days.to };
}

/** "en Navidad": read as its latest days, a forecast asks its coming ones (the rest of them today). */
function holidayAhead(reading: PeriodReading | null, today: string): DateRange | null {
  if (reading?.holiday === undefined) return null;
  const days = holidayDaysOf({ holiday: reading.holiday, holidayLast: reading.holidayLast }, today, 'next');
  return days === null ? null : { from: days.from < today ? today : days.from, to: days.to };
}

/**
 * "¿Cuánto voy a vender en Semana Santa?": Palm Sunday to Easter Sunday, the coming one or the one
 * under way from today; "el puente de Semana Santa", Jueves Santo to Easter Sunday (since
 * 2026-12-07; before, tomorrow without the article, and September's puente). Null otherwise.
 */
function holyWeekAhead(question: string, today: string): DateRange | null {
  const text = dateText(question);
  // "… la Semana Santa del año pasado", "… de 2029": a closed one, the dates module's.
  if (!/\bsemana santa\b(?!,? (de |del )?(el )?(ano|\d{4}))/.test(text)) return null;
  const year = Number(today.slice(0, 4));
  const easter = easterSunday(year) >= today ? easterSunday(year) : easterSunday(year + 1);
  const from = HOLY_WEEK_PUENTE.test(text)
    ? holyWeekPuente(Number(easter.slice(0, 4))).from
    : plus(easter, -7);
  return { from: from < today ? today : from, to: easter };
}

/**
 * "la semana de Navidad": read around the latest, a forecast asks the Monday-to-Sunday week around
 * the coming one, from today when it is under way (since 2026-12-07; before, last year's week,
 * answered as closed days that were not there).
 */
function holidayWeekAhead(reading: PeriodReading | null, today: string): DateRange | null {
  if (reading?.holidayWeek === undefined) return null;
  const weekOf = (from: string) => {
    const days = holidayDaysOf({ holiday: reading.holidayWeek! }, from, 'next');
    const monday = days === null ? null : mondayOf(days.from)!;
    if (monday === null) return null;
    // "el fin de semana del Día del Padre": that week's Saturday and Sunday (since 2026-12-08).
    return reading.holidayWeekend
      ? { from: plus(monday, 5), to: plus(monday, 6) }
      : { from: monday, to: plus(monday, 6) };
  };
  // A holiday of the last six days may have its week under way.
  const week = [weekOf(plus(today, -6)), weekOf(today)].find((found) => found !== null && found.to >= today);
  return week === undefined || week === null
    ? null
    : { from: week.from < today ? today : week.from, to: week.to };
}

/**
 * "la semana del 8 de marzo": read around the latest 8 March, a forecast asks the week around the
 * next one (a month on for "la semana del 14"), from today when it is under way.
 */
function weekOfDayAhead(reading: PeriodReading | null, today: string): DateRange | null {
  const weekOf = reading?.weekOf;
  if (weekOf === undefined || reading!.range.to >= today) return null;
  const day = addMonths(weekOf.day, weekOf.monthless ? 1 : 12)!;
  const monday = mondayOf(day)!;
  const sunday = addDays(monday, 6)!;
  return sunday < today ? null : { from: monday < today ? today : monday, to: sunday };
}

/** Several days the dates module already reads ahead ("la segunda semana del mes" on the 5th). */
function daysAhead(reading: PeriodReading | null): DateRange | null {
  if (reading?.kind !== 'future') return null;
  return reading.range.from === reading.range.to ? null : reading.range;
}

/**
 * "del 7 al 13 de diciembre": read as the latest such days, a forecast takes them a year later; under
 * way ("del 16 al 24" asked on the 20th), today to its last day said (before 2026-12-06, today alone).
 */
function namedDays(reading: PeriodReading | null, today: string): DateRange | null {
  if (reading === null || reading.range.from === reading.range.to) return null;
  if (!/\d/.test(reading.phrase) && !PART_OF_MONTH.test(reading.phrase)) return null;
  if (reading.monthless) return monthsOn(reading.range, today);
  const { from } = reading.range;
  const to = reading.through ?? reading.range.to;
  if (to >= today) return { from: from < today ? today : from, to };
  const later = (date: string) =>
    calendarDate(Number(date.slice(0, 4)) + 1, Number(date.slice(5, 7)), Number(date.slice(8, 10)));
  const [nextFrom, nextTo] = [later(from), later(to)];
  return nextFrom === null || nextTo === null ? null : { from: nextFrom, to: nextTo };
}

/** "ese día", "esa semana", "aquel fin de semana": the conversation's days (understand.ts thatPeriod). */
const THAT_SAID = /^(?:es[ea]s?|aquel(?:la|los|las)?) /;

/**
 * "¿Me conviene abrir ese día?" after the forecast of Monday the 10th, "¿y cuánto me va a costar la
 * nómina ese día?" after Saturday's staff: the days the conversation was about, those still to come
 * (since 2026-12-07; before, tomorrow). Null for any other reading.
 */
function conversationDaysAhead(reading: PeriodReading | null, today: string): DateRange | null {
  if (reading === null || !THAT_SAID.test(reading.phrase) || reading.range.to < today) return null;
  return { from: reading.range.from < today ? today : reading.range.from, to: reading.range.to };
}

/**
 * The days a sales or covers forecast question asks about when it names a period ("esta semana" on
 * a Sunday is today alone); null when it names none (forecast.ts reads the day). Whole: a period
 * that runs past the last day forecast is answered for the days there are and says where they end;
 * one that starts past it gets the "solo pronostico las próximas dos semanas" answer.
 */
export function forecastPeriod(
  question: string,
  today: string,
  reading: PeriodReading | null,
  /** Today's corte Z is in: a period that ends today is over (currentPeriodAhead). */
  todayClosed = false,
): DateRange | null {
  return (
    conversationDaysAhead(reading, today) ??
    toPeriodEnd(question, today) ??
    holyWeekAhead(question, today) ??
    puenteAhead(question, today, todayClosed) ??
    untilHoliday(question, today) ??
    holidayAhead(reading, today) ??
    holidayWeekAhead(reading, today) ??
    weekOfDayAhead(reading, today) ??
    weekdaySpanAhead(question, today) ??
    untilOrBoth(question, today) ??
    halfOfMonthAhead(question, today) ??
    comingPeriod(question, today) ??
    currentPeriodAhead(words(question), today, todayClosed) ??
    monthAhead(reading, today) ??
    namedDays(reading, today) ??
    daysAhead(reading)
  );
}

/**
 * A day the question names by its date ("el 5 de diciembre"): the dates module reads one without a
 * year as the latest not after today, so a forecast takes the one a year later. "mañana" and the
 * weekdays are `forecastDate`'s ("pasado mañana", the coming one).
 */
export function namedComingDay(reading: PeriodReading | null, today: string): string | null {
  if (reading === null || reading.range.from !== reading.range.to) return null;
  // "el Domingo de Pascua" in its week: a day to come named without a date (since 2026-12-07); the
  // week before Palm Sunday, the coming one too, not last year's (since later that day).
  if (EASTER_DAY.test(reading.phrase))
    return reading.kind === 'future' ? reading.range.from : comingEasterDay(reading, today);
  if (!/\d/.test(reading.phrase)) return null;
  const date = reading.range.from;
  if (date >= today) return date;
  // "el 12" read as the latest 12th: the next one is a month on.
  if (reading.monthless) return monthsOn(reading.range, today)?.from ?? null;
  return calendarDate(Number(date.slice(0, 4)) + 1, Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

/** The coming Sábado de Gloria or Domingo de Pascua of a reading of a past one. */
function comingEasterDay(reading: PeriodReading, today: string): string {
  const saturday = reading.phrase.startsWith('sabado');
  const of = (year: number) => addDays(easterSunday(year), saturday ? -1 : 0)!;
  const year = Number(today.slice(0, 4));
  return of(year) >= today ? of(year) : of(year + 1);
}

/** Words or a year that put the day said in the past ("la Navidad pasada", "el 24 de 2028"). */
const PAST_SAID = /\b(pasad[oa]|anterior|ultim[oa]|\d{4})\b/;

/** A day said in the past or as a habit: not the coming one, whatever the tense of the verb. */
const saysPastOrHabit = (question: string) =>
  HABIT_WORDS.test(question) || PAST_SAID.test(dateText(question));

/**
 * "¿Cuánto vendo el 24?" asked on 22 December, "¿y en Navidad?" after a forecast: a day of the
 * calendar read as its latest past one (dates.ts) whose coming one is nearer and within the
 * forecast's reach (since 2026-12-07; before, 24 November and Christmas a year back). True for a
 * day said without a month ("el 31"), a holiday, or a date without its year, said with no word of
 * the past or of a habit.
 */
export function comingDayNearer(
  question: string,
  reading: PeriodReading | null,
  today: string,
  /** A forecast conversation: the coming one even past the two weeks (the answer says it is too far). */
  anyReach = false,
): boolean {
  if (reading === null || reading.range.to >= today) return false;
  const recurring =
    reading.monthless === true ||
    reading.holiday !== undefined ||
    /\d/.test(reading.phrase) ||
    EASTER_DAY.test(reading.phrase);
  // "¿Cuánto vendo normalmente en Navidad?": a habit, not a day.
  if (!recurring || saysPastOrHabit(question)) return false;
  const day = namedComingDay(reading, today);
  const coming = forecastPeriod(question, today, reading) ?? (day === null ? null : { from: day, to: day });
  if (coming === null || (!anyReach && coming.from > addDays(today, MAX_HORIZON_DAYS - 1)!)) return false;
  return daysBetween(today, coming.from)! < daysBetween(reading.range.to, today)!;
}

/**
 * "¿Cuánto vendo el sábado?", "¿cuántos clientes tengo el viernes?": a weekday said with its
 * article in the present is the coming one, as an owner says "el sábado abro temprano"; the one
 * gone is said "vendí" or "el sábado pasado", a habit "los sábados" (since 2026-12-08; before, the
 * last one's sales).
 */
export function comingWeekdaySaid(question: string, reading: PeriodReading | null, today: string): boolean {
  if (reading === null || reading.range.from !== reading.range.to || reading.range.to >= today) return false;
  const text = dateText(question);
  if (saysPastOrHabit(question) || !WEEKDAY_WITH_ARTICLE.test(text)) return false;
  // "¿Por qué el sábado vendo más?": the weekday's habit against the others (weekday-profile.ts).
  if (WEEKDAY_AGAINST_OTHERS.test(text)) return false;
  return weekdayNamed(question) === isoWeekday(reading.range.from);
}

const WEEKDAY_AGAINST_OTHERS = /\b(por que|mas|menos|mejor|peor)\b/;
const WEEKDAY_WITH_ARTICLE = /\b(el|este|para el) (lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b/;
