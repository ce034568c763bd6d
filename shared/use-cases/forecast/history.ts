/**
 * Reads a branch's forecast history from its daily cubes (shared/domain/forecast-reads/history.ts):
 * 400 days of sales cubes, and the recent weeks' hourly and items cubes, three Queries at
 * once. The pipeline, the backtest and the accuracy read all read it here.
 */
import type { HourlyCube, ItemsCube, SalesCube } from '../../domain/analytics/cubes.ts';
import { addDays, daysBetween } from '../../domain/calendar-dates.ts';
import { type ForecastHistory, forecastHistoryOf } from '../../domain/forecast-reads/history.ts';
import { HISTORY_WINDOW_DAYS, PROFILE_WINDOW_DAYS } from '../../domain/forecast-reads/live-window.ts';
import { readCubes } from '../../storage/cube-store.ts';
import type { StorageDeps } from '../../storage/db.ts';

export interface ReadHistoryOptions {
  /** The first date the sales are needed from (default: the 400 days before `through`). */
  from?: string;
  /** Read the recent hourly and items cubes too (the pipeline); the day figures alone otherwise. */
  profiles: boolean;
}

/**
 * The branch's history of the business dates up to `through`, as the forecaster takes it.
 * `closedDates` may still be on its way (the settings read beside the cubes): it is applied after.
 */
export async function readForecastHistory(
  deps: StorageDeps,
  branchId: string,
  through: string,
  closedDates: readonly string[] | PromiseLike<readonly string[]>,
  options: ReadHistoryOptions,
): Promise<ForecastHistory & { hourly: HourlyCube[] }> {
  const from = options.from ?? addDays(through, -HISTORY_WINDOW_DAYS) ?? through;
  const recent = addDays(through, -PROFILE_WINDOW_DAYS) ?? through;
  const [sales, hourly, items, closed] = await Promise.all([
    readSalesInParts(deps, branchId, from, through),
    options.profiles ? readCubes<HourlyCube>(deps, branchId, 'hourly', recent, through) : [],
    options.profiles ? readCubes<ItemsCube>(deps, branchId, 'items', recent, through) : [],
    closedDates,
  ]);
  const hourlyCubes = hourly.map((cube) => cube.data);
  const history = forecastHistoryOf(
    { sales: sales.map((cube) => cube.data), hourly: hourlyCubes, items: items.map((cube) => cube.data) },
    closed,
  );
  return { ...history, hourly: hourlyCubes };
}

/** Parts the year of sales cubes is read in, at once: one long Query is paged one page at a time. */
const SALES_READ_PARTS = 4;

/** The sales cubes from..through, as one Query would give them, read as SALES_READ_PARTS Queries at once. */
async function readSalesInParts(deps: StorageDeps, branchId: string, from: string, through: string) {
  const days = daysBetween(from, through) ?? 0;
  const size = Math.ceil((days + 1) / SALES_READ_PARTS);
  const parts = Array.from({ length: SALES_READ_PARTS }, (_, index) => ({
    from: addDays(from, index * size) ?? from,
    to: addDays(from, index * size + size - 1) ?? through,
  })).filter((part) => part.from <= through);
  const read = await Promise.all(
    parts.map((part) =>
      readCubes<SalesCube>(deps, branchId, 'sales', part.from, part.to < through ? part.to : through),
    ),
  );
  return read.flat();
}
