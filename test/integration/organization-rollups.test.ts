/**
 * Organization month roll-ups on the local stack (docs/organizations.md, "Read cost"). The
 * aggregator copies each branch's month roll-up of the sales and cash cubes into the branch's part
 * of its organization's month; the organization reads take whole months from those parts. Every
 * read here is compared with the same read made the way it was before the roll-ups (every branch
 * set not `rollups_complete`, so each is read through its own roll-ups and days): the answers must
 * be identical, across a correction of a day, builds of two branches at once, a branch attached
 * after its days were built (until and after the backfill), and branches in two time zones.
 *
 * Clock: 2026-03-01 07:30 UTC, still Saturday 2026-02-28 (23:30) in Tijuana and already Sunday
 * 2026-03-01 (01:30) in Mexico City, both turning their business day over at midnight.
 */
import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashCube } from '#shared/domain/analytics/cubes.ts';
import { cashVarianceFold } from '#shared/domain/analytics/kpis.ts';
import { monthSummaryOf } from '#shared/domain/costs/month-part.ts';
import { readRollups } from '#shared/storage/cube-store.ts';
import { keys } from '#shared/storage/keys.ts';
import { readPendingMonths } from '#shared/storage/organization-record-store.ts';
import {
  type MergedMonth,
  readMergedRevision,
  readOrganizationMerged,
  readOrganizationRollups,
  writeBranchRollupPart,
  writeOrganizationMerged,
} from '#shared/storage/organization-rollup-store.ts';
import {
  attachBranch,
  listOrganizationBranchEntries,
  setBranchCopiesComplete,
} from '#shared/storage/organization-store.ts';
import { readCostMonthPart } from '#shared/use-cases/backoffice/cost-inputs.ts';
import {
  mergeMonthParts,
  ORGANIZATION_COST_DAYS,
  ORGANIZATION_COSTS,
  ORGANIZATION_ROLLUP_CUBES,
  type OrganizationMergedCube,
  refreshOrganizationCostMonth,
} from '#shared/use-cases/pipeline/organization-rollups.ts';
import { rebuildMonthRollups } from '#shared/use-cases/pipeline/rollups.ts';
import { runAdmin } from '../support/admin-cli.ts';
import { capturePurchase, captureRecord, sendCall, smallDayCalls } from '../support/calls.ts';
import { commandsSentDuring, queriedPartitions } from '../support/counting-deps.ts';
import { ownedOrganization } from '../support/organizations.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const clock = manualClock('2026-03-01T07:30:00.000Z');
const READS = ['sales-summary', 'kpis', 'comparison', 'pnl'] as const;
/** Whole February and the end of January (an edge), so the previous period has edges too. */
const SPAN = { date_from: '2026-01-20', date_to: '2026-02-28' };
let stack: TestStack;
let centro: TestBranch;
let tijuana: TestBranch;
let organizationId: string;
let token: string;

