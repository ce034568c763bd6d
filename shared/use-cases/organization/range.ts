/**
 * A branch's date range of a cube, read for an organization read: what `readRange` (the branch
 * reads' reader) answers, cube for cube, but the whole months come from the organization's month
 * roll-ups, one Query for all of the organization's branches (memoized per request), instead of one
 * per branch (shared/use-cases/pipeline/organization-rollups.ts keeps them).
 *
 * Per branch and month: its part's cubes; a 'days' part (too large to hold), a part the read does
 * not accept (`RangeReadOptions`: the cost figures take only months that carry their days'
 * category choice) or a branch not `rollups_complete` (attached with history, before the backfill)
 * is read as `readRange` reads it.
 * The partial months at the edges are read from the branch's day cubes, as `readRange` does, but
 * only when the branch has days in that month (a part says so), so the previous period of a
 * chain's first year costs nothing.
 */

import type { CashCube } from '../../domain/analytics/cubes.ts';
import { cashVarianceFold } from '../../domain/analytics/kpis.ts';
import type { DateRange } from '../../domain/analytics/period.ts';
import { mergeVarianceFolds, type VarianceFold } from '../../domain/analytics/reconciliation.ts';
import { monthOf, monthRuns, planRangeRead } from '../../domain/analytics/rollups.ts';
import { readCubes, type StoredCube } from '../../storage/cube-store.ts';
import {
  type BranchRollupPart,
  type OrganizationMonth,
  readOrganizationRollups,
} from '../../storage/organization-rollup-store.ts';
import type { OrganizationBranchEntry } from '../../storage/organization-store.ts';
import { latestBuiltAt, type RangeReadOptions, type ReadDeps, readRange } from '../intelligence/envelope.ts';
import type { OrganizationRollupCube } from '../pipeline/organization-rollups.ts';

export type OrganizationRangeReader = <Data extends { date: string }>(
  branch: OrganizationBranchEntry,
  cube: OrganizationRollupCube,
  range: DateRange,
  options?: RangeReadOptions<Data>,
) => Promise<StoredCube<Data>[]>;

/** `compute` of a date range, computed once per distinct range (a copy each time: callers may keep it). */
export function memoizedByRange<T extends object>(compute: (range: DateRange) => T): (range: DateRange) => T {
  const computed = new Map<string, T>();
  return (range) => {
    const key = `${range.from} ${range.to}`;
    let value = computed.get(key);
    if (value === undefined) {
      value = compute(range);
      computed.set(key, value);
    }
    return structuredClone(value);
  };
}

/**
 * One read per key for the whole organization request, started by the first branch that needs it:
 * the branches of one read mostly share their months and windows (their periods differ by a day at
 * most).
 */
export function readOncePerKey() {
  const started = new Map<string, Promise<unknown>>();
  return <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let promise = started.get(key) as Promise<T> | undefined;
    if (promise === undefined) {
      promise = read();
      started.set(key, promise);
    }
    return promise;
  };
}

/** A branch's range as the organization holds it: whole months as parts, the rest as its cubes. */
interface BranchRange<Data> {
  /** The parts that stand for their months. */
  parts: BranchRollupPart[];
  /** The edges' day cubes, and every month no usable part stands for, read as `readRange` reads it. */
  cubes: StoredCube<Data>[];
}

export function organizationRangeReader(deps: ReadDeps, organizationId: string): OrganizationRangeReader {
  const readParts = organizationPartsReader(deps, organizationId);
  return async <Data extends { date: string }>(
    branch: OrganizationBranchEntry,
    cube: OrganizationRollupCube,
    range: DateRange,
    options: RangeReadOptions<Data> = {},
  ): Promise<StoredCube<Data>[]> => {
    const { parts, cubes } = await readParts<Data>(
      branch,
      cube,
      range,
      (part) =>
        part.kind === 'cubes' && (options.accept === undefined || options.accept(part.cubes as Data[])),
      options,
    );
    const fromParts = parts.flatMap((part) =>
      part.kind === 'cubes'
        ? (part.cubes as Data[]).map((data) => ({
            date: data.date,
            data,
            built_at: part.built_at,
            revision: 0,
          }))
        : [],
    );
    return [...cubes, ...fromParts].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  };
}

/**
 * A branch's cash variance fold of a range (the KPIs' cash variance) and the latest build among its
 * days: whole months from the organization's `variance` parts, the rest from its cash cubes.
 */
export type OrganizationVarianceReader = (
  branch: OrganizationBranchEntry,
  range: DateRange,
) => Promise<{ variance: VarianceFold; built_at: string | null }>;

export function organizationVarianceReader(
  deps: ReadDeps,
  organizationId: string,
): OrganizationVarianceReader {
  const readParts = organizationPartsReader(deps, organizationId);
  return async (branch, range) => {
    const { parts, cubes } = await readParts<CashCube>(
      branch,
      'cash',
      range,
      (part) => part.kind === 'variance' || part.kind === 'cubes',
      {},
    );
    const folds = parts.map((part) =>
      part.kind === 'variance'
        ? part.variance
        : cashVarianceFold(part.kind === 'cubes' ? (part.cubes as CashCube[]) : []),
    );
    const built = parts.flatMap((part) => ('built_at' in part ? [{ built_at: part.built_at }] : []));
    return {
      variance: mergeVarianceFolds([...folds, cashVarianceFold(cubes.map((cube) => cube.data))]),
      built_at: latestBuiltAt(built, cubes),
    };
  };
}

function organizationPartsReader(deps: ReadDeps, organizationId: string) {
  const planOf = memoizedByRange(planRangeRead);
  const once = readOncePerKey();
  const monthsOf = (cube: OrganizationRollupCube, from: string, to: string) =>
    once(`${cube} ${from} ${to}`, () =>
      readOrganizationRollups(deps, organizationId, cube, from, to).then(
        (items) => new Map<string, OrganizationMonth>(items.map((item) => [item.month, item])),
      ),
    );

  return async <Data extends { date: string }>(
    branch: OrganizationBranchEntry,
    cube: OrganizationRollupCube,
    range: DateRange,
    usable: (part: BranchRollupPart) => boolean,
    options: RangeReadOptions<Data>,
  ): Promise<BranchRange<Data>> => {
    const branchId = branch.branch_identifier;
    const plan = planOf(range);
    const fromBranchOf = (days: DateRange) => readRange<Data>(deps, branchId, cube, days, options);
    if (!branch.rollups_complete || plan.months.length === 0)
      return { parts: [], cubes: await fromBranchOf(range) };
    const months = await monthsOf(cube, monthOf(range.from), monthOf(range.to));
    const partOf = (month: string) => months.get(month)?.parts.get(branchId);
    // A complete branch without a part (or with an empty one) has no day that month.
    const hasDays = (month: string) => {
      const part = partOf(month);
      return part !== undefined && part.kind !== 'empty';
    };
    const parts: BranchRollupPart[] = [];
    const fromBranch: string[] = [];
    for (const month of plan.months) {
      const part = partOf(month);
      if (part === undefined || part.kind === 'empty') continue;
      if (usable(part)) parts.push(part);
      else fromBranch.push(month);
    }
    const [edges, fallback] = await Promise.all([
      Promise.all(
        plan.days
          .filter((days) => hasDays(monthOf(days.from)) || hasDays(monthOf(days.to)))
          .map((days) => readCubes<Data>(deps, branchId, cube, days.from, days.to)),
      ),
      Promise.all(monthRuns(fromBranch).map(fromBranchOf)),
    ]);
    return { parts, cubes: [...edges.flat(), ...fallback.flat()] };
  };
}
