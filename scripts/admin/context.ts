/**
 * What every admin command gets (scripts/admin.ts): its flags, the table it works on, and where
 * app clients go; plus the helpers the command modules share (the audit entry, the branch check).
 */
import { userInfo } from 'node:os';
import { newUlid } from '#shared/adapters/ids.ts';
import { type Clock, systemClock } from '#shared/adapters/ports.ts';
import { getBranchProfile } from '#shared/storage/branch-store.ts';
import { createDocumentClient, type StorageDeps } from '#shared/storage/db.ts';
import { type AuditChange, operatorActor, recordOperatorAudit } from '#shared/use-cases/audit.ts';
import { LOCAL_TABLE_NAME, localDynamoDbEndpoint } from '../../local/defaults.ts';
import { LOCAL_CREDENTIALS } from '../../local/dynamodb-local.ts';
import type { Flags } from './flags.ts';

export type AdminDeps = StorageDeps & { clock: Clock };

export interface AdminContext {
  values: Flags;
  deps: AdminDeps;
  /** The table named by --table or TABLE_NAME (a deployed stage's); undefined for the local stack. */
  deployed: string | undefined;
  region: string;
  /** A deployed stage's Cognito user pool (--user-pool-id or USER_POOL_ID); undefined locally. */
  userPoolId: string | undefined;
}

/** A command: its answer is printed as one JSON object on stdout. */
export type Command = (context: AdminContext) => Promise<unknown>;

/**
 * The target: --table/--endpoint/--region flags, else TABLE_NAME/DYNAMODB_ENDPOINT/AWS_REGION, else
 * the local stack. The caller destroys `deps.db` when the command is done.
 */
export function openContext(values: Flags): AdminContext {
  const deployed = values.table ?? process.env.TABLE_NAME;
  const endpoint =
    values.endpoint ?? process.env.DYNAMODB_ENDPOINT ?? (deployed ? undefined : localDynamoDbEndpoint());
  const region = values.region ?? process.env.AWS_REGION ?? 'us-east-1';
  const deps = {
    db: createDocumentClient({
      region,
      ...(endpoint ? { endpoint } : {}),
      ...(deployed ? {} : { credentials: LOCAL_CREDENTIALS }),
    }),
    tableName: deployed ?? LOCAL_TABLE_NAME,
    clock: systemClock,
  };
  return { values, deps, deployed, region, userPoolId: values['user-pool-id'] ?? process.env.USER_POOL_ID };
}

/** Records an operator's change in the branch's activity log (source `admin_cli`). */
export async function audit(deps: AdminDeps, branchId: string, change: AuditChange): Promise<void> {
  await recordOperatorAudit(
    { ...deps, newId: () => newUlid() },
    { branchId, actor: operatorActor(operatorName()), now: deps.clock.now(), ...change },
  );
}

/** Who runs the CLI: ADMIN_OPERATOR, else the OS user (a container without a passwd entry has none). */
function operatorName(): string {
  if (process.env.ADMIN_OPERATOR) return process.env.ADMIN_OPERATOR;
  try {
    return userInfo().username;
  } catch {
    return 'operator';
  }
}

export async function mustExist(deps: AdminDeps, branchId: string): Promise<void> {
  if (!(await getBranchProfile(deps, branchId))) throw new Error(`branch ${branchId} does not exist`);
}
