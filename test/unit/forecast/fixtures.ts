/**
 * Synthetic branch histories for the forecaster's tests: a weekly pattern, a payday lift, a
 * Día de las Madres, multiplicative noise from a seeded generator (no Math.random), closed days.
 */

import { isQuincena } from '#shared/domain/calendar/quincena.ts';
import { addDays, isoWeekday } from '#shared/domain/calendar-dates.ts';
import type { HistoryDay } from '#shared/domain/forecast/types.ts';

/** A small deterministic generator (LCG), uniform in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WEEKDAY = [0.8, 0.85, 0.9, 0.95, 1.2, 1.4, 1.1];
const HOURS = [12, 13, 14, 15, 16, 17];
const HOUR_SHARE = [0.1, 0.25, 0.3, 0.2, 0.1, 0.05];

export interface SyntheticOptions {
  from: string;
  days: number;
  seed?: number;
  /** ISO weekdays the branch does not open. */
  closedWeekdays?: number[];
  noise?: number;
}

/** `days` days of a taquería-like branch from `from`. */
export function syntheticHistory(options: SyntheticOptions): HistoryDay[] {
  const random = seeded(options.seed ?? 1);
  const noise = options.noise ?? 0.08;
  return Array.from({ length: options.days }, (_, index) => {
    const date = addDays(options.from, index) as string;
    const weekday = isoWeekday(date) as number;
    const wobble = 1 + noise * (random() + random() + random() - 1.5) * 2;
    const open = !(options.closedWeekdays ?? []).includes(weekday);
    const lift = (isQuincena(date) ? 1.1 : 1) * (date.endsWith('-05-10') ? 1.4 : 1);
    const sales = open ? Math.round(2_000_000 * (WEEKDAY[weekday - 1] as number) * lift * wobble) : 0;
    const hourly = new Array<number>(24).fill(0);
    HOURS.forEach((hour, position) => {
      hourly[hour] = Math.round(sales * (HOUR_SHARE[position] as number));
    });
    hourly[14] = (hourly[14] as number) + sales - hourly.reduce((sum, cents) => sum + cents, 0);
    const covers = open ? Math.round(sales / 15_000) : 0;
    const coversByHour = new Array<number>(24).fill(0);
    coversByHour[13] = covers;
    const items = open
      ? [
          { product_id: 'taco-pastor', quantity: Math.round(sales / 4_000) },
          { product_id: 'agua-jamaica', quantity: Math.round(sales / 20_000) },
          ...(random() < 0.25 ? [{ product_id: 'pozole', quantity: 1 + Math.floor(random() * 3) }] : []),
        ]
      : [];
    return {
      date,
      open,
      sales_cents: sales,
      covers,
      hourly_sales_cents: hourly,
      hourly_covers: coversByHour,
      items,
    };
  });
}
