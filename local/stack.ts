/**
 * The local stack: the same table definition, handlers and route table as AWS, on DynamoDB Local,
 * with in-process stand-ins for the event bus. Used by `npm start`, the tests and the bench.
 */

import type { Logger } from '@aws-lambda-powertools/logger';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDocumentClient } from '#shared/db.ts';
import { type Clock, type Deps, systemClock } from '#shared/deps.ts';
import { newUlid } from '#shared/ids.ts';
import { createLogger } from '#shared/logger.ts';
import type { Stage } from '#shared/stages.ts';
import { createTableInput } from '#shared/table.ts';
import { LOCAL_CREDENTIALS } from './dynamodb-local.ts';
import { createLocalEventBus, type LocalEventBus } from './event-bus.ts';
import { type LocalHttpServer, startHttpServer } from './http-server.ts';

export const LOCAL_REGION = 'us-east-1';

export interface LocalStackOptions {
  endpoint: string;
  tableName: string;
  stage?: Stage;
  port?: number;
  host?: string;
  clock?: Clock;
  logger?: Logger;
  keyCacheTtlMs?: number;
}

export interface LocalStack {
  deps: Deps;
  bus: LocalEventBus;
  server: LocalHttpServer;
  url: string;
  close(): Promise<void>;
}

export function localDeps(options: LocalStackOptions, bus: LocalEventBus, logger: Logger): Deps {
  return {
    db: createDocumentClient({
      region: LOCAL_REGION,
      endpoint: options.endpoint,
      credentials: LOCAL_CREDENTIALS,
    }),
    tableName: options.tableName,
    stage: options.stage ?? 'sandbox',
    clock: options.clock ?? systemClock,
    newId: () => newUlid(),
    logger,
    keyCacheTtlMs: options.keyCacheTtlMs ?? 60_000,
    events: bus,
  };
}

/** Creates the table exactly as infra/data.ts does, unless it already exists (persisted local data). */
export async function ensureTable(endpoint: string, tableName: string): Promise<'created' | 'existed'> {
  const client = new DynamoDBClient({ region: LOCAL_REGION, endpoint, credentials: LOCAL_CREDENTIALS });
  try {
    try {
      await client.send(new DescribeTableCommand({ TableName: tableName }));
      return 'existed';
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'ResourceNotFoundException') throw error;
    }
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    return 'created';
  } finally {
    client.destroy();
  }
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const logger = options.logger ?? createLogger();
  await ensureTable(options.endpoint, options.tableName);
  const bus = createLocalEventBus(logger);
  const deps = localDeps(options, bus, logger);
  const server = await startHttpServer(deps, { port: options.port, host: options.host });
  return {
    deps,
    bus,
    server,
    url: server.url,
    async close() {
      await server.close();
      deps.db.destroy();
    },
  };
}
