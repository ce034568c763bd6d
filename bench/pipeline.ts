/**
 * Bench suite "pipeline": zout → snapshot latency on the local stack, for days of 1,000, 2,000 and
 * 10,000 order lines. Each sample is a fresh business day of one branch (fixture catalog synced):
 * orders, sales summary and payments are posted first, then the clock starts, the zout closing is
 * posted through the HTTP API, and the clock stops when `snapshot.completed` for that day reaches
 * the local bus. That path is the whole local pipeline: the ingest transaction, DynamoDB Local's
 * stream, the poller (its idle poll interval is part of the wait), the FIFO queue and the
 * aggregator Lambda handler (reads, cube build, writes, events).
 *
 * Beside it, in the same run: the aggregator alone (one rebuild of the same day, handler invoked
 * directly) and the floor, a bare Query of the day's partition (what the aggregator must read at
 * the very least). Ratios divide p50s.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { DateTime } from 'luxon';
import { queryAll } from '#shared/storage/db.ts';
import { keys } from '#shared/storage/keys.ts';
import { aggregateDay } from '#shared/use-cases/pipeline/aggregate-day.ts';
import type { LocalStack } from '../local/stack.ts';
import { DEFAULT_POLL_INTERVAL_MS } from '../local/stream-poller.ts';
import {
  CATALOG_ITEMS,
  CATEGORIES,
  PAYMENTS,
  SALES_SUMMARY,
  ZOUT_SUMMARIES,
} from '../test/fixtures/end-of-day.ts';
import { ordersBody } from '../test/fixtures/order-lines.ts';
import {
  type BenchBranch,
  type BenchSuite,
  type BenchTable,
  callApi,
  createBenchBranch,
  iterations,
  measure,
  ms,
  ratio,
  type Timing,
  timingOf,
  withBenchStack,
} from './harness.ts';

const DAY_SIZES = [
  { lines: 1_000, iterations: 12 },
  { lines: 2_000, iterations: 12 },
  { lines: 10_000, iterations: 6 },
] as const;

/** The local pipeline's default idle poll interval, shown in the notes. */
const POLL_INTERVAL_MS = DEFAULT_POLL_INTERVAL_MS;
/** Unrecorded days closed before each size's samples. */
const WARMUP_SAMPLES = 2;

const post = (stack: LocalStack, branch: BenchBranch, resource: string, body: unknown) =>
  callApi(stack, branch, 'POST', `/api/v1/ingest/${resource}`, { body, idempotent: true });

const envelope = (type: string, attributes: Record<string, unknown>) => ({
  data: {
    type,
    attributes,
    meta: { pos_name: 'bench', cashier_name: 'Bench', cash_register_name: 'Caja 1' },
  },
});

/** A Pro branch with the fixture's categories and catalog, so cubes carry unit costs. */
async function benchBranch(stack: LocalStack, name: string): Promise<BenchBranch> {
  const branch = await createBenchBranch(stack, name);
  await post(
    stack,
    branch,
    'categories',
    envelope('categories', { branch_identifier: branch.branchId, categories: CATEGORIES }),
  );
  await post(
    stack,
    branch,
    'catalog',
    envelope('catalog', { branch_identifier: branch.branchId, items: CATALOG_ITEMS }),
  );
  return branch;
}

/** Everything of the day but the zout. */
async function sendDay(stack: LocalStack, branch: BenchBranch, date: string, lines: number): Promise<void> {
  const day = { branch_identifier: branch.branchId, date, closing_type: 'zout' };
  await post(stack, branch, 'orders', ordersBody(branch.branchId, lines, date));
  await post(stack, branch, 'sales', envelope('sales', { ...day, ...SALES_SUMMARY }));
  await post(stack, branch, 'payments', envelope('payments', { ...day, payments: PAYMENTS }));
}

const zoutBody = (branchId: string, date: string) =>
  envelope('cash-register', {
    branch_identifier: branchId,
    closing_type: 'zout',
    start_at: `${date}T08:00:00-06:00`,
    end_at: `${date}T23:59:00-06:00`,
    status: 'completed',
    summaries: ZOUT_SUMMARIES,
  });

/** Resolves when the bus carries snapshot.completed for this branch and date. */
function snapshotCompleted(stack: LocalStack, branchId: string, date: string): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = stack.bus.subscribe((event) => {
      if (
        event.event === 'snapshot.completed' &&
        event.branch_identifier === branchId &&
        event.data.date === date
      ) {
        unsubscribe();
        resolve();
      }
    });
  });
}

