/**
 * Each day's sales of a period, for the assistant (a weekday against the branch's typical day). The
 * spec has no per-day sales endpoint, so this internal read use case (same query rules and envelope
 * as the endpoints) reads the day cubes the sales summary adds up, never the month rollups: a
 * month's rollup is one merged cube and would lose its days. Each day's figures are the ones its
 * own /sales/summary quotes.
 */
import type { SalesCube } from '../../domain/analytics/cubes.ts';
import { salesRowTotalsOf } from '../../domain/analytics/sales.ts';
import type { SalesDaysAttributes } from '../../domain/assistant/reads.ts';
import { readCubes } from '../../storage/cube-store.ts';
import type { Deps } from '../deps.ts';
import { latestBuiltAt, readResult } from '../intelligence/envelope.ts';
import { parseIntelligenceQuery } from '../intelligence/query.ts';
import type { RouteRequest } from '../request.ts';

export async function getSalesDays(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const cubes = await readCubes<SalesCube>(deps, branchId, 'sales', range.from, range.to);
  const attributes: SalesDaysAttributes = {
    days: cubes.map(({ data }) => ({
      date: data.date,
      summaries_count: data.summaries_count,
      // One day's totals as the summary adds them (analytics/sales.ts), so each is its summary's.
      ...salesRowTotalsOf([data]),
    })),
  };
  return readResult(attributes, { range, branchId, timeZone, snapshotDate: latestBuiltAt(cubes) }, {});
}
