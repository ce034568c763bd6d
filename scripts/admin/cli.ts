/**
 * The admin CLI's command line (scripts/admin.ts runs it for `npm run admin`): parses the words and
 * flags, runs the command from its table, writes its answer as one JSON object and returns the exit
 * code (0, 1 for a failure, 2 for a usage error). A function of its arguments and output, so the
 * integration tests that use the CLI for a task (a backfill, an app client) run it in their own
 * process; test/integration/admin-cli.test.ts runs it as `tsx scripts/admin.ts`, as operators do.
 */
import { API_SCOPE_NAMES } from '#shared/domain/access.ts';
import { PLANS } from '#shared/domain/plans.ts';
import { localDynamoDbEndpoint } from '../../local/defaults.ts';
import { BRANCH_COMMANDS } from './branch.ts';
import { BUILDS_COMMANDS } from './builds.ts';
import { type Command, openContext } from './context.ts';
import { DLQ_COMMANDS } from './dlq.ts';
import { parseCommandLine, UsageError } from './flags.ts';
import { KEY_COMMANDS } from './key.ts';
import { MEMBER_COMMANDS } from './member.ts';
import { OAUTH_CLIENT_COMMANDS } from './oauth-client.ts';
import { ROLLUPS_COMMANDS } from './rollups.ts';

const USAGE = `usage:
  admin branch create --name NAME --timezone IANA_ZONE --plan PLAN [--stage sandbox|production] [--branch UUID]
  admin branch list
  admin branch set-plan --branch UUID --plan PLAN
  admin branch set --branch UUID [--cutoff-hour 0-23] [--cash-variance-threshold PCT]   (settings; flags left out are unchanged)
  admin key rotate --branch UUID
  admin builds failed            (days the aggregator could not build, newest first)
  admin dlq list [--queue-url URL]    (what landed in the aggregation DLQ; a deployed stage needs
                                       --queue-url, its AggregationDeadLetterQueueUrl output)
  admin dlq replay [--queue-url URL]  (send them back to the aggregation queue, after the fix)
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
    ...DLQ_COMMANDS,
    ...ROLLUPS_COMMANDS,
    ...OAUTH_CLIENT_COMMANDS,
    ...MEMBER_COMMANDS,
  }),
);

/** Where the CLI writes: process.stdout and process.stderr, or a test's buffers. */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

async function main(argv: string[], output: CliOutput): Promise<unknown> {
  const { values, positionals } = parseCommandLine(argv);
  if (values.help) {
    output.out(`${USAGE}\n`);
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

/** Runs the command line `argv` (the words after `admin`); resolves to the exit code. */
export async function runAdminCli(argv: string[], output: CliOutput): Promise<number> {
  try {
    const result = await main(argv, output);
    if (result !== undefined) output.out(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (unreachable(error)) {
      output.err(
        `admin: no DynamoDB answers at ${targetDescription(argv)}.\nStart the local stack first (npm start, in another terminal), or set DYNAMODB_PORT to the port its DynamoDB Local listens on (or --endpoint / DYNAMODB_ENDPOINT, --table / TABLE_NAME for a deployed table).\n`,
      );
      return 1;
    }
    const usage =
      error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    output.err(`admin: ${(error as Error).message}\n${usage ? `${USAGE}\n` : ''}`);
    return usage ? 2 : 1;
  }
}

/** A connection refused or timed out (the SDK's retries exhausted): nothing listens there. */
function unreachable(error: unknown): boolean {
  const text = `${(error as { code?: string }).code ?? ''} ${(error as Error).name ?? ''} ${(error as Error).message ?? ''}`;
  return /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENOTFOUND|TimeoutError|socket hang up/.test(text);
}

function targetDescription(argv: string[]): string {
  const endpointFlag = argv.indexOf('--endpoint');
  if (endpointFlag >= 0 && argv[endpointFlag + 1]) return argv[endpointFlag + 1] as string;
  return process.env.DYNAMODB_ENDPOINT ?? localDynamoDbEndpoint();
}
