/**
 * `npm start`: DynamoDB Local + the table + the API on http://127.0.0.1:$PORT, through the same
 * route table and handlers as AWS. In memory by default; `--persist [DIR]` keeps data in DIR
 * (default .local-data/). Ctrl-C or SIGTERM stops everything, Java included.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBranch, listBranches } from '#shared/storage/branch-store.ts';
import { attachBranch, createOrganization } from '#shared/storage/organization-store.ts';
import { DEFAULT_DYNAMODB_PORT, DEFAULT_HTTP_PORT, LOCAL_TABLE_NAME } from './defaults.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { startLocalStack } from './stack.ts';

const DEMO_BRANCH = { name: 'Demo Taquería', timezone: 'America/Mexico_City', plan: 'enterprise' } as const;
/** Users live in the issuer's memory: after a restart with --persist, sign up again with this email. */
const DEMO_OWNER_EMAIL = 'owner@demo.local';

const { values } = parseArgs({
  options: { persist: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  args: normalizePersistFlag(process.argv.slice(2)),
});
if (values.help) {
  console.log(
    'usage: npm start [-- --persist [DIR]]   env: PORT (3000), DYNAMODB_PORT (8000), WEBHOOK_WAIT_SCALE (1)',
  );
  process.exit(0);
}

const port = Number(process.env.PORT ?? DEFAULT_HTTP_PORT);
const dynamoPort = Number(process.env.DYNAMODB_PORT ?? DEFAULT_DYNAMODB_PORT);
const dbPath = values.persist === undefined ? undefined : resolve(values.persist || '.local-data');
if (dbPath) mkdirSync(dbPath, { recursive: true });

const dynamo = await startDynamoDbLocal({ port: dynamoPort, ...(dbPath ? { dbPath } : {}) });
let stack: Awaited<ReturnType<typeof startLocalStack>> | undefined;
let stopping = false;

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal} received, stopping…`);
  await stack?.close().catch(() => undefined);
  await dynamo.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

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
    tableName: LOCAL_TABLE_NAME,
    stage: 'sandbox',
    port,
  });
  console.log(
    `DynamoDB Local: ${dynamo.endpoint} (pid ${dynamo.pid}, ${dbPath ? `persisted in ${dbPath}` : 'in memory'}), table ${LOCAL_TABLE_NAME}`,
  );
  const existing = await listBranches(stack.deps);
  if (existing.length === 0) {
    const { profile, apiKey } = await createBranch(stack.deps, {
      branchId: randomUUID(),
      stage: 'sandbox',
      ...DEMO_BRANCH,
    });
    console.log(`Demo branch: ${profile.name} (${profile.branch_identifier}), plan ${profile.plan}`);
    console.log(`Demo sandbox key (shown once): ${apiKey}`);
    // The demo branch belongs to a demo organization whose owner can sign in at /oauth2/authorize.
    const password = randomBytes(12).toString('base64url');
    const owner = stack.issuer.signUp(DEMO_OWNER_EMAIL, password);
    const organizationId = randomUUID();
    await createOrganization(
      stack.deps,
      { organization_id: organizationId, name: DEMO_BRANCH.name, created_at: new Date().toISOString() },
      { user_sub: owner.sub, email: owner.email },
    );
    await attachBranch(stack.deps, organizationId, profile.branch_identifier);
    console.log(`Demo owner (local sign-in): ${DEMO_OWNER_EMAIL} / ${password}`);
    console.log(`  curl -s -H 'X-API-Key: ${apiKey}' ${stack.url}/api/v1/ping`);
    console.log(
      `  PORT=${port} npm run --silent demo-day -- --key ${apiKey} --branch ${profile.branch_identifier}   # a realistic closed day`,
    );
  } else {
    console.log(
      `Branches: ${existing.map((branch) => `${branch.name} (${branch.branch_identifier})`).join(', ')}`,
    );
    console.log(
      'Keys are stored hashed; get a new one with: npm run --silent admin -- key rotate --branch <UUID>',
    );
  }
  console.log(`API: ${stack.url}/api/v1`);
  console.log(
    `OAuth 2.0 (local issuer): ${stack.url}/.well-known/openid-configuration, token endpoint ${stack.url}/oauth2/token; app client: npm run --silent admin -- oauth-client create --branch <UUID>`,
  );
  console.log(
    `Webhooks: the delivery state machine runs locally (retry waits × ${stack.deps.webhooks.waitScale}; WEBHOOK_WAIT_SCALE=0.01 makes 5 s / 30 s into 50 ms / 300 ms)`,
  );
  console.log('ready');
} catch (error) {
  console.error(error);
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
