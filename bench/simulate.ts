/**
 * Bench suite "simulate": `npm run simulate -- --branches 3 --days 90` against a local stack (the
 * same simulate() the CLI runs, through the HTTP API with the fetch sender): documents per second
 * while sending, and the total until every branch's last day is built by the pipeline.
 * BENCH_SCALE shortens the days (90 × scale, at least 3).
 */

import { DateTime } from 'luxon';
import { CONCEPTS } from '../local/simulator/concepts.ts';
import { waitForSnapshots } from '../local/simulator/local.ts';
import { simulate } from '../local/simulator/run.ts';
import { createPosClientSender } from '../local/simulator/sender.ts';
import { type BenchSuite, createBenchBranch, withBenchStack } from './harness.ts';

/**
 * The simulator sends today's live events so far, so its work depends on the hour it runs (at
 * 06:00 in Mexico City a day has barely begun; at 04:30 the whole business day, bar included, is
 * "today so far"). The bench runs on a clock shifted to the next 04:30 in the concepts' zone, the
 * busiest hour, so every run does the same, and the most, work. The stack and the simulator share it.
 */
function busiestHourClock(): { now: () => Date } {
  const zone = CONCEPTS[0]!.timezone;
  const realNow = DateTime.now().setZone(zone);
  let target = realNow.set({ hour: 4, minute: 30, second: 0, millisecond: 0 });
  if (target <= realNow) target = target.plus({ days: 1 });
  const offset = target.toMillis() - realNow.toMillis();
  return { now: () => new Date(Date.now() + offset) };
}

export const simulateBench: BenchSuite = {
  name: 'simulate',
  description: 'the simulator: 3 branches × 90 days through the local API, documents/s and total time',
  run: ({ endpoint, log, scale }) => {
    const busiestHour = busiestHourClock();
    return withBenchStack(endpoint, 'simulate', { port: 0, clock: busiestHour }, async (stack) => {
      const days = Math.max(3, Math.round(90 * scale));
      const branches = await Promise.all(
        CONCEPTS.map((concept) => createBenchBranch(stack, concept.name, 'enterprise')),
      );
      const started = performance.now();
      const result = await simulate({
        seed: 7,
        days,
        clock: busiestHour.now,
        branches: branches.map((branch, index) => ({
          branchId: branch.branchId,
          index,
          sender: createPosClientSender({ baseUrl: stack.url, ...branch }),
        })),
        onPhase: (branch, phase) => log(`simulate: ${branch.name} ${phase}`),
      });
      const built = await waitForSnapshots(
        stack.url,
        result.branches.map((entry, i) => ({ ...branches[i]!, date: entry.to })),
        300_000,
      );
      const totalMs = performance.now() - started;
      return [
        {
          title: `simulate: ${branches.length} branches × ${days} days (seed 7)`,
          rows: [
            {
              documents: result.requests,
              'send s': Number((result.elapsedMs / 1000).toFixed(1)),
              'documents/s': Math.round(result.requests / (result.elapsedMs / 1000)),
              'total s (last days built)': Number((totalMs / 1000).toFixed(1)),
              'all built': built.every(Boolean) ? 'yes' : 'no',
            },
          ],
          notes: [
            'send s: from the first request to the last answer (days of a branch 4 at a time, branches concurrently);',
            'total s: until the pipeline has built every branch’s last day (the sales summary has its snapshot).',
            `clock: the stack's and the simulator's, shifted to ${busiestHour.now().toISOString()} (04:30 in Mexico City, the busiest hour: a whole business day of live events).`,
          ],
        },
      ];
    });
  },
};
