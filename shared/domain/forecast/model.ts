/**
 * One series (sales or covers) of a branch fitted for forecasting: calendar effects estimated from
 * its own days (calendar-effects.ts), smoothing parameters chosen by the smallest in-sample error at
 * 1 and 7 days ahead on a fixed grid (deterministic, no optimiser), and the empirical distribution
 * of its past errors at each horizon for the 80 % interval.
 */
import { daysBetween, isoWeekday } from '../calendar-dates.ts';
import {
  type CalendarEffects,
  calendarMultiplier,
  type DayCalendar,
  DEFAULT_EFFECTS,
  type EffectObservation,
  estimateEffects,
} from './calendar-effects.ts';
import {
  originStates,
  RATIO_BOUNDS,
  runSmoothing,
  type SeriesPoint,
  type SmoothingParams,
  type StateRun,
  stateBuffer,
} from './smoothing.ts';
import { MAX_HORIZON_DAYS } from './types.ts';

export interface OpenDay {
  date: string;
  value: number;
  calendar: DayCalendar;
}

const ALPHAS = [0.02, 0.05, 0.1, 0.2, 0.35];
const GAMMAS = [0.02, 0.05, 0.1, 0.2, 0.3];
const BETAS = [0, 0.02];
/** Parameters of the first pass, which only measures calendar effects. */
const FIRST_PASS: SmoothingParams = { alpha: 0.1, beta: 0, gamma: 0.05 };
/** Points before this index only warm the state up: no error, no effect is measured on them. */
const WARM_UP = 7;
/**
 * Errors kept per horizon: the latest 56 (8 weeks of a branch open every day). Recent errors say how
 * wrong the forecast is now: a half year held a Christmas or a quiet summer that no longer applies.
 */
const ERROR_WINDOW = 56;
/**
 * A horizon's interval also reads the errors of the horizons next to it (h − 1 and h + 1): the
 * level moves slowly, so their errors are alike, and each tail then rests on ~16 errors, not 5.
 */
const NEIGHBOUR_HORIZONS = 1;
/** Fewer errors than this at a horizon and its neighbours: all horizons' errors are pooled. */
const MIN_ERRORS = 20;
/** Each tail of the 80 % interval. */
const TAIL = 0.1;
/** Without enough errors at all: a day-to-day spread of ±25 % (log sd), about a young branch's. */
const DEFAULT_LOG_SD = 0.25;
const Z_90 = 1.2816;

export interface FittedSeries {
  effects: CalendarEffects;
  params: SmoothingParams;
  epoch: string;
  points: SeriesPoint[];
  states: StateRun;
  /** Per state (7 a state), the long-run weekday profile known then: see weekdayProfiles. */
  profiles: Float64Array;
  /** Per horizon 1–14: [p10, p90] of ln(actual / forecast), as conformal order statistics. */
  errorQuantiles: Array<readonly [number, number]>;
}

/** A day's position: days since the epoch and weekday (0 = Monday), parsed once per fit. */
export interface DayPosition {
  t: number;
  weekday: number;
}

/** The positions of sorted dates from `epoch`: one date parse each, the weekday counted on from the epoch's. */
export function dayPositions(dates: readonly string[], epoch: string): DayPosition[] {
  const epochWeekday = (isoWeekday(epoch) as number) - 1;
  return dates.map((date) => {
    const t = daysBetween(epoch, date) as number;
    return { t, weekday: (((epochWeekday + t) % 7) + 7) % 7 };
  });
}

function toPoints(
  days: readonly OpenDay[],
  positions: readonly DayPosition[],
  effects: CalendarEffects,
): SeriesPoint[] {
  return days.map((day, index) => {
    const { t, weekday } = positions[index] as DayPosition;
    return { t, weekday, value: day.value, calendar: calendarMultiplier(day.calendar, effects) };
  });
}

/** First pass: how far each calendar day landed from a forecast made without its effect. */
function observeEffects(days: readonly OpenDay[], positions: readonly DayPosition[]): EffectObservation[] {
  const points = toPoints(days, positions, DEFAULT_EFFECTS);
  const states = runSmoothing(points, FIRST_PASS);
  const observations: EffectObservation[] = [];
  days.forEach((day, index) => {
    if (index < WARM_UP || day.value <= 0) return;
    const point = points[index] as SeriesPoint;
    const { holidayKey, quincena } = day.calendar;
    const component = holidayKey !== null ? 'holiday' : quincena ? 'quincena' : null;
    if (component === null) return;
    const without = calendarMultiplier(day.calendar, DEFAULT_EFFECTS, component);
    const expected = states.project(index, point.t, point.weekday, without);
    if (expected <= 0) return;
    observations.push({ component, key: holidayKey ?? 'quincena', logRatio: Math.log(day.value / expected) });
  });
  return observations;
}

