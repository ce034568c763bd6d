/**
 * Bench suite "bigday" (issue #21, "big days fit"): the reads of a day and its zout → snapshot at 1×,
 * 4× and 16× a typical busy day (1,250 / 5,000 / 20,000 tables, 5 order lines a table: 6,250 /
 * 25,000 / 100,000 lines), with the growth of each time against the size, so "no worse than
 * linearly" can be read off (a ratio at 16× of 16 or less).
 *
 * Per size, one Enterprise branch on the local stack: last week's live day and today's, laid in
 * bulk with the live update's own fold and item builders (test/fixtures/live-days.ts); then
 * - GET /live/sales/today and GET /live/cash/balance, and POST /live/update (a cash movement on
 *   top of the whole day: its write must not grow with the day);
 * - the day's documents (orders in 10,000-line requests, sales, payments) and, timed, the zout
 *   through the HTTP API until snapshot.completed reaches the local bus (the whole local pipeline;
 *   the aggregator reads every document and every live table of the day);
 * - the aggregator alone on the built day (marker deleted, so it rebuilds), a few times;
 * - the intelligence reads of the day: sales/summary, sales/by-hour, sales/by-employee, menu/engineering.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { sameWeekdayLastWeek } from '#shared/domain/analytics/period.ts';
import { businessDateAt, DEFAULT_BUSINESS_DAY_CUTOFF_HOUR } from '#shared/domain/business-day.ts';
import { lastWeekLiveOf } from '#shared/domain/live/live-day.ts';
import { keys } from '#shared/storage/keys.ts';
import { aggregateDay } from '#shared/use-cases/pipeline/aggregate-day.ts';
import type { LocalStack } from '../local/stack.ts';
import { DEFAULT_POLL_INTERVAL_MS } from '../local/stream-poller.ts';
import { bigDayOrderLines, layLiveDay, tableEvents } from '../test/fixtures/live-days.ts';
import {
  BENCH_TIME_ZONE,
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
  withBenchStack,
} from './harness.ts';

const SIZES = [1_250, 5_000, 20_000] as const;
const LINES_PER_TABLE = 5;
const LINES_PER_REQUEST = 10_000;
const READS = ['sales/summary', 'sales/by-hour', 'sales/by-employee', 'menu/engineering'] as const;

const envelope = (type: string, attributes: Record<string, unknown>) => ({
  data: {
    type,
    attributes,
    meta: { pos_name: 'bench', cashier_name: 'Bench', cash_register_name: 'Caja 1' },
  },
});

const post = (stack: LocalStack, branch: BenchBranch, path: string, body: unknown) =>
  callApi(stack, branch, 'POST', path, { body, idempotent: true });

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

interface SizeResult {
  tables: number;
  lines: number;
  liveSales: Timing;
  liveCash: Timing;
  liveUpdate: Timing;
  zoutToSnapshot: number;
  aggregator: Timing;
  reads: Record<(typeof READS)[number], Timing>;
}

/**
 * Lays last week's live day and today's, `tables` tables each, and returns today's business date.
 * Last week's tables over its whole business day (05:00 to 04:59), so the cutoff's 15-minute
 * bucket holds an average share wherever now falls; today's over the service, 11:00–22:20.
 */
async function layLiveDays(stack: LocalStack, branch: BenchBranch, tables: number): Promise<string> {
  const now = new Date();
  const today = businessDateAt(now.toISOString(), BENCH_TIME_ZONE, DEFAULT_BUSINESS_DAY_CUTOFF_HOUR)!;
  const lastWeek = sameWeekdayLastWeek(today);
  const local = (date: string, time: string) => Date.parse(`${date}T${time}-06:00`);
  const lastWeekEvents = tableEvents(
    tables,
    local(lastWeek, '05:00:00'),
    local(lastWeek, '05:00:00') + 86_400_000 - 3_600_000,
  );
  const todayEvents = tableEvents(tables, local(today, '11:00:00'), local(today, '22:20:00'));
  const stamp = now.toISOString();
  const { head } = await layLiveDay(stack.deps, branch.branchId, lastWeek, lastWeekEvents, { now: stamp });
  await layLiveDay(stack.deps, branch.branchId, today, todayEvents, {
    now: stamp,
    lastWeek: lastWeekLiveOf(lastWeek, head),
  });
  return today;
}

