/**
 * GET /api/v1/intelligence/kpis: the sales and cash cubes over the range (two Queries, in
 * parallel), rolled up by `kpis`; each KPI carries its benchmark, and meta.benchmarks the ranges of
 * every listed KPI the spec's benchmark table covers.
 */
import type { CashCube, SalesCube } from '../../domain/analytics/cubes.ts';
import { kpis } from '../../domain/analytics/kpis.ts';
import { BENCHMARKS, type BenchmarkKey } from '../../domain/benchmarks.ts';
import type { Deps } from '../deps.ts';
import type { HttpResult, RouteRequest } from '../request.ts';
import { benchmarksOf, latestBuiltAt, readRange, readResponse } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

const isBenchmarkKey = (key: string): key is BenchmarkKey => Object.hasOwn(BENCHMARKS, key);

export async function getKpis(deps: Deps, request: RouteRequest): Promise<HttpResult> {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const [sales, cash] = await Promise.all([
    readRange<SalesCube>(deps, branchId, 'sales', range),
    readRange<CashCube>(deps, branchId, 'cash', range),
  ]);
  const attributes = kpis(
    sales.map((cube) => cube.data),
    cash.map((cube) => cube.data),
  );
  return readResponse('kpis', attributes, {
    range,
    branchId,
    timeZone,
    snapshotDate: latestBuiltAt(sales, cash),
    benchmarks: benchmarksOf(...attributes.kpis.map((kpi) => kpi.key).filter(isBenchmarkKey)),
  });
}
