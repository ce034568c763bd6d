/**
 * GET /api/v1/intelligence/sales/by-hour: the hourly cube over the range, rolled up by `salesByHour`.
 * Lines without ordered_at are in no hour; their net sales are reported as
 * `meta.unassigned_sales_cents` (in meta, so the attributes stay the spec's list).
 */
import type { HourlyCube } from '../../domain/analytics/cubes.ts';
import { coverageOfRange, liveCoverageNote } from '../../domain/analytics/live-tables.ts';
import { salesByHour, unassignedHourlySalesCents } from '../../domain/analytics/sales.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { latestBuiltAt, readRange, readResult } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

const HOURLY_LIVE_FIGURES = 'covers and tables per hour (live table events)';

export async function getSalesByHour(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const stored = await readRange<HourlyCube>(deps, branchId, 'hourly', range);
  const cubes = stored.map((cube) => cube.data);
  return readResult(
    salesByHour(cubes),
    { range, branchId, timeZone, snapshotDate: latestBuiltAt(stored) },
    {
      unassigned_sales_cents: unassignedHourlySalesCents(cubes),
      live_updates: liveCoverageNote(coverageOfRange(cubes), HOURLY_LIVE_FIGURES),
    },
  );
}
