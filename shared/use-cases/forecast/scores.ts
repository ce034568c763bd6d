/**
 * GET /api/v1/intelligence/forecast/accuracy (the stored forecasts against what happened) and
 * /forecast/backtest (the forecast replayed on the branch's own history); docs/forecast-api.md.
 */
import { addDays, daysBetween, isCalendarDate } from '../../domain/calendar-dates.ts';
import { ValidationError } from '../../domain/errors.ts';
import { FORECAST_METHOD } from '../../domain/forecast/types.ts';
import { accuracyHistoryFrom, accuracyOf } from '../../domain/forecast-reads/accuracy.ts';
import { backtestOf } from '../../domain/forecast-reads/backtest.ts';
import { forecastSettingsOf, HISTORY_WINDOW_DAYS } from '../../domain/forecast-reads/live-window.ts';
import { parseQuery } from '../../domain/parse-request.ts';
import {
  forecastAccuracyQuery,
  forecastBacktestQuery,
  MAX_BACKTEST_DAYS,
  MAX_BACKTEST_LOOKBACK_DAYS,
} from '../../domain/schemas/forecast.ts';
import { readForecastDays } from '../../storage/forecast-store.ts';
import { getBranchSettings } from '../../storage/settings-store.ts';
import type { Deps } from '../deps.ts';
import { readMetaOf } from '../intelligence/envelope.ts';
import type { RouteRequest } from '../request.ts';
import { readForecastHistory } from './history.ts';
import { provenanceOf } from './read-support.ts';
import { todayOf } from './reads.ts';

export async function getForecastAccuracy(deps: Deps, request: RouteRequest) {
  const { days } = parseQuery(request.query, forecastAccuracyQuery);
  const branchId = request.branch.branch_identifier;
  const today = todayOf(request);
  const range = { from: addDays(today, -days)!, to: addDays(today, -1)! };
  // The settings' closed dates are applied to the cubes once read: all three requests go at once.
  const closedDates = getBranchSettings(deps, branchId).then((settings) => settings.closed_dates);
  const [stored, history] = await Promise.all([
    readForecastDays(deps, branchId, range.from, range.to),
    readForecastHistory(deps, branchId, range.to, closedDates, {
      from: accuracyHistoryFrom(today, days),
      profiles: false,
    }),
  ]);
  const newest =
    stored
      .flatMap((day) => day.horizons)
      .map((entry) => entry.made_at)
      .sort()
      .at(-1) ?? null;
  return {
    attributes: accuracyOf(stored, history.days, history.basis, request.branch.timezone),
    meta: {
      ...readMetaOf({ range, branchId, timeZone: request.branch.timezone, snapshotDate: newest }),
      method: FORECAST_METHOD,
      sales_basis: history.basis,
    },
  };
}

/** The backtest's range: real dates, in order, closed (before today), at most MAX_BACKTEST_DAYS. */
function backtestRange(query: { date_from: string; date_to: string }, today: string) {
  for (const name of ['date_from', 'date_to'] as const) {
    if (!isCalendarDate(query[name])) {
      throw new ValidationError(`${name} must be a calendar date in the form YYYY-MM-DD.`, {
        field: `query.${name}`,
      });
    }
  }
  const earliest = addDays(today, -MAX_BACKTEST_LOOKBACK_DAYS)!;
  if (query.date_from < earliest) {
    throw new ValidationError(`date_from must be from ${earliest} on (two years back).`, {
      field: 'query.date_from',
    });
  }
  const span = daysBetween(query.date_from, query.date_to)!;
  if (span < 0)
    throw new ValidationError('date_to must not be before date_from.', { field: 'query.date_to' });
  if (query.date_to >= today) {
    throw new ValidationError(`date_to must be a closed day, before ${today}.`, { field: 'query.date_to' });
  }
  if (span + 1 > MAX_BACKTEST_DAYS) {
    throw new ValidationError(`The range covers at most ${MAX_BACKTEST_DAYS} days.`, {
      field: 'query.date_to',
    });
  }
  return { from: query.date_from, to: query.date_to };
}

export async function getForecastBacktest(deps: Deps, request: RouteRequest) {
  const query = parseQuery(request.query, forecastBacktestQuery);
  const branchId = request.branch.branch_identifier;
  const range = backtestRange(query, todayOf(request));
  const reading = getBranchSettings(deps, branchId);
  const history = await readForecastHistory(
    deps,
    branchId,
    range.to,
    reading.then((settings) => settings.closed_dates),
    { from: addDays(range.from, -(HISTORY_WINDOW_DAYS + query.horizon))!, profiles: false },
  );
  const settings = await reading;
  const result = backtestOf(history.days, {
    date_from: range.from,
    date_to: range.to,
    horizon: query.horizon,
    settings: forecastSettingsOf(settings),
  });
  const provenance = provenanceOf([]);
  return {
    attributes: result,
    meta: {
      ...readMetaOf({ range, branchId, timeZone: request.branch.timezone, snapshotDate: null }),
      ...provenance.meta,
      as_of: history.asOf,
      history_days: history.days.filter((day) => day.open).length,
      sales_basis: history.basis,
      reason: null,
      horizon: query.horizon,
    },
  };
}