async function read(what: string, query: Record<string, string>) {
  const response = await stack.request('GET', `/api/v1/organization/intelligence/${what}`, {
    headers: { Authorization: `Bearer ${token}` },
    query,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

const capture = (branch: TestBranch, resource: string, attributes: Record<string, unknown>) =>
  captureRecord(stack, branch, resource, attributes);

const purchase = (branch: TestBranch, date: string, food: number, bar: number) =>
  capturePurchase(stack, branch, date, [
    ['Carne', 'food', food],
    ['Mezcal', 'bar', bar],
  ]);

const count = (branch: TestBranch, date: string, onHand: number) =>
  capture(branch, 'inventory-counts', {
    date,
    items: [
      { ingredient: 'Carne', unit: 'kg', on_hand: onHand, unit_cost_cents: 20_000, category_type: 'food' },
    ],
  });

/**
 * A day's closing; the sales summary sends its food, beverage and bar members unless `members` is
 * false (the cost ratios then take that day's category sales from its order lines: none here).
 */
async function closeDay(
  branch: TestBranch,
  date: string,
  sales: number,
  covers: number,
  tables: number,
  members = true,
) {
  const categories = members
    ? {
        food_sales_cents: (sales * 6) / 10,
        beverage_sales_cents: sales / 10,
        bar_sales_cents: (sales * 3) / 10,
      }
    : {};
  const calls = smallDayCalls(
    branch.branchId,
    date,
    randomUUID(),
    // Exempt of IVA (totals equal): the ratios' base is the sales themselves.
    [
      {
        shift: 'all_day',
        total_sales_cents: sales,
        total_sales_no_iva_cents: sales,
        covers,
        tables_served: tables,
        ...categories,
      },
    ],
    [
      { type: 'cash_sales', amount_cents: sales / 2 },
      { type: 'card_sales', amount_cents: sales / 2 },
    ],
    'Caja',
  );
  for (const call of calls) await sendCall(stack, branch, call);
}

/** The reads as they answer now, and as every branch read alone through its own roll-ups answers. */
async function expectSameAsBranchReads(query: Record<string, string>) {
  const withRollups = await Promise.all(READS.map((what) => read(what, query)));
  const entries = await listOrganizationBranchEntries(stack.deps, organizationId);
  const setCopies = (complete: (entry: (typeof entries)[number], copies: 'rollups' | 'costs') => boolean) =>
    Promise.all(
      entries.flatMap((entry) =>
        (['rollups', 'costs'] as const).map((copies) =>
          setBranchCopiesComplete(
            stack.deps,
            organizationId,
            entry.branch_identifier,
            copies,
            complete(entry, copies),
          ),
        ),
      ),
    );
  await setCopies(() => false);
  try {
    const alone = await Promise.all(READS.map((what) => read(what, query)));
    for (const [index, what] of READS.entries()) expect(withRollups[index], what).toEqual(alone[index]);
  } finally {
    await setCopies((entry, copies) => entry[`${copies}_complete`]);
  }
  return Object.fromEntries(READS.map((what, index) => [what, withRollups[index]!]));
}

/** Each cube's part of `branchId` in the organization's `month` is the branch's own roll-up. */
async function expectPartsEqualRollups(branchId: string, month: string) {
  for (const cube of ORGANIZATION_ROLLUP_CUBES) {
    const [organizationMonth] = await readOrganizationRollups(stack.deps, organizationId, cube, month, month);
    const [rollup] = await readRollups(stack.deps, branchId, cube, month, month);
    expect(rollup, `${cube} ${month} rollup`).toBeDefined();
    const { built_at, days, rebuilt_at } = rollup!;
    // The cash cubes are held as what the organization reads of them: the KPIs' variance fold.
    expect(organizationMonth?.parts.get(branchId), `${cube} ${month}`).toEqual(
      cube === 'cash'
        ? {
            kind: 'variance',
            variance: cashVarianceFold(rollup!.cubes as unknown as CashCube[]),
            built_at,
            days,
            rebuilt_at,
          }
        : { kind: 'cubes', cubes: rollup!.cubes, built_at, days, rebuilt_at },
    );
  }
}

/**
 * The branch's parts of the organization's `costdays` and `costs` months are its records of the
 * month, day by day and summarized.
 */
async function expectCostPartEqualsRecords(branchId: string, month: string) {
  const records = await readCostMonthPart(stack.deps, branchId, month, { consistent: true });
  for (const [name, expected] of [
    [ORGANIZATION_COST_DAYS, records],
    [ORGANIZATION_COSTS, monthSummaryOf(records)],
  ] as const) {
    const [stored] = await readOrganizationRollups(stack.deps, organizationId, name, month, month);
    const part = stored?.parts.get(branchId);
    expect(part?.kind, `${name} ${month}`).toBe('costs');
    expect(part?.kind === 'costs' ? part.costs : undefined, `${name} ${month}`).toEqual(expected);
  }
}

/** The month's merged item stands for its parts as they are: merged at the latest revision. */
async function expectMergedFresh(cube: OrganizationMergedCube, month: string) {
  const merged = await readOrganizationMerged(stack.deps, organizationId, cube, month, month);
  const [stored] = await readOrganizationRollups(stack.deps, organizationId, cube, month, month);
  // Read from its item, it is named by its merge's id; merged here, by none.
  expect(merged.get(month), `${cube} ${month}`).toEqual({
    ...mergeMonthParts(cube, stored!.parts),
    id: expect.any(String),
  });
}

/** Takes a branch's part of a month away as a part's write would: counted in the merged item. */
async function removePart(cube: string, month: string, branchId: string) {
  await stack.deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: stack.deps.tableName,
            Key: keys.organizationCubeRollup(organizationId, cube, month),
            UpdateExpression: 'REMOVE #part',
            ExpressionAttributeNames: { '#part': keys.organizationRollupBranchAttribute(branchId) },
          },
        },
        {
          Update: {
            TableName: stack.deps.tableName,
            Key: keys.organizationMerged(organizationId, cube, month),
            UpdateExpression: 'ADD #revision :one',
            ExpressionAttributeNames: { '#revision': 'revision' },
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      ],
    }),
  );
}

