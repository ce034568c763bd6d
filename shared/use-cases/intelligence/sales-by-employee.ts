/** GET /api/v1/intelligence/sales/by-employee: the employees cube over the range, ranked by `salesByEmployee`. */
import type { EmployeesCube } from '../../domain/analytics/cubes.ts';
import { salesByEmployee } from '../../domain/analytics/sales.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { latestBuiltAt, readRange, readResult } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export async function getSalesByEmployee(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const stored = await readRange<EmployeesCube>(deps, branchId, 'employees', range);
  return readResult(
    salesByEmployee(stored.map((cube) => cube.data)),
    { range, branchId, timeZone, snapshotDate: latestBuiltAt(stored) },
    {},
  );
}
