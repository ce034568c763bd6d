/**
 * Corrections of a closed day and the rebuild cascade, end to end on the local stack (HTTP API →
 * DynamoDB Local stream → FIFO queue → aggregator). A corrected sales summary or closing sent under a
 * new key replaces the earlier one (never doubles the day), and the days built from the corrected
 * day (the next day's opening cash, the same weekday a week later) are rebuilt through the pipeline.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashCube, ReconciliationCube, SalesCube } from '#shared/domain/analytics/cubes.ts';
import { readDayAlerts } from '#shared/storage/alert-store.ts';
import { readCubes } from '#shared/storage/cube-store.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const clock = manualClock('2026-03-10T18:00:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(async () => {
  await stack?.close();
});

const MONDAY = '2026-03-02';
const TUESDAY = '2026-03-03';
const NEXT_MONDAY = '2026-03-09';

async function send(branch: TestBranch, path: string, attributes: object, key: string, meta?: object) {
  const response = await stack.request('POST', `/api/v1/ingest/${path}`, {
    apiKey: branch.apiKey,
    idempotencyKey: key,
    body: {
      data: {
        type: path,
        attributes: { branch_identifier: branch.branchId, ...attributes },
        ...(meta ? { meta } : {}),
      },
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
}

const sales = (branch: TestBranch, date: string, total: number, key: string) =>
  send(branch, 'sales', { date, shift: 'all_day', closing_type: 'zout', total_sales_cents: total }, key);

const zout = (branch: TestBranch, date: string, cash: number, key: string, meta?: object) =>
  send(
    branch,
    'cash-register',
    {
      closing_type: 'zout',
      start_at: `${date}T08:00:00-06:00`,
      end_at: `${date}T23:00:00-06:00`,
      status: 'completed',
      summaries: [
        { type: 'cash_sales', amount_cents: cash },
        { type: 'cash_theoretical', amount_cents: cash },
        { type: 'cash_actual', amount_cents: cash },
      ],
    },
    key,
    meta,
  );

async function cubeOf<T>(branchId: string, name: string, date: string): Promise<T> {
  const [cube] = await readCubes<T>(stack.deps, branchId, name, date, date);
  if (cube === undefined) throw new Error(`no ${name} cube for ${date}`);
  return cube.data;
}

async function openMonday(branch: TestBranch) {
  clock.set('2026-03-02T09:00:30-06:00');
  await send(
    branch,
    'activity',
    {
      occurred_at: '2026-03-02T09:00:00-06:00',
      event: 'cash_register.opened',
      actor_name: 'Rosa',
      actor_role: 'cashier',
      source: 'pos',
      detail: { opening_balance_cents: 100_000 },
    },
    randomUUID(),
  );
  clock.set('2026-03-10T18:00:00.000Z');
}

describe('corrections of a closed day', () => {
  it('a corrected sales summary and a corrected closing under new keys replace, never double', async () => {
    const branch = await stack.createBranch();
    await sales(branch, MONDAY, 200_000, 'mon-sales');
    await zout(branch, MONDAY, 50_000, 'mon-closing');
    await stack.pipeline!.drain();
    expect((await cubeOf<SalesCube>(branch.branchId, 'sales', MONDAY)).total_sales_cents).toBe(200_000);

    await sales(branch, MONDAY, 190_000, 'mon-sales-corrected');
    await zout(branch, MONDAY, 45_000, 'mon-closing-corrected', { replaces: 'mon-closing' });
    await stack.pipeline!.drain();
    const day = await cubeOf<SalesCube>(branch.branchId, 'sales', MONDAY);
    expect([day.total_sales_cents, day.summaries_count]).toEqual([190_000, 1]);
    const records = (await cubeOf<ReconciliationCube>(branch.branchId, 'reconciliation', MONDAY)).records;
    expect(records.map((record) => [record.folio, record.cash_cents])).toEqual([['mon-closing', 45_000]]);

    const summary = await stack.request('GET', '/api/v1/intelligence/sales/summary', {
      apiKey: branch.apiKey,
      query: { branch_identifier: branch.branchId, date_from: MONDAY, date_to: MONDAY },
    });
    expect(summary.body.data.attributes.total_sales_cents).toBe(190_000);
  });
});

describe('rebuilds cascade', () => {
  it("a corrected day rebuilds the next day's opening cash and next week's comparison", async () => {
    const branch = await stack.createBranch();
    await openMonday(branch);
    await sales(branch, MONDAY, 200_000, 'mon-sales');
    await zout(branch, MONDAY, 50_000, 'mon-closing');
    await sales(branch, TUESDAY, 150_000, 'tue-sales');
    await zout(branch, TUESDAY, 30_000, 'tue-closing');
    await sales(branch, NEXT_MONDAY, 300_000, 'next-mon-sales');
    await zout(branch, NEXT_MONDAY, 10_000, 'next-mon-closing');
    await stack.pipeline!.drain();

    const tuesday = await cubeOf<CashCube>(branch.branchId, 'cash', TUESDAY);
    expect([tuesday.opening_balance_cents, tuesday.opening_balance_source]).toEqual([
      150_000,
      'previous_closing',
    ]);
    expect((await cubeOf<CashCube>(branch.branchId, 'cash', NEXT_MONDAY)).opening_balance_cents).toBe(
      180_000,
    );
    // +50 % against Monday a week earlier.
    expect(
      (await readDayAlerts(stack.deps, branch.branchId, NEXT_MONDAY)).map((alert) => alert.type),
    ).toEqual(['sales_up']);

    // Monday is corrected: 40,000 cash instead of 50,000, and 270,000 of sales instead of 200,000.
    await zout(branch, MONDAY, 40_000, 'mon-closing-fix', { replaces: 'mon-closing' });
    await sales(branch, MONDAY, 270_000, 'mon-sales-fix');
    await stack.pipeline!.drain();

    // Tuesday opens with Monday's new closing (100,000 + 40,000); next Monday follows Tuesday's.
    const rebuiltTuesday = await cubeOf<CashCube>(branch.branchId, 'cash', TUESDAY);
    expect(rebuiltTuesday.opening_balance_cents).toBe(140_000);
    expect((await cubeOf<CashCube>(branch.branchId, 'cash', NEXT_MONDAY)).opening_balance_cents).toBe(
      170_000,
    );
    // 300,000 vs 270,000 is +11.1 %: no sales_up any more.
    expect(await readDayAlerts(stack.deps, branch.branchId, NEXT_MONDAY)).toEqual([]);

    // The ledger's period summary adds up again across the corrected day.
    const ledger = await stack.request('GET', '/api/v1/intelligence/cash-flow', {
      apiKey: branch.apiKey,
      query: { branch_identifier: branch.branchId, date_from: MONDAY, date_to: NEXT_MONDAY },
    });
    const period = ledger.body.data.attributes.period_summary;
    expect(period).toMatchObject({ opening_balance_cents: 100_000, closing_balance_cents: 180_000 });
    expect(period.opening_balance_cents + period.net_cash_cents).toBe(period.closing_balance_cents);
    const entries = ledger.body.data.attributes.daily_entries as {
      opening_balance_cents: number;
      closing_balance_cents: number;
    }[];
    for (let index = 1; index < entries.length; index++) {
      expect(entries[index]!.opening_balance_cents).toBe(entries[index - 1]!.closing_balance_cents);
    }
  });

  it('the cash chain stops at a day whose opening comes from its own count', async () => {
    const branch = await stack.createBranch();
    await openMonday(branch);
    await zout(branch, MONDAY, 50_000, 'mon-closing');
    clock.set('2026-03-03T09:00:30-06:00');
    await send(
      branch,
      'activity',
      {
        occurred_at: '2026-03-03T09:00:00-06:00',
        event: 'cash_register.opened',
        actor_name: 'Rosa',
        actor_role: 'cashier',
        source: 'pos',
        detail: { opening_balance_cents: 120_000 },
      },
      randomUUID(),
    );
    clock.set('2026-03-10T18:00:00.000Z');
    await zout(branch, TUESDAY, 30_000, 'tue-closing');
    await stack.pipeline!.drain();
    const before = await readCubes<CashCube>(stack.deps, branch.branchId, 'cash', TUESDAY, TUESDAY);

    await zout(branch, MONDAY, 40_000, 'mon-closing-fix', { replaces: 'mon-closing' });
    await stack.pipeline!.drain();
    const after = await readCubes<CashCube>(stack.deps, branch.branchId, 'cash', TUESDAY, TUESDAY);
    // Tuesday counted its own opening: not rebuilt (same build), same opening.
    expect(after[0]?.built_at).toBe(before[0]?.built_at);
    expect(after[0]?.data.opening_balance_cents).toBe(120_000);
  });
});

describe('business-day cutoff for activity events', () => {
  it('a cash_register.opened at 04:30 belongs to the previous business day (cutoff 05:00)', async () => {
    const branch = await stack.createBranch();
    clock.set('2026-03-03T04:30:30-06:00');
    await send(
      branch,
      'activity',
      {
        occurred_at: '2026-03-03T04:30:00-06:00',
        event: 'cash_register.opened',
        actor_name: 'Rosa',
        actor_role: 'cashier',
        source: 'pos',
        detail: { opening_balance_cents: 77_000 },
      },
      randomUUID(),
    );
    clock.set('2026-03-10T18:00:00.000Z');
    await zout(branch, MONDAY, 10_000, 'mon-closing');
    await zout(branch, TUESDAY, 10_000, 'tue-closing');
    await stack.pipeline!.drain();
    const monday = await cubeOf<CashCube>(branch.branchId, 'cash', MONDAY);
    expect([monday.opening_balance_cents, monday.opening_balance_source]).toEqual([
      77_000,
      'cash_register.opened',
    ]);
    const tuesday = await cubeOf<CashCube>(branch.branchId, 'cash', TUESDAY);
    expect([tuesday.opening_balance_cents, tuesday.opening_balance_source]).toEqual([
      87_000,
      'previous_closing',
    ]);
  });
});
