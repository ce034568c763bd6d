import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { listBranches, rotateKey } from '#shared/storage/branch-store.ts';
import { getBranchOrganizationId } from '#shared/storage/organization-store.ts';
import { ensureWebBuilds } from '#web/tooling/web-builds.ts';
import { DEFAULT_DYNAMODB_PORT, DEFAULT_HTTP_PORT, LOCAL_TABLE_NAME } from './defaults.ts';
import { storeDemoForecasts } from './demo-forecast.ts';
import { createDemoQuarter, DEMO_DAYS } from './demo-quarter.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { faultPlanText, parseLocalFaults } from './faults.ts';
import { portInUse, watchAncestors } from './lifecycle.ts';
import { createOwnedBranch } from './owned-branch.ts';
import { startLocalStack } from './stack.ts';
import { createTerminalLogger, terminalLogLevel } from './terminal-logger.ts';

const DEMO_BRANCH = { name: 'Demo Taquería', timezone: 'America/Mexico_City', plan: 'enterprise' } as const;
/** Users live in the issuer's memory: after a restart with --persist, sign up again with this email. */
const DEMO_OWNER_EMAIL = 'owner@demo.local';

const USAGE = `usage: npm start [-- [--persist [DIR]] [--demo | --no-demo] [--verbose]]

  --persist [DIR]  keep the data in DIR (default .local-data/); in memory otherwise
  --demo           load a simulated quarter (${DEMO_DAYS} days of a taquería) into the demo branch; the API
                   answers while it loads. The default when the table is empty; --no-demo skips it
  --verbose        print every log record, one a request (the level INFO); warnings and errors only
                   otherwise
  -h, --help       this text
env: PORT (3000), DYNAMODB_PORT (8000), WEBHOOK_WAIT_SCALE (1), LOG_LEVEL (WARN; DEBUG, INFO, ERROR,
     SILENT; before --verbose)`;

