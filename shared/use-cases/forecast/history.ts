/**
 * Reads a branch's forecast history from its daily cubes (shared/domain/forecast-reads/history.ts):
 * up to 400 days of sales cubes (a Query per 100 days, up to four) and, for the pipeline, the
 * recent weeks' hourly and items cubes, all at once. The pipeline, the backtest and the accuracy
 * read all read it here.
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
/**
 * One part per this many days (up to SALES_READ_PARTS): 100 sales cubes fit one 1 MB Query page
 * unless a cube passes 10 KB, so a shorter range (the accuracy read's 70 days) is one Query; more
 * parts would only add requests.
 */
const DAYS_PER_PART = 100;

/** The sales cubes from..through, as one Query would give them, read in up to SALES_READ_PARTS Queries at once. */
async function readSalesInParts(deps: StorageDeps, branchId: string, from: string, through: string) {
  const days = daysBetween(from, through) ?? 0;
  const count = Math.max(1, Math.min(SALES_READ_PARTS, Math.ceil((days + 1) / DAYS_PER_PART)));
  const size = Math.ceil((days + 1) / count);
  const parts = Array.from({ length: count }, (_, index) => ({
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
