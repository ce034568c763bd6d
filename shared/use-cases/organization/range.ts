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
 *
 * The same planning (`readBranchMonths`) reads a branch's cash months as variance folds
 * (`organizationVarianceReader`, the KPIs), its sales months as their category choice from the
 * merged months (`organizationCategorySalesReader`, the cost figures), and every branch's months
 * for the chain-wide reads (./chain.ts).
 */

import type { CashCube, SalesCube } from '../../domain/analytics/cubes.ts';
import { cashVarianceFold } from '../../domain/analytics/kpis.ts';
import { byDate, type DateRange } from '../../domain/analytics/period.ts';
import { mergeVarianceFolds, type VarianceFold } from '../../domain/analytics/reconciliation.ts';
import {
  monthOf,
  monthRuns,
  monthsBetween,
  planRangeRead,
  type RangeReadPlan,
} from '../../domain/analytics/rollups.ts';
import { type CategorySales, carriesCategoryChoice } from '../../domain/costs/pnl.ts';
import { memoized, rangeKey } from '../../domain/memo.ts';
import { readCubes, type StoredCube } from '../../storage/cube-store.ts';
import {
  type BranchRollupPart,
  type MergedBranchMonth,
  type MergedMonth,
  type OrganizationMonth,
  readOrganizationMerged,
  readOrganizationRollups,
} from '../../storage/organization-rollup-store.ts';
import type { OrganizationBranchEntry } from '../../storage/organization-store.ts';
import { latestBuiltAt, type RangeReadOptions, type ReadDeps, readRange } from '../intelligence/envelope.ts';
import {
  cashFoldOfPart,
  mergeMonthParts,
  type OrganizationMergedCube,
  type OrganizationRollupCube,
} from '../pipeline/organization-rollups.ts';

export type OrganizationRangeReader = <Data extends { date: string }>(
  branch: OrganizationBranchEntry,
  cube: OrganizationRollupCube,
  range: DateRange,
  options?: RangeReadOptions<Data>,
) => Promise<StoredCube<Data>[]>;

/**
 * `compute` of a date range, computed once per distinct range and shared by every branch that reads
 * it: callers only read it (a copy per branch cost more than the plan in a 50-branch read).
 */
export function memoizedByRange<T extends object>(
  compute: (range: DateRange) => T,
): (range: DateRange) => Readonly<T> {
  return memoized(rangeKey, compute);
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
    return [...cubes, ...fromParts].sort(byDate);
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
      (part) => cashFoldOfPart(part) !== undefined,
      {},
    );
    return {
      variance: mergeVarianceFolds([
        ...parts.map((part) => cashFoldOfPart(part)!),
        cashVarianceFold(cubes.map((cube) => cube.data)),
      ]),
      built_at: latestBuiltAt(
        parts.flatMap((part) => ('built_at' in part ? [{ built_at: part.built_at }] : [])),
        cubes,
      ),
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
    const plan = planOf(range);
    if (!branch.rollups_complete || plan.months.length === 0) {
      return {
        parts: [],
        cubes: await readRange<Data>(deps, branch.branch_identifier, cube, range, options),
      };
    }
    const months = await monthsOf(cube, monthOf(range.from), monthOf(range.to));
    const { used, cubes } = await readBranchMonths<BranchRollupPart, Data>(
      deps,
      branch.branch_identifier,
      cube,
      plan,
      (month) => months.get(month)?.parts.get(branch.branch_identifier),
      usable,
      options,
    );
    return { parts: used.map(({ held }) => held), cubes };
  };
}

/**
 * A branch's planned range (`planRangeRead`) from what its organization holds of each month
 * (`heldOf`: its part, or what a merged month says of it): the whole months a usable holding stands
 * for; the others (a 'days' marker, a part the read does not accept) read as `readRange` reads
 * them; the edges' day cubes, only where the branch has days that month. A complete branch with
 * nothing held (or an 'empty' holding) has no day that month.
 */
export async function readBranchMonths<Held extends { kind: string }, Data extends { date: string }>(
  deps: ReadDeps,
  branchId: string,
  cube: OrganizationRollupCube,
  plan: RangeReadPlan,
  heldOf: (month: string) => Held | undefined,
  usable: (held: Held) => boolean,
  options: RangeReadOptions<Data>,
): Promise<{ used: Array<{ month: string; held: Held }>; cubes: StoredCube<Data>[] }> {
  const hasDays = (month: string) => {
    const held = heldOf(month);
    return held !== undefined && held.kind !== 'empty';
  };
  const used: Array<{ month: string; held: Held }> = [];
  const fromBranch: string[] = [];
  for (const month of plan.months) {
    const held = heldOf(month);
    if (held === undefined || held.kind === 'empty') continue;
    if (usable(held)) used.push({ month, held });
    else fromBranch.push(month);
  }
  const [edges, fallback] = await Promise.all([
    Promise.all(
      plan.days
        .filter((days) => hasDays(monthOf(days.from)) || hasDays(monthOf(days.to)))
        .map((days) => readCubes<Data>(deps, branchId, cube, days.from, days.to)),
    ),
    Promise.all(monthRuns(fromBranch).map((days) => readRange<Data>(deps, branchId, cube, days, options))),
  ]);
  return { used, cubes: [...edges.flat(), ...fallback.flat()] };
}

