/**
 * The developer portal's API keys (docs/authentication.md): list, generate (a rotation: the
 * previous key is revoked in the same transaction, as the admin CLI's `key rotate` does) and
 * revoke. The route table admits only the owner's dashboard token (auth: 'user').
 */
import { NotFoundError } from '../../domain/errors.ts';
import type { ApiKeyAttributes, ApiKeyCreatedAttributes } from '../../domain/responses/developer.ts';
import type { Resource } from '../../domain/results.ts';
import { type ApiKeyListing, listApiKeys, revokeApiKey, rotateKey } from '../../storage/branch-store.ts';
import { auditPut } from '../audit.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { credentialLister, lifecycleOf } from './credentials.ts';

function attributesOf(key: ApiKeyListing): ApiKeyAttributes {
  return {
    last_four: key.last_four,
    environment: key.stage,
    ...lifecycleOf(key),
  };
}

/** GET /api/v1/developer/api-keys: newest first; keys issued before the list existed are absent. */
export const listApiKeysOf = credentialLister(listApiKeys, (key) => key.key_id, attributesOf);

/** POST /api/v1/developer/api-keys: 201 with the new key, shown this once. */
export async function generateApiKey(
  deps: Deps,
  request: RouteRequest,
): Promise<Resource<ApiKeyCreatedAttributes>> {
  const branchId = request.branch.branch_identifier;
  // The same event as the admin CLI's `key rotate`: a new key, the previous one revoked with it.
  const { apiKey, key } = await rotateKey(deps, branchId, (created) => [
    auditPut(deps, request, {
      event: 'api_key.rotated',
      refType: 'api_key',
      refId: created.key_id,
      detail: { key_id: created.key_id, last_four: created.last_four, environment: created.stage },
    }),
  ]);
  return { id: key.key_id, attributes: { ...attributesOf(key), api_key: apiKey } };
}

/** DELETE /api/v1/developer/api-keys/{key_id}: 200 with the revoked key (as the back-office deletes). */
export async function revokeApiKeyOf(deps: Deps, request: RouteRequest): Promise<Resource<ApiKeyAttributes>> {
  const branchId = request.branch.branch_identifier;
  const keyId = request.params.key_id ?? '';
  const revoked = await revokeApiKey(deps, branchId, keyId, (key) => [
    auditPut(deps, request, {
      event: 'api_key.revoked',
      refType: 'api_key',
      refId: key.key_id,
      detail: { key_id: key.key_id, last_four: key.last_four, environment: key.stage },
    }),
  ]);
  if (!revoked) {
    throw new NotFoundError('This branch has no API key with that id.', {
      field: 'path.key_id',
      receivedValue: keyId,
    });
  }
  return { id: revoked.key_id, attributes: attributesOf(revoked) };
}
