/**
 * Keeps the monthly rollups true: after a day's cubes are written (a first build or any rebuild),
 * its month's rollup of every cube the read endpoints use is recomputed from that month's day cubes,
 * read back consistently, so it always equals what a read of those days would get; or, when the day
 * is the month's latest and the stored rollup covers exactly the days before it, the stored rollup
 * with the day merged in, which is the same value (a 90-day backfill read each month's days again
 * for every day built: 28 % of the bytes DynamoDB served in a simulation). The aggregator
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
import type { SalesCube } from '../../domain/analytics/cubes.ts';
import {
  type DaySalesEntry,
  daySalesEntry,
  indexCarriesTotals,
  monthBounds,
  monthOf,
  ROLLUP_CUBES,
  type RollupCubeName,
  type RollupCubes,
  rollupOf,
} from '../../domain/analytics/rollups.ts';
import { carriesOpenDays } from '../../domain/analytics/sales.ts';
import { carriesCategoryChoice } from '../../domain/costs/pnl.ts';
import {
  deleteRollup,
  listCubeDates,
  listRollupMonths,
  readCubes,
  readRollupsForUpdate,
  writeRollup,
  writeRollups,
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
  const folded = built === undefined ? new Map() : await foldedRollups(deps, branchId, date, built);
  // The merged rollups in one BatchWriteItem; the other cubes recomputed from their days.
  const merged = ROLLUP_CUBES.filter((cube) => folded.has(cube));
  const mergedOutcomes = await writeRollups(
    deps,
    branchId,
    month,
    merged.map((cube) => ({ cube, rollup: { ...folded.get(cube)!, rebuilt_at: rebuiltAt } })),
  );
  merged.forEach((cube, index) => {
    if (mergedOutcomes[index] === 'too-large') warnTooLarge(deps, branchId, cube, month);
  });
  const outcomes = await Promise.all(
    ROLLUP_CUBES.map(async (cube): Promise<[RollupCubeName, RollupOutcome, number, ComputedRollup]> => {
      const index = merged.indexOf(cube);
      if (index >= 0) {
        const rollup = folded.get(cube)!;
        const outcome = mergedOutcomes[index]!;
        return [cube, outcome, rollup.days, { outcome, ...rollup }];
      }
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
        ...(cube === 'sales'
          ? {
              day_sales: days.map((day) =>
                daySalesEntry(day.date, day.built_at, day.data as unknown as SalesCube),
              ),
            }
          : {}),
      });
      if (outcome === 'too-large') warnTooLarge(deps, branchId, cube, month);
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

type FoldedRollup = { cubes: unknown[]; built_at: string; days: number; day_sales?: DaySalesEntry[] };

/**
 * The stored rollups with `built`'s day merged in, of each cube whose rollup covers exactly the
 * month's days before `date` (none when `date` is not the month's latest day): one keys-only
 * Query lists the month's days, one BatchGetItem reads the six rollups.
 */
async function foldedRollups(
  deps: RollupDeps,
  branchId: string,
  date: string,
  built: BuiltDay,
): Promise<Map<RollupCubeName, FoldedRollup>> {
  const month = monthOf(date);
  const { from, to } = monthBounds(month);
  const folded = new Map<RollupCubeName, FoldedRollup>();
  const dates = await listCubeDates(deps, branchId, 'sales', from, to, { consistent: true });
  if (!dates.includes(date) || dates.some((other) => other > date)) return folded;
  const earlierDays = dates.length - 1;
  const stored = await readRollupsForUpdate(deps, branchId, ROLLUP_CUBES, month);
  for (const cube of ROLLUP_CUBES) {
    const rollup = stored.get(cube);
    if (rollup === undefined || rollup.days !== earlierDays) continue;
    const cubes = rollup.cubes as unknown as RollupCubes[typeof cube][];
    if (!cubes.every((merged) => merged.date < date)) continue;
    // A sales rollup merged before it kept its days' category choice, its open days or its days'
    // index, cannot be merged into: recomputed.
    if (
      cube === 'sales' &&
      (!carriesCategoryChoice(cubes as SalesCube[]) ||
        !carriesOpenDays(cubes as SalesCube[]) ||
        rollup.day_sales === undefined ||
        !indexCarriesTotals(rollup.day_sales))
    )
      continue;
    folded.set(cube, {
      cubes: rollupOf(cube, [...cubes, built.cubes[cube]] as never),
      built_at: built.builtAt > rollup.built_at ? built.builtAt : rollup.built_at,
      days: earlierDays + 1,
      ...(cube === 'sales'
        ? { day_sales: [...rollup.day_sales!, daySalesEntry(date, built.builtAt, built.cubes.sales)] }
        : {}),
    });
  }
  return folded;
}

function warnTooLarge(deps: RollupDeps, branchId: string, cube: RollupCubeName, month: string): void {
  deps.logger.warn('monthly rollup too large to store; reads use the day cubes of that month', {
    branch_id: branchId,
    cube,
    month,
  });
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
