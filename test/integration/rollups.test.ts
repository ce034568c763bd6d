/**
 * Monthly rollups on the local stack: the aggregator keeps a day's month rollup in step with the
 * day (first build and rebuild after late data), and a whole-month read answers from the rollup
 * exactly what the day cubes give, also when the rollup is missing.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemsCube } from '#shared/domain/analytics/cubes.ts';
import { menuEngineering } from '#shared/domain/analytics/menu-engineering.ts';
import { ROLLUP_CUBES, rollupOf } from '#shared/domain/analytics/rollups.ts';
import { readCubes, readRollups } from '#shared/storage/cube-store.ts';
import { keys } from '#shared/storage/keys.ts';
import { BUSINESS_DATE, endOfDayCalls, type FixtureCall, setupCalls } from '../fixtures/end-of-day.ts';
import { ordersBody } from '../fixtures/order-lines.ts';
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
    const first = await menuOverMonth(branch);
    expect(first.attributes).toEqual(menuEngineering([day!.data]));
    const soldBefore = first.attributes.items.reduce((sum: number, item: any) => sum + item.quantity_sold, 0);

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
    expect(second.attributes).toEqual(menuEngineering([rebuilt!.data]));
    expect(second.attributes.items.reduce((sum: number, item: any) => sum + item.quantity_sold, 0)).toBe(
      soldBefore + lateQuantity,
    );

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
