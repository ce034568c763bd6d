/**
 * Spanish date expressions, relative to the branch's local today (YYYY-MM-DD). chrono-node's `es`
 * locale reads explicit dates ("el 15 de noviembre", "6/03/2026"); what it misses or reads
 * differently from a Mexican owner is covered by the rules below (each one tested):
 *
 * - hoy (ahorita, esta mañana / tarde / noche, ¿cómo va la tarde?); ayer, anoche; antier / anteayer / antes de ayer; hace N días / una semana (that day);
 * - esta semana (Monday to today), la semana pasada (previous Monday to Sunday); a la semana, por
 *   semana, cada semana: a week's worth, the last whole week (as "al mes" is a month's), unless
 *   another period is named ("en agosto por semana": August);
 * - el fin de semana / el finde (also "pasado"): the Saturday and Sunday of last week (the latest
 *   whole weekend); este fin de semana / este finde: this week's (to today; in the future on a
 *   weekday);
 * - esta quincena / la quincena (the 1st to the 15th, or the 16th to the month's end, to today), la
 *   quincena pasada / anterior (the half-month before);
 * - este mes, del mes (the 1st to today), el mes pasado (the whole previous month);
 * - este año / del año (January 1st to today), el año pasado (the whole previous year), en 2025 / el
 *   2025 (that whole year, to today for the current one);
 * - los últimos N días (N days ending yesterday: the last N closed days; N in digits or words);
 * - el martes: the latest Tuesday before today; el martes pasado: the Tuesday of last week; este
 *   martes: this week's (ahead of today or behind it); el próximo martes, el martes que viene / que
 *   entra: the next one after today;
 * - del 1 al 15 de noviembre, del 28 de febrero al 3 de marzo; en octubre: the whole month (to
 *   today for the current month);
 * - del 1 al 15 (no month): those days of the latest month in which they have begun;
 * - el 12, para el 12, el lunes 14: the latest 12th (14th) not after today (this month's, else last month's); a forecast
 *   takes the next one;
 * - a holiday by its name (Navidad, Nochebuena, el Día de las Madres, el Buen Fin…; HOLIDAY_NAMES):
 *   its latest days that have begun, Mexico's calendar (calendar/holidays.ts) dating the movable
 *   ones; the reading names the holiday, so a forecast can take its next days instead;
 * - el puente, el puente de la Revolución / de mayo / de Navidad: a day of rest with its weekend
 *   (restWeekend), the latest begun; alone, the latest long weekend.
 *
 * A date without a year is the latest one not after today ("el 15 de noviembre" asked in March is
 * last November). A range reaching past today ends today; one entirely in the future is reported
 * as such; a range longer than the endpoints' 366 days keeps its last 366.
 *
 * The rules read the question's folded words (text.ts `fold`: "oy" is "hoy", "aller" is "ayer",
 * "marso" is "marzo"), so their patterns are written folded; a word one edit from a single period
 * word of five letters or more is read as that word ("semna pasda"), except month names shorter than
 * seven letters, each one edit from an everyday word ("junto", "entero", "marco", "agoto").
 */
import * as chronoSpanish from 'chrono-node/es';
import { easterSunday } from '../calendar/easter.ts';
import { type CalendarEvent, type HolidayCode, mexicanCalendar } from '../calendar/holidays.ts';
import { quincenaDays } from '../calendar/quincena.ts';
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
import {
  fold,
  foldedWords,
  isDaypartArticle,
  questionWords,
  respell,
  toWord,
  type Word,
  words,
} from './text.ts';

export interface DateRange {
  from: string;
  to: string;
}

/**
 * The period a question asked on its first day reads as the one just ended (understand.ts); or,
 * `today`, the period under way asked of the days to come on its last day, closed (nothing to come).
 */
export type JustEnded = 'month' | 'week' | 'quincena' | 'year' | 'today';

export type DateReading =
  | {
      kind: 'range';
      range: DateRange;
      /** The folded words that said it (see dateText). */
      phrase: string;
      /** The holiday the question named ("en Navidad"), whose days the range is. */
      holiday?: HolidayCode;
      /** Holidays named together ("las fiestas patrias", HOLIDAY_NAMES): the last one's day ends it. */
      holidayLast?: HolidayCode;
      /** Days of the month named without their month ("el 12", "del 7 al 13"): the latest such. */
      monthless?: true;
      /** "la semana del 14 de febrero": the day whose week the range is (a forecast reads it ahead). */
      weekOf?: { day: string; monthless: boolean };
      /** "la semana de Navidad": the holiday whose Monday-to-Sunday week the range is. */
      holidayWeek?: HolidayCode;
      /** "el fin de semana del Día de las Madres": of that week, its Saturday and Sunday. */
      holidayWeekend?: true;
      /** The month, week or quincena named began today: this reading is the one just ended (understand.ts). */
      justEnded?: JustEnded;
      /** The last day said, when after today (the range stops at today): a forecast reads to it. */
      through?: string;
    }
  | { kind: 'future'; range: DateRange; phrase: string };

const MAX_DAYS = 366;

export { MONTHS };

const FOLDED_MONTHS = MONTHS.map(fold);
const MONTH_PATTERN = `(${FOLDED_MONTHS.join('|')}|setiembre)`;

/** "diciembre", "en diciembre de 2026": a phrase that names a month and nothing else (folded as readDates folds it). */
const MONTH_ONLY = new RegExp(`^(en )?${MONTH_PATTERN}( de(l)? \\d{4})?$`);
export const namesMonth = (phrase: string) => MONTH_ONLY.test(phrase);

const EXPLICIT_DAY_HINT = new RegExp(`\\d|\\bmanana\\b|\\b${MONTH_PATTERN}\\b`);

const WEEKDAY_NAMES = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'];
const WEEKDAYS = WEEKDAY_NAMES.map(fold);

/** A weekday in a feast's name, folded: "jueves santo", "sábado de gloria", "domingo de pascua". */
// "jueves y viernes santo" names both feasts (since 2026-12-08; before, a Thursday).
const FEAST_AFTER_WEEKDAY =
  /^(y (el )?biernes )?(santo|de (gloria|paskua|ramos|resurresion)|de semana santa)\b/;

/**
 * The ISO weekday (1 Monday … 7 Sunday) the question names, typos respelled ("savado"), or
 * undefined. A feast's weekday ("el Viernes Santo") names that feast, not a weekday (since
 * 2026-12-07; before, "¿me conviene abrir el Viernes Santo?" weighed an average Friday).
 */
export function weekdayNamed(question: string): number | undefined {
  const words = dateText(question).split(' ');
  const at = words
    .map((word, index) =>
      FEAST_AFTER_WEEKDAY.test(words.slice(index + 1).join(' ')) ? -1 : WEEKDAYS.indexOf(word),
    )
    .find((index) => index >= 0);
  return at === undefined ? undefined : at + 1;
}

/** Numbers as words, as an owner types them ("los últimos siete días"); forecast-period.ts too. */
export const NUMBER_NAMES: Record<string, number> = {
  un: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  veinte: 20,
  treinta: 30,
  sesenta: 60,
  noventa: 90,
};
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  Object.entries(NUMBER_NAMES).map(([word, value]) => [fold(word), value]),
);

/** Period words a one-edit typo is read as (see the header; folded at load). */
const DATE_VOCABULARY: readonly Word[] = [
  ...WEEKDAY_NAMES,
  ...MONTHS.filter((month) => month.length >= 7),
  ...Object.keys(NUMBER_NAMES),
  'semana',
  'pasada',
  'pasado',
  'anterior',
  'actual',
  'ultimos',
  'ultimas',
  'ultima',
  'ultimo',
  'anteayer',
  'antier',
  'quincena',
  'finde',
  // The comparison words before a base period ("contra la semana pasada", understand.ts).
  'contra',
  'versus',
].map(toWord);

/** The question as the rules read it: normalized, folded, period typos respelled. */
export function dateText(question: string): string {
  return respell(questionWords(question), DATE_VOCABULARY).join(' ');
}

const DAY_RANGE_IN_MONTH = new RegExp(
  `\\bdel? (\\d{1,2}) al? (\\d{1,2}) de ${MONTH_PATTERN}(?: (?:de|del) (\\d{4}))?`,
);
const DAY_RANGE_ACROSS_MONTHS = new RegExp(
  `\\bdel? (\\d{1,2}) de ${MONTH_PATTERN} al? (\\d{1,2}) de ${MONTH_PATTERN}(?: (?:de|del) (\\d{4}))?`,
);
const MONTH_TO_MONTH = new RegExp(
  `\\b(?:de|del|entre) ${MONTH_PATTERN}(?: (?:de|del) (\\d{4}))? (?:a|al|y|asta) ${MONTH_PATTERN}(?: (?:de|del) (\\d{4}))?\\b`,
);
const MONTH_LIST = new RegExp(`\\b${MONTH_PATTERN}(?: ${MONTH_PATTERN})+ (?:o|y) ${MONTH_PATTERN}\\b`);
/** A day or month, then the days since: "desde (el 15 de) octubre", "del 1 de octubre a hoy". */
const DAY_OF_MONTH_OPTIONAL = `(?:el )?(?:(\\d{1,2}) de )?${MONTH_PATTERN}(?: (?:de|del) (\\d{4}))?`;
const SINCE_DAY = new RegExp(`\\bdesde ${DAY_OF_MONTH_OPTIONAL}\\b`);
const DAY_TO_TODAY = new RegExp(`\\b(?:de|del) ${DAY_OF_MONTH_OPTIONAL} (?:a|al|asta) (?:oy|la fexa)\\b`);
const WEEKDAY = new RegExp(`\\b(este )?(${WEEKDAYS.join('|')})( pasado| anterior)?\\b`);
const WEEKDAY_OF_LAST_WEEK = new RegExp(`\\b(${WEEKDAYS.join('|')}) de la semana (?:pasada|anterior)\\b`);
/** "el próximo sábado", "el sábado que viene / que entra": the next one after today. */
const COMING_WEEKDAY = new RegExp(
  `\\b(?:(?:proximo|siguiente) (${WEEKDAYS.join('|')})|(${WEEKDAYS.join('|')}) (?:proximo|siguiente|${dateText('que viene')}|${dateText('que entra')}))\\b`,
);
const WHOLE_MONTH = new RegExp(`\\b${MONTH_PATTERN}(?: (?:de|del) (\\d{4}))?\\b`);
/** "del lunes al viernes", "desde el jueves hasta el domingo", "entre el lunes y el miércoles". */
const WEEKDAY_SPAN = new RegExp(
  `\\b(?:del?|desde el|entre el) (${WEEKDAYS.join('|')}) (?:al?|asta el|y el) (${WEEKDAYS.join('|')})( (?:de )?(?:la )?semana (?:pasada|anterior)| pasado| anterior)?\\b`,
);