async function queryDay(stack: LocalStack, branchId: string, date: string): Promise<number> {
  const items = await queryAll(stack.deps, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.dayPartition(branchId, date) },
    ConsistentRead: true,
  });
  return items.length;
}

interface SizeResult {
  lines: number;
  endToEnd: Timing;
  rebuild: Timing;
  floor: Timing;
}

export const pipelineBench: BenchSuite = {
  name: 'pipeline',
  description: 'zout → snapshot.completed on the local stack, days of 1,000 / 2,000 / 10,000 order lines',
  run: (context) =>
    withBenchStack(
      context.endpoint,
      'pipeline',
      { pipeline: { pollIntervalMs: POLL_INTERVAL_MS } },
      async (stack) => {
        const aggregate = aggregateDay(stack.deps);
        const results: SizeResult[] = [];
        for (const size of DAY_SIZES) {
          const branch = await benchBranch(stack, `Bench pipeline ${size.lines}`);
          const count = iterations(size.iterations, context, 3);
          // One fresh business day per sample (warm-up included), going back from 2025-12-31.
          let dayIndex = 0;
          const nextDate = () =>
            DateTime.fromISO('2025-12-31').minus({ days: dayIndex++ }).toISODate() as string;
          const samples: number[] = [];
          let lastDate = '';
          for (let sample = -WARMUP_SAMPLES; sample < count; sample++) {
            const date = nextDate();
            await sendDay(stack, branch, date, size.lines);
            const done = snapshotCompleted(stack, branch.branchId, date);
            const started = performance.now();
            await post(stack, branch, 'cash-register', zoutBody(branch.branchId, date));
            await done;
            // Negative samples warm modules, JIT and connections up; they are not recorded.
            if (sample >= 0) samples.push(performance.now() - started);
            lastDate = date;
          }
          const endToEnd = timingOf(samples);
          await stack.pipeline!.drain();
          const message = { branch_id: branch.branchId, business_date: lastDate, revision: 0 };
          // A revision already built is skipped; dropping the day's marker makes each sample a full rebuild.
          const unmark = new DeleteCommand({
            TableName: stack.deps.tableName,
            Key: keys.snapshot(branch.branchId, lastDate),
          });
          const rebuild = await measure(
            async () => {
              await stack.deps.db.send(unmark);
              return aggregate(message);
            },
            { iterations: count, warmup: 1 },
          );
          const floor = await measure(() => queryDay(stack, branch.branchId, lastDate), {
            iterations: count * 3,
            warmup: 2,
          });
          results.push({ lines: size.lines, endToEnd, rebuild, floor });
        }
        return [table(results)];
      },
    ),
};

function table(results: SizeResult[]): BenchTable {
  const base = results[0]!;
  return {
    title: 'zout → snapshot.completed (local stack) vs the aggregator alone and a bare Query of the day',
    rows: results.map((result) => ({
      'order lines': result.lines,
      'zout → snapshot p50 ms': ms(result.endToEnd.p50),
      'zout → snapshot p95 ms': ms(result.endToEnd.p95),
      'aggregator p50 ms': ms(result.rebuild.p50),
      'aggregator p95 ms': ms(result.rebuild.p95),
      'day Query p50 ms': ms(result.floor.p50),
      'aggregator / Query': ratio(result.rebuild.p50, result.floor.p50),
      'zout → snapshot / 1,000-line day': ratio(result.endToEnd.p50, base.endToEnd.p50),
      samples: result.endToEnd.samples,
    })),
    notes: [
      'zout → snapshot: from posting the zout (HTTP) to snapshot.completed on the local bus; includes the ingest transaction, the stream poll (idle interval ' +
        `${POLL_INTERVAL_MS} ms, so up to that much waiting), the FIFO queue and the aggregator.`,
      'aggregator: the same handler invoked directly on an already built day whose snapshot marker was just deleted, so it rebuilds (marker delete, reads, cube build, overwrite, events, marker).',
      'day Query: a bare paginated Query of the day partition (compressed documents), the least the aggregator reads.',
      'Target: zout → snapshot under 1 s for a 2,000-line day (the spec promises about 5 s).',
    ],
  };
}
