/**
 * GET /api/v1/intelligence/sales/reconciliation: the reconciliation cube (one record per zout
 * closing) over the range; statuses are judged against the spec's cash-variance benchmark.
 */
import type { ReconciliationCube } from '../../domain/analytics/cubes.ts';
import { reconciliation } from '../../domain/analytics/reconciliation.ts';
import type { Deps } from '../deps.ts';
import type { HttpResult, RouteRequest } from '../request.ts';
import { benchmarksOf, latestBuiltAt, readRange, readResponse } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export async function getReconciliation(deps: Deps, request: RouteRequest): Promise<HttpResult> {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const stored = await readRange<ReconciliationCube>(deps, branchId, 'reconciliation', range);
  return readResponse('reconciliation', reconciliation(stored.map((cube) => cube.data)), {
    range,
    branchId,
    timeZone,
    snapshotDate: latestBuiltAt(stored),
    benchmarks: benchmarksOf('cash_variance_pct'),
  });
}