/** A span of weekdays named: the first and the last (1 = Monday … 7 = Sunday), and whether past. */
export interface WeekdaySpan {
  first: number;
  last: number;
  /** "… de la semana pasada": last week's, not the latest such days. */
  lastWeek: boolean;
  phrase: string;
}

/** "del lunes al viernes" in a question (`text` read by dateText), or null. */
export function weekdaySpan(text: string): WeekdaySpan | null {
  const match = text.match(WEEKDAY_SPAN);
  if (!match) return null;
  const [first, last] = [WEEKDAYS.indexOf(match[1]!) + 1, WEEKDAYS.indexOf(match[2]!) + 1];
  return { first, last, lastWeek: match[3] !== undefined, phrase: match[0] };
}

/** How many days a span runs after its first: "del viernes al lunes" is 3, "del lunes al lunes" 7. */
export const weekdaySpanLength = (span: WeekdaySpan) => (span.last - span.first + 7) % 7 || 7;

/*
 * Every date below is a YYYY-MM-DD (calendar-dates.ts): today, or one built from it or checked by
 * calendarDate, so the arithmetic never meets a non-date. Dates of four-digit years compare as text.
 */
const plusDays = (date: string, days: number) => addDays(date, days)!;
const yearOf = (date: string) => Number(date.slice(0, 4));
const mondayBefore = (date: string, weeks: number) => plusDays(mondayOf(date)!, -7 * weeks);
/** The latest `weekday` (1 = Monday … 7 = Sunday) on or before `date`. */
const latestWeekday = (date: string, weekday: number) =>
  plusDays(date, -((isoWeekday(date)! - weekday + 7) % 7));

/**
 * A span of weekdays read of the past ("del lunes al viernes", "el viernes, sábado y domingo"): the
 * latest such days ending today or before, or last week's when it says so.
 */
function latestSpan(span: WeekdaySpan, today: string): DateReading {
  const to = latestWeekday(span.lastWeek ? plusDays(mondayBefore(today, 1), 6) : today, span.last);
  return finish(plusDays(to, -weekdaySpanLength(span)), to, today, span.phrase);
}

export function monthIndex(name: string): number {
  return name === 'setiembre' ? 9 : FOLDED_MONTHS.indexOf(name) + 1;
}

/** month/day in the given year, else in the latest year in which it is not after today. */
function dateOf(today: string, month: number, dayOfMonth: number, year?: number): string | null {
  const candidate = calendarDate(year ?? yearOf(today), month, dayOfMonth);
  if (candidate === null) return null;
  // February 29th of a leap year ahead of today has no latest one a year before: no date.
  if (year === undefined && candidate > today) return calendarDate(yearOf(today) - 1, month, dayOfMonth);
  return candidate;
}

function finish(from: string, to: string, today: string, phrase: string): DateReading {
  if (from > today) return { kind: 'future', range: { from, to }, phrase };
  const end = to > today ? today : to;
  const earliest = plusDays(end, -(MAX_DAYS - 1));
  const start = from < earliest ? earliest : from;
  // "del 16 al 24 de diciembre" asked on the 20th: read to today, its last day kept for a forecast.
  const through = to > today ? { through: to } : {};
  return { kind: 'range', range: { from: start, to: end }, phrase, ...through };
}

/**
 * Holidays as an owner names them, each to its calendar code. Names that are also people's or
 * places' ("Guadalupe", "Benito Juárez": a waitress, a borough) count only with "día de".
 */
const HOLIDAY_NAMES: ReadonlyArray<readonly [name: string, code: HolidayCode, last?: HolidayCode]> = [
  ['nochebuena', 'christmas_eve'],
  // The dinners are the nights before: "la cena de Navidad" is Nochebuena's, "la cena de Año Nuevo"
  // Nochevieja's (since 2026-12-06; before, the 25th and the 1st).
  ['cena de navidad', 'christmas_eve'],
  ['cena navideña', 'christmas_eve'],
  ['cena de año nuevo', 'new_years_eve'],
  ['noche buena', 'christmas_eve'],
  ['navidad', 'christmas'],
  ['nochevieja', 'new_years_eve'],
  ['noche vieja', 'new_years_eve'],
  // Holidays named together (since 2026-12-06; before, yesterday, or Nochevieja alone): "las
  // fiestas de fin de año" and "navideñas" from Nochebuena to Nochevieja, "las decembrinas" from the
  // Virgen's day (12 December). Before "fin de año" alone, which is Nochevieja.
  ['fiestas de fin de año', 'christmas_eve', 'new_years_eve'],
  ['fiestas navideñas', 'christmas_eve', 'new_years_eve'],
  ['fiestas decembrinas', 'guadalupe', 'new_years_eve'],
  ['fiestas de diciembre', 'guadalupe', 'new_years_eve'],
  ['fin de año', 'new_years_eve'],
  ['año nuevo', 'new_year'],
  ['día de las madres', 'mothers_day'],
  ['día de la madre', 'mothers_day'],
  ['día del padre', 'fathers_day'],
  ['san valentín', 'valentines'],
  ['día del amor', 'valentines'],
  // The two days said together, before either alone: "¿me conviene cerrar jueves y viernes santo?"
  // (since 2026-12-08; before, Viernes Santo alone, or the weekdays' last Thursday and Friday).
  ['jueves y viernes santo', 'holy_thursday', 'good_friday'],
  ['el jueves y el viernes santo', 'holy_thursday', 'good_friday'],
  ['jueves santo y viernes santo', 'holy_thursday', 'good_friday'],
  ['jueves y viernes de semana santa', 'holy_thursday', 'good_friday'],
  ['jueves santo', 'holy_thursday'],
  ['viernes santo', 'good_friday'],
  ['día del niño', 'childrens_day'],
  ['día del trabajo', 'labour_day'],
  ['noche del grito', 'independence_eve'],
  ['el grito', 'independence_eve'],
  // "¿Cuánto vendí en la noche mexicana?" (since 2026-12-06; before, yesterday).
  ['noche mexicana', 'independence_eve'],
  // Holidays named together, first to last day: the Noche del Grito and the 16th (since
  // 2026-12-06; before, yesterday).
  ['fiestas patrias', 'independence_eve', 'independence_day'],
  ['día de la independencia', 'independence_day'],
  ['día de todos los santos', 'all_saints'],
  // "Todos Santos", as most say it (since 2026-12-07; before, yesterday).
  ['todos santos', 'all_saints'],
  ['todos los santos', 'all_saints'],
  ['día de muertos', 'day_of_the_dead'],
  ['día de los muertos', 'day_of_the_dead'],
  ['día de la revolución', 'revolution_day'],
  ['buen fin', 'buen_fin'],
  ['día de la virgen', 'guadalupe'],
  ['la guadalupana', 'guadalupe'],
  ['día de guadalupe', 'guadalupe'],
  ['virgen de guadalupe', 'guadalupe'],
  ['día de la constitución', 'constitution_day'],
  // The presidential transfer's day of rest, 1 October every six years from 2024 (since 2026-12-07;
  // before, yesterday or the forecast of the days ahead).
  ['cambio de presidente', 'presidential_transfer'],
  ['toma de protesta', 'presidential_transfer'],
  ['transmisión del poder', 'presidential_transfer'],
  ['transmisión de poder', 'presidential_transfer'],
  ['natalicio de benito juárez', 'benito_juarez'],
  ['día de benito juárez', 'benito_juarez'],
];
// Read as the question is (dateText), typos' respelling included: "nuevo" reads as "nueve".
// "un buen fin de semana" is a good weekend, not Buen Fin.
const NOT_FOLLOWED: Partial<Record<HolidayCode, string>> = { buen_fin: ` ${dateText('de semana')}` };
const FOLDED_HOLIDAY_NAMES = HOLIDAY_NAMES.map(
  ([name, code, last]) =>
    [
      new RegExp(
        `\\b${dateText(name)}\\b${NOT_FOLLOWED[code] === undefined ? '' : `(?!${NOT_FOLLOWED[code]})`}`,
      ),
      { holiday: code, holidayLast: last },
    ] as const,
);

/** The days of a holiday in `year` (Buen Fin runs four), or null when that year has none. */
function holidayDays(code: HolidayCode, year: number): DateRange | null {
  const dates = mexicanCalendar(year)
    .filter((event) => event.code === code)
    .map((event) => event.date);
  return dates.length === 0 ? null : { from: dates[0]!, to: dates.at(-1)! };
}

/**
 * The days of the holiday a reading names around `today` (holidayOccurrence), through the last
 * of holidays named together ("las fiestas patrias": 15 and 16 September).
 */
export function holidayDaysOf(
  named: NamedHoliday,
  today: string,
  which: 'latest' | 'next',
): DateRange | null {
  // Holidays named together are to come while their last day is ("las fiestas" on 20 December).
  const anchor = which === 'next' ? (named.holidayLast ?? named.holiday) : named.holiday;
  const days = holidayOccurrence(anchor, today, which);
  return days === null ? null : namedHolidayIn(named, yearOf(days.from));
}

/** A holiday named, as a reading keeps it: its code, and the last of holidays named together. */
type NamedHoliday = { holiday: HolidayCode; holidayLast?: HolidayCode | undefined };

/** The days of a holiday named in `year`, through the last of holidays named together. */
function namedHolidayIn(named: NamedHoliday, year: number): DateRange | null {
  const days = holidayDays(named.holiday, year);
  const last = named.holidayLast === undefined ? null : holidayDays(named.holidayLast, year);
  return days === null || last === null ? days : { from: days.from, to: last.to };
}

/**
 * A holiday's days around `today`: the latest that have begun (this year's, else last year's), as
 * the figures of closed days read it, or the next that have not ended (this year's, else next
 * year's), as a forecast does.
 */
export function holidayOccurrence(
  code: HolidayCode,
  today: string,
  which: 'latest' | 'next',
): DateRange | null {
  const year = yearOf(today);
  const thisYear = holidayDays(code, year);
  const fits = thisYear !== null && (which === 'latest' ? thisYear.from <= today : thisYear.to >= today);
  return fits ? thisYear : holidayDays(code, which === 'latest' ? year - 1 : year + 1);
}

/** The holiday a question names by its name ("¿cuándo es el Buen Fin?"), or null. */
export function holidayNamed(question: string): HolidayCode | null {
  const text = dateText(question);
  return FOLDED_HOLIDAY_NAMES.find(([pattern]) => pattern.test(text))?.[1].holiday ?? null;
}

/** Every holiday the question names ("para Navidad y Año Nuevo": both), in the table's order. */
export function holidaysNamed(question: string): HolidayCode[] {
  const text = dateText(question);
  const found = FOLDED_HOLIDAY_NAMES.filter(([pattern]) => pattern.test(text)).map(
    ([, named]) => named.holiday,
  );
  return [...new Set(found)];
}

