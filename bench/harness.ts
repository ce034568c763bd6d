/**
 * Shared pieces of `npm run bench`: timing, percentiles and the printed table. A bench suite is a
 * module exporting a `BenchSuite`; `bench/run.ts` lists the suites and runs them against one
 * DynamoDB Local. Benchmarks are not tests: nothing here asserts anything about time.
 */

import { randomUUID } from 'node:crypto';
import type { Plan } from '#shared/domain/plans.ts';
import { createBranch } from '#shared/storage/branch-store.ts';
import type { LocalStack } from '../local/stack.ts';

export interface BenchBranch {
  branchId: string;
  apiKey: string;
}

/**
 * A branch for a bench. Pro by default: a per-minute limit (so every request pays the rate-limit
 * counter, as paying customers do) high enough that the bench never meets it, and no monthly limit.
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
    timezone: 'America/Mexico_City',
    plan,
    stage: stack.deps.stage,
  });
  return { branchId, apiKey };
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

/** Run `operation` `warmup` times untimed, then `iterations` times timed, one after the other. */
export async function measure(
  operation: (iteration: number) => Promise<unknown>,
  options: { iterations: number; warmup?: number },
): Promise<Timing> {
  const warmup = options.warmup ?? Math.min(10, Math.ceil(options.iterations / 5));
  for (let index = 0; index < warmup; index++) await operation(-1 - index);
  const samples: number[] = [];
  for (let index = 0; index < options.iterations; index++) {
    const started = performance.now();
    await operation(index);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), samples: samples.length };
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
