/**
 * Keeps the monthly rollups true: after a day's cubes are written (a first build or any rebuild),
 * its month's rollup of every cube the read endpoints use is recomputed from that month's day cubes,
 * read back consistently, so it always equals what a read of those days would get; or, when the day
 * is the month's latest and the stored rollup covers exactly the days before it, the stored rollup
 * with the day merged in, which is the same value (a 90-day backfill read each month's days again
 * for every day built: 28 % of the bytes DynamoDB served in a simulation). The aggregator
 * calls this before it writes the day's snapshot marker: a build that fails here is retried whole.
 * Builds of one branch run one at a time (FIFO message group = branch), so two days of a month
 * never race to write its rollup.
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
  readRollupForUpdate,
  writeRollup,
} from '../../storage/cube-store.ts';
import type { Deps } from '../deps.ts';

type RollupDeps = Pick<Deps, 'db' | 'tableName' | 'clock' | 'logger'>;

/** What happened to one cube's rollup of a month. */
export type RollupOutcome = 'written' | 'too-large' | 'deleted' | 'none';

export interface MonthRollups {
  month: string;
  /** Day cubes the month has (the most any rollup cube has). */
  days: number;
  cubes: Record<RollupCubeName, RollupOutcome>;
}

/**
 * The day the aggregator has just built, to fold into its month's stored rollups: when the stored
 * rollup covers exactly the month's other days and they are all earlier (days closing in order, a
 * backfill oldest first), the new rollup is the stored one merged with this day, which equals the
 * merge of all the month's days (rollupOf is a fold over days in date order; tested), without
 * reading the month's day cubes again. Otherwise (a rebuild, a day before a later one, a rollup
 * missing or behind its days) the month is recomputed from its day cubes.
 */
export interface BuiltDay {
  cubes: RollupCubes;
  builtAt: string;
}

export async function rebuildMonthRollups(
  deps: RollupDeps,
  branchId: string,
  date: string,
  built?: BuiltDay,
): Promise<MonthRollups> {
  const month = monthOf(date);
  const { from, to } = monthBounds(month);
  const rebuiltAt = deps.clock.now().toISOString();
  // The month's days besides this one, when this one is its latest (keys only: one small Query).
  const earlierDays =
    built === undefined
      ? undefined
      : await listCubeDates(deps, branchId, 'sales', from, to, { consistent: true }).then((dates) =>
          dates.includes(date) && dates.every((other) => other <= date)
            ? dates.filter((other) => other !== date).length
            : undefined,
        );
  const outcomes = await Promise.all(
    ROLLUP_CUBES.map(async (cube): Promise<[RollupCubeName, RollupOutcome, number]> => {
      const folded =
        built === undefined || earlierDays === undefined
          ? undefined
          : await foldedRollup(deps, branchId, cube, month, date, earlierDays, built);
      if (folded !== undefined) {
        const outcome = await storeRollup(deps, branchId, cube, month, { ...folded, rebuilt_at: rebuiltAt });
        return [cube, outcome, folded.days];
      }
      const days = await readCubes<RollupCubes[typeof cube]>(deps, branchId, cube, from, to, {
        consistent: true,
      });
      // No day: no rollup (a rollup always equals its days). Never the case after a day's build.
      if (days.length === 0) {
        return [cube, (await deleteRollup(deps, branchId, cube, month)) ? 'deleted' : 'none', 0];
      }
      const builtAt = days.reduce((latest, day) => (day.built_at > latest ? day.built_at : latest), '');
      const outcome = await storeRollup(deps, branchId, cube, month, {
        cubes: rollupOf(
          cube,
          days.map((day) => day.data),
        ),
        built_at: builtAt,
        days: days.length,
        rebuilt_at: rebuiltAt,
      });
      return [cube, outcome, days.length];
    }),
  );
  return {
    month,
    days: Math.max(...outcomes.map(([, , days]) => days)),
    cubes: Object.fromEntries(outcomes.map(([cube, outcome]) => [cube, outcome])) as MonthRollups['cubes'],
  };
}

/** The stored rollup with `built`'s day merged in, when it covers exactly the `earlierDays` days before it. */
async function foldedRollup<Name extends RollupCubeName>(
  deps: RollupDeps,
  branchId: string,
  cube: Name,
  month: string,
  date: string,
  earlierDays: number,
  built: BuiltDay,
): Promise<{ cubes: RollupCubes[Name][]; built_at: string; days: number } | undefined> {
  const stored = await readRollupForUpdate<RollupCubes[Name]>(deps, branchId, cube, month);
  if (stored === undefined || stored.days !== earlierDays) return undefined;
  if (!stored.cubes.every((merged) => merged.date < date)) return undefined;
  return {
    cubes: rollupOf(cube, [...stored.cubes, built.cubes[cube]]),
    built_at: built.builtAt > stored.built_at ? built.builtAt : stored.built_at,
    days: earlierDays + 1,
  };
}

async function storeRollup(
  deps: RollupDeps,
  branchId: string,
  cube: RollupCubeName,
  month: string,
  rollup: { cubes: unknown[]; built_at: string; days: number; rebuilt_at: string },
): Promise<RollupOutcome> {
  const outcome = await writeRollup(deps, branchId, cube, month, rollup);
  if (outcome === 'too-large') {
    deps.logger.warn('monthly rollup too large to store; reads use the day cubes of that month', {
      branch_id: branchId,
      cube,
      month,
    });
  }
  return outcome;
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
