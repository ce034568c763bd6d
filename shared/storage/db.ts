/**
 * The storage port (the document client and the table), its construction, and the storage-failure
 * mapping shared by every store. Only shared/storage imports the DynamoDB SDK.
 */
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Config } from '../runtime/config.ts';

/** What a store needs: the document client and the table's name. */
export interface StorageDeps {
  db: DynamoDBDocumentClient;
  tableName: string;
}

export interface DbOptions {
  region: string;
  /** DynamoDB Local; absent in AWS. */
  endpoint?: string;
  credentials?: DynamoDBClientConfig['credentials'];
}

export function createDocumentClient(options: DbOptions): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    maxAttempts: 3,
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

/** The storage port of a Lambda, from TABLE_NAME, AWS_REGION and (DynamoDB Local only) DYNAMODB_ENDPOINT. */
export function storagePortsFrom(config: Config): StorageDeps {
  return {
    db: createDocumentClient({ region: config.AWS_REGION, endpoint: config.DYNAMODB_ENDPOINT }),
    tableName: config.TABLE_NAME,
  };
}

const UNAVAILABLE_ERROR_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'TimeoutError',
  'TransactionConflictException',
  'TransactionInProgressException',
]);

/** Cancellation reasons of a transaction that say "busy", not "your request is wrong". */
const UNAVAILABLE_CANCELLATION_REASONS = new Set([
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'RequestLimitExceeded',
  'TransactionConflict',
]);

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Storage throttling or unreachability: the client should retry later (503), not report a bug (500). */
export function isStorageUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (UNAVAILABLE_ERROR_NAMES.has(error.name)) return true;
  if (cancellationReasons(error)?.some((reason) => UNAVAILABLE_CANCELLATION_REASONS.has(reason.code)))
    return true;
  const code = (error as { code?: string }).code ?? (error.cause as { code?: string } | undefined)?.code;
  if (code !== undefined && UNREACHABLE_CODES.has(code)) return true;
  return error instanceof AggregateError && error.errors.some(isStorageUnavailable);
}

/** Reason codes of a cancelled TransactWriteItems, one per item in order ('None' when fine). */
export function cancellationReasons(
  error: unknown,
): { code: string; item?: Record<string, unknown> }[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string; Item?: Record<string, unknown> }[] })
    .CancellationReasons;
  return reasons?.map((reason) => ({
    code: reason.Code ?? 'None',
    ...(reason.Item ? { item: reason.Item } : {}),
  }));
}

/** One member of a TransactWriteItems request: what ingest use cases plan and the idempotency commit writes. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type StoredItem = NonNullable<QueryCommandOutput['Items']>[number];

/**
 * Every item a Query matches, following LastEvaluatedKey: a partition (a day, a year of cubes) can
 * exceed the 1 MB a single Query page returns.
 */
export async function queryAll(
  deps: StorageDeps,
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await deps.db.send(
      new QueryCommand({ ...input, TableName: deps.tableName, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
