/**
 * The forecaster's contract: what a branch's history looks like going in, what a forecast looks
 * like coming out, and the functions that compute them. Everything in shared/domain/forecast is
 * pure and deterministic (the same history and settings give the same numbers, no clock, no
 * randomness), so the pipeline, the backtest, the API, the assistant and the bench all call the
 * same functions and get the same figures. Method and accuracy: docs/forecast.md.
 *
 * Modules and their exports (each typed below as a `…Fn`):
 * - days.ts      `forecastDays`   the next days' sales and covers, p10–p90, drivers
 * - hours.ts     `forecastHours`  one forecast day split into clock hours
 * - items.ts     `forecastItems`  one forecast day split into item quantities (the prep list)
 * - score.ts     `scoreForecasts`, `naiveWeek`, `naive4w`  accuracy beside the two naive forecasts
 * - backtest.ts  `backtest`       rolling-origin replay on the branch's own history
 */

import type {
  DRIVER_CODES,
  FORECAST_STATUSES,
  ForecastAttributes,
  ForecastBacktestAttributes,
} from '../responses/forecast.ts';

/** `YYYY-MM-DD`, a business date. */
export type IsoDate = string;

/**
 * One business day of a branch's history, closed (its cubes built). A day the branch did not open
 * (no zout, or declared closed) has `open: false`: it is not a zero, the forecaster skips it. A
 * date missing from the history is treated the same way (unknown, not zero).
 */
export interface HistoryDay {
  date: IsoDate;
  open: boolean;
  /** Sales without IVA, integer cents. 0 when not open. */
  sales_cents: number;
  /** Covers (diners); orders when the POS records no covers. Whole number. */
  covers: number;
  /** 24 entries, index = local clock hour 0–23 (as the hourly cube); Σ = sales_cents. */
  hourly_sales_cents: readonly number[];
  /** 24 entries, index = local clock hour 0–23. */
  hourly_covers: readonly number[];
  /** Quantity sold per product that day (products that sold nothing may be left out). */
  items: ReadonlyArray<{ product_id: string; quantity: number }>;
}

/** Owner-declared calendar of the branch (settings). */
export interface ForecastSettings {
  /** ISO weekdays the branch never opens: 1 = Monday … 7 = Sunday. */
  closed_weekdays: readonly number[];
  /** Dates the branch will not open. */
  closed_dates: readonly IsoDate[];
  /** Owner events (a local fair, a football final): they become drivers with code `holiday`. */
  events: ReadonlyArray<{ date: IsoDate; label: string; effect_pct: number }>;
  /**
   * `none`: no holidays and no quincena, for a series from outside Mexico (the forecast CLI's
   * `--calendar none`), whose days Mexico's calendar would read as noise. The service always
   * forecasts its branches with Mexico's calendar (absent).
   */
  calendar?: 'none';
}

export const NO_SETTINGS: ForecastSettings = { closed_weekdays: [], closed_dates: [], events: [] };

/** At least this many open closed days before `origin`, or `insufficient_history`. */
export const MIN_HISTORY_DAYS = 14;
/** The longest horizon forecast (days). */
export const MAX_HORIZON_DAYS = 14;
/** The interval is p10–p90. */
export const FORECAST_INTERVAL = 0.8;

// The shapes an answer shows are declared once, by the answers' schemas (responses/forecast.ts).
export type ForecastStatus = (typeof FORECAST_STATUSES)[number];

export type DriverCode = (typeof DRIVER_CODES)[number];

/**
 * Why a day differs from the branch's average day. `effect_pct` is the driver's multiplicative
 * effect in percent (+12 = 12 % more sales than without it; `closed` is −100). Ordered with the
 * news first: closed, then holiday (calendar and owner events) and quincena, the larger effect
 * first, then weekday and trend, and any driver that rounds to 0 % last; so `drivers[0]` is the
 * one to say in words ("es quincena").
 */
export type Driver = ForecastAttributes['days'][number]['drivers'][number];

/** A driver whose effect rounds to 0 % says nothing about the day: ordered last, never said. */
export const movesTheDay = (driver: Driver): boolean => Math.round(driver.effect_pct) !== 0;

/** The calendar's drivers (its days, the owner's events, the payday): news about the day, said first. */
export const CALENDAR_DRIVERS: ReadonlySet<Driver['code']> = new Set(['holiday', 'quincena']);

/** One forecast day, as the forecast read answers it, and its horizon. Null unless `status` is `ok`. */
export type ForecastDay = ForecastAttributes['days'][number] & {
  /** 1 for the origin (the first day forecast), 2 for the next … */
  horizon: number;
};

