/**
 * Seasonal exponential smoothing (Holt–Winters, multiplicative weekly season, damped additive
 * trend) over a branch's open days only: a closed day is a gap in time, not a zero. Each observed
 * day first has its calendar multiplier taken out, so a Día de las Madres does not lift the level
 * or Sundays' season. Updates use the ratio actual / fitted clipped to ⅔…1.5 (a robust filter: one
 * odd day moves the state as a day half as busy again, or two thirds as busy, would; no more), and
 * are log-additive: the level and the weekday's factor move by powers of that ratio.
 */

/** One open day of a series. */
export interface SeriesPoint {
  /** Days since an arbitrary epoch (the history's first date). */
  t: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  value: number;
  /** The day's calendar multiplier (1 on an ordinary day). */
  calendar: number;
}

export interface SmoothingParams {
  alpha: number;
  beta: number;
  gamma: number;
}

/** The state after the day `t`: level (per ordinary day), trend (per day), 7 season factors. */
export interface SmoothingState {
  t: number;
  level: number;
  trend: number;
  season: readonly number[];
}

/** Trend damping per day: a trend fades over a few weeks instead of running on for ever. */
const PHI = 0.98;
/**
 * ⅔…1.5, not ½…2: on 297 real restaurants (docs/forecast.md, "Many restaurants") the tighter clip
 * met the bar on more of them in both halves; on smooth series it never binds.
 */
export const RATIO_BOUNDS = [2 / 3, 1.5] as const;
/** Days used to set the first level and season. */
const INITIAL_DAYS = 28;
/**
 * φ^k for the whole-day gaps a fit meets, computed once: the grid search raises φ about 120,000
 * times a forecast, and a table lookup gives the very same number without a pow each time.
 */
const TABULATED_STEPS = 1024;
const PHI_POWERS = Float64Array.from({ length: TABULATED_STEPS }, (_, steps) => PHI ** steps);

function phiPower(steps: number): number {
  return steps < TABULATED_STEPS && Number.isInteger(steps) ? (PHI_POWERS[steps] as number) : PHI ** steps;
}

/** The level `t` days on, with the damped trend: level + trend × (φ + φ² + … + φ^Δ). */
export function projectLevel(state: SmoothingState, t: number): number {
  const steps = Math.max(0, t - state.t);
  return state.level + (state.trend * PHI * (1 - phiPower(steps))) / (1 - PHI);
}

/** First state from the first weeks: per-weekday means relative to their mean, no trend. */
function initialState(points: readonly SeriesPoint[]): SmoothingState {
  const sums = Array.from({ length: 7 }, () => ({ sum: 0, count: 0 }));
  for (const point of points.slice(0, INITIAL_DAYS)) {
    const entry = sums[point.weekday] as { sum: number; count: number };
    entry.sum += point.value / point.calendar;
    entry.count += 1;
  }
  const means = sums.map((entry) => (entry.count === 0 ? null : entry.sum / entry.count));
  const seen = means.filter((mean): mean is number => mean !== null);
  const level = Math.max(1, seen.reduce((sum, mean) => sum + mean, 0) / Math.max(1, seen.length));
  const season = means.map((mean) => (mean === null ? 1 : Math.max(0.05, mean / level)));
  return { t: (points[0]?.t ?? 0) - 1, level, trend: 0, season };
}

/**
 * States are kept flat (10 numbers each: t, level, trend, 7 season factors) while the grid search
 * runs 50 parameter sets over a year of days: no object per day, and a fit stays in milliseconds.
 */
const WIDTH = 10;

/** The states of a run: states.at(0) is the initial state, states.at(i + 1) the state after points[i]. */
export interface StateRun {
  readonly count: number;
  at(index: number): SmoothingState;
  /** The day of state `index`, without building the state object. */
  timeAt(index: number): number;
  /** Forecast of a point from state `index`, without building the state object. */
  project(index: number, t: number, weekday: number, calendar: number): number;
  /** The season factor of a weekday in state `index`. */
  seasonAt(index: number, weekday: number): number;
}

