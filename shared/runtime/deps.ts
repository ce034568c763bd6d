/**
 * The ports every use case receives. Lambda builds them once per container from the environment
 * (`awsDeps`); the local stack and tests build them with DynamoDB Local, a test clock and in-process
 * queue/bus, so handlers never ask "am I local?".
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type OutboundPolicy, outboundPolicy } from '../domain/webhooks/address-policy.ts';
import { createDocumentClient } from '../storage/db.ts';
import { parseConfig } from './config.ts';
import { type EventPublisher, eventBridgePublisher } from './events.ts';
import { newUlid } from './ids.ts';
import { createLogger } from './logger.ts';
import type { Stage } from './stages.ts';
import { type DeliveryDispatcher, stepFunctionsDispatcher } from './webhook-dispatch.ts';
import { postWebhook, type WebhookSender } from './webhook-http.ts';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface Deps {
  db: DynamoDBDocumentClient;
  tableName: string;
  stage: Stage;
  clock: Clock;
  newId(): string;
  logger: Logger;
  /** Upper bound on how long a revoked key may still be accepted by a warm handler. */
  keyCacheTtlMs: number;
  events: EventPublisher;
  webhooks: WebhookPorts;
}

export interface WebhookPorts {
  /** Starts attempt chains of existing deliveries (test endpoint, redelivery). */
  dispatcher: DeliveryDispatcher;
  /** Sends one attempt over the network. */
  send: WebhookSender;
  /** WEBHOOK_WAIT_SCALE: multiplies the retry waits (1 in AWS). */
  waitScale: number;
  /** Where webhooks may be sent (checked at registration and at every attempt). */
  policy: OutboundPolicy;
}

let cached: Deps | undefined;

/** Deps for Lambda, built on first use (cold start) and reused by every invocation of the container. */
export function awsDeps(): Deps {
  if (cached) return cached;
  const config = parseConfig();
  const logger = createLogger();
  cached = {
    db: createDocumentClient({ region: config.AWS_REGION, endpoint: config.DYNAMODB_ENDPOINT }),
    tableName: config.TABLE_NAME,
    stage: config.STAGE,
    clock: systemClock,
    newId: () => newUlid(),
    logger,
    keyCacheTtlMs: config.KEY_CACHE_TTL_SECONDS * 1000,
    events: eventBridgePublisher(config.EVENT_BUS_NAME, config.AWS_REGION, logger),
    webhooks: {
      dispatcher: stepFunctionsDispatcher(config.WEBHOOK_STATE_MACHINE_ARN, config.AWS_REGION),
      send: postWebhook,
      waitScale: config.WEBHOOK_WAIT_SCALE,
      policy: outboundPolicy(config.STAGE, 'aws'),
    },
  };
  return cached;
}