/** Horizons whose in-sample error chooses the parameters. */
const FIT_HORIZONS = [1, 7];

/**
 * Σ |actual − forecast| at 1 and 7 days ahead, after the warm-up. `origins` are originStates at
 * those horizons: the same for every grid point, so computed once per series.
 */
function fitError(points: readonly SeriesPoint[], states: StateRun, origins: readonly number[][]): number {
  let error = 0;
  for (const atHorizon of origins) {
    for (let index = WARM_UP; index < points.length; index++) {
      const origin = atHorizon[index] as number;
      if (origin < 1) continue;
      const point = points[index] as SeriesPoint;
      error += Math.abs(point.value - states.project(origin, point.t, point.weekday, point.calendar));
    }
  }
  return error;
}

function chooseParams(points: readonly SeriesPoint[]): { params: SmoothingParams; states: StateRun } {
  const origins = FIT_HORIZONS.map((horizon) => originStates(points, horizon));
  // Two buffers for the 50 runs: the best run's, and the one being tried (swapped when it wins).
  let trial = stateBuffer(points);
  let kept = stateBuffer(points);
  let best: { params: SmoothingParams; states: StateRun; error: number } | null = null;
  for (const alpha of ALPHAS) {
    for (const gamma of GAMMAS) {
      for (const beta of BETAS) {
        const params = { alpha, beta, gamma };
        const states = runSmoothing(points, params, trial);
        const error = fitError(points, states, origins);
        if (best === null || error < best.error) {
          best = { params, states, error };
          [trial, kept] = [kept, trial];
        }
      }
    }
  }
  const chosen = best as { params: SmoothingParams; states: StateRun };
  return { params: chosen.params, states: chosen.states };
}

/** A forecast from state `index` of a day (t, weekday, calendar multiplier). */
type Projector = (index: number, t: number, weekday: number, calendar: number) => number;

/**
 * How far a forecast's weekday factor moves from the smoothed season toward the long-run profile,
 * in logs: a fifth of the way, fixed. The smoothed season follows the latest same weekdays and, with
 * a day-to-day noise of ±30 %, wanders with them; the long-run profile is steady but slow to follow a
 * real change. 0.2 was chosen on half 1 of the 296 Recruit restaurants (0.4, 0.6 and a per-series
 * choice on the grid's in-sample error did no better) and confirmed on half 2 (docs/forecast.md).
 */
const PROFILE_SHRINK = 0.2;
/** Under this many days of a weekday, no long-run profile for it: the season alone. */
const MIN_PROFILE_DAYS = 4;
const LOG_RATIO_BOUNDS = [Math.log(RATIO_BOUNDS[0]), Math.log(RATIO_BOUNDS[1])] as const;

/**
 * For each state index i, the long-run weekday profile known then, in logs: per weekday, the mean
 * over the fitted days before i of ln(actual / (calendar × level before the day)), each day's ratio
 * to its fitted value clipped to ⅔…1.5 as in the updates (NaN under MIN_PROFILE_DAYS such days).
 * Only days before each state, so an in-sample error and the live forecast see what they would have.
 */
function weekdayProfiles(points: readonly SeriesPoint[], states: StateRun): Float64Array {
  const profiles = new Float64Array(states.count * 7).fill(Number.NaN);
  const sums = new Float64Array(7);
  const counts = new Float64Array(7);
  points.forEach((point, index) => {
    const fitted = states.project(index, point.t, point.weekday, point.calendar);
    if (point.value > 0 && fitted > 0) {
      const logRatio = Math.log(point.value / fitted);
      const clipped = Math.min(LOG_RATIO_BOUNDS[1], Math.max(LOG_RATIO_BOUNDS[0], logRatio));
      const logFactor = Math.log(states.seasonAt(index, point.weekday)) + clipped;
      sums[point.weekday] = (sums[point.weekday] as number) + logFactor;
      counts[point.weekday] = (counts[point.weekday] as number) + 1;
    }
    for (let day = 0; day < 7; day++)
      if ((counts[day] as number) >= MIN_PROFILE_DAYS)
        profiles[(index + 1) * 7 + day] = (sums[day] as number) / (counts[day] as number);
  });
  return profiles;
}

/** The factor by which state `index`'s season of `weekday` is shrunk toward the long-run profile. */
function shrinkFactor(states: StateRun, profiles: Float64Array, index: number, weekday: number): number {
  const profile = profiles[index * 7 + weekday] as number;
  if (Number.isNaN(profile)) return 1;
  return Math.exp(PROFILE_SHRINK * (profile - Math.log(states.seasonAt(index, weekday))));
}

