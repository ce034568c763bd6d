/**
 * Keeps the monthly rollups true: after a day's cubes are written (a first build or any rebuild),
 * its month's rollup of every cube the read endpoints use is recomputed from that month's day cubes,
 * read back consistently, so it always equals what a read of those days would get. The aggregator
 * calls this before it writes the day's snapshot marker: a build that fails here is retried whole.
 * Builds of one branch run one at a time (FIFO message group = branch), so two days of a month
 * never race to write its rollup. Last, the same figures become the branch's part of its
 * organization's month roll-up (organization-rollups.ts).
 *
 * The operator's backfill (`admin -- rollups rebuild`) runs the same recomputation for every month
 * of a branch that has day cubes or a rollup: months built before rollups existed get one (reads of
 * them fell back to day cubes, correct but slower), a rollup older than its days (its update failed
 * for good) is corrected, and a rollup whose month has no day cube is deleted.
 */
import {
  monthBounds,
  monthOf,
  ROLLUP_CUBES,
  type RollupCubeName,
  type RollupCubes,
  rollupOf,
} from '../../domain/analytics/rollups.ts';
import {
  deleteRollup,
  listCubeDates,
  listRollupMonths,
  readCubes,
  writeRollup,
} from '../../storage/cube-store.ts';
import type { Deps } from '../deps.ts';
import { type ComputedRollup, updateOrganizationMonth } from './organization-rollups.ts';

type RollupDeps = Pick<Deps, 'db' | 'tableName' | 'clock' | 'logger'>;

/** What happened to one cube's rollup of a month. */
export type RollupOutcome = 'written' | 'too-large' | 'deleted' | 'none';

export interface MonthRollups {
  month: string;
  /** Day cubes the month has (the most any rollup cube has). */
  days: number;
  cubes: Record<RollupCubeName, RollupOutcome>;
}

export async function rebuildMonthRollups(
  deps: RollupDeps,
  branchId: string,
  date: string,
): Promise<MonthRollups> {
  const month = monthOf(date);
  const { from, to } = monthBounds(month);
  const rebuiltAt = deps.clock.now().toISOString();
  const outcomes = await Promise.all(
    ROLLUP_CUBES.map(async (cube): Promise<[RollupCubeName, RollupOutcome, number, ComputedRollup]> => {
      const days = await readCubes<RollupCubes[typeof cube]>(deps, branchId, cube, from, to, {
        consistent: true,
      });
      // No day: no rollup (a rollup always equals its days). Never the case after a day's build.
      if (days.length === 0) {
        const outcome = (await deleteRollup(deps, branchId, cube, month)) ? 'deleted' : 'none';
        return [cube, outcome, 0, { outcome, cubes: [], built_at: '', days: 0 }];
      }
      const builtAt = days.reduce((latest, day) => (day.built_at > latest ? day.built_at : latest), '');
      const cubes = rollupOf(
        cube,
        days.map((day) => day.data),
      );
      const outcome = await writeRollup(deps, branchId, cube, month, {
        cubes,
        built_at: builtAt,
        days: days.length,
        rebuilt_at: rebuiltAt,
      });
      if (outcome === 'too-large') {
        deps.logger.warn('monthly rollup too large to store; reads use the day cubes of that month', {
          branch_id: branchId,
          cube,
          month,
        });
      }
      return [cube, outcome, days.length, { outcome, cubes, built_at: builtAt, days: days.length }];
    }),
  );
  // Then the branch's part of its organization's month, from the same figures (organization-rollups.ts).
  await updateOrganizationMonth(
    deps,
    branchId,
    month,
    Object.fromEntries(outcomes.map(([cube, , , computed]) => [cube, computed])) as Record<
      RollupCubeName,
      ComputedRollup
    >,
    rebuiltAt,
  );
  return {
    month,
    days: Math.max(...outcomes.map(([, , days]) => days)),
    cubes: Object.fromEntries(outcomes.map(([cube, outcome]) => [cube, outcome])) as MonthRollups['cubes'],
  };
}

/**
 * Recomputes the rollups of every month of a branch between `fromMonth` and `toMonth` (`YYYY-MM`,
 * inclusive, either open) that has a day cube or a rollup of any rollup cube, one month at a time
 * (a few small Queries and Puts each). Idempotent. A day built by the aggregator while this runs
 * rewrites its own month's rollup; if this then writes that month from an earlier read, running the
 * command again corrects it.
 */
export async function rebuildBranchRollups(
  deps: RollupDeps,
  branchId: string,
  range: { fromMonth?: string; toMonth?: string } = {},
): Promise<MonthRollups[]> {
  const fromDate = range.fromMonth === undefined ? undefined : `${range.fromMonth}-01`;
  const toDate = range.toMonth === undefined ? undefined : monthBounds(range.toMonth).to;
  const found = await Promise.all(
    ROLLUP_CUBES.flatMap((cube) => [
      listCubeDates(deps, branchId, cube, fromDate, toDate).then((dates) => dates.map(monthOf)),
      listRollupMonths(deps, branchId, cube, range.fromMonth, range.toMonth),
    ]),
  );
  const months = [...new Set(found.flat())].sort();
  const rebuilt: MonthRollups[] = [];
  for (const month of months) rebuilt.push(await rebuildMonthRollups(deps, branchId, `${month}-01`));
  return rebuilt;
}
