/**
 * GET /api/v1/intelligence/menu/engineering: the items cube over the range, classified by
 * `menuEngineering`, its contributions on sales without IVA by the same range's sales cubes.
 */
import type { ItemsCube, SalesCube } from '../../domain/analytics/cubes.ts';
import { menuEngineering } from '../../domain/analytics/menu-engineering.ts';
import { ivaShareOf } from '../../domain/analytics/sales.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { latestBuiltAt, readRange, readResult } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export async function getMenuEngineering(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const [stored, sales] = await Promise.all([
    readRange<ItemsCube>(deps, branchId, 'items', range),
    readRange<SalesCube>(deps, branchId, 'sales', range),
  ]);
  const ivaShare = ivaShareOf(sales.map((cube) => cube.data));
  return readResult(
    menuEngineering(
      stored.map((cube) => cube.data),
      { ivaShare },
    ),
    { range, branchId, timeZone, snapshotDate: latestBuiltAt(stored) },
    {},
  );
}
