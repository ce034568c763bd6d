/**
 * `npm run simulate`: fills a service with months of believable restaurants (docs/simulator.md).
 *
 *   npm run simulate -- --branches 3 --days 90 --seed 7            # the local stack (npm start)
 *   npm run simulate -- --days 30 --url https://… --key svc_test_… --branch UUID  # one branch
 */
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { LOCAL_TABLE_NAME, localDynamoDbEndpoint } from '../local/defaults.ts';
import {
  type ProvisionedBranch,
  provisionLocalBranches,
  waitForSnapshots,
} from '../local/simulator/local.ts';
import { type BranchTarget, type SimulationResult, simulate } from '../local/simulator/run.ts';
import { createPosClientSender } from '../local/simulator/sender.ts';

const USAGE = `usage: npm run simulate -- [--branches N] [--days N] [--seed N] [--url URL --key API_KEY --branch UUID] [--no-live] [--no-wait]

  --branches N   branches to simulate (default 3): a taquería, a bar open past midnight, a café, in turn
  --days N       closed business days, ending yesterday (default 90)
  --seed N       the same seed gives the same documents (default 7)
  --url URL      the API (default http://127.0.0.1:$PORT, PORT default 3000: a running npm start)
  --key KEY      send to one existing branch with its key (and --branch UUID). Without it, the branches
                 are created in the local stack's DynamoDB Local (DYNAMODB_PORT, default 8000) and
                 their keys printed
  --no-live      skip today's live updates and activity events
  --no-wait      do not wait for the last day's snapshots before the summary
  -h, --help     this text`;

const { values } = parseArgs({
  allowNegative: true,
  options: {
    branches: { type: 'string', default: '3' },
    days: { type: 'string', default: '90' },
    seed: { type: 'string', default: '7' },
    url: { type: 'string' },
    key: { type: 'string' },
    branch: { type: 'string' },
    live: { type: 'boolean', default: true },
    wait: { type: 'boolean', default: true },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const count = (flag: string, raw: string, max: number) => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`simulate: --${flag} must be a whole number from 1 to ${max}, got "${raw}"\n${USAGE}`);
    process.exit(2);
  }
  return value;
};
const days = count('days', values.days, 730);
const seed = count('seed', values.seed, 2 ** 31);
const baseUrl = values.url ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
let branchCount = count('branches', values.branches, 30);

let provisioned: ProvisionedBranch[];
if (values.key) {
  if (branchCount !== 1 && process.argv.includes('--branches')) {
    console.error('simulate: --key names one branch; leave out --branches or use --branches 1');
    process.exit(2);
  }
  branchCount = 1;
  const ping = await fetch(new URL('/api/v1/ping', baseUrl), { headers: { 'X-API-Key': values.key } }).catch(
    (error: Error) => error,
  );
  if (ping instanceof Error || !ping.ok) {
    console.error(
      `simulate: GET ${baseUrl}/api/v1/ping with that key failed (${ping instanceof Error ? ping.message : ping.status}); check --url and --key.`,
    );
    process.exit(1);
  }
  const body = (await ping.json()) as { data: { attributes: { branch_name: string } } };
  const branchId = (values.branch ?? '').toLowerCase();
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(branchId)) {
    console.error('simulate: --key needs --branch UUID, the branch the key belongs to');
    process.exit(2);
  }
  provisioned = [{ branchId, apiKey: values.key, name: body.data.attributes.branch_name, created: false }];
} else {
  try {
    await fetch(new URL('/api/v1/ping', baseUrl));
  } catch {
    console.error(
      `simulate: nothing answers at ${baseUrl}. Start the stack first (npm start, in another terminal), or pass --url and --key of a running service.`,
    );
    process.exit(1);
  }
  try {
    provisioned = await provisionLocalBranches({
      endpoint: process.env.DYNAMODB_ENDPOINT ?? localDynamoDbEndpoint(),
      tableName: LOCAL_TABLE_NAME,
      seed,
      count: branchCount,
    });
  } catch (error) {
    console.error(
      `simulate: could not create the branches in DynamoDB Local at ${localDynamoDbEndpoint()} (${(error as Error).message}).\nStart the stack with npm start, or set DYNAMODB_PORT to the port its DynamoDB Local listens on.`,
    );
    process.exit(1);
  }
}
for (const branch of provisioned) {
  console.log(
    `${branch.created ? 'Created' : 'Using'} ${branch.name} (${branch.branchId})${branch.apiKey ? `, key ${branch.apiKey}` : ''}`,
  );
}

