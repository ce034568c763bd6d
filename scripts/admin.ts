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
 */
import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { IANAZone } from 'luxon';
import { API_SCOPE_NAMES, parseScopeList, qualifiedScope, ROLES, type Role } from '#shared/domain/access.ts';
import { isCutoffHour } from '#shared/domain/business-day.ts';
import { PLANS, type Plan } from '#shared/domain/plans.ts';
import { cashVarianceThresholdPct } from '#shared/domain/settings.ts';
import { UUID_PATTERN } from '#shared/domain/uuid.ts';
import { appClientRegistryOf, cognitoAppClientRegistry } from '#shared/runtime/app-client-ports.ts';
import { newUlid } from '#shared/runtime/ids.ts';
import { createLogger } from '#shared/runtime/logger.ts';
import { systemClock } from '#shared/runtime/ports.ts';
import { STAGES, type Stage } from '#shared/runtime/stages.ts';
import {
  type BranchSettings,
  createBranch,
  getBranchProfile,
  listBranches,
  rotateKey,
  setPlan,
  updateBranchSettings,
} from '#shared/storage/branch-store.ts';
import { listBuildFailures } from '#shared/storage/build-failure-store.ts';
import { createDocumentClient, type StorageDeps } from '#shared/storage/db.ts';
import {
  createOAuthClient,
  getOAuthClient,
  listOAuthClients,
  revokeOAuthClient,
} from '#shared/storage/oauth-client-store.ts';
import {
  attachBranch,
  createOrganization,
  getBranchOrganizationId,
  getOrganization,
  putMember,
} from '#shared/storage/organization-store.ts';
import { updateBranchSettings as updateServiceSettings } from '#shared/storage/settings-store.ts';
import { type AuditChange, operatorActor, recordOperatorAudit } from '#shared/use-cases/audit.ts';
import { rebuildOrganizationRollups } from '#shared/use-cases/pipeline/organization-rollups.ts';
import { rebuildBranchRollups } from '#shared/use-cases/pipeline/rollups.ts';
import { DEFAULT_HTTP_PORT, LOCAL_TABLE_NAME, localDynamoDbEndpoint } from '../local/defaults.ts';
import { LOCAL_CREDENTIALS } from '../local/dynamodb-local.ts';

class UsageError extends Error {}

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

