/**
 * A chain read as one, on the local stack: an organization of three branches (Mexico City and
 * Tijuana on the enterprise plan, a starter branch without the costs module) read with a member's
 * access token from the local issuer (authorization code + PKCE, as the dashboard signs in). Sums
 * add, ratios are computed from the sums, each branch reads its own business days, and a branch
 * left out is named with its reason.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putAnomalyAlert } from '#shared/storage/anomaly-store.ts';
import { sendCall, smallDayCalls } from '../support/calls.ts';
import { ownedOrganization } from '../support/organizations.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

// Friday 2026-03-06 23:30 in Tijuana (UTC−8), already Saturday 01:30 in Mexico City (UTC−6).
const clock = manualClock('2026-03-07T07:30:00.000Z');
let stack: TestStack;
let centro: TestBranch;
let tijuana: TestBranch;
let starter: TestBranch;
let organizationId: string;
let token: string;
const WEEK = { date_from: '2026-03-02', date_to: '2026-03-08' };

const read = (what: string, query: Record<string, string> = WEEK, bearer = token) =>
  stack.request('GET', `/api/v1/organization/intelligence/${what}`, {
    headers: { Authorization: `Bearer ${bearer}` },
    query,
  });

async function closeDay(branch: TestBranch, date: string, sales: number, covers: number, tables: number) {
  const calls = smallDayCalls(
    branch.branchId,
    date,
    randomUUID(),
    [{ shift: 'all_day', total_sales_cents: sales, covers, tables_served: tables }],
    [
      { type: 'cash_sales', amount_cents: sales / 2 },
      { type: 'card_sales', amount_cents: sales / 2 },
    ],
    'Caja',
  );
  for (const call of calls) await sendCall(stack, branch, call);
}

beforeAll(async () => {
  stack = await startTestStack({ clock, keyCacheTtlMs: 0 });
  // The business day turns over at midnight, so the two zones are on different dates now.
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
  starter = await stack.createBranch({ name: 'Xalapa', plan: 'starter', timezone: 'America/Mexico_City' });
  const outsider = await stack.createBranch({ name: 'Ajena' });
  await closeDay(centro, '2026-03-06', 380000, 40, 20);
  await closeDay(tijuana, '2026-03-06', 120000, 10, 5);
  await closeDay(outsider, '2026-03-06', 990000, 99, 9);
  await stack.pipeline!.drain();
  // Alerts in both zones, stored as the live rules store them: each branch's own, at its offset.
  const raised: [TestBranch, string, 'red' | 'yellow' | 'blue', string][] = [
    [centro, '2026-03-05', 'red', '2026-03-05T20:00:00.000-06:00'],
    [centro, '2026-03-06', 'yellow', '2026-03-06T21:00:00.000-06:00'],
    [centro, '2026-03-04', 'blue', '2026-03-04T12:00:00.000-06:00'],
    [tijuana, '2026-03-05', 'red', '2026-03-05T19:00:00.000-08:00'],
    [tijuana, '2026-03-06', 'yellow', '2026-03-06T19:00:00.000-08:00'],
  ];
  for (const [branch, date, severity, at] of raised) {
    await putAnomalyAlert(stack.deps, {
      id: `${date}:void_alert:caja`,
      severity,
      type: 'void_alert',
      title: 'Anulación grande',
      message: 'Una anulación de prueba.',
      action: 'Revisa la caja.',
      created_at: at,
      updated_at: at,
      branch_id: branch.branchId,
      date,
      discriminator: 'caja',
      revision: 1,
      facts: {},
    });
  }

  ({ organizationId, token } = await ownedOrganization(stack, 'Tacos del Norte', [centro, tijuana, starter]));
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

describe('organization reads', () => {
  it('sales summary: sums add, the ticket is the sum over the summed tables, not an average', async () => {
    const response = await read('sales-summary');
    expect(response.status).toBe(200);
    const { attributes, meta } = response.body.data;
    expect(response.body.data.type).toBe('organization_sales_summary');
    expect(attributes.total_sales_cents).toBe(500000);
    expect(attributes.covers_total).toBe(50);
    expect(attributes.tables_served_total).toBe(25);
    // 500,000 / 25 = 20,000 (the average of the branches' tickets, 19,000 and 24,000, would be 21,500).
    expect(attributes.avg_ticket_cents).toBe(20000);
    expect(meta.organization_id).toBe(organizationId);
    expect(meta.period).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    const byId = Object.fromEntries(meta.branches.map((branch: any) => [branch.branch_identifier, branch]));
    expect(Object.keys(byId).sort()).toEqual([centro.branchId, tijuana.branchId, starter.branchId].sort());
    expect(byId[centro.branchId]).toMatchObject({
      included: true,
      reason: null,
      timezone: 'America/Mexico_City',
    });
    expect(byId[starter.branchId]).toMatchObject({ included: false, reason: 'no_data' });
  });

  it("a period shortcut is each branch's own business day", async () => {
    const response = await read('sales-summary', { period: 'today' });
    expect(response.status).toBe(200);
    const { attributes, meta } = response.body.data;
    const byId = Object.fromEntries(meta.branches.map((branch: any) => [branch.branch_identifier, branch]));
    // 01:30 on Saturday in Mexico City: its today has no closed day; 23:30 on Friday in Tijuana.
    expect(byId[centro.branchId]).toMatchObject({
      period: { from: '2026-03-07', to: '2026-03-07' },
      reason: 'no_data',
    });
    expect(byId[tijuana.branchId]).toMatchObject({
      period: { from: '2026-03-06', to: '2026-03-06' },
      included: true,
    });
    expect(meta.period).toEqual({ from: '2026-03-06', to: '2026-03-07' });
    expect(attributes.total_sales_cents).toBe(120000);
    expect(attributes.avg_ticket_cents).toBe(24000);
  });

  it('P&L: a branch without the costs module is left out and named; missing captures per branch', async () => {
    const response = await read('pnl');
    expect(response.status).toBe(200);
    const { attributes, meta } = response.body.data;
    const byId = Object.fromEntries(meta.branches.map((branch: any) => [branch.branch_identifier, branch]));
    expect(byId[starter.branchId]).toMatchObject({ included: false, reason: 'plan_module_missing' });
    expect(byId[centro.branchId].missing).toContain('sales_by_category');
    // No branch reported sales by category: the chain's statement cannot be drawn (null, not 0).
    expect(attributes.ventas.total_net_sales_cents).toBeNull();
    expect(attributes.ebitda.ebitda_cents).toBeNull();
  });

  it("KPIs: the ticket from the chain's summed sales and tables", async () => {
    const response = await read('kpis');
    expect(response.status).toBe(200);
    const ticket = response.body.data.attributes.kpis.find((kpi: any) => kpi.key === 'avg_ticket_cents');
    expect(ticket.value).toBe(20000);
  });

  it('alerts: every branch of the organization, counted together, in one order', async () => {
    const response = await read('alerts');
    expect(response.status).toBe(200);
    const { attributes, meta } = response.body.data;
    const branchesOf = new Set(attributes.alerts.map((alert: any) => alert.branch_identifier));
    expect([...branchesOf].sort()).toEqual([centro.branchId, tijuana.branchId].sort());
    expect(attributes.total_count).toBe(attributes.alerts.length);
    expect(attributes.critical_count + attributes.warning_count + attributes.info_count).toBe(
      attributes.total_count,
    );
    expect(meta).toMatchObject({ count: attributes.total_count, limit: 100, next_cursor: null });
    // Red first, then newest first by instant (the branches' offsets differ).
    const rank = { red: 0, yellow: 1, blue: 2 } as Record<string, number>;
    const places = attributes.alerts.map((alert: any) => [
      rank[alert.severity],
      -Date.parse(alert.created_at),
    ]);
    const sorted = [...places].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(places).toEqual(sorted);
  });

  it('alerts: a page at a time with limit and cursor, in JSON and CSV; the counts are the whole period', async () => {
    const whole = (await read('alerts')).body.data.attributes;
    expect(whole.total_count).toBeGreaterThan(2);
    const pages: any[] = [];
    let cursor: string | null = null;
    do {
      const response = await read('alerts', { ...WEEK, limit: '2', ...(cursor === null ? {} : { cursor }) });
      expect(response.status).toBe(200);
      const { attributes, meta } = response.body.data;
      expect(attributes.total_count).toBe(whole.total_count);
      expect(meta.count).toBe(attributes.alerts.length);
      pages.push(...attributes.alerts);
      cursor = meta.next_cursor;
    } while (cursor !== null);
    expect(pages).toEqual(whole.alerts);

    const csv = await read('alerts', { ...WEEK, limit: '1', format: 'csv' });
    expect(csv.status).toBe(200);
    const next = csv.headers.get('x-next-cursor');
    expect(next).toBeTruthy();
    const second = await read('alerts', { ...WEEK, limit: '1', cursor: next! });
    expect(second.body.data.attributes.alerts).toEqual([whole.alerts[1]]);

    const refusals: Record<string, string>[] = [
      { limit: '0' },
      { limit: '501' },
      { cursor: 'no-es-un-cursor' },
    ];
    for (const query of refusals) {
      const refused = await read('alerts', { ...WEEK, ...query });
      expect(refused.status).toBe(422);
      expect(refused.body.error.field).toBe(`query.${Object.keys(query)[0]}`);
    }
  });

  it('comparison: one row per branch with its share of the sales; CSV too', async () => {
    const response = await read('comparison');
    expect(response.status).toBe(200);
    const rows = response.body.data.attributes.branches;
    expect(rows.map((row: any) => row.name)).toEqual(['Centro', 'Tijuana', 'Xalapa']);
    expect(rows[0]).toMatchObject({
      total_sales_cents: 380000,
      avg_ticket_cents: 19000,
      share_of_sales_pct: 76,
    });
    expect(rows[1]).toMatchObject({
      total_sales_cents: 120000,
      avg_ticket_cents: 24000,
      share_of_sales_pct: 24,
    });
    expect(rows[2]).toMatchObject({ included: false, reason: 'no_data', share_of_sales_pct: null });

    const csv = await read('comparison', { ...WEEK, format: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="organization-comparison-${organizationId}-2026-03-02_2026-03-08.csv"`,
    );
    const lines = (csv.body as string).slice(1).split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(
      `${centro.branchId},Centro,America/Mexico_City,2026-03-02,2026-03-08,true,,3800.00,380000,76`,
    );
  });

  it('takes a member token only: an API key is refused, no token is 401, a query error is 422', async () => {
    const withKey = await stack.request('GET', '/api/v1/organization/intelligence/sales-summary', {
      apiKey: centro.apiKey,
      query: WEEK,
    });
    expect(withKey.status).toBe(403);
    expect(withKey.body.error.message).toMatch(/organization member/);
    const anonymous = await stack.request('GET', '/api/v1/organization/intelligence/sales-summary', {
      query: WEEK,
    });
    expect(anonymous.status).toBe(401);
    const badRange = await read('sales-summary', { date_from: '2026-03-08', date_to: '2026-03-01' });
    expect(badRange.status).toBe(422);
  });

  it("a member of another organization reads only that organization's branches", async () => {
    const other = await ownedOrganization(stack, 'Otra', []);
    const response = await read('sales-summary', WEEK, other.token);
    expect(response.status).toBe(200);
    expect(response.body.data.attributes.total_sales_cents).toBe(0);
    expect(response.body.data.meta.branches).toEqual([]);
  });
});
