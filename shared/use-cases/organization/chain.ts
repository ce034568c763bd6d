/**
 * A chain read as one from the organization's merged months (docs/organizations.md, "Merged
 * months"): when every branch reads the same period and the organization holds all of it, a whole
 * month of the sales cube is one merged cube and of the cash cube one variance fold, whatever the
 * number of branches; only the edges' days, and a month a branch's part could not hold, are read
 * branch by branch. The sums are those of the branches' own cubes (the merged cube is their
 * roll-up; the reads only add), so the answers equal the per-branch reads'
 * (test/integration/organization-rollups.test.ts compares them).
 */
import type { CashCube, SalesCube } from '../../domain/analytics/cubes.ts';
import { cashVarianceFold } from '../../domain/analytics/kpis.ts';
import type { DateRange } from '../../domain/analytics/period.ts';
import { mergeVarianceFolds, type VarianceFold } from '../../domain/analytics/reconciliation.ts';
import { monthOf, planRangeRead } from '../../domain/analytics/rollups.ts';
import type { SalesRowTotals } from '../../domain/analytics/sales.ts';
import type { StoredCube } from '../../storage/cube-store.ts';
import type { MergedBranchMonth, MergedMonth } from '../../storage/organization-rollup-store.ts';
import type { OrganizationBranchEntry } from '../../storage/organization-store.ts';
import { latestBuiltAt, type ReadDeps } from '../intelligence/envelope.ts';
import type { OrganizationRollupCube } from '../pipeline/organization-rollups.ts';
import { type OrganizationMergedReader, readBranchMonths } from './range.ts';

/** What the meta says of each branch: whether it had a closed day, and its latest build. */
export interface ChainBranch {
  hasData: boolean;
  built_at: string | null;
}

export interface ChainRead<Total> {
  total: Total;
  branches: Map<string, ChainBranch>;
}

/** Every branch's range of `cube` as the merged months and each branch's own remainder. */
async function readChainMonths<Data extends { date: string }>(
  deps: ReadDeps,
  mergedOf: OrganizationMergedReader,
  cube: OrganizationRollupCube,
  branches: readonly OrganizationBranchEntry[],
  range: DateRange,
  // A 'days' marker was not merged: that month is read from the branch.
  usable: (held: MergedBranchMonth) => boolean = (held) => held.kind !== 'days',
): Promise<{
  months: MergedMonth[];
  branches: Map<string, { cubes: StoredCube<Data>[]; months: MergedBranchMonth[] }>;
}> {
  const plan = planRangeRead(range);
  const merged = await mergedOf(cube, monthOf(range.from), monthOf(range.to));
  const perBranch = await Promise.all(
    branches.map(async (branch) => {
      const id = branch.branch_identifier;
      const { used, cubes } = await readBranchMonths<MergedBranchMonth, Data>(
        deps,
        id,
        cube,
        plan,
        (month) => merged.get(month)?.branches[id],
        usable,
        {},
      );
      return [id, { cubes, months: used.map(({ held }) => held) }] as const;
    }),
  );
  return {
    months: plan.months.flatMap((month) => merged.get(month) ?? []),
    branches: new Map(perBranch),
  };
}

function branchesOf<Data>(
  read: Map<string, { cubes: StoredCube<Data>[]; months: MergedBranchMonth[] }>,
): Map<string, ChainBranch> {
  return new Map(
    [...read].map(([id, { cubes, months }]) => [
      id,
      {
        hasData: cubes.length > 0 || months.some((month) => month.days > 0),
        built_at: latestBuiltAt(
          cubes,
          months.flatMap((month) => (month.built_at === null ? [] : [{ built_at: month.built_at }])),
        ),
      },
    ]),
  );
}

/** The chain's sales cubes of a period every branch reads alike: the merged months, then each branch's days. */
export async function readChainSales(
  deps: ReadDeps,
  mergedOf: OrganizationMergedReader,
  branches: readonly OrganizationBranchEntry[],
  range: DateRange,
): Promise<ChainRead<SalesCube[]>> {
  const read = await readChainMonths<SalesCube>(deps, mergedOf, 'sales', branches, range);
  return {
    total: [
      ...read.months.flatMap((month) => month.cubes as SalesCube[]),
      ...[...read.branches.values()].flatMap(({ cubes }) => cubes.map((cube) => cube.data)),
    ],
    branches: branchesOf(read.branches),
  };
}

/** The chain's cash variance fold of a period every branch reads alike. */
export async function readChainVariance(
  deps: ReadDeps,
  mergedOf: OrganizationMergedReader,
  branches: readonly OrganizationBranchEntry[],
  range: DateRange,
): Promise<ChainRead<VarianceFold>> {
  const read = await readChainMonths<CashCube>(deps, mergedOf, 'cash', branches, range);
  const days = [...read.branches.values()].flatMap(({ cubes }) => cubes.map((cube) => cube.data));
  return {
    total: mergeVarianceFolds([
      ...read.months.flatMap((month) => (month.variance === null ? [] : [month.variance])),
      cashVarianceFold(days),
    ]),
    branches: branchesOf(read.branches),
  };
}

/**
 * Each branch's sales totals of a period every branch reads alike (the comparison's rows): its
 * merged months' totals, then its own days; a month merged before the totals were kept is read
 * from the branch.
 */
export async function readChainBranchSales(
  deps: ReadDeps,
  mergedOf: OrganizationMergedReader,
  branches: readonly OrganizationBranchEntry[],
  range: DateRange,
): Promise<Map<string, { totals: SalesRowTotals[]; branch: ChainBranch }>> {
  const read = await readChainMonths<SalesCube>(
    deps,
    mergedOf,
    'sales',
    branches,
    range,
    (held) => held.kind === 'cubes' && held.totals !== undefined,
  );
  const chainBranches = branchesOf(read.branches);
  return new Map(
    [...read.branches].map(([id, { cubes, months }]) => [
      id,
      {
        totals: [
          ...months.flatMap((month) => (month.totals == null ? [] : [month.totals])),
          ...cubes.map((cube) => cube.data),
        ],
        branch: chainBranches.get(id)!,
      },
    ]),
  );
}
