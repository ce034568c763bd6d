/** `admin key rotate`: a new API key for a branch (the previous one is revoked). */
import { rotateKey } from '#shared/storage/branch-store.ts';
import { type AdminContext, audit, type Command, mustExist } from './context.ts';
import { parseBranch } from './flags.ts';

async function rotateKeyCommand({ values, deps }: AdminContext) {
  const branchId = parseBranch(values.branch);
  await mustExist(deps, branchId);
  const { apiKey } = await rotateKey(deps, branchId);
  // The key itself stays out of the log: the entry says that it changed, not what it is.
  await audit(deps, branchId, {
    event: 'api_key.rotated',
    refType: 'api_key',
    refId: null,
    detail: {},
  });
  return {
    branch_identifier: branchId,
    api_key: apiKey,
    note: 'The previous key is revoked; warm handlers may accept it for up to 5 seconds.',
  };
}

export const KEY_COMMANDS: Record<string, Command> = {
  'key rotate': rotateKeyCommand,
};