beforeAll(async () => {
  stack = await startTestStack({ clock, keyCacheTtlMs: 0 });
  centro = await stack.createBranch({
    name: 'Centro',
    timezone: 'America/Mexico_City',
    businessDayCutoffHour: 0,
  });
  tijuana = await stack.createBranch({
    name: 'Tijuana',
    timezone: 'America/Tijuana',
    businessDayCutoffHour: 0,
  });
  // New branches, attached before any day: the organization's roll-ups hold them from the start.
  ({ organizationId, token } = await ownedOrganization(stack, 'Tacos del Norte', [centro, tijuana], {
    created: true,
  }));
  await closeDay(centro, '2026-01-25', 100_000, 10, 5);
  await closeDay(centro, '2026-02-10', 380_000, 40, 20);
  await closeDay(centro, '2026-02-20', 200_000, 20, 10, false);
  await closeDay(tijuana, '2026-02-12', 120_000, 10, 5);
  await closeDay(tijuana, '2026-02-25', 90_000, 9, 3);
  await stack.pipeline!.drain();
  // Cost records of both months: purchases, expenses, a payroll across January's end, two counts.
  await purchase(centro, '2026-01-26', 30_000, 5_000);
  await purchase(centro, '2026-02-10', 100_000, 40_000);
  await capture(centro, 'expenses', {
    date: '2026-02-05',
    category: 'rent',
    amount_cents: 50_000,
    paid_with: 'transfer',
  });
  await capture(centro, 'payroll', {
    period_from: '2026-01-16',
    period_to: '2026-02-15',
    department: 'kitchen',
    amount_cents: 124_000,
    employees: 4,
  });
  await count(centro, '2026-01-19', 10);
  await count(centro, '2026-02-27', 6);
  await purchase(tijuana, '2026-02-12', 50_000, 12_000);
  await capture(tijuana, 'expenses', {
    date: '2026-02-12',
    category: 'utilities',
    amount_cents: 10_000,
    paid_with: 'card',
  });
  await capture(tijuana, 'payroll', {
    period_from: '2026-02-01',
    period_to: '2026-02-28',
    department: 'floor',
    amount_cents: 60_000,
  });
}, 240_000);

afterAll(async () => {
  await stack?.close();
});

