/**
 * What keeps an organization's `costdays` and `costs` months (costs/month-part.ts; their parts are stored as the
 * organization roll-ups are, shared/storage/organization-rollup-store.ts) exact: every dated cost
 * record a branch of an organization writes or deletes also puts, in the same transaction, a
 * pending marker for its branch and month (keys.organizationCostsPending) with a new token; the
 * part's refresh, once it has written the part from the records it read after the marker, deletes
 * the marker only if its token is still the one it read. So a branch month with no marker has a
 * part that holds all its records, and a read that finds one reads that month from the branch.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { BackofficeRecord } from './backoffice-store.ts';
import { queryAll, type StorageDeps, type TransactItem } from './db.ts';
import { getItem, storedItem } from './item.ts';
import { keys } from './keys.ts';

/** A branch month's pending marker, as organizationRecordChange puts it. */
const pendingItem = /* @__PURE__ */ storedItem({
  name: 'pending cost month',
  key: 'organizationCostsPending',
  schema: () => z.object({ branch_id: z.string(), month: z.string(), token: z.string() }),
});
type PendingMarker = ReturnType<typeof pendingItem.parse>;

/** The dated resources the cost figures read, which an organization keeps by month. */
export const ORGANIZATION_RECORD_RESOURCES = [
  'purchases',
  'expenses',
  'payroll',
  'inventory-counts',
] as const;
export type OrganizationRecordResource = (typeof ORGANIZATION_RECORD_RESOURCES)[number];

export const isOrganizationRecordResource = (resource: string): resource is OrganizationRecordResource =>
  (ORGANIZATION_RECORD_RESOURCES as readonly string[]).includes(resource);

/** The business date a dated record is filed under (payroll by its period_from): its month's part holds it. */
export const filedDateOf = (resource: string, record: BackofficeRecord) =>
  String(resource === 'payroll' ? record.period_from : record.date);

/** A branch without an organization still has none (else the transaction is cancelled). */
const stillWithoutOrganization = (deps: StorageDeps, branchId: string): TransactItem => ({
  ConditionCheck: {
    TableName: deps.tableName,
    Key: keys.branchOrganization(branchId),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/**
 * What a record's transaction (a write or a delete) adds: the pending marker of its branch's month
 * under the organization, with a new token; for a branch with none, a check that it still has none,
 * so a branch attached meanwhile cancels the write (the ingest plans it again and finds the
 * organization) instead of leaving a month the organization does not know is stale.
 */
export function organizationRecordChange(
  deps: StorageDeps,
  organizationId: string | undefined,
  branchId: string,
  resource: OrganizationRecordResource,
  record: BackofficeRecord,
): TransactItem[] {
  if (organizationId === undefined) return [stillWithoutOrganization(deps, branchId)];
  const month = filedDateOf(resource, record).slice(0, 7);
  const marker: PendingMarker = { branch_id: branchId, month, token: randomUUID() };
  return [
    {
      Put: {
        TableName: deps.tableName,
        Item: { ...pendingItem.key(organizationId, month, branchId), ...marker },
      },
    },
  ];
}

/** The token of the branch month's pending marker (consistent), or undefined when it has none. */
export async function readPendingToken(
  deps: StorageDeps,
  organizationId: string,
  branchId: string,
  month: string,
): Promise<string | undefined> {
  return (await getItem(deps, pendingItem, pendingItem.key(organizationId, month, branchId)))?.token;
}

/** Deletes the marker if it still has `token` (a record written since keeps it). */
export async function clearPendingMarker(
  deps: StorageDeps,
  organizationId: string,
  branchId: string,
  month: string,
  token: string,
): Promise<void> {
  try {
    await deps.db.send(
      new DeleteCommand({
        TableName: deps.tableName,
        Key: pendingItem.key(organizationId, month, branchId),
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':token': token },
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return;
    throw error;
  }
}

/** Every pending branch month of the organization (consistent; one Query, normally empty): branch → months. */
export async function readPendingMonths(
  deps: StorageDeps,
  organizationId: string,
): Promise<Map<string, Set<string>>> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.organizationCostsPendingPartition(organizationId) },
    ConsistentRead: true,
  });
  const pending = new Map<string, Set<string>>();
  for (const { branch_id, month } of items.map(pendingItem.parse)) {
    const months = pending.get(branch_id) ?? new Set<string>();
    months.add(month);
    pending.set(branch_id, months);
  }
  return pending;
}
