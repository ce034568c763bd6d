/**
 * The developer portal's credential routes (API keys, OAuth 2.0 app clients) and the account
 * routes (docs/authentication.md): a signed-in dashboard user's token only (auth: 'user' and
 * 'account' in the route table), so their operations name the OAuth2 scheme alone.
 */
import { accountAttributes, accountBranch, branchCreatedAttributes } from '../domain/responses/account.ts';
import {
  apiKeyAttributes,
  apiKeyCreatedAttributes,
  appClientAttributes,
  appClientCreatedAttributes,
  credentialListMeta,
} from '../domain/responses/developer.ts';
import {
  apiKeyCreateBody,
  apiKeyParams,
  appClientCreateDocument,
  appClientParams,
  branchCreateDocument,
} from '../domain/schemas/developer.ts';
import type { RouteContract, Schema } from './route-contract.ts';
import type { RouteId } from './routes.ts';

/**
 * A credential kind's three routes, alike for API keys and app clients: the branch's list (each
 * without its secret), the creation (answers the secret, once) and the revocation by id.
 */
function credentialRoutes<
  Listed extends Schema,
  Created extends Schema,
  Body extends Schema,
  Params extends Schema,
>(schemas: { listed: Listed; created: Created; body: Body; params: Params }) {
  return {
    list: { attributes: schemas.listed, meta: credentialListMeta, list: true },
    create: { attributes: schemas.created, id: true, body: schemas.body },
    revoke: { attributes: schemas.listed, id: true, params: schemas.params },
  } as const satisfies Record<'list' | 'create' | 'revoke', RouteContract>;
}

const apiKeys = credentialRoutes({
  listed: apiKeyAttributes,
  created: apiKeyCreatedAttributes,
  body: apiKeyCreateBody,
  params: apiKeyParams,
});
const appClients = credentialRoutes({
  listed: appClientAttributes,
  created: appClientCreatedAttributes,
  body: appClientCreateDocument,
  params: appClientParams,
});

export const DEVELOPER_CONTRACT = {
  'api-keys-list': apiKeys.list,
  'api-keys-create': apiKeys.create,
  'api-keys-revoke': apiKeys.revoke,
  'app-clients-list': appClients.list,
  'app-clients-create': appClients.create,
  'app-clients-revoke': appClients.revoke,
  'account-get': { attributes: accountAttributes, id: true },
  'account-branches-create': { attributes: branchCreatedAttributes, id: true, body: branchCreateDocument },
} satisfies Partial<Record<RouteId, RouteContract>>;

/** @public Read by name: scripts/openapi-options.ts registers every `*_COMPONENTS` map. */
export const DEVELOPER_COMPONENTS = {
  ApiKey: apiKeyAttributes,
  ApiKeyCreated: apiKeyCreatedAttributes,
  CredentialListMeta: credentialListMeta,
  AppClient: appClientAttributes,
  AppClientCreated: appClientCreatedAttributes,
  AppClientCreation: appClientCreateDocument,
  Account: accountAttributes,
  AccountBranch: accountBranch,
  BranchCreated: branchCreatedAttributes,
  BranchCreation: branchCreateDocument,
};
