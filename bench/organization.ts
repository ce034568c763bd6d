/**
 * Bench: a chain's year read as one (docs/organizations.md). An organization of 50 branches and one
 * of a single branch, each branch with the same calendar year 2025 of closed days (day cubes built
 * by `buildDayCubes`, their snapshot markers, monthly roll-ups by the aggregator's
 * `rebuildMonthRollups`), seeded for the first branch and copied item for item to the others, and
 * its own year of the back office's cost records (weekly purchases, monthly expenses, fortnightly
 * payroll, month-end counts; amounts varied by branch); then the organizations' month roll-ups,
 * `costs` months and merged months filled by the operator's backfill (`rebuildOrganizationRollups`,
 * as `admin -- organization rollups rebuild`), read with a member's token through the local API: GET
 * /api/v1/organization/intelligence/{sales-summary,pnl,kpis,comparison,alerts} for 2025-01-01 …
 * 2025-12-31 (the alerts: their first page, and every page). Reported: p50/p95 of each, and the ratio of the 50-branch read to the one-branch read
 * (the issue's goal: within 2×). The sales, cash and cost figures come from the organization's
 * month items; each branch's alert read from the organization alert cache (timed warm, and as the
 * first read after a write to one branch, which computes that branch's again).
 *
 * `npm run bench -- organization` runs it.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { qualifiedScope } from '#shared/domain/access.ts';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import type { CubeName } from '#shared/domain/analytics/cubes.ts';
import type { CatalogItemInput } from '#shared/domain/analytics/inputs.ts';
import { datesInRange } from '#shared/domain/analytics/period.ts';
import { monthBounds, ROLLUP_CUBES } from '#shared/domain/analytics/rollups.ts';
import { bumpAlertRevisions } from '#shared/storage/alert-cache-store.ts';
import { type BackofficeRecord, recordWrites } from '#shared/storage/backoffice-store.ts';
import { batchWriteAll } from '#shared/storage/batch-write.ts';
import { queryAll } from '#shared/storage/db.ts';
import { keys } from '#shared/storage/keys.ts';
import { attachBranch, createOrganization } from '#shared/storage/organization-store.ts';
import {
  rebuildOrganizationRollups,
  refreshOrganizationCostMonth,
} from '#shared/use-cases/pipeline/organization-rollups.ts';
import { rebuildMonthRollups } from '#shared/use-cases/pipeline/rollups.ts';
import { LOCAL_DASHBOARD_CLIENT_ID } from '../local/oidc-issuer.ts';
import type { LocalStack } from '../local/stack.ts';
import { line } from '../test/fixtures/costs-month.ts';
import {
  type BenchBranch,
  type BenchSuite,
  type BenchTable,
  type CapacityMeter,
  createBenchBranch,
  inBatches,
  iterations,
  measurePair,
  meterCapacity,
  type PairTiming,
  pairColumns,
  storeBuiltDay,
  sumCapacity,
  syntheticDay,
  withBenchStack,
} from './harness.ts';

const YEAR = { from: '2025-01-01', to: '2025-12-31' };
const CHAIN_SIZE = 50;
const READS = ['sales-summary', 'pnl', 'kpis', 'comparison', 'alerts'] as const;
/** The reads that take each branch's alert read from the organization alert cache. */
const ALERT_READS = ['comparison', 'alerts'] as const;

const menu: CatalogItemInput[] = Array.from({ length: 20 }, (_, index) => ({
  name: `Platillo ${index + 1}`,
  item_sku: `P-${index + 1}`,
  category: 'Comida',
  category_type: 'food',
  unit_price_cents: 9_000 + index * 500,
  unit_cost_cents: 3_000,
  status: 'active',
}));

