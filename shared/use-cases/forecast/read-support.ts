/** What the forecast reads share: the date a day read may ask for, and what meta says of the forecast. */
import { addDays, isCalendarDate } from '../../domain/calendar-dates.ts';
import { ValidationError } from '../../domain/errors.ts';
import { FORECAST_INTERVAL, FORECAST_METHOD, MAX_HORIZON_DAYS } from '../../domain/forecast/types.ts';
import {
  type ForecastProvenance,
  type StoredForecastDay,
  todayUnsaid,
} from '../../domain/forecast-reads/stored.ts';
import { FORECAST_LOOKBACK_DAYS } from '../../domain/schemas/forecast.ts';
import { readMetaOf } from '../intelligence/envelope.ts';
import type { RouteRequest } from '../request.ts';

/** Why a date has no number when nothing is stored for it (owner-facing, Spanish). */
export const NO_FORECAST_REASON =
  'No hay pronóstico guardado para ese día: hacen falta al menos 14 días cerrados (con corte Z) y que el último cierre sea de hace menos de dos semanas.';

/**
 * Why business today has no number while the days after it do: a day keeps only the forecast stored
 * before it began (so accuracy is scored against what was said in advance), and the close the
 * latest forecast was made from came in after today had begun.
 */
export const TODAY_UNSAID_REASON =
  'Para hoy no hay pronóstico: solo cuenta el que se guardó antes de que empezara el día, y el último cierre llegó después. Los días siguientes sí lo tienen.';

/** meta.reason of a run of days from business `today`: why the days without a number have none. */
export function missingForecastReason(
  rows: ReadonlyArray<{ date: string; status: string }>,
  today: string,
): string | null {
  const missing = rows.filter((row) => row.status === 'insufficient_history');
  if (missing.length === 0) return null;
  return missing.length === 1 && todayUnsaid(rows, today) ? TODAY_UNSAID_REASON : NO_FORECAST_REASON;
}

/** `date` when it is a real date in the window a day read answers, else a 422 naming `query.date`. */
export function forecastDateOf(date: string, today: string): string {
  if (!isCalendarDate(date)) {
    throw new ValidationError('date must be a calendar date in the form YYYY-MM-DD.', {
      field: 'query.date',
    });
  }
  const first = addDays(today, -FORECAST_LOOKBACK_DAYS)!;
  const last = addDays(today, MAX_HORIZON_DAYS - 1)!;
  if (date < first || date > last) {
    throw new ValidationError(`date must be from ${first} to ${last} (the branch's business dates).`, {
      field: 'query.date',
    });
  }
  return date;
}

/** meta's account of the forecasts read: the latest made (as_of, method, basis), or none. */
export function provenanceOf(latest: readonly ForecastProvenance[]) {
  const newest = [...latest].sort((a, b) => a.made_at.localeCompare(b.made_at)).at(-1);
  return {
    made_at: newest?.made_at ?? null,
    reason: NO_FORECAST_REASON,
    meta: {
      as_of: newest?.as_of ?? null,
      history_days: newest?.history_days ?? 0,
      method: newest?.method ?? FORECAST_METHOD,
      interval: FORECAST_INTERVAL as 0.8,
      sales_basis: newest?.sales_basis ?? null,
    },
  };
}

/** The meta of a one-day read (hours, prep list): the day, the forecast it shows, why no number. */
export function oneDayMeta(
  request: Pick<RouteRequest, 'branch'>,
  day: string,
  stored: StoredForecastDay | undefined,
  status: string,
) {
  const provenance = provenanceOf(stored === undefined ? [] : [stored.latest]);
  return {
    ...readMetaOf({
      range: { from: day, to: day },
      branchId: request.branch.branch_identifier,
      timeZone: request.branch.timezone,
      snapshotDate: provenance.made_at,
    }),
    ...provenance.meta,
    reason: status === 'insufficient_history' ? provenance.reason : null,
  };
}
