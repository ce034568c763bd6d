/**
 * The local stack: the same table definition, handlers and route table as AWS, on DynamoDB Local,
 * with in-process stand-ins for the event bus. Used by `npm start`, the tests and the bench.
 */

import type { Logger } from '@aws-lambda-powertools/logger';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createHandler as createAggregatorHandler } from '#functions/aggregator.ts';
import { localAppClientRegistry } from '#shared/adapters/app-client-ports.ts';
import { MAX_KEY_CACHE_TTL_SECONDS } from '#shared/adapters/config.ts';
import { retryingRejectedEvents } from '#shared/adapters/events.ts';
import { newUlid } from '#shared/adapters/ids.ts';
import { createLogger } from '#shared/adapters/logger.ts';
import { type Clock, systemClock } from '#shared/adapters/ports.ts';
import type { Stage } from '#shared/adapters/stages.ts';
import { postWebhook } from '#shared/adapters/webhook-http.ts';
import { outboundPolicy } from '#shared/domain/webhooks/address-policy.ts';
import { createDocumentClient } from '#shared/storage/db.ts';
import { createTableInput } from '#shared/storage/table.ts';
import type { AllPorts } from '#shared/use-cases/deps.ts';
import { aggregationMessage } from '#shared/use-cases/pipeline/trigger.ts';
import { dashboardConfig } from '#web/tooling/dashboard-config.ts';
import { deadLetterDoor } from './dead-letter-door.ts';
import { createLocalDemoDoor, type LocalDemoDoor } from './demo-door.ts';
import { LOCAL_CREDENTIALS } from './dynamodb-local.ts';
import { createLocalEventBus, type LocalEventBus } from './event-bus.ts';
import {
  createFaults,
  type FaultPlan,
  type Faults,
  injectDynamoDbFaults,
  LocalCrashError,
  withEventBridgeFaults,
} from './faults.ts';
import { type LocalHttpServer, startHttpServer } from './http-server.ts';
import { createLocalIssuer, LOCAL_DASHBOARD_CLIENT_ID, type LocalIssuer } from './oidc-issuer.ts';
import { type LocalPipeline, type LocalPipelineOptions, startLocalPipeline } from './pipeline.ts';
import { type LocalWebhookRunner, startLocalWebhooks } from './webhooks.ts';

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
  /**
   * The zout pipeline (stream poller → FIFO queue → aggregator), on unless `false`; an object tunes
   * it (poll interval, visibility timeout, …).
   */
  pipeline?: false | PipelineTuning;
  /** Multiplies the webhook retry waits (default: WEBHOOK_WAIT_SCALE, else 1). */
  webhookWaitScale?: number;
  /** The built dashboard served at `/` (default build/dashboard). */
  dashboardDir?: string;
  /** Faults to inject (LOCAL_FAULTS, local/faults.ts); none when absent. */
  faults?: FaultPlan;
  /** Told the business dates of each batch the aggregator is about to build (npm start's progress). */
  onAggregation?: (businessDates: string[]) => void;
}

export type PipelineTuning = Partial<
  Omit<LocalPipelineOptions, 'endpoint' | 'region' | 'tableName' | 'logger' | 'handler'>
>;

export interface LocalStack {
  deps: AllPorts;
  bus: LocalEventBus;
  server: LocalHttpServer;
  url: string;
  /** The running pipeline; null when started with `pipeline: false`. */
  pipeline: LocalPipeline | null;
  /** The webhook delivery state machine runner (aws-local-stepfunctions). */
  webhooks: LocalWebhookRunner;
  /** The local OpenID issuer (Cognito's stand-in) on the API's port; deps.oauth trusts it. */
  issuer: LocalIssuer;
  /** The demonstration a newcomer may join from the dashboard (local/demo-door.ts), once offered. */
  demo: LocalDemoDoor;
  /** The injected faults and their counts; null without a fault plan. */
  faults: Faults | null;
  close(): Promise<void>;
}

