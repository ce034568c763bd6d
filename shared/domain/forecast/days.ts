/**
 * forecastDays: a branch's next days, sales and covers, each a point and its 80 % interval, with
 * the drivers that explain it. Only the history dated before the origin is read, so a forecast
 * made today and the backtest's replay of today are the same numbers. Method: docs/forecast.md.
 */

import { QUINCENA_LABEL } from '../calendar/quincena.ts';
import { addDays, daysBetween, isoWeekday } from '../calendar-dates.ts';
import { WEEKDAYS } from '../calendar-names.ts';
import { type DayCalendar, dayCalendar, firstDateOfKey, holidayLog } from './calendar-effects.ts';
import {
  dayPositions,
  type FittedSeries,
  fitSeries,
  forecastSeries,
  type OpenDay,
  weekdayFactor,
} from './model.ts';
import { projectLevel } from './smoothing.ts';
import {
  CALENDAR_DRIVERS,
  type Driver,
  type ForecastDay,
  type ForecastDaysFn,
  type ForecastSettings,
  type HistoryDay,
  MIN_HISTORY_DAYS,
  movesTheDay,
} from './types.ts';

/** A weekday with no open day in this many weeks (with the history spanning them) is closed. */
const CLOSED_WEEKDAY_WEEKS = 8;
/**
 * Days of history fitted: a year and a few weeks, so last year's Día de las Madres is in it while a
 * fit stays fast; older days add little to a weekly model that adapts.
 */
const FIT_WINDOW_DAYS = 400;
/** A trend under this many percent is not worth a driver. */
const TREND_DRIVER_MIN_PCT = 1;

