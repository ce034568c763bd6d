/**
 * Back-office records: one partition per branch and resource (keys.backoffice*). A record item holds
 * the captured attributes as sent (plain members, readable in the console) plus id and created_at;
 * an `ID#<id>` pointer item holds the record's sort key. Writes are planned as transaction items, so
 * a POST commits them with its idempotency record; reads are one Query per resource over a period.
 */
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { NotFoundError, UnavailableError, ValidationError } from '../domain/errors.ts';
import { cancellationReasons, queryAll, type StorageDeps, type StoredItem, type TransactItem } from './db.ts';
import { retryingTransactionConflicts } from './errors.ts';
import { storedItem } from './item.ts';
import { keys, type TableKey } from './keys.ts';

type StoreDeps = StorageDeps;

/** A stored record: its id, when it was captured, and the resource's own members. */
export type BackofficeRecord = { id: string; created_at: string } & Record<string, unknown>;

/**
 * A record item (recordWrites): the resource's members as its use case validated them, kept as they
 * are (a loose object), beside its id, created_at and where it is stored.
 */
const recordItem = /* @__PURE__ */ storedItem({
  name: 'back-office record',
  key: 'backofficeDatedRecord',
  schema: () => z.looseObject({ id: z.string(), created_at: z.string() }),
});

/** A record's id pointer (recordWrites): the sort key of the record it names. */
const pointerItem = /* @__PURE__ */ storedItem({
  name: 'back-office id pointer',
  key: 'backofficeIdPointer',
  schema: () => z.object({ record_sk: z.string() }),
});

/** The record an item holds (the organization's copies are items of the same shape). */
export function recordOf(item: StoredItem): BackofficeRecord {
  const { pk: _pk, sk: _sk, branch_id: _branch, resource: _resource, ...record } = recordItem.parse(item);
  return record;
}

/** Where a new record goes: by date (dated resources) or by a name (one record per name). */
export type RecordPlacement = { date: string } | { name: string };

function recordKey(branchId: string, resource: string, id: string, placement: RecordPlacement): TableKey {
  return 'date' in placement
    ? keys.backofficeDatedRecord(branchId, resource, placement.date, id)
    : keys.backofficeNamedRecord(branchId, resource, placement.name);
}

/** The record and its id pointer, as transaction items (a named record replaces the previous one). */
export function recordWrites(
  deps: StoreDeps,
  branchId: string,
  resource: string,
  record: BackofficeRecord,
  placement: RecordPlacement,
): TransactItem[] {
  const key = recordKey(branchId, resource, record.id, placement);
  return [
    { Put: { TableName: deps.tableName, Item: { ...key, branch_id: branchId, resource, ...record } } },
    {
      Put: {
        TableName: deps.tableName,
        Item: { ...pointerItem.key(branchId, resource, record.id), record_sk: key.sk },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** Delete a replaced record's pointer in the same transaction (recipes: one per catalog item). */
export function pointerDelete(deps: StoreDeps, branchId: string, resource: string, id: string): TransactItem {
  return { Delete: { TableName: deps.tableName, Key: pointerItem.key(branchId, resource, id) } };
}

export async function readNamedRecord(
  deps: StoreDeps,
  branchId: string,
  resource: string,
  name: string,
): Promise<BackofficeRecord | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: keys.backofficeNamedRecord(branchId, resource, name) }),
  );
  return result.Item ? recordOf(result.Item) : undefined;
}

async function locate(
  deps: StoreDeps,
  branchId: string,
  resource: string,
  id: string,
): Promise<{ key: TableKey; record: BackofficeRecord } | undefined> {
  const pointer = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: pointerItem.key(branchId, resource, id),
      ConsistentRead: true,
    }),
  );
  const sk = pointerItem.parseIfFound(pointer.Item)?.record_sk;
  if (sk === undefined) return undefined;
  const key = { pk: keys.backofficePartition(branchId, resource), sk };
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: key, ConsistentRead: true }),
  );
  const record = result.Item === undefined ? undefined : recordOf(result.Item);
  // A named record replaced by a later one keeps its sort key under a new id.
  if (record === undefined || record.id !== id) return undefined;
  return { key, record };
}

export async function readRecordById(
  deps: StoreDeps,
  branchId: string,
  resource: string,
  id: string,
): Promise<BackofficeRecord | undefined> {
  return (await locate(deps, branchId, resource, id))?.record;
}

