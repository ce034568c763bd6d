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

import type { DateRange } from '../../domain/analytics/period.ts';
import { monthOf, monthRuns, planRangeRead } from '../../domain/analytics/rollups.ts';
import { readCubes, type StoredCube } from '../../storage/cube-store.ts';
import { type OrganizationMonth, readOrganizationRollups } from '../../storage/organization-rollup-store.ts';
import type { OrganizationBranchEntry } from '../../storage/organization-store.ts';
import { type RangeReadOptions, type ReadDeps, readRange } from '../intelligence/envelope.ts';
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

export function organizationRangeReader(deps: ReadDeps, organizationId: string): OrganizationRangeReader {
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
    options: RangeReadOptions<Data> = {},
  ): Promise<StoredCube<Data>[]> => {
    const branchId = branch.branch_identifier;
    const plan = planOf(range);
    const fromBranchOf = (days: DateRange) => readRange<Data>(deps, branchId, cube, days, options);
    if (!branch.rollups_complete || plan.months.length === 0) return fromBranchOf(range);
    const months = await monthsOf(cube, monthOf(range.from), monthOf(range.to));
    const partOf = (month: string) => months.get(month)?.parts.get(branchId);
    // A complete branch without a part (or with an empty one) has no day that month.
    const hasDays = (month: string) => {
      const part = partOf(month);
      return part !== undefined && part.kind !== 'empty';
    };
    const fromParts: StoredCube<Data>[] = [];
    const fromBranch: string[] = [];
    for (const month of plan.months) {
      const part = partOf(month);
      if (part?.kind === 'cubes' && options.accept && !options.accept(part.cubes as Data[]))
        fromBranch.push(month);
      else if (part?.kind === 'cubes') {
        for (const data of part.cubes as Data[]) {
          fromParts.push({ date: data.date, data, built_at: part.built_at, revision: 0 });
        }
      } else if (part?.kind === 'days') fromBranch.push(month);
    }
    const [edges, fallback] = await Promise.all([
      Promise.all(
        plan.days
          .filter((days) => hasDays(monthOf(days.from)) || hasDays(monthOf(days.to)))
          .map((days) => readCubes<Data>(deps, branchId, cube, days.from, days.to)),
      ),
      Promise.all(monthRuns(fromBranch).map(fromBranchOf)),
    ]);
    return [...edges.flat(), ...fromParts, ...fallback.flat()].sort((a, b) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
    );
  };
}
