/**
 * Keeps the monthly rollups true: after a day's cubes are written (a first build or any rebuild),
 * its month's rollup of every cube the read endpoints use is recomputed from that month's day cubes,
 * read back consistently, so it always equals what a read of those days would get. The aggregator
 * calls this before it writes the day's snapshot marker: a build that fails here is retried whole.
 * Builds of one branch run one at a time (FIFO message group = branch), so two days of a month
 * never race to write its rollup.
 */
import {
  monthBounds,
  monthOf,
  ROLLUP_CUBES,
  type RollupCubes,
  rollupOf,
} from '../../domain/analytics/rollups.ts';
import { readCubes, writeRollup } from '../../storage/cube-store.ts';
import type { Deps } from '../deps.ts';

export async function rebuildMonthRollups(
  deps: Pick<Deps, 'db' | 'tableName' | 'clock' | 'logger'>,
  branchId: string,
  date: string,
): Promise<void> {
  const month = monthOf(date);
  const { from, to } = monthBounds(month);
  const rebuiltAt = deps.clock.now().toISOString();
  await Promise.all(
    ROLLUP_CUBES.map(async (cube) => {
      const days = await readCubes<RollupCubes[typeof cube]>(deps, branchId, cube, from, to, {
        consistent: true,
      });
      if (days.length === 0) return;
      const builtAt = days.reduce((latest, day) => (day.built_at > latest ? day.built_at : latest), '');
      const outcome = await writeRollup(deps, branchId, cube, month, {
        cubes: rollupOf(
          cube,
          days.map((day) => day.data),
        ),
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
    }),
  );
}