/** The year's day cubes of one branch (a week of templates repeated), then its twelve roll-ups. */
async function seedYear(stack: LocalStack, branchId: string): Promise<void> {
  const dates = datesInRange(YEAR);
  const templates = dates.slice(0, 7).map((date) =>
    buildDayCubes(
      syntheticDay({
        branchId,
        date,
        catalog: menu,
        lines: menu.map((item, index) => ({
          item,
          quantity: 1 + (index % 3),
          discount_cents: 0,
          waiter_name: index % 2 === 0 ? 'Ana' : 'Beto',
          ordered_at: `${date}T${String(13 + (index % 9)).padStart(2, '0')}:00:00-06:00`,
        })),
        tables: 30,
        covers: 80,
        payments: true,
        extraSummaries: () => [],
      }),
    ),
  );
  const builtAt = new Date().toISOString();
  await inBatches(dates, 8, async (date, index) => {
    const template = templates[index % templates.length]!;
    const cubes = Object.fromEntries(ROLLUP_CUBES.map((name) => [name, { ...template[name], date }]));
    // With its snapshot marker, as the aggregator leaves every built day.
    await storeBuiltDay(stack, branchId, date, cubes as Record<CubeName, unknown>, builtAt);
  });
  for (const month of new Set(dates.map((date) => date.slice(0, 7)))) {
    await rebuildMonthRollups(stack.deps, branchId, `${month}-01`);
  }
}

/** The seeded week's food sales without IVA: 20 dishes at $90–$185, 1–3 of each a day, 7 days. */
const WEEK_FOOD_SALES_CENTS =
  (7 * menu.reduce((sum, item, index) => sum + (item.unit_price_cents ?? 0) * (1 + (index % 3)), 0)) / 1.16;
/** Each month's food purchases as a share of food sales, in turn: one month in four over 30 %. */
const FOOD_COST_BY_MONTH = [0.26, 0.27, 0.33, 0.27];

/**
 * A year of the branch's cost records, as the back office stores them: a purchase every week (food
 * and bar), rent and utilities every month, two payroll entries a fortnight (kitchen and floor),
 * and a count at every month's end. Amounts are a taquería's shares of the seeded week's food sales
 * (WEEK_FOOD_SALES_CENTS), food cost moving month by month between 26 and 33 %, so some windows
 * raise cost alerts and "every page" of the alerts has pages to follow. Every amount is scaled by
 * the branch's `variant` (0.2 % a step: the 50th spends 9.8 % more on the same sales), so no two
 * branches' months are alike: copies of one branch would compress as no real chain does.
 */
async function seedRecords(stack: LocalStack, branchId: string, variant: number): Promise<void> {
  const cents = (amount: number) => Math.round(amount * (1 + variant * 0.002));
  const records: Array<{ resource: string; date: string; record: BackofficeRecord }> = [];
  const record = (resource: string, date: string, members: Record<string, unknown>) =>
    records.push({
      resource,
      date,
      record: { id: randomUUID(), created_at: `${date}T20:00:00.000Z`, ...members },
    });
  const lot = (ingredient: string, type: Parameters<typeof line>[1], cents: number) =>
    line(ingredient, type, 1, 'lote', cents, cents);
  for (const [index, date] of datesInRange(YEAR).entries()) {
    if (index % 7 === 0) {
      record('purchases', date, {
        date,
        supplier_name: 'Central de abastos',
        paid_with: 'transfer',
        lines: [
          lot(
            'Carne',
            'food',
            cents(WEEK_FOOD_SALES_CENTS * FOOD_COST_BY_MONTH[Number(date.slice(5, 7)) % 4]!),
          ),
          lot('Mezcal', 'bar', cents(40_000)),
        ],
      });
    }
    const [, , day] = date.split('-');
    const monthEnd = monthBounds(date.slice(0, 7)).to;
    if (day === '01' || day === '16') {
      const periodTo = day === '01' ? `${date.slice(0, 8)}15` : monthEnd;
      for (const department of ['kitchen', 'floor']) {
        record('payroll', date, {
          period_from: date,
          period_to: periodTo,
          department,
          amount_cents: cents(department === 'kitchen' ? 900_000 : 850_000),
          employees: 4,
        });
      }
    }
    if (day === '01') {
      record('expenses', date, {
        date,
        category: 'rent',
        amount_cents: cents(2_500_000),
        paid_with: 'transfer',
      });
      record('expenses', date, {
        date,
        category: 'utilities',
        amount_cents: cents(600_000),
        paid_with: 'card',
      });
    }
    if (date === monthEnd) {
      record('inventory-counts', date, {
        date,
        items: [
          {
            ingredient: 'Carne',
            unit: 'kg',
            on_hand: 20 + ((index + variant) % 5),
            minimum: 0,
            unit_cost_cents: cents(20_000),
            category_type: 'food',
          },
        ],
      });
    }
  }
  await inBatches(records, 8, ({ resource, date, record: stored }) =>
    stack.deps.db.send(
      new TransactWriteCommand({
        TransactItems: recordWrites(stack.deps, branchId, resource, stored, { date }),
      }),
    ),
  );
}