async function main(argv: string[]): Promise<unknown> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: 'string' },
      timezone: { type: 'string' },
      plan: { type: 'string' },
      stage: { type: 'string' },
      branch: { type: 'string' },
      table: { type: 'string' },
      endpoint: { type: 'string' },
      region: { type: 'string' },
      'cutoff-hour': { type: 'string' },
      'cash-variance-threshold': { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      scopes: { type: 'string' },
      'client-id': { type: 'string' },
      'user-pool-id': { type: 'string' },
      sub: { type: 'string' },
      role: { type: 'string' },
      email: { type: 'string' },
      org: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
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

  const deployed = values.table ?? process.env.TABLE_NAME;
  const endpoint =
    values.endpoint ?? process.env.DYNAMODB_ENDPOINT ?? (deployed ? undefined : localDynamoDbEndpoint());
  const region = values.region ?? process.env.AWS_REGION ?? 'us-east-1';
  const userPoolId = values['user-pool-id'] ?? process.env.USER_POOL_ID;
  const deps = {
    db: createDocumentClient({
      region: values.region ?? process.env.AWS_REGION ?? 'us-east-1',
      ...(endpoint ? { endpoint } : {}),
      ...(deployed ? {} : { credentials: LOCAL_CREDENTIALS }),
    }),
    tableName: deployed ?? LOCAL_TABLE_NAME,
    clock: systemClock,
  };

  try {
    switch (`${resource ?? ''} ${action ?? ''}`) {
      case 'branch create': {
        const name = required(values.name, '--name');
        const timezone = required(values.timezone, '--timezone');
        if (!IANAZone.isValidZone(timezone))
          throw new UsageError(
            `--timezone must be an IANA zone such as America/Mexico_City, got "${timezone}"`,
          );
        const plan = parsePlan(required(values.plan, '--plan'));
        // A deployed table belongs to one stage: guessing would mint a key that stage rejects.
        const stageName = values.stage ?? process.env.STAGE ?? (deployed ? undefined : 'sandbox');
        if (stageName === undefined) {
          throw new UsageError(
            '--stage (sandbox or production) is required when --table or TABLE_NAME names a deployed table',
          );
        }
        const stage = parseStage(stageName);
        const branchId = values.branch ?? randomUUID();
        if (!UUID_PATTERN.test(branchId)) throw new UsageError('--branch must be a UUID');
        const { profile, apiKey } = await createBranch(deps, { branchId, name, timezone, plan, stage });
        await audit(deps, branchId, {
          event: 'branch.created',
          refType: 'branch',
          refId: branchId,
          detail: { name, timezone, plan, stage },
        });
        return {
          ...profile,
          api_key: apiKey,
          note: 'The API key is shown only now; store it in the POS configuration.',
        };
      }
      case 'branch list':
        return { branches: await listBranches(deps) };
      case 'branch set-plan': {
        const branchId = parseBranch(values.branch);
        const plan = parsePlan(required(values.plan, '--plan'));
        await mustExist(deps, branchId);
        const previousPlan = (await getBranchProfile(deps, branchId))?.plan ?? null;
        const profile = await setPlan(deps, branchId, plan);
        await audit(deps, branchId, {
          event: 'branch.plan_changed',
          refType: 'branch',
          refId: branchId,
          detail: { plan, previous_plan: previousPlan },
        });
        return profile;
      }
      case 'branch set': {
        // A general settings command: each optional flag sets one setting of the branch. The cutoff hour
        // lives in the profile (every request has it); the others in the settings item.
        const branchId = parseBranch(values.branch);
        const profileSettings: BranchSettings = {};
        if (values['cutoff-hour'] !== undefined) {
          profileSettings.business_day_cutoff_hour = parseCutoffHour(values['cutoff-hour']);
        }
        const threshold = values['cash-variance-threshold'];
        let cashVarianceThreshold: number | undefined;
        if (threshold !== undefined) {
          const parsed = cashVarianceThresholdPct.safeParse(Number(threshold));
          if (threshold.trim() === '' || !parsed.success) {
            throw new UsageError(
              '--cash-variance-threshold must be a percentage from 0.1 to 100 with at most one decimal',
            );
          }
          cashVarianceThreshold = parsed.data;
        }
        if (Object.keys(profileSettings).length === 0 && cashVarianceThreshold === undefined)
          throw new UsageError('branch set needs at least one setting flag');
        await mustExist(deps, branchId);
        const profile =
          Object.keys(profileSettings).length > 0
            ? await updateBranchSettings(deps, branchId, profileSettings)
            : await getBranchProfile(deps, branchId);
        const settings = await updateServiceSettings(
          deps,
          branchId,
          cashVarianceThreshold === undefined ? {} : { cash_variance_threshold_pct: cashVarianceThreshold },
          systemClock.now(),
        );
        await audit(deps, branchId, {
          event: 'settings.updated',
          refType: 'settings',
          refId: branchId,
          detail: {
            changes: {
              ...profileSettings,
              ...(cashVarianceThreshold === undefined
                ? {}
                : { cash_variance_threshold_pct: cashVarianceThreshold }),
            },
          },
        });
        return { ...profile, settings };
      }
      case 'key rotate': {
        const branchId = parseBranch(values.branch);
        await mustExist(deps, branchId);
        const { apiKey } = await rotateKey(deps, branchId);
        // The key itself stays out of the log: the entry says that it changed, not what it is.
        await audit(deps, branchId, {
          event: 'api_key.rotated',
          refType: 'api_key',
          refId: null,
          detail: {},
        });
        return {
          branch_identifier: branchId,
          api_key: apiKey,
          note: 'The previous key is revoked; warm handlers may accept it for up to 60 seconds.',
        };
      }
      case 'builds failed':
        return { failed_builds: await listBuildFailures(deps) };
      case 'rollups rebuild': {
        const branchId = parseBranch(values.branch);
        const fromMonth = values.from === undefined ? undefined : parseMonth(values.from, '--from');
        const toMonth = values.to === undefined ? undefined : parseMonth(values.to, '--to');
        if (fromMonth !== undefined && toMonth !== undefined && fromMonth > toMonth)
          throw new UsageError('--from must be on or before --to');
        await mustExist(deps, branchId);
        // Warnings (a rollup too large to store) go to stderr; stdout stays one JSON object.
        const months = await rebuildBranchRollups({ ...deps, logger: createLogger('admin') }, branchId, {
          ...(fromMonth === undefined ? {} : { fromMonth }),
          ...(toMonth === undefined ? {} : { toMonth }),
        });
        return { branch_identifier: branchId, months };
      }
      case 'organization rollups rebuild': {
        const organizationId = required(values.org, '--org');
        if (!UUID_PATTERN.test(organizationId)) throw new UsageError('--org must be a UUID');
        const branchId = values.branch === undefined ? undefined : parseBranch(values.branch);
        if (!(await getOrganization(deps, organizationId.toLowerCase())))
          throw new Error(`organization ${organizationId} does not exist`);
        const branches = await rebuildOrganizationRollups(
          { ...deps, logger: createLogger('admin') },
          organizationId.toLowerCase(),
          branchId === undefined ? {} : { branchId },
        );
        return { organization_id: organizationId.toLowerCase(), branches };
      }
      case 'oauth-client create': {
        const branchId = parseBranch(values.branch);
        let scopes: ReturnType<typeof parseScopeList>;
        try {
          scopes = values.scopes === undefined ? API_SCOPE_NAMES : parseScopeList(values.scopes);
        } catch (error) {
          throw new UsageError(`--scopes: ${(error as Error).message}`);
        }
        if (scopes.length === 0) throw new UsageError('--scopes names no scope');
        const branch = await getBranchProfile(deps, branchId);
        if (!branch) throw new Error(`branch ${branchId} does not exist`);
        const name = values.name ?? `${branch.name} POS`;
        const qualified = scopes.map(qualifiedScope);
        const registered = await appClientRegistryOf({ AWS_REGION: region, USER_POOL_ID: userPoolId }).create(
          name,
          qualified,
        );
        const { clientId, clientSecret } = registered;
        await createOAuthClient(
          deps,
          {
            client_id: clientId,
            branch_identifier: branchId,
            name,
            scopes,
            issuer: registered.issuer,
            status: 'active',
            created_at: systemClock.now().toISOString(),
            ...(registered.userPoolId ? { user_pool_id: registered.userPoolId } : {}),
          },
          registered.issuer === 'local' ? clientSecret : undefined,
        );
        await audit(deps, branchId, {
          event: 'oauth_client.created',
          refType: 'oauth_client',
          refId: clientId,
          detail: { name, scopes, issuer: registered.issuer },
        });
        return {
          client_id: clientId,
          client_secret: clientSecret,
          branch_identifier: branchId,
          scopes: qualified,
          grant_type: 'client_credentials',
          ...(userPoolId
            ? { token_endpoint: "the stage's TokenEndpoint output: https://<domain>/oauth2/token" }
            : { token_endpoint: `http://127.0.0.1:${process.env.PORT ?? DEFAULT_HTTP_PORT}/oauth2/token` }),
          note: 'The client secret is shown only now. POST the token endpoint with HTTP Basic client_id:client_secret and grant_type=client_credentials; send the access_token as Authorization: Bearer.',
        };
      }
      case 'oauth-client list': {
        const branchId = parseBranch(values.branch);
        await mustExist(deps, branchId);
        return { oauth_clients: await listOAuthClients(deps, branchId) };
      }
      case 'oauth-client revoke': {
        const clientId = required(values['client-id'], '--client-id');
        const client = await getOAuthClient(deps, clientId);
        if (!client) throw new Error(`app client ${clientId} does not exist`);
        // Cognito first: once deleted it issues no token, and the table's mark refuses the issued ones.
        if (client.issuer === 'cognito') {
          const poolId = client.user_pool_id ?? required(userPoolId, '--user-pool-id');
          await cognitoAppClientRegistry(region, poolId).delete(client);
        }
        const revoked = await revokeOAuthClient({ ...deps }, clientId);
        await audit(deps, client.branch_identifier, {
          event: 'oauth_client.revoked',
          refType: 'oauth_client',
          refId: clientId,
          detail: { name: client.name },
        });
        return {
          ...revoked,
          note: "Tokens of this client are refused within 60 seconds (the handlers' lookup cache).",
        };
      }
      case 'member add': {
        // Until the dashboard manages members: the user's `sub` is Cognito's (or the local issuer's).
        const branchId = parseBranch(values.branch);
        const userSub = required(values.sub, '--sub');
        const role = required(values.role, '--role') as Role;
        if (!ROLES.includes(role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
        const branch = await getBranchProfile(deps, branchId);
        if (!branch) throw new Error(`branch ${branchId} does not exist`);
        const now = systemClock.now().toISOString();
        const email = values.email ? { email: values.email } : {};
        let organizationId = await getBranchOrganizationId(deps, branchId);
        if (organizationId === undefined) {
          if (role !== 'owner') {
            throw new UsageError(`branch ${branchId} has no organization yet: add its owner first`);
          }
          organizationId = randomUUID();
          await createOrganization(
            deps,
            { organization_id: organizationId, name: branch.name, created_at: now },
            { user_sub: userSub, ...email },
          );
          await attachBranch(deps, organizationId, branchId);
          // The branch may have history: its months go into the organization's roll-ups now.
          await rebuildOrganizationRollups({ ...deps, logger: createLogger('admin') }, organizationId, {
            branchId,
          });
        } else {
          await putMember(deps, {
            organization_id: organizationId,
            user_sub: userSub,
            role,
            ...email,
            created_at: now,
          });
        }
        await audit(deps, branchId, {
          event: 'member.added',
          refType: 'member',
          refId: userSub,
          detail: { organization_id: organizationId, user_sub: userSub, role, ...email },
        });
        return { organization_id: organizationId, branch_identifier: branchId, user_sub: userSub, role };
      }
      default:
        throw new UsageError(`unknown command "${positionals.join(' ')}"`);
    }
  } finally {
    deps.db.destroy();
  }
}

/** Records an operator's change in the branch's activity log (source `admin_cli`). */
async function audit(
  deps: StorageDeps & { clock: { now(): Date } },
  branchId: string,
  change: AuditChange,
): Promise<void> {
  await recordOperatorAudit(
    { ...deps, newId: () => newUlid() },
    { branchId, actor: operatorActor(operatorName()), now: deps.clock.now(), ...change },
  );
}

/** Who runs the CLI: ADMIN_OPERATOR, else the OS user (a container without a passwd entry has none). */
function operatorName(): string {
  if (process.env.ADMIN_OPERATOR) return process.env.ADMIN_OPERATOR;
  try {
    return userInfo().username;
  } catch {
    return 'operator';
  }
}

function required(value: string | undefined, flag: string): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`${flag} is required`);
  return value;
}

