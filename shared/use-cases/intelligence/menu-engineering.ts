/** GET /api/v1/intelligence/menu/engineering: the items cube over the range, classified by `menuEngineering`. */
import type { ItemsCube } from '../../domain/analytics/cubes.ts';
import { menuEngineering } from '../../domain/analytics/menu-engineering.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { latestBuiltAt, readRange, readResult } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export async function getMenuEngineering(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const stored = await readRange<ItemsCube>(deps, branchId, 'items', range);
  return readResult(
    menuEngineering(stored.map((cube) => cube.data)),
    { range, branchId, timeZone, snapshotDate: latestBuiltAt(stored) },
    {},
  );
}
