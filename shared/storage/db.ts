/**
 * The storage port (the document client and the table), its construction, and the storage-failure
 * mapping shared by every store. Only shared/storage imports the DynamoDB SDK.
 */
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Config } from '../adapters/config.ts';
import { cancellationReasons } from './errors.ts';

// Re-exported for the stores that already import them from here.
export { cancellationReasons } from './errors.ts';

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
  // Its logger middleware copies every response through the sensitive-data filter before calling a
  // logger that does nothing: 2-3 % of the CPU of a chain's reads, and as much again in garbage.
  client.middlewareStack.remove('loggerMiddleware');
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

/**
 * The same storage, every read of which is strongly consistent: GetItem, Query and BatchGetItem go
 * out with ConsistentRead. For a computation whose result is stored against revisions read first
 * (shared/storage/alert-cache-store.ts): an eventually consistent read could miss a write those
 * revisions already count, and the stored result would then pass for current.
 */
export function withConsistentReads<Deps extends StorageDeps>(deps: Deps): Deps {
  const send = deps.db.send.bind(deps.db) as (command: unknown, ...rest: unknown[]) => Promise<unknown>;
  const consistentSend = (command: unknown, ...rest: unknown[]) => {
    if (command instanceof GetCommand || command instanceof QueryCommand) {
      command.input.ConsistentRead = true;
    } else if (command instanceof BatchGetCommand) {
      for (const table of Object.values(command.input.RequestItems ?? {})) table.ConsistentRead = true;
    }
    return send(command, ...rest);
  };
  const db = new Proxy(deps.db, {
    get: (target, property, receiver) =>
      property === 'send' ? consistentSend : Reflect.get(target, property, receiver),
  });
  return { ...deps, db };
}

/**
 * The same storage, whose reads sent twice with the same input (GetItem, Query) go out once and
 * share their answer: for the reads of one request made together, such as an assistant's answer
 * reading a period's sales summary and its days, which Query the same day cubes. Nothing is kept
 * past the deps returned, so make one per request; a write through them is sent as it comes.
 */
export function withSharedReads<Deps extends StorageDeps>(deps: Deps): Deps {
  const send = deps.db.send.bind(deps.db) as (command: unknown, ...rest: unknown[]) => Promise<unknown>;
  const sent = new Map<string, Promise<unknown>>();
  const sharedSend = (command: unknown, ...rest: unknown[]) => {
    if (!(command instanceof GetCommand || command instanceof QueryCommand)) return send(command, ...rest);
    const key = `${command.constructor.name} ${JSON.stringify(command.input)}`;
    let answer = sent.get(key);
    if (answer === undefined) {
      answer = send(command, ...rest);
      sent.set(key, answer);
    }
    return answer;
  };
  const db = new Proxy(deps.db, {
    get: (target, property, receiver) =>
      property === 'send' ? sharedSend : Reflect.get(target, property, receiver),
  });
  return { ...deps, db };
}

/** How often a batch is asked again for the keys DynamoDB left unprocessed (throttled). */
const MAX_UNPROCESSED_ATTEMPTS = 8;

/**
 * Every item of `keyList` that exists, strongly consistent, in BatchGetItem requests of 100 keys,
 * asking again after a growing pause for the keys DynamoDB left unprocessed; `what` names the read
 * in the error when some stay so.
 */
export async function batchGetConsistent(
  deps: StorageDeps,
  keyList: readonly Record<string, unknown>[],
  what: string,
): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  for (let start = 0; start < keyList.length; start += 100) {
    let pending = keyList.slice(start, start + 100);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > MAX_UNPROCESSED_ATTEMPTS) {
        throw new Error(`${what}: ${pending.length} keys stayed unprocessed`);
      }
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt));
      const result = await deps.db.send(
        new BatchGetCommand({
          RequestItems: { [deps.tableName]: { Keys: [...pending], ConsistentRead: true } },
        }),
      );
      items.push(...(result.Responses?.[deps.tableName] ?? []));
      pending = result.UnprocessedKeys?.[deps.tableName]?.Keys ?? [];
    }
  }
  return items;
}

/** One member of a TransactWriteItems request: what ingest use cases plan and the idempotency commit writes. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * `items` in one TransactWriteItems; false, with nothing written, when the first item's condition
 * did not hold (a store's own "not there" or "full"). Any other refusal is thrown as it came.
 */
export async function transactUnlessFirstRefused(
  deps: StorageDeps,
  items: readonly TransactItem[],
): Promise<boolean> {
  try {
    await deps.db.send(new TransactWriteCommand({ TransactItems: [...items] }));
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.[0]?.code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

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

/**
 * The items of `partition` whose sort keys are `from`..`to` (inclusive), every page of the Query;
 * with `attributes`, only those of each item (each by a name placeholder: any may be reserved).
 */
export function queryBetween(
  deps: StorageDeps,
  partition: string,
  { from, to }: { from: string; to: string },
  { consistent, attributes }: { consistent?: boolean | undefined; attributes?: readonly string[] } = {},
): Promise<StoredItem[]> {
  return queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': partition, ':from': from, ':to': to },
    ...(consistent ? { ConsistentRead: true } : {}),
    ...(attributes === undefined
      ? {}
      : {
          ProjectionExpression: attributes.map((_, index) => `#a${index}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(attributes.map((name, index) => [`#a${index}`, name])),
        }),
  });
}
