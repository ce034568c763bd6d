import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCubes, readNearestCube, writeCubes } from '#shared/storage/cube-store.ts';
import { keys } from '#shared/storage/keys.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

describe('cube store', () => {
  it('reads a date range of one cube and overwrites a rebuilt day', async () => {
    const branchId = randomUUID();
    const meta = { built_at: '2026-11-21T23:00:00.000Z', revision: 1 };
    for (const date of ['2026-11-19', '2026-11-20', '2026-11-21']) {
      await writeCubes(stack.deps, branchId, date, { sales: { total: date.slice(-2) } }, meta);
    }
    await writeCubes(
      stack.deps,
      branchId,
      '2026-11-20',
      { sales: { total: 'rebuilt' } },
      { ...meta, revision: 2 },
    );
    const cubes = await readCubes(stack.deps, branchId, 'sales', '2026-11-20', '2026-11-21');
    expect(cubes.map((cube) => [cube.date, cube.data, cube.revision])).toEqual([
      ['2026-11-20', { total: 'rebuilt' }, 2],
      ['2026-11-21', { total: '21' }, 1],
    ]);
    expect(await readCubes(stack.deps, randomUUID(), 'sales', '2026-11-01', '2026-11-30')).toEqual([]);
  });

  it('reads the latest cube strictly before a date, however far back', async () => {
    const branchId = randomUUID();
    const meta = { built_at: '2026-11-21T23:00:00.000Z', revision: 1 };
    for (const date of ['2026-11-02', '2026-11-15', '2026-11-20']) {
      await writeCubes(stack.deps, branchId, date, { cash: { day: date } }, meta);
    }
    const latest = (date: string) => readNearestCube(stack.deps, branchId, 'cash', date, 'before');
    expect((await latest('2026-11-20'))?.data).toEqual({ day: '2026-11-15' });
    expect((await latest('2026-11-21'))?.data).toEqual({ day: '2026-11-20' });
    expect((await latest('2026-11-14'))?.data).toEqual({ day: '2026-11-02' });
    expect(await latest('2026-11-02')).toBeUndefined();
    expect(await readNearestCube(stack.deps, branchId, 'sales', '2026-12-01', 'before')).toBeUndefined();
  });

  it('reads the earliest cube strictly after a date, however far ahead', async () => {
    const branchId = randomUUID();
    const meta = { built_at: '2026-11-21T23:00:00.000Z', revision: 1 };
    for (const date of ['2026-11-02', '2026-11-15', '2026-11-20']) {
      await writeCubes(stack.deps, branchId, date, { cash: { day: date } }, meta);
    }
    const earliest = (date: string) => readNearestCube(stack.deps, branchId, 'cash', date, 'after');
    expect((await earliest('2026-11-02'))?.data).toEqual({ day: '2026-11-15' });
    expect((await earliest('2026-11-01'))?.data).toEqual({ day: '2026-11-02' });
    expect((await earliest('2026-11-16'))?.data).toEqual({ day: '2026-11-20' });
    expect(await earliest('2026-11-20')).toBeUndefined();
    expect(await readNearestCube(stack.deps, branchId, 'sales', '2026-10-01', 'after')).toBeUndefined();
  });

  it('stores a cube near the item limit compressed and reads it back unchanged', async () => {
    const branchId = randomUUID();
    const items = Array.from({ length: 3_000 }, (_, index) => ({
      key: `item-${index}`,
      name: `Platillo número ${index} con nombre largo`,
      quantity: index,
      net_sales_cents: index * 1_234,
    }));
    await writeCubes(
      stack.deps,
      branchId,
      '2026-11-21',
      { items: { items } },
      { built_at: 'x', revision: 1 },
    );
    const raw = await stack.deps.db.send(
      new GetCommand({ TableName: stack.deps.tableName, Key: keys.cube(branchId, 'items', '2026-11-21') }),
    );
    expect(raw.Item?.data).toBeUndefined();
    expect(raw.Item?.data_gz).toBeInstanceOf(Uint8Array);
    const [cube] = await readCubes(stack.deps, branchId, 'items', '2026-11-21', '2026-11-21');
    expect(cube?.data).toEqual({ items });
  });
});
