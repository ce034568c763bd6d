/**
 * A branch's cost inputs for an organization read: what `readCostInputs` answers for the branch's
 * period, but its sales from the organization's merged sales months (its months' category choice,
 * ./range.ts) and, for a
 * `costs_complete` branch, its dated cost records from the organization's `costs` months
 * (costs/month-part.ts): one Query for every branch's months of the windows, after one Query of
 * the pending markers (normally none); a month a marker names, or whose part did not fit, is read
 * from the branch, consistently.
 */
import type { DateRange } from '../../domain/analytics/period.ts';
import { monthOf, monthsBetween } from '../../domain/analytics/rollups.ts';
import { type CostMonthPart, type CostWindows, costInputsOfParts } from '../../domain/costs/month-part.ts';
import type { CategorySales } from '../../domain/costs/pnl.ts';
import { readRecordsInRange } from '../../storage/backoffice-store.ts';
import type { StoredCube } from '../../storage/cube-store.ts';
import { readPendingMonths } from '../../storage/organization-record-store.ts';
import { type OrganizationMonth, readOrganizationRollups } from '../../storage/organization-rollup-store.ts';
import type { OrganizationBranchEntry } from '../../storage/organization-store.ts';
import {
  asCount,
  asExpense,
  asPayroll,
  asPurchase,
  COST_RECORD_WINDOWS,
  readCostMonthPart,
} from '../backoffice/cost-inputs.ts';
import type { ReadDeps } from '../intelligence/envelope.ts';
import { ORGANIZATION_COSTS } from '../pipeline/organization-rollups.ts';
import { type OrganizationRangeReader, organizationCategorySalesReader, readOncePerKey } from './range.ts';

/**
 * The inputs of `costPeriod`: a whole month's sales may stand as its category choice, a day's
 * purchases or expenses as their sums.
 */
export type OrganizationCostInputs = { sales: StoredCube<CategorySales>[] } & ReturnType<
  typeof costInputsOfParts
>;

export type OrganizationCostInputsReader = (
  branch: OrganizationBranchEntry,
  range: DateRange,
) => Promise<OrganizationCostInputs>;

const windowsOf = (range: DateRange): CostWindows => ({
  purchases: COST_RECORD_WINDOWS.purchases(range),
  expenses: COST_RECORD_WINDOWS.expenses(range),
  payroll: COST_RECORD_WINDOWS.payroll(range),
  counts: COST_RECORD_WINDOWS['inventory-counts'](range),
});

/** The branch's records of each window, read from the branch (one not yet `costs_complete`). */
async function fromBranch(deps: ReadDeps, branchId: string, windows: CostWindows) {
  const read = (resource: string, window: DateRange) =>
    readRecordsInRange(deps, branchId, resource, window.from, window.to);
  const [purchases, expenses, payroll, counts] = await Promise.all([
    read('purchases', windows.purchases),
    read('expenses', windows.expenses),
    read('payroll', windows.payroll),
    read('inventory-counts', windows.counts),
  ]);
  return {
    purchases: purchases.map(asPurchase),
    expenses: expenses.map(asExpense),
    payroll: payroll.map(asPayroll),
    counts: counts.map(asCount),
  };
}

export function organizationCostInputsReader(
  deps: ReadDeps,
  organizationId: string,
  readRange: OrganizationRangeReader,
): OrganizationCostInputsReader {
  const once = readOncePerKey();
  const readSales = organizationCategorySalesReader(deps, organizationId, readRange);
  const pending = () => once('pending', () => readPendingMonths(deps, organizationId));
  // After the markers: a part read later is at least as new as the markers say.
  const monthsOf = (fromMonth: string, toMonth: string) =>
    once(`costs ${fromMonth} ${toMonth}`, async () => {
      await pending();
      const months = await readOrganizationRollups(
        deps,
        organizationId,
        ORGANIZATION_COSTS,
        fromMonth,
        toMonth,
      );
      return new Map<string, OrganizationMonth>(months.map((month) => [month.month, month]));
    });

  const fromParts = async (branchId: string, windows: CostWindows, range: DateRange) => {
    const first = [windows.purchases, windows.expenses, windows.payroll, windows.counts].reduce(
      (earliest, window) => (window.from < earliest ? window.from : earliest),
      range.from,
    );
    const [stale, months] = await Promise.all([pending(), monthsOf(monthOf(first), monthOf(range.to))]);
    const parts = await Promise.all(
      monthsBetween(monthOf(first), monthOf(range.to)).map(async (month): Promise<CostMonthPart | null> => {
        const part = months.get(month)?.parts.get(branchId);
        if (stale.get(branchId)?.has(month) || part?.kind === 'days') {
          return readCostMonthPart(deps, branchId, month, { consistent: true });
        }
        // A complete branch without a part has no record that month.
        return part?.kind === 'costs' ? part.costs : null;
      }),
    );
    return costInputsOfParts(
      parts.filter((part) => part !== null),
      windows,
    );
  };

  return async (branch, range) => {
    const branchId = branch.branch_identifier;
    const windows = windowsOf(range);
    const [sales, records] = await Promise.all([
      readSales(branch, range),
      branch.costs_complete ? fromParts(branchId, windows, range) : fromBranch(deps, branchId, windows),
    ]);
    return { sales, ...records };
  };
}
