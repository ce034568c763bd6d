/**
 * Shared pieces of `npm run bench`: a stack and a branch per suite, calls to the local API,
 * synthetic days, timing (alone or in alternation with a floor), percentiles and the printed table.
 * A bench suite is a module exporting a `BenchSuite`; `bench/run.ts` lists the suites and runs them
 * against one DynamoDB Local. Benchmarks are not tests: nothing here asserts anything about time.
 */

import { randomUUID } from 'node:crypto';
import type { CubeName, DayInput } from '#shared/domain/analytics/cubes.ts';
import type { CatalogItemInput, OrderLineInput } from '#shared/domain/analytics/inputs.ts';
import { ROLLUP_CUBES } from '#shared/domain/analytics/rollups.ts';
import type { Plan } from '#shared/domain/plans.ts';
import { createBranch } from '#shared/storage/branch-store.ts';
import { writeCubes } from '#shared/storage/cube-store.ts';
import { writeSnapshotMarker } from '#shared/storage/snapshot-store.ts';
import { type LocalStack, type LocalStackOptions, startLocalStack } from '../local/stack.ts';

export const BENCH_TIME_ZONE = 'America/Mexico_City';

export interface BenchBranch {
  branchId: string;
  apiKey: string;
}

/**
 * A branch for a bench. Pro by default: a per-minute limit (so every request pays the rate-limit
 * counter, as paying customers do) and no monthly limit. A suite whose requests could pass 2,000 in
 * a minute on a quiet machine (the assistant's evaluation set) takes enterprise, which has none.
 */
export async function createBenchBranch(
  stack: LocalStack,
  name: string,
  plan: Plan = 'pro',
): Promise<BenchBranch> {
  const branchId = randomUUID();
  const { apiKey } = await createBranch(stack.deps, {
    branchId,
    name,
    timezone: BENCH_TIME_ZONE,
    plan,
    stage: stack.deps.stage,
  });
  return { branchId, apiKey };
}

/**
 * A local stack for one suite on the run's DynamoDB Local, in a table of its own
 * (`bench-<name>-<uuid>`), closed when `run` ends.
 */
export async function withBenchStack<T>(
  endpoint: string,
  name: string,
  options: Omit<LocalStackOptions, 'endpoint' | 'tableName'>,
  run: (stack: LocalStack) => Promise<T>,
): Promise<T> {
  const stack = await startLocalStack({ endpoint, tableName: `bench-${name}-${randomUUID()}`, ...options });
  try {
    return await run(stack);
  } finally {
    await stack.close();
  }
}

/**
 * Stores a day as the aggregator leaves it built: the cubes the reads take (ROLLUP_CUBES of
 * `cubes`) and the day's snapshot marker, revision 1. The reads' benches seed with it.
 */
export async function storeBuiltDay(
  stack: Pick<LocalStack, 'deps'>,
  branchId: string,
  date: string,
  cubes: Readonly<Record<CubeName, unknown>>,
  builtAt: string,
): Promise<void> {
  const stored = Object.fromEntries(ROLLUP_CUBES.map((name) => [name, cubes[name]]));
  await writeCubes(stack.deps, branchId, date, stored as never, { built_at: builtAt, revision: 1 });
  await writeSnapshotMarker(stack.deps, branchId, date, {
    branch_id: branchId,
    date,
    revision: 1,
    zout_count: 1,
    built_at: builtAt,
    cubes: [...ROLLUP_CUBES],
    alerts: [],
  });
}

/** Runs `write` over `items`, `size` at a time: DynamoDB Local is shared with the rest of the run. */
export async function inBatches<T>(
  items: readonly T[],
  size: number,
  write: (item: T, index: number) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, offset) => write(item, start + offset)));
  }
}

export interface ApiCall {
  query?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Send a fresh X-Idempotency-Key (the ingest and back-office writes require one). */
  idempotent?: boolean;
}

/**
 * One request to the local API with the branch's key, as a client sends it; throws unless it
 * answers 2xx. Returns the body as text (parse it only where needed: the timed reads do not).
 */