export interface ForecastOptions {
  /** The first date to forecast; only history dated before it is used. */
  origin: IsoDate;
  /** How many days from origin, 1–14. */
  days: number;
  settings: ForecastSettings;
}

/**
 * The method's name and version, for `meta.method` and stored forecasts (a forecast made by an
 * older method says so): weekly seasonal exponential smoothing with calendar effects. v2 (since
 * 2026-12-03): the ⅔…1.5 clip, log-additive updates, the weekday shrink and the conformal interval
 * of docs/forecast.md ("Method versions"); v1 had none of them.
 */
export const FORECAST_METHOD = 'seasonal-ets-calendar-v2';

/**
 * days.ts: forecast `options.days` days from `options.origin`, using only the history dated before
 * the origin (the caller may pass more; later days are ignored, so there is no hindsight).
 */
export type ForecastDaysFn = (history: readonly HistoryDay[], options: ForecastOptions) => ForecastDay[];

/** One clock hour of a forecast day. Σ sales_cents over hours = the day's sales_cents. */
export interface ForecastHour {
  /** Local clock hour 0–23. */
  hour: number;
  /** Share of the day's sales, 0–1 (recent same-weekday profile). */
  share: number;
  sales_cents: number;
  sales_low_cents: number;
  sales_high_cents: number;
  covers: number;
  covers_low: number;
  covers_high: number;
}

/**
 * hours.ts: split an `ok` forecast day into the hours the branch sells in (hours with a share above
 * zero, ascending); [] for a day that is not `ok`. Uses the history dated before the day's origin.
 */
export type ForecastHoursFn = (history: readonly HistoryDay[], day: ForecastDay) => ForecastHour[];

/** One item of the prep list, whole units. */
export interface ForecastItem {
  product_id: string;
  quantity: number;
  quantity_low: number;
  quantity_high: number;
  /** Sold on under half of the recent open days: forecast by TSB (Croston-type), not by share. */
  intermittent: boolean;
}

/**
 * items.ts: the item quantities of an `ok` forecast day (items with a forecast above zero or a high
 * above zero), largest first then by product_id; [] for a day that is not `ok`.
 */
export type ForecastItemsFn = (history: readonly HistoryDay[], day: ForecastDay) => ForecastItem[];

/** One forecast day beside what happened, in one unit (cents or covers). */
export interface ScorePair {
  actual: number;
  forecast: number;
  low: number;
  high: number;
  naive_week: number;
  naive_4w: number;
}

/**
 * Accuracy over scored days. WAPE = Σ|actual − forecast| / Σ actual (a ratio: 0.12 = 12 %);
 * bias_pct = 100 × Σ(forecast − actual) / Σ actual; interval_coverage = share of days with
 * low ≤ actual ≤ high. The naive WAPEs are over the same days. Every figure is null, with
 * `reason`, under 7 scored days (or when Σ actual is 0).
 */
export type ForecastScore = ForecastBacktestAttributes['sales'];

/** score.ts */
export type ScoreForecastsFn = (pairs: readonly ScorePair[]) => ForecastScore;

/** Which figure a naive forecast repeats. */
export type NaiveFigure = 'sales_cents' | 'covers';

/**
 * score.ts: the naive forecasts of `date` known at `asOf` (only history dated ≤ asOf):
 * `naiveWeek` repeats the latest open same weekday (last week's, or the one before when last week
 * was closed or is after asOf), looking back at most 4 weeks; `naive4w` is the mean of the open
 * same weekdays among the 4 latest on or before asOf. Null when none is open.
 */
export type NaiveFn = (
  history: readonly HistoryDay[],
  date: IsoDate,
  asOf: IsoDate,
  figure: NaiveFigure,
) => number | null;

export interface BacktestOptions {
  date_from: IsoDate;
  date_to: IsoDate;
  /** 1–14: each date is forecast from origin = date − (horizon − 1), with history before it. */
  horizon: number;
  settings: ForecastSettings;
}

/**
 * One replayed day: the forecast made `horizon` days earlier, the actual (null when the day was not
 * open, no zout, or is not in the history) and both naives.
 */
export type BacktestDay = ForecastBacktestAttributes['days'][number];

/**
 * backtest.ts: every date from date_from to date_to; a row equals `forecastDays(history,
 * { origin: date − horizon + 1, days: horizon })[horizon − 1]`, i.e. exactly what the live path
 * would have stored. The summaries score the rows with status `ok`, an actual and both naives.
 */
export type BacktestFn = (
  history: readonly HistoryDay[],
  options: BacktestOptions,
) => { days: BacktestDay[]; sales: ForecastScore; covers: ForecastScore };
