/**
 * The result of the read endpoints (spec "Success envelope for read endpoints"): attributes, and
 * meta `{ period: {from, to}, branch_identifier, snapshot_date, benchmarks?, … }` (the presenter
 * of shared/http writes the envelope), plus the helpers every intelligence use case shares: reading
 * one cube over a range and the snapshot date of what was read.
 */

import type { CubeName } from '../../domain/analytics/cubes.ts';
import { byDate, type DateRange } from '../../domain/analytics/period.ts';
import { hasRollup, monthRuns, planRangeRead, type RollupCubeName } from '../../domain/analytics/rollups.ts';
import { ALERT_THRESHOLDS, BENCHMARKS, type Benchmark, type BenchmarkKey } from '../../domain/benchmarks.ts';
import type { ReadMeta } from '../../domain/responses/common.ts';
import type { BenchmarkRanges } from '../../domain/responses/intelligence.ts';
import { inBranchTime } from '../../domain/zoned-time.ts';
import { readCubes, readRollups, type StoredCube, type StoredRollup } from '../../storage/cube-store.ts';
import type { StorageDeps } from '../../storage/db.ts';

export type ReadDeps = StorageDeps;

type Thresholds = Pick<Benchmark, 'green' | 'red' | 'direction'>;

function ranges(benchmark: Thresholds, unit: BenchmarkRanges['unit']): BenchmarkRanges {
  if (benchmark.direction === 'lower_is_better') {
    return {
      unit,
      direction: benchmark.direction,
      green: { below: benchmark.green },
      yellow: { from: benchmark.green, to: benchmark.red },
      red: { above: benchmark.red },
    };
  }
  return {
    unit,
    direction: benchmark.direction,
    green: { above: benchmark.green },
    yellow: { from: benchmark.red, to: benchmark.green },
    red: { below: benchmark.red },
  };
}

/** meta.benchmarks for the spec's KPIs a response is judged against. */
export function benchmarksOf(...kpis: BenchmarkKey[]): Record<string, BenchmarkRanges> {
  return Object.fromEntries(kpis.map((kpi) => [kpi, ranges(BENCHMARKS[kpi], BENCHMARKS[kpi].unit)]));
}

/** meta.benchmarks of /alerts: the thresholds the stored alerts were raised with (shared/domain/benchmarks.ts). */
export function alertBenchmarks() {
  return {
    ...benchmarksOf('cash_variance_pct'),
    discounts_pct: ranges(ALERT_THRESHOLDS.discounts_high, '%'),
    cancellations_pct: ranges(ALERT_THRESHOLDS.cancellations_high, '%'),
    sales_change_pct: {
      unit: '%' as const,
      compared_with: 'same_weekday_previous_week' as const,
      blue_at_or_above: ALERT_THRESHOLDS.sales_up.blue_at_or_above_pct,
      yellow_at_or_below: ALERT_THRESHOLDS.sales_down.yellow_at_or_below_pct,
      red_at_or_below: ALERT_THRESHOLDS.sales_down.red_at_or_below_pct,
    },
  };
}

/** `accept`: whether a month's rollup stands for its days in this read; one that does not is read from its days. */
export interface RangeReadOptions<Data> {
  accept?: (cubes: readonly Data[]) => boolean;
}

/**
 * What the endpoints read for a cube over a range: the range's whole months from their monthly
 * rollups (one Query) and the partial months at its edges from day cubes (one Query each), all at
 * once. A rollup reads exactly as its days would (shared/domain/analytics/rollups.ts), so callers
 * see a list of cubes as if they had read every day. A whole month without a stored rollup (no day
 * built, or built before rollups existed) is read from its day cubes, so nothing is ever missed.
 */
export async function readRange<Data extends { date: string }>(
  deps: ReadDeps,
  branchId: string,
  cube: CubeName,
  range: DateRange,
  options: RangeReadOptions<Data> = {},
): Promise<StoredCube<Data>[]> {
  if (!hasRollup(cube)) return readCubes<Data>(deps, branchId, cube, range.from, range.to);
  return readRangeVia<Data, Data>(deps, branchId, cube, range, (rollup) =>
    options.accept && !options.accept(rollup.cubes)
      ? undefined
      : rollup.cubes.map((data) => ({ date: data.date, data, built_at: rollup.built_at, revision: 0 })),
  );
}

/**
 * `readRange` with what a month's rollup reads as said by the caller: `fromRollup` gives the
 * stored cubes it stands for (its merged cubes, or the days it keeps an index of), or undefined
 * when it does not stand for its days, which are then read.
 */
export async function readRangeVia<Data extends Read, Read>(
  deps: ReadDeps,
  branchId: string,
  cube: RollupCubeName,
  range: DateRange,
  fromRollup: (rollup: StoredRollup<Data>) => StoredCube<Read>[] | undefined,
): Promise<StoredCube<Read>[]> {
  const plan = planRangeRead(range);
  if (plan.months.length === 0) return readCubes<Data>(deps, branchId, cube, range.from, range.to);
  const [rollups, ...edges] = await Promise.all([
    readRollups<Data>(deps, branchId, cube, plan.months[0]!, plan.months.at(-1)!),
    ...plan.days.map((days) => readCubes<Data>(deps, branchId, cube, days.from, days.to)),
  ]);
  const fromRollups = rollups.flatMap((rollup) => {
    const read = fromRollup(rollup);
    return read === undefined ? [] : [{ month: rollup.month, read }];
  });
  const rolledUp = new Set(fromRollups.map(({ month }) => month));
  const fallback = await Promise.all(
    monthRuns(plan.months.filter((month) => !rolledUp.has(month))).map((days) =>
      readCubes<Data>(deps, branchId, cube, days.from, days.to),
    ),
  );
  return [...edges.flat(), ...fromRollups.flatMap(({ read }) => read), ...fallback.flat()].sort(byDate);
}

/** The latest built_at among stored items (ISO timestamps in UTC compare as strings); null when none. */
export function latestBuiltAt(...groups: ReadonlyArray<ReadonlyArray<{ built_at: string }>>): string | null {
  let latest: string | null = null;
  for (const group of groups) {
    for (const item of group) if (latest === null || item.built_at > latest) latest = item.built_at;
  }
  return latest;
}

/** Instants on the branch's clock, with Intl rather than luxon (shared/domain/zoned-time.ts). */
export { inBranchTime };

/** What every read's meta says: the range answered, the branch, and when its figures were built. */
export interface ReadScope {
  range: DateRange;
  branchId: string;
  /** The branch's IANA time zone: timestamps are shown with its offset. */
  timeZone: string;
  /** UTC instant (a stored built_at), or null. */
  snapshotDate: string | null;
}

/**
 * A read's result: its attributes and the meta every read carries, followed by what the endpoint
 * adds (`benchmarks`, cash-flow's `benchmark`, by-hour's `unassigned_sales_cents`, …).
 */
export function readResult<Attributes, Extra extends object = Record<never, never>>(
  attributes: Attributes,
  scope: ReadScope,
  extra: Extra,
): { attributes: Attributes; meta: ReadMeta & Extra } {
  return { attributes, meta: { ...readMetaOf(scope), ...extra } };
}

/** The meta every read carries (intelligence and live): its period, branch and snapshot date. */
export function readMetaOf(scope: ReadScope): ReadMeta {
  return {
    period: { from: scope.range.from, to: scope.range.to },
    branch_identifier: scope.branchId,
    snapshot_date: scope.snapshotDate === null ? null : inBranchTime(scope.snapshotDate, scope.timeZone),
  };
}
