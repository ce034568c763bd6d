/**
 * Monthly rollups on the local stack: the aggregator keeps a day's month rollup in step with the
 * day (first build and rebuild after late data), and a whole-month read answers from the rollup
 * exactly what the day cubes give, also when the rollup is missing.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import type { DayCubes, ItemsCube, SalesCube } from '#shared/domain/analytics/cubes.ts';
import { menuEngineering } from '#shared/domain/analytics/menu-engineering.ts';
import {
  type DaySalesEntry,
  daySalesEntry,
  ROLLUP_CUBES,
  rollupOf,
} from '#shared/domain/analytics/rollups.ts';
import { ivaShareOf } from '#shared/domain/analytics/sales.ts';
import {
  readCubes,
  readRollups,
  readRollupsForUpdate,
  writeCubes,
  writeRollup,
} from '#shared/storage/cube-store.ts';
import { keys } from '#shared/storage/keys.ts';
import { rebuildMonthRollups } from '#shared/use-cases/pipeline/rollups.ts';
import { BUSINESS_DATE, endOfDayCalls, type FixtureCall, setupCalls } from '../fixtures/end-of-day.ts';
import { ordersBody } from '../fixtures/order-lines.ts';
import { capturePurchase } from '../support/calls.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const clock = manualClock('2026-03-07T01:36:00-06:00');
const MONTH = BUSINESS_DATE.slice(0, 7);
const WHOLE_MONTH = { date_from: `${MONTH}-01`, date_to: `${MONTH}-31` };
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack?.close());

async function send(branch: TestBranch, call: FixtureCall): Promise<void> {
  const response = await stack.request('POST', call.path, {
    apiKey: branch.apiKey,
    idempotencyKey: call.idempotencyKey,
    body: call.body,
  });
  expect(response.status, `${call.path} answered ${JSON.stringify(response.body)}`).toBeLessThan(300);
}

async function menuOverMonth(branch: TestBranch) {
  const response = await stack.request('GET', '/api/v1/intelligence/menu/engineering', {
    apiKey: branch.apiKey,
    query: { branch_identifier: branch.branchId, ...WHOLE_MONTH },
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

async function itemsRollup(branchId: string) {
  const [rollup] = await readRollups<ItemsCube>(stack.deps, branchId, 'items', MONTH, MONTH);
  return rollup;
}

describe('monthly rollups kept by the aggregator', () => {
  it('writes the month rollups with the day, updates them when the day is rebuilt, and reads them', async () => {
    const branch = await stack.createBranch();
    for (const call of [...setupCalls(branch.branchId), ...endOfDayCalls(branch.branchId)]) {
      await send(branch, call);
    }
    await stack.pipeline!.drain();

    const [day] = await readCubes<ItemsCube>(
      stack.deps,
      branch.branchId,
      'items',
      BUSINESS_DATE,
      BUSINESS_DATE,
    );
    for (const cube of ROLLUP_CUBES) {
      const [rollup] = await readRollups(stack.deps, branch.branchId, cube, MONTH, MONTH);
      const [days] = await readCubes(stack.deps, branch.branchId, cube, BUSINESS_DATE, BUSINESS_DATE);
      expect(rollup?.cubes, cube).toEqual(rollupOf(cube, [days!.data as never]));
      expect(rollup?.built_at).toBe(day!.built_at);
    }
    // The menu's contributions are on sales without IVA, by the same days' corte Z.
    const [sales] = await readCubes<SalesCube>(
      stack.deps,
      branch.branchId,
      'sales',
      BUSINESS_DATE,
      BUSINESS_DATE,
    );
    const ivaShare = ivaShareOf([sales!.data]);
    expect(ivaShare).not.toBeNull();
    const first = await menuOverMonth(branch);
    expect(first.attributes).toEqual(menuEngineering([day!.data], { ivaShare }));
    // Every unit sold, dishes and the items listed apart (category_type other: packaging, extras).
    const sold = (attributes: any) =>
      [...attributes.items, ...attributes.other_items].reduce(
        (sum: number, item: any) => sum + item.quantity_sold,
        0,
      );
    const soldBefore = sold(first.attributes);

    // Late order lines for the closed day: the day is rebuilt, and its month with it.
    clock.advance(60_000);
    const late = ordersBody(branch.branchId, 30);
    const lateQuantity = late.data.attributes.lines.reduce((sum, line) => sum + line.quantity, 0);
    await send(branch, { path: '/api/v1/ingest/orders', idempotencyKey: randomUUID(), body: late });
    await stack.pipeline!.drain();

    const [rebuilt] = await readCubes<ItemsCube>(
      stack.deps,
      branch.branchId,
      'items',
      BUSINESS_DATE,
      BUSINESS_DATE,
    );
    const rollup = await itemsRollup(branch.branchId);
    expect(rollup?.cubes).toEqual(rollupOf('items', [rebuilt!.data]));
    expect(rollup?.built_at).toBe(rebuilt!.built_at);
    expect(rebuilt!.built_at > day!.built_at).toBe(true);

    const second = await menuOverMonth(branch);
    expect(second.attributes).toEqual(menuEngineering([rebuilt!.data], { ivaShare }));
    expect(sold(second.attributes)).toBe(soldBefore + lateQuantity);

    // Without its rollup (a month built before rollups existed) the month is read from its days.
    await stack.deps.db.send(
      new DeleteCommand({
        TableName: stack.deps.tableName,
        Key: keys.cubeRollup(branch.branchId, 'items', MONTH),
      }),
    );
    expect(await itemsRollup(branch.branchId)).toBeUndefined();
    expect(await menuOverMonth(branch)).toEqual(second);
  });
});

/** A small closed day: a few lines of two items (one renamed and costed from the 10th), one zout. */
function dayCubes(branchId: string, date: string): DayCubes {
  const day = Number(date.slice(8, 10));
  const renamed = day >= 10;
  const lines = [
    { sku: 'TAC-01', name: renamed ? 'Tacos al pastor (orden)' : 'Tacos al pastor', price: 5_000 },
    { sku: 'BEB-01', name: 'Agua de horchata', price: 3_500 },
  ].map((item, index) => ({
    item_name: item.name,
    item_sku: item.sku,
    quantity: day + index,
    unit_price_cents: item.price,
    subtotal_cents: (day + index) * item.price,
    discount_cents: 0,
    net_total_cents: (day + index) * item.price,
    category_type: index === 0 ? ('food' as const) : ('beverage' as const),
    waiter_name: index === 0 ? 'Rosa' : 'Iván',
    ordered_at: `${date}T${String(12 + index).padStart(2, '0')}:15:00-06:00`,
  }));
  const total = lines.reduce((sum, line) => sum + line.net_total_cents, 0);
  return buildDayCubes({
    branchId,
    date,
    timeZone: 'America/Mexico_City',
    orders: lines,
    // Exempt of IVA (totals equal): the cost ratios' base is the sales themselves.
    sales: [
      {
        date,
        shift: 'all_day',
        closing_type: 'zout',
        total_sales_cents: total,
        total_sales_no_iva_cents: total,
        covers: day,
      },
    ],
    payments: [{ payment_type: 'cash', amount_cents: total }],
    discounts: [],
    cancellations: [],
    closings: [
      {
        id: `Z-${date}`,
        closing_type: 'zout',
        start_at: `${date}T08:00:00-06:00`,
        end_at: `${date}T23:00:00-06:00`,
        summaries: [{ type: 'cash_sales', amount_cents: total }],
      },
    ],
    catalog: [
      {
        item_sku: 'TAC-01',
        name: 'Tacos al pastor',
        unit_price_cents: 5_000,
        category_type: 'food',
        ...(renamed ? { unit_cost_cents: 1_800 } : {}),
      },
    ],
  });
}

