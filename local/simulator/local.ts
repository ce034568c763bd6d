/**
 * The simulator's side of the local stack: branches created (or found again) in DynamoDB Local the
 * way `npm run admin -- branch create` does, and a wait until the pipeline has built given days.
 */
import { systemClock } from '#shared/adapters/ports.ts';
import { createBranch, getBranchProfile, rotateKey } from '#shared/storage/branch-store.ts';
import { createDocumentClient } from '#shared/storage/db.ts';
import { LOCAL_CREDENTIALS } from '../dynamodb-local.ts';
import { CONCEPTS, type Concept } from './concepts.ts';
import { branchIdFor, branchName } from './generate.ts';

export interface ProvisionedBranch {
  branchId: string;
  apiKey: string;
  name: string;
  /** False when the branch was there from an earlier run (its key is then rotated to print one). */
  created: boolean;
}

/**
 * The seed's branches: ids from the seed, so a second run with the same seed finds them and replays
 * the same idempotency keys instead of doubling the figures. Keys are stored hashed, so a branch that
 * exists gets a new key (the old one is revoked).
 */
export async function provisionLocalBranches(options: {
  endpoint: string;
  tableName: string;
  seed: number;
  count: number;
}): Promise<ProvisionedBranch[]> {
  const deps = {
    db: createDocumentClient({
      region: 'us-east-1',
      endpoint: options.endpoint,
      credentials: LOCAL_CREDENTIALS,
    }),
    tableName: options.tableName,
    clock: systemClock,
  };
  try {
    const branches: ProvisionedBranch[] = [];
    for (let index = 0; index < options.count; index++) {
      const concept = CONCEPTS[index % CONCEPTS.length] as Concept;
      const branchId = branchIdFor(options.seed, index);
      const name = branchName(concept, index);
      if (await getBranchProfile(deps, branchId)) {
        const { apiKey } = await rotateKey(deps, branchId);
        branches.push({ branchId, apiKey, name, created: false });
        continue;
      }
      const { apiKey } = await createBranch(deps, {
        branchId,
        name,
        timezone: concept.timezone,
        plan: 'enterprise',
        stage: 'sandbox',
      });
      branches.push({ branchId, apiKey, name, created: true });
    }
    return branches;
  } finally {
    deps.db.destroy();
  }
}

/** Polls each branch's sales summary for its date until a snapshot exists; true per branch when built. */
export async function waitForSnapshots(
  baseUrl: string,
  branches: { branchId: string; apiKey: string; date: string }[],
  timeoutMs: number,
): Promise<boolean[]> {
  const deadline = Date.now() + timeoutMs;
  return Promise.all(
    branches.map(async ({ branchId, apiKey, date }) => {
      const url = new URL('/api/v1/intelligence/sales/summary', baseUrl);
      url.search = new URLSearchParams({
        branch_identifier: branchId,
        date_from: date,
        date_to: date,
      }).toString();
      while (Date.now() < deadline) {
        const response = await fetch(url, { headers: { 'X-API-Key': apiKey } });
        const body = (await response.json().catch(() => null)) as {
          data?: { meta?: { snapshot_date?: string | null } };
        } | null;
        if (response.ok && body?.data?.meta?.snapshot_date) return true;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return false;
    }),
  );
}
