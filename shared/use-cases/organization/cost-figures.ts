/**
 * A branch's cost figures for an organization read (`costPeriod` of its period), from the inputs
 * `readCostInputs` answers for the branch, but its sales from the organization's merged sales months
 * (its months' category choice, ./range.ts) and, for a `costs_complete` branch, its dated cost
 * records from the organization's months (costs/month-part.ts): the `costs` months summarized where
 * a summary stands for the month (their merged items: every branch's summaries in one), the
 * `costdays` months at the period's edges, one Query each for every branch, after one Query of the
 * pending markers (normally none); a month a marker names, or whose part did not fit, is read from
 * the branch, consistently.
 *
 * Figures computed from stored merges alone are kept per function instance by those merges' ids: a
 * merge never changes after it is written (a new one has a new `merged_id`), so the same merges and
 * period give the same figures. A chain's year computes one a branch, 50 for the bench's chain.
 */

import { RecentCache } from '../../adapters/recent-cache.ts';
import type { DateRange } from '../../domain/analytics/period.ts';
import { monthOf, monthsBetween } from '../../domain/analytics/rollups.ts';
import { salesWindows } from '../../domain/costs/accrual.ts';
import {
  type CostMonthPart,
  type CostMonthRecords,
  type CostWindows,
  costCountsOfParts,
  costInputsOfParts,
  monthSummaryOf,
  summaryStandsFor,
} from '../../domain/costs/month-part.ts';
import { type CategorySales, type CostFigures, costPeriod } from '../../domain/costs/pnl.ts';
import type { StoredCube } from '../../storage/cube-store.ts';
import { readPendingMonths } from '../../storage/organization-record-store.ts';
import {
  type MergedMonth,
  type OrganizationMonth,
  readOrganizationRollups,
} from '../../storage/organization-rollup-store.ts';
import type { OrganizationBranchEntry } from '../../storage/organization-store.ts';
import { COST_RECORD_WINDOWS, readCostMonthPart, readCostRecords } from '../backoffice/cost-inputs.ts';
import type { ReadDeps } from '../intelligence/envelope.ts';
import { ORGANIZATION_COST_DAYS, ORGANIZATION_COSTS } from '../pipeline/organization-rollups.ts';
import {
  memoizedByRange,
  mergesOf,
  type OrganizationMergedReader,
  type OrganizationRangeReader,
  organizationCategorySalesReader,
  readOncePerKey,
} from './range.ts';

/** A branch's cost figures of its period, and the sales cubes they were computed from. */
export interface OrganizationCostRead {
  figures: CostFigures;
  sales: StoredCube<CategorySales>[];
}

export type OrganizationCostFiguresReader = (
  branch: OrganizationBranchEntry,
  range: DateRange,
) => Promise<OrganizationCostRead>;

/** Figures computed from stored merges alone, by branch, period and merges (oldest use first out). */
const MAX_KEPT_FIGURES = 1_024;
// Pure: kept out of bundles that reach this module without reading figures.
const keptFigures = /* @__PURE__ */ new RecentCache<string, OrganizationCostRead>(MAX_KEPT_FIGURES);

/**
 * The sales windows of a branch's figures (`salesWindows` of its counts) by the merges its records
 * came from and the period: a function of those alone, so a warm read neither builds the counts nor
 * plans the intervals again to find its kept figures.
 */
// Pure: kept out of bundles that reach this module without reading figures.
const keptWindows = /* @__PURE__ */ new RecentCache<string, readonly DateRange[]>(MAX_KEPT_FIGURES);

function salesWindowsOf(
  branchId: string,
  range: DateRange,
  records: BranchCostRecords,
): readonly DateRange[] {
  if (records.merges === null) return salesWindows(range, records.counts());
  const key = `${branchId} ${range.from} ${range.to} ${records.merges}`;
  let windows = keptWindows.get(key);
  if (windows === undefined) {
    windows = salesWindows(range, records.counts());
    keptWindows.set(key, windows);
  }
  return windows;
}