/** A holiday's year said after it: "del año pasado", "el año pasado", "de 2024", "de este año". */
const HOLIDAY_YEAR =
  /^,? (?:de |del |en )?(?:el )?(?:(ano pasad[oa]|ano anterior)|(?:ano )?(\d{4})|(este ano))\b/;

/** The year a holiday's words name after it (the folded text after its name), or null for none. */
function holidayYear(after: string, today: string): { year: number; said: string } | null {
  const match = after.match(HOLIDAY_YEAR);
  if (match === null) return null;
  const year = match[1] ? yearOf(today) - 1 : match[2] ? Number(match[2]) : yearOf(today);
  return { year, said: match[0] };
}

/** "el año pasado en Navidad" (folded): last year said just before a holiday's name. */
const LAST_YEAR_BEFORE = /\bel ano (?:pasad[oa]|anterior) (?:en |para |por )?(?:el |la |los |las )?$/;

/** The year said before a holiday's name (the folded text before it), or null for none. */
const yearBeforeHoliday = (before: string, today: string) =>
  LAST_YEAR_BEFORE.test(before) ? { year: yearOf(today) - 1, said: '' } : null;

/**
 * A holiday named in the question: its latest days that have begun (this year's, else last
 * year's), or those of the year said after it ("el Buen Fin del año pasado", "la Navidad de 2024";
 * since 2026-12-06, before the latest whatever the year said) or last year said just before it
 * ("el año pasado en Navidad", since later that day, before this year's); holidays named together
 * ("las fiestas patrias") through the last one's day.
 */
function namedHoliday(said: string, today: string): DateReading | null {
  const text = withFiestasNamed(said, today);
  for (const [pattern, named] of FOLDED_HOLIDAY_NAMES) {
    const match = text.match(pattern);
    if (!match) continue;
    const after = text.slice(match.index! + match[0].length);
    const year = holidayYear(after, today) ?? yearBeforeHoliday(text.slice(0, match.index!), today);
    // "la Nochebuena pasada" asked on Nochebuena is last year's: the latest before today (since
    // 2026-12-06; before, today's).
    const latestBy = /^ pasad[oa]\b/.test(after) ? plusDays(today, -1) : today;
    const found = year === null ? holidayDaysOf(named, latestBy, 'latest') : namedHolidayIn(named, year.year);
    if (found === null) continue;
    // "la semana de Navidad": the Monday-to-Sunday week around it (since 2026-12-06; before, the day).
    const before = text.slice(0, match.index!);
    // "el fin de semana del Día de las Madres": that week's Saturday and Sunday (since 2026-12-08;
    // before, the whole week).
    const weekend = /\bfin de semana (de |del |de la |de los )?$/.test(before);
    const week = !weekend && /\bsemana (de |del |de la |de los )?$/.test(before);
    const monday = mondayOf(found.from)!;
    const days = week
      ? { from: monday, to: plusDays(monday, 6) }
      : weekend
        ? { from: plusDays(monday, 5), to: plusDays(monday, 6) }
        : found;
    const phrase = `${weekend ? 'fin de semana del ' : ''}${match[0]}${year?.said ?? ''}`;
    const reading = finish(days.from, days.to, today, phrase);
    // A week around it is a week, compared as one, not the holiday's days; a forecast reads the
    // week around the coming one (forecast-period.ts; since 2026-12-07, before last year's days).
    if (reading.kind !== 'range') return reading;
    if (week) return { ...reading, holidayWeek: named.holiday };
    if (weekend) return { ...reading, holidayWeek: named.holiday, holidayWeekend: true };
    return named.holidayLast === undefined
      ? { ...reading, holiday: named.holiday }
      : { ...reading, ...named };
  }
  return null;
}

/** "las fiestas" said alone (folded), not "las fiestas patrias", "… de mi hija". */
const BARE_FIESTAS = new RegExp(
  `\\blas fiestas\\b(?! (${['patrias', 'decembrinas', 'navideñas', 'de'].map(dateText).join('|')})\\b)`,
);

/**
 * "¿Cómo me fue en las fiestas?": the fiestas patrias or the decembrinas, whichever began last
 * (since 2026-12-06; before, yesterday). Null-safe: text without them is returned as it is.
 */
function withFiestasNamed(text: string, today: string): string {
  if (!BARE_FIESTAS.test(text)) return text;
  const patrias = holidayOccurrence('independence_eve', today, 'latest')?.from ?? '';
  const decembrinas = holidayOccurrence('guadalupe', today, 'latest')?.from ?? '';
  const season = dateText(decembrinas > patrias ? 'las fiestas decembrinas' : 'las fiestas patrias');
  return text.replace(BARE_FIESTAS, season);
}

/** The days of rest (LFT art. 74) a puente is called by, besides its month ("el puente de mayo"). */
const PUENTES: ReadonlyArray<[name: string, code: HolidayCode]> = [
  ['revolución', 'revolution_day'],
  ['constitución', 'constitution_day'],
  ['benito juárez', 'benito_juarez'],
  ['día del trabajo', 'labour_day'],
  ['1 de mayo', 'labour_day'],
  ['primero de mayo', 'labour_day'],
  ['16 de septiembre', 'independence_day'],
  ['independencia', 'independence_day'],
  ['patrio', 'independence_day'],
  ['navidad', 'christmas'],
  ['año nuevo', 'new_year'],
];
const PUENTE_OF = '\\bpuente (?:de (?:la )?|del )?';
const FOLDED_PUENTES = PUENTES.map(
  ([name, code]) => [new RegExp(`${PUENTE_OF}${dateText(name)}\\b`), code] as const,
);
const PUENTE_OF_MONTH = new RegExp(`${PUENTE_OF}(?:mes de )?${MONTH_PATTERN}\\b`);

/**
 * A day of rest joined to its weekend, as an owner calls it a puente: a Monday or a Tuesday from
 * the Saturday before, a Thursday or a Friday to the Sunday after, a Saturday or a Sunday its
 * weekend; a Wednesday joins none.
 */
export function restWeekend(date: string): DateRange {
  const weekday = isoWeekday(date)!;
  if (weekday <= 2) return { from: plusDays(date, -(weekday + 1)), to: date };
  if (weekday === 4 || weekday === 5) return { from: date, to: plusDays(date, 7 - weekday) };
  if (weekday === 6) return { from: date, to: plusDays(date, 1) };
  return weekday === 7 ? { from: plusDays(date, -1), to: date } : { from: date, to: date };
}

/**
 * A puente as owners say it, alone: "puente(s)", "fin(es) de semana largo(s)", "finde(s)
 * largo(s)"; the same folded or not (dateText leaves these words as they are).
 */
export const PUENTE_WORDS = /\b(?:puentes?|(?:fin|fines) de semana largos?|findes? largos?)\b/;

/** A puente that makes a long weekend: three days or more (restWeekend). */
export const isLongWeekend = (days: DateRange) => daysBetween(days.from, days.to)! >= 2;

/**
 * Jueves Santo to Easter Sunday: the long weekend most take in Semana Santa, though neither
 * Thursday nor Friday is a day of rest by law (LFT art. 74); a puente to owners (since 2026-12-07).
 */
export function holyWeekPuente(year: number): DateRange {
  return { from: plusDays(easterSunday(year), -3), to: easterSunday(year) };
}

/** "el puente de (la) Semana Santa", folded: Jueves Santo to Easter Sunday (holyWeekPuente). */
export const HOLY_WEEK_PUENTE = /\bpuente de (la )?semana santa\b/;

/** The year of the Semana Santa latest begun on `today` (Palm Sunday on or before it). */
const holyWeekYear = (today: string) =>
  plusDays(easterSunday(yearOf(today)), -7) > today ? yearOf(today) - 1 : yearOf(today);

/**
 * "el puente", "el puente de la Revolución", "el puente de mayo": a day of rest with its weekend
 * (restWeekend). Named by its day or its month, that one (the weekend of a day of rest that fell
 * on one); alone, one that made a long weekend (three days or more). `which` picks the latest begun
 * (the figures of closed days) or the first not over (a forecast: the coming puente, since
 * 2026-12-06; before, a forecast read "el puente" as tomorrow and "el fin de semana largo" as the
 * plain weekend). Null when the words name no puente or none is found.
 */
export function puenteDays(
  text: string,
  today: string,
  which: 'latest' | 'next',
): { range: DateRange; phrase: string } | null {
  const named = FOLDED_PUENTES.find(([pattern]) => pattern.test(text));
  const month = named === undefined ? text.match(PUENTE_OF_MONTH) : null;
  // "el fin de semana largo" is a puente too (before the weekend rule reads "fin de semana"), and
  // "el finde largo" (since 2026-12-06; before, the last weekend).
  const alone = named === undefined && month === null ? text.match(PUENTE_WORDS) : null;
  if (named === undefined && month === null && alone === null) return null;
  const fits = (event: CalendarEvent) => {
    if (named !== undefined) return event.code === named[1];
    return month === null || Number(event.date.slice(5, 7)) === monthIndex(month[1]!);
  };
  const years = which === 'latest' ? [yearOf(today) - 1, yearOf(today)] : [yearOf(today), yearOf(today) + 1];
  const said = (named !== undefined ? text.match(named[0]) : (month ?? alone))!;
  // "el puente pasado": the latest over, not one under way (since 2026-12-07); the word on the
  // puente itself, not on a base ("el puente contra el fin de semana anterior").
  const over = which === 'latest' && saidPast(text, said);
  // Semana Santa's Thursday to Sunday, when no other puente is named (its month's, or any).
  const holyWeeks = named !== undefined ? [] : years.map(holyWeekPuente);
  const weekends = years
    .flatMap((year) => mexicanCalendar(year).filter((event) => event.rest && fits(event)))
    .map((event) => restWeekend(event.date))
    .concat(
      holyWeeks.filter((days) => month === null || Number(days.from.slice(5, 7)) === monthIndex(month[1]!)),
    )
    .filter((days) => (over ? days.to < today : which === 'latest' ? days.from <= today : days.to >= today))
    .filter((days) => alone === null || isLongWeekend(days))
    .sort((a, b) => (a.from < b.from ? -1 : 1));
  const range = which === 'latest' ? weekends.at(-1) : weekends[0];
  if (range === undefined) return null;
  return { range, phrase: said[0] };
}

/** "el puente pasado", "el anterior puente": "pasado" or "anterior" next to the words matched. */
function saidPast(text: string, said: RegExpMatchArray): boolean {
  const at = said.index ?? 0;
  return (
    /^ (pasado|anterior)\b/.test(text.slice(at + said[0].length)) ||
    /\b(pasado|anterior) $/.test(text.slice(0, at))
  );
}

/** The puente the words name, the latest begun (puenteDays). */
function puente(text: string, today: string): DateReading | null {
  const days = puenteDays(text, today, 'latest');
  return days === null ? null : finish(days.range.from, days.range.to, today, days.phrase);
}