/** The partitions of a branch's days here, by the partition key of a branch. */
const seededPartitions = (branchId: string) => [
  keys.cubePartition(branchId, 'sales'),
  keys.snapshotPartition(branchId),
  ...ROLLUP_CUBES.map((cube) => keys.cubeRollupPartition(branchId, cube)),
];

/**
 * The first branch's year of days (its sales day cubes and roll-ups), stored again under another
 * branch: same bytes, same dates. Only the sales day cubes are copied: they are the ones the
 * organization reads take from days (the cost alerts' days, a part without its days' choice).
 */
async function copyBranchYear(stack: LocalStack, from: string, to: string): Promise<void> {
  const targets = seededPartitions(to);
  for (const [index, pk] of seededPartitions(from).entries()) {
    const items = await queryAll(stack.deps, {
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    });
    const requests = items.map((item) => ({
      PutRequest: {
        Item: { ...item, pk: targets[index]!, ...('branch_id' in item ? { branch_id: to } : {}) },
      },
    }));
    await batchWriteAll(stack.deps, requests, `bench copy of ${pk}`);
  }
}

/** A member's access token from the local issuer (authorization code + PKCE, as the dashboard). */
async function memberToken(stack: LocalStack): Promise<{ token: string; sub: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = 'http://127.0.0.1:5173/callback';
  const params = {
    response_type: 'code',
    client_id: LOCAL_DASHBOARD_CLIENT_ID,
    redirect_uri: redirectUri,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'bench',
    scope: ['openid', 'email', qualifiedScope('intelligence.read')].join(' '),
  };
  const email = `bench-${randomUUID()}@example.mx`;
  const submitted = await fetch(`${stack.url}/oauth2/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...params, email, password: 'correct horse', action: 'signup' }).toString(),
  });
  const location = submitted.headers.get('location');
  if (location === null) throw new Error(`sign-in answered ${submitted.status}: ${await submitted.text()}`);
  const code = new URL(location).searchParams.get('code')!;
  const tokens = await fetch(`${stack.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: LOCAL_DASHBOARD_CLIENT_ID,
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }).toString(),
  });
  const { access_token: token } = (await tokens.json()) as { access_token: string };
  const info = await fetch(`${stack.url}/oauth2/userInfo`, { headers: { Authorization: `Bearer ${token}` } });
  return { token, sub: ((await info.json()) as { sub: string }).sub };
}

/** An organization of `branchIds` with a fresh owner, its month roll-ups filled; the owner's token. */
async function organizationOf(
  stack: LocalStack,
  name: string,
  branchIds: readonly string[],
): Promise<{ token: string; organizationId: string }> {
  const { token, sub } = await memberToken(stack);
  const organizationId = randomUUID();
  await createOrganization(
    stack.deps,
    { organization_id: organizationId, name, created_at: new Date().toISOString() },
    { user_sub: sub },
  );
  for (const branchId of branchIds) await attachBranch(stack.deps, organizationId, branchId);
  // The branches were attached with their year built: the backfill copies it into the organization.
  await rebuildOrganizationRollups(stack.deps, organizationId);
  return { token, organizationId };
}

