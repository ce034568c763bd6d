/**
 * How the calendar moves a day's demand. Each date gets at most one holiday key (the codes of the
 * Mexican calendar events on it, joined: Buen Fin's Monday is also Día de la Revolución every year,
 * so the pair is one key), a quincena flag and the owner's declared event. Effects are
 * multiplicative and kept as logarithms. A key the branch has seen is estimated from its own days,
 * shrunk toward the default below (weight SHRINK_DAYS days of the default); one it has never seen
 * uses the default. Defaults are deliberately small: a wrong big default costs more than a missed
 * effect, and one occurrence already moves the estimate halfway (docs/forecast.md, "Calendar").
 */
import { calendarEventsOn, type HolidayCode, mexicanCalendar } from '../calendar/holidays.ts';
import { isQuincena } from '../calendar/quincena.ts';
import type { ForecastSettings } from './types.ts';

/** Default effect of each calendar event on a day's sales, percent. */
export const DEFAULT_EFFECT_PCT: Record<HolidayCode, number> = {
  new_year: -30,
  constitution_day: 0,
  benito_juarez: 0,
  valentines: 15,
  holy_thursday: -5,
  good_friday: -10,
  childrens_day: 0,
  labour_day: 0,
  mothers_day: 20,
  fathers_day: 10,
  independence_eve: 10,
  independence_day: -5,
  presidential_transfer: 0,
  all_saints: 0,
  day_of_the_dead: 0,
  revolution_day: 0,
  buen_fin: 3,
  guadalupe: 0,
  christmas_eve: -10,
  christmas: -30,
  new_years_eve: -15,
};

/** Default quincena (payday) effect, percent. */
export const DEFAULT_QUINCENA_PCT = 5;

/** Days of evidence the default is worth when shrinking a holiday's own estimate toward it. */
const HOLIDAY_SHRINK_DAYS = 1;
/** Quincena has ~24 days a year: its default weighs as much as three of them. */
const QUINCENA_SHRINK_DAYS = 3;
/** Estimated effects are kept within −60 % … +100 %: one odd day cannot make a wild forecast. */
const LOG_EFFECT_BOUNDS = [Math.log(0.4), Math.log(2)] as const;

export interface DayCalendar {
  /** Joined calendar codes, or null on an ordinary day. */
  holidayKey: string | null;
  /** Spanish label of the day's events ("Día de la Revolución y El Buen Fin"). */
  holidayLabel: string | null;
  quincena: boolean;
  /** The owner's declared event on the date, if any. */
  event: { label: string; effect_pct: number } | null;
}

/** The calendar facts of a date never change: computed once per date (a backtest asks thousands of times). */
const factsByDate = new Map<string, Omit<DayCalendar, 'event'>>();

function calendarFacts(date: string): Omit<DayCalendar, 'event'> {
  let facts = factsByDate.get(date);
  if (facts === undefined) {
    const events = calendarEventsOn(date);
    facts = {
      holidayKey: events.length === 0 ? null : events.map((event) => event.code).join('+'),
      holidayLabel: events.length === 0 ? null : events.map((event) => event.label).join(' y '),
      quincena: isQuincena(date),
    };
    factsByDate.set(date, facts);
  }
  return facts;
}

/** A date's facts with no calendar (ForecastSettings `calendar: 'none'`): the owner's events alone. */
const NO_CALENDAR = { holidayKey: null, holidayLabel: null, quincena: false } as const;

export function dayCalendar(date: string, settings: ForecastSettings): DayCalendar {
  const declared = settings.events.find((event) => event.date === date) ?? null;
  return {
    ...(settings.calendar === 'none' ? NO_CALENDAR : calendarFacts(date)),
    event: declared === null ? null : { label: declared.label, effect_pct: declared.effect_pct },
  };
}

/** Log effects in force: per holiday key, and quincena. */
export interface CalendarEffects {
  holiday: ReadonlyMap<string, number>;
  quincena: number;
}

const logOfPct = (pct: number) => Math.log(Math.max(0.01, 1 + pct / 100));

/** The default log effect of a holiday key (the product of its codes' defaults). */
function defaultHolidayLog(key: string): number {
  return key
    .split('+')
    .reduce((sum, code) => sum + logOfPct(DEFAULT_EFFECT_PCT[code as HolidayCode] ?? 0), 0);
}

export const DEFAULT_EFFECTS: CalendarEffects = {
  holiday: new Map(),
  quincena: logOfPct(DEFAULT_QUINCENA_PCT),
};

export function holidayLog(effects: CalendarEffects, key: string): number {
  return effects.holiday.get(key) ?? defaultHolidayLog(key);
}

/** The day's calendar multiplier, optionally leaving one component out (to measure it). */
export function calendarMultiplier(
  day: DayCalendar,
  effects: CalendarEffects,
  without: 'holiday' | 'quincena' | null = null,
): number {
  let log = 0;
  if (day.holidayKey !== null && without !== 'holiday') log += holidayLog(effects, day.holidayKey);
  if (day.quincena && without !== 'quincena') log += effects.quincena;
  if (day.event !== null) log += logOfPct(day.event.effect_pct);
  return Math.exp(log);
}

/** One observed ratio: ln(actual / forecast without the component), for a key or quincena. */
export interface EffectObservation {
  component: 'holiday' | 'quincena';
  key: string;
  logRatio: number;
}

const clampLog = (log: number) => Math.min(LOG_EFFECT_BOUNDS[1], Math.max(LOG_EFFECT_BOUNDS[0], log));

/** Shrunk estimates: (Σ observed + weight × default) / (n + weight), per key and for quincena. */
export function estimateEffects(observations: readonly EffectObservation[]): CalendarEffects {
  const sums = new Map<string, { sum: number; count: number }>();
  let quincenaSum = 0;
  let quincenaCount = 0;
  for (const observation of observations) {
    if (observation.component === 'quincena') {
      quincenaSum += observation.logRatio;
      quincenaCount += 1;
      continue;
    }
    const entry = sums.get(observation.key) ?? { sum: 0, count: 0 };
    entry.sum += observation.logRatio;
    entry.count += 1;
    sums.set(observation.key, entry);
  }
  const holiday = new Map<string, number>();
  for (const [key, { sum, count }] of [...sums].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const prior = defaultHolidayLog(key);
    holiday.set(key, clampLog((sum + HOLIDAY_SHRINK_DAYS * prior) / (count + HOLIDAY_SHRINK_DAYS)));
  }
  const quincenaPrior = DEFAULT_EFFECTS.quincena;
  const quincena = clampLog(
    (quincenaSum + QUINCENA_SHRINK_DAYS * quincenaPrior) / (quincenaCount + QUINCENA_SHRINK_DAYS),
  );
  return { holiday, quincena };
}

const firstDates = new Map<number, Map<string, string>>();

/** The first date of `year` whose holiday key is `key` (Buen Fin: its Friday), or null. */
export function firstDateOfKey(year: number, key: string): string | null {
  let keys = firstDates.get(year);
  if (keys === undefined) {
    const codesByDate = new Map<string, string[]>();
    for (const event of mexicanCalendar(year))
      codesByDate.set(event.date, [...(codesByDate.get(event.date) ?? []), event.code]);
    keys = new Map();
    for (const [date, codes] of codesByDate) if (!keys.has(codes.join('+'))) keys.set(codes.join('+'), date);
    firstDates.set(year, keys);
  }
  return keys.get(key) ?? null;
}