function flatRun(flat: Float64Array, count: number): StateRun {
  const at = (index: number): SmoothingState => {
    const base = index * WIDTH;
    return {
      t: flat[base] as number,
      level: flat[base + 1] as number,
      trend: flat[base + 2] as number,
      season: Array.from(flat.subarray(base + 3, base + 10)),
    };
  };
  const project = (index: number, t: number, weekday: number, calendar: number) => {
    const base = index * WIDTH;
    const steps = Math.max(0, t - (flat[base] as number));
    const level =
      (flat[base + 1] as number) + ((flat[base + 2] as number) * PHI * (1 - phiPower(steps))) / (1 - PHI);
    return Math.max(0, level * (flat[base + 3 + weekday] as number) * calendar);
  };
  return {
    count,
    at,
    timeAt: (index: number) => flat[index * WIDTH] as number,
    project,
    seasonAt: (index: number, weekday: number) => flat[index * WIDTH + 3 + weekday] as number,
  };
}

/** One update in place: the state at `to` after observing `point` from the state at `from`. */
function update(
  flat: Float64Array,
  from: number,
  to: number,
  point: SeriesPoint,
  params: SmoothingParams,
): void {
  const t0 = flat[from] as number;
  const level0 = flat[from + 1] as number;
  const trend0 = flat[from + 2] as number;
  const gap = Math.max(1, point.t - t0);
  const decay = phiPower(gap);
  const levelBefore = Math.max(1, level0 + (trend0 * PHI * (1 - decay)) / (1 - PHI));
  const seasonBefore = flat[from + 3 + point.weekday] as number;
  const ratio = Math.min(
    RATIO_BOUNDS[1],
    Math.max(RATIO_BOUNDS[0], point.value / (levelBefore * seasonBefore * point.calendar)),
  );
  // Log-additive updates (ln level += α ln ratio): a day twice as busy and one half as busy move
  // the state by as much each way, so it follows the typical day, not one pulled up by busy days.
  const logRatio = Math.log(ratio);
  const level = levelBefore * Math.exp(params.alpha * logRatio);
  const trend = params.beta * ((level - level0) / gap) + (1 - params.beta) * trend0 * decay;
  let sum = 0;
  for (let day = 0; day < 7; day++) {
    const factor =
      day === point.weekday
        ? seasonBefore * Math.exp(params.gamma * (1 - params.alpha) * logRatio)
        : (flat[from + 3 + day] as number);
    flat[to + 3 + day] = factor;
    sum += factor;
  }
  // Keep the season's mean at 1 (identifiable), moving the level so the fit does not change.
  const mean = sum / 7;
  for (let day = 0; day < 7; day++) flat[to + 3 + day] = (flat[to + 3 + day] as number) / mean;
  flat[to] = point.t;
  flat[to + 1] = level * mean;
  flat[to + 2] = trend * mean;
}

/** The flat numbers a run of `points` fills: reuse one across runs to spare allocating it each time. */
export function stateBuffer(points: readonly SeriesPoint[]): Float64Array {
  return new Float64Array((points.length + 1) * WIDTH);
}

/**
 * The states of smoothing `points` with `params`, written into `buffer` (stateBuffer(points); a new
 * one when omitted). The run reads the buffer: writing it again overwrites the run.
 */
export function runSmoothing(
  points: readonly SeriesPoint[],
  params: SmoothingParams,
  buffer: Float64Array = stateBuffer(points),
): StateRun {
  const initial = initialState(points);
  buffer[0] = initial.t;
  buffer[1] = initial.level;
  buffer[2] = initial.trend;
  buffer.set(initial.season, 3);
  for (let index = 0; index < points.length; index++)
    update(buffer, index * WIDTH, (index + 1) * WIDTH, points[index] as SeriesPoint, params);
  return flatRun(buffer, points.length + 1);
}

/**
 * For each point, the index in `states` of the last state at least `horizon` days before it (the
 * state a forecast `horizon` days ahead was made from), or −1 when the point is too early.
 */
export function originStates(points: readonly SeriesPoint[], horizon: number): number[] {
  const origins: number[] = [];
  let known = 0; // points[0 … known − 1] are ≥ horizon days before the current point
  for (const point of points) {
    while (known < points.length && (points[known] as SeriesPoint).t <= point.t - horizon) known += 1;
    origins.push(known === 0 ? -1 : known);
  }
  return origins;
}