export const HALF_OF_MONTH = new RegExp(
  `\\b(primera|segunda) kinsena(?: (?:de|del) (?:mes|${MONTH_PATTERN})(?: (?:de|del) (\\d{4}))?)?\\b`,
);

/**
 * "la primera quincena de noviembre", "la segunda quincena del mes": the 1st to the 15th, or the
 * 16th to the month's last day, of that month (the latest begun; no month named: this one's).
 */
function halfOfMonth(text: string, today: string): DateReading | null {
  const match = text.match(HALF_OF_MONTH);
  if (!match) return null;
  const first = match[1] === 'primera' ? 1 : 16;
  const thisMonths = `${today.slice(0, 8)}${first === 1 ? '01' : '16'}`;
  // No month named, the latest begun: "la segunda quincena" on 1 October is September's (since
  // 2026-12-07; before, October's, days to come, so the answer fell back to today).
  const from = match[2]
    ? dateOf(today, monthIndex(match[2]), first, match[3] ? Number(match[3]) : undefined)
    : thisMonths > today && !/\bmes\b/.test(match[0])
      ? addMonths(thisMonths, -1)
      : thisMonths;
  if (!from) return null;
  return finish(from, halfMonthEnd(from), today, match[0]);
}

/** "las últimas dos semanas" ("semanas" respelled "semana"): so many weeks of days to yesterday. */
function lastWeeks(text: string, today: string): DateReading | null {
  const match = text.match(/\bultimas (\d{1,2}|[a-z]+) semanas?\b/);
  const count = match ? (/^\d+$/.test(match[1]!) ? Number(match[1]) : NUMBER_WORDS[match[1]!]) : undefined;
  if (!match || count === undefined || count < 1) return null;
  return finish(plusDays(today, -7 * count), plusDays(today, -1), today, match[0]);
}

/** The ordinals of a week ("primera", "segunda"… as stems) and of a weekend ("primer", "segundo"…); 5 the last. */
const WEEK_ORDINALS: Record<string, number> = { primer: 1, segund: 2, terser: 3, kuart: 4, ultim: 5 };
const WEEKEND_ORDINALS: Record<string, number> = { primer: 1, segundo: 2, terser: 3, kuarto: 4, ultimo: 5 };
const WEEK_OF_MONTH = new RegExp(
  `\\b(?:(primer|segund|terser|kuart|ultim)a semana|(primer|segundo|terser|kuarto|ultimo) fin de semana) (?:de|del) (mes|${MONTH_PATTERN})(?: (?:de|del) (\\d{4}))?\\b`,
);

/** "de noviembre (de 2025)", "del mes": the month the latest begun, its first and last days; null if none. */
function monthSaid(name: string, year: string | undefined, today: string) {
  const month = name === 'mes' ? Number(today.slice(5, 7)) : monthIndex(name);
  const first = dateOf(today, month, 1, year ? Number(year) : undefined);
  return first ? { first, last: lastOfMonth(first)! } : null;
}

/**
 * "la primera semana de noviembre" (the 1st to the 7th; the second the 8th to the 14th, …; "la
 * última" the month's last 7 days), "el primer fin de semana de noviembre" (the month's first
 * Saturday and the Sunday after; "el último" its last Saturday's): of the month the latest begun.
 */
function weekOfMonth(text: string, today: string): DateReading | null {
  const match = text.match(WEEK_OF_MONTH);
  if (!match) return null;
  // MONTH_PATTERN is a group of its own: the year is the fifth.
  const month = monthSaid(match[3]!, match[5], today);
  if (month === null) return null;
  const { first, last } = month;
  if (match[1] !== undefined) {
    const nth = WEEK_ORDINALS[match[1]]!;
    const from = nth === 5 ? plusDays(last, -6) : plusDays(first, 7 * (nth - 1));
    return finish(from, plusDays(from, 6), today, match[0]);
  }
  const nth = WEEKEND_ORDINALS[match[2]!]!;
  const firstSaturday = plusDays(first, (6 - isoWeekday(first)! + 7) % 7);
  const lastSaturday = latestWeekday(last, 6);
  const saturday = nth === 5 ? lastSaturday : plusDays(firstSaturday, 7 * (nth - 1));
  return saturday > last ? null : finish(saturday, plusDays(saturday, 1), today, match[0]);
}

const NTH_WEEKDAY_OF_MONTH = new RegExp(
  `\\b(primer|segundo|terser|kuarto|ultimo) (${WEEKDAYS.join('|')}) (?:de|del) (mes|${MONTH_PATTERN})(?: (?:de|del) (\\d{4}))?\\b`,
);

/**
 * "el segundo sábado de abril" (the month's second Saturday; "el último" its last): of the month
 * the latest begun, as "la primera semana de noviembre" (since 2026-12-06; before, the latest
 * Saturday, of whatever month).
 */
function nthWeekdayOfMonth(text: string, today: string): DateReading | null {
  const match = text.match(NTH_WEEKDAY_OF_MONTH);
  if (!match) return null;
  // MONTH_PATTERN is a group of its own: the year is the fifth.
  const month = monthSaid(match[3]!, match[5], today);
  if (month === null) return null;
  const { first, last } = month;
  const weekday = WEEKDAYS.indexOf(match[2]!) + 1;
  const nth = WEEKEND_ORDINALS[match[1]!]!;
  const firstOne = plusDays(first, (weekday - isoWeekday(first)! + 7) % 7);
  const date = nth === 5 ? latestWeekday(last, weekday) : plusDays(firstOne, 7 * (nth - 1));
  return date > last ? null : finish(date, date, today, match[0]);
}

const DAYS_OF_MONTH = new RegExp(
  `\\b(primer|ultim)os (\\d{1,2}|[a-z]+) dias (?:de|del) (mes|${MONTH_PATTERN})(?: (?:de|del) (\\d{4}))?\\b`,
);

/**
 * "los primeros 10 días de abril" (the 1st to the 10th), "los últimos 5 días de marzo" (its last
 * 5): of the month the latest begun (since 2026-12-06; before, the whole month).
 */
function daysOfMonthCounted(text: string, today: string): DateReading | null {
  const match = text.match(DAYS_OF_MONTH);
  if (!match) return null;
  const count = /^\d+$/.test(match[2]!) ? Number(match[2]) : NUMBER_WORDS[match[2]!];
  // MONTH_PATTERN is a group of its own: the year is the fifth.
  const month = monthSaid(match[3]!, match[5], today);
  if (month === null || count === undefined || count < 1 || count > 31) return null;
  const { first, last } = month;
  if (match[1] === 'primer') {
    const end = plusDays(first, count - 1);
    return finish(first, end < last ? end : last, today, match[0]);
  }
  const start = plusDays(last, -(count - 1));
  return finish(start > first ? start : first, last, today, match[0]);
}

const BEFORE_LAST = new RegExp(
  `\\b(?:penultimo (${WEEKDAYS.join('|')})|(${WEEKDAYS.join('|')}) antepasado)\\b`,
);
const WEEKEND_BEFORE_LAST = /\b(?:penultimo (?:fin de semana|finde)|(?:fin de semana|finde) antepasado)\b/;

/**
 * "el penúltimo sábado", "el sábado antepasado": the Saturday before the latest (since 2026-12-06;
 * before, the latest); "el fin de semana antepasado": the weekend before last week's (since later
 * that day; before, the Monday-to-Sunday week before last).
 */
function weekdayBeforeLast(text: string, today: string): DateReading | null {
  const weekend = text.match(WEEKEND_BEFORE_LAST);
  if (weekend) {
    const saturday = plusDays(mondayOf(today)!, 5 - 14);
    return finish(saturday, plusDays(saturday, 1), today, weekend[0]);
  }
  const match = text.match(BEFORE_LAST);
  if (!match) return null;
  const weekday = WEEKDAYS.indexOf((match[1] ?? match[2])!) + 1;
  const date = plusDays(latestWeekday(plusDays(today, -1), weekday), -7);
  return finish(date, date, today, match[0]);
}

const WEEKDAY_OR_DAY = `(${WEEKDAYS.join('|')}|\\d{1,2})`;
const SINCE_DAY_NAMED = new RegExp(
  `\\b(?:desde el ${WEEKDAY_OR_DAY}(?: (?:asta|a|al) (oy|ayer|la fexa))?|del? ${WEEKDAY_OR_DAY} (?:a|al|asta) (oy|ayer|la fexa))\\b(?! de )`,
);

/** The latest `word` on or before `date`: a weekday's, or a day of this month's (else last month's). */
function latestNamed(word: string, date: string): string | null {
  const weekday = WEEKDAYS.indexOf(word) + 1;
  if (weekday > 0) return latestWeekday(date, weekday);
  const dayOfMonth = Number(word);
  const month = dayOfMonth <= Number(date.slice(8, 10)) ? date : addMonths(firstOfMonth(date)!, -1)!;
  return calendarDate(yearOf(month), Number(month.slice(5, 7)), dayOfMonth);
}

/** "desde el lunes", "desde el 1 hasta ayer", "del martes a hoy": that day (the latest) to the end said. */
function sinceDayNamed(text: string, today: string): DateReading | null {
  const match = text.match(SINCE_DAY_NAMED);
  if (!match) return null;
  const end = (match[2] ?? match[4]) === 'ayer' ? plusDays(today, -1) : today;
  const from = latestNamed((match[1] ?? match[3])!, end);
  return from === null ? null : finish(from, end, today, match[0]);
}

const WEEKDAY_ALTERNATIVES = WEEKDAYS.join('|');
const WEEKDAY_RUN = new RegExp(
  `\\bel (${WEEKDAY_ALTERNATIVES})((?:,? (?:el )?(?:${WEEKDAY_ALTERNATIVES}))*) y (?:el )?(${WEEKDAY_ALTERNATIVES})( pasados?| anteriore?s?| de la semana (?:pasada|anterior))?\\b(?! santo\\b)`,
);

/**
 * "el lunes y el martes", "el viernes, sábado y domingo" (also "pasados"): weekdays named one after
 * the other, each the day after the one before ("el jueves y el viernes santo" are feasts, since
 * 2026-12-08); null otherwise ("el lunes y el jueves" is two days
 * apart, not a span, and no range holds them alone).
 */
export function weekdayRun(text: string): WeekdaySpan | null {
  const match = text.match(WEEKDAY_RUN);
  if (!match) return null;
  // dateText drops the commas: the middle names are the words left once "el" is.
  const middle = (match[2] ?? '').split(/[ ,]+/).filter((word) => word !== '' && word !== 'el');
  const named = [match[1]!, ...middle, match[3]!].map((word) => WEEKDAYS.indexOf(word) + 1);
  const consecutive = named.every((weekday, index) => index === 0 || weekday === (named[index - 1]! % 7) + 1);
  if (!consecutive) return null;
  return { first: named[0]!, last: named.at(-1)!, lastWeek: match[4] !== undefined, phrase: match[0] };
}