/**
 * Delete a record, its pointer and anything else the caller adds (the activity-log entry) in one
 * transaction; 404 when the record does not exist (or was deleted concurrently).
 */
export async function deleteRecord(
  deps: StoreDeps,
  branchId: string,
  resource: string,
  id: string,
  extraWrites: (record: BackofficeRecord) => TransactItem[],
): Promise<BackofficeRecord> {
  const found = await locate(deps, branchId, resource, id);
  const notFound = new NotFoundError(`No ${resource} record with id ${id} for this branch.`, {
    field: 'path.id',
    receivedValue: id,
  });
  if (!found) throw notFound;
  const { record } = found;
  const extra = extraWrites(record);
  try {
    // Two deletes of one branch at once meet on its alert revisions: tried again, spread out.
    await retryingTransactionConflicts(() =>
      deps.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: deps.tableName,
                Key: found.key,
                ConditionExpression: 'id = :id',
                ExpressionAttributeValues: { ':id': id },
              },
            },
            { Delete: { TableName: deps.tableName, Key: pointerItem.key(branchId, resource, id) } },
            ...extra,
          ],
        }),
      ),
    );
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.[0]?.code === 'ConditionalCheckFailed') throw notFound;
    // A caller's own condition (the branch joined an organization meanwhile): retry the request.
    if (reasons?.some((reason) => reason.code === 'ConditionalCheckFailed'))
      throw new UnavailableError(error, 1);
    throw error;
  }
  return record;
}

/** Every record dated from..to (payroll: by period_from), one Query. */
export async function readRecordsInRange(
  deps: StoreDeps,
  branchId: string,
  resource: string,
  from: string,
  to: string,
  options: { consistent?: boolean } = {},
): Promise<BackofficeRecord[]> {
  const bounds = keys.backofficeDateRange(from, to);
  const items = await queryAll(deps, {
    ...(options.consistent ? { ConsistentRead: true } : {}),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.backofficePartition(branchId, resource),
      ':from': bounds.from,
      ':to': bounds.to,
    },
  });
  return items.map(recordOf);
}

/** Every record of an undated resource (suppliers, recipes), one Query. */
export async function readAllRecords(
  deps: StoreDeps,
  branchId: string,
  resource: string,
): Promise<BackofficeRecord[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.backofficePartition(branchId, resource),
      ':prefix': keys.backofficeRecordPrefix(),
    },
  });
  return items.map(recordOf);
}

export interface RecordPage {
  records: BackofficeRecord[];
  /** Opaque; absent on the last page. */
  nextCursor: string | null;
}

const encodeCursor = (sk: string) => Buffer.from(sk, 'utf8').toString('base64url');

/**
 * One page of a resource's records in sort-key order (date, then capture order), optionally limited
 * to dates from..to. The cursor is the last returned sort key, base64url-encoded; a cursor outside
 * the listing's bounds is 422 query.cursor.
 */
export async function listRecords(
  deps: StoreDeps,
  branchId: string,
  resource: string,
  options: { range: { from: string; to: string } | null; limit: number; cursor: string | undefined },
): Promise<RecordPage> {
  const bounds = options.range
    ? keys.backofficeDateRange(options.range.from, options.range.to)
    : { from: keys.backofficeRecordPrefix(), to: `${keys.backofficeRecordPrefix()}\uffff` };
  let startSk: string | undefined;
  if (options.cursor !== undefined) {
    startSk = Buffer.from(options.cursor, 'base64url').toString('utf8');
    if (startSk < bounds.from || startSk > bounds.to || encodeCursor(startSk) !== options.cursor) {
      throw new ValidationError('cursor is not a cursor of this listing; start again without it.', {
        field: 'query.cursor',
        receivedValue: options.cursor,
      });
    }
  }
  const pk = keys.backofficePartition(branchId, resource);
  const page = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': bounds.from, ':to': bounds.to },
      Limit: options.limit,
      ...(startSk === undefined ? {} : { ExclusiveStartKey: { pk, sk: startSk } }),
    }),
  );
  // The key DynamoDB stopped at: its sort key is a string.
  const lastSk: string | undefined = page.LastEvaluatedKey?.sk;
  return {
    records: (page.Items ?? []).map(recordOf),
    nextCursor: lastSk === undefined ? null : encodeCursor(lastSk),
  };
}
