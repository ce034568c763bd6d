/**
 * Bench: GET /intelligence/pnl over 31 and 365 days, through the local API, beside a bare DynamoDB
 * Local read of the very same items measured in the same run (the floor): the five Queries the
 * endpoint makes (sales cubes; purchases, expenses, payroll and inventory counts of the period, each
 * one Query on its back-office partition), run in parallel exactly as the endpoint runs them.
 *
 * Seeded: 400 days of sales cubes and a busy back office — 2 purchases a day of 6 lines, 1 expense a
 * day, 4 payroll entries every 14 days, a 120-item inventory count every week.
 *
 * `npm run bench -- pnl-reads` (`costs` until 2026-11-28).
 */
import { randomUUID } from 'node:crypto';
import type { SalesCube } from '#shared/domain/analytics/cubes.ts';
import { datesInRange } from '#shared/domain/analytics/period.ts';
import { COUNTS_READ_BEFORE_DAYS, MAX_COUNT_GAP_DAYS } from '#shared/domain/costs/accrual.ts';
import { addDays } from '#shared/domain/costs/records.ts';
import { MAX_PAYROLL_PERIOD_DAYS } from '#shared/domain/schemas/backoffice.ts';
import { type BackofficeRecord, recordWrites } from '#shared/storage/backoffice-store.ts';
import { batchWriteAll, type WriteRequest } from '#shared/storage/batch-write.ts';
import { writeCubes } from '#shared/storage/cube-store.ts';
import { queryAll } from '#shared/storage/db.ts';
import { keys } from '#shared/storage/keys.ts';
import type { LocalStack } from '../local/stack.ts';
import {
  type BenchSuite,
  createBenchBranch,
  inBatches,
  iterations,
  measurePair,
  pairColumns,
  readIntelligence,
  withBenchStack,
} from './harness.ts';

const LAST_DAY = '2026-03-31';
const RANGES = {
  '31 days': { from: '2026-03-01', to: LAST_DAY },
  '365 days': { from: '2025-04-01', to: LAST_DAY },
};
const SEED_FROM = '2025-02-01';

function salesCube(date: string, index: number): SalesCube {
  const food = 2_000_000 + (index % 7) * 150_000;
  return {
    date,
    summaries_count: 1,
    total_sales_cents: food + 900_000,
    total_sales_no_iva_cents: null,
    food_sales_cents: food,
    beverage_sales_cents: 600_000,
    bar_sales_cents: 300_000,
    covers: 120,
    tables_served: 40,
    by_shift: {},
  };
}

const TYPES = ['food', 'food', 'food', 'beverage', 'bar', 'other'] as const;

function purchase(date: string, n: number, builtAt: string): BackofficeRecord {
  const lines = TYPES.map((category_type, line) => ({
    ingredient: `Insumo ${line + n * 6}`,
    category_type,
    quantity: 4 + line,
    unit: 'kg',
    unit_cost_cents: 5_000 + line * 700,
    total_cents: (4 + line) * (5_000 + line * 700),
  }));
  return {
    id: randomUUID(),
    created_at: builtAt,
    date,
    supplier_name: `Proveedor ${n}`,
    paid_with: n === 0 ? 'cash' : 'credit',
    lines,
    total_cents: lines.reduce((sum, line) => sum + line.total_cents, 0),
  };
}

function inventoryCount(date: string, builtAt: string): BackofficeRecord {
  return {
    id: randomUUID(),
    created_at: builtAt,
    date,
    items: Array.from({ length: 120 }, (_, item) => ({
      ingredient: `Insumo ${item}`,
      unit: 'kg',
      on_hand: 3 + (item % 9),
      minimum: 2,
      unit_cost_cents: 5_000 + (item % 6) * 700,
      category_type: TYPES[item % TYPES.length],
    })),
  };
}

/**
 * The back office of the `index`th seeded day, as [resource, record]: 2 purchases and 1 expense,
 * 4 payroll entries every 14 days, an inventory count every 7.
 */