/**
 * "ayer y antier", "el lunes y el martes", "el viernes, sábado y domingo pasados": those days, the
 * latest such ending today or before (last week's when said so).
 */
function twoDaysNamed(text: string, today: string): DateReading | null {
  const days = text.match(/\b(?:ayer y antier|antier y ayer)\b/);
  if (days) return finish(plusDays(today, -2), plusDays(today, -1), today, days[0]);
  const run = weekdayRun(text);
  return run === null ? null : latestSpan(run, today);
}

/** "la semana antepasada", "el mes antepasado", "el año antepasado": the one before the last. */
function twoBack(text: string, today: string): DateReading | null {
  const match = text.match(/\b(semana|mes|ano) antepasad[ao]\b/);
  if (!match) return null;
  if (match[1] === 'semana') {
    const monday = mondayBefore(today, 2);
    return finish(monday, plusDays(monday, 6), today, match[0]);
  }
  if (match[1] === 'mes') {
    const first = addMonths(firstOfMonth(today)!, -2)!;
    return finish(first, lastOfMonth(first)!, today, match[0]);
  }
  const year = yearOf(today) - 2;
  return finish(calendarDate(year, 1, 1)!, calendarDate(year, 12, 31)!, today, match[0]);
}

/** Ordinals as dateText reads them ("tercer" → "terser", "cuarto" respelled "kuatro"). */
const PERIOD_ORDINALS: Record<string, number> = {
  primer: 1,
  primero: 1,
  '1er': 1,
  segundo: 2,
  '2do': 2,
  terser: 3,
  tersero: 3,
  '3er': 3,
  kuarto: 4,
  kuatro: 4,
  '4to': 4,
};
/** "el último trimestre del año": the year's last; without a year it is the last months (below). */
const LAST_ORDINAL = 'ultimo';
const PART_OF_YEAR = new RegExp(
  `\\b(?:(${[...Object.keys(PERIOD_ORDINALS), LAST_ORDINAL].join('|')}) (bimestre|trimestre|semestre)|(este|el|del) (bimestre|trimestre|semestre)( pasado| anterior)?)(?: (?:de|del) (\\d{4})| del ano pasado| de este ano| del ano)?\\b`,
);

/** The months of a part of the year: "bimestre" (since 2026-12-07; before, no period read). */
const PART_MONTHS: Record<string, number> = { bimestre: 2, trimestre: 3, semestre: 6 };

/**
 * el primer trimestre, el segundo semestre [de 2025 | del año pasado], este trimestre, el
 * trimestre pasado, el último trimestre del año, el bimestre: calendar quarters, halves and pairs
 * of months (January–February, as IMSS and SAT count them); an ordinal without a year is the
 * latest begun.
 */
function partOfYear(text: string, today: string): DateReading | null {
  const match = text.match(PART_OF_YEAR);
  if (!match) return null;
  const months = PART_MONTHS[(match[2] ?? match[4])!]!;
  const named = match[6] ? Number(match[6]) : match[0].endsWith('ano pasado') ? yearOf(today) - 1 : undefined;
  // "El último trimestre" of no year is the last three months, as "el último mes" is one.
  if (match[1] === LAST_ORDINAL && !/ (de|del) /.test(match[0])) return null;
  let first: string;
  if (match[1] !== undefined) {
    const index = match[1] === LAST_ORDINAL ? 12 / months : PERIOD_ORDINALS[match[1]]!;
    if (index * months > 12) return null;
    first = calendarDate(named ?? yearOf(today), (index - 1) * months + 1, 1)!;
    if (named === undefined && first > today) first = addMonths(first, -12)!;
  } else {
    const month = Number(today.slice(5, 7));
    const current = calendarDate(named ?? yearOf(today), Math.floor((month - 1) / months) * months + 1, 1)!;
    first = match[5] ? addMonths(current, -months)! : current;
  }
  return finish(first, lastOfMonth(addMonths(first, months - 1)!)!, today, match[0]);
}

/**
 * "del 1 al 15" (no month): this month's days, or last month's when the first is still ahead and
 * that month has them; "al" is needed, since "de 2 a 4" without a month is hours ("¿cuánto vendo
 * de 2 a 4 el sábado?"). "del 24 al 31" on 23 December: November has no 31st, so this month's,
 * ahead (since 2026-12-07; before, no date read and the forecast gave the 24th alone).
 */
function monthlessDays(text: string, today: string): DateReading | null {
  const match = text.match(/\bdel? (\d{1,2}) al (\d{1,2})\b(?! (?:de|del) )/);
  if (!match) return null;
  const [first, last] = [Number(match[1]), Number(match[2])];
  const daysOf = (month: string) => ({
    from: calendarDate(yearOf(month), Number(month.slice(5, 7)), first),
    to: calendarDate(yearOf(month), Number(month.slice(5, 7)), last),
  });
  const lastMonth = daysOf(addMonths(firstOfMonth(today)!, -1)!);
  const inLastMonth = first > Number(today.slice(8, 10)) && lastMonth.to !== null;
  const { from, to } = inLastMonth ? lastMonth : daysOf(today);
  if (!from || !to || from > to) return null;
  const reading = finish(from, to, today, match[0]);
  return reading.kind === 'range' ? { ...reading, monthless: true } : reading;
}

/** "El último mes, trimestre, semestre, año": how many months back from yesterday. */
const LAST_SPAN_MONTHS: Record<string, number> = { mes: 1, trimestre: 3, semestre: 6, ano: 12 };

/** Semana Santa: Palm Sunday to Easter Sunday, the latest begun (or of the year named). */
function holyWeek(text: string, today: string): DateReading | null {
  const match = text.match(
    /\bsemana santa(?: (?:de|del) (\d{4})|,? (?:de |del )?(?:el )?(ano pasado|ano anterior))?\b/,
  );
  if (!match) return null;
  let year = match[1] ? Number(match[1]) : holyWeekYear(today);
  // "la semana santa del año pasado": last year's (since 2026-12-07; from 2026-12-06 the one before
  // the latest begun, two years back before this year's; before, the latest).
  if (match[2]) year = yearOf(today) - 1;
  const easter = easterSunday(year);
  return finish(plusDays(easter, -7), easter, today, match[0]);
}

/**
 * "el Sábado de Gloria", "el Domingo de Pascua" (folded): Easter Saturday or Sunday of the Semana
 * Santa latest begun, so in its week, the coming ones (since 2026-12-07; before, the latest
 * Saturday or Sunday, a week gone, or tomorrow's forecast). Not in the forecast's calendar: an
 * ordinary weekend day to it.
 */
export const EASTER_DAY = /\b(sabado (?:de gloria|santo)|domingo de (?:paskua|resurresion)|la paskua)\b/;

function easterDay(text: string, today: string): DateReading | null {
  const match = text.match(EASTER_DAY);
  if (!match) return null;
  const day = plusDays(easterSunday(holyWeekYear(today)), match[1]!.startsWith('sabado') ? -1 : 0);
  return finish(day, day, today, match[0]);
}

type Rule = (text: string, today: string) => DateReading | null;

/**
 * "¿Cuánto vendí el día de quincena?", "el día de pago" (folded): the latest payday that has come,
 * the 15th or the month's last day, the Friday before on a weekend (calendar/quincena.ts; since
 * 2026-12-06, before the quincena's days so far, or yesterday).
 */
function latestPayday(text: string, today: string): DateReading | null {
  // Not "la nómina del día de pago" nor "para el día de pago": what is paid, not a day's sales.
  const match = text.match(/\b(?<!para )el dia de (?:la )?(?:kinsena|pago)\b/);
  if (!match) return null;
  const monthOf = (date: string) => [yearOf(date), Number(date.slice(5, 7))] as const;
  const before = addMonths(firstOfMonth(today)!, -1)!;
  const paydays = [...quincenaDays(...monthOf(before)), ...quincenaDays(...monthOf(today))];
  const date = paydays.filter((payday) => payday <= today).at(-1)!;
  return finish(date, date, today, match[0]);
}