/** Forecasts from the run's states with each weekday's factor shrunk toward its long-run profile. */
function shrunkProjector(states: StateRun, profiles: Float64Array): Projector {
  return (index, t, weekday, calendar) => {
    const forecast = states.project(index, t, weekday, calendar);
    return forecast === 0 ? 0 : forecast * shrinkFactor(states, profiles, index, weekday);
  };
}

/** The weekday's factor the latest forecast uses (0 = Monday): the season shrunk toward the profile. */
export function weekdayFactor(series: FittedSeries, weekday: number): number {
  const last = series.states.count - 1;
  return series.states.seasonAt(last, weekday) * shrinkFactor(series.states, series.profiles, last, weekday);
}

/**
 * The split-conformal p10 and p90 of sorted errors: the k-th smallest and the k-th largest, with
 * k = ⌊(n + 1) × 0.1⌋. When the next day's error is exchangeable with these n, it falls below the
 * first (or above the second) with probability at most k / (n + 1) ≤ 10 %: a plain sample quantile
 * of a few dozen errors sits inside that and covers less than 80 %.
 */
export function conformalBounds(sorted: ArrayLike<number>): readonly [number, number] {
  const k = Math.max(1, Math.floor((sorted.length + 1) * TAIL));
  return [sorted[k - 1] as number, sorted[sorted.length - k] as number];
}

/**
 * ln(actual / forecast) of the latest ERROR_WINDOW past days forecast `horizon` days ahead, oldest
 * first. Walked from the end: the earlier days' errors would only be dropped.
 */
function errorsAt(points: readonly SeriesPoint[], project: Projector, horizon: number): number[] {
  const origins = originStates(points, horizon);
  const errors: number[] = [];
  for (let index = points.length - 1; index >= WARM_UP && errors.length < ERROR_WINDOW; index--) {
    const origin = origins[index] as number;
    if (origin < 1) continue;
    const point = points[index] as SeriesPoint;
    const forecast = project(origin, point.t, point.weekday, point.calendar);
    errors.push(Math.log(Math.max(1, point.value) / Math.max(1, forecast)));
  }
  return errors.reverse();
}

function errorQuantiles(points: readonly SeriesPoint[], project: Projector) {
  const byHorizon = Array.from({ length: MAX_HORIZON_DAYS }, (_, index) =>
    errorsAt(points, project, index + 1),
  );
  // concat, not flat(): the same arrays joined, without flat's slow generic path.
  const pooled = ([] as number[]).concat(...byHorizon);
  return byHorizon.map((_, index): readonly [number, number] => {
    const near = ([] as number[]).concat(
      ...byHorizon.slice(Math.max(0, index - NEIGHBOUR_HORIZONS), index + NEIGHBOUR_HORIZONS + 1),
    );
    // A typed array sorts numbers without a comparator call per pair: the same order, faster.
    const sample = Float64Array.from(near.length >= MIN_ERRORS ? near : pooled).sort();
    if (sample.length < MIN_ERRORS) return [-Z_90 * DEFAULT_LOG_SD, Z_90 * DEFAULT_LOG_SD];
    const [low, high] = conformalBounds(sample);
    // The point stays inside its interval even when the recent errors all lean one way.
    return [Math.min(0, low), Math.max(0, high)];
  });
}

/** Fit a series of open days (sorted by date, at least one); `positions` are theirs from `epoch`. */
export function fitSeries(
  days: readonly OpenDay[],
  epoch: string,
  positions: readonly DayPosition[] = dayPositions(
    days.map((day) => day.date),
    epoch,
  ),
): FittedSeries {
  const effects = estimateEffects(observeEffects(days, positions));
  const points = toPoints(days, positions, effects);
  const { params, states } = chooseParams(points);
  const profiles = weekdayProfiles(points, states);
  const quantiles = errorQuantiles(points, shrunkProjector(states, profiles));
  return { effects, params, epoch, points, states, profiles, errorQuantiles: quantiles };
}

export interface SeriesForecast {
  point: number;
  low: number;
  high: number;
}

/** The forecast of `date` from the fitted series' last state, with its interval at that horizon. */
export function forecastSeries(series: FittedSeries, date: string, calendar: DayCalendar): SeriesForecast {
  const last = series.states.count - 1;
  const t = daysBetween(series.epoch, date) as number;
  const weekday = (isoWeekday(date) as number) - 1;
  const multiplier = calendarMultiplier(calendar, series.effects);
  const point = shrunkProjector(series.states, series.profiles)(last, t, weekday, multiplier);
  const horizon = Math.min(MAX_HORIZON_DAYS, Math.max(1, t - series.states.timeAt(last)));
  const [low, high] = series.errorQuantiles[horizon - 1] as readonly [number, number];
  return { point, low: point * Math.exp(low), high: point * Math.exp(high) };
}