/**
 * What a branch's writes cost its organization, in capacity units as DynamoDB Local reports them:
 * a build's month roll-ups (the branch's own and, through them, its parts of the organization's
 * sales and cash months and their merges), and a cost record's refresh of the organization's
 * `costdays` and `costs` months (`refreshOrganizationCostMonth`, run after every record of the
 * month). DynamoDB Local reports a transactional write as AWS charges it, 2 units a KB.
 */
async function meteredWrites(
  stack: LocalStack,
  meter: CapacityMeter,
  chain: { label: string; organizationId: string; branchId: string },
) {
  const operations: Array<[string, () => Promise<unknown>]> = [
    [
      'a build: month roll-ups and parts',
      () => rebuildMonthRollups(stack.deps, chain.branchId, '2025-06-15'),
    ],
    [
      "a cost record's refresh",
      () => refreshOrganizationCostMonth(stack.deps, chain.organizationId, chain.branchId, '2025-06'),
    ],
  ];
  const rows = [];
  for (const [operation, write] of operations) {
    meter.take();
    await write();
    const units = meter.take();
    const total = sumCapacity(units);
    rows.push({
      operation,
      organization: chain.label,
      calls: total.calls,
      read_units: Number(total.readUnits.toFixed(1)),
      write_units: Number(total.writeUnits.toFixed(1)),
    });
  }
  return rows;
}

/** One read of the year (the alerts: their first page); the answer's body and its size in bytes. */
async function readOrganizationSized(
  stack: LocalStack,
  token: string,
  read: string,
  to = YEAR.to,
  page: Record<string, string> = {},
): Promise<{ body: unknown; bytes: number }> {
  const url = new URL(`/api/v1/organization/intelligence/${read}`, stack.url);
  url.search = new URLSearchParams({ date_from: YEAR.from, date_to: to, ...page }).toString();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${read} answered ${response.status}: ${text}`);
  return { body: JSON.parse(text), bytes: Buffer.byteLength(text, 'utf8') };
}

const readOrganization = async (...args: Parameters<typeof readOrganizationSized>) =>
  (await readOrganizationSized(...args)).body;

/** Every page of the year's alerts, 500 at a time, following the cursor; how many alerts, and their JSON's bytes. */
async function readEveryAlertPage(
  stack: LocalStack,
  token: string,
): Promise<{ listed: number; bytes: number }> {
  let listed = 0;
  let bytes = 0;
  let cursor: string | null = null;
  do {
    const page = await readOrganizationSized(stack, token, 'alerts', YEAR.to, {
      limit: '500',
      ...(cursor === null ? {} : { cursor }),
    });
    const body = page.body as {
      data: { attributes: { alerts: unknown[] }; meta: { next_cursor: string | null } };
    };
    listed += body.data.attributes.alerts.length;
    bytes += page.bytes;
    cursor = body.data.meta.next_cursor;
  } while (cursor !== null);
  return { listed, bytes };
}

interface Seeded {
  /** The chain's branches; the first is the one seeded, the others hold copies of its days. */
  branches: BenchBranch[];
  /** The one-branch organization's branch. */
  solo: BenchBranch;
  chain: { token: string; organizationId: string };
  single: { token: string; organizationId: string };
}

/** CHAIN_SIZE branches and a lone one, their year of days and records, and their two organizations. */
async function seedOrganizations(stack: LocalStack, log: (line: string) => void): Promise<Seeded> {
  const branches: BenchBranch[] = [];
  for (let index = 0; index < CHAIN_SIZE; index++) {
    branches.push(await createBenchBranch(stack, `Sucursal ${index + 1}`));
  }
  log(`seeding 2025 for one branch, copying its days to ${CHAIN_SIZE - 1} more, and every branch's records`);
  await seedYear(stack, branches[0]!.branchId);
  await inBatches(branches.slice(1), 4, (branch) =>
    copyBranchYear(stack, branches[0]!.branchId, branch.branchId),
  );
  const solo = await createBenchBranch(stack, 'Sola');
  await copyBranchYear(stack, branches[0]!.branchId, solo.branchId);
  await inBatches([solo, ...branches], 2, (branch, index) =>
    seedRecords(stack, branch.branchId, Math.max(0, index - 1)),
  );
  const chain = await organizationOf(
    stack,
    'Cadena',
    branches.map((branch) => branch.branchId),
  );
  const single = await organizationOf(stack, 'Una sucursal', [solo.branchId]);
  return { branches, solo, chain, single };
}