const rules: Rule[] = [
  latestPayday,
  // de octubre a noviembre, entre octubre y diciembre [de 2025]: the first's 1st to the second's end
  (text, today) => {
    const match = text.match(MONTH_TO_MONTH);
    if (!match) return null;
    const from = dateOf(today, monthIndex(match[1]!), 1, match[2] ? Number(match[2]) : undefined);
    if (!from) return null;
    const year = match[4] ? Number(match[4]) : yearOf(from);
    let last = calendarDate(year, monthIndex(match[3]!), 1)!;
    if (last < from) last = addMonths(last, 12)!;
    return finish(from, lastOfMonth(last)!, today, match[0]);
  },
  // "octubre, noviembre o diciembre": three months or more named one after another, the first's 1st
  // to the last's end, which a ranking of months ranks (since 2026-12-07; before, the first against
  // the last, the one between left out).
  (text, today) => {
    const match = text.match(MONTH_LIST);
    if (!match) return null;
    const named = match[0].split(' ').filter((word) => word !== 'o' && word !== 'y');
    const from = dateOf(today, monthIndex(named[0]!), 1);
    if (!from) return null;
    let last = calendarDate(yearOf(from), monthIndex(named.at(-1)!), 1)!;
    if (last < from) last = addMonths(last, 12)!;
    return finish(from, lastOfMonth(last)!, today, match[0]);
  },
  // desde octubre, desde el 15 de octubre, del 1 de octubre a hoy, de septiembre a la fecha
  (text, today) => {
    const match = text.match(SINCE_DAY) ?? text.match(DAY_TO_TODAY);
    if (!match) return null;
    const from = dateOf(
      today,
      monthIndex(match[2]!),
      Number(match[1] ?? 1),
      match[3] ? Number(match[3]) : undefined,
    );
    return from ? finish(from, today, today, match[0]) : null;
  },
  // del 1 al 15 de noviembre [de 2025]
  (text, today) => {
    const match = text.match(DAY_RANGE_IN_MONTH);
    if (!match) return null;
    const month = monthIndex(match[3]!);
    const year = match[4] ? Number(match[4]) : undefined;
    // The year is the latest in which the range has begun ("del 1 al 31 de marzo" asked on the 7th).
    const from = dateOf(today, month, Number(match[1]), year);
    const to = from && calendarDate(yearOf(from), month, Number(match[2]));
    if (!from || !to || from > to) return null;
    return finish(from, to, today, match[0]);
  },
  monthlessDays,
  // "el 24 y el 25": two days in a row named alone, read as "del 24 al 25" (since 2026-12-07;
  // before, the first alone).
  (text, today) => {
    const match = text.match(/\bel (\d{1,2}) y (?:el )?(\d{1,2})\b(?! (?:de|del|al?) )/);
    if (!match || Number(match[2]) !== Number(match[1]) + 1) return null;
    const reading = monthlessDays(`del ${match[1]} al ${match[2]}`, today);
    return reading === null ? null : { ...reading, phrase: match[0] };
  },
  // del 28 de febrero al 3 de marzo
  (text, today) => {
    const match = text.match(DAY_RANGE_ACROSS_MONTHS);
    if (!match) return null;
    const year = match[5] ? Number(match[5]) : undefined;
    const from = dateOf(today, monthIndex(match[2]!), Number(match[1]), year);
    if (!from) return null;
    let to = calendarDate(yearOf(from), monthIndex(match[4]!), Number(match[3]));
    if (to !== null && to < from) to = addMonths(to, 12);
    if (to === null) return null;
    return finish(from, to, today, match[0]);
  },
  // "del lunes al viernes": the latest such days ending today or before (last week's when it says
  // so); before "la semana pasada" and the weekday alone, which its words contain.
  (text, today) => {
    const span = weekdaySpan(text);
    return span === null ? null : latestSpan(span, today);
  },
  sinceDayNamed,
  twoDaysNamed,
  halfOfMonth,
  weekOfMonth,
  nthWeekdayOfMonth,
  daysOfMonthCounted,
  weekdayBeforeLast,
  twoBack,
  lastWeeks,
  partOfYear,
  holyWeek,
  easterDay,
  // los últimos N días / la última semana / el último mes
  (text, today) => {
    const match = text.match(/\bultim[oa]s? (\d{1,3}|[a-z]+) dias\b/);
    const days = match ? (/^\d+$/.test(match[1]!) ? Number(match[1]) : NUMBER_WORDS[match[1]!]) : undefined;
    if (match && days !== undefined && days > 0) {
      const yesterday = plusDays(today, -1);
      return finish(plusDays(yesterday, -(days - 1)), yesterday, today, match[0]);
    }
    const week = text.match(/\bultim[ao] semana\b|\bultimos siete dias\b/);
    if (week) return finish(plusDays(today, -7), plusDays(today, -1), today, week[0]);
    // "los últimos 3 meses", "el último mes", "el último año": back from yesterday by the months
    // named, to the same day of the month (as "hace 3 meses" is that day); "el último trimestre"
    // three of them (since 2026-12-07; before, yesterday).
    const months = text.match(/\bultimos (\d{1,2}|[a-z]+) meses\b|\bultimo (mes|ano|trimestre|semestre)\b/);
    const count = months?.[2]
      ? LAST_SPAN_MONTHS[months[2]]!
      : (NUMBER_WORDS[months?.[1] ?? ''] ?? Number(months?.[1]));
    if (months && Number.isInteger(count) && count >= 1 && count <= 24)
      return finish(addMonths(today, -count)!, plusDays(today, -1), today, months[0]);
    return null;
  },
  (text, today) => {
    const match = text.match(/\b(antier|anteayer|antes de ayer|antiayer)\b/);
    return match ? finish(plusDays(today, -2), plusDays(today, -2), today, match[0]) : null;
  },
  // Before "ayer" and the weekdays: "viernes santo" is a holiday, not last Friday; "el puente de
  // la Revolución" is the long weekend, not the Día de la Revolución alone.
  puente,
  namedHoliday,
  // "¿Cuánto vendí anoche?": last night is yesterday's (since 2026-12-07; before, today, or nothing).
  (text, today) => {
    const match = text.match(/\b(ayer|anoxe)\b/);
    return match ? finish(plusDays(today, -1), plusDays(today, -1), today, match[0]) : null;
  },
  // "el mismo día de la semana pasada / del mes pasado / del año pasado", "hace un mes", "hace un
  // año": that one day, counted back from today. "El mismo día del año pasado" is the same weekday
  // 52 weeks back, as the comparisons read it (understand.ts yearBefore); "la misma fecha", "hace
  // un año" and a month back keep the day of the month.
  (text, today) => {
    const same = text.match(
      /\b(el mismo dia|la misma fexa) (?:de la|del) (semana|mes|ano) (?:pasad[ao]|anterior)\b/,
    );
    const ago = same ? null : text.match(/\base (\d{1,2}|[a-z]+) (mes|meses|ano|anos)\b/);
    const count = same ? 1 : ago ? (NUMBER_WORDS[ago[1]!] ?? Number(ago[1])) : 0;
    const unit = same ? same[2] : ago?.[2];
    if (unit === undefined || !Number.isInteger(count) || count < 1) return null;
    const weekday = unit === 'semana' || (unit === 'ano' && same?.[1] === 'el mismo dia');
    const months = count * (unit.startsWith('ano') ? 12 : 1);
    const date = weekday ? plusDays(today, unit === 'semana' ? -7 : -364) : addMonths(today, -months)!;
    return finish(date, date, today, (same ?? ago)![0]);
  },
  // "hace una semana", "hace 3 días" ("ase", folded): that one day, counted back from today.
  (text, today) => {
    const match = text.match(/\base (\d{1,3}|[a-z]+) (dia|dias|semana|semanas)\b/);
    const count = match ? (match[1] === 'una' ? 1 : (NUMBER_WORDS[match[1]!] ?? Number(match[1]))) : 0;
    if (!match || !Number.isInteger(count) || count < 1) return null;
    const date = plusDays(today, -count * (match[2]!.startsWith('semana') ? 7 : 1));
    return finish(date, date, today, match[0]);
  },
  (text, today) => {
    // "¿cómo va el día?" asks about the day under way; "ahorita" too ("aorita", folded; not
    // "ahora": "¿y ahora qué compro?" names no day); "esta tarde", "¿cómo va la noche?" a part of it.
    const match = text.match(
      /\b(oy|aorita|el dia de oy|komo ba el dia|komo bamos el dia|esta (?:manana|tarde|noxe)|komo (?:ba|bamos) (?:en )?la (?:manana|tarde|noxe))\b/,
    );
    return match ? finish(today, today, today, match[0]) : null;
  },
  // el fin de semana / el finde [pasado]; este fin de semana / este finde
  (text, today) => {
    const match = text.match(/\b(este |esta )?(fin de semana|finde)( pasado| anterior)?\b/);
    if (!match) return null;
    const saturday = plusDays(mondayOf(today)!, 5);
    const from = match[1] && !match[3] ? saturday : plusDays(saturday, -7);
    return finish(from, plusDays(from, 1), today, match[0]);
  },
  // esta quincena / la quincena [pasada] / la quincena antepasada, la penúltima (the one before the
  // last; since 2026-12-06, before this one)
  (text, today) => {
    const match = text.match(
      /\b(?:(ultima|penultima) )?(kinsena|kinsenas)( pasada| anterior| antepasada)?\b/,
    );
    if (!match) return null;
    const half = (date: string) =>
      Number(date.slice(8)) <= 15
        ? { from: firstOfMonth(date)!, to: `${date.slice(0, 8)}15` }
        : { from: `${date.slice(0, 8)}16`, to: lastOfMonth(date)! };
    const current = half(today);
    const back = match[1] === 'penultima' || match[3] === ' antepasada' ? 2 : match[1] || match[3] ? 1 : 0;
    let { from, to } = current;
    for (let step = 0; step < back; step += 1) ({ from, to } = half(plusDays(from, -1)));
    return finish(from, to, today, match[0]);
  },
  (text, today) => {
    const match = text.match(/\b(semana pasad[ao]|semana anterior|pasad[ao] semana)\b/);
    if (!match) return null;
    const monday = mondayBefore(today, 1);
    // "el martes de la semana pasada": that day of it (since 2026-12-08; before, the whole week).
    const day = text.match(WEEKDAY_OF_LAST_WEEK);
    const date = day === null ? null : plusDays(monday, WEEKDAYS.indexOf(day[1]!));
    if (date !== null) return finish(date, date, today, day![0]);
    return finish(monday, plusDays(monday, 6), today, match[0]);
  },
  (text, today) => {
    const match = text.match(/\b(esta semana|en la semana|la semana|semana aktual)\b/);
    return match ? finish(mondayOf(today)!, today, today, match[0]) : null;
  },
  (text, today) => {
    const match = text.match(/\b(mes pasad[ao]|mes anterior|pasad[ao] mes)\b/);
    if (!match) return null;
    const first = addMonths(firstOfMonth(today)!, -1)!;
    return finish(first, lastOfMonth(first)!, today, match[0]);
  },
  (text, today) => {
    const match = text.match(
      /\b(este mes|en el mes|el mes|del mes|mes aktual|lo ke ba del mes|en lo ke ba del mes)\b/,
    );
    return match ? finish(firstOfMonth(today)!, today, today, match[0]) : null;
  },
  (text, today) => {
    const match = text.match(/\b(ano pasad[ao]|ano anterior)\b/);
    if (!match) return null;
    const year = yearOf(today) - 1;
    return finish(calendarDate(year, 1, 1)!, calendarDate(year, 12, 31)!, today, match[0]);
  },
  (text, today) => {
    // "en el año 2024" names a year in figures (wholeYear), not this one; "¿cómo cerré el año?",
    // "¿cuánto me dejó el año?" this one (since 2026-12-06; before, today, or a dish named "año").
    const match = text.match(
      /\b(este ano|en el ano|lo ke ba del ano|del ano|el ano)\b(?! (?:(?:19|20)\d{2}|pasad|anterior|ke biene|proximo|entrante|nueb)\w*\b)/,
    );
    return match ? finish(calendarDate(yearOf(today), 1, 1)!, today, today, match[0]) : null;
  },
  // el martes / el martes pasado / este martes / el próximo martes
  (text, today) => {
    const coming = text.match(COMING_WEEKDAY);
    if (coming) {
      const weekday = WEEKDAYS.indexOf((coming[1] ?? coming[2])!) + 1;
      const date = plusDays(today, (weekday - isoWeekday(today)! + 7) % 7 || 7);
      return finish(date, date, today, coming[0]);
    }
    const match = text.match(WEEKDAY);
    if (!match) return null;
    const weekday = WEEKDAYS.indexOf(match[2]!) + 1;
    let date: string;
    if (match[3]) {
      date = plusDays(mondayBefore(today, 1), weekday - 1);
    } else if (match[1]) {
      // "este sábado": this week's, ahead of today or behind it ("¿cuánto vendí este lunes?").
      date = plusDays(mondayOf(today)!, weekday - 1);
    } else {
      const back = (isoWeekday(today)! - weekday + 7) % 7 || 7;
      date = plusDays(today, -back);
    }
    return finish(date, date, today, match[0]);
  },
];

/**
 * An explicit day ("15 de noviembre", "6/3", "6 de marzo de 2026", also "mañana"), read by chrono's
 * Spanish parser. Without a year chrono picks the nearest such date, which may be ahead ("el 6 de
 * marzo" asked in November is next March to it); an owner means the latest one not after today.
 */
