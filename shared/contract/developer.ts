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
import type { RouteContract } from './route-contract.ts';
import type { RouteId } from './routes.ts';

export const DEVELOPER_CONTRACT = {
  'api-keys-list': { attributes: apiKeyAttributes, meta: credentialListMeta, list: true },
  'api-keys-create': { attributes: apiKeyCreatedAttributes, id: true, body: apiKeyCreateBody },
  'api-keys-revoke': { attributes: apiKeyAttributes, id: true, params: apiKeyParams },
  'app-clients-list': { attributes: appClientAttributes, meta: credentialListMeta, list: true },
  'app-clients-create': { attributes: appClientCreatedAttributes, id: true, body: appClientCreateDocument },
  'app-clients-revoke': { attributes: appClientAttributes, id: true, params: appClientParams },
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
