/**
 * A sandbox branch in an organization of its own, owned by a user of the local issuer who can sign
 * in to the dashboard: what `npm start` makes for its demo, the screenshots and the dashboard bench.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Plan } from '#shared/domain/plans.ts';
import { type BranchProfile, createBranch } from '#shared/storage/branch-store.ts';
import { attachBranch, createOrganization } from '#shared/storage/organization-store.ts';
import type { LocalStack } from './stack.ts';

export interface OwnedBranch {
  profile: BranchProfile;
  /** The branch's sandbox key, shown once. */
  apiKey: string;
  organizationId: string;
  owner: { email: string; password: string; sub: string };
}

export async function createOwnedBranch(
  stack: Pick<LocalStack, 'deps' | 'issuer'>,
  branch: { name: string; timezone: string; plan: Plan; ownerEmail: string },
): Promise<OwnedBranch> {
  const { profile, apiKey } = await createBranch(stack.deps, {
    branchId: randomUUID(),
    stage: 'sandbox',
    name: branch.name,
    timezone: branch.timezone,
    plan: branch.plan,
  });
  const password = randomBytes(12).toString('base64url');
  const owner = stack.issuer.signUp(branch.ownerEmail, password);
  const organizationId = randomUUID();
  await createOrganization(
    stack.deps,
    { organization_id: organizationId, name: profile.name, created_at: new Date().toISOString() },
    { user_sub: owner.sub, email: owner.email },
  );
  await attachBranch(stack.deps, organizationId, profile.branch_identifier, { created: true });
  return { profile, apiKey, organizationId, owner: { email: owner.email, password, sub: owner.sub } };
}
