/**
 * The owner-side audit log: every write an owner (or their app) makes through the API records who did
 * what, in the activity log beside the POS events (docs/audit.md). A use case adds `auditPut(…)` to
 * the transaction that makes the change, so the entry exists exactly when the change does; a change
 * that is not one transaction (a webhook test, a redelivery) calls `recordAudit(…)` after it.
 */
import type { Principal } from '../guards/auth.ts';
import {
  type AuditActor,
  type AuditEntry,
  auditEntryPut,
  writeAuditEntry,
} from '../storage/activity-store.ts';
import type { StorageDeps, TransactItem } from '../storage/db.ts';
import type { Deps } from './deps.ts';
import type { RouteRequest } from './request.ts';

export type { AuditActor };

/** What a write records: the event and what it touched. `detail` holds no secret. */
export interface AuditChange {
  /** Dotted: `webhook.registered`, `settings.updated`, `backoffice.record_created`. */
  event: string;
  refType: string | null;
  refId: string | null;
  detail: Record<string, unknown>;
}

/** The actor of a request: the user (email, else sub), the app client (its id), or the branch key. */
export function actorOf(principal: Principal): AuditActor {
  switch (principal.kind) {
    case 'user':
      return { type: 'user', id: principal.email ?? principal.userSub, role: principal.role, name: null };
    case 'client':
      return { type: 'app_client', id: principal.clientId, role: null, name: principal.clientName };
    case 'api-key':
      return { type: 'api_key', id: 'api_key', role: null, name: null };
  }
}

/** The entry an owner-side API request records (source `dashboard`). */
export function dashboardEntry(
  deps: Pick<Deps, 'newId'>,
  request: Pick<RouteRequest, 'branch' | 'principal' | 'now' | 'requestId'>,
  change: AuditChange,
): AuditEntry {
  return {
    branchId: request.branch.branch_identifier,
    eventId: deps.newId(),
    event: change.event,
    source: 'dashboard',
    actor: actorOf(request.principal),
    occurredAt: request.now,
    refType: change.refType,
    refId: change.refId,
    detail: change.detail,
    requestId: request.requestId,
  };
}

/** The audit entry of a request's change, as a member of the transaction that makes the change. */
export function auditPut(
  deps: Pick<Deps, 'newId' | 'tableName'>,
  request: Pick<RouteRequest, 'branch' | 'principal' | 'now' | 'requestId'>,
  change: AuditChange,
): TransactItem {
  return auditEntryPut(deps, dashboardEntry(deps, request, change));
}

/** The audit entry of a request's change, written alone (for a change made outside a transaction). */
export async function recordAudit(
  deps: Pick<Deps, 'newId' | 'tableName' | 'db'>,
  request: Pick<RouteRequest, 'branch' | 'principal' | 'now' | 'requestId'>,
  change: AuditChange,
): Promise<void> {
  await writeAuditEntry(deps, dashboardEntry(deps, request, change));
}

/** The operator of the admin CLI (scripts/admin.ts): who ran it, as the machine knows them. */
export function operatorActor(name: string): AuditActor {
  return { type: 'operator', id: name, role: null, name: null };
}

/** An entry of the admin CLI (source `admin_cli`), written alone: the CLI's writes are not one transaction. */
export async function recordOperatorAudit(
  deps: StorageDeps & Pick<Deps, 'newId'>,
  entry: { branchId: string; actor: AuditActor; now: Date } & AuditChange,
): Promise<void> {
  await writeAuditEntry(deps, {
    branchId: entry.branchId,
    eventId: deps.newId(),
    event: entry.event,
    source: 'admin_cli',
    actor: entry.actor,
    occurredAt: entry.now,
    refType: entry.refType,
    refId: entry.refId,
    detail: entry.detail,
    requestId: null,
  });
}
