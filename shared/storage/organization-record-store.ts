/**
 * The organization's copies of its branches' dated cost records (purchases, expenses, payroll,
 * inventory counts; keys.organizationRecord), and for purchases and expenses each branch's month
 * sums of its copies (keys.organizationRecordSums, costs/month-sums.ts): written and deleted in
 * the same transaction as the branch's own record, so an organization read takes a resource's
 * period for every branch in one Query, and a whole month of purchases or expenses as one small
 * item per branch (docs/organizations.md § Read cost). The sums are always those of the copies:
 * a copy is put only where none is, and a copy's delete subtracts only when the copy was there.
 * A branch's records written before it joined its organization are copied by the backfill
 * (`copyRecordToOrganization`).
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type MonthSums, type MonthSumsResource, monthSumsDelta } from '../domain/costs/month-sums.ts';
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

/** The resources whose copies are also summed by month (payroll and counts are read as records). */
const isSummed = (resource: OrganizationRecordResource): resource is MonthSumsResource =>
  resource === 'purchases' || resource === 'expenses';

/** The business date a dated record is filed under (payroll by its period_from), as its sort key. */
export const filedDateOf = (resource: string, record: BackofficeRecord) =>
  String(resource === 'payroll' ? record.period_from : record.date);

/** Where a record's copy is: under its organization, by the date it is filed under. */
const copyKey = (
  organizationId: string,
  branchId: string,
  resource: OrganizationRecordResource,
  record: BackofficeRecord,
) => keys.organizationRecord(organizationId, resource, filedDateOf(resource, record), branchId, record.id);