/**
 * The organization's merged months of a cube (`readOrganizationMerged`), each range read once per
 * request, so the chain-wide reads and the cost figures of one request take the same Query. A
 * month whose stored merge is
 * missing or older than one of its parts (a merge that failed, or a month stored before the
 * merged items) is merged here from its parts, read with one more Query; a month without parts is
 * not in the map.
 */
export type OrganizationMergedReader = (
  cube: OrganizationMergedCube,
  fromMonth: string,
  toMonth: string,
) => Promise<Map<string, MergedMonth>>;

export function organizationMergedReader(deps: ReadDeps, organizationId: string): OrganizationMergedReader {
  const once = readOncePerKey();
  return (cube, fromMonth, toMonth) =>
    once(`${cube} ${fromMonth} ${toMonth}`, async () => {
      const stored = await readOrganizationMerged(deps, organizationId, cube, fromMonth, toMonth);
      const behind = [...stored].flatMap(([month, merged]) => (merged === null ? [month] : []));
      const merged = new Map<string, MergedMonth>();
      for (const [month, value] of stored) if (value !== null) merged.set(month, value);
      // Only the months behind, a Query per run: a span from the first to the last would read the
      // parts of every merged month between (a cost read's look-back and look-ahead months, with no
      // merged item, bracket its year: the year's parts, 50 branches of them, on every read).
      const runs = await Promise.all(
        monthRuns(behind).map((run) =>
          readOrganizationRollups(deps, organizationId, cube, monthOf(run.from), monthOf(run.to)),
        ),
      );
      for (const { month, parts } of runs.flat()) {
        if (parts.size > 0) merged.set(month, mergeMonthParts(cube, parts));
      }
      return merged;
    });
}

/**
 * A branch's sales of a range as the cost figures read them (`CategorySales`): the whole months
 * from what the organization's merged sales months say of it (its month's category choice, a few
 * hundred bytes instead of its part), else as `readRange` reads them with the cost reads' accept.
 * `merges` names the merges they came from when they came from stored merges alone (`mergesOf`),
 * else null.
 */
export type OrganizationCategorySalesReader = (
  branch: OrganizationBranchEntry,
  range: DateRange,
) => Promise<{ cubes: StoredCube<CategorySales>[]; merges: string | null }>;

/**
 * The ids of the stored merges of `months` (`MergedMonth.id`; '-' for a month with no merge), or
 * null when one was merged by its reader (no id): what is computed from these merges alone is the
 * same while this string is.
 */
export function mergesOf(merged: ReadonlyMap<string, MergedMonth>, months: readonly string[]): string | null {
  const ids: string[] = [];
  for (const month of months) {
    const merge = merged.get(month);
    if (merge === undefined) ids.push('-');
    else if (merge.id === undefined) return null;
    else ids.push(merge.id);
  }
  return ids.join(' ');
}

const NO_MEMBERS = { food_sales_cents: null, beverage_sales_cents: null, bar_sales_cents: null };

export function organizationCategorySalesReader(
  deps: ReadDeps,
  readRange: OrganizationRangeReader,
  mergedOf: OrganizationMergedReader,
): OrganizationCategorySalesReader {
  const planOf = memoizedByRange(planRangeRead);
  const accept = { accept: carriesCategoryChoice };
  return async (branch, range) => {
    const plan = planOf(range);
    if (!branch.rollups_complete || plan.months.length === 0) {
      return { cubes: await readRange<SalesCube>(branch, 'sales', range, accept), merges: null };
    }
    const merged = await mergedOf('sales', monthOf(range.from), monthOf(range.to));
    const { used, cubes } = await readBranchMonths<MergedBranchMonth, SalesCube>(
      deps,
      branch.branch_identifier,
      'sales',
      plan,
      (month) => merged.get(month)?.branches[branch.branch_identifier],
      // A month merged before its sales without IVA were kept is read from its days.
      (held) =>
        held.kind === 'cubes' &&
        held.category_sales !== null &&
        held.totals?.total_sales_no_iva_cents !== undefined &&
        carriesCategoryChoice([{ ...NO_MEMBERS, category_sales: held.category_sales }]),
      accept,
    );
    const months = used.map(({ month, held }) => ({
      date: `${month}-01`,
      data: {
        food_sales_cents: null,
        beverage_sales_cents: null,
        bar_sales_cents: null,
        category_sales: held.category_sales!,
        total_sales_cents: held.totals!.total_sales_cents,
        total_sales_no_iva_cents: held.totals!.total_sales_no_iva_cents,
      },
      built_at: held.built_at ?? '',
      revision: 0,
    }));
    return {
      cubes: [...cubes, ...months].sort(byDate),
      // Days read from the branch (edges, a month its merge does not stand for) are no merge's.
      merges:
        cubes.length === 0 ? mergesOf(merged, monthsBetween(monthOf(range.from), monthOf(range.to))) : null,
    };
  };
}