function parsePlan(value: string): Plan {
  const plan = value.toLowerCase();
  if (!(PLANS as readonly string[]).includes(plan))
    throw new UsageError(`--plan must be one of ${PLANS.join(', ')}`);
  return plan as Plan;
}

function parseCutoffHour(value: string): number {
  const hour = /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!isCutoffHour(hour))
    throw new UsageError(`--cutoff-hour must be a whole hour from 0 to 23, got "${value}"`);
  return hour;
}

function parseMonth(value: string, flag: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value.trim());
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12)
    throw new UsageError(`${flag} must be a month YYYY-MM, got "${value}"`);
  return `${match[1]}-${match[2]}`;
}

function parseStage(value: string): Stage {
  if (!(STAGES as readonly string[]).includes(value))
    throw new UsageError(`--stage must be one of ${STAGES.join(', ')}`);
  return value as Stage;
}

function parseBranch(value: string | undefined): string {
  const branchId = required(value, '--branch');
  if (!UUID_PATTERN.test(branchId)) throw new UsageError('--branch must be a UUID');
  return branchId.toLowerCase();
}

async function mustExist(deps: Parameters<typeof getBranchProfile>[0], branchId: string): Promise<void> {
  if (!(await getBranchProfile(deps, branchId))) throw new Error(`branch ${branchId} does not exist`);
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
