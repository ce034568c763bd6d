/**
 * The organization alert cache (shared/storage/alert-cache-store.ts) on the local stack: the
 * organization's alerts and comparison answer what each branch's own alert read answers, the second
 * time without reading the branches; a cached read is used only while nothing it read has changed
 * (every kind of write that can change a branch's alerts makes it computed again, a write in
 * another month does not); and a read computed for the cache reads consistently.
 *
 * "Used" is shown by tampering: an entry rewritten with an alert no branch has, at the current
 * revisions, is what the organization read answers until a write makes it stale. The pages of the
 * organization's alerts are kept too, under the hash of every branch's check: a tampered page is
 * answered until any branch's write, and the entries are tampered with after the pages are dropped.
 */
import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAlertCache, writeAlertCache } from '#shared/storage/alert-cache-store.ts';
import { putAnomalyAlert } from '#shared/storage/anomaly-store.ts';
import { setPlan } from '#shared/storage/branch-store.ts';
import { keys } from '#shared/storage/keys.ts';
import type { BranchAlertRead } from '#shared/use-cases/organization/alert-reads.ts';
import { capturePurchase, captureRecord, sendCall, smallDayCalls, tortillaCount } from '../support/calls.ts';
import { commandsSentDuring, queriedPartitions } from '../support/counting-deps.ts';
import { ownedOrganization } from '../support/organizations.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const clock = manualClock('2026-03-20T18:00:00.000Z');
const PERIOD = { date_from: '2026-03-01', date_to: '2026-03-15' };
const RANGE = { from: PERIOD.date_from, to: PERIOD.date_to };
let stack: TestStack;
let centro: TestBranch;
let norte: TestBranch;
let organizationId: string;
let token: string;

async function closeDay(branch: TestBranch, date: string, sales: number) {
  const calls = smallDayCalls(
    branch.branchId,
    date,
    randomUUID(),
    [
      {
        shift: 'all_day',
        total_sales_cents: sales,
        // Exempt of IVA (totals equal): the ratios' base is the sales themselves.
        total_sales_no_iva_cents: sales,
        food_sales_cents: sales,
        covers: 10,
        tables_served: 5,
      },
    ],
    [{ type: 'cash_sales', amount_cents: sales }],
    'Caja',
  );
  for (const call of calls) await sendCall(stack, branch, call);
}

const payroll = (branch: TestBranch, from: string, to: string, cents: number) =>
  captureRecord(stack, branch, 'payroll', {
    period_from: from,
    period_to: to,
    department: 'kitchen',
    amount_cents: cents,
    employees: 3,
  });

const count = (branch: TestBranch, date: string, onHand: number) =>
  captureRecord(stack, branch, 'inventory-counts', tortillaCount(date, onHand));

const readOrganization = (what: 'alerts' | 'comparison') =>
  stack.request('GET', `/api/v1/organization/intelligence/${what}`, {
    headers: { Authorization: `Bearer ${token}` },
    query: PERIOD,
  });

const branchAlerts = async (branch: TestBranch) => {
  const response = await stack.request('GET', '/api/v1/intelligence/alerts', {
    apiKey: branch.apiKey,
    query: { branch_identifier: branch.branchId, ...PERIOD },
  });
  expect(response.status).toBe(200);
  return response.body.data.attributes;
};

/** The organization's alerts, branch by branch, equal each branch's own read; and the comparison's counts. */
async function expectSameAsBranchReads() {
  const response = await readOrganization('alerts');
  expect(response.status).toBe(200);
  const chain = response.body.data.attributes;
  const comparison = (await readOrganization('comparison')).body.data.attributes.branches;
  for (const branch of [centro, norte]) {
    const own = await branchAlerts(branch);
    const ofBranch = chain.alerts
      .filter((alert: any) => alert.branch_identifier === branch.branchId)
      .map(({ branch_identifier: _branch, ...alert }: any) => alert);
    expect(new Set(ofBranch.map((alert: any) => JSON.stringify(alert)))).toEqual(
      new Set(own.alerts.map((alert: any) => JSON.stringify(alert))),
    );
    const row = comparison.find((candidate: any) => candidate.branch_identifier === branch.branchId);
    expect(row).toMatchObject({ critical_alerts: own.critical_count, warning_alerts: own.warning_count });
  }
  return chain;
}