let values: { persist?: string; demo?: boolean; verbose?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({
    allowNegative: true,
    options: {
      persist: { type: 'string' },
      demo: { type: 'boolean' },
      verbose: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    args: normalizePersistFlag(process.argv.slice(2)),
  }));
} catch (error) {
  console.error(`npm start: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const port = Number(process.env.PORT ?? DEFAULT_HTTP_PORT);
const faults = parseLocalFaults(process.env.LOCAL_FAULTS);
const dynamoPort = Number(process.env.DYNAMODB_PORT ?? DEFAULT_DYNAMODB_PORT);
const dbPath = values.persist === undefined ? undefined : resolve(values.persist || '.local-data');

// A port already taken (most often a second npm start) is said plainly, before Java starts.
for (const [what, taken, variable] of [
  ['The API', port, 'PORT'],
  ['DynamoDB Local', dynamoPort, 'DYNAMODB_PORT'],
] as const) {
  if (await portInUse(taken)) {
    console.error(
      `npm start: port ${taken} (${what}) is already in use, perhaps by another npm start.\nStop that one, or choose another port: ${variable}=${taken + 1} npm start`,
    );
    process.exit(1);
  }
}
if (dbPath) mkdirSync(dbPath, { recursive: true });

// The docs page and the dashboard, rebuilt only when their sources changed (`npm install` built
// them), while Java starts.
const webBuilds = ensureWebBuilds({
  onBuild: (name) => console.log(`Building the ${name} (its sources changed since the last build)…`),
});
// A failed build is said plainly, and stops the start before Java is left running.
webBuilds.catch(() => undefined);
const dynamo = await startDynamoDbLocal({ port: dynamoPort, ...(dbPath ? { dbPath } : {}) });
try {
  await webBuilds;
} catch (error) {
  console.error(
    `npm start: building the pages failed (npm run build:web shows it again):\n${(error as Error).message}`,
  );
  await dynamo.stop();
  process.exit(1);
}
let stack: Awaited<ReturnType<typeof startLocalStack>> | undefined;
const demoQuarter = createDemoQuarter();
let stopping = false;

// Every exit path takes Java with it: an exception, process.exit, a signal handled below.
process.on('exit', () => {
  if (dynamo.pid !== undefined) {
    try {
      process.kill(dynamo.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

async function stop(reason: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${reason}, stopping…`);
  await stack?.close().catch(() => undefined);
  await dynamo.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT received'));
process.on('SIGTERM', () => void stop('SIGTERM received'));
process.on('SIGHUP', () => void stop('SIGHUP received'));
// `kill <pid of npm start &>` ends npm, not us: stop when whoever started us is gone.
watchAncestors((pid) => void stop(`the process that started npm start (pid ${pid}) exited`));

// Without DynamoDB Local every request would answer 503 forever: say so and stop, non-zero.
void dynamo.unexpectedExit.then(async ({ code, signal, stderr }) => {
  if (stopping) return;
  stopping = true;
  console.error(
    `\nDynamoDB Local (Java, pid ${dynamo.pid}) exited unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}); the API cannot serve without it, stopping.`,
  );
  if (stderr.trim()) console.error(stderr.trim());
  console.error(
    dbPath
      ? `Data in ${dbPath} is kept, but the last acknowledged writes may be lost (DynamoDB Local is not durable like DynamoDB); run npm start -- --persist ${dbPath} again and resend what the POS sent last.`
      : 'Its data was in memory and is gone; run npm start again (or use --persist to keep data).',
  );
  await stack?.close().catch(() => undefined);
  process.exit(1);
});

try {
  stack = await startLocalStack({
    endpoint: dynamo.endpoint,
    logger: createTerminalLogger(terminalLogLevel(values.verbose === true)),
    tableName: LOCAL_TABLE_NAME,
    stage: 'sandbox',
    port,
    // LOCAL_FAULTS: AWS failing on purpose (local/faults.ts, docs/operations.md#faults).
    ...(faults ? { faults } : {}),
    onAggregation: (dates) => demoQuarter.onAggregation(dates),
  });
  console.log(
    `DynamoDB Local: ${dynamo.endpoint} (pid ${dynamo.pid}, ${dbPath ? `persisted in ${dbPath}` : 'in memory'}), table ${LOCAL_TABLE_NAME}`,
  );
  const existing = await listBranches(stack.deps);
  let demo: { branchId: string; apiKey: string } | undefined;
  if (existing.length === 0) {
    // The demo branch belongs to a demo organization whose owner can sign in at /oauth2/authorize.
    const { profile, apiKey, organizationId, owner } = await createOwnedBranch(stack, {
      ...DEMO_BRANCH,
      ownerEmail: DEMO_OWNER_EMAIL,
    });
    console.log(`Demo branch: ${profile.name} (${profile.branch_identifier}), plan ${profile.plan}`);
    console.log(`Demo sandbox key (shown once): ${apiKey}`);
    // A newcomer who signs up chooses on the dashboard: this demo, or a branch of their own
    // (local/demo-door.ts; in AWS a new account starts with no branch).
    stack.demo.offer({ organizationId, name: profile.name });
    console.log(`Demo owner (local sign-in): ${owner.email} / ${owner.password}`);
    console.log(`  curl -s -H 'X-API-Key: ${apiKey}' ${stack.url}/api/v1/ping`);
    console.log(
      `  PORT=${port} npm run --silent demo-day -- --key ${apiKey} --branch ${profile.branch_identifier}   # a realistic closed day`,
    );
    demo = { branchId: profile.branch_identifier, apiKey };
  } else {
    // A persisted table: its demo branch, when it has one, is offered again.
    const demoBranch = existing.find((branch) => branch.name === DEMO_BRANCH.name);
    const demoOrganization =
      demoBranch && (await getBranchOrganizationId(stack.deps, demoBranch.branch_identifier));
    if (demoBranch && demoOrganization)
      stack.demo.offer({ organizationId: demoOrganization, name: demoBranch.name });
    console.log(
      `Branches: ${existing.map((branch) => `${branch.name} (${branch.branch_identifier})`).join(', ')}`,
    );
    console.log(
      'Keys are stored hashed; get a new one with: npm run --silent admin -- key rotate --branch <UUID>',
    );
  }
  if (stack.faults) {
    stack.faults.arm();
    console.log(`Faults: LOCAL_FAULTS ${faultPlanText(stack.faults.plan)} injected from now on`);
  }
  console.log(`Dashboard: ${stack.url}/ (sign in or create an account on the local issuer's page)`);
  console.log(`API: ${stack.url}/api/v1`);
  console.log(
    `OAuth 2.0 (local issuer): ${stack.url}/.well-known/openid-configuration, token endpoint ${stack.url}/oauth2/token; app client: npm run --silent admin -- oauth-client create --branch <UUID>`,
  );
  console.log(
    `Webhooks: the delivery state machine runs locally (retry waits × ${stack.deps.webhooks.waitScale}; WEBHOOK_WAIT_SCALE=0.01 makes 5 s / 30 s into 50 ms / 300 ms)`,
  );
  // The demo quarter: asked for, or a start on an empty table (a newcomer's first run, in memory or
  // persisted); --no-demo skips it.
  const loadDemo = values.demo ?? existing.length === 0;
  if (loadDemo && demo === undefined) {
    const found = existing.find((branch) => branch.name === DEMO_BRANCH.name) ?? existing[0];
    if (found) {
      const { apiKey } = await rotateKey(stack.deps, found.branch_identifier);
      console.log(`Demo data goes to ${found.name} (${found.branch_identifier}); its new key: ${apiKey}`);
      demo = { branchId: found.branch_identifier, apiKey };
    }
  }
  console.log('ready');
  if (loadDemo && demo) {
    const { branchId } = demo;
    const deps = stack.deps;
    void demoQuarter.load(
      stack.url,
      demo,
      stack.pipeline,
      () => stopping,
      () => storeDemoForecasts(deps, branchId),
    );
  }
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    console.error(`npm start: port ${port} is already in use. Choose another: PORT=${port + 1} npm start`);
  } else {
    console.error(error);
  }
  await stack?.close().catch(() => undefined);
  await dynamo.stop();
  process.exit(1);
}

/** `--persist` may be given without a folder. */
function normalizePersistFlag(args: string[]): string[] {
  return args.flatMap((arg, index) =>
    arg === '--persist' && (args[index + 1] === undefined || args[index + 1]!.startsWith('--'))
      ? ['--persist=']
      : [arg],
  );
}