/** The live reads and a cash movement on top of the whole day, `n` samples each. */
async function measureLive(stack: LocalStack, branch: BenchBranch, n: number) {
  const get = (path: string) => () => callApi(stack, branch, 'GET', path);
  const liveSales = await measure(get('/api/v1/live/sales/today'), { iterations: n, warmup: 3 });
  const liveCash = await measure(get('/api/v1/live/cash/balance'), { iterations: n, warmup: 3 });
  const liveUpdate = await measure(
    () =>
      post(stack, branch, '/api/v1/live/update', {
        data: {
          type: 'live-update',
          attributes: {
            branch_identifier: branch.branchId,
            event: 'cash_movement',
            occurred_at: new Date().toISOString(),
            direction: 'in',
            amount_cents: 100,
            reason: 'Cambio',
          },
        },
      }),
    { iterations: n, warmup: 3 },
  );
  return { liveSales, liveCash, liveUpdate };
}

/** Posts the day's orders (LINES_PER_REQUEST a request), its sales and its payments. */
async function ingestDay(stack: LocalStack, branch: BenchBranch, today: string, tables: number) {
  const lines = bigDayOrderLines(today, tables * LINES_PER_TABLE);
  const day = { branch_identifier: branch.branchId, date: today, closing_type: 'zout' };
  for (let start = 0; start < lines.length; start += LINES_PER_REQUEST) {
    await post(
      stack,
      branch,
      '/api/v1/ingest/orders',
      envelope('orders', { ...day, lines: lines.slice(start, start + LINES_PER_REQUEST) }),
    );
  }
  const net = lines.reduce((sum, line) => sum + line.net_total_cents, 0);
  const cash = Math.round(net * 0.4);
  await post(
    stack,
    branch,
    '/api/v1/ingest/sales',
    envelope('sales', { ...day, shift: 'all_day', total_sales_cents: net, tables_served: tables }),
  );
  await post(
    stack,
    branch,
    '/api/v1/ingest/payments',
    envelope('payments', {
      ...day,
      payments: [
        { payment_type: 'cash', amount_cents: cash },
        { payment_type: 'card', amount_cents: net - cash },
      ],
    }),
  );
  return { lines: lines.length, net, cash };
}

/** Milliseconds from posting the day's zout to snapshot.completed on the local bus. */
async function timeZoutToSnapshot(
  stack: LocalStack,
  branch: BenchBranch,
  today: string,
  totals: { net: number; cash: number },
): Promise<number> {
  const { net, cash } = totals;
  // The stream poller reads every record the laying and the ingest wrote (the Pipe's filter does this
  // in AWS): let it catch up first, so the clock measures the zout's own path.
  await stack.pipeline!.drain({ timeoutMs: 600_000 });
  const done = snapshotCompleted(stack, branch.branchId, today);
  const started = performance.now();
  await post(
    stack,
    branch,
    '/api/v1/ingest/cash-register',
    envelope('cash-register', {
      branch_identifier: branch.branchId,
      closing_type: 'zout',
      start_at: `${today}T08:00:00-06:00`,
      end_at: `${today}T23:59:00-06:00`,
      status: 'completed',
      summaries: [
        { type: 'cash_sales', name: 'Efectivo', amount_cents: cash },
        { type: 'card_sales', name: 'Tarjeta', amount_cents: net - cash },
      ],
    }),
  );
  await done;
  const zoutToSnapshot = performance.now() - started;
  await stack.pipeline!.drain();
  return zoutToSnapshot;
}

/** The aggregator alone on the built day, its marker deleted before each run so it rebuilds. */
function measureAggregator(stack: LocalStack, branch: BenchBranch, today: string, rebuilds: number) {
  const aggregate = aggregateDay(stack.deps);
  const unmark = new DeleteCommand({
    TableName: stack.deps.tableName,
    Key: keys.snapshot(branch.branchId, today),
  });
  return measure(
    async () => {
      await stack.deps.db.send(unmark);
      return aggregate({ branch_id: branch.branchId, business_date: today, revision: 0 });
    },
    { iterations: rebuilds, warmup: 0 },
  );
}

