/**
 * The developer portal's OAuth 2.0 app clients (client credentials) of a branch: list, create
 * (in Cognito in AWS, in the table for the local issuer: the AppClientRegistry port) and revoke.
 * The route table admits only the owner's dashboard token (auth: 'user').
 */

import type { AppClientPorts } from '../../adapters/app-client-ports.ts';
import { tokenEndpointOf } from '../../adapters/config.ts';
import { qualifiedScope } from '../../domain/access.ts';
import { LimitReachedError, NotFoundError } from '../../domain/errors.ts';
import { parseEnvelope } from '../../domain/parse-request.ts';
import type { AppClientAttributes, AppClientCreatedAttributes } from '../../domain/responses/developer.ts';
import type { Resource } from '../../domain/results.ts';
import { appClientCreateAttributes } from '../../domain/schemas/developer.ts';
import {
  createOAuthClient,
  getOAuthClient,
  listOAuthClients,
  type OAuthClientRecord,
  revokeOAuthClient,
} from '../../storage/oauth-client-store.ts';
import { auditPut, recordAudit } from '../audit.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { credentialLister, lifecycleOf } from './credentials.ts';

/** Active app clients a branch may hold: a POS or two and some tools, far below Cognito's quota. */
export const MAX_ACTIVE_APP_CLIENTS_PER_BRANCH = 10;

function attributesOf(client: OAuthClientRecord): AppClientAttributes {
  return {
    name: client.name,
    scopes: client.scopes,
    ...lifecycleOf(client),
  };
}

/** GET /api/v1/developer/app-clients: newest first, revoked ones included. */
export const listAppClientsOf = credentialLister(
  listOAuthClients,
  (client) => client.client_id,
  attributesOf,
);

/** POST /api/v1/developer/app-clients: 201 with the secret (once) and the token endpoint. */
export async function createAppClient(
  deps: Deps & AppClientPorts,
  request: RouteRequest,
): Promise<Resource<AppClientCreatedAttributes>> {
  const { attributes } = parseEnvelope(request.body, 'app_client', appClientCreateAttributes);
  const branchId = request.branch.branch_identifier;
  const active = (await listOAuthClients(deps, branchId)).filter((client) => client.status === 'active');
  if (active.length >= MAX_ACTIVE_APP_CLIENTS_PER_BRANCH) {
    throw new LimitReachedError(
      `A branch may hold ${MAX_ACTIVE_APP_CLIENTS_PER_BRANCH} active app clients; revoke one first.`,
    );
  }
  const settings = deps.oauth;
  if (!settings) throw new Error('app clients need an OAuth issuer (OAUTH_ISSUER)');
  const registered = await deps.appClients.create(attributes.name, attributes.scopes.map(qualifiedScope));
  const record: OAuthClientRecord = {
    client_id: registered.clientId,
    branch_identifier: branchId,
    name: attributes.name,
    scopes: attributes.scopes,
    issuer: registered.issuer,
    status: 'active',
    created_at: request.now.toISOString(),
    ...(registered.userPoolId ? { user_pool_id: registered.userPoolId } : {}),
  };
  // The local issuer checks the secret's hash in the table; Cognito keeps its own secret.
  // The same event as the admin CLI's `oauth-client create`, committed with the client's rows.
  await createOAuthClient(deps, record, registered.issuer === 'local' ? registered.clientSecret : undefined, [
    auditPut(deps, request, {
      event: 'oauth_client.created',
      refType: 'oauth_client',
      refId: record.client_id,
      detail: { name: record.name, scopes: record.scopes, issuer: record.issuer },
    }),
  ]);
  return {
    id: record.client_id,
    attributes: {
      ...attributesOf(record),
      client_secret: registered.clientSecret,
      token_endpoint: tokenEndpointOf(settings),
    },
  };
}

/** DELETE /api/v1/developer/app-clients/{client_id}: no new token; issued ones refused within 60 s. */
export async function revokeAppClient(
  deps: Deps & AppClientPorts,
  request: RouteRequest,
): Promise<Resource<AppClientAttributes>> {
  const branchId = request.branch.branch_identifier;
  const clientId = request.params.client_id ?? '';
  const client = await getOAuthClient(deps, clientId);
  // Another branch's client "does not exist", as another branch's data does.
  if (!client || client.branch_identifier !== branchId) {
    throw new NotFoundError('This branch has no app client with that client_id.', {
      field: 'path.client_id',
      receivedValue: clientId,
    });
  }
  if (client.status === 'revoked') return { id: client.client_id, attributes: attributesOf(client) };
  // The identity provider first: once deleted it issues no token, and the table's mark refuses the rest.
  await deps.appClients.delete(client);
  const revoked = (await revokeOAuthClient(deps, clientId)) ?? client;
  // Two updates, not one transaction (the store's): the entry follows them.
  await recordAudit(deps, request, {
    event: 'oauth_client.revoked',
    refType: 'oauth_client',
    refId: clientId,
    detail: { name: client.name },
  });
  return { id: clientId, attributes: attributesOf(revoked) };
}
