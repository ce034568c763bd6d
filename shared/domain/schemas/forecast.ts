/**
 * The queries of the forecast reads (GET /api/v1/intelligence/forecast…, docs/forecast-api.md). Each
 * bound is a 422 naming its parameter; the calendar checks (a real date, the window it may fall in)
 * are made after this parse, where the branch's business today is known.
 */
import * as z from 'zod/mini';
import { MAX_HORIZON_DAYS } from '../forecast/types.ts';
import { queryDate } from './common.ts';

const branchIdentifier = z
  .string()
  .check(
    z.minLength(1),
    z.describe("The key's own branch (UUID). Another branch's UUID answers 404, a malformed one 422."),
  );

const wholeNumber = (min: number, max: number, fallback: number, text: string) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max), z.describe(text)), fallback);

export const DEFAULT_FORECAST_DAYS = 7;
export const DEFAULT_ACCURACY_DAYS = 28;
export const MIN_ACCURACY_DAYS = 7;
export const MAX_ACCURACY_DAYS = 91;
/** A backtest replays at most this many days (each is a forecast of its own). */
export const MAX_BACKTEST_DAYS = 91;
/** How far back a backtest may start: two years of closed days. */
export const MAX_BACKTEST_LOOKBACK_DAYS = 731;
/** How far back a forecast date may be asked for (its stored forecast, as said before the day). */
export const FORECAST_LOOKBACK_DAYS = 91;

export const forecastQuery = z.object({
  branch_identifier: branchIdentifier,
  days: wholeNumber(
    1,
    MAX_HORIZON_DAYS,
    DEFAULT_FORECAST_DAYS,
    `How many days to answer, from the branch's business today, 1 to ${MAX_HORIZON_DAYS} (default ${DEFAULT_FORECAST_DAYS}).`,
  ),
});

export const forecastDateQuery = z.object({
  branch_identifier: branchIdentifier,
  date: queryDate(
    `The business date (YYYY-MM-DD), from ${FORECAST_LOOKBACK_DAYS} days before the branch's business today to ${MAX_HORIZON_DAYS - 1} days after it.`,
  ),
});

export const forecastAccuracyQuery = z.object({
  branch_identifier: branchIdentifier,
  days: wholeNumber(
    MIN_ACCURACY_DAYS,
    MAX_ACCURACY_DAYS,
    DEFAULT_ACCURACY_DAYS,
    `The closed days to score, ending yesterday (business dates), ${MIN_ACCURACY_DAYS} to ${MAX_ACCURACY_DAYS} (default ${DEFAULT_ACCURACY_DAYS}).`,
  ),
});

export const forecastBacktestQuery = z.object({
  branch_identifier: branchIdentifier,
  date_from: queryDate('First business date replayed (YYYY-MM-DD).'),
  date_to: queryDate(
    `Last business date replayed (YYYY-MM-DD), not before date_from nor after yesterday; at most ${MAX_BACKTEST_DAYS} days.`,
  ),
  horizon: wholeNumber(
    1,
    MAX_HORIZON_DAYS,
    1,
    `Days ahead each day is forecast from, 1 to ${MAX_HORIZON_DAYS} (default 1: the forecast made after the day before closed).`,
  ),
});
