/**
 * Bench: read latency of every intelligence endpoint over 365 days (and the sales summary and menu
 * engineering over 7 days), through the local API (real HTTP adapter, middleware chain, monthly
 * rollups and day cubes, JSON), beside the floor measured in the same run: a bare DynamoDB Local
 * Query of as many sales cubes (the summary-size item) as the range has days. Reported as median and
 * p95 in milliseconds and as ratio = endpoint median / floor median.
 *
 * The cubes are built by the analytics' `buildDayCubes` from synthetic days and stored with
 * `writeCubes`, exactly the items the aggregator writes (the cubes the endpoints read), with a
 * snapshot marker per day; the monthly rollups are then built by the aggregator's own
 * `rebuildMonthRollups`. The 365-day range is not aligned to months (2025-03-17 to 2026-03-16), so
 * reads take eleven whole months from rollups and two partial months from day cubes. Two day sizes
 * (1,000 and 10,000 order lines over the same 60-item menu) show that read cost follows the cubes,
 * not the order lines. Last, the same reads with the rollups deleted (every day cube read) show
 * what the rollups save.
 *
 * `npm run bench -- intelligence` runs it (`intelligenceSuite`); `tsx bench/intelligence.ts` runs it
 * alone with its own DynamoDB Local.
 */
import { pathToFileURL } from 'node:url';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import type { DayInput } from '#shared/domain/analytics/cubes.ts';
import type { CatalogItemInput, CategoryType } from '#shared/domain/analytics/inputs.ts';
import { datesInRange, previousPeriod } from '#shared/domain/analytics/period.ts';
import { ROLLUP_CUBES } from '#shared/domain/analytics/rollups.ts';
import { queryAll } from '#shared/storage/db.ts';
import { keys } from '#shared/storage/keys.ts';
import { rebuildMonthRollups } from '#shared/use-cases/pipeline/rollups.ts';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';
import type { LocalStack } from '../local/stack.ts';
import {
  type BenchSuite,
  syntheticDay as closedDay,
  createBenchBranch,
  inBatches,
  iterations,
  measurePair,
  pairColumns,
  readIntelligence,
  storeBuiltDay,
  withBenchStack,
} from './harness.ts';

/** Last day of the ranges read; 365-day summary also reads the 365 days before (vs_previous_period). */
const LAST_DAY = '2026-03-16';
const RANGES = {
  '7 days': { from: '2026-03-10', to: LAST_DAY },
  '365 days': { from: '2025-03-17', to: LAST_DAY },
};

/** Every intelligence endpoint, with the cubes (or items) it reads. */
const ENDPOINTS = [
  'sales/summary',
  'sales/by-hour',
  'sales/by-employee',
  'sales/reconciliation',
  'cash-flow',
  'menu/engineering',
  'kpis',
  'alerts',
] as const;
/** The 7-day rows: the two endpoints measured before rollups existed, for comparison. */
const SHORT_RANGE_ENDPOINTS = ['sales/summary', 'menu/engineering'] as const;
const MENU_SIZE = 60;
const WAITERS = ['Ana', 'Beto', 'Carla', 'Diego', 'Elena', 'Fer'];
const TYPES: CategoryType[] = ['food', 'food', 'food', 'beverage', 'bar', 'other'];

export interface BenchRow {
  case: string;
  lines_per_day: number;
  endpoint_p50_ms: number;
  endpoint_p95_ms: number;
  floor_p50_ms: number;
  floor_p95_ms: number;
  ratio: number;
}

export interface IntelligenceBenchOptions {
  /** DynamoDB Local endpoint; when absent the bench starts its own. */
  endpoint?: string;
  iterations?: number;
  warmup?: number;
  lineCounts?: readonly number[];
  log?: (line: string) => void;
}

/** A deterministic pseudo-random sequence (mulberry32), so every run stores the same days. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const catalog: CatalogItemInput[] = Array.from({ length: MENU_SIZE }, (_, index) => ({
  name: `Producto ${index + 1}`,
  item_sku: `SKU-${String(index + 1).padStart(3, '0')}`,
  category: `Categoría ${(index % 8) + 1}`,
  category_type: TYPES[index % TYPES.length]!,
  unit_price_cents: 4_000 + (index % 12) * 1_500,
  unit_cost_cents: 1_200 + (index % 7) * 600,
  status: 'active',
}));

function syntheticDay(branchId: string, date: string, lineCount: number): DayInput {
  const next = random(Number(date.replaceAll('-', '')) * 31 + lineCount);
  const tables = Math.max(1, Math.round(lineCount / 4));
  return closedDay({
    branchId,
    date,
    catalog,
    lines: Array.from({ length: lineCount }, (_, index) => {
      const item = catalog[Math.floor(next() ** 2 * MENU_SIZE)]!;
      const quantity = 1 + Math.floor(next() * 3);
      const discount = next() < 0.05 ? Math.round(quantity * item.unit_price_cents! * 0.1) : 0;
      const hour = 12 + Math.floor(next() * 11);
      return {
        item,
        quantity,
        discount_cents: discount,
        waiter_name: WAITERS[index % WAITERS.length]!,
        ordered_at: `${date}T${String(hour).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}:00-06:00`,
      };
    }),
    tables,
    covers: tables * 3,
    payments: true,
    extraSummaries: (cash) => [
      { type: 'cash_theoretical', amount_cents: cash },
      { type: 'cash_actual', amount_cents: cash - 500 },
    ],
  });
}

/** Days with distinct data: a week of templates, repeated over the 730 days stored. */
const TEMPLATE_DAYS = 7;

