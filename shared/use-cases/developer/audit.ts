/**
 * The activity-log entry of an owner's action in the dashboard (source `dashboard`): a key
 * generated or revoked, an app client created or revoked, a branch created. Written like the
 * back-office deletes' entries (shared/use-cases/backoffice/records.ts), after the action: the
 * action is done either way, and the log is the owner's record of it.
 */
import { batchWriteAll } from '../../storage/batch-write.ts';
import type { StorageDeps } from '../../storage/db.ts';
import { keys } from '../../storage/keys.ts';
import type { RouteRequest } from '../request.ts';

export interface DashboardAction {
  branchId: string;
  /** `api_key.created`, `api_key.revoked`, `app_client.created`, `app_client.revoked`, `branch.created`. */
  event: string;
  /** The member who acted (their token's `sub`) and their role. */
  actor: string;
  role: string | null;
  refType: string;
  refId: string;
  /** Never a secret: ids, last four characters, names, scopes. */
  detail: Record<string, unknown>;
  requestId: string;
  at: Date;
}

export async function recordDashboardAction(
  deps: StorageDeps & { newId(): string },
  action: DashboardAction,
): Promise<void> {
  const eventId = deps.newId();
  const at = action.at.toISOString();
  await batchWriteAll(
    deps,
    [
      {
        PutRequest: {
          Item: {
            ...keys.activity(action.branchId, at, eventId),
            branch_id: action.branchId,
            event_id: eventId,
            event: action.event,
            occurred_at: at,
            occurred_at_utc: at,
            actor: action.actor,
            role: action.role,
            source: 'dashboard',
            ref_type: action.refType,
            ref_id: action.refId,
            detail: action.detail,
            device: null,
            ip: null,
            received_at: at,
            attributes: {},
            meta: { request_id: action.requestId },
          },
        },
      },
    ],
    `activity entry ${action.event}`,
  );
}

/** Who acted and when, from the request (the credential routes admit members' tokens only). */
export function actorOf(request: RouteRequest): Pick<DashboardAction, 'actor' | 'role' | 'requestId' | 'at'> {
  const principal = request.principal;
  return {
    actor: principal?.kind === 'user' ? principal.userSub : (principal?.kind ?? 'unknown'),
    role: principal?.kind === 'user' ? principal.role : null,
    requestId: request.requestId,
    at: request.now,
  };
}
