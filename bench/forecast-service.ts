/**
 * The forecast as the service runs it (docs/forecast-api.md), the service side of `npm run bench --
 * forecast` (bench/forecast.ts runs these tables beside its accuracy figures):
 *
 * - the pipeline's forecast of one branch after a zout (`refreshForecast`: 400 days of
 *   sales cubes and 8 weeks of hourly and items cubes read, 14 days forecast, hours and items,
 *   28 conditional writes) against the day's cube build (`aggregateDay` of a 1,000-line day, forced
 *   to rebuild; it includes the forecast since the forecast runs in it), goal ≤ 0.5×;
 * - each forecast read over HTTP against another read of the cubes the same page shows (the
 *   cached reads), measured in alternation, goal ≤ 1.3×.
 *
 * The branch has 370 built days of synthetic cubes (about 120 order lines a day) before the day
 * ingested through the API.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import type { CatalogItemInput } from '#shared/domain/analytics/inputs.ts';
import { businessToday } from '#shared/domain/business-day.ts';
import { addDays, isoWeekday } from '#shared/domain/calendar-dates.ts';
import { DEFAULT_SETTINGS } from '#shared/domain/settings.ts';
import { keys } from '#shared/storage/keys.ts';
import { refreshForecast } from '#shared/use-cases/forecast/refresh.ts';
import { aggregateDay } from '#shared/use-cases/pipeline/aggregate-day.ts';
import type { LocalStack } from '../local/stack.ts';
import { CATALOG_ITEMS, PAYMENTS, SALES_SUMMARY, ZOUT_SUMMARIES } from '../test/fixtures/end-of-day.ts';
import { ordersBody } from '../test/fixtures/order-lines.ts';
import {
  BENCH_TIME_ZONE,
  type BenchBranch,
  type BenchContext,
  type BenchTable,
  callApi,
  createBenchBranch,
  inBatches,
  iterations,
  measure,
  measurePair,
  ms,
  pairColumns,
  ratio,
  type SyntheticLine,
  storeBuiltDay,
  syntheticDay,
} from './harness.ts';

const HISTORY_DAYS = 370;
const WAITERS = ['Ana', 'Luis', 'Marta', 'Pepe'];
const CATALOG = CATALOG_ITEMS as unknown as CatalogItemInput[];

/** About 120 lines spread over lunch and dinner, more on weekends. */
function linesOf(date: string, index: number): SyntheticLine[] {
  const weekend = isoWeekday(date)! >= 5;
  const count = (weekend ? 150 : 100) + (index % 11);
  return Array.from({ length: count }, (_, line) => {
    const hour = [13, 14, 15, 19, 20, 21][line % 6]!;
    return {
      item: CATALOG[line % CATALOG.length]!,
      quantity: 1 + (line % 3),
      discount_cents: 0,
      waiter_name: WAITERS[line % (weekend ? 4 : 3)]!,
      ordered_at: `${date}T${String(hour).padStart(2, '0')}:${String(line % 60).padStart(2, '0')}:00-06:00`,
    };
  });
}

async function seedHistory(stack: LocalStack, branch: BenchBranch, yesterday: string) {
  const dates = Array.from({ length: HISTORY_DAYS }, (_, index) => addDays(yesterday, index - HISTORY_DAYS)!);
  const builtAt = new Date().toISOString();
  await inBatches(dates, 8, async (date, index) => {
    const day = syntheticDay({
      branchId: branch.branchId,
      date,
      catalog: CATALOG,
      lines: linesOf(date, index),
      tables: 30,
      covers: 80 + (index % 9) * 5,
      payments: false,
      extraSummaries: () => [],
    });
    await storeBuiltDay(stack, branch.branchId, date, buildDayCubes(day), builtAt);
  });
}

const envelope = (type: string, attributes: Record<string, unknown>) => ({
  data: {
    type,
    attributes,
    meta: { pos_name: 'bench', cashier_name: 'Bench', cash_register_name: 'Caja 1' },
  },
});

/** Yesterday through the API, as a POS sends it: orders (1,000 lines), summary, payments, zout. */
async function sendYesterday(stack: LocalStack, branch: BenchBranch, date: string) {
  const post = (resource: string, body: unknown) =>
    callApi(stack, branch, 'POST', `/api/v1/ingest/${resource}`, { body, idempotent: true });
  const day = { branch_identifier: branch.branchId, date, closing_type: 'zout' };
  await post('orders', ordersBody(branch.branchId, 1_000, date));
  await post('sales', envelope('sales', { ...day, ...SALES_SUMMARY }));
  await post('payments', envelope('payments', { ...day, payments: PAYMENTS }));
  await post(
    'cash-register',
    envelope('cash-register', {
      branch_identifier: branch.branchId,
      closing_type: 'zout',
      start_at: `${date}T08:00:00-06:00`,
      end_at: `${date}T23:59:00-06:00`,
      status: 'completed',
      summaries: ZOUT_SUMMARIES,
    }),
  );
}