function backofficeDay(date: string, index: number, builtAt: string): [string, BackofficeRecord][] {
  const records: [string, BackofficeRecord][] = [
    ['purchases', purchase(date, 0, builtAt)],
    ['purchases', purchase(date, 1, builtAt)],
    [
      'expenses',
      {
        id: randomUUID(),
        created_at: builtAt,
        date,
        category: 'utilities',
        amount_cents: 40_000,
        paid_with: 'transfer',
      },
    ],
  ];
  if (index % 14 === 0) {
    for (const department of ['kitchen', 'floor', 'bar', 'admin']) {
      records.push([
        'payroll',
        {
          id: randomUUID(),
          created_at: builtAt,
          period_from: date,
          period_to: addDays(date, 13),
          department,
          amount_cents: 900_000,
        },
      ]);
    }
  }
  if (index % 7 === 6) records.push(['inventory-counts', inventoryCount(date, builtAt)]);
  return records;
}

async function seed(stack: LocalStack, branchId: string) {
  const dates = datesInRange({ from: SEED_FROM, to: LAST_DAY });
  const builtAt = new Date().toISOString();
  const writes: WriteRequest[] = dates.flatMap((date, index) =>
    backofficeDay(date, index, builtAt).flatMap(([resource, record]) =>
      recordWrites(stack.deps, branchId, resource, record, { date }).map(
        (item): WriteRequest => ({ PutRequest: { Item: item.Put!.Item! } }),
      ),
    ),
  );
  await batchWriteAll(stack.deps, writes, 'bench back-office seed');
  await inBatches(dates, 8, (date, index) =>
    writeCubes(
      stack.deps,
      branchId,
      date,
      { sales: salesCube(date, index) },
      { built_at: builtAt, revision: 1 },
    ),
  );
}

export const pnlReadsSuite: BenchSuite = {
  name: 'pnl-reads',
  description: 'read latency of the P&L, 31 and 365 days, vs a bare Query of the same items',
  run: (context) =>
    withBenchStack(context.endpoint, 'pnl-reads', { pipeline: false }, async (stack) => {
      const branch = await createBenchBranch(stack, 'Bench costs', 'enterprise');
      const { branchId } = branch;
      context.log('seeding 425 days of sales cubes and back office…');
      await seed(stack, branchId);
      const range = (pk: string, from: string, to: string) =>
        queryAll(stack.deps, {
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
        });
      const backoffice = (resource: string, from: string, to: string) => {
        const bounds = keys.backofficeDateRange(from, to);
        return range(keys.backofficePartition(branchId, resource), bounds.from, bounds.to);
      };
      const rows: Record<string, string | number>[] = [];
      for (const [label, period] of Object.entries(RANGES)) {
        const floor = async () => {
          const results = await Promise.all([
            range(keys.cubePartition(branchId, 'sales'), period.from, period.to),
            backoffice('purchases', period.from, period.to),
            backoffice('expenses', period.from, period.to),
            backoffice('payroll', addDays(period.from, -(MAX_PAYROLL_PERIOD_DAYS - 1)), period.to),
            backoffice(
              'inventory-counts',
              addDays(period.from, -COUNTS_READ_BEFORE_DAYS),
              addDays(period.to, MAX_COUNT_GAP_DAYS),
            ),
          ]);
          return results.reduce((sum, items) => sum + items.length, 0);
        };
        const items = await floor();
        const pair = await measurePair(() => readIntelligence(stack, branch, 'pnl', period), floor, {
          iterations: iterations(30, context, 5),
          warmup: 5,
        });
        const row = { case: `pnl ${label}`, items_read: items, ...pairColumns(pair) };
        rows.push(row);
        context.log(JSON.stringify(row));
      }
      return [
        {
          title: 'P&L reads vs a bare Query of the same items',
          rows,
          notes: [
            'endpoint: GET /intelligence/pnl through the local HTTP adapter and the full middleware chain, five Queries in parallel, the cost rules, JSON.',
            'floor: the same five Queries (sales cubes; purchases, expenses, payroll, counts of the period), bare, in parallel; items_read is what they return.',
            'samples alternate endpoint and floor; ratio = endpoint p50 / floor p50.',
          ],
        },
      ];
    }),
};