describe('monthly rollups of a day built after the month’s other days', () => {
  it('merges the day into the stored rollup, and recomputes when it is not the latest', async () => {
    const branch = await stack.createBranch();
    const month = '2026-05';
    let commands: string[] = [];
    stack.deps.db.middlewareStack.add(
      (next, context) => async (args) => {
        commands.push(context.commandName ?? 'unknown');
        return next(args);
      },
      { step: 'initialize', name: 'countRollupQueries' },
    );
    try {
      // In the order built: the 3rd and the 12th (oldest first), the 20th, then the 8th (late).
      const builds: Array<[string, 'recomputed' | 'merged']> = [
        ['2026-05-03', 'recomputed'],
        ['2026-05-12', 'merged'],
        ['2026-05-20', 'merged'],
        ['2026-05-08', 'recomputed'],
      ];
      for (const [index, [date, expected]] of builds.entries()) {
        const cubes = dayCubes(branch.branchId, date);
        const builtAt = `2026-05-21T10:0${index}:00.000Z`;
        await writeCubes(stack.deps, branch.branchId, date, cubes, { built_at: builtAt, revision: 1 });
        commands = [];
        const result = await rebuildMonthRollups(stack.deps, branch.branchId, date, { cubes, builtAt });
        // Merged: one keys-only Query lists the month's days; recomputed: a Query per rollup cube more.
        const queries = commands.filter((command) => command === 'QueryCommand').length;
        if (expected === 'merged') {
          // The month's days listed (keys only), the six rollups read and written in one call each,
          // and the branch's organization looked up (none here: no organization part to write).
          expect(commands.sort(), date).toEqual([
            'BatchGetItemCommand',
            'BatchWriteItemCommand',
            'GetItemCommand',
            'QueryCommand',
          ]);
        } else {
          // Besides the listing, a Query of the month's days per rollup cube.
          expect(queries, date).toBe(1 + ROLLUP_CUBES.length);
        }
        expect(result.days, date).toBe(index + 1);
        for (const cube of ROLLUP_CUBES) {
          const days = await readCubes(stack.deps, branch.branchId, cube, `${month}-01`, `${month}-31`);
          const stored = (await readRollupsForUpdate(stack.deps, branch.branchId, [cube], month)).get(cube);
          expect(stored?.cubes, `${date} ${cube}`).toEqual(
            rollupOf(
              cube,
              days.map((day) => day.data as never),
            ),
          );
          expect(stored?.days, `${date} ${cube}`).toBe(index + 1);
          expect(stored?.built_at, `${date} ${cube}`).toBe(builtAt);
          // The sales rollup keeps its days as the cost alerts read them, each with its own build.
          expect(stored?.day_sales, `${date} ${cube}`).toEqual(
            cube === 'sales'
              ? days.map((day) => daySalesEntry(day.date, day.built_at, day.data as unknown as SalesCube))
              : undefined,
          );
        }
      }
    } finally {
      stack.deps.db.middlewareStack.remove('countRollupQueries');
    }
  });

  it("takes a whole month's cost figures from the sales rollup only when it carries its days' choice", async () => {
    const branch = await stack.createBranch();
    const month = '2026-06';
    // The 4th's summary leaves the category members out (its order lines count), the 5th's sends food.
    for (const [date, food] of [
      ['2026-06-04', null],
      ['2026-06-05', 90_000],
    ] as const) {
      const cubes = dayCubes(branch.branchId, date);
      cubes.sales = { ...cubes.sales, food_sales_cents: food };
      await writeCubes(stack.deps, branch.branchId, date, cubes, {
        built_at: `${date}T23:59:00.000Z`,
        revision: 1,
      });
    }
    await rebuildMonthRollups(stack.deps, branch.branchId, `${month}-05`);
    const pnl = async () => {
      const response = await stack.request('GET', '/api/v1/intelligence/pnl', {
        apiKey: branch.apiKey,
        query: { branch_identifier: branch.branchId, date_from: `${month}-01`, date_to: `${month}-30` },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    const fromRollup = await pnl();
    // The 4th's order lines (food: 4 tacos at 50.00) and the 5th's member; the merged members say 90,000.
    expect(fromRollup.attributes.ventas.food_sales_cents).toBe(4 * 5_000 + 90_000);
    expect(fromRollup.meta.category_sales_source.food).toBe('sales_summary_and_order_lines');

    const [stored] = await readRollups<SalesCube>(stack.deps, branch.branchId, 'sales', month, month);
    const rewrite = (cube: SalesCube) =>
      writeRollup(stack.deps, branch.branchId, 'sales', month, {
        cubes: [cube],
        built_at: stored!.built_at,
        days: stored!.days,
        rebuilt_at: new Date().toISOString(),
      });
    // Proof that the read takes the rollup: a fold changed by hand shows.
    const folded = stored!.cubes[0]!;
    await rewrite({
      ...folded,
      category_sales: {
        ...folded.category_sales!,
        food: { ...folded.category_sales!.food, cents: 1, no_iva_cents: 1 },
      },
    });
    expect((await pnl()).attributes.ventas.food_sales_cents).toBe(1);
    // A rollup merged before the fold existed is not trusted for costs: the month is read from its days.
    const { category_sales: _fold, ...withoutFold } = folded;
    await rewrite(withoutFold);
    expect(await pnl()).toEqual(fromRollup);
  });

  it("reads a whole month's cost alerts from the sales rollup's days, and from the days without them", async () => {
    const branch = await stack.createBranch();
    const month = '2026-07';
    for (const date of ['2026-07-09', '2026-07-10']) {
      await writeCubes(stack.deps, branch.branchId, date, dayCubes(branch.branchId, date), {
        built_at: `${date}T23:59:00.000Z`,
        revision: 1,
      });
    }
    await rebuildMonthRollups(stack.deps, branch.branchId, `${month}-10`);
    // The 10th's alert judges July 4–10: a purchase on the 4th is cost a seventh a day over the 4th
    // to the 10th, all of it in that window; 60,000 / (9 × 5,000 + 10 × 5,000) of food sales =
    // 63.2 %: that day's food cost alert.
    await capturePurchase(stack, branch, '2026-07-04', [['Carne', 'food', 60_000]]);
    const alerts = async () => {
      const response = await stack.request('GET', '/api/v1/intelligence/alerts', {
        apiKey: branch.apiKey,
        query: { branch_identifier: branch.branchId, date_from: `${month}-01`, date_to: `${month}-31` },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.attributes.alerts as Array<{ id: string; created_at: string }>;
    };
    const fromIndex = await alerts();
    const day = fromIndex.find((alert) => alert.id === '2026-07-10:food_cost_high');
    expect(day?.created_at).toBe('2026-07-10T17:59:00.000-06:00');

    const [stored] = await readRollups<SalesCube>(stack.deps, branch.branchId, 'sales', month, month);
    const rewrite = (daySales: DaySalesEntry[] | undefined) =>
      writeRollup(stack.deps, branch.branchId, 'sales', month, {
        cubes: stored!.cubes,
        built_at: stored!.built_at,
        days: stored!.days,
        rebuilt_at: new Date().toISOString(),
        ...(daySales === undefined ? {} : { day_sales: daySales }),
      });
    // Proof that the read takes the index: a day's build time changed by hand shows.
    await rewrite(
      stored!.day_sales!.map((entry) =>
        entry[0] === '2026-07-10'
          ? ([entry[0], '2026-07-11T00:00:00.000Z', ...entry.slice(2)] as DaySalesEntry)
          : entry,
      ),
    );
    expect((await alerts()).find((alert) => alert.id === day!.id)?.created_at).toBe(
      '2026-07-10T18:00:00.000-06:00',
    );
    // A rollup stored before the index: the month is read from its day cubes, with the same alerts.
    await rewrite(undefined);
    expect(await alerts()).toEqual(fromIndex);
  });
});