export function localDeps(
  options: LocalStackOptions,
  bus: LocalEventBus,
  logger: Logger,
  faults: Faults | null = null,
): AllPorts {
  const db = createDocumentClient({
    region: LOCAL_REGION,
    endpoint: options.endpoint,
    credentials: LOCAL_CREDENTIALS,
  });
  if (faults) injectDynamoDbFaults(db, faults);
  return {
    db,
    tableName: options.tableName,
    stage: options.stage ?? 'sandbox',
    clock: options.clock ?? systemClock,
    newId: () => newUlid(),
    logger,
    keyCacheTtlMs: options.keyCacheTtlMs ?? MAX_KEY_CACHE_TTL_SECONDS * 1000,
    // As in Lambda (eventBridgePorts), the rejected part of a publish is sent again.
    events: retryingRejectedEvents(faults ? withEventBridgeFaults(bus, faults) : bus),
    // App clients of the local issuer live in the table (the developer portal and admin CLI alike).
    appClients: localAppClientRegistry,
    webhooks: {
      // Replaced by the local state machine runner in startLocalStack.
      dispatcher: {
        start: () => Promise.reject(new Error('no local webhook runner: use startLocalStack')),
      },
      send: postWebhook,
      waitScale: options.webhookWaitScale ?? webhookWaitScaleFromEnv(),
      // The local stack runs on the developer's machine: sandbox may send to its loopback receivers.
      policy: outboundPolicy(options.stage ?? 'sandbox', 'local'),
    },
  };
}

/** WEBHOOK_WAIT_SCALE as the Lambda config reads it: a number from 0 to 1, default 1. */
function webhookWaitScaleFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.WEBHOOK_WAIT_SCALE;
  if (raw === undefined || raw === '') return 1;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale < 0 || scale > 1) {
    throw new Error(`Invalid configuration: WEBHOOK_WAIT_SCALE must be a number from 0 to 1, got "${raw}"`);
  }
  return scale;
}

/** The day an aggregation message asks for ("" when the body is not one: the aggregator says why). */
function businessDateOf(body: string): string {
  try {
    const parsed = aggregationMessage.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.business_date : '';
  } catch {
    return '';
  }
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
  const table = await ensureTable(options.endpoint, options.tableName);
  const bus = createLocalEventBus(logger);
  const faults = options.faults ? createFaults(options.faults) : null;
  const deps = localDeps(options, bus, logger, faults);
  const crashes = (what: string) =>
    faults?.inject('crash-after-commit', `crash-after-commit:${what}`) ?? false;
  const aggregator = createAggregatorHandler(deps);
  const webhooks = startLocalWebhooks(deps, bus, logger);
  deps.webhooks.dispatcher = webhooks;
  const pipeline =
    options.pipeline === false
      ? null
      : await startLocalPipeline({
          endpoint: options.endpoint,
          region: LOCAL_REGION,
          tableName: options.tableName,
          logger,
          // A crash after the batch's writes committed fails the batch: it is received again.
          handler: async (event) => {
            options.onAggregation?.(event.Records.map((record) => businessDateOf(record.body)));
            const response = await aggregator(event);
            if (crashes('aggregator')) throw new LocalCrashError('the aggregator');
            return response;
          },
          ...(faults ? { redeliver: () => faults.inject('sqs', 'sqs:redelivery') } : {}),
          // A persisted table's old stream records were handled by an earlier run.
          startingPosition: table === 'created' ? 'TRIM_HORIZON' : 'LATEST',
          ...options.pipeline,
        });
  const issuer = await createLocalIssuer(deps);
  // The local issuer shares the page's origin: relative addresses, whatever host the browser used.
  const config = dashboardConfig('', LOCAL_DASHBOARD_CLIENT_ID);
  const demo = createLocalDemoDoor(deps, config);
  const deadLetters = deadLetterDoor(pipeline);
  let server: LocalHttpServer;
  try {
    server = await startHttpServer(deps, {
      port: options.port,
      host: options.host,
      otherPaths: async (req, res, url, body) =>
        (await issuer.handle(req, res, url, body)) ||
        deadLetters(req, res, url) ||
        demo.handle(req, res, url),
      dashboardConfig: config,
      ...(options.dashboardDir ? { dashboardDir: options.dashboardDir } : {}),
      ...(faults ? { crashAfterCommit: () => crashes('http') } : {}),
    });
    // Its address is known once the server listens: the issuer's `iss`, and what the API trusts.
    issuer.setUrl(server.url);
    deps.oauth = issuer.oauthSettings();
  } catch (error) {
    await pipeline?.stop();
    await webhooks.close();
    throw error;
  }
  return {
    deps,
    bus,
    server,
    url: server.url,
    pipeline,
    webhooks,
    issuer,
    demo,
    faults,
    async close() {
      await server.close();
      await pipeline?.stop();
      await webhooks.close();
      deps.db.destroy();
    },
  };
}