export async function callApi(
  stack: Pick<LocalStack, 'url'>,
  branch: BenchBranch,
  method: string,
  path: string,
  call: ApiCall = {},
): Promise<string> {
  const url = new URL(path, stack.url);
  if (call.query) url.search = new URLSearchParams(call.query).toString();
  const response = await fetch(url, {
    method,
    headers: {
      'X-API-Key': branch.apiKey,
      ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(call.idempotent ? { 'X-Idempotency-Key': randomUUID() } : {}),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text;
}

/** GET /api/v1/intelligence/<path> of the branch over a period (date_from … date_to). */
export function readIntelligence(
  stack: Pick<LocalStack, 'url'>,
  branch: BenchBranch,
  path: string,
  period: { from: string; to: string },
): Promise<string> {
  return callApi(stack, branch, 'GET', `/api/v1/intelligence/${path}`, {
    query: { branch_identifier: branch.branchId, date_from: period.from, date_to: period.to },
  });
}

export interface SyntheticLine {
  item: CatalogItemInput;
  quantity: number;
  discount_cents: number;
  waiter_name: string;
  ordered_at: string;
}

/**
 * A closed day to build cubes from (`buildDayCubes`): the order lines given, one all-day zout sales
 * summary of their net total, and one zout closing (08:00–23:59) with 40 % of it in cash and the rest
 * by card, plus `extraSummaries` of that cash; with `payments`, the same split as payments.
 */
export function syntheticDay(day: {
  branchId: string;
  date: string;
  catalog: readonly CatalogItemInput[];
  lines: readonly SyntheticLine[];
  tables: number;
  covers: number;
  payments: boolean;
  extraSummaries: (cash: number) => Array<{ type: string; amount_cents: number }>;
}): DayInput {
  const { date } = day;
  const orders = day.lines.map(
    ({ item, quantity, discount_cents, waiter_name, ordered_at }): OrderLineInput => {
      const subtotal = quantity * item.unit_price_cents!;
      return {
        item_name: item.name,
        item_sku: item.item_sku,
        quantity,
        unit_price_cents: item.unit_price_cents!,
        subtotal_cents: subtotal,
        discount_cents,
        net_total_cents: subtotal - discount_cents,
        category_type: item.category_type!,
        ...(item.category ? { category: item.category } : {}),
        waiter_name,
        ordered_at,
      };
    },
  );
  const total = orders.reduce((sum, line) => sum + line.net_total_cents, 0);
  const cash = Math.round(total * 0.4);
  return {
    branchId: day.branchId,
    date,
    timeZone: BENCH_TIME_ZONE,
    orders,
    sales: [
      {
        date,
        shift: 'all_day',
        closing_type: 'zout',
        total_sales_cents: total,
        // As a POS's zout reports it: prices include IVA (16 %), so cost ratios have their base.
        total_sales_no_iva_cents: Math.round(total / 1.16),
        covers: day.covers,
        tables_served: day.tables,
      },
    ],
    payments: day.payments
      ? [
          { payment_type: 'cash', amount_cents: cash },
          { payment_type: 'card', amount_cents: total - cash },
        ]
      : [],
    discounts: [],
    cancellations: [],
    closings: [
      {
        id: `Z-${date}`,
        closing_type: 'zout',
        start_at: `${date}T08:00:00-06:00`,
        end_at: `${date}T23:59:00-06:00`,
        summaries: [
          { type: 'cash_sales', amount_cents: cash },
          { type: 'card_sales', amount_cents: total - cash },
          ...day.extraSummaries(cash),
        ],
      },
    ],
    catalog: day.catalog,
  };
}

export interface BenchContext {
  /** DynamoDB Local endpoint shared by the whole run. */
  endpoint: string;
  /** Progress lines (stderr); the tables go to stdout. */
  log(line: string): void;
  /** Multiplies every suite's iteration counts (`BENCH_SCALE=0.2` for a quick run). */
  scale: number;
}

/** One printed table: its rows are flat records of numbers and strings. */
export interface BenchTable {
  title: string;
  rows: Record<string, string | number | null>[];
  /** A few lines under the table: what the columns mean, what the ratio divides. */
  notes?: string[];
}

export interface BenchSuite {
  name: string;
  description: string;
  run(context: BenchContext): Promise<BenchTable[]>;
}

export interface Timing {
  p50: number;
  p95: number;
  samples: number;
}

/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** p50 and p95 of samples in any order. */
export function timingOf(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), samples: sorted.length };
}

async function timed(operation: () => Promise<unknown>, into: number[]): Promise<void> {
  const started = performance.now();
  await operation();
  into.push(performance.now() - started);
}

/** Run `operation` `warmup` times untimed, then `iterations` times timed, one after the other. */
export async function measure(
  operation: (iteration: number) => Promise<unknown>,
  options: { iterations: number; warmup?: number },
): Promise<Timing> {
  const warmup = options.warmup ?? Math.min(10, Math.ceil(options.iterations / 5));
  for (let index = 0; index < warmup; index++) await operation(-1 - index);
  const samples: number[] = [];
  for (let index = 0; index < options.iterations; index++) await timed(() => operation(index), samples);
  return timingOf(samples);
}

export interface PairTiming {
  subject: Timing;
  floor: Timing;
}

/**
 * Times `subject` and its `floor` in alternation (A B, then B A, …) after `warmup` untimed pairs, so
 * load from the rest of the machine falls on both alike.
 */
export async function measurePair(
  subject: () => Promise<unknown>,
  floor: () => Promise<unknown>,
  options: { iterations: number; warmup: number },
): Promise<PairTiming> {
  for (let index = 0; index < options.warmup; index++) {
    await subject();
    await floor();
  }
  const samples = { subject: [] as number[], floor: [] as number[] };
  for (let index = 0; index < options.iterations; index++) {
    if (index % 2 === 0) {
      await timed(subject, samples.subject);
      await timed(floor, samples.floor);
    } else {
      await timed(floor, samples.floor);
      await timed(subject, samples.subject);
    }
  }
  return { subject: timingOf(samples.subject), floor: timingOf(samples.floor) };
}

/** A pair's table columns: `<subject>_p50_ms`, `_p95_ms`, the same for the floor, ratio of the p50s. */
export function pairColumns(pair: PairTiming, subject = 'endpoint', floor = 'floor') {
  return {
    [`${subject}_p50_ms`]: ms(pair.subject.p50),
    [`${subject}_p95_ms`]: ms(pair.subject.p95),
    [`${floor}_p50_ms`]: ms(pair.floor.p50),
    [`${floor}_p95_ms`]: ms(pair.floor.p95),
    ratio: ratio(pair.subject.p50, pair.floor.p50),
  };
}

export function iterations(base: number, context: Pick<BenchContext, 'scale'>, minimum = 3): number {
  return Math.max(minimum, Math.round(base * context.scale));
}

export const ms = (value: number) => Number(value.toFixed(2));
export const ratio = (value: number, floor: number) => Number((value / floor).toFixed(1));

/** A plain-text table (aligned columns), printable in a terminal and pasteable into Markdown. */
export function formatTable(table: BenchTable): string {
  const columns = [...new Set(table.rows.flatMap((row) => Object.keys(row)))];
  const cells = table.rows.map((row) => columns.map((column) => String(row[column] ?? '—')));
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...cells.map((row) => row[index]!.length)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, index) => value.padStart(index === 0 ? 0 : widths[index]!).padEnd(widths[index]!)).join(' | ')} |`;
  return [
    `## ${table.title}`,
    '',
    line(columns),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.map(line),
    ...(table.notes?.length ? ['', ...table.notes.map((note) => `- ${note}`)] : []),
    '',
  ].join('\n');
}

