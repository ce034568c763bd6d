/**
 * Mexico's calendar as a restaurant lives it: the official days of rest (Ley Federal del Trabajo,
 * art. 74) and the days that move demand (Semana Santa, Día de las Madres, Buen Fin…), each with a
 * stable code and its Spanish label. Computed, not looked up, so every year has them; the one
 * exception table is Buen Fin's, whose organisers stretched it in the pandemic years.
 * test/unit/calendar/holidays.test.ts checks 2020–2035 against a hand-written table.
 *
 * Not here: election days (art. 74 fr. X, set by each electoral law) and local feasts.
 */
import { addDays, calendarDate, isoWeekday } from '../calendar-dates.ts';
import { easterSunday } from './easter.ts';

export type HolidayCode =
  | 'new_year'
  | 'constitution_day'
  | 'benito_juarez'
  | 'valentines'
  | 'holy_thursday'
  | 'good_friday'
  | 'childrens_day'
  | 'labour_day'
  | 'mothers_day'
  | 'fathers_day'
  | 'independence_eve'
  | 'independence_day'
  | 'presidential_transfer'
  | 'all_saints'
  | 'day_of_the_dead'
  | 'revolution_day'
  | 'buen_fin'
  | 'guadalupe'
  | 'christmas_eve'
  | 'christmas'
  | 'new_years_eve';

export interface CalendarEvent {
  date: string;
  code: HolidayCode;
  /** Mexican Spanish, as an owner would say it. */
  label: string;
  /** An official day of rest (LFT art. 74): paid double if worked, many offices closed. */
  rest: boolean;
}

const HOLIDAY_LABELS: Record<HolidayCode, string> = {
  new_year: 'Año Nuevo',
  constitution_day: 'Día de la Constitución',
  benito_juarez: 'Natalicio de Benito Juárez',
  valentines: 'Día del Amor y la Amistad',
  holy_thursday: 'Jueves Santo',
  good_friday: 'Viernes Santo',
  childrens_day: 'Día del Niño',
  labour_day: 'Día del Trabajo',
  mothers_day: 'Día de las Madres',
  fathers_day: 'Día del Padre',
  independence_eve: 'Noche del Grito',
  independence_day: 'Día de la Independencia',
  presidential_transfer: 'Transmisión del Poder Ejecutivo',
  all_saints: 'Día de Todos los Santos',
  day_of_the_dead: 'Día de Muertos',
  revolution_day: 'Día de la Revolución',
  buen_fin: 'El Buen Fin',
  guadalupe: 'Día de la Virgen de Guadalupe',
  christmas_eve: 'Nochebuena',
  christmas: 'Navidad',
  new_years_eve: 'Fin de Año',
};

/** The `nth` (1-based) given ISO weekday (1 Monday … 7 Sunday) of a month. */
function nthWeekdayOf(year: number, month: number, weekday: number, nth: number): string {
  const first = calendarDate(year, month, 1) as string;
  const offset = (weekday - (isoWeekday(first) as number) + 7) % 7;
  return addDays(first, offset + 7 * (nth - 1)) as string;
}

/**
 * The presidential transfer is a day of rest every six years: 1 December until 2018, 1 October from
 * 2024 (constitutional reform of 2014, art. 83; LFT art. 74 fr. VII as amended).
 */
function presidentialTransfer(year: number): string | null {
  if (year >= 2024) return (year - 2024) % 6 === 0 ? `${year}-10-01` : null;
  return (2018 - year) % 6 === 0 ? `${year}-12-01` : null;
}

/** Buen Fin editions that did not follow the rule: the organisers' announced dates. */
const BUEN_FIN_EXCEPTIONS: Record<number, [string, string]> = {
  2020: ['2020-11-09', '2020-11-20'],
  2021: ['2021-11-10', '2021-11-16'],
};

/**
 * Buen Fin (since 2011): Friday to Monday of the Revolution long weekend, the weekend before the
 * third Monday of November; 2020 and 2021 ran longer.
 */
export function buenFinDays(year: number): string[] {
  if (year < 2011) return [];
  const [from, to] = BUEN_FIN_EXCEPTIONS[year] ?? [
    addDays(nthWeekdayOf(year, 11, 1, 3), -3) as string,
    nthWeekdayOf(year, 11, 1, 3),
  ];
  const days: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1) as string) days.push(date);
  return days;
}

/** Every calendar event of `year`, by date (two events may share a date: Buen Fin's Monday). */
export function mexicanCalendar(year: number): CalendarEvent[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => calendarDate(year, month, day) as string;
  const rest: [HolidayCode, string | null][] = [
    ['new_year', fixed(1, 1)],
    ['constitution_day', nthWeekdayOf(year, 2, 1, 1)],
    ['benito_juarez', nthWeekdayOf(year, 3, 1, 3)],
    ['labour_day', fixed(5, 1)],
    ['independence_day', fixed(9, 16)],
    ['presidential_transfer', presidentialTransfer(year)],
    ['revolution_day', nthWeekdayOf(year, 11, 1, 3)],
    ['christmas', fixed(12, 25)],
  ];
  const demand: [HolidayCode, string][] = [
    ['valentines', fixed(2, 14)],
    ['holy_thursday', addDays(easter, -3) as string],
    ['good_friday', addDays(easter, -2) as string],
    ['childrens_day', fixed(4, 30)],
    ['mothers_day', fixed(5, 10)],
    ['fathers_day', nthWeekdayOf(year, 6, 7, 3)],
    ['independence_eve', fixed(9, 15)],
    ['all_saints', fixed(11, 1)],
    ['day_of_the_dead', fixed(11, 2)],
    ['guadalupe', fixed(12, 12)],
    ['christmas_eve', fixed(12, 24)],
    ['new_years_eve', fixed(12, 31)],
    ...buenFinDays(year).map((date): [HolidayCode, string] => ['buen_fin', date]),
  ];
  const events = [
    ...rest.flatMap(([code, date]) =>
      date === null ? [] : [{ date, code, label: HOLIDAY_LABELS[code], rest: true }],
    ),
    ...demand.map(([code, date]) => ({ date, code, label: HOLIDAY_LABELS[code], rest: false })),
  ];
  return events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.code < b.code ? -1 : 1));
}

const byYear = new Map<number, CalendarEvent[]>();

/** The calendar events on `date` (YYYY-MM-DD); [] on an ordinary day. */
export function calendarEventsOn(date: string): CalendarEvent[] {
  const year = Number(date.slice(0, 4));
  let events = byYear.get(year);
  if (events === undefined) {
    events = mexicanCalendar(year);
    byYear.set(year, events);
  }
  return events.filter((event) => event.date === date);
}
