/**
 * `admin oauth-client create | list | revoke`: a branch's client-credentials app clients. Locally
 * (no user pool) the client and its hashed secret go in the table; for a deployed stage the client
 * is made in its Cognito user pool and the table maps it to the branch. The secret is printed once.
 */

import { appClientRegistryOf, cognitoAppClientRegistry } from '#shared/adapters/app-client-ports.ts';
import { API_SCOPE_NAMES, parseScopeList, qualifiedScope } from '#shared/domain/access.ts';
import { getBranchProfile } from '#shared/storage/branch-store.ts';
import {
  createOAuthClient,
  getOAuthClient,
  listOAuthClients,
  revokeOAuthClient,
} from '#shared/storage/oauth-client-store.ts';
import { DEFAULT_HTTP_PORT } from '../../local/defaults.ts';
import { type AdminContext, audit, type Command, mustExist } from './context.ts';
import { parseBranch, required, UsageError } from './flags.ts';

async function createClientCommand({ values, deps, region, userPoolId }: AdminContext) {
  const branchId = parseBranch(values.branch);
  const scopes = parseScopes(values.scopes);
  const branch = await getBranchProfile(deps, branchId);
  if (!branch) throw new Error(`branch ${branchId} does not exist`);
  const name = values.name ?? `${branch.name} POS`;
  const qualified = scopes.map(qualifiedScope);
  const registry = appClientRegistryOf({ AWS_REGION: region, USER_POOL_ID: userPoolId });
  const registered = await registry.create(name, qualified);
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
      created_at: deps.clock.now().toISOString(),
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

/** --scopes a,b (API scope names), every API scope when left out. */
function parseScopes(value: string | undefined): ReturnType<typeof parseScopeList> {
  let scopes: ReturnType<typeof parseScopeList>;
  try {
    scopes = value === undefined ? API_SCOPE_NAMES : parseScopeList(value);
  } catch (error) {
    throw new UsageError(`--scopes: ${(error as Error).message}`);
  }
  if (scopes.length === 0) throw new UsageError('--scopes names no scope');
  return scopes;
}

async function listClientsCommand({ values, deps }: AdminContext) {
  const branchId = parseBranch(values.branch);
  await mustExist(deps, branchId);
  return { oauth_clients: await listOAuthClients(deps, branchId) };
}

async function revokeClientCommand({ values, deps, region, userPoolId }: AdminContext) {
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
    note: "Tokens of this client are refused within 5 seconds (the handlers' lookup cache).",
  };
}

export const OAUTH_CLIENT_COMMANDS: Record<string, Command> = {
  'oauth-client create': createClientCommand,
  'oauth-client list': listClientsCommand,
  'oauth-client revoke': revokeClientCommand,
};
