/**
 * Cost alerts are computed when /intelligence/alerts is read (not stored by the aggregator): they
 * depend on back-office data captured at any time, so computing them from the current records keeps
 * them true after a late purchase or a correction. Reads the purchases, payroll and counts of the
 * windows judged (from the 1st of range.from's month, or its first day's window), one Query each,
 * then the days' sales (whole months from the sales rollups' day index, the rest from day cubes).
 */
import type { Alert } from '../../domain/analytics/alerts.ts';
import type { SalesCube } from '../../domain/analytics/cubes.ts';
import type { DateRange } from '../../domain/analytics/period.ts';
import { daySalesOf, indexCarriesTotals } from '../../domain/analytics/rollups.ts';
import { costAlertDays, costAlertSalesRange, costAlerts } from '../../domain/costs/alerts.ts';
import type { CategorySales } from '../../domain/costs/pnl.ts';
import { startOfMonth } from '../../domain/costs/records.ts';
import type { StoredCube } from '../../storage/cube-store.ts';
import { type ReadDeps, readRangeVia } from '../intelligence/envelope.ts';
import { COST_RECORD_WINDOWS, readCounts, readPayroll, readPurchases } from './cost-inputs.ts';

export async function readCostAlerts(
  deps: ReadDeps,
  branchId: string,
  range: DateRange,
  today: string,
): Promise<Alert[]> {
  return (await readCostAlertsAndDays(deps, branchId, range, today)).alerts;
}

/**
 * The cost alerts of the range, and the built days they read (from the 1st of range.from's month):
 * the records first, then the days' sales of every window judged and of the counted intervals that
 * reach outside them (their cost is split by sales).
 */
export async function readCostAlertsAndDays(
  deps: ReadDeps,
  branchId: string,
  range: DateRange,
  today: string,
): Promise<{ alerts: Alert[]; days: StoredCube<CategorySales>[] }> {
  const judged = costAlertDays(range);
  const [purchases, payroll, counts] = await Promise.all([
    readPurchases(deps, branchId, COST_RECORD_WINDOWS.purchases(judged)),
    readPayroll(deps, branchId, judged),
    readCounts(deps, branchId, COST_RECORD_WINDOWS['inventory-counts'](judged)),
  ]);
  const sales = await readDaySales(deps, branchId, costAlertSalesRange(range, counts));
  const month = startOfMonth(range.from);
  return {
    alerts: costAlerts({ range, today, sales, purchases, payroll, counts }),
    days: sales.filter((day) => day.date >= month && day.date <= range.to),
  };
}

/**
 * Every built day of the range as the cost figures read it, with its build time: a whole month from
 * its sales rollup's day index (a rollup equals its days), one without the index and the edges
 * from the day cubes.
 */
export const readDaySales = (deps: ReadDeps, branchId: string, range: DateRange) =>
  readRangeVia<SalesCube, CategorySales>(deps, branchId, 'sales', range, (rollup) =>
    rollup.day_sales && indexCarriesTotals(rollup.day_sales) ? rollup.day_sales.map(daySalesOf) : undefined,
  );
