/**
 * Cost alerts are computed when /intelligence/alerts is read (not stored by the aggregator): they
 * depend on back-office data captured at any time, so computing them from the current records keeps
 * them true after a late purchase or a correction. Reads from the 1st of range.from's month (month
 * to date): sales cubes, purchases, payroll and counts, one Query each.
 */
import type { Alert } from '../../domain/analytics/alerts.ts';
import type { SalesCube } from '../../domain/analytics/cubes.ts';
import type { DateRange } from '../../domain/analytics/period.ts';
import { costAlerts } from '../../domain/costs/alerts.ts';
import { startOfMonth } from '../../domain/costs/records.ts';
import { readCubes } from '../../storage/cube-store.ts';
import type { ReadDeps } from '../intelligence/envelope.ts';
import { readCounts, readPayroll, readPurchases } from './cost-inputs.ts';

export async function readCostAlerts(deps: ReadDeps, branchId: string, range: DateRange): Promise<Alert[]> {
  const window = { from: startOfMonth(range.from), to: range.to };
  const [sales, purchases, payroll, counts] = await Promise.all([
    readCubes<SalesCube>(deps, branchId, 'sales', window.from, window.to),
    readPurchases(deps, branchId, window),
    readPayroll(deps, branchId, window),
    readCounts(deps, branchId, window),
  ]);
  return costAlerts({ range, sales, purchases, payroll, counts });
}
