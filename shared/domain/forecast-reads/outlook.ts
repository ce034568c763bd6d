/**
 * How a forecast day stands against the usual one: its point against the mean open day of the
 * forecast's seven days after today (the same read, so the baseline moves with it and is named by
 * its dates). Within ±10 % it is an ordinary day: a day's own 80 % range is about that wide on each
 * side, so closer than that the forecast cannot tell the day from a usual one. The assistant
 * ("¿mañana va a estar flojo?") and Mañana both read it here. Pure.
 */
import { divideRounded, pctChange } from '../analytics/rounding.ts';
import type { ForecastAttributes } from '../responses/forecast.ts';

type Day = ForecastAttributes['days'][number];

/** How far from the usual day a day is still ordinary, in percent. */
const ORDINARY_PCT = 10;

export interface DayOutlook {
  /** The mean open day of the baseline's days (cents, or whole covers). */
  mean: number;
  /** The day against it, in percent (one decimal). */
  change: number;
  verdict: 'up' | 'level' | 'down';
  /** The baseline's days: the seven after today. */
  from: string;
  to: string;
}

/** The verdict in words, by figure. */
export const OUTLOOK_WORDS = {
  sales: { up: 'un día fuerte', level: 'un día normal', down: 'un día flojo' },
  covers: { up: 'más gente de lo normal', level: 'lo normal', down: 'menos gente de lo normal' },
} as const;

/** The day against the usual one; null for a day not open, or without open days to compare. */
export function dayOutlook(
  row: Day,
  rows: readonly Day[],
  today: string,
  figure: 'sales' | 'covers',
): DayOutlook | null {
  const week = rows.filter((entry) => entry.date > today).slice(0, 7);
  const open = week.filter((entry) => entry.status === 'ok');
  const value = (entry: Day) => (figure === 'sales' ? entry.sales_cents : entry.covers) ?? 0;
  if (row.status !== 'ok' || open.length === 0) return null;
  const mean = divideRounded(
    open.reduce((sum, entry) => sum + value(entry), 0),
    open.length,
  )!;
  const change = pctChange(value(row), mean);
  if (change === null) return null;
  const verdict = change >= ORDINARY_PCT ? 'up' : change <= -ORDINARY_PCT ? 'down' : 'level';
  return { mean, change, verdict, from: week[0]!.date, to: week.at(-1)!.date };
}