const windowsOf = (range: DateRange): CostWindows => ({
  purchases: COST_RECORD_WINDOWS.purchases(range),
  expenses: COST_RECORD_WINDOWS.expenses(range),
  payroll: COST_RECORD_WINDOWS.payroll(range),
  counts: COST_RECORD_WINDOWS['inventory-counts'](range),
});

/** The months a branch reads for a period (`summary`: read as its month's summary) and its records' windows. */
interface CostReadPlan {
  windows: CostWindows;
  months: { month: string; summary: boolean }[];
}

/**
 * From the earliest window's first month to the latest window's last: expenses are read past the
 * period's end too, as an accrual period may start before its date, and purchases and counts for
 * the counted interval that closes after it.
 */
function costReadPlanOf(range: DateRange): CostReadPlan {
  const windows = windowsOf(range);
  const all = [windows.purchases, windows.expenses, windows.payroll, windows.counts];
  const first = all.reduce(
    (earliest, window) => (window.from < earliest ? window.from : earliest),
    range.from,
  );
  const last = all.reduce((latest, window) => (window.to > latest ? window.to : latest), range.to);
  return {
    windows,
    months: monthsBetween(monthOf(first), monthOf(last)).map((month) => ({
      month,
      summary: summaryStandsFor(month, range),
    })),
  };
}

/** What the organization holds of its cost months, each read once per request, and the plans. */
interface OrganizationCostMonths {
  deps: ReadDeps;
  /** The pending markers: branch → months whose parts may miss a record (read from the branch). */
  pending: () => Promise<Map<string, Set<string>>>;
  /** The merged `costs` months (summaries), read after the markers. */
  summariesOf: (from: string, to: string) => Promise<Map<string, MergedMonth>>;
  /** The `costdays` months (day by day), read after the markers. */
  daysOf: (from: string, to: string) => Promise<Map<string, OrganizationMonth>>;
  /** The plan of a period, computed once per period: most branches share it. */
  planOf: (range: DateRange) => Readonly<CostReadPlan>;
}

/** One organization request's reads of its cost months: each range read once, after the markers. */
function organizationCostMonths(
  deps: ReadDeps,
  organizationId: string,
  mergedOf: OrganizationMergedReader,
): OrganizationCostMonths {
  const once = readOncePerKey();
  const pending = () => once('pending', () => readPendingMonths(deps, organizationId));
  return {
    deps,
    pending,
    // After the markers: a part read later is at least as new as the markers say.
    // The merged reader reads each range once per request.
    summariesOf: async (from, to) => {
      await pending();
      return mergedOf(ORGANIZATION_COSTS, from, to);
    },
    daysOf: (from, to) =>
      once(`${ORGANIZATION_COST_DAYS} ${from} ${to}`, async () => {
        await pending();
        const months = await readOrganizationRollups(deps, organizationId, ORGANIZATION_COST_DAYS, from, to);
        return new Map<string, OrganizationMonth>(months.map((month) => [month.month, month]));
      }),
    planOf: memoizedByRange(costReadPlanOf),
  };
}

/**
 * A branch's cost records of a period; `merges` names the merges they came from when only those were
 * read. Its counts alone say which sales windows the figures read (and so which kept figures stand
 * for them): the other inputs are built only when the figures are computed.
 */
interface BranchCostRecords {
  merges: string | null;
  counts: () => CostMonthRecords['counts'];
  inputs: () => CostMonthRecords;
}

/** What the organization holds of the branch's month: its summary (merged) or its days' part. */
function heldMonthOf(
  held: { summaries: ReadonlyMap<string, MergedMonth>; days: ReadonlyMap<string, OrganizationMonth> },
  branchId: string,
  month: string,
  summary: boolean,
): { kind?: string; costs?: CostMonthPart } {
  if (summary) {
    const merged = held.summaries.get(month);
    return { kind: merged?.branches[branchId]?.kind, costs: merged?.costs[branchId] };
  }
  const part = held.days.get(month)?.parts.get(branchId);
  return { kind: part?.kind, costs: part?.kind === 'costs' ? part.costs : undefined };
}

