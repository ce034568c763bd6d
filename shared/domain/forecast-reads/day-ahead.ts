/**
 * The day-ahead sales accuracy every door shows (the assistant, the Mañana page): the stored
 * forecasts' score once a week of them is scored; before that, the forecaster replayed on the same
 * closed days (GET /forecast/backtest at horizon 1: each day forecast the day before with only what
 * was known then), said as a replay. Pure.
 */
import { roundHalfAwayFromZero } from '../analytics/rounding.ts';
import { addDays } from '../calendar-dates.ts';
import { MIN_SCORED_DAYS } from '../forecast/score.ts';
import type { ForecastAccuracyAttributes, ForecastBacktestAttributes } from '../responses/forecast.ts';
import { DEFAULT_ACCURACY_DAYS } from '../schemas/forecast.ts';

export type StoredScore = ForecastAccuracyAttributes['horizons'][number];
export type ReplayScore = ForecastBacktestAttributes['sales'];

/** The stored forecasts' day-ahead sales score, if the read has one. */
export const dayAheadSales = (accuracy: ForecastAccuracyAttributes): StoredScore | undefined =>
  accuracy.horizons.find((entry) => entry.horizon === 1 && entry.figure === 'sales');

/** Whether the stored score is too young to say (under a week scored): the replay is said instead. */
export const wantsReplay = (stored: StoredScore | undefined): boolean =>
  stored === undefined || (stored.wape === null && stored.days_scored < MIN_SCORED_DAYS);

/** The backtest query replaying closed days `from`–`to`, each forecast the day before (horizon 1). */
export const dayAheadReplayQuery = (days: { from: string; to: string }) => ({
  date_from: days.from,
  date_to: days.to,
  horizon: '1',
});

/** The backtest query of the replay: the accuracy's closed days (the 28 before today), a day ahead. */
export const replayQuery = (today: string) =>
  dayAheadReplayQuery({ from: addDays(today, -DEFAULT_ACCURACY_DAYS)!, to: addDays(today, -1)! });

/** A score's ratio (0.062) as the percent every door says (6.2), one decimal. */
export const percentOfRatio = (ratio: number) => roundHalfAwayFromZero(ratio * 100, 1);

/** The replay's score when it has a figure to show, else undefined. */
export const replayToShow = (replay: ReplayScore | undefined) =>
  replay === undefined || replay.wape === null ? undefined : { ...replay, wape: replay.wape };

/** The two forecasts an owner makes without us, as every door names them. */
export const NAIVE_NAMES = {
  week: 'repetir la semana pasada',
  fourWeeks: 'el promedio de las últimas 4 semanas',
} as const;

type Scored = Pick<StoredScore, 'wape' | 'wape_naive_week' | 'wape_naive_4w'>;

/**
 * The naive forecasts that erred less than ours over the same days, by name: the Mañana page and the
 * assistant say them (since 2026-12-07; before, only last week's was shown, even where the 4-week
 * mean beat the forecast).
 */
export function naivesThatBeat({ wape, wape_naive_week: week, wape_naive_4w: fourWeeks }: Scored): string[] {
  if (wape === null) return [];
  // As said, to a tenth of a point: 7.61 % beside 7.62 % reads "7.6%" both, no win (since 2026-12-08;
  // before, "le ganó" beside two equal figures).
  const shown = (share: number) => Math.round(share * 1000);
  const beats = (naive: number | null) => naive !== null && shown(naive) < shown(wape);
  return [beats(week) ? NAIVE_NAMES.week : null, beats(fourWeeks) ? NAIVE_NAMES.fourWeeks : null].filter(
    (name) => name !== null,
  );
}

/** " Ojo: en estos días el promedio de las últimas 4 semanas le ganó al pronóstico." or ''. */
export function beatenWords(score: Scored): string {
  const won = naivesThatBeat(score);
  if (won.length === 0) return '';
  const names = won.length === 2 ? `${won[0]} y ${won[1]}` : won[0];
  return `Ojo: en estos días ${names} ${won.length === 2 ? 'le ganaron' : 'le ganó'} al pronóstico.`;
}
