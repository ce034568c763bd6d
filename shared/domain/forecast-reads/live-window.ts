/**
 * The one way a forecast is made from a branch's history, by the pipeline (what is stored) and by
 * the backtest (what would have been stored): the history before the origin, at most
 * HISTORY_WINDOW_DAYS of it, so a backtest row is exactly the live forecast made on the history
 * truncated at its origin (docs/forecast-api.md, "Backtest"). Pure.
 */
import { addDays } from '../calendar-dates.ts';
import { forecastDays } from '../forecast/days.ts';
import type { ForecastDay, ForecastSettings, HistoryDay } from '../forecast/types.ts';
import type { BranchSettings, WeekdayName } from '../settings.ts';
import { WEEKDAY_NAMES } from '../settings.ts';

/** A year and a few weeks (the forecaster fits 400 days): every calendar day seen once, with its weekday. */
export const HISTORY_WINDOW_DAYS = 400;
/** The recent weeks the hours, the items and the staffing are read from. */
export const PROFILE_WINDOW_DAYS = 56;

/** The owner's calendar as the forecaster takes it. */
export function forecastSettingsOf(
  settings: Pick<BranchSettings, 'closed_weekdays' | 'closed_dates' | 'forecast_events'>,
): ForecastSettings {
  return {
    closed_weekdays: settings.closed_weekdays.map((name: WeekdayName) => WEEKDAY_NAMES.indexOf(name) + 1),
    closed_dates: settings.closed_dates,
    events: settings.forecast_events,
  };
}

/** The history a forecast from `origin` sees: the window of days before it. */
export function historyBefore(history: readonly HistoryDay[], origin: string): HistoryDay[] {
  const first = addDays(origin, -HISTORY_WINDOW_DAYS) ?? origin;
  return history.filter((day) => day.date >= first && day.date < origin);
}

/** The forecast of `days` days from `origin`, made as the pipeline makes it. */
export function liveForecastDays(
  history: readonly HistoryDay[],
  origin: string,
  days: number,
  settings: ForecastSettings,
): ForecastDay[] {
  return forecastDays(historyBefore(history, origin), { origin, days, settings });
}