/** The forecast run and the day's build, each timed on its own (the build includes the run). */
async function runAgainstBuild(stack: LocalStack, branch: BenchBranch, date: string, context: BenchContext) {
  const aggregate = aggregateDay(stack.deps);
  const unmark = new DeleteCommand({
    TableName: stack.deps.tableName,
    Key: keys.snapshot(branch.branchId, date),
  });
  const count = iterations(12, context, 3);
  const build = await measure(
    async () => {
      await stack.deps.db.send(unmark);
      return aggregate({ branch_id: branch.branchId, business_date: date, revision: 0 });
    },
    { iterations: count, warmup: 1 },
  );
  const profile = { timezone: BENCH_TIME_ZONE, business_day_cutoff_hour: 5 };
  const forecast = await measure(
    () => refreshForecast(stack.deps, { branchId: branch.branchId, profile, settings: DEFAULT_SETTINGS }),
    { iterations: count, warmup: 1 },
  );
  return {
    title: "The pipeline's forecast of one branch after a zout vs the day's cube build (goal ≤ 0.5×)",
    rows: [
      {
        'forecast p50 ms': ms(forecast.p50),
        'forecast p95 ms': ms(forecast.p95),
        'day build p50 ms': ms(build.p50),
        'day build p95 ms': ms(build.p95),
        'forecast / build': ratio(forecast.p50, build.p50),
        'forecast / (build − forecast)': ratio(forecast.p50, build.p50 - forecast.p50),
      },
    ],
    notes: [
      `forecast: refreshForecast on a branch with ${HISTORY_DAYS} built days (reads, 14 days forecast with hours and items, 28 conditional writes).`,
      'day build: aggregateDay of a 1,000-line day ingested through the API, its snapshot marker deleted before each sample so it rebuilds; it runs the forecast itself, so the last column divides by the build without it.',
    ],
  } satisfies BenchTable;
}

/** Each forecast read beside the cached read the same page shows, in alternation. */
async function readsAgainstCached(
  stack: LocalStack,
  branch: BenchBranch,
  today: string,
  context: BenchContext,
) {
  const get = (path: string, query: Record<string, string>) => () =>
    callApi(stack, branch, 'GET', `/api/v1/intelligence/${path}`, {
      query: { branch_identifier: branch.branchId, ...query },
    });
  const tomorrow = addDays(today, 1)!;
  const yesterday = addDays(today, -1)!;
  const week = { date_from: addDays(today, -7)!, date_to: yesterday };
  const month = { date_from: addDays(today, -28)!, date_to: yesterday };
  const pairs = [
    ['forecast?days=7', get('forecast', { days: '7' }), 'sales/summary (7 days)', get('sales/summary', week)],
    [
      'forecast/hours',
      get('forecast/hours', { date: tomorrow }),
      'sales/by-hour (7 days)',
      get('sales/by-hour', week),
    ],
    [
      'forecast/items',
      get('forecast/items', { date: tomorrow }),
      'menu/engineering (7 days)',
      get('menu/engineering', week),
    ],
    ['forecast/accuracy (28 days)', get('forecast/accuracy', {}), 'kpis (28 days)', get('kpis', month)],
  ] as const;
  const rows: BenchTable['rows'] = [];
  for (const [name, subject, floorName, floor] of pairs) {
    const pair = await measurePair(subject, floor, { iterations: iterations(30, context, 5), warmup: 3 });
    rows.push({ read: name, against: floorName, ...pairColumns(pair, 'forecast read', 'cached read') });
  }
  const backtest = await measure(
    get('forecast/backtest', { date_from: addDays(today, -28)!, date_to: yesterday }),
    {
      iterations: iterations(6, context, 3),
      warmup: 1,
    },
  );
  rows.push({
    read: 'forecast/backtest (28 days, horizon 1)',
    against: '—',
    'forecast read_p50_ms': ms(backtest.p50),
    'forecast read_p95_ms': ms(backtest.p95),
  });
  return {
    title: 'Forecast reads vs the cached reads beside them (HTTP, goal ≤ 1.3×)',
    rows,
    notes: [
      'Each pair in alternation over HTTP on the local stack; ratio = forecast read p50 ÷ cached read p50.',
      'The backtest computes a forecast per day on read (it is not cached): shown alone.',
    ],
  } satisfies BenchTable;
}

/** The service side of `npm run bench -- forecast`: both tables on one branch. */
export async function forecastServiceTables(stack: LocalStack, context: BenchContext): Promise<BenchTable[]> {
  const branch = await createBenchBranch(stack, 'Bench forecast service');
  const today = businessToday(new Date(), BENCH_TIME_ZONE, 5);
  const yesterday = addDays(today, -1)!;
  context.log(`forecast service: seeding ${HISTORY_DAYS} built days`);
  await seedHistory(stack, branch, yesterday);
  await sendYesterday(stack, branch, yesterday);
  context.log('forecast service: the forecast against the day build');
  const build = await runAgainstBuild(stack, branch, yesterday, context);
  context.log('forecast service: the reads');
  const reads = await readsAgainstCached(stack, branch, today, context);
  return [build, reads];
}