/**
 * Stores the cubes the endpoints read for every day of both ranges and the summary's previous period,
 * built by `buildDayCubes` from a week of synthetic days (each template's cubes are stored under every
 * date of its weekday, with that date), a snapshot marker per day, then every month's rollups.
 */
async function seed(stack: LocalStack, branchId: string, lineCount: number): Promise<void> {
  const dates = datesInRange({ from: previousPeriod(RANGES['365 days']).from, to: LAST_DAY });
  const templates = dates
    .slice(0, TEMPLATE_DAYS)
    .map((date) => buildDayCubes(syntheticDay(branchId, date, lineCount)));
  const builtAt = new Date().toISOString();
  await inBatches(dates, 8, async (date, index) => {
    const template = templates[index % TEMPLATE_DAYS]!;
    const cubes = Object.fromEntries(ROLLUP_CUBES.map((name) => [name, { ...template[name], date }]));
    await storeBuiltDay(stack, branchId, date, cubes as never, builtAt);
  });
  const months = [...new Set(dates.map((date) => date.slice(0, 7)))];
  for (const month of months) await rebuildMonthRollups(stack.deps, branchId, `${month}-01`);
}

/** Deletes the branch's rollups of the 365-day range, so reads take every day cube (the "before"). */
async function deleteRollups(stack: LocalStack, branchId: string): Promise<void> {
  const dates = datesInRange({ from: previousPeriod(RANGES['365 days']).from, to: LAST_DAY });
  const months = [...new Set(dates.map((date) => date.slice(0, 7)))];
  for (const cube of ROLLUP_CUBES) {
    await Promise.all(
      months.map((month) =>
        stack.deps.db.send(
          new DeleteCommand({ TableName: stack.deps.tableName, Key: keys.cubeRollup(branchId, cube, month) }),
        ),
      ),
    );
  }
}

export async function intelligenceBench(options: IntelligenceBenchOptions = {}): Promise<BenchRow[]> {
  const log = options.log ?? (() => undefined);
  const iterations = options.iterations ?? 30;
  const warmup = options.warmup ?? 5;
  const own = options.endpoint === undefined ? await startDynamoDbLocal() : undefined;
  const rows: BenchRow[] = [];
  try {
    await withBenchStack(options.endpoint ?? own!.endpoint, 'intelligence', {}, async (stack) => {
      for (const lineCount of options.lineCounts ?? [1_000, 10_000]) {
        const branch = await createBenchBranch(stack, `Bench ${lineCount}`, 'enterprise');
        const { branchId } = branch;
        log(`seeding 730 days of ${lineCount} order lines…`);
        await seed(stack, branchId, lineCount);

        const bareQuery = (from: string, to: string) => async () => {
          await queryAll(stack.deps, {
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            ExpressionAttributeValues: {
              ':pk': keys.cubePartition(branchId, 'sales'),
              ':from': from,
              ':to': to,
            },
          });
        };
        const measureCase = async (name: string, path: string, range: { from: string; to: string }) => {
          const pair = await measurePair(
            () => readIntelligence(stack, branch, path, range),
            bareQuery(range.from, range.to),
            { iterations, warmup },
          );
          const row = { case: name, lines_per_day: lineCount, ...pairColumns(pair) } as BenchRow;
          rows.push(row);
          log(JSON.stringify(row));
        };

        for (const path of SHORT_RANGE_ENDPOINTS) await measureCase(`${path} 7 days`, path, RANGES['7 days']);
        for (const path of ENDPOINTS) await measureCase(`${path} 365 days`, path, RANGES['365 days']);
        await deleteRollups(stack, branchId);
        for (const path of SHORT_RANGE_ENDPOINTS) {
          await measureCase(`${path} 365 days, no rollups`, path, RANGES['365 days']);
        }
      }
    });
  } finally {
    await own?.stop();
  }
  return rows;
}

export const intelligenceSuite: BenchSuite = {
  name: 'intelligence',
  description: 'read latency of every intelligence endpoint over 365 days vs a bare Query of 365 sales cubes',
  async run(context) {
    const rows = await intelligenceBench({
      endpoint: context.endpoint,
      iterations: iterations(30, context, 5),
      log: context.log,
    });
    return [
      {
        title:
          'Intelligence reads vs a bare Query of as many summary-size items (sales cubes) as the range has days',
        rows: rows.map((row) => ({ ...row })),
        notes: [
          'endpoint: GET through the local HTTP adapter and the full middleware chain (auth, plan), monthly rollups for whole months and day cubes for the partial ones, JSON.',
          "floor: a bare DynamoDB Local Query (all pages) of the sales cubes of the range (365 items for 365 days): the issue's yardstick for any endpoint. 365-day range 2025-03-17..2026-03-16: 11 whole months + 31 edge days.",
          'sales/summary also reads the previous 365 days (vs_previous_period); "no rollups" rows read every day cube (the rollups deleted), as before rollups existed.',
          'samples alternate endpoint and floor; ratio = endpoint p50 / floor p50. Same menu (60 items) at 1,000 and 10,000 lines a day: read cost follows the days and the items, not the lines.',
        ],
      },
    ];
  },
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const rows = await intelligenceBench({ log: (line) => console.error(line) });
  console.table(rows);
}