const targets: BranchTarget[] = provisioned.map((branch) => ({
  branchId: branch.branchId,
  sender: createPosClientSender({ baseUrl, apiKey: branch.apiKey, branchId: branch.branchId }),
}));
const totalDays = days * targets.length;
let doneDays = 0;
const tty = process.stdout.isTTY === true;
const bar = tty
  ? new SingleBar({
      format: 'simulate [{bar}] {value}/{total} days | {eta_formatted} left | {phase}',
      hideCursor: true,
    })
  : null;
bar?.start(totalDays, 0, { phase: 'setup' });
let lastPrinted = 0;
const started = Date.now();
let result: SimulationResult;
try {
  result = await simulate({
    seed,
    days,
    branches: targets,
    live: values.live,
    onDay: (branch, day) => {
      doneDays++;
      bar?.update(doneDays, { phase: `${branch.name} ${day.date}` });
      if (
        !tty &&
        (doneDays - lastPrinted >= Math.max(1, Math.round(totalDays / 10)) || doneDays === totalDays)
      ) {
        lastPrinted = doneDays;
        console.log(
          `simulate: ${doneDays}/${totalDays} days sent (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
    },
    onPhase: (branch, phase) => {
      bar?.update(doneDays, { phase: `${branch.name}: ${phase}` });
      if (!tty && phase !== 'days' && phase !== 'done') console.log(`simulate: ${branch.name}: ${phase}`);
    },
  });
} catch (error) {
  bar?.stop();
  console.error(`simulate: ${(error as Error).message}`);
  process.exit(1);
}
bar?.stop();
const sentSeconds = result.elapsedMs / 1000;
console.log(
  `\nSent ${result.requests} documents for ${targets.length} branch(es) × ${days} days in ${sentSeconds.toFixed(1)} s (${Math.round(result.requests / sentSeconds)} documents/s).`,
);

if (values.wait) {
  const waited = await waitForSnapshots(
    baseUrl,
    result.branches.map((branch, i) => ({
      branchId: branch.branch.branchId,
      apiKey: provisioned[i]?.apiKey ?? '',
      date: branch.to,
    })),
    120_000,
  );
  console.log(
    waited.every(Boolean)
      ? `Every branch's last day is built (${((Date.now() - started) / 1000).toFixed(1)} s in all).`
      : 'Some last days are not built yet; the pipeline is still working through the zouts (reads fill in as it goes).',
  );
}

for (const [i, branch] of result.branches.entries()) {
  const money = (branch.totalSalesCents / 100).toLocaleString('es-MX', {
    style: 'currency',
    currency: 'MXN',
  });
  console.log(
    `  ${branch.branch.name} (${branch.branch.branchId}): ${branch.from} to ${branch.to}, sales ${money}, key ${provisioned[i]?.apiKey}`,
  );
}
const first = result.branches[0];
if (first) {
  const query = `branch_identifier=${first.branch.branchId}&date_from=${first.from}&date_to=${first.to}`;
  const key = provisioned[0]?.apiKey;
  console.log(`\nWhere to look (header X-API-Key: ${key}):`);
  for (const path of ['sales/summary', 'menu/engineering', 'pnl', 'food-cost', 'alerts']) {
    console.log(`  ${baseUrl}/api/v1/intelligence/${path}?${query}`);
  }
  console.log(
    `  ${baseUrl}/api/v1/intelligence/inventory/suggestions?branch_identifier=${first.branch.branchId}`,
  );
  console.log(`  ${baseUrl}/api/v1/live/sales/today?branch_identifier=${first.branch.branchId}`);
  console.log(`  curl -s -H 'X-API-Key: ${key}' '${baseUrl}/api/v1/intelligence/sales/summary?${query}'`);
  console.log(`Reference: ${baseUrl}/docs`);
}