/**
 * The branch's months of the windows: a whole month (or one before the period) as its summary, a
 * month at the period's edges day by day, a pending month (or one whose part did not fit) from
 * the branch's records. `merges` names the summaries' merges when they alone were read.
 */
async function costRecordsFromParts(
  organization: OrganizationCostMonths,
  branchId: string,
  range: DateRange,
): Promise<BranchCostRecords> {
  const { windows, months: plan } = organization.planOf(range);
  const edges = plan.filter(({ summary }) => !summary).map(({ month }) => month);
  const [stale, summaries, days] = await Promise.all([
    organization.pending(),
    organization.summariesOf(plan[0]!.month, plan.at(-1)!.month),
    edges.length === 0 ? new Map<string, OrganizationMonth>() : organization.daysOf(edges[0]!, edges.at(-1)!),
  ]);
  // A pending month, or one held day by day, is read from the branch's records.
  const months = plan.map(({ month, summary }) => {
    const { kind, costs } = heldMonthOf({ summaries, days }, branchId, month, summary);
    return { month, summary, costs, fromBranch: stale.get(branchId)?.has(month) === true || kind === 'days' };
  });
  const fromHeld = months.every(({ fromBranch }) => !fromBranch);
  // A complete branch without a part has no record that month.
  const parts = fromHeld
    ? months.map(({ costs }) => costs ?? null)
    : await Promise.all(
        months.map(async ({ month, summary, costs, fromBranch }): Promise<CostMonthPart | null> => {
          if (!fromBranch) return costs ?? null;
          const whole = await readCostMonthPart(organization.deps, branchId, month, { consistent: true });
          return summary ? monthSummaryOf(whole) : whole;
        }),
      );
  const fromMerges = edges.length === 0 && fromHeld;
  return {
    merges: fromMerges
      ? mergesOf(
          summaries,
          months.map(({ month }) => month),
        )
      : null,
    counts: () =>
      costCountsOfParts(
        parts.filter((part) => part !== null),
        windows.counts,
      ),
    inputs: () =>
      costInputsOfParts(
        parts.filter((part) => part !== null),
        windows,
      ),
  };
}

export function organizationCostFiguresReader(
  deps: ReadDeps,
  organizationId: string,
  readRange: OrganizationRangeReader,
  mergedOf: OrganizationMergedReader,
): OrganizationCostFiguresReader {
  const readSales = organizationCategorySalesReader(deps, readRange, mergedOf);
  const organization = organizationCostMonths(deps, organizationId, mergedOf);
  return async (branch, range) => {
    const branchId = branch.branch_identifier;
    const [sales, records] = await Promise.all([
      readSales(branch, range),
      // A branch not yet `costs_complete` is read from its own records.
      branch.costs_complete
        ? costRecordsFromParts(organization, branchId, range)
        : readCostRecords(deps, branchId, range).then((inputs) => ({
            merges: null,
            counts: () => inputs.counts,
            inputs: () => inputs,
          })),
    ]);
    // The sales of the counted intervals reaching outside the period split their cost.
    const windows = await Promise.all(
      salesWindowsOf(branchId, range, records).map(async (window) => ({
        range: window,
        read: await readSales(branch, window),
      })),
    );
    const merges = [sales.merges, records.merges, ...windows.map((window) => window.read.merges)];
    const key = merges.some((merge) => merge === null)
      ? null
      : `${branchId} ${range.from} ${range.to} ${merges.join(' ')}`;
    const kept = key === null ? undefined : keptFigures.get(key);
    if (kept !== undefined) return kept;
    const inputs = records.inputs();
    const window_sales = windows.map((window) => ({
      range: window.range,
      sales: window.read.cubes.map((cube) => cube.data),
    }));
    const figures = costPeriod({
      range,
      ...inputs,
      window_sales,
      sales: sales.cubes.map((cube) => cube.data),
    });
    const read = { figures, sales: sales.cubes };
    if (key !== null) keptFigures.set(key, read);
    return read;
  };
}