describe('organization month roll-ups', () => {
  it('hold each branch month as its own roll-up; the reads answer as the branches read alone', async () => {
    for (const branch of [centro, tijuana]) await expectPartsEqualRollups(branch.branchId, '2026-02');
    await expectPartsEqualRollups(centro.branchId, '2026-01');
    const reads = await expectSameAsBranchReads(SPAN);
    expect(reads['sales-summary'].attributes.total_sales_cents).toBe(
      100_000 + 380_000 + 200_000 + 120_000 + 90_000,
    );
    // The cost figures add both branches' records; the 20th sold with no category (no members, no
    // order lines), so no type's sales are known: its other days' would read as the whole.
    const pnl = reads.pnl.attributes;
    expect(pnl.ventas.food_sales_cents).toBeNull();
    const missingOf = (id: string) =>
      reads.pnl.meta.branches.find((branch: any) => branch.branch_identifier === id).missing;
    expect(missingOf(centro.branchId)).toContain('sales_by_category');
    expect(missingOf(tijuana.branchId)).not.toContain('sales_by_category');
    // Centro: purchases 130,000 and its counts' drop (10 − 6 kg at 200.00); Tijuana: purchases.
    expect(pnl.costo_de_ventas.food_cost_cents).toBe(130_000 + 4 * 20_000 + 50_000);
    expect(pnl.gastos_operativos.rent_cents).toBe(50_000);
    // A calendar month and a range inside one month (no whole month: day cubes only).
    await expectSameAsBranchReads({ date_from: '2026-02-01', date_to: '2026-02-28' });
    await expectSameAsBranchReads({ date_from: '2026-02-05', date_to: '2026-02-21' });
  });

  it('reads the merged sales months once for the KPIs, whose ticket and cost figures both take them', async () => {
    const partitions = queriedPartitions(await commandsSentDuring(stack.deps.db, () => read('kpis', SPAN)));
    // One Query of the merged months, none of the parts.
    const merged = keys.organizationMergedPartition(organizationId, 'sales');
    expect(partitions.filter((pk) => pk === merged)).toHaveLength(1);
    const parts = keys.organizationCubeRollupPartition(organizationId, 'sales');
    expect(partitions.filter((pk) => pk === parts)).toHaveLength(0);
  });

  it('keep each month merged as of its latest part, and the chain-wide reads take it', async () => {
    for (const cube of [...ORGANIZATION_ROLLUP_CUBES, ORGANIZATION_COSTS] as const) {
      for (const month of ['2026-01', '2026-02']) await expectMergedFresh(cube, month);
    }
    // Proof that the sales summary of one period for every branch takes the merged month: a merged
    // February that says twice the sales (merged at the latest revision) is what it answers.
    const before = await read('sales-summary', SPAN);
    const countPartWrite = (cube: string) =>
      stack.deps.db.send(
        new UpdateCommand({
          TableName: stack.deps.tableName,
          Key: keys.organizationMerged(organizationId, cube, '2026-02'),
          UpdateExpression: 'ADD #revision :one',
          ExpressionAttributeNames: { '#revision': 'revision' },
          ExpressionAttributeValues: { ':one': 1 },
        }),
      );
    await countPartWrite('sales');
    const [stored] = await readOrganizationRollups(stack.deps, organizationId, 'sales', '2026-02', '2026-02');
    const merged = mergeMonthParts('sales', stored!.parts);
    const doubled = { ...merged, cubes: [...merged.cubes, ...merged.cubes] };
    expect(
      await writeOrganizationMerged(
        stack.deps,
        organizationId,
        'sales',
        '2026-02',
        doubled,
        await readMergedRevision(stack.deps, organizationId, 'sales', '2026-02'),
      ),
    ).toBe('written');
    const february = (merged.cubes[0] as { total_sales_cents: number }).total_sales_cents;
    expect((await read('sales-summary', SPAN)).attributes.total_sales_cents).toBe(
      before.attributes.total_sales_cents + february,
    );
    // A part written since (the revision moved) sends the reads back to the parts.
    await countPartWrite('sales');
    expect(await read('sales-summary', SPAN)).toEqual(before);
    // So with the costs: February's merged costs stale, the P&L is the branches' all the same.
    const pnl = await read('pnl', SPAN);
    await countPartWrite(ORGANIZATION_COSTS);
    expect(await read('pnl', SPAN)).toEqual(pnl);
    // A month without a merged item (stored before them) is merged from its parts when read.
    for (const cube of [...ORGANIZATION_ROLLUP_CUBES, ORGANIZATION_COSTS]) {
      await stack.deps.db.send(
        new DeleteCommand({
          TableName: stack.deps.tableName,
          Key: keys.organizationMerged(organizationId, cube, '2026-01'),
        }),
      );
    }
    expect(await read('sales-summary', SPAN)).toEqual(before);
    expect(await read('pnl', SPAN)).toEqual(pnl);
    await rebuildOrganizationRollupsThroughCli();
    // The backfill merges the month again: the reads answer as the branches read alone.
    await expectSameAsBranchReads(SPAN);
  });

  it("takes the comparison's sales from the merged months' totals; a month merged without them from the branch", async () => {
    const before = await read('comparison', SPAN);
    const rowOf = (data: any, branch: TestBranch) =>
      data.attributes.branches.find((row: any) => row.branch_identifier === branch.branchId);
    const partitions = queriedPartitions(
      await commandsSentDuring(stack.deps.db, async () =>
        expect(await read('comparison', SPAN)).toEqual(before),
      ),
    );
    expect(partitions).toContain(keys.organizationMergedPartition(organizationId, 'sales'));
    expect(partitions).not.toContain(keys.organizationCubeRollupPartition(organizationId, 'sales'));

    // A merged February whose totals say twice Centro's sales (at the latest revision) is what it answers.
    const rewrite = async (change: (merged: MergedMonth) => MergedMonth) => {
      const [stored] = await readOrganizationRollups(
        stack.deps,
        organizationId,
        'sales',
        '2026-02',
        '2026-02',
      );
      const merged = mergeMonthParts('sales', stored!.parts);
      // Counted as a part's write would be, so this merge is the latest.
      await stack.deps.db.send(
        new UpdateCommand({
          TableName: stack.deps.tableName,
          Key: keys.organizationMerged(organizationId, 'sales', '2026-02'),
          UpdateExpression: 'ADD #revision :one',
          ExpressionAttributeNames: { '#revision': 'revision' },
          ExpressionAttributeValues: { ':one': 1 },
        }),
      );
      const revision = await readMergedRevision(stack.deps, organizationId, 'sales', '2026-02');
      const outcome = await writeOrganizationMerged(
        stack.deps,
        organizationId,
        'sales',
        '2026-02',
        change(merged),
        revision,
      );
      expect(outcome).toBe('written');
      return merged;
    };
    const merged = await rewrite((month) => {
      const centroMonth = month.branches[centro.branchId]!;
      const totals = centroMonth.totals!;
      return {
        ...month,
        branches: {
          ...month.branches,
          [centro.branchId]: {
            ...centroMonth,
            totals: { ...totals, total_sales_cents: totals.total_sales_cents * 2 },
          },
        },
      };
    });
    const february = merged.branches[centro.branchId]!.totals!.total_sales_cents;
    expect(rowOf(await read('comparison', SPAN), centro).total_sales_cents).toBe(
      rowOf(before, centro).total_sales_cents + february,
    );
    // Merged by the previous version (no totals): that month is read from each branch, the same answer.
    await rewrite((month) => ({
      ...month,
      branches: Object.fromEntries(
        Object.entries(month.branches).map(([id, { totals: _totals, ...branch }]) => [id, branch]),
      ),
    }));
    expect(await read('comparison', SPAN)).toEqual(before);
    await expectSameAsBranchReads(SPAN);
  });

  it('reads each branch on its own business month (period=month in two time zones)', async () => {
    const summary = (await expectSameAsBranchReads({ period: 'month' }))['sales-summary'];
    const periods = Object.fromEntries(
      summary.meta.branches.map((branch: any) => [branch.branch_identifier, branch.period]),
    );
    // Tijuana's month is the whole of February (from the parts), Mexico City's is March's first day.
    expect(periods[tijuana.branchId]).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periods[centro.branchId]).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(summary.attributes.total_sales_cents).toBe(210_000);
  });

  it('a month without the part of a complete branch reads as a month without its days', async () => {
    // Proof that the reads take the parts: take Centro's January part away (counted as a write of
    // the month, which leaves its merged figures behind), and its January is gone.
    const before = await read('sales-summary', SPAN);
    await removePart('sales', '2026-01', centro.branchId);
    const wholeJanuary = { date_from: '2026-01-01', date_to: '2026-01-31' };
    expect((await read('sales-summary', wholeJanuary)).attributes.total_sales_cents).toBe(0);
    // The edge of SPAN (January 20–31) is read from the day cubes only where the branch has days.
    expect((await read('sales-summary', SPAN)).attributes.total_sales_cents).toBe(
      before.attributes.total_sales_cents - 100_000,
    );
    // The backfill puts it back.
    await rebuildOrganizationRollupsThroughCli();
    await expectPartsEqualRollups(centro.branchId, '2026-01');
    expect(await read('sales-summary', SPAN)).toEqual(before);
  });

  it("reads the cost records from the organization's costs months, which follow every capture and delete", async () => {
    const before = await read('pnl', SPAN);
    const foodCost = before.attributes.costo_de_ventas.food_cost_cents;
    // A capture refreshes its branch's month part; so does its delete.
    const late = await purchase(tijuana, '2026-02-13', 7_000, 1_000);
    const captured = await expectSameAsBranchReads(SPAN);
    expect(captured.pnl.attributes.costo_de_ventas.food_cost_cents).toBe(foodCost + 7_000);
    const deleted = await stack.request('DELETE', `/api/v1/backoffice/purchases/${late}`, {
      apiKey: tijuana.apiKey,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await expectSameAsBranchReads(SPAN)).pnl).toEqual(before);
    expect(await readPendingMonths(stack.deps, organizationId)).toEqual(new Map());

    // Proof that the reads take the parts: without Tijuana's February part (as before the backfill
    // of a branch attached with records), its purchase is gone.
    const removeTijuanaFebruary = () => removePart(ORGANIZATION_COSTS, '2026-02', tijuana.branchId);
    await removeTijuanaFebruary();
    const without = await read('pnl', SPAN);
    const tijuanaMeta = without.meta.branches.find(
      (branch: any) => branch.branch_identifier === tijuana.branchId,
    );
    expect(tijuanaMeta.missing).toContain('food_purchases');
    // Food sold and never bought is unknown for the chain, not a smaller cost.
    expect(without.attributes.costo_de_ventas.food_cost_cents).toBeNull();
    // The backfill writes it again (a second run changes nothing).
    await rebuildOrganizationRollupsThroughCli();
    await rebuildOrganizationRollupsThroughCli();
    expect(await read('pnl', SPAN)).toEqual(before);

    // A refresh that never ran (the function stopped after the record's transaction): the marker
    // the transaction left makes the reads take that month from the branch, so they stay exact.
    await removeTijuanaFebruary();
    await stack.deps.db.send(
      new PutCommand({
        TableName: stack.deps.tableName,
        Item: {
          ...keys.organizationCostsPending(organizationId, '2026-02', tijuana.branchId),
          branch_id: tijuana.branchId,
          month: '2026-02',
          token: randomUUID(),
        },
      }),
    );
    expect(await read('pnl', SPAN)).toEqual(before);
    // The next refresh of the month (a record's, or the backfill's) writes the part and clears it.
    await refreshOrganizationCostMonth(stack.deps, organizationId, tijuana.branchId, '2026-02');
    expect(await readPendingMonths(stack.deps, organizationId)).toEqual(new Map());
    await expectCostPartEqualsRecords(tijuana.branchId, '2026-02');
    expect(await read('pnl', SPAN)).toEqual(before);
  });

  it("keeps a branch's cost figures of whole months by their merges, never past a new merge", async () => {
    // Whole months only (no edge day): each branch's figures come from stored merges alone.
    const FEBRUARY = { date_from: '2026-02-01', date_to: '2026-02-28' };
    const before = await read('pnl', FEBRUARY);
    expect(await read('pnl', FEBRUARY)).toEqual(before);
    const foodCost = before.attributes.costo_de_ventas.food_cost_cents;
    const late = await purchase(tijuana, '2026-02-13', 7_000, 1_000);
    const captured = await expectSameAsBranchReads(FEBRUARY);
    expect(captured.pnl.attributes.costo_de_ventas.food_cost_cents).toBe(foodCost + 7_000);
    await stack.request('DELETE', `/api/v1/backoffice/purchases/${late}`, { apiKey: tijuana.apiKey });
    expect((await expectSameAsBranchReads(FEBRUARY)).pnl).toEqual(before);
    // A month before the period counts too: an opening count in the look-back's January.
    await count(tijuana, '2026-01-31', 4);
    await count(tijuana, '2026-02-28', 2);
    const counted = await expectSameAsBranchReads(FEBRUARY);
    expect(counted.pnl.attributes).not.toEqual(before.attributes);
    // A day built (its sales month merged again) moves the figures with it.
    await closeDay(tijuana, '2026-02-18', 50_000, 5, 3);
    await stack.pipeline!.drain();
    const rebuilt = await expectSameAsBranchReads(FEBRUARY);
    expect(rebuilt.pnl.attributes.ventas).not.toEqual(counted.pnl.attributes.ventas);
  });

  it('stays exact when captures of one month refresh its part at the same time', async () => {
    const before = await read('pnl', SPAN);
    const ids = await Promise.all(
      [1_000, 2_000, 3_000, 4_000].map((food) => purchase(tijuana, '2026-02-14', food, 0)),
    );
    const captured = await expectSameAsBranchReads(SPAN);
    expect(captured.pnl.attributes.costo_de_ventas.food_cost_cents).toBe(
      before.attributes.costo_de_ventas.food_cost_cents + 10_000,
    );
    await Promise.all(
      ids.map((id) =>
        stack.request('DELETE', `/api/v1/backoffice/purchases/${id}`, { apiKey: tijuana.apiKey }),
      ),
    );
    expect((await expectSameAsBranchReads(SPAN)).pnl).toEqual(before);
    // Whichever merge landed last, the month's merged item stands for its parts.
    await expectMergedFresh(ORGANIZATION_COSTS, '2026-02');
    // Whatever refresh wrote last, a later one leaves the part equal to the records and no marker.
    await refreshOrganizationCostMonth(stack.deps, organizationId, tijuana.branchId, '2026-02');
    await expectCostPartEqualsRecords(tijuana.branchId, '2026-02');
    expect(await readPendingMonths(stack.deps, organizationId)).toEqual(new Map());
  });

  it('stays exact across a correction of a branch day (the day and its month are rebuilt)', async () => {
    const before = await read('sales-summary', SPAN);
    clock.advance(60_000);
    // A second shift's summary for a closed day: the day is rebuilt, its month roll-up and part too.
    await sendCall(stack, centro, {
      path: '/api/v1/ingest/sales',
      idempotencyKey: randomUUID(),
      body: {
        data: {
          type: 'sales',
          attributes: {
            branch_identifier: centro.branchId,
            date: '2026-02-10',
            closing_type: 'zout',
            shift: 'bar',
            total_sales_cents: 55_000,
            covers: 5,
            tables_served: 2,
          },
        },
      },
    });
    await stack.pipeline!.drain();
    await expectPartsEqualRollups(centro.branchId, '2026-02');
    const after = (await expectSameAsBranchReads(SPAN))['sales-summary'];
    expect(after.attributes.total_sales_cents).toBe(before.attributes.total_sales_cents + 55_000);
  });

  it('keeps both parts when two branches rebuild the same month at once, and never an older one', async () => {
    for (let round = 0; round < 3; round++) {
      clock.advance(1_000);
      await Promise.all([
        rebuildMonthRollups(stack.deps, centro.branchId, '2026-02-10'),
        rebuildMonthRollups(stack.deps, tijuana.branchId, '2026-02-12'),
      ]);
    }
    for (const branch of [centro, tijuana]) await expectPartsEqualRollups(branch.branchId, '2026-02');
    for (const cube of ORGANIZATION_ROLLUP_CUBES) await expectMergedFresh(cube, '2026-02');
    // A late write of a part computed before the stored one (a retried build) is refused.
    const [stored] = await readOrganizationRollups(stack.deps, organizationId, 'sales', '2026-02', '2026-02');
    const part = stored!.parts.get(tijuana.branchId)!;
    const outcome = await writeBranchRollupPart(
      stack.deps,
      organizationId,
      'sales',
      '2026-02',
      tijuana.branchId,
      {
        kind: 'empty',
        rebuilt_at: '2026-01-01T00:00:00.000Z',
      },
    );
    expect(outcome).toBe('stale');
    await expectPartsEqualRollups(tijuana.branchId, '2026-02');
    expect(part.kind).toBe('cubes');
    await expectSameAsBranchReads(SPAN);
  });

  it("tries a part's transaction again when another one holds the month, and merges after it", async () => {
    // DynamoDB cancels a transaction that meets another on the same item (TransactionConflict):
    // the first part's transaction of this build is cancelled so.
    let conflicts = 0;
    stack.deps.db.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'TransactWriteItemsCommand' && conflicts === 0) {
          const items = (args.input as { TransactItems: Array<{ Update?: { Key: { pk: string } } }> })
            .TransactItems;
          if (items[0]?.Update?.Key.pk === keys.organizationCubeRollupPartition(organizationId, 'sales')) {
            conflicts++;
            throw new TransactionCanceledException({
              message: 'Transaction cancelled, please refer cancellation reasons for specific reasons',
              $metadata: {},
              CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }],
            });
          }
        }
        return next(args);
      },
      { step: 'initialize', name: 'conflictOnce' },
    );
    try {
      clock.advance(1_000);
      await rebuildMonthRollups(stack.deps, centro.branchId, '2026-02-10');
    } finally {
      stack.deps.db.middlewareStack.remove('conflictOnce');
    }
    expect(conflicts).toBe(1);
    await expectPartsEqualRollups(centro.branchId, '2026-02');
    await expectMergedFresh('sales', '2026-02');
    await expectSameAsBranchReads(SPAN);
  });

  it('takes a branch attached with history from its own roll-ups until the backfill, then from the parts', async () => {
    const norte = await stack.createBranch({
      name: 'Norte',
      timezone: 'America/Monterrey',
      businessDayCutoffHour: 0,
    });
    await closeDay(norte, '2026-01-28', 70_000, 7, 3);
    await closeDay(norte, '2026-02-15', 150_000, 15, 6);
    await stack.pipeline!.drain();
    await purchase(norte, '2026-02-15', 20_000, 1_000);
    const mistaken = await purchase(norte, '2026-02-16', 99_000, 0);
    const before = await read('sales-summary', SPAN);
    await attachBranch(stack.deps, organizationId, norte.branchId);
    // A record of before the attach, deleted before the backfill: its month is refreshed then.
    const deleted = await stack.request('DELETE', `/api/v1/backoffice/purchases/${mistaken}`, {
      apiKey: norte.apiKey,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    // Not yet complete: no part (it had no organization when built), read as the branch reads.
    const [february] = await readOrganizationRollups(
      stack.deps,
      organizationId,
      'sales',
      '2026-02',
      '2026-02',
    );
    expect(february!.parts.has(norte.branchId)).toBe(false);
    const attached = await expectSameAsBranchReads(SPAN);
    expect(attached['sales-summary'].attributes.total_sales_cents).toBe(
      before.attributes.total_sales_cents + 220_000,
    );

    const output = await rebuildOrganizationRollupsThroughCli();
    const norteResult = output.branches.find((branch: any) => branch.branch_identifier === norte.branchId);
    expect(norteResult).toEqual({
      branch_identifier: norte.branchId,
      cubes: {
        sales: { written: 2, stale: 0, 'too-large': 0, unstored: 0 },
        cash: { written: 2, stale: 0, 'too-large': 0, unstored: 0 },
      },
      rollups_complete: true,
      // February (its purchase; the delete after the attach had already refreshed it).
      costs: { written: 1, stale: 0, 'too-large': 0, unstored: 0 },
      costs_complete: true,
    });
    const entries = await listOrganizationBranchEntries(stack.deps, organizationId);
    expect(entries.every((entry) => entry.rollups_complete && entry.costs_complete)).toBe(true);
    for (const month of ['2026-01', '2026-02']) await expectPartsEqualRollups(norte.branchId, month);
    await expectCostPartEqualsRecords(norte.branchId, '2026-02');
    expect(await expectSameAsBranchReads(SPAN)).toEqual(attached);

    // From now on its builds keep its part.
    clock.advance(60_000);
    await closeDay(norte, '2026-02-16', 10_000, 1, 1);
    await stack.pipeline!.drain();
    await expectPartsEqualRollups(norte.branchId, '2026-02');
    const later = await expectSameAsBranchReads(SPAN);
    expect(later['sales-summary'].attributes.total_sales_cents).toBe(
      attached['sales-summary'].attributes.total_sales_cents + 10_000,
    );
  });
});

/** `npm run admin -- organization rollups rebuild --org <id>`, its JSON output. */
async function rebuildOrganizationRollupsThroughCli() {
  const result = await runAdmin(stack, 'organization', 'rollups', 'rebuild', '--org', organizationId);
  expect(result.code, result.stderr).toBe(0);
  const output = JSON.parse(result.stdout);
  expect(output.organization_id).toBe(organizationId);
  return output;
}