const round1 = (value: number) => Math.round(value * 10) / 10;
const pctOfLog = (log: number) => round1((Math.exp(log) - 1) * 100);
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The history before `origin`, sorted by date, one entry per date. */
export function historyBefore(history: readonly HistoryDay[], origin: string): HistoryDay[] {
  const byDate = new Map<string, HistoryDay>();
  for (const day of history) if (day.date < origin) byDate.set(day.date, day);
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** Why a date will not open, as a driver; null when nothing says so. */
function closedDriver(date: string, settings: ForecastSettings, past: readonly HistoryDay[]): Driver | null {
  const weekday = isoWeekday(date) as number;
  const name = WEEKDAYS[weekday % 7] as string;
  if (settings.closed_dates.includes(date))
    return { code: 'closed', label: 'Cerrado (día declarado)', effect_pct: -100 };
  if (settings.closed_weekdays.includes(weekday)) {
    return {
      code: 'closed',
      label: `Cerrado los ${name === 'sábado' || name === 'domingo' ? `${name}s` : name}`,
      effect_pct: -100,
    };
  }
  const first = past[0]?.date;
  const last = past.at(-1)?.date;
  if (first === undefined || last === undefined) return null;
  const span = daysBetween(first, last) as number;
  if (span < CLOSED_WEEKDAY_WEEKS * 7) return null;
  const since = addDays(last, -CLOSED_WEEKDAY_WEEKS * 7) as string;
  const openThatWeekday = past.some(
    (day) => day.open && day.date > since && isoWeekday(day.date) === weekday,
  );
  return openThatWeekday
    ? null
    : { code: 'closed', label: `No abrió en ${name} en ${CLOSED_WEEKDAY_WEEKS} semanas`, effect_pct: -100 };
}

/** Closed on the last occurrence of the same calendar day while open most of the week before it. */
function closedLastTime(date: string, calendar: DayCalendar, past: readonly HistoryDay[]): Driver | null {
  if (calendar.holidayKey === null || past.length === 0) return null;
  const byDate = new Map(past.map((day) => [day.date, day]));
  const first = (past[0] as HistoryDay).date;
  for (let back = 1; back <= 3; back++) {
    const year = Number(date.slice(0, 4)) - back;
    const previous = firstDateOfKey(year, calendar.holidayKey);
    if (previous === null || previous < first) continue;
    if (byDate.get(previous)?.open === true) return null;
    const weekBefore = Array.from({ length: 7 }, (_, index) =>
      byDate.get(addDays(previous, -1 - index) as string),
    );
    const openBefore = weekBefore.filter((day) => day?.open === true).length;
    if (openBefore < 4) return null;
    return { code: 'closed', label: `Cerró en ${calendar.holidayLabel} la última vez`, effect_pct: -100 };
  }
  return null;
}

/**
 * News first, the larger effect first among them (Día del Niño at +3 % does not lead a quincena at
 * +9 %), then the weekday and the trend; a driver that rounds to 0 % after all of them, so
 * `drivers[0]` is never a "Día de la Virgen de Guadalupe (±0 %)" said as what weighs most.
 */
function inOrderToSay(list: readonly Driver[]): Driver[] {
  const news = list
    .filter((driver) => CALENDAR_DRIVERS.has(driver.code) && movesTheDay(driver))
    .sort((a, b) => Math.abs(b.effect_pct) - Math.abs(a.effect_pct));
  const routine = list.filter((driver) => !CALENDAR_DRIVERS.has(driver.code) && movesTheDay(driver));
  return [...news, ...routine, ...list.filter((driver) => !movesTheDay(driver))];
}

/** The drivers of an `ok` day, in the order to say them (inOrderToSay). */
function drivers(sales: FittedSeries, date: string, calendar: DayCalendar, origin: string): Driver[] {
  const list: Driver[] = [];
  if (calendar.holidayKey !== null) {
    list.push({
      code: 'holiday',
      label: calendar.holidayLabel as string,
      effect_pct: pctOfLog(holidayLog(sales.effects, calendar.holidayKey)),
    });
  }
  if (calendar.event !== null)
    list.push({
      code: 'holiday',
      label: calendar.event.label,
      effect_pct: round1(calendar.event.effect_pct),
    });
  if (calendar.quincena)
    list.push({ code: 'quincena', label: QUINCENA_LABEL, effect_pct: pctOfLog(sales.effects.quincena) });
  const weekday = isoWeekday(date) as number;
  const season = weekdayFactor(sales, weekday - 1);
  list.push({
    code: 'weekday',
    label: capitalized(WEEKDAYS[weekday % 7] as string),
    effect_pct: round1((season - 1) * 100),
  });
  const trend = trendPct(sales, date, origin);
  if (trend !== null && Math.abs(trend) >= TREND_DRIVER_MIN_PCT) {
    list.push({
      code: 'trend',
      label: trend > 0 ? 'Tendencia al alza (4 semanas)' : 'Tendencia a la baja (4 semanas)',
      effect_pct: trend,
    });
  }
  return inOrderToSay(list);
}

/** The level projected to `date` against the level 4 weeks before the origin, percent. */
function trendPct(sales: FittedSeries, date: string, origin: string): number | null {
  const then = (daysBetween(sales.epoch, origin) as number) - 28;
  let index = sales.states.count - 1;
  while (index > 0 && sales.states.timeAt(index) > then) index -= 1;
  const earlier = sales.states.at(index);
  if (earlier.t > then || earlier.level <= 0) return null;
  const state = sales.states.at(sales.states.count - 1);
  return round1((projectLevel(state, daysBetween(sales.epoch, date) as number) / earlier.level - 1) * 100);
}

/**
 * The fit of each figure over the open days of `recent`: their calendars and positions are the
 * same for sales and covers, so they are worked out once.
 */
function figureFitter(recent: readonly HistoryDay[], settings: ForecastSettings, epoch: string) {
  const open = recent.filter((day) => day.open);
  const calendars = open.map((day) => dayCalendar(day.date, settings));
  const positions = dayPositions(
    open.map((day) => day.date),
    epoch,
  );
  return (figureOf: (day: HistoryDay) => number): FittedSeries => {
    const days = open.map((day, index): OpenDay => {
      return { date: day.date, value: figureOf(day), calendar: calendars[index] as DayCalendar };
    });
    return fitSeries(days, epoch, positions);
  };
}

function emptyDay(
  date: string,
  horizon: number,
  status: ForecastDay['status'],
  drivers: Driver[],
): ForecastDay {
  const none = {
    sales_cents: null,
    sales_low_cents: null,
    sales_high_cents: null,
    covers: null,
    covers_low: null,
    covers_high: null,
  };
  return { date, horizon, status, ...none, drivers };
}

export const forecastDays: ForecastDaysFn = (history, { origin, days, settings }) => {
  const past = historyBefore(history, origin);
  const firstFitted = addDays(origin, -FIT_WINDOW_DAYS) as string;
  const recent = past.filter((day) => day.date >= firstFitted);
  const enough = recent.filter((day) => day.open).length >= MIN_HISTORY_DAYS;
  const fitFigure = enough ? figureFitter(recent, settings, recent[0]?.date ?? origin) : null;
  const sales = fitFigure?.((day) => day.sales_cents) ?? null;
  const covers = fitFigure?.((day) => day.covers) ?? null;
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(origin, index) as string;
    const calendar = dayCalendar(date, settings);
    const closed =
      closedDriver(date, settings, past) ?? (enough ? closedLastTime(date, calendar, past) : null);
    if (closed !== null) return emptyDay(date, index + 1, 'closed', [closed]);
    if (sales === null || covers === null) return emptyDay(date, index + 1, 'insufficient_history', []);
    const salesForecast = forecastSeries(sales, date, calendar);
    const coversForecast = forecastSeries(covers, date, calendar);
    return {
      date,
      horizon: index + 1,
      status: 'ok',
      sales_cents: Math.round(salesForecast.point),
      sales_low_cents: Math.round(salesForecast.low),
      sales_high_cents: Math.round(salesForecast.high),
      covers: Math.round(coversForecast.point),
      covers_low: Math.round(coversForecast.low),
      covers_high: Math.round(coversForecast.high),
      drivers: drivers(sales, date, calendar, origin),
    };
  });
};