const FAKE = {
  id: '2026-03-02:food_cost_high',
  severity: 'red',
  type: 'food_cost_high',
  title: 'Alerta que ninguna sucursal tiene',
  message: 'Escrita en la caché por la prueba.',
  action: 'Ninguna.',
  created_at: '2026-03-02T02:00:00.000-06:00',
};

/** The period's kept pages of the organization's alerts. */
async function keptPages() {
  const { Items = [] } = await stack.deps.db.send(
    new QueryCommand({
      TableName: stack.deps.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :page)',
      ExpressionAttributeValues: {
        ':pk': keys.organizationAlertCachePartition(organizationId, RANGE.from, RANGE.to),
        ':page': 'PAGE#',
      },
    }),
  );
  return Items;
}

/** Drops the period's kept pages, so the next read merges the branches' entries again. */
async function dropPages() {
  for (const page of await keptPages()) {
    await stack.deps.db.send(
      new DeleteCommand({ TableName: stack.deps.tableName, Key: { pk: page.pk, sk: page.sk } }),
    );
  }
}

/**
 * Rewrites the branch's cached read with one alert no branch has, keeping what it was computed at
 * (and drops the pages, which would answer without reading it).
 */
async function tamper(branch: TestBranch, check: Record<string, unknown> = {}) {
  await dropPages();
  const cached = await readAlertCache<BranchAlertRead['summary'], unknown[]>(
    stack.deps,
    organizationId,
    RANGE,
    {
      detail: true,
    },
  );
  const entry = cached.get(branch.branchId);
  expect(entry, 'a cached read to tamper with').toBeDefined();
  await writeAlertCache(
    stack.deps,
    organizationId,
    branch.branchId,
    {
      check: { ...entry!.check, ...check },
      // Counts no branch has either: the comparison takes them from the summary alone.
      summary: { ...entry!.summary, total_count: 1, critical_count: 7, warning_count: 0, info_count: 0 },
      detail: [FAKE],
    },
    new Date('2026-03-27T18:00:00.000Z'),
  );
}

const fakeShown = async () =>
  ((await readOrganization('alerts')).body.data.attributes.alerts as any[]).some(
    (alert) => alert.title === FAKE.title,
  );

/** Tampers with the branch's entry, makes `write`, and says whether the tampered entry is still used. */
async function stillCachedAfter(branch: TestBranch, write: () => Promise<unknown>) {
  await readOrganization('alerts');
  await tamper(branch);
  expect(await fakeShown(), 'the tampered entry is used before the write').toBe(true);
  const rows = (await readOrganization('comparison')).body.data.attributes.branches;
  expect(rows.find((row: any) => row.branch_identifier === branch.branchId).critical_alerts).toBe(7);
  await write();
  return fakeShown();
}

