/**
 * Months whose day cubes were built before their monthly rollup existed (a stage upgraded from before
 * rollups, a rollup lost or deleted) and rollups older than their days. The read falls back to the day
 * cubes of a whole month that has no rollup item (it sees which months the rollup Query returned); a
 * rollup that exists is trusted, so a stale one is corrected by `admin -- rollups rebuild`, which
 * recomputes every month of a branch (or a range of months) from its day cubes.
 *
 * Days written straight to the table as the aggregator would have written them, with no rollup:
 *   2026-01-10 Ana 100.00 · 2026-01-20 ana 200.00 · 2026-02-05 Luis 300.00 · 2026-02-25 ANA 400.00 ·
 *   2026-03-15 Luis 500.00.  Q1 = 1,500.00; January 300.00; February 700.00; March 500.00.
 *   Waiters over Q1: Ana (3 lines: "Ana", "ana", "ANA": ties → "ANA" first in code-point order)
 *   100 + 200 + 400 = 700.00; Luis 300 + 500 = 800.00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import type { DayInput, SalesCube } from '#shared/domain/analytics/cubes.ts';
import { ROLLUP_CUBES, rollupOf } from '#shared/domain/analytics/rollups.ts';
import { readCubes, readRollups, writeCubes, writeRollup } from '#shared/storage/cube-store.ts';
import { runAdmin } from '../support/admin-cli.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const clock = manualClock('2026-04-02T12:00:00-06:00');
const BUILT_AT = '2026-03-16T07:00:00.000Z';
let stack: TestStack;

const DAYS: ReadonlyArray<[date: string, waiter: string, cents: number]> = [
  ['2026-01-10', 'Ana', 10_000],
  ['2026-01-20', 'ana', 20_000],
  ['2026-02-05', 'Luis', 30_000],
  ['2026-02-25', 'ANA', 40_000],
  ['2026-03-15', 'Luis', 50_000],
];

function dayInput(branchId: string, date: string, waiter: string, cents: number): DayInput {
  return {
    branchId,
    date,
    timeZone: 'America/Mexico_City',
    orders: [
      {
        item_name: 'Tacos al pastor',
        quantity: 1,
        unit_price_cents: cents,
        subtotal_cents: cents,
        net_total_cents: cents,
        category_type: 'food',
        waiter_name: waiter,
        ordered_at: `${date}T14:00:00-06:00`,
      },
    ],
    sales: [
      { date, shift: 'all_day', closing_type: 'zout', total_sales_cents: cents, covers: 2, tables_served: 1 },
    ],
    payments: [{ payment_type: 'cash', amount_cents: cents }],
    discounts: [],
    cancellations: [],
    closings: [],
    catalog: [],
  };
}

/** A branch with the five days' cubes and no rollup, as a stage built before rollups left them. */
async function branchWithDaysOnly(): Promise<TestBranch> {
  const branch = await stack.createBranch({ plan: 'enterprise' });
  for (const [date, waiter, cents] of DAYS) {
    const cubes = buildDayCubes(dayInput(branch.branchId, date, waiter, cents));
    await writeCubes(stack.deps, branch.branchId, date, cubes, { built_at: BUILT_AT, revision: 1 });
  }
  return branch;
}

function read(branch: TestBranch, endpoint: string, from: string, to: string) {
  return stack.request('GET', `/api/v1/intelligence/${endpoint}`, {
    apiKey: branch.apiKey,
    query: { branch_identifier: branch.branchId, date_from: from, date_to: to },
  });
}

async function totalSales(branch: TestBranch, from: string, to: string): Promise<number> {
  const response = await read(branch, 'sales/summary', from, to);
  expect(response.status).toBe(200);
  return response.body.data.attributes.total_sales_cents;
}

async function waiters(branch: TestBranch) {
  const response = await read(branch, 'sales/by-employee', '2026-01-01', '2026-03-31');
  return response.body.data.attributes.employees.map((row: any) => [row.name, row.total_sales_cents]);
}

const admin = (...args: string[]) => runAdmin(stack, ...args);

async function rollupMonths(branchId: string, cube: string): Promise<string[]> {
  return (await readRollups(stack.deps, branchId, cube, '2000-01', '2999-12')).map((rollup) => rollup.month);
}

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack?.close());

describe('a month with day cubes and no rollup', () => {
  it('is read from its day cubes: the answers are those of the days', async () => {
    const branch = await branchWithDaysOnly();
    expect(await rollupMonths(branch.branchId, 'sales')).toEqual([]);
    expect(await totalSales(branch, '2026-01-01', '2026-03-31')).toBe(150_000);
    expect(await totalSales(branch, '2026-02-01', '2026-02-28')).toBe(70_000);
    // A range with whole months and a partial edge: January and February whole, March 1–20.
    expect(await totalSales(branch, '2026-01-01', '2026-03-20')).toBe(150_000);
    expect(await waiters(branch)).toEqual([
      ['Luis', 80_000],
      ['ANA', 70_000],
    ]);
    const snapshot = (await read(branch, 'sales/summary', '2026-01-01', '2026-03-31')).body.data.meta;
    expect(snapshot.snapshot_date).toBe('2026-03-16T01:00:00.000-06:00');
  });
});

