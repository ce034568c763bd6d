/** GET /api/v1/intelligence/sales/by-employee: the employees cube over the range, ranked by `salesByEmployee`. */
import type { EmployeesCube } from '../../domain/analytics/cubes.ts';
import { coverageOfRange, liveCoverageNote } from '../../domain/analytics/live-tables.ts';
import { salesByEmployee } from '../../domain/analytics/sales.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { latestBuiltAt, readRange, readResult } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

const EMPLOYEE_LIVE_FIGURES = 'covers, avg_ticket_cents, tips_cents and tip_pct (live closed tables)';

export async function getSalesByEmployee(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const stored = await readRange<EmployeesCube>(deps, branchId, 'employees', range);
  const cubes = stored.map((cube) => cube.data);
  return readResult(
    salesByEmployee(cubes),
    { range, branchId, timeZone, snapshotDate: latestBuiltAt(stored) },
    { live_updates: liveCoverageNote(coverageOfRange(cubes), EMPLOYEE_LIVE_FIGURES) },
  );
}
