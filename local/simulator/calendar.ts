/**
 * What Mexico's calendar does to a simulated restaurant's traffic (docs/simulator.md, "Calendar"):
 * paydays (quincena), the days that move demand, the days it does not open, and a slow trend. The
 * calendar itself is the service's (shared/domain/calendar), so the simulator and the forecaster
 * agree on the dates, not on the sizes: the forecaster estimates those from the days it is sent.
 */

import { calendarEventsOn, type HolidayCode } from '#shared/domain/calendar/holidays.ts';
import { isQuincena } from '#shared/domain/calendar/quincena.ts';
import { daysBetween } from '#shared/domain/calendar-dates.ts';
import type { Concept } from './concepts.ts';
import { chance, rngFor } from './random.ts';

type ByConcept = Record<Concept['key'], number>;

/** Traffic on a payday, against an ordinary day of the same weekday. */
const QUINCENA: ByConcept = { taqueria: 1.08, bar: 1.12, cafe: 1.05 };

/** Traffic on each calendar day, against an ordinary day of the same weekday (missing = 1). */
const HOLIDAYS: Partial<Record<HolidayCode, ByConcept>> = {
  constitution_day: { taqueria: 0.9, bar: 1.1, cafe: 0.85 },
  benito_juarez: { taqueria: 0.9, bar: 1.1, cafe: 0.85 },
  valentines: { taqueria: 1.05, bar: 1.3, cafe: 1.2 },
  holy_thursday: { taqueria: 0.9, bar: 0.85, cafe: 0.85 },
  good_friday: { taqueria: 0.85, bar: 0.8, cafe: 0.8 },
  labour_day: { taqueria: 0.9, bar: 1, cafe: 0.85 },
  mothers_day: { taqueria: 1.35, bar: 0.9, cafe: 1.25 },
  fathers_day: { taqueria: 1.15, bar: 1.2, cafe: 1.05 },
  independence_eve: { taqueria: 1.15, bar: 1.6, cafe: 0.9 },
  independence_day: { taqueria: 0.9, bar: 0.8, cafe: 0.85 },
  revolution_day: { taqueria: 0.9, bar: 1.1, cafe: 0.85 },
  buen_fin: { taqueria: 1.05, bar: 1.05, cafe: 1.08 },
  guadalupe: { taqueria: 1.1, bar: 1, cafe: 1 },
  christmas_eve: { taqueria: 0.7, bar: 0.5, cafe: 0.75 },
  new_years_eve: { taqueria: 0.75, bar: 0.6, cafe: 0.7 },
};

/** Growth a year: the taquería gains regulars, the café holds, the cantina slowly loses its crowd. */
const TREND_PER_YEAR: ByConcept = { taqueria: 0.06, bar: -0.03, cafe: 0.02 };
const TREND_FROM = '2026-01-01';

/** Every restaurant closes on Christmas and New Year's Day. */
const CLOSED_ON: readonly HolidayCode[] = ['christmas', 'new_year'];
/** And, about once in a hundred days, unannounced (a repair, a family event, a water cut). */
const UNPLANNED_CLOSURE = 0.01;

/** The calendar's factor on a day's tickets: quincena × the day's events × the trend. */
export function calendarFactor(concept: Concept, date: string): number {
  const payday = isQuincena(date) ? QUINCENA[concept.key] : 1;
  const events = calendarEventsOn(date).reduce(
    (factor, event) => factor * (HOLIDAYS[event.code]?.[concept.key] ?? 1),
    1,
  );
  const years = (daysBetween(TREND_FROM, date) as number) / 365;
  return payday * events * (1 + TREND_PER_YEAR[concept.key]) ** years;
}

/** Whether the branch opens on `date` (seeded: the same seed closes the same days). */
export function isOpenDay(branch: { seed: number; index: number }, date: string): boolean {
  if (calendarEventsOn(date).some((event) => CLOSED_ON.includes(event.code))) return false;
  return !chance(rngFor('closed', branch.seed, branch.index, date), UNPLANNED_CLOSURE);
}
