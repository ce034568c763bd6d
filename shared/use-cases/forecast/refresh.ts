/**
 * The pipeline's forecast (docs/forecast-api.md, "When it runs"): after a day's cubes are built
 * (and after the owner changes the calendar in the settings), the branch's next 14 days are
 * forecast from its last closed business day and stored, each date only while it has not begun
 * in the branch's time zone and business-day cutoff. A rebuild of any day (late data) runs it
 * again, so the days not yet begun follow the corrected history; the days under way keep what
 * was said before them.
 */
import { businessToday, cutoffHourOf } from '../../domain/business-day.ts';
import { addDays } from '../../domain/calendar-dates.ts';
import { forecastHours } from '../../domain/forecast/hours.ts';
import { forecastItems } from '../../domain/forecast/items.ts';
import { FORECAST_METHOD, type ForecastDay, MAX_HORIZON_DAYS } from '../../domain/forecast/types.ts';
import type { ForecastHistory } from '../../domain/forecast-reads/history.ts';
import {
  forecastSettingsOf,
  historyBefore,
  liveForecastDays,
} from '../../domain/forecast-reads/live-window.ts';
import { ownStaffRate, staffHoursOf } from '../../domain/forecast-reads/staffing.ts';
import type { ForecastProvenance, StoredForecastDetail } from '../../domain/forecast-reads/stored.ts';
import type { BranchSettings } from '../../domain/settings.ts';
import { instantAtLocalHour } from '../../domain/zoned-time.ts';
import { type ForecastWrite, writeForecastDate } from '../../storage/forecast-store.ts';
import type { Deps } from '../deps.ts';
import { readForecastHistory } from './history.ts';

type RefreshDeps = Pick<Deps, 'db' | 'tableName' | 'clock' | 'logger'>;

export interface ForecastBranch {
  branchId: string;
  profile: { timezone: string; business_day_cutoff_hour?: number | null };
  settings: BranchSettings;
}

export interface ForecastRun {
  as_of: string | null;
  /** Dates stored; the dates already begun keep their forecast. */
  written: string[];
}

/** Forecasts and stores the branch's next 14 days from its last closed business day. */
export async function refreshForecast(deps: RefreshDeps, branch: ForecastBranch): Promise<ForecastRun> {
  const now = deps.clock.now();
  const cutoffHour = cutoffHourOf(branch.profile);
  const today = businessToday(now, branch.profile.timezone, cutoffHour);
  const history = await readForecastHistory(deps, branch.branchId, today, branch.settings.closed_dates, {
    profiles: true,
  });
  if (history.asOf === null) return { as_of: null, written: [] };
  let writes: ForecastWrite[];
  try {
    writes = forecastWrites(history, branch, now.toISOString());
  } catch (error) {
    // A pure computation that throws would throw on every retry: the day's build is not held
    // back for it (the forecast stays as last stored); the log says why.
    deps.logger.error('forecast not computed', { branch_id: branch.branchId, as_of: history.asOf, error });
    return { as_of: history.asOf, written: [] };
  }
  writes = writes.filter((write) => write.beginsAt > now.toISOString());
  const stored = await Promise.all(
    writes.map(async (write) =>
      (await writeForecastDate(deps, branch.branchId, write, deps.clock.now())) ? write.date : null,
    ),
  );
  const written = stored.filter((date): date is string => date !== null);
  deps.logger.info('forecast stored', { branch_id: branch.branchId, as_of: history.asOf, written });
  return { as_of: history.asOf, written };
}

/** Every date's write of the forecast from `history.asOf` (pure once the history is read). */
function forecastWrites(
  history: ForecastHistory & { hourly: Parameters<typeof ownStaffRate>[1] },
  branch: ForecastBranch,
  madeAt: string,
): ForecastWrite[] {
  const asOf = history.asOf!;
  const origin = addDays(asOf, 1)!;
  const settings = forecastSettingsOf(branch.settings);
  const days = liveForecastDays(history.days, origin, MAX_HORIZON_DAYS, settings);
  const seen = historyBefore(history.days, origin);
  const provenance: ForecastProvenance = {
    as_of: asOf,
    made_at: madeAt,
    history_days: seen.filter((day) => day.open).length,
    method: FORECAST_METHOD,
    sales_basis: history.basis,
    iva_factor: history.ivaFactor,
  };
  const staffRate = ownStaffRate(seen, history.hourly);
  const staffHours = staffHoursOf(history.hourly, asOf);
  return days.map((day) => ({
    date: day.date,
    beginsAt: new Date(
      instantAtLocalHour(day.date, cutoffHourOf(branch.profile), branch.profile.timezone),
    ).toISOString(),
    latest: { ...day, ...provenance },
    horizon: horizonEntry(day, provenance),
    detail: { ...detailOf(seen, day, history, provenance, staffRate), staff_hours: staffHours },
  }));
}

function horizonEntry(day: ForecastDay, provenance: ForecastProvenance): ForecastWrite['horizon'] {
  const { drivers: _drivers, ...figures } = day;
  return { ...figures, ...provenance };
}

function detailOf(
  seen: ForecastHistory['days'],
  day: ForecastDay,
  history: ForecastHistory,
  provenance: ForecastProvenance,
  ownRate: StoredForecastDetail['own_staff_rate'],
): Omit<StoredForecastDetail, 'staff_hours'> {
  const items = forecastItems(seen, day).map((item) => ({
    ...item,
    name: history.products.get(item.product_id)?.name ?? item.product_id,
    category_type: history.products.get(item.product_id)?.category_type ?? 'other',
  }));
  return {
    ...provenance,
    date: day.date,
    status: day.status,
    hours: forecastHours(seen, day),
    items,
    own_staff_rate: ownRate,
  };
}
