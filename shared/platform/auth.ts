/**
 * X-API-Key authentication. The key is looked up by its SHA-256; a found branch is cached in the
 * container for at most `keyCacheTtlMs` (≤ 60 s), so a warm handler answers without a round trip
 * and a rotated key stops working within that bound.
 */

import { UnauthorizedError } from '../domain/errors.ts';
import type { RuntimePorts } from '../runtime/ports.ts';
import { KEY_PREFIX, stageOfKeyPrefix } from '../runtime/stages.ts';
import {
  API_KEY_PATTERN,
  type BranchProfile,
  getApiKeyRecord,
  getBranchProfile,
  hashApiKey,
} from '../storage/branch-store.ts';
import type { StorageDeps } from '../storage/db.ts';

type AuthDeps = StorageDeps & Pick<RuntimePorts, 'stage' | 'clock' | 'keyCacheTtlMs'>;

const MAX_CACHED_KEYS = 1_000;
const cache = new Map<string, { branch: BranchProfile; expiresAt: number }>();

export interface Credentials {
  apiKey: string | undefined;
  authorization: string | undefined;
}

export async function authenticate(deps: AuthDeps, credentials: Credentials): Promise<BranchProfile> {
  const { apiKey } = credentials;
  if (apiKey === undefined || apiKey === '') {
    if (credentials.authorization?.toLowerCase().startsWith('bearer ')) {
      throw new UnauthorizedError(
        'OAuth bearer tokens are not enabled on this deployment; send the branch API key in X-API-Key.',
      );
    }
    throw new UnauthorizedError('X-API-Key header is missing.');
  }
  const keyStage = stageOfKeyPrefix(apiKey);
  if (keyStage !== undefined && keyStage !== deps.stage) {
    throw new UnauthorizedError(
      `This is the ${deps.stage} environment: it accepts ${KEY_PREFIX[deps.stage]} keys, and a ${keyStage} key (${KEY_PREFIX[keyStage]}) was sent.`,
    );
  }
  if (!API_KEY_PATTERN.test(apiKey)) {
    throw new UnauthorizedError(
      `X-API-Key is malformed: expected ${KEY_PREFIX[deps.stage]} followed by 32 characters.`,
    );
  }

  const keyHash = hashApiKey(apiKey);
  const cacheKey = `${deps.tableName}:${keyHash}`;
  const nowMs = deps.clock.now().getTime();
  const hit = cache.get(cacheKey);
  if (hit && hit.expiresAt > nowMs) return hit.branch;

  const record = await getApiKeyRecord(deps, keyHash);
  if (!record) throw new UnauthorizedError('X-API-Key is not valid.');
  if (record.status === 'revoked') {
    throw new UnauthorizedError(
      'This API key was revoked when a new key was generated; use the current key.',
    );
  }
  const branch = await getBranchProfile(deps, record.branch_identifier);
  if (!branch) throw new UnauthorizedError('X-API-Key is not valid.');

  if (deps.keyCacheTtlMs > 0) {
    if (cache.size >= MAX_CACHED_KEYS) cache.delete(cache.keys().next().value as string);
    cache.set(cacheKey, { branch, expiresAt: nowMs + deps.keyCacheTtlMs });
  }
  return branch;
}
