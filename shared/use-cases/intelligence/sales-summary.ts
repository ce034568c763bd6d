/**
 * GET /api/v1/intelligence/sales/summary. One Query on the sales cube covering the previous period
 * of equal length and the requested range (they are adjacent), split by date; the rollup is
 * analytics/sales.ts `salesSummary`, and meta says how many days of each opened (`openDaysMeta`).
 */
import type { SalesCube } from '../../domain/analytics/cubes.ts';
import { previousPeriod } from '../../domain/analytics/period.ts';
import { carriesOpenDays, openDaysMeta, salesSummary } from '../../domain/analytics/sales.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { latestBuiltAt, readRange, readResult } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export async function getSalesSummary(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const previous = previousPeriod(range);
  // Two reads, so each period's whole months come from their rollups (those that count their open
  // days: one merged before is read from its days).
  const [current, before] = await Promise.all([
    readRange<SalesCube>(deps, branchId, 'sales', range, { accept: carriesOpenDays }),
    readRange<SalesCube>(deps, branchId, 'sales', previous, { accept: carriesOpenDays }),
  ]);
  // With no closed day in the range there is nothing to compare: the change is null, not −100 %.
  const comparison = current.length === 0 ? [] : before.map((cube) => cube.data);
  return readResult(
    salesSummary(
      current.map((cube) => cube.data),
      comparison,
    ),
    { range, branchId, timeZone, snapshotDate: latestBuiltAt(current) },
    openDaysMeta(
      current.map((cube) => cube.data),
      { range: previous, cubes: before.map((cube) => cube.data) },
    ),
  );
}
