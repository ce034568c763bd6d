/**
 * Cost alerts are computed when /intelligence/alerts is read (not stored by the aggregator): they
 * depend on back-office data captured at any time, so computing them from the current records keeps
 * them true after a late purchase or a correction. Reads from the 1st of range.from's month (month
 * to date): the days' sales (whole months from the sales rollups' day index, the rest from day
 * cubes), purchases, payroll and counts, one Query each.
 */
import type { Alert } from '../../domain/analytics/alerts.ts';
import type { SalesCube } from '../../domain/analytics/cubes.ts';
import type { DateRange } from '../../domain/analytics/period.ts';
import { daySalesOf, indexCarriesTotals } from '../../domain/analytics/rollups.ts';
import { costAlerts } from '../../domain/costs/alerts.ts';
import { type CategorySales, RATIO_MIN_DAYS } from '../../domain/costs/pnl.ts';
import { addDays, startOfMonth } from '../../domain/costs/records.ts';
import type { StoredCube } from '../../storage/cube-store.ts';
import { type ReadDeps, readRangeVia } from '../intelligence/envelope.ts';
import { COST_RECORD_WINDOWS, readCounts, readPayroll, readPurchases } from './cost-inputs.ts';

export async function readCostAlerts(deps: ReadDeps, branchId: string, range: DateRange): Promise<Alert[]> {
  return (await readCostAlertsAndDays(deps, branchId, range)).alerts;
}

/** The cost alerts of the range, and the built days they read (from the 1st of range.from's month). */
export async function readCostAlertsAndDays(
  deps: ReadDeps,
  branchId: string,
  range: DateRange,
): Promise<{ alerts: Alert[]; days: StoredCube<CategorySales>[] }> {
  const window = { from: startOfMonth(range.from), to: range.to };
  // A day's ratios may read the 6 days before it (its trailing window: costs/pnl.ts).
  const salesWindow = { from: addDays(window.from, -(RATIO_MIN_DAYS - 1)), to: range.to };
  const [sales, purchases, payroll, counts] = await Promise.all([
    readDaySales(deps, branchId, salesWindow),
    readPurchases(deps, branchId, COST_RECORD_WINDOWS.purchases(salesWindow)),
    readPayroll(deps, branchId, salesWindow),
    readCounts(deps, branchId, window),
  ]);
  return {
    alerts: costAlerts({ range, sales, purchases, payroll, counts }),
    days: sales.filter((day) => day.date >= window.from),
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
