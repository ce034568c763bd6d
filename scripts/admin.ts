/**
 * Operator CLI for branches and API keys, on the local stack or a deployed stage's table.
 *
 *   npm run --silent admin -- branch create --name NAME --timezone IANA_ZONE --plan PLAN [--stage STAGE]
 *   npm run --silent admin -- branch list
 *   npm run --silent admin -- branch set-plan --branch UUID --plan PLAN
 *   npm run --silent admin -- branch set --branch UUID [--cutoff-hour H] [--cash-variance-threshold PCT]
 *   npm run --silent admin -- key rotate --branch UUID
 *   npm run --silent admin -- builds failed
 *   npm run --silent admin -- rollups rebuild --branch UUID [--from YYYY-MM] [--to YYYY-MM]
 *   npm run --silent admin -- organization rollups rebuild --org UUID [--branch UUID]
 *   npm run --silent admin -- oauth-client create --branch UUID [--scopes a,b] [--name NAME] [--user-pool-id ID]
 *   npm run --silent admin -- oauth-client list --branch UUID
 *   npm run --silent admin -- oauth-client revoke --client-id ID
 *   npm run --silent admin -- member add --branch UUID --sub USER_SUB --role owner|manager|accountant [--email E]
 *
 * OAuth app clients: locally (no --user-pool-id nor USER_POOL_ID) the client and its hashed secret
 * go in the table, where the local issuer of `npm start` reads them; for a deployed stage the client
 * is created in its Cognito user pool (shared/runtime/app-client-ports.ts) and the table maps it to the
 * branch. Either way the secret is printed once and never stored in plaintext.
 *
 * Target: --table/--endpoint/--region flags, else TABLE_NAME/DYNAMODB_ENDPOINT/AWS_REGION, else the
 * local stack (DynamoDB Local on DYNAMODB_PORT, default 8000). Prints one JSON object on stdout.
 *
 * Every change to a branch (create, plan, settings, key rotation, app clients, members) is recorded in
 * the branch's activity log with source `admin_cli` and the operator as actor (ADMIN_OPERATOR, else
 * the OS user), readable with GET /api/v1/activity (docs/audit.md). Secrets never go in the entry.
 *
 * Each command group is a module of scripts/admin/ exporting its commands by name; this file parses
 * the command line, picks the command from their table, prints its answer and sets the exit code.
 */
import { API_SCOPE_NAMES } from '#shared/domain/access.ts';
import { PLANS } from '#shared/domain/plans.ts';
import { localDynamoDbEndpoint } from '../local/defaults.ts';
import { BRANCH_COMMANDS } from './admin/branch.ts';
import { BUILDS_COMMANDS } from './admin/builds.ts';
import { type Command, openContext } from './admin/context.ts';
import { parseCommandLine, UsageError } from './admin/flags.ts';
import { KEY_COMMANDS } from './admin/key.ts';
import { MEMBER_COMMANDS } from './admin/member.ts';
import { OAUTH_CLIENT_COMMANDS } from './admin/oauth-client.ts';
import { ROLLUPS_COMMANDS } from './admin/rollups.ts';

const USAGE = `usage:
  admin branch create --name NAME --timezone IANA_ZONE --plan PLAN [--stage sandbox|production] [--branch UUID]
  admin branch list
  admin branch set-plan --branch UUID --plan PLAN
  admin branch set --branch UUID [--cutoff-hour 0-23] [--cash-variance-threshold PCT]   (settings; flags left out are unchanged)
  admin key rotate --branch UUID
  admin builds failed            (days the aggregator could not build, newest first)
  admin rollups rebuild --branch UUID [--from YYYY-MM] [--to YYYY-MM]
                                 (recompute the monthly rollups of every month with data, or of the range)
  admin organization rollups rebuild --org UUID [--branch UUID]
                                 (copy each branch's monthly rollups into its organization's, then read them)
  admin oauth-client create --branch UUID [--scopes a,b] [--name NAME] [--user-pool-id ID]
                                 (a client-credentials app client of the branch; prints its secret once)
  admin oauth-client list --branch UUID
  admin oauth-client revoke --client-id ID
  admin member add --branch UUID --sub USER_SUB --role owner|manager|accountant [--email EMAIL]
                                 (a user of the branch's organization; the first owner creates it)
options: --table NAME --endpoint URL --region REGION (default: the local stack)
plans: ${PLANS.join(', ')}
scopes: ${API_SCOPE_NAMES.join(', ')} (default: all)
deployed stage: --user-pool-id (or USER_POOL_ID) makes oauth-client use its Cognito user pool`;

/** Every command by its words ("branch create"); a Map, as the words come from the command line. */
const COMMANDS = new Map<string, Command>(
  Object.entries({
    ...BRANCH_COMMANDS,
    ...KEY_COMMANDS,
    ...BUILDS_COMMANDS,
    ...ROLLUPS_COMMANDS,
    ...OAUTH_CLIENT_COMMANDS,
    ...MEMBER_COMMANDS,
  }),
);

async function main(argv: string[]): Promise<unknown> {
  const { values, positionals } = parseCommandLine(argv);
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return undefined;
  }
  // `organization rollups rebuild` is the one command of three words.
  const threeWords = positionals[0] === 'organization' && positionals.length === 3;
  const [resource, action, ...extra] = threeWords
    ? [positionals[0], `${positionals[1]} ${positionals[2]}`]
    : positionals;
  if (extra.length > 0) throw new UsageError(`unexpected arguments: ${extra.join(' ')}`);

  const context = openContext(values);
  try {
    const command = COMMANDS.get(`${resource ?? ''} ${action ?? ''}`);
    if (command === undefined) throw new UsageError(`unknown command "${positionals.join(' ')}"`);
    return await command(context);
  } finally {
    context.deps.db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (result) => {
    if (result !== undefined) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  },
  (error: unknown) => {
    if (unreachable(error)) {
      process.stderr.write(
        `admin: no DynamoDB answers at ${targetDescription()}.\nStart the local stack first (npm start, in another terminal), or set DYNAMODB_PORT to the port its DynamoDB Local listens on (or --endpoint / DYNAMODB_ENDPOINT, --table / TABLE_NAME for a deployed table).\n`,
      );
      process.exitCode = 1;
      return;
    }
    const usage =
      error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    process.stderr.write(`admin: ${(error as Error).message}\n${usage ? `${USAGE}\n` : ''}`);
    process.exitCode = usage ? 2 : 1;
  },
);

/** A connection refused or timed out (the SDK's retries exhausted): nothing listens there. */
function unreachable(error: unknown): boolean {
  const text = `${(error as { code?: string }).code ?? ''} ${(error as Error).name ?? ''} ${(error as Error).message ?? ''}`;
  return /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENOTFOUND|TimeoutError|socket hang up/.test(text);
}

function targetDescription(): string {
  const endpointFlag = process.argv.indexOf('--endpoint');
  if (endpointFlag >= 0 && process.argv[endpointFlag + 1]) return process.argv[endpointFlag + 1] as string;
  return process.env.DYNAMODB_ENDPOINT ?? localDynamoDbEndpoint();
}