/** The intelligence READS of the day, `n` samples each. */
async function measureReads(stack: LocalStack, branch: BenchBranch, today: string, n: number) {
  const reads = {} as SizeResult['reads'];
  for (const path of READS) {
    reads[path] = await measure(
      () =>
        callApi(stack, branch, 'GET', `/api/v1/intelligence/${path}`, {
          query: { branch_identifier: branch.branchId, date_from: today, date_to: today },
        }),
      { iterations: n, warmup: 3 },
    );
  }
  return reads;
}

async function runSize(stack: LocalStack, tables: number, n: number, rebuilds: number): Promise<SizeResult> {
  const branch = await createBenchBranch(stack, `Bench bigday ${tables}`, 'enterprise');
  const today = await layLiveDays(stack, branch, tables);
  const live = await measureLive(stack, branch, n);
  // The day's documents, then the zout, timed to snapshot.completed.
  const ingested = await ingestDay(stack, branch, today, tables);
  const zoutToSnapshot = await timeZoutToSnapshot(stack, branch, today, ingested);
  const aggregator = await measureAggregator(stack, branch, today, rebuilds);
  const reads = await measureReads(stack, branch, today, n);
  return { tables, lines: ingested.lines, ...live, zoutToSnapshot, aggregator, reads };
}

function table(results: SizeResult[]): BenchTable {
  const base = results[0]!;
  const growth = (value: number, baseValue: number) => ratio(value, baseValue);
  const rows: BenchTable['rows'] = [];
  const add = (operation: string, pick: (result: SizeResult) => number) => {
    for (const result of results) {
      rows.push({
        operation,
        tables: result.tables,
        'order lines': result.lines,
        'size ×': result.tables / base.tables,
        'p50 ms': ms(pick(result)),
        'time ×': growth(pick(result), pick(base)),
      });
    }
  };
  add('GET /live/sales/today', (result) => result.liveSales.p50);
  add('GET /live/cash/balance', (result) => result.liveCash.p50);
  add('POST /live/update (cash movement)', (result) => result.liveUpdate.p50);
  for (const path of READS) add(`GET /intelligence/${path}`, (result) => result.reads[path].p50);
  add('zout → snapshot.completed (1 sample)', (result) => result.zoutToSnapshot);
  add('aggregator alone (rebuild)', (result) => result.aggregator.p50);
  return {
    title: 'Big days: reads and zout → snapshot at 1×, 4×, 16× (local stack, DynamoDB Local)',
    rows,
    notes: [
      '"time ×" is the p50 at that size divided by the p50 at 1×; "no worse than linearly" means time × ≤ size ×.',
      `Live days laid in bulk (the update's fold and items), last week's the same size; ${results[0]?.liveSales.samples ?? 0} samples per read after 3 warm-ups.`,
      `zout → snapshot: one sample per size, from posting the zout (once the local stream poller has read what the laying and the ingest wrote) to snapshot.completed on the local bus (idle poll interval ${DEFAULT_POLL_INTERVAL_MS} ms included); the aggregator row is the handler alone rebuilding the built day.`,
    ],
  };
}

export const bigdayBench: BenchSuite = {
  name: 'bigday',
  description:
    'live and intelligence reads, live update and zout → snapshot at 1,250 / 5,000 / 20,000 tables',
  run: (context) =>
    withBenchStack(
      context.endpoint,
      'bigday',
      { pipeline: { pollIntervalMs: DEFAULT_POLL_INTERVAL_MS } },
      async (stack) => {
        const results: SizeResult[] = [];
        for (const tables of SIZES) {
          context.log(`bigday: ${tables} tables, ${tables * LINES_PER_TABLE} order lines`);
          results.push(await runSize(stack, tables, iterations(30, context, 5), iterations(3, context, 2)));
        }
        return [table(results)];
      },
    ),
};
