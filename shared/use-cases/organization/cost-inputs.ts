/**
 * A branch's cost inputs for an organization read: what `readCostInputs` answers for the branch's
 * period, but its sales from the organization's month roll-ups (./range.ts) and, for a
 * `records_complete` branch, its dated cost records from the organization's copies
 * (shared/storage/organization-record-store.ts): the whole months of purchases and expenses as
 * each branch's month sums (costs/month-sums.ts), the edges and the payroll and counts as copies.
 * One Query per resource and window for all the branches (memoized per request; branches in one
 * time zone share their windows), instead of four per branch.
 */
import type { SalesCube } from '../../domain/analytics/cubes.ts';
import type { DateRange } from '../../domain/analytics/period.ts';
import { planRangeRead } from '../../domain/analytics/rollups.ts';
import {
  expensesOfMonthSums,
  type MonthSums,
  type MonthSumsResource,
  purchasesOfMonthSums,
} from '../../domain/costs/month-sums.ts';
import { type CostedExpense, type CostedPurchase, carriesCategoryChoice } from '../../domain/costs/pnl.ts';
import { type BackofficeRecord, readRecordsInRange } from '../../storage/backoffice-store.ts';
import {
  type OrganizationRecordResource,
  readOrganizationRecordSums,
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
import { type OrganizationRangeReader, readOncePerKey } from './range.ts';

/** The inputs of `costPeriod`: a month of purchases or expenses may stand as its sums. */
export type OrganizationCostInputs = Omit<CostInputs, 'purchases' | 'expenses'> & {
  purchases: CostedPurchase[];
  expenses: CostedExpense[];
};

export type OrganizationCostInputsReader = (
  branch: OrganizationBranchEntry,
  range: DateRange,
) => Promise<OrganizationCostInputs>;

export function organizationCostInputsReader(
  deps: ReadDeps,
  organizationId: string,
  readRange: OrganizationRangeReader,
): OrganizationCostInputsReader {
  const once = readOncePerKey();
  const copiesOf = (resource: OrganizationRecordResource, window: DateRange) =>
    once(`copies ${resource} ${window.from} ${window.to}`, () =>
      readOrganizationRecords(deps, organizationId, resource, window.from, window.to),
    );
  const sumsOf = (resource: MonthSumsResource, months: readonly string[]) =>
    once(`sums ${resource} ${months[0]} ${months.at(-1)}`, () =>
      readOrganizationRecordSums(deps, organizationId, resource, months[0]!, months.at(-1)!),
    );
  const recordsOf = async (
    branch: OrganizationBranchEntry,
    resource: OrganizationRecordResource,
    window: DateRange,
  ): Promise<BackofficeRecord[]> => {
    const branchId = branch.branch_identifier;
    if (!branch.records_complete) return readRecordsInRange(deps, branchId, resource, window.from, window.to);
    return (await copiesOf(resource, window)).get(branchId) ?? [];
  };
  /** Purchases or expenses: whole months from the branch's month sums, the edges from the copies. */
  const summedOf = async <Costed>(
    branch: OrganizationBranchEntry,
    resource: MonthSumsResource,
    window: DateRange,
    asCosted: (record: BackofficeRecord) => Costed,
    ofSums: (month: string, sums: MonthSums) => Costed[],
  ): Promise<Costed[]> => {
    const plan = planRangeRead(window);
    if (!branch.records_complete || plan.months.length === 0) {
      return (await recordsOf(branch, resource, window)).map(asCosted);
    }
    const [sums, edges] = await Promise.all([
      sumsOf(resource, plan.months),
      Promise.all(plan.days.map((days) => recordsOf(branch, resource, days))),
    ]);
    const months = sums.get(branch.branch_identifier);
    return [
      ...plan.months.flatMap((month) => {
        const monthSums = months?.get(month);
        return monthSums === undefined ? [] : ofSums(month, monthSums);
      }),
      ...edges.flat().map(asCosted),
    ];
  };

  return async (branch, range) => {
    const [sales, purchases, expenses, payroll, counts] = await Promise.all([
      readRange<SalesCube>(branch, 'sales', range, { accept: carriesCategoryChoice }),
      summedOf(branch, 'purchases', COST_RECORD_WINDOWS.purchases(range), asPurchase, purchasesOfMonthSums),
      summedOf(branch, 'expenses', COST_RECORD_WINDOWS.expenses(range), asExpense, expensesOfMonthSums),
      recordsOf(branch, 'payroll', COST_RECORD_WINDOWS.payroll(range)),
      recordsOf(branch, 'inventory-counts', COST_RECORD_WINDOWS['inventory-counts'](range)),
    ]);
    return { sales, purchases, expenses, payroll: payroll.map(asPayroll), counts: counts.map(asCount) };
  };
}
