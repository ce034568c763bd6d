/**
 * GET /api/v1/intelligence/cash-flow: the cash cube over the range, rolled up by `cashFlow`. The
 * spec names the member `meta.benchmark` (variance_pct_threshold, variance_status); it is sent as
 * such, beside the `meta.benchmarks` ranges every thresholded endpoint carries.
 */
import { cashFlow } from '../../domain/analytics/cash-flow.ts';
import type { CashCube } from '../../domain/analytics/cubes.ts';
import type { Deps } from '../deps.ts';
import type { HttpResult, RouteRequest } from '../request.ts';
import { benchmarksOf, latestBuiltAt, readRange, readResponse } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export async function getCashFlow(deps: Deps, request: RouteRequest): Promise<HttpResult> {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const stored = await readRange<CashCube>(deps, branchId, 'cash', range);
  const result = cashFlow(stored.map((cube) => cube.data));
  return readResponse('cash_flow', result.attributes, {
    range,
    branchId,
    timeZone,
    snapshotDate: latestBuiltAt(stored),
    benchmarks: benchmarksOf('cash_variance_pct'),
    extra: { benchmark: result.meta.benchmark },
  });
}