/** meteredWrites of the chain's second branch and of the lone one. */
async function meterBothOrganizations(stack: LocalStack, { branches, solo, chain, single }: Seeded) {
  const meter = meterCapacity(stack.deps.db);
  const writes = [
    ...(await meteredWrites(stack, meter, {
      label: `${CHAIN_SIZE} branches`,
      organizationId: chain.organizationId,
      branchId: branches[1]!.branchId,
    })),
    ...(await meteredWrites(stack, meter, {
      label: 'one branch',
      organizationId: single.organizationId,
      branchId: solo.branchId,
    })),
  ];
  meter.remove();
  return writes;
}

type Row = BenchTable['rows'][number];

const pairRow = (read: string, pair: PairTiming): Row => ({
  read,
  branches: CHAIN_SIZE,
  ...pairColumns(pair, `${CHAIN_SIZE}_branches`, 'one_branch'),
});

/** Each of READS of the year, warm, and every page of the alerts: the chain's against the lone branch's. */
async function timeWarmReads(stack: LocalStack, seeded: Seeded, scale: number, log: (line: string) => void) {
  const { chain, single } = seeded;
  const rows: Row[] = [];
  for (const read of READS) {
    log(`timing ${read}`);
    const pair = await measurePair(
      () => readOrganization(stack, chain.token, read),
      () => readOrganization(stack, single.token, read),
      { iterations: iterations(20, { scale }), warmup: 3 },
    );
    rows.push(pairRow(read, pair));
  }
  const [chainPages, singlePages] = [
    await readEveryAlertPage(stack, chain.token),
    await readEveryAlertPage(stack, single.token),
  ];
  const listed = [chainPages.listed, singlePages.listed];
  // The answers' JSON, every page together: what a client reading the whole year downloads.
  const size = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
  log(`timing every page of the alerts (${listed[0]} and ${listed[1]} alerts, 500 a page)`);
  const pair = await measurePair(
    () => readEveryAlertPage(stack, chain.token),
    () => readEveryAlertPage(stack, single.token),
    { iterations: iterations(10, { scale }), warmup: 2 },
  );
  rows.push(
    pairRow(
      `alerts, every page (${listed[0]} alerts against ${listed[1]}, 500 a page; ${size(chainPages.bytes)} of JSON against ${size(singlePages.bytes)})`,
      pair,
    ),
  );
  return rows;
}

/**
 * The first read after a write to one branch (a purchase's revision bump, in June): that branch's
 * alert read is computed again and kept, the others' are taken from the cache.
 */
async function timeReadsAfterWrite(
  stack: LocalStack,
  seeded: Seeded,
  scale: number,
  log: (line: string) => void,
) {
  const rows: Row[] = [];
  for (const read of ALERT_READS) {
    log(`timing ${read} after one branch's write`);
    const afterWrite = (branchId: string, token: string) => async () => {
      await bumpAlertRevisions(stack.deps, branchId, { months: ['2025-06'] });
      await readOrganization(stack, token, read);
    };
    const pair = await measurePair(
      afterWrite(seeded.branches[1]!.branchId, seeded.chain.token),
      afterWrite(seeded.solo.branchId, seeded.single.token),
      { iterations: iterations(20, { scale }), warmup: 3 },
    );
    rows.push(pairRow(`${read}, after one branch's write`, pair));
  }
  return rows;
}

