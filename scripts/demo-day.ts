/**
 * Sends the realistic end-of-day fixture (test/fixtures/end-of-day.ts: categories, catalog, the
 * spec's six-call zout sequence for 2026-03-06) to a running service, the way a POS would, then
 * waits for the day's snapshot and prints a few headline numbers with the URLs to explore.
 *
 *   npm run --silent demo-day -- --key svc_test_… --branch <uuid> [--url http://127.0.0.1:3000]
 *
 * The idempotency keys are the fixture's own, so running it twice replays instead of doubling.
 */
import { parseArgs } from 'node:util';
import { BUSINESS_DATE, endOfDayCalls, type FixtureCall, setupCalls } from '../test/fixtures/end-of-day.ts';

const USAGE = 'usage: demo-day --key API_KEY --branch BRANCH_UUID [--url http://127.0.0.1:3000]';
const SNAPSHOT_WAIT_MS = 15_000;

let values: { key?: string; branch?: string; url?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      key: { type: 'string' },
      branch: { type: 'string' },
      url: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  console.error(`demo-day: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.key || !values.branch) {
  console.error(USAGE);
  process.exit(2);
}
const apiKey = values.key;
const branchId = values.branch.toLowerCase();
const baseUrl = values.url ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

async function send(call: FixtureCall): Promise<void> {
  const response = await fetch(new URL(call.path, baseUrl), {
    method: 'POST',
    headers: {
      'X-API-Key': apiKey,
      'Content-Type': 'application/json',
      'X-Idempotency-Key': call.idempotencyKey,
    },
    body: JSON.stringify(call.body),
  });
  const body = (await response.json()) as {
    data?: { type: string };
    error?: { code: string; message: string };
  };
  const replayed = response.headers.get('x-idempotent-replayed') === 'true' ? ' (replayed)' : '';
  if (!response.ok)
    throw new Error(`${call.path} → ${response.status} ${body.error?.code}: ${body.error?.message}`);
  console.log(`${response.status} ${call.path}${replayed}`);
}

interface ReadBody<Attributes> {
  data: { attributes: Attributes; meta: { snapshot_date: string | null } };
}

async function read<Attributes>(path: string): Promise<ReadBody<Attributes>> {
  const url = new URL(`/api/v1/intelligence/${path}`, baseUrl);
  url.search = new URLSearchParams({
    branch_identifier: branchId,
    date_from: BUSINESS_DATE,
    date_to: BUSINESS_DATE,
  }).toString();
  const response = await fetch(url, { headers: { 'X-API-Key': apiKey } });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path} → ${response.status} ${JSON.stringify(body)}`);
  return body as never;
}

for (const call of [...setupCalls(branchId), ...endOfDayCalls(branchId)]) await send(call);

const deadline = Date.now() + SNAPSHOT_WAIT_MS;
type Summary = { total_sales_cents: number; covers_total: number | null };
let summary = await read<Summary>('sales/summary');
while (summary.data.meta.snapshot_date === null && Date.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  summary = await read<Summary>('sales/summary');
}
if (summary.data.meta.snapshot_date === null) {
  console.error(
    `No snapshot for ${BUSINESS_DATE} within ${SNAPSHOT_WAIT_MS / 1000} s; is the pipeline running?`,
  );
  process.exit(1);
}
// Each cube is its own item: the reconciliation's may land a moment after the sales summary's.
type Reconciliation = { totals: { variance_cents: number | null } };
let reconciliation = await read<Reconciliation>('sales/reconciliation');
while (reconciliation.data.meta.snapshot_date === null && Date.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  reconciliation = await read<Reconciliation>('sales/reconciliation');
}
const alerts = await read<{ alerts: { type: string }[] }>('alerts');
const money = (cents: number | null) => (cents === null ? 'n/a' : `$${(cents / 100).toFixed(2)}`);
console.log(`\nBusiness day ${BUSINESS_DATE} aggregated at ${summary.data.meta.snapshot_date}`);
console.log(
  `  total sales ${money(summary.data.attributes.total_sales_cents)}, covers ${summary.data.attributes.covers_total}`,
);
console.log(`  cash variance ${money(reconciliation.data.attributes.totals.variance_cents)}`);
console.log(`  alerts: ${alerts.data.attributes.alerts.map((alert) => alert.type).join(', ') || 'none'}`);
const query = `branch_identifier=${branchId}&date_from=${BUSINESS_DATE}&date_to=${BUSINESS_DATE}`;
console.log(`\nExplore (header X-API-Key): ${baseUrl}/api/v1/intelligence/menu/engineering?${query}`);