/** A branch without an organization still has none (else the transaction is cancelled). */
const stillWithoutOrganization = (deps: StorageDeps, branchId: string): TransactItem => ({
  ConditionCheck: {
    TableName: deps.tableName,
    Key: keys.branchOrganization(branchId),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** ADD of `sign` × the record's delta to its branch's month sums (the item is made by the first). */
function sumsUpdate(
  deps: StorageDeps,
  organizationId: string,
  branchId: string,
  resource: MonthSumsResource,
  record: BackofficeRecord,
  sign: 1 | -1,
): TransactItem {
  const month = filedDateOf(resource, record).slice(0, 7);
  const delta = Object.entries(monthSumsDelta(resource, record));
  return {
    Update: {
      TableName: deps.tableName,
      Key: keys.organizationRecordSums(organizationId, resource, month, branchId),
      UpdateExpression: `SET branch_id = :branch, #month = :month ADD ${delta.map((_, index) => `#f${index} :v${index}`).join(', ')}`,
      ExpressionAttributeNames: {
        '#month': 'month',
        ...Object.fromEntries(delta.map(([field], index) => [`#f${index}`, field])),
      },
      ExpressionAttributeValues: {
        ':branch': branchId,
        ':month': month,
        ...Object.fromEntries(delta.map(([, value], index) => [`:v${index}`, sign * value])),
      },
    },
  };
}

/** The copy's put (only where none is) and, for a summed resource, the ADD to its month's sums. */
function copyWrites(
  deps: StorageDeps,
  organizationId: string,
  branchId: string,
  resource: OrganizationRecordResource,
  record: BackofficeRecord,
): TransactItem[] {
  return [
    {
      Put: {
        TableName: deps.tableName,
        Item: {
          ...copyKey(organizationId, branchId, resource, record),
          branch_id: branchId,
          resource,
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...(isSummed(resource) ? [sumsUpdate(deps, organizationId, branchId, resource, record, 1)] : []),
  ];
}

/**
 * What a new record's transaction adds: its copy under the branch's organization (and its month
 * sums); for a branch with none, a check that it still has none, so a branch attached meanwhile
 * cancels the write (the ingest plans it again and finds the organization) instead of leaving a
 * record without its copy.
 */
export function organizationRecordWrites(
  deps: StorageDeps,
  organizationId: string | undefined,
  branchId: string,
  resource: OrganizationRecordResource,
  record: BackofficeRecord,
): TransactItem[] {
  if (organizationId === undefined) return [stillWithoutOrganization(deps, branchId)];
  return copyWrites(deps, organizationId, branchId, resource, record);
}

/** Whether the record has its copy (consistent): a record stored before the backfill may not. */
export async function hasOrganizationCopy(
  deps: StorageDeps,
  organizationId: string,
  branchId: string,
  resource: OrganizationRecordResource,
  record: BackofficeRecord,
): Promise<boolean> {
  const result = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: copyKey(organizationId, branchId, resource, record),
      ConsistentRead: true,
      ProjectionExpression: 'pk',
    }),
  );
  return result.Item !== undefined;
}

/**
 * What a record's delete adds, given whether its copy was there when read (`copied`): the copy's
 * delete on the condition that it still is, and its amounts taken off the month's sums; or the
 * check that it still is not (the backfill copies it meanwhile) and, for a branch with no
 * organization, that it still has none. A condition that no longer holds cancels the delete,
 * which answers 503 with `Retry-After: 1` and reads again when retried.
 */
export function organizationRecordDeletes(
  deps: StorageDeps,
  organizationId: string | undefined,
  branchId: string,
  resource: OrganizationRecordResource,
  record: BackofficeRecord,
  copied: boolean,
): TransactItem[] {
  if (organizationId === undefined) return [stillWithoutOrganization(deps, branchId)];
  const key = copyKey(organizationId, branchId, resource, record);
  if (!copied) {
    return [
      {
        ConditionCheck: {
          TableName: deps.tableName,
          Key: key,
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ];
  }
  return [
    { Delete: { TableName: deps.tableName, Key: key, ConditionExpression: 'attribute_exists(pk)' } },
    ...(isSummed(resource) ? [sumsUpdate(deps, organizationId, branchId, resource, record, -1)] : []),
  ];
}

/**
 * The backfill's copy of a record the branch stored before joining: written only while the branch's
 * record still exists (a delete between the backfill's read and this write leaves no copy behind)
 * and only where no copy is (a second run adds nothing to the sums). `gone`: deleted meanwhile.
 */
export async function copyRecordToOrganization(
  deps: StorageDeps,
  organizationId: string,
  branchId: string,
  resource: OrganizationRecordResource,
  record: BackofficeRecord,
): Promise<'copied' | 'present' | 'gone'> {
  try {
    await deps.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: deps.tableName,
              Key: keys.backofficeDatedRecord(branchId, resource, filedDateOf(resource, record), record.id),
              ConditionExpression: 'id = :id',
              ExpressionAttributeValues: { ':id': record.id },
            },
          },
          ...copyWrites(deps, organizationId, branchId, resource, record),
        ],
      }),
    );
    return 'copied';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.[0]?.code === 'ConditionalCheckFailed') return 'gone';
    if (reasons?.[1]?.code === 'ConditionalCheckFailed') return 'present';
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

const SUMS_MEMBERS = new Set(['pk', 'sk', 'branch_id', 'month']);

/** Every branch's month sums of `resource` for the months fromMonth..toMonth: branch → month → sums. */
export async function readOrganizationRecordSums(
  deps: StorageDeps,
  organizationId: string,
  resource: MonthSumsResource,
  fromMonth: string,
  toMonth: string,
): Promise<Map<string, Map<string, MonthSums>>> {
  const bounds = keys.organizationRecordSumsMonthRange(fromMonth, toMonth);
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.organizationRecordSumsPartition(organizationId, resource),
      ':from': bounds.from,
      ':to': bounds.to,
    },
  });
  const byBranch = new Map<string, Map<string, MonthSums>>();
  for (const item of items) {
    const sums: MonthSums = {};
    for (const [name, value] of Object.entries(item)) if (!SUMS_MEMBERS.has(name)) sums[name] = Number(value);
    const branchId = item.branch_id as string;
    const months = byBranch.get(branchId) ?? new Map<string, MonthSums>();
    months.set(item.month as string, sums);
    byBranch.set(branchId, months);
  }
  return byBranch;
}
