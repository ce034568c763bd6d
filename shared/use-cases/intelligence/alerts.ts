/**
 * GET /api/v1/intelligence/alerts: the alerts the daily aggregation stored for the business dates
 * of the range (one Query on the branch's alert partition, sort keys `<date>#<type>#…` between the
 * range's first and last date), counted by `alertsSummary` (critical = red, warning = yellow,
 * info = blue). snapshot_date is the latest build of a day in the range, also when that day raised
 * no alert: from the sales days the cost alerts read (whole months from the sales rollups' day
 * index), or read for it alone when the plan computes no cost alert; a build writes every cube of
 * its day before its alerts and its snapshot marker, so that is the time of the latest marker too.
 *
 * The route is in the sales module; an alert raised from another module's figures (costs, cash,
 * inventory, audit: domain/gating.ts) is left out for a plan without that module, and meta.gated
 * names the module. The cost alerts are not even computed when the plan has neither costs nor
 * inventory.
 */

import { alertsSummary } from '../../domain/analytics/alerts.ts';
import { ALERT_TYPE_MODULES, gatedModules } from '../../domain/gating.ts';
import { planAllows } from '../../domain/plans.ts';
import { readAlertsInRange } from '../../storage/alert-store.ts';
import { readCostAlertsAndDays, readDaySales } from '../backoffice/cost-alerts.ts';
import { branchToday } from '../backoffice/inventory-events.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { alertBenchmarks, benchmarksOf, inBranchTime, latestBuiltAt, readResult } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export async function getAlerts(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const { plan } = request.branch;
  const [stored, costs] = await Promise.all([
    readAlertsInRange(deps, branchId, range.from, range.to),
    planAllows(plan, 'costs') || planAllows(plan, 'inventory')
      ? readCostAlertsAndDays(deps, branchId, range, branchToday(request.now, request.branch))
      : readDaySales(deps, branchId, range).then((days) => ({ alerts: [], days })),
  ]);
  const alerts = [...stored, ...costs.alerts].filter((alert) =>
    planAllows(plan, ALERT_TYPE_MODULES[alert.type]),
  );
  // The cost alerts read from the 1st of range.from's month: only the range's days count.
  const built = costs.days.filter((day) => day.date >= range.from);
  // Ordered on the UTC instants; shown with the branch's offset (which may change with DST) after.
  const summary = alertsSummary(alerts);
  const shown = {
    ...summary,
    alerts: summary.alerts.map((alert) => ({
      ...alert,
      created_at: inBranchTime(alert.created_at, timeZone),
    })),
  };
  return readResult(
    shown,
    { range, branchId, timeZone, snapshotDate: latestBuiltAt(built) },
    {
      benchmarks: {
        ...alertBenchmarks(),
        ...benchmarksOf('food_cost_pct', 'bar_cost_pct', 'labor_cost_pct'),
      },
      gated: gatedModules(plan, ALERT_TYPE_MODULES),
    },
  );
}