function explicitDay(question: string, today: string): DateReading | null {
  const reference = new Date(`${today}T12:00:00Z`);
  const results = chronoSpanish.parse(question, { instant: reference, timezone: 0 }, { forwardDate: false });
  for (const result of results) {
    if (!result.start.isCertain('day') || !result.start.isCertain('month')) continue;
    if (isMorning(question, result)) continue;
    // "¿… mi utilidad de febrero ahora?": "ahora" is when it is asked, not a day named (since
    // 2026-12-07; before, today instead of February). "ahorita" is today's (the rule above).
    if (foldedWords(result.text).join(' ') === 'aora') continue;
    const instant = result.start.date();
    if (Number.isNaN(instant.getTime())) continue;
    // The parse is in UTC (timezone 0): the instant's UTC date is the day said.
    let date = instant.toISOString().slice(0, 10);
    if (!result.start.isCertain('year') && date > today && !weekdaySaysAhead(result.start, date))
      date = addMonths(date, -12)!;
    // "el primero de enero" is the 1st as a figure to the readers of the phrase, which tell a day
    // from a month by its digits (since 2026-12-08; before, a forecast read all of January).
    const phrase = foldedWords(result.text)
      .join(' ')
      .replace(/\bprimero\b/, '1');
    return finish(date, date, today, phrase);
  }
  return null;
}

/**
 * "el viernes 25 de diciembre" asked on the 23rd: the weekday said is the coming date's and not the
 * year before's (a Thursday), so the coming one is meant (since 2026-12-06; before, a year back).
 */
function weekdaySaysAhead(start: chronoSpanish.ParsedResult['start'], date: string): boolean {
  if (!start.isCertain('weekday')) return false;
  const weekday = start.get('weekday') || 7; // chrono counts Sunday as 0, ISO as 7
  return isoWeekday(date) === weekday && isoWeekday(addMonths(date, -12)!) !== weekday;
}

/** "el turno de la mañana": the morning, a part of the day (daypart.ts), not tomorrow as chrono reads it. */
const isMorning = (question: string, result: { index: number; text: string }) =>
  foldedWords(result.text).join(' ') === 'manana' &&
  isDaypartArticle(words(question.slice(0, result.index)).at(-1));

/** "el 12", "para el 12", "el viernes 25": a day of the month named alone (no month: chrono leaves it). */
const DAY_OF_MONTH = new RegExp(
  `\\b(?:el|para el|del) (?:(${WEEKDAYS.join('|')}|dia) )?(\\d{1,2})\\b(?! (?:de|del|al?) )`,
);

/**
 * The latest date not after today whose day of the month is the one named; null when none is. With
 * its weekday, "el viernes 25" asked on Wednesday 23 December is Friday the 25th, two days ahead,
 * when the latest 25th, a Wednesday, is not a Friday (since 2026-12-06; before, 25 November).
 */
function dayOfMonth(text: string, today: string): DateReading | null {
  const match = text.match(DAY_OF_MONTH);
  const day = Number(match?.[2]);
  if (!match || day < 1 || day > 31) return null;
  const weekday = WEEKDAYS.indexOf(match[1] ?? '') + 1;
  const latest = latestOfDay(day, today);
  const coming =
    weekday > 0 && latest !== null && isoWeekday(latest) !== weekday ? nextOfDay(day, today) : null;
  const date = coming !== null && isoWeekday(coming) === weekday ? coming : latest;
  if (date === null) return null;
  const reading = finish(date, date, today, match[0]);
  return reading.kind === 'range' ? { ...reading, monthless: true } : reading;
}

/** The latest date not after today that is the `day`th of its month (this month's or the two before). */
function latestOfDay(day: number, today: string): string | null {
  for (let back = 0; back <= 2; back++) {
    const first = addMonths(firstOfMonth(today)!, -back)!;
    const date = calendarDate(yearOf(first), Number(first.slice(5, 7)), day);
    if (date !== null && date <= today) return date;
  }
  return null;
}

/** The first date after today that is the `day`th of its month (this month's or the next). */
function nextOfDay(day: number, today: string): string | null {
  for (let ahead = 0; ahead <= 1; ahead++) {
    const first = addMonths(firstOfMonth(today)!, ahead)!;
    const date = calendarDate(yearOf(first), Number(first.slice(5, 7)), day);
    if (date !== null && date > today) return date;
  }
  return null;
}

/** en octubre / octubre [de 2025]: the whole month, the latest one that has begun. */
function wholeMonth(text: string, today: string): DateReading | null {
  const match = text.match(WHOLE_MONTH);
  if (!match) return null;
  const month = monthIndex(match[1]!);
  let first = calendarDate(match[2] ? Number(match[2]) : yearOf(today), month, 1)!;
  if (!match[2] && first > today) first = addMonths(first, -12)!;
  return finish(first, lastOfMonth(first)!, today, match[0]);
}

/** A year in figures after a word that dates it: "en 2025", "el 2025", "de 2024", "del año 2025". */
const WHOLE_YEAR = /\b(?:en|el|de|del|durante|para|todo) (?:el )?(?:ano )?((?:19|20)\d{2})\b/;

/** en 2025 / el 2025: the whole year (to today for the current one); after the month and day rules, which read "noviembre de 2025" and "6 de marzo de 2026". */
function wholeYear(text: string, today: string): DateReading | null {
  const match = text.match(WHOLE_YEAR);
  if (!match) return null;
  const year = Number(match[1]);
  return finish(calendarDate(year, 1, 1)!, calendarDate(year, 12, 31)!, today, match[0]);
}

/** The months as written, for the question chrono reads (its Spanish parser wants them spelled). */
const SPELLED_MONTHS =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';

/**
 * A month's year said in words: "noviembre del año pasado", "marzo de este año", "el 12 de
 * diciembre el año pasado" (since 2026-12-06; before, that whole year).
 */
const MONTH_YEAR_WORDS = new RegExp(
  `\\b(${MONTH_PATTERN}|${SPELLED_MONTHS}),? (?:de |del |el )(?:el )?(a[nñ]o pasad[oa]|a[nñ]o anterior|este a[nñ]o)\\b`,
  'i',
);

/**
 * "noviembre del año pasado" read as "noviembre de 2025", in the folded text the month's rules read
 * and in the question chrono reads (the year's own rule would take the whole year).
 */
function withYearInFigures(text: string, today: string): string {
  const yearOfWords = (words: string) =>
    words.toLowerCase().startsWith('este') ? yearOf(today) : yearOf(today) - 1;
  return text
    .replace(
      YEAR_WORDS_MONTH,
      (_, words: string, before: string, month: string) => `${before}${month} de ${yearOfWords(words)}`,
    )
    .replace(
      MONTH_YEAR_WORDS,
      (_, month: string, _folded, words: string) => `${month} de ${yearOfWords(words)}`,
    );
}

/**
 * The year said before its month: "el año pasado en junio", "el año pasado el 10 de mayo" (since
 * 2026-12-06; before, that whole year).
 */
const YEAR_WORDS_MONTH = new RegExp(
  `\\b(?:el )?(a[nñ]o pasad[oa]|a[nñ]o anterior|este a[nñ]o),? (en |el )((?:\\d{1,2} de )?(?:${MONTH_PATTERN}|${SPELLED_MONTHS}))\\b`,
  'i',
);

/** A month shortened as a phone types it, after a word that dates it: "de oct a nov", "el 15 de sept". */
const MONTH_SHORT =
  /\b(en|de|del|a|al|hasta|desde|y) (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\.?(?![\p{L}\d])/giu;
const MONTH_OF_SHORT: Readonly<Record<string, string>> = Object.fromEntries(
  MONTHS.map((month) => [month.slice(0, 3), month] as const).concat([['sept', 'septiembre']]),
);

/**
 * The question with its shortened months spelled out ("¿cuánto vendí de oct a nov?" → "de octubre
 * a noviembre"), read once where a question comes in (rules.ts, ask.ts) so that every reader, the
 * dates and the intents alike, sees a month. Only after a word that dates it: "mar" alone is the sea.
 */
export function withMonthsSpelled(question: string): string {
  return question.replace(MONTH_SHORT, (whole, before: string, short: string) => {
    const month = MONTH_OF_SHORT[short.toLowerCase()];
    return month === undefined ? whole : `${before} ${month}`;
  });
}

/**
 * "¿Cuánto vendo en promedio un domingo?", "¿cuánto vendo un sábado normal?": a weekday said with
 * "un" beside an average or a habit is that weekday's habit, read as "los domingos" (since
 * 2026-12-07; before, last Sunday alone, "en promedio … en 1 días abiertos").
 */
export function withHabitWeekdays(question: string): string {
  if (!HABIT_WORDS.test(question)) return question;
  return question.replace(ONE_WEEKDAY, (said: string, weekday: string) => {
    const plural = /s$/.test(weekday) ? `los ${weekday}` : `los ${weekday}s`;
    return said.toLowerCase().startsWith('en') ? `en ${plural}` : plural;
  });
}

/** Words of a habit, not of one day: "en promedio", "normalmente", "por lo general", "siempre", "cada". */
export const HABIT_WORDS =
  /\b(promedio|normal|t[ií]pico|com[uú]n|cualquier|cualquiera|usualmente|normalmente|generalmente|regularmente|por lo general|siempre|suelo|solemos|cada)\b/iu;
// "en domingo" with a habit word is the habit too (since 2026-12-08; before, the last Sunday).
const ONE_WEEKDAY = /\b(?:un|en) (lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\b/iu;

/** The question as every reader reads it: its months spelled out, a habitual weekday plural. */
export const questionAsRead = (question: string) => withHabitWeekdays(withMonthsSpelled(question));

/**
 * Feasts of a fixed date that are no day of Mexico's calendar (calendar/holidays.ts) but days an
 * owner names: "el día de Reyes" (rosca), "la Candelaria" (tamales). Read as their date, so a past
 * question takes the latest and a forecast the coming one, as "el 6 de enero" (since 2026-12-06;
 * before, no day, so yesterday).
 */
const FIXED_FEASTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(el )?d[ií]a de (los )?(santos )?reyes( magos)?\b/giu, 'el 6 de enero'],
  [/\b(el )?d[ií]a de la candelaria\b/giu, 'el 2 de febrero'],
  // Since 2026-12-07 (before, no day, so the forecast's 14 days or yesterday).
  [/\b(el )?d[ií]a del maestro\b/giu, 'el 15 de mayo'],
  [/\b(el )?d[ií]a de la santa cruz\b/giu, 'el 3 de mayo'],
  [/\b(el )?d[ií]a de la bandera\b/giu, 'el 24 de febrero'],
  [/\b(el )?d[ií]a del estudiante\b/giu, 'el 23 de mayo'],
  [/\b(el )?halloween\b/giu, 'el 31 de octubre'],
  // A season, not a day: the nine posadas, 16 to 24 December; the Guadalupe-Reyes marathon, from the
  // Virgen's day to Reyes (since 2026-12-06; before, tomorrow or yesterday).
  [/\b(en )?(las|la temporada de|la [eé]poca de) posadas\b/giu, 'del 16 al 24 de diciembre'],
  [/\b(en )?(el )?(marat[oó]n )?guadalupe[- ]reyes\b/giu, 'del 12 de diciembre al 6 de enero'],
  // The days between the two feasts, and Reyes said after "en" or "para" ("Reyes" alone may be a
  // waiter's surname).
  [/\b(entre|de) navidad (y|a) a[ñn]o nuevo\b/giu, 'del 25 de diciembre al 1 de enero'],
  [/\b(en|para) (los )?(santos )?reyes( magos)?\b/giu, 'el 6 de enero'],
];

