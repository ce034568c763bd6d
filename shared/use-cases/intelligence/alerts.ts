/**
 * GET /api/v1/intelligence/alerts: the alerts the daily aggregation stored for the business dates
 * of the range (one Query on the branch's alert partition, sort keys `<date>#<type>#…` between the
 * range's first and last date), counted by `alertsSummary` (critical = red, warning = yellow,
 * info = blue). In parallel, one Query on the snapshot markers of the range gives snapshot_date: the
 * latest regeneration of a day in the range, also when that day raised no alert.
 */

import { type Alert, alertsSummary } from '../../domain/analytics/alerts.ts';
import type { DateRange } from '../../domain/analytics/period.ts';
import type { Deps } from '../../runtime/deps.ts';
import { queryAll } from '../../storage/db.ts';
import { keys } from '../../storage/keys.ts';
import { readCostAlerts } from '../backoffice/cost-alerts.ts';
import type { HttpResult, RouteRequest } from '../request.ts';
import {
  alertBenchmarks,
  benchmarksOf,
  inBranchTime,
  latestBuiltAt,
  type ReadDeps,
  readResponse,
} from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

function queryRange(deps: ReadDeps, pk: string, from: string, to: string) {
  return queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
  });
}

/** Stored alerts of the range's business dates, as the aggregator wrote them (created_at in UTC). */
export async function readAlerts(deps: ReadDeps, branchId: string, range: DateRange): Promise<Alert[]> {
  const bounds = keys.alertDateRange(range.from, range.to);
  const items = await queryRange(deps, keys.alertPartition(branchId), bounds.from, bounds.to);
  return items.map(
    (item): Alert => ({
      id: item.id as string,
      severity: item.severity as Alert['severity'],
      type: item.type as Alert['type'],
      title: item.title as string,
      message: item.message as string,
      action: item.action as string,
      created_at: item.created_at as string,
    }),
  );
}

/** Snapshot markers of the range's business dates (one per regenerated day). */
export async function readSnapshots(
  deps: ReadDeps,
  branchId: string,
  range: DateRange,
): Promise<Array<{ built_at: string }>> {
  const first = keys.snapshot(branchId, range.from);
  const last = keys.snapshot(branchId, range.to);
  const items = await queryRange(deps, first.pk, first.sk, last.sk);
  return items.map((item) => ({ built_at: item.built_at as string }));
}

export async function getAlerts(deps: Deps, request: RouteRequest): Promise<HttpResult> {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const [stored, snapshots, costs] = await Promise.all([
    readAlerts(deps, branchId, range),
    readSnapshots(deps, branchId, range),
    readCostAlerts(deps, branchId, range),
  ]);
  const alerts = [...stored, ...costs];
  // Ordered on the UTC instants; shown with the branch's offset (which may change with DST) after.
  const summary = alertsSummary(alerts);
  const shown = {
    ...summary,
    alerts: summary.alerts.map((alert) => ({
      ...alert,
      created_at: inBranchTime(alert.created_at, timeZone),
    })),
  };
  return readResponse('alerts', shown, {
    range,
    branchId,
    timeZone,
    snapshotDate: latestBuiltAt(snapshots),
    benchmarks: { ...alertBenchmarks(), ...benchmarksOf('food_cost_pct', 'bar_cost_pct', 'labor_cost_pct') },
  });
}