/** What a DynamoDB command consumed, as the service reports it (capacity units; DynamoDB Local too). */
export interface CapacityTotals {
  calls: number;
  readUnits: number;
  writeUnits: number;
}

/**
 * Consumed capacity of every command a client sends, by command name, from the moment it is
 * installed: `ReturnConsumedCapacity: 'TOTAL'` is added to each command's input by a middleware
 * (one place instead of every command of the service) and the answer's units are summed.
 * `take()` returns what was counted since the last `take()` and starts again from zero.
 */
export interface CapacityMeter {
  take(): Map<string, CapacityTotals>;
  /** Stops adding the parameter and counting. */
  remove(): void;
}

interface ConsumedCapacityLike {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

/** Commands that accept ReturnConsumedCapacity (every data-plane read and write). */
const METERED_COMMANDS = new Set([
  'GetItemCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetItemCommand',
  'BatchWriteItemCommand',
  'TransactGetItemsCommand',
  'TransactWriteItemsCommand',
]);

const WRITE_COMMANDS = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

type MiddlewareClient = {
  middlewareStack: {
    add(middleware: unknown, options: { step: 'initialize'; name: string; override?: boolean }): void;
    remove(name: string): boolean;
  };
};

export function meterCapacity(client: MiddlewareClient): CapacityMeter {
  let totals = new Map<string, CapacityTotals>();
  const name = 'benchConsumedCapacity';
  const middleware =
    (
      next: (args: { input: Record<string, unknown> }) => Promise<{ output: Record<string, unknown> }>,
      context: { commandName?: string },
    ) =>
    async (args: { input: Record<string, unknown> }) => {
      const command = context.commandName ?? 'unknown';
      if (!METERED_COMMANDS.has(command)) return next(args);
      const result = await next({ ...args, input: { ...args.input, ReturnConsumedCapacity: 'TOTAL' } });
      const consumed = result.output.ConsumedCapacity as
        | ConsumedCapacityLike
        | ConsumedCapacityLike[]
        | undefined;
      const list = consumed === undefined ? [] : Array.isArray(consumed) ? consumed : [consumed];
      const entry = totals.get(command) ?? { calls: 0, readUnits: 0, writeUnits: 0 };
      entry.calls++;
      for (const unit of list) {
        // DynamoDB Local answers CapacityUnits only; which kind it is follows from the command.
        const read = unit.ReadCapacityUnits ?? (WRITE_COMMANDS.has(command) ? 0 : (unit.CapacityUnits ?? 0));
        const write =
          unit.WriteCapacityUnits ?? (WRITE_COMMANDS.has(command) ? (unit.CapacityUnits ?? 0) : 0);
        entry.readUnits += read;
        entry.writeUnits += write;
      }
      totals.set(command, entry);
      return result;
    };
  client.middlewareStack.add(middleware, { step: 'initialize', name, override: true });
  return {
    take() {
      const taken = totals;
      totals = new Map();
      return taken;
    },
    remove() {
      client.middlewareStack.remove(name);
    },
  };
}

/** The sum of a meter's totals over every command. */
export function sumCapacity(totals: Map<string, CapacityTotals>): CapacityTotals {
  let calls = 0;
  let readUnits = 0;
  let writeUnits = 0;
  for (const entry of totals.values()) {
    calls += entry.calls;
    readUnits += entry.readUnits;
    writeUnits += entry.writeUnits;
  }
  return { calls, readUnits, writeUnits };
}