const withFixedFeasts = (question: string) =>
  FIXED_FEASTS.reduce((text, [pattern, date]) => text.replace(pattern, date), question).replace(
    QUARTER_CODE,
    (_, quarter: string) => `el ${QUARTER_ORDINALS[Number(quarter) - 1]} trimestre`,
  );

/** "el Q3", "en el Q1 de 2029": a quarter as a report names it (since 2026-12-07; before, no period). */
const QUARTER_CODE = /\b(?:el |en el )?q([1-4])\b/giu;
const QUARTER_ORDINALS = ['primer', 'segundo', 'tercer', 'cuarto'];

/**
 * Text already folded (understand.ts splits a comparison's folded words and reads each side) with
 * its months spelled again, "el 10 de disiembre" → "el 10 de diciembre": chrono, which reads the
 * explicit day, wants them spelled, and without it the day was lost to its month (since 2026-12-06;
 * "¿cómo voy contra el 10 de diciembre?" read all of December).
 */
const FOLDED_ONLY = MONTHS.map((month, index) => [FOLDED_MONTHS[index]!, month] as const).filter(
  ([folded, month]) => folded !== month,
);
const FOLDED_MONTH = new RegExp(`\\b(${FOLDED_ONLY.map(([folded]) => folded).join('|')})\\b`, 'g');
const SPELLED_OF = new Map(FOLDED_ONLY);
const withMonthsUnfolded = (text: string) =>
  text.replace(FOLDED_MONTH, (folded) => SPELLED_OF.get(folded) ?? folded);

/** The period a question names, or null when it names none. */
export function readDates(asked: string, today: string): DateReading | null {
  const question = withFixedFeasts(withMonthsUnfolded(asked));
  const week = weekAroundDay(question, today);
  if (week !== null) return week;
  const said = withRangeSaid(
    withWeekendSaid(withYearEndsAsMonths(withYearInFigures(dateText(question), today), today)),
  );
  // "¿Cuánto vendo a la semana?", "¿cuánto pago de nómina por semana?": a week's worth, the last
  // whole week (as "al mes" is the last whole month, understand.ts), not this week's days so far;
  // with a period named ("en agosto por semana"), that period (since 2026-12-06; before, last week).
  const perWeek = said.match(PER_WEEK);
  const text = perWeek === null ? said : said.replace(PER_WEEK, ' ');
  const named = periodSaid(text, question, today);
  if (named !== null || perWeek === null) return named;
  const monday = mondayBefore(today, 1);
  return finish(monday, plusDays(monday, 6), today, perWeek[0]);
}

const OF_THE_YEAR = new RegExp(
  `\\b((?:primer|segund|terser|kuart|ultim)a semana|(?:primer|segundo|terser|kuarto|ultimo) (?:fin de semana|${WEEKDAYS.join('|')})|(?:primer|ultim)os \\S+ dias) (?:del ano(?: (pasad[oa]|anterior))?|de (\\d{4}))\\b`,
);

/**
 * "la última semana del año", "el primer fin de semana del año pasado", "los últimos 5 días de
 * 2029" (folded): a year's first days are its January's, its last its December's, read as the
 * month's (since 2026-12-06; before, the last 7 days, or nothing).
 */
function withYearEndsAsMonths(text: string, today: string): string {
  return text.replace(OF_THE_YEAR, (_, words: string, past?: string, figures?: string) => {
    const month = words.startsWith('ultim') ? dateText('diciembre') : 'enero';
    const year = figures ?? (past === undefined ? undefined : String(yearOf(today) - 1));
    return `${words} de ${month}${year === undefined ? '' : ` de ${year}`}`;
  });
}

/**
 * "contra el 16 al 28 de febrero" (folded): days said with "el … al …" are the days "del … al …"
 * (since 2026-12-07; before, the 28th alone).
 */
const withRangeSaid = (text: string) =>
  withoutWhatTheDayIs(text.replace(/\bel (\d{1,2}) al (\d{1,2})\b/, 'del $1 al $2'));

/**
 * "el lunes 18 que es puente", "el lunes que es festivo" (folded): the day named; the clause only
 * says what it is (since 2026-12-07; before, the whole puente, or no day).
 */
export const withoutWhatTheDayIs = (text: string) =>
  text.replace(
    / ke (?:es|son|sera|ba a ser|kae) (?:el |un |dia )?(?:puente|festibo|feriado|desk?anso(?: obligatorio)?)\b/,
    '',
  );

/**
 * "¿Cuánto me dejaron de propina el fin?", "el fin pasado" (folded): "el fin" alone is the weekend,
 * as owners say it (since 2026-12-06; before, nothing read), not "el fin de mes" nor the Buen Fin.
 */
const withWeekendSaid = (text: string) => text.replace(/\b(el|este|ese) fin\b(?! de\b)/, '$1 fin de semana');

/** "a la semana", "por semana", "cada semana" (folded): a week's worth, not the week under way. */
const PER_WEEK = /\b(a la semana|por semana|kada semana)\b/;

/** The period the folded words name, rules first, then chrono's explicit day, then a bare name. */
function periodSaid(text: string, question: string, today: string): DateReading | null {
  // Ranges first ("del 1 al 15 de noviembre" also contains a day), then relative words ("antes de
  // ayer" before chrono reads its "ayer"), then an explicit day ("el viernes 6 de marzo" is the
  // 6th, whatever its weekday says), then a weekday alone, then a bare month, then a bare year.
  const weekdayRule = rules[rules.length - 1]!;
  for (const rule of rules.slice(0, -1)) {
    const reading = rule(text, today);
    if (reading) return reading;
  }
  // chrono only where an explicit day can be: a digit, a month name or "mañana" (it costs ~1 ms).
  const explicit = EXPLICIT_DAY_HINT.test(text)
    ? explicitDay(withYearInFigures(question, today), today)
    : null;
  return (
    explicit ??
    dayOfMonth(text, today) ??
    weekdayRule(text, today) ??
    wholeMonth(text, today) ??
    wholeYear(text, today)
  );
}

/** "semana del 14 de febrero", "semana del 8": the words after it name a day. */
const WEEK_OF_DAY = /\bsemana del (?=\d)/i;

/**
 * "la semana del 14 de febrero": the Monday-to-Sunday week around the day named, as "la semana de
 * Navidad" (since 2026-12-06; before, "la semana" read alone, this week). Null when the words after
 * "semana del" do not name one day ("del 7 al 13" is a range, read as such).
 */
function weekAroundDay(question: string, today: string): DateReading | null {
  const at = WEEK_OF_DAY.exec(question);
  const said = at === null ? '' : question.slice(at.index + at[0].length);
  if (at === null || /^\d{1,2} (al|a) \d/.test(said)) return null;
  // Folded text ("nobiembre", a comparison's side) has its months spelled back for chrono.
  const typed = FOLDED_MONTHS.reduce(
    (text, folded, index) => text.replace(new RegExp(`\\b${folded}\\b`), MONTHS[index]!),
    said,
  );
  const day = readDates(`el ${typed}`, today);
  if (day?.kind !== 'range' || day.range.from !== day.range.to) return null;
  const monday = mondayOf(day.range.from)!;
  const phrase = `semana del ${day.phrase.replace(/^el /, '')}`;
  // "el fin de semana del 1 de mayo": that week's Saturday and Sunday, compared as a weekend.
  if (/\bfin de $/i.test(question.slice(0, at.index)))
    return finish(plusDays(monday, 5), plusDays(monday, 6), today, `fin de ${phrase}`);
  const reading = finish(monday, plusDays(monday, 6), today, phrase);
  const weekOf = { day: day.range.from, monthless: day.monthless === true };
  return reading.kind === 'range' ? { ...reading, weekOf } : reading;
}

/** Period defaults of the intents, relative to today. */
export function defaultPeriod(
  kind: 'yesterday' | 'this_month' | 'last_month' | 'last_28_days',
  today: string,
): DateRange {
  switch (kind) {
    case 'yesterday': {
      const yesterday = plusDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'this_month':
      return { from: firstOfMonth(today)!, to: today };
    case 'last_month': {
      const first = addMonths(firstOfMonth(today)!, -1)!;
      return { from: first, to: lastOfMonth(first)! };
    }
    case 'last_28_days':
      return { from: plusDays(today, -28), to: plusDays(today, -1) };
  }
}

/** The equal-length period just after `range` ("¿y el siguiente?"). */
export function nextRange(range: DateRange): DateRange {
  const days = daysBetween(range.from, range.to)! + 1;
  return { from: plusDays(range.to, 1), to: plusDays(range.to, days) };
}

/**
 * "el anterior", "la anterior", "antes", "la pasada" (folded): the period before the
 * conversation's ("¿y la pasada?" after this week's, since 2026-12-07; before, out of the domain).
 */
// "¿Y la antepasada?" after last week: the one before it (since 2026-12-08; before, out of the domain).
export const PRECEDING =
  /^\s*(?:i |y )?(?:(?:la|el|lo) (?:anterior|de antes|pasad[oa]|antepasad[oa])|antes)\s*$/;

/** "el siguiente", "al día siguiente", "después" (folded): the period after the conversation's. */
export const FOLLOWING =
  /^\s*(?:i |y )?(?:(?:la|el|lo) (?:siguiente|ke sigu?e|de despues)|(?:al|el) dia siguiente|despues)\s*$/;

/**
 * "¿Y la otra?", "¿y el otro?" (folded): after days to come the ones after them, after days gone the
 * ones before (since 2026-12-08; before, tomorrow or out of the domain).
 */
export const OTHER_ONE = /^\s*(?:i |y )?(?:la|el) otr[oa]\s*$/;

/** A period read as any date phrase is: to come when it starts after today, else cut to today. */
export const readingOf = (range: DateRange, today: string, phrase: string): DateReading =>
  finish(range.from, range.to, today, phrase);

/** The equal-length period just before `range` (what vs_previous_period compares with). */
export function previousRange(range: DateRange): DateRange {
  const days = daysBetween(range.from, range.to)! + 1;
  return { from: plusDays(range.from, -days), to: plusDays(range.from, -1) };
}
