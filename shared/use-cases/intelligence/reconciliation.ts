/**
 * GET /api/v1/intelligence/sales/reconciliation: the reconciliation cube (one record per zout
 * closing) over the range; statuses are judged against the spec's cash-variance benchmark.
 */
import type { ReconciliationCube } from '../../domain/analytics/cubes.ts';
import { reconciliation, summarizeVariance } from '../../domain/analytics/reconciliation.ts';
import type { Deps } from '../deps.ts';
import type { HttpResult, RouteRequest } from '../request.ts';
import { benchmarksOf, latestBuiltAt, readRange, readResponse } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export function getReconciliation(deps: Deps, request: RouteRequest): Promise<HttpResult> {
  return readReconciliation(deps, request, false);
}

/**
 * The same read (one Query), for the assistant's cash answer: the endpoint's body with the period's
 * variance summary in `meta.variance`. It is the cash_variance_pct KPI's own formula
 * (`summarizeVariance`) over the same zout closings (each record is its closing's `closingFigures`,
 * as the KPI computes them from the cash cube), so the answer quotes the KPI's value and status
 * without reading /kpis. Not a route.
 */
export function getReconciliationWithVariance(deps: Deps, request: RouteRequest): Promise<HttpResult> {
  return readReconciliation(deps, request, true);
}

async function readReconciliation(
  deps: Deps,
  request: RouteRequest,
  withVariance: boolean,
): Promise<HttpResult> {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const stored = await readRange<ReconciliationCube>(deps, branchId, 'reconciliation', range);
  const cubes = stored.map((cube) => cube.data);
  return readResponse('reconciliation', reconciliation(cubes), {
    range,
    branchId,
    timeZone,
    snapshotDate: latestBuiltAt(stored),
    benchmarks: benchmarksOf('cash_variance_pct'),
    ...(withVariance
      ? { extra: { variance: summarizeVariance(cubes.flatMap((cube) => cube.records)) } }
      : {}),
  });
}
