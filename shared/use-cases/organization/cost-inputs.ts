/**
 * A branch's cost inputs for an organization read: what `readCostInputs` answers for the branch's
 * period, but its sales from the organization's month roll-ups (./range.ts, costs mode) and, for a
 * `records_complete` branch, its dated cost records from the organization's copies
 * (shared/storage/organization-record-store.ts): one Query per resource and window for all the
 * branches (memoized per request; branches in one time zone share their windows), instead of four
 * per branch.
 */
import type { SalesCube } from '../../domain/analytics/cubes.ts';
import type { DateRange } from '../../domain/analytics/period.ts';
import { type BackofficeRecord, readRecordsInRange } from '../../storage/backoffice-store.ts';
import {
  type OrganizationRecordResource,
  readOrganizationRecords,
} from '../../storage/organization-record-store.ts';
import type { OrganizationBranchEntry } from '../../storage/organization-store.ts';
import {
  asCount,
  asExpense,
  asPayroll,
  asPurchase,
  COST_RECORD_WINDOWS,
  type CostInputs,
} from '../backoffice/cost-inputs.ts';
import type { ReadDeps } from '../intelligence/envelope.ts';
import type { OrganizationRangeReader } from './range.ts';

export type OrganizationCostInputsReader = (
  branch: OrganizationBranchEntry,
  range: DateRange,
) => Promise<CostInputs>;

export function organizationCostInputsReader(
  deps: ReadDeps,
  organizationId: string,
  readRange: OrganizationRangeReader,
): OrganizationCostInputsReader {
  const queried = new Map<string, Promise<Map<string, BackofficeRecord[]>>>();
  const copiesOf = (resource: OrganizationRecordResource, window: DateRange) => {
    const key = `${resource} ${window.from} ${window.to}`;
    let copies = queried.get(key);
    if (copies === undefined) {
      copies = readOrganizationRecords(deps, organizationId, resource, window.from, window.to);
      queried.set(key, copies);
    }
    return copies;
  };
  const recordsOf = async (
    branch: OrganizationBranchEntry,
    resource: OrganizationRecordResource,
    window: DateRange,
  ) => {
    const branchId = branch.branch_identifier;
    if (!branch.records_complete) return readRecordsInRange(deps, branchId, resource, window.from, window.to);
    return (await copiesOf(resource, window)).get(branchId) ?? [];
  };

  return async (branch, range) => {
    const [sales, purchases, expenses, payroll, counts] = await Promise.all([
      readRange<SalesCube>(branch, 'sales', range, { costs: true }),
      recordsOf(branch, 'purchases', COST_RECORD_WINDOWS.purchases(range)),
      recordsOf(branch, 'expenses', COST_RECORD_WINDOWS.expenses(range)),
      recordsOf(branch, 'payroll', COST_RECORD_WINDOWS.payroll(range)),
      recordsOf(branch, 'inventory-counts', COST_RECORD_WINDOWS['inventory-counts'](range)),
    ]);
    return {
      sales,
      purchases: purchases.map(asPurchase),
      expenses: expenses.map(asExpense),
      payroll: payroll.map(asPayroll),
      counts: counts.map(asCount),
    };
  };
}
