/**
 * An organization owning some branches, and its owner as the dashboard signs one in: a user signed
 * up through the local issuer with the organization reads' scope (`intelligence.read`).
 */
import { randomUUID } from 'node:crypto';
import { attachBranch, createOrganization } from '#shared/storage/organization-store.ts';
import type { TestBranch, TestStack } from './stack.ts';
import { userSession } from './user-tokens.ts';

export interface OwnedOrganization {
  organizationId: string;
  /** The owner's access token. */
  token: string;
  sub: string;
  /** The owner's email (the local issuer's password is userSession's). */
  email: string;
}

/** `created`: the branches are new to it (attached before any day, so its roll-ups hold them whole). */
export async function ownedOrganization(
  stack: TestStack,
  name: string,
  branches: readonly TestBranch[],
  options: { created?: boolean } = {},
): Promise<OwnedOrganization> {
  const email = `owner-${randomUUID()}@example.mx`;
  const session = await userSession(stack.url, email, 'signup', ['intelligence.read']);
  const organizationId = randomUUID();
  await createOrganization(
    stack.deps,
    { organization_id: organizationId, name, created_at: stack.deps.clock.now().toISOString() },
    { user_sub: session.sub },
  );
  for (const branch of branches) await attachBranch(stack.deps, organizationId, branch.branchId, options);
  return { organizationId, token: session.accessToken, sub: session.sub, email };
}
