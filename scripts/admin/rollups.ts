/**
 * `admin rollups rebuild` and `admin organization rollups rebuild`: recompute a branch's monthly
 * rollups from its day cubes, or copy branches' rollups into their organization's.
 */

import { createLogger } from '#shared/adapters/logger.ts';
import { UUID_PATTERN } from '#shared/domain/uuid.ts';
import { getOrganization } from '#shared/storage/organization-store.ts';
import { rebuildOrganizationRollups } from '#shared/use-cases/pipeline/organization-rollups.ts';
import { rebuildBranchRollups } from '#shared/use-cases/pipeline/rollups.ts';
import { type AdminContext, type Command, mustExist } from './context.ts';
import { parseBranch, parseMonth, required, UsageError } from './flags.ts';

async function rebuildBranchRollupsCommand({ values, deps }: AdminContext) {
  const branchId = parseBranch(values.branch);
  const fromMonth = values.from === undefined ? undefined : parseMonth(values.from, '--from');
  const toMonth = values.to === undefined ? undefined : parseMonth(values.to, '--to');
  if (fromMonth !== undefined && toMonth !== undefined && fromMonth > toMonth)
    throw new UsageError('--from must be on or before --to');
  await mustExist(deps, branchId);
  // Warnings (a rollup too large to store) go to stderr; stdout stays one JSON object.
  const months = await rebuildBranchRollups({ ...deps, logger: createLogger('admin') }, branchId, {
    ...(fromMonth === undefined ? {} : { fromMonth }),
    ...(toMonth === undefined ? {} : { toMonth }),
  });
  return { branch_identifier: branchId, months };
}

async function rebuildOrganizationRollupsCommand({ values, deps }: AdminContext) {
  const organizationId = required(values.org, '--org');
  if (!UUID_PATTERN.test(organizationId)) throw new UsageError('--org must be a UUID');
  const branchId = values.branch === undefined ? undefined : parseBranch(values.branch);
  if (!(await getOrganization(deps, organizationId.toLowerCase())))
    throw new Error(`organization ${organizationId} does not exist`);
  const branches = await rebuildOrganizationRollups(
    { ...deps, logger: createLogger('admin') },
    organizationId.toLowerCase(),
    branchId === undefined ? {} : { branchId },
  );
  return { organization_id: organizationId.toLowerCase(), branches };
}

export const ROLLUPS_COMMANDS: Record<string, Command> = {
  'rollups rebuild': rebuildBranchRollupsCommand,
  'organization rollups rebuild': rebuildOrganizationRollupsCommand,
};