describe('admin -- rollups rebuild', () => {
  it('writes the missing rollups of every month with day cubes, each equal to its days', async () => {
    const branch = await branchWithDaysOnly();
    const result = await admin('rollups', 'rebuild', '--branch', branch.branchId);
    expect(result.code, result.stderr).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(output.branch_identifier).toBe(branch.branchId);
    expect(output.months.map((month: any) => [month.month, month.days])).toEqual([
      ['2026-01', 2],
      ['2026-02', 2],
      ['2026-03', 1],
    ]);
    for (const cube of ROLLUP_CUBES) {
      expect(await rollupMonths(branch.branchId, cube), cube).toEqual(['2026-01', '2026-02', '2026-03']);
      const [february] = await readRollups(stack.deps, branch.branchId, cube, '2026-02', '2026-02');
      const days = await readCubes(stack.deps, branch.branchId, cube, '2026-02-01', '2026-02-28');
      expect(february?.cubes, cube).toEqual(rollupOf(cube, days.map((day) => day.data) as never));
      expect(february?.built_at).toBe(BUILT_AT);
    }
    const [january] = await readRollups<SalesCube>(
      stack.deps,
      branch.branchId,
      'sales',
      '2026-01',
      '2026-01',
    );
    expect(january?.cubes.map((cube) => cube.total_sales_cents)).toEqual([30_000]);
    // The reads answer as before, now from the rollups.
    expect(await totalSales(branch, '2026-01-01', '2026-03-31')).toBe(150_000);
    expect(await waiters(branch)).toEqual([
      ['Luis', 80_000],
      ['ANA', 70_000],
    ]);
  });

  it('corrects a rollup older than its days (a read trusts a stored rollup)', async () => {
    const branch = await branchWithDaysOnly();
    // February's rollup as it was before 02-25 was built (e.g. its rollup update failed for good).
    const [early] = await readCubes<SalesCube>(
      stack.deps,
      branch.branchId,
      'sales',
      '2026-02-05',
      '2026-02-05',
    );
    await writeRollup(stack.deps, branch.branchId, 'sales', '2026-02', {
      cubes: rollupOf('sales', [early!.data]),
      built_at: BUILT_AT,
      days: 1,
      rebuilt_at: BUILT_AT,
    });
    expect(await totalSales(branch, '2026-02-01', '2026-02-28')).toBe(30_000); // stale: 02-25 missing

    const result = await admin(
      'rollups',
      'rebuild',
      '--branch',
      branch.branchId,
      '--from',
      '2026-02',
      '--to',
      '2026-02',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout).months.map((month: any) => month.month)).toEqual(['2026-02']);
    expect(await totalSales(branch, '2026-02-01', '2026-02-28')).toBe(70_000);
    // Only the range asked for: January and March still have no rollup (and still read right).
    expect(await rollupMonths(branch.branchId, 'sales')).toEqual(['2026-02']);
    expect(await totalSales(branch, '2026-01-01', '2026-03-31')).toBe(150_000);
  });

  it('deletes a rollup whose month has no day cube, so the month reads empty like its days', async () => {
    const branch = await branchWithDaysOnly();
    const [day] = await readCubes<SalesCube>(
      stack.deps,
      branch.branchId,
      'sales',
      '2026-01-10',
      '2026-01-10',
    );
    await writeRollup(stack.deps, branch.branchId, 'sales', '2025-12', {
      cubes: rollupOf('sales', [{ ...day!.data, date: '2025-12-10' }]),
      built_at: BUILT_AT,
      days: 1,
      rebuilt_at: BUILT_AT,
    });
    expect(await totalSales(branch, '2025-12-01', '2025-12-31')).toBe(10_000); // an orphan rollup
    const result = await admin('rollups', 'rebuild', '--branch', branch.branchId);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout).months.map((month: any) => [month.month, month.days])).toEqual([
      ['2025-12', 0],
      ['2026-01', 2],
      ['2026-02', 2],
      ['2026-03', 1],
    ]);
    expect(await rollupMonths(branch.branchId, 'sales')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(await totalSales(branch, '2025-12-01', '2025-12-31')).toBe(0);
  });

  it('refuses bad arguments with the usage (exit 2) and an unknown branch (exit 1)', async () => {
    const branch = await branchWithDaysOnly();
    const bad = [
      ['rollups', 'rebuild'],
      ['rollups', 'rebuild', '--branch', branch.branchId, '--from', '2026-13'],
      ['rollups', 'rebuild', '--branch', branch.branchId, '--from', '2026-03', '--to', '2026-01'],
    ];
    // One process each, all at once (each is a tsx start-up).
    const [unknown, ...refused] = await Promise.all([
      admin('rollups', 'rebuild', '--branch', '0b9c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d'),
      ...bad.map((args) => admin(...args)),
    ]);
    refused.forEach((result, index) => {
      expect(result!.code, bad[index]!.join(' ')).toBe(2);
      expect(result!.stderr).toContain('usage:');
    });
    expect(unknown!.code).toBe(1);
    expect(unknown!.stderr).toContain('does not exist');
    expect(await rollupMonths(branch.branchId, 'sales')).toEqual([]);
  });
});
