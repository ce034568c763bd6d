/**
 * `admin member add`: a user of the branch's organization, until the dashboard manages members.
 * The user's `sub` is Cognito's (or the local issuer's); the branch's first owner creates its organization.
 */
import { randomUUID } from 'node:crypto';
import { createLogger } from '#shared/adapters/logger.ts';
import { ROLES, type Role } from '#shared/domain/access.ts';
import { getBranchProfile } from '#shared/storage/branch-store.ts';
import {
  attachBranch,
  createOrganization,
  getBranchOrganizationId,
  putMember,
} from '#shared/storage/organization-store.ts';
import { rebuildOrganizationRollups } from '#shared/use-cases/pipeline/organization-rollups.ts';
import { type AdminContext, type AdminDeps, audit, type Command } from './context.ts';
import { parseBranch, required, UsageError } from './flags.ts';

async function addMemberCommand({ values, deps }: AdminContext) {
  const branchId = parseBranch(values.branch);
  const userSub = required(values.sub, '--sub');
  const role = required(values.role, '--role') as Role;
  if (!ROLES.includes(role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  const branch = await getBranchProfile(deps, branchId);
  if (!branch) throw new Error(`branch ${branchId} does not exist`);
  const now = deps.clock.now().toISOString();
  const email = values.email ? { email: values.email } : {};
  let organizationId = await getBranchOrganizationId(deps, branchId);
  if (organizationId === undefined) {
    if (role !== 'owner') {
      throw new UsageError(`branch ${branchId} has no organization yet: add its owner first`);
    }
    organizationId = await createBranchOrganization(
      deps,
      { branchId, name: branch.name, now },
      {
        user_sub: userSub,
        ...email,
      },
    );
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

/** A new organization named after the branch, with its first owner and the branch attached. */
async function createBranchOrganization(
  deps: AdminDeps,
  branch: { branchId: string; name: string; now: string },
  owner: { user_sub: string; email?: string },
): Promise<string> {
  const organizationId = randomUUID();
  await createOrganization(
    deps,
    { organization_id: organizationId, name: branch.name, created_at: branch.now },
    owner,
  );
  await attachBranch(deps, organizationId, branch.branchId);
  // The branch may have history: its months go into the organization's roll-ups now.
  await rebuildOrganizationRollups({ ...deps, logger: createLogger('admin') }, organizationId, {
    branchId: branch.branchId,
  });
  return organizationId;
}

export const MEMBER_COMMANDS: Record<string, Command> = {
  'member add': addMemberCommand,
};