/**
 * A period never read before (each read ends a day earlier): every branch's alert read is
 * computed and kept, as after a deploy.
 */
async function timeFirstReads(stack: LocalStack, seeded: Seeded, scale: number, log: (line: string) => void) {
  const rows: Row[] = [];
  for (const [index, read] of ALERT_READS.entries()) {
    log(`timing ${read} of a period read for the first time`);
    // Periods of each read's own: the two reads share the cache.
    const last = index === 0 ? YEAR.to : '2025-11-30';
    const chainEnds = datesInRange({ from: '2025-06-01', to: last }).reverse();
    const ends = { chain: chainEnds, single: [...chainEnds] };
    const pair = await measurePair(
      () => readOrganization(stack, seeded.chain.token, read, ends.chain.shift()),
      () => readOrganization(stack, seeded.single.token, read, ends.single.shift()),
      { iterations: iterations(10, { scale }), warmup: 1 },
    );
    rows.push(pairRow(`${read}, a period read for the first time`, pair));
  }
  return rows;
}

function organizationTables(rows: Row[], writes: Row[]): BenchTable[] {
  return [
    {
      title: `Organization reads of a year (${YEAR.from} … ${YEAR.to}): ${CHAIN_SIZE} branches against one`,
      rows,
      notes: [
        "The alerts are listed a page at a time (docs/organizations.md#alerts-a-page-at-a-time): the row 'alerts' is the first page (100 alerts, the default); 'every page' follows the cursor through the whole year, 500 a page.",
        "Each branch holds the same year of closed days (with their snapshot markers) and its own year of cost records (the first branch's amounts scaled by 0.2 % a branch); the sales, cash and cost figures come from the organization's month items (one Query per cube, one for the costs months and one for their pending markers); each branch's alert read from the organization alert cache (its revisions, one BatchGetItem; the cache, one Query).",
        "The rows 'after one branch's write' bump one branch's alert revisions (as a purchase does) before each read, and include that UpdateItem: the read computes that branch's alert read again, with consistent reads, and stores it. The rows 'a period read for the first time' end each read a day earlier (from 2025-12-31 for the comparison, from 2025-11-30 for the alerts): every branch is computed and stored, as on a deploy's first read.",
        `ratio = the ${CHAIN_SIZE}-branch read's p50 / the one-branch read's p50 (goal: ≤ 2).`,
      ],
    },
    {
      title: `What a branch's writes cost its organization (capacity units, DynamoDB Local): ${CHAIN_SIZE} branches against one`,
      rows: writes,
      notes: [
        "A build's row includes the branch's own month roll-ups, the same in both organizations: the difference is what the organization's size adds.",
        'DynamoDB Local reports a transactional write as AWS charges it (2 units a KB), so the units are the bill.',
      ],
    },
  ];
}

export const organizationSuite: BenchSuite = {
  name: 'organization',
  description: `a ${CHAIN_SIZE}-branch organization's year read as one, against a one-branch organization's`,
  async run({ endpoint, log, scale }) {
    return withBenchStack(endpoint, 'organization', {}, async (stack) => {
      const seeded = await seedOrganizations(stack, log);
      log("metering what a branch's writes cost each organization");
      const writes = await meterBothOrganizations(stack, seeded);
      const rows = [
        ...(await timeWarmReads(stack, seeded, scale, log)),
        ...(await timeReadsAfterWrite(stack, seeded, scale, log)),
        ...(await timeFirstReads(stack, seeded, scale, log)),
      ];
      return organizationTables(rows, writes);
    });
  },
};
