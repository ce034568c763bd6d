/**
 * The organization's copies of its branches' dated cost records (purchases, expenses, payroll,
 * inventory counts; keys.organizationRecord): written and deleted in the same transaction as the
 * branch's own record, so an organization read takes a resource's period for every branch in one
 * Query (docs/organizations.md § Read cost). A branch's records written before it joined its
 * organization are copied by the backfill (`copyRecordToOrganization`).
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type BackofficeRecord, recordOf } from './backoffice-store.ts';
import { cancellationReasons, queryAll, type StorageDeps, type TransactItem } from './db.ts';
import { keys } from './keys.ts';

/** The resources the cost figures read, which an organization keeps copies of. */
export const ORGANIZATION_RECORD_RESOURCES = [
  'purchases',
  'expenses',
  'payroll',
  'inventory-counts',
] as const;
export type OrganizationRecordResource = (typeof ORGANIZATION_RECORD_RESOURCES)[number];

export const isOrganizationRecordResource = (resource: string): resource is OrganizationRecordResource =>
  (ORGANIZATION_RECORD_RESOURCES as readonly string[]).includes(resource);

/**
 * What a new record's transaction adds: its copy under the branch's organization; for a branch with
 * none, a check that it still has none, so a branch attached meanwhile cancels the write (the ingest
 * plans it again and finds the organization) instead of leaving a record without its copy.
 */
export function organizationRecordWrites(
  deps: StorageDeps,
  organizationId: string | undefined,
  branchId: string,
  resource: OrganizationRecordResource,
  date: string,
  record: BackofficeRecord,
): TransactItem[] {
  if (organizationId === undefined) return [stillWithoutOrganization(deps, branchId)];
  return [
    {
      Put: {
        TableName: deps.tableName,
        Item: {
          ...keys.organizationRecord(organizationId, resource, date, branchId, record.id),
          branch_id: branchId,
          resource,
          ...record,
        },
      },
    },
  ];
}

/** The business date a dated record is filed under (payroll by its period_from), as its sort key. */
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
 * What a record's delete adds: its copy's delete (none may exist yet, before the backfill); for a
 * branch with no organization, the check that it still has none, so the backfill of a branch
 * attached meanwhile cannot leave the deleted record's copy behind (the delete is refused with 503
 * and retried).
 */
export function organizationRecordDeletes(
  deps: StorageDeps,
  organizationId: string | undefined,
  branchId: string,
  resource: OrganizationRecordResource,
  date: string,
  id: string,
): TransactItem[] {
  if (organizationId === undefined) return [stillWithoutOrganization(deps, branchId)];
  return [
    {
      Delete: {
        TableName: deps.tableName,
        Key: keys.organizationRecord(organizationId, resource, date, branchId, id),
      },
    },
  ];
}

/**
 * The backfill's copy of a record the branch stored before joining: written only while the branch's
 * record still exists (a delete between the backfill's read and this write leaves no copy behind).
 * false when it was deleted meanwhile.
 */
export async function copyRecordToOrganization(
  deps: StorageDeps,
  organizationId: string,
  branchId: string,
  resource: OrganizationRecordResource,
  date: string,
  record: BackofficeRecord,
): Promise<boolean> {
  try {
    await deps.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: deps.tableName,
              Key: keys.backofficeDatedRecord(branchId, resource, date, record.id),
              ConditionExpression: 'id = :id',
              ExpressionAttributeValues: { ':id': record.id },
            },
          },
          ...organizationRecordWrites(deps, organizationId, branchId, resource, date, record),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.[0]?.code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** Every branch's copies of `resource` dated from..to, by branch: one Query. */
export async function readOrganizationRecords(
  deps: StorageDeps,
  organizationId: string,
  resource: OrganizationRecordResource,
  from: string,
  to: string,
): Promise<Map<string, BackofficeRecord[]>> {
  const bounds = keys.organizationRecordDateRange(from, to);
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.organizationRecordPartition(organizationId, resource),
      ':from': bounds.from,
      ':to': bounds.to,
    },
  });
  const byBranch = new Map<string, BackofficeRecord[]>();
  for (const item of items) {
    const branchId = item.branch_id as string;
    const records = byBranch.get(branchId);
    if (records === undefined) byBranch.set(branchId, [recordOf(item)]);
    else records.push(recordOf(item));
  }
  return byBranch;
}