beforeAll(async () => {
  stack = await startTestStack({ clock, keyCacheTtlMs: 0 });
  centro = await stack.createBranch({ name: 'Centro', plan: 'enterprise' });
  norte = await stack.createBranch({ name: 'Norte', plan: 'enterprise' });
  for (const date of ['2026-03-02', '2026-03-03', '2026-03-04']) {
    await closeDay(centro, date, 100_000);
    await closeDay(norte, date, 80_000);
  }
  await stack.pipeline!.drain();
  // Labor well over the benchmark on Centro's days: its cost alerts. The payroll covers every day
  // the ratios read (the 2nd's trailing week from February 24th, the month to date to the 15th).
  await payroll(centro, '2026-02-24', '2026-03-15', 420_000);

  ({ organizationId, token } = await ownedOrganization(stack, 'Tacos del Centro', [centro, norte]));
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

describe('the organization alert cache', () => {
  it("answers each branch's own alert read, the second time without reading the branches' alerts", async () => {
    const first = await expectSameAsBranchReads();
    expect(first.alerts.some((alert: any) => alert.type === 'labor_cost_high')).toBe(true);
    const cached = await readAlertCache(stack.deps, organizationId, RANGE, { detail: false });
    expect([...cached.keys()].sort()).toEqual([centro.branchId, norte.branchId].sort());

    let second: any;
    const partitions = queriedPartitions(
      await commandsSentDuring(stack.deps.db, async () => {
        second = (await readOrganization('alerts')).body.data.attributes;
      }),
    );
    expect(second).toEqual(first);
    // The organization's branches, then its kept page (a GetItem); none of a branch's alerts, sales
    // or records, nor the branches' entries.
    expect(partitions).toEqual([keys.organizationPartition(organizationId)]);
    // Without the page, one Query of the entries, and still none of the branches' own items.
    await dropPages();
    const merged = queriedPartitions(
      await commandsSentDuring(stack.deps.db, async () => {
        expect((await readOrganization('alerts')).body.data.attributes).toEqual(first);
      }),
    );
    expect(merged).toEqual([
      keys.organizationPartition(organizationId),
      keys.organizationAlertCachePartition(organizationId, RANGE.from, RANGE.to),
    ]);
  });

  it("keeps each page as answered, and answers it again until a branch's write", async () => {
    await dropPages();
    await readOrganization('alerts');
    const [page, ...others] = await keptPages();
    expect(others).toEqual([]);
    // The page rewritten with an alert no branch has, under the same key.
    const kept = JSON.parse(gunzipSync(page!.page).toString('utf8'));
    await stack.deps.db.send(
      new PutCommand({
        TableName: stack.deps.tableName,
        Item: {
          ...page,
          page: gzipSync(
            JSON.stringify({ ...kept, alerts: [{ ...FAKE, branch_identifier: centro.branchId }] }),
          ),
        },
      }),
    );
    expect(await fakeShown()).toBe(true);
    // Another page (another limit) is another key.
    const other = await stack.request('GET', '/api/v1/organization/intelligence/alerts', {
      headers: { Authorization: `Bearer ${token}` },
      query: { ...PERIOD, limit: '50' },
    });
    expect(other.body.data.attributes.alerts.some((alert: any) => alert.title === FAKE.title)).toBe(false);
    // A write in a month the period does not read leaves it; one in the period does not. A purchase
    // can change the cost of every day of a counted interval holding it (counts up to 62 days
    // apart), so "does not read" is more than 62 days after the period's month.
    await capturePurchase(stack, norte, '2026-06-05', [['Res', 'food', 1_000]]);
    expect(await fakeShown()).toBe(true);
    await capturePurchase(stack, norte, '2026-03-06', [['Res', 'food', 1_000]]);
    expect(await fakeShown()).toBe(false);
    await expectSameAsBranchReads();
  });

  it('keeps a read for a week after it was computed', async () => {
    const item = await stack.deps.db.send(
      new GetCommand({
        TableName: stack.deps.tableName,
        Key: keys.organizationAlertCache(organizationId, RANGE.from, RANGE.to, norte.branchId),
      }),
    );
    expect(item.Item?.expires_at).toBe(Math.floor(clock.now().getTime() / 1000) + 7 * 86_400);
  });

  it("computes a branch again after any write that can change its alerts, and keeps the other's", async () => {
    // A purchase of a day of the period.
    expect(
      await stillCachedAfter(centro, () =>
        capturePurchase(stack, centro, '2026-03-03', [['Res', 'food', 90_000]]),
      ),
    ).toBe(false);
    // A payroll entry that began in February and runs into the period.
    expect(await stillCachedAfter(norte, () => payroll(norte, '2026-02-20', '2026-03-05', 200_000))).toBe(
      false,
    );
    // An inventory count, however old: it can open a day or a month, and decides low_stock.
    expect(await stillCachedAfter(centro, () => count(centro, '2026-01-10', 9))).toBe(false);
    // A record deleted.
    const purchase = await capturePurchase(stack, norte, '2026-03-04', [['Pollo', 'food', 10_000]]);
    expect(
      await stillCachedAfter(norte, () =>
        stack.request('DELETE', `/api/v1/backoffice/purchases/${purchase}`, { apiKey: norte.apiKey }),
      ),
    ).toBe(false);
    // A day built.
    expect(
      await stillCachedAfter(centro, async () => {
        await closeDay(centro, '2026-03-05', 20_000);
        await stack.pipeline!.drain();
      }),
    ).toBe(false);
    // An anomaly alert stored by the live rules.
    expect(
      await stillCachedAfter(norte, () =>
        putAnomalyAlert(stack.deps, {
          id: '2026-03-04:void_alert:caja',
          severity: 'yellow',
          type: 'void_alert',
          title: 'Anulación grande',
          message: 'Una anulación de prueba.',
          action: 'Revisa la caja.',
          created_at: '2026-03-05T01:00:00.000Z',
          updated_at: '2026-03-05T01:00:00.000Z',
          branch_id: norte.branchId,
          date: '2026-03-04',
          discriminator: 'caja',
          revision: 1,
          facts: {},
        }),
      ),
    ).toBe(false);
    // The plan (which decides what the read shows).
    expect(await stillCachedAfter(centro, () => setPlan(stack.deps, centro.branchId, 'pro'))).toBe(false);

    // A purchase in a month the period does not read (no counted interval holding it can reach
    // back to March: more than 62 days after it) leaves the entry as it was.
    expect(
      await stillCachedAfter(norte, () =>
        capturePurchase(stack, norte, '2026-06-10', [['Res', 'food', 1_000]]),
      ),
    ).toBe(true);
    // Another code version's entry, or another time zone's, is never used.
    await tamper(norte, { code: 'another-version' });
    expect(await fakeShown()).toBe(false);
    await tamper(norte, { timezone: 'America/Cancun' });
    expect(await fakeShown()).toBe(false);
    await expectSameAsBranchReads();
  });

  it('computes a read for the cache with consistent reads only', async () => {
    await readOrganization('alerts');
    await payroll(centro, '2026-03-11', '2026-03-12', 10_000);
    const sent = await commandsSentDuring(stack.deps.db, async () =>
      expect((await readOrganization('alerts')).status).toBe(200),
    );
    const reads = sent.flatMap(({ name, input }) => {
      if (name === 'QueryCommand') {
        return [
          { pk: String(input.ExpressionAttributeValues?.[':pk']), consistent: input.ConsistentRead === true },
        ];
      }
      if (name === 'GetCommand')
        return [{ pk: String(input.Key?.pk), consistent: input.ConsistentRead === true }];
      if (name !== 'BatchGetCommand') return [];
      return (Object.values(input.RequestItems ?? {}) as any[]).flatMap((table) =>
        (table.Keys as any[]).map((key) => ({
          pk: String(key.pk),
          consistent: table.ConsistentRead === true,
        })),
      );
    });
    const ofCentro = reads.filter((read) => read.pk.startsWith(`BRANCH#${centro.branchId}`));
    // Its alerts, sales and records were read (it was computed again), every one consistently.
    expect(ofCentro.some((read) => read.pk === keys.alertPartition(centro.branchId))).toBe(true);
    expect(ofCentro.filter((read) => !read.consistent)).toEqual([]);
    // Norte was not computed: only its revisions (and profile) were read.
    expect(reads.some((read) => read.pk === keys.alertPartition(norte.branchId))).toBe(false);
  });
});
