/** GET /api/v1/intelligence/sales/by-hour: the hourly cube over the range, rolled up by `salesByHour`. */
import type { HourlyCube } from '../analytics/cubes.ts';
import { salesByHour } from '../analytics/sales.ts';
import type { Deps } from '../deps.ts';
import type { HttpResult, RouteRequest } from '../http/types.ts';
import { latestBuiltAt, readRange, readResponse } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export async function getSalesByHour(deps: Deps, request: RouteRequest): Promise<HttpResult> {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const stored = await readRange<HourlyCube>(deps, branchId, 'hourly', range);
  return readResponse('sales_by_hour', salesByHour(stored.map((cube) => cube.data)), {
    range,
    branchId,
    timeZone,
    snapshotDate: latestBuiltAt(stored),
  });
}
