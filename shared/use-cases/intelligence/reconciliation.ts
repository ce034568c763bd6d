/**
 * GET /api/v1/intelligence/sales/reconciliation: the reconciliation cube (one record per zout
 * closing) over the range, beside the payments cube of the same range (two Queries); statuses are
 * judged against the spec's cash-variance benchmark.
 */
import type { PaymentsCube, ReconciliationCube } from '../../domain/analytics/cubes.ts';
import {
  reconciliation,
  reconciliationRecords,
  summarizeVariance,
} from '../../domain/analytics/reconciliation.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { benchmarksOf, latestBuiltAt, readRange, readResult } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export async function getReconciliation(deps: Deps, request: RouteRequest) {
  return (await readReconciliation(deps, request)).result;
}

/**
 * The same read (one Query), for the assistant's cash answer: the endpoint's result with the
 * period's variance summary in `meta.variance`. It is the cash_variance_pct KPI's own formula
 * (`summarizeVariance`) over the same zout closings (each record is its closing's `closingFigures`,
 * as the KPI computes them from the cash cube), so the answer quotes the KPI's value and status
 * without reading /kpis; `meta.record_variances` is the same summary of each closing alone, one per
 * `attributes.records` in its order. Not a route of its own: the assistant reads it for the
 * reconciliation's.
 */
export async function getReconciliationWithVariance(deps: Deps, request: RouteRequest) {
  const { result, cubes } = await readReconciliation(deps, request);
  const records = reconciliationRecords(cubes);
  const variance = summarizeVariance(records);
  // Each closing alone, by the same formula: a period's answer names its cortes with the % and
  // colour a day's answer gives them.
  const record_variances = records.map((record) => summarizeVariance([record]));
  return { attributes: result.attributes, meta: { ...result.meta, variance, record_variances } };
}

async function readReconciliation(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const [stored, payments] = await Promise.all([
    readRange<ReconciliationCube>(deps, branchId, 'reconciliation', range),
    readRange<PaymentsCube>(deps, branchId, 'payments', range),
  ]);
  const cubes = stored.map((cube) => cube.data);
  const result = readResult(
    reconciliation(
      cubes,
      payments.map((cube) => cube.data),
    ),
    { range, branchId, timeZone, snapshotDate: latestBuiltAt(stored) },
    { benchmarks: benchmarksOf('cash_variance_pct') },
  );
  return { result, cubes };
}
