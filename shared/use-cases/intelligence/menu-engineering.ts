/** GET /api/v1/intelligence/menu/engineering: the items cube over the range, classified by `menuEngineering`. */
import type { ItemsCube } from '../../domain/analytics/cubes.ts';
import { menuEngineering } from '../../domain/analytics/menu-engineering.ts';
import type { Deps } from '../deps.ts';
import type { HttpResult, RouteRequest } from '../request.ts';
import { latestBuiltAt, readRange, readResponse } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export async function getMenuEngineering(deps: Deps, request: RouteRequest): Promise<HttpResult> {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const stored = await readRange<ItemsCube>(deps, branchId, 'items', range);
  return readResponse('menu_engineering', menuEngineering(stored.map((cube) => cube.data)), {
    range,
    branchId,
    timeZone,
    snapshotDate: latestBuiltAt(stored),
  });
}
