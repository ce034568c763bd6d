/**
 * A branch's cost inputs for an organization read: what `readCostInputs` answers for the branch's
 * period, but its sales from the organization's merged sales months (its months' category choice,
 * ./range.ts) and, for a `costs_complete` branch, its dated cost records from the organization's
 * months (costs/month-part.ts): the `costs` months summarized where a summary stands for the month
 * (their merged items: every branch's summaries in one), the `costdays` months at the period's
 * edges, one Query each for every branch, after one Query of the pending markers (normally none);
 * a month a marker names, or whose part did not fit, is read from the branch, consistently.
 */
import type { DateRange } from '../../domain/analytics/period.ts';
import { monthOf, monthsBetween } from '../../domain/analytics/rollups.ts';
import {
  type CostMonthPart,
  type CostWindows,
  costInputsOfParts,
  monthSummaryOf,
  summaryStandsFor,
} from '../../domain/costs/month-part.ts';
import type { CategorySales } from '../../domain/costs/pnl.ts';
import type { StoredCube } from '../../storage/cube-store.ts';
import { readPendingMonths } from '../../storage/organization-record-store.ts';
import { type OrganizationMonth, readOrganizationRollups } from '../../storage/organization-rollup-store.ts';
import type { OrganizationBranchEntry } from '../../storage/organization-store.ts';
import { COST_RECORD_WINDOWS, readCostMonthPart, readCostRecords } from '../backoffice/cost-inputs.ts';
import type { ReadDeps } from '../intelligence/envelope.ts';
import { ORGANIZATION_COST_DAYS, ORGANIZATION_COSTS } from '../pipeline/organization-rollups.ts';
import {
  memoizedByRange,
  type OrganizationMergedReader,
  type OrganizationRangeReader,
  organizationCategorySalesReader,
  readOncePerKey,
} from './range.ts';

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

export function organizationCostInputsReader(
  deps: ReadDeps,
  organizationId: string,
  readRange: OrganizationRangeReader,
  mergedOf: OrganizationMergedReader,
): OrganizationCostInputsReader {
  const once = readOncePerKey();
  const readSales = organizationCategorySalesReader(deps, readRange, mergedOf);
  const pending = () => once('pending', () => readPendingMonths(deps, organizationId));
  // After the markers: a part read later is at least as new as the markers say.
  // The merged reader reads each range once per request.
  const summariesOf = async (from: string, to: string) => {
    await pending();
    return mergedOf(ORGANIZATION_COSTS, from, to);
  };
  const daysOf = (from: string, to: string) =>
    once(`${ORGANIZATION_COST_DAYS} ${from} ${to}`, async () => {
      await pending();
      const months = await readOrganizationRollups(deps, organizationId, ORGANIZATION_COST_DAYS, from, to);
      return new Map<string, OrganizationMonth>(months.map((month) => [month.month, month]));
    });
  /** The months each branch reads for a period, computed once per period: most branches share it. */
  const planOf = memoizedByRange((range) => {
    const windows = windowsOf(range);
    const first = [windows.purchases, windows.expenses, windows.payroll, windows.counts].reduce(
      (earliest, window) => (window.from < earliest ? window.from : earliest),
      range.from,
    );
    return {
      windows,
      months: monthsBetween(monthOf(first), monthOf(range.to)).map((month) => ({
        month,
        summary: summaryStandsFor(month, range),
      })),
    };
  });

  /**
   * The branch's months of the windows: a whole month (or one before the period) as its summary, a
   * month at the period's edges day by day, a pending month (or one whose part did not fit) from
   * the branch's records.
   */
  const fromParts = async (branchId: string, range: DateRange) => {
    const { windows, months: plan } = planOf(range);
    const edges = plan.filter(({ summary }) => !summary).map(({ month }) => month);
    const [stale, summaries, days] = await Promise.all([
      pending(),
      summariesOf(plan[0]!.month, plan.at(-1)!.month),
      edges.length === 0 ? new Map<string, OrganizationMonth>() : daysOf(edges[0]!, edges.at(-1)!),
    ]);
    /** What the organization holds of the branch's month: its summary (merged) or its days' part. */
    const heldOf = (month: string, summary: boolean): { kind?: string; costs?: CostMonthPart } => {
      if (summary) {
        const merged = summaries.get(month);
        return { kind: merged?.branches[branchId]?.kind, costs: merged?.costs[branchId] };
      }
      const part = days.get(month)?.parts.get(branchId);
      return { kind: part?.kind, costs: part?.kind === 'costs' ? part.costs : undefined };
    };
    const parts = await Promise.all(
      plan.map(async ({ month, summary }): Promise<CostMonthPart | null> => {
        const { kind, costs } = heldOf(month, summary);
        if (stale.get(branchId)?.has(month) || kind === 'days') {
          const whole = await readCostMonthPart(deps, branchId, month, { consistent: true });
          return summary ? monthSummaryOf(whole) : whole;
        }
        // A complete branch without a part has no record that month.
        return costs ?? null;
      }),
    );
    return costInputsOfParts(
      parts.filter((part) => part !== null),
      windows,
    );
  };

  return async (branch, range) => {
    const branchId = branch.branch_identifier;
    const [sales, records] = await Promise.all([
      readSales(branch, range),
      // A branch not yet `costs_complete` is read from its own records.
      branch.costs_complete ? fromParts(branchId, range) : readCostRecords(deps, branchId, range),
    ]);
    return { sales, ...records };
  };
}
