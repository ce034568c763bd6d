/**
 * The local twin of the AWS pipeline (table stream → EventBridge Pipe → SQS FIFO → aggregator):
 *
 * - a poller on DynamoDB Local's REAL stream (DescribeStream, GetShardIterator, GetRecords over
 *   every shard, following new shards), applying the very filter the pipe uses
 *   (shared/use-cases/pipeline/trigger.ts) and building the same queue message, group and deduplication id;
 * - an in-process FIFO queue with SQS FIFO semantics: one message group per branch, each group
 *   processed in order and one batch at a time, groups in parallel; deduplication by
 *   MessageDeduplicationId within 5 minutes; a failed message is received again after a (short)
 *   visibility timeout and moves to an in-memory DLQ after `maxReceiveCount` (5) receives;
 * - the aggregator Lambda handler itself, invoked with an SQS-shaped event (partial batch failures
 *   honoured), publishing to the local bus.
 *
 * `drain()` resolves once everything written to the table before the call has been read from the
 * stream and every resulting message is acknowledged or dead-lettered: tests wait on it, never sleep.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  type GetRecordsCommandOutput,
  GetShardIteratorCommand,
  type Shard,
  type ShardIteratorType,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import {
  isTrigger,
  MAX_RECEIVE_COUNT,
  type QueueSend,
  queueSendFor,
} from '#shared/use-cases/pipeline/trigger.ts';
import { LOCAL_CREDENTIALS } from './dynamodb-local.ts';

// ---------------------------------------------------------------- the FIFO queue

/** SQS FIFO's deduplication interval. */
export const DEDUPLICATION_WINDOW_MS = 5 * 60 * 1000;

export type BatchHandler = (event: SQSEvent) => Promise<SQSBatchResponse | undefined>;

export interface QueuedMessage extends QueueSend {
  messageId: string;
  sentAt: number;
  receiveCount: number;
}

export interface DeadLetter {
  message: QueuedMessage;
  /** Why the last receive failed (the handler's error, or "reported as a batch item failure"). */
  lastError: string;
}

export interface LocalFifoQueueOptions {
  handler: BatchHandler;
  logger: Logger;
  /** Receives before a message moves to the DLQ. @default MAX_RECEIVE_COUNT (5, as in AWS) */
  maxReceiveCount?: number;
  /** Delay before a failed message is received again (SQS: the visibility timeout). @default 50 */
  visibilityTimeoutMs?: number;
  /** Messages of one group per invocation (SQS: batch size). @default 10 */
  batchSize?: number;
  /** Groups processed at the same time (SQS/Lambda: maximum concurrency). @default 4 */
  maxConcurrency?: number;
  /** Time source of the deduplication window. @default Date.now */
  now?: () => number;
}

export interface LocalFifoQueue {
  /** SendMessage: false when dropped as a duplicate within the deduplication window. */
  send(message: QueueSend): boolean;
  readonly deadLetters: readonly DeadLetter[];
  /** How many messages of a group were accepted (duplicates not counted) since the queue started. */
  sentTo(messageGroupId: string): number;
  /** Messages accepted and not yet deleted or dead-lettered (in flight included). */
  readonly depth: number;
  isIdle(): boolean;
  whenIdle(): Promise<void>;
  /** Stops receiving; waits for invocations in flight. Unprocessed messages are dropped. */
  stop(): Promise<void>;
}

export function createLocalFifoQueue(options: LocalFifoQueueOptions): LocalFifoQueue {
  const maxReceiveCount = options.maxReceiveCount ?? MAX_RECEIVE_COUNT;
  const visibilityTimeoutMs = options.visibilityTimeoutMs ?? 50;
  const batchSize = options.batchSize ?? 10;
  const maxConcurrency = options.maxConcurrency ?? 4;
  const now = options.now ?? Date.now;
  const logger = options.logger;

  const groups = new Map<string, QueuedMessage[]>();
  /** Groups with a batch in flight or waiting out a visibility timeout: nothing else of theirs runs. */
  const busy = new Set<string>();
  const ready: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const deduplication = new Map<string, number>();
  const deadLetters: DeadLetter[] = [];
  const sentCounts = new Map<string, number>();
  let idleWaiters: (() => void)[] = [];
  let running = 0;
  let stopped = false;
  let depth = 0;

  const isIdle = () => depth === 0 && running === 0;
  const notifyIdle = () => {
    if (!isIdle()) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  function markReady(group: string) {
    if (!busy.has(group) && (groups.get(group)?.length ?? 0) > 0 && !ready.includes(group)) ready.push(group);
  }

  function pump() {
    while (!stopped && running < maxConcurrency && ready.length > 0) {
      const group = ready.shift()!;
      if (busy.has(group)) continue;
      const batch = (groups.get(group) ?? []).slice(0, batchSize);
      if (batch.length === 0) continue;
      busy.add(group);
      running++;
      const task = receive(group, batch).finally(() => {
        running--;
        inFlight.delete(task);
        pump();
        notifyIdle();
      });
      inFlight.add(task);
    }
  }

  async function receive(group: string, batch: QueuedMessage[]): Promise<void> {
    for (const message of batch) message.receiveCount++;
    let failed = new Map<string, string>();
    try {
      const response = await options.handler(sqsEventOf(batch));
      for (const failure of response?.batchItemFailures ?? []) {
        failed.set(failure.itemIdentifier, 'reported as a batch item failure');
      }
    } catch (error) {
      // An invocation error fails the whole batch, as Lambda's SQS event source does.
      const reason = error instanceof Error ? error.message : String(error);
      failed = new Map(batch.map((message) => [message.messageId, reason]));
    }
    const queue = groups.get(group) ?? [];
    let retry = false;
    for (const message of batch) {
      const reason = failed.get(message.messageId);
      if (reason === undefined) {
        removeMessage(queue, message);
      } else if (message.receiveCount >= maxReceiveCount) {
        removeMessage(queue, message);
        deadLetters.push({ message, lastError: reason });
        logger.error('message moved to the dead-letter queue', {
          message_id: message.messageId,
          message_group_id: group,
          receive_count: message.receiveCount,
          body: message.body,
          last_error: reason,
        });
      } else {
        retry = true;
      }
    }
    if (queue.length === 0) groups.delete(group);
    if (retry && !stopped) {
      // Visibility timeout: the group stays blocked (FIFO order) until its head is received again.
      const timer = setTimeout(() => {
        timers.delete(timer);
        busy.delete(group);
        markReady(group);
        pump();
      }, visibilityTimeoutMs);
      timers.add(timer);
    } else {
      busy.delete(group);
      markReady(group);
    }
  }

  function removeMessage(queue: QueuedMessage[], message: QueuedMessage) {
    const index = queue.indexOf(message);
    if (index >= 0) {
      queue.splice(index, 1);
      depth--;
    }
  }

  function sqsEventOf(batch: readonly QueuedMessage[]): SQSEvent {
    return {
      Records: batch.map(
        (message): SQSRecord => ({
          messageId: message.messageId,
          receiptHandle: `${message.messageId}#${message.receiveCount}`,
          body: message.body,
          attributes: {
            ApproximateReceiveCount: String(message.receiveCount),
            SentTimestamp: String(message.sentAt),
            SenderId: 'local-pipeline',
            ApproximateFirstReceiveTimestamp: String(message.sentAt),
            MessageGroupId: message.messageGroupId,
            MessageDeduplicationId: message.messageDeduplicationId,
            SequenceNumber: message.messageId,
          },
          messageAttributes: {},
          md5OfBody: '',
          eventSource: 'aws:sqs',
          eventSourceARN: 'arn:aws:sqs:local:000000000000:aggregation.fifo',
          awsRegion: 'local',
        }),
      ),
    };
  }

  return {
    send(message) {
      if (stopped) throw new Error('the local queue is stopped');
      const at = now();
      for (const [id, expires] of deduplication) if (expires <= at) deduplication.delete(id);
      if (deduplication.has(message.messageDeduplicationId)) return false;
      deduplication.set(message.messageDeduplicationId, at + DEDUPLICATION_WINDOW_MS);
      const queued: QueuedMessage = { ...message, messageId: randomUUID(), sentAt: at, receiveCount: 0 };
      const queue = groups.get(message.messageGroupId) ?? [];
      queue.push(queued);
      groups.set(message.messageGroupId, queue);
      depth++;
      sentCounts.set(message.messageGroupId, (sentCounts.get(message.messageGroupId) ?? 0) + 1);
      markReady(message.messageGroupId);
      pump();
      return true;
    },
    deadLetters,
    sentTo: (messageGroupId) => sentCounts.get(messageGroupId) ?? 0,
    get depth() {
      return depth;
    },
    isIdle,
    whenIdle() {
      return isIdle() ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve));
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
      groups.clear();
      ready.length = 0;
      depth = 0;
      notifyIdle();
    },
  };
}

// ---------------------------------------------------------------- the stream poller

export interface StreamPollerOptions {
  endpoint: string;
  region: string;
  tableName: string;
  logger: Logger;
  /** Called for each record that passes the trigger filter, in stream order per shard. */
  onTrigger(record: StreamRecord): void;
  /** Where to start in shards that exist when polling starts. Shards found later start at their beginning. */
  startingPosition: 'TRIM_HORIZON' | 'LATEST';
  /** Pause between polls that found nothing. @default 100 */
  pollIntervalMs?: number;
}

interface ShardCursor {
  shardId: string;
  parentShardId: string | undefined;
  iterator: string | undefined;
  lastSequenceNumber: string | undefined;
  closed: boolean;
}

interface CycleWaiter {
  minCycle: number;
  resolve(triggers: number): void;
}

export interface StreamPoller {
  /** Resolves with the number of triggers a poll cycle that started after this call found. */
  nextCycle(): Promise<number>;
  stop(): Promise<void>;
  readonly records: number;
}

export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const config = { region: options.region, endpoint: options.endpoint, credentials: LOCAL_CREDENTIALS };
  const dynamodb = new DynamoDBClient(config);
  const streams = new DynamoDBStreamsClient(config);
  const logger = options.logger;
  const pollIntervalMs = options.pollIntervalMs ?? 100;

  const table = await dynamodb.send(new DescribeTableCommand({ TableName: options.tableName }));
  dynamodb.destroy();
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`table ${options.tableName} has no stream; the pipeline needs NEW_IMAGE`);

  const cursors = new Map<string, ShardCursor>();
  let waiters: CycleWaiter[] = [];
  let startedCycles = 0;
  let running = true;
  let records = 0;
  let wake: (() => void) | undefined;

  async function listShards(): Promise<Shard[]> {
    const shards: Shard[] = [];
    let exclusiveStartShardId: string | undefined;
    do {
      const page = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: exclusiveStartShardId }),
      );
      shards.push(...(page.StreamDescription?.Shards ?? []));
      exclusiveStartShardId = page.StreamDescription?.LastEvaluatedShardId;
    } while (exclusiveStartShardId);
    return shards;
  }

  async function iteratorFor(
    shardId: string,
    type: ShardIteratorType,
    sequenceNumber?: string,
  ): Promise<string | undefined> {
    const result = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ShardIteratorType: type,
        ...(sequenceNumber ? { SequenceNumber: sequenceNumber } : {}),
      }),
    );
    return result.ShardIterator;
  }

  /** Adds shards not seen yet. A child starts only once its parent is read to its end (key order). */
  async function discoverShards(initial: boolean): Promise<void> {
    for (const shard of await listShards()) {
      const shardId = shard.ShardId!;
      if (cursors.has(shardId)) continue;
      const cursor: ShardCursor = {
        shardId,
        parentShardId: shard.ParentShardId,
        iterator: undefined,
        lastSequenceNumber: undefined,
        closed: false,
      };
      const position = initial ? options.startingPosition : 'TRIM_HORIZON';
      // A shard already closed when we start under LATEST has nothing new for us.
      if (initial && position === 'LATEST' && shard.SequenceNumberRange?.EndingSequenceNumber) {
        cursor.closed = true;
      } else {
        cursor.iterator = await iteratorFor(shardId, position);
        if (!cursor.iterator) cursor.closed = true;
      }
      cursors.set(shardId, cursor);
    }
  }

  const readable = (cursor: ShardCursor) => {
    if (cursor.closed || !cursor.iterator) return false;
    const parent = cursor.parentShardId ? cursors.get(cursor.parentShardId) : undefined;
    return parent === undefined || parent.closed;
  };

  async function pollShard(cursor: ShardCursor): Promise<{ records: number; triggers: number }> {
    let page: GetRecordsCommandOutput;
    try {
      page = await streams.send(new GetRecordsCommand({ ShardIterator: cursor.iterator, Limit: 1000 }));
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'ExpiredIteratorException') {
        cursor.iterator = cursor.lastSequenceNumber
          ? await iteratorFor(cursor.shardId, 'AFTER_SEQUENCE_NUMBER', cursor.lastSequenceNumber)
          : await iteratorFor(cursor.shardId, 'TRIM_HORIZON');
        return { records: 0, triggers: 0 };
      }
      if (name === 'TrimmedDataAccessException') {
        logger.warn('stream records were trimmed before they were read', { shard_id: cursor.shardId });
        cursor.iterator = await iteratorFor(cursor.shardId, 'TRIM_HORIZON');
        return { records: 0, triggers: 0 };
      }
      if (name === 'ResourceNotFoundException') {
        cursor.closed = true;
        return { records: 0, triggers: 0 };
      }
      throw error;
    }
    let triggers = 0;
    for (const record of page.Records ?? []) {
      cursor.lastSequenceNumber = record.dynamodb?.SequenceNumber ?? cursor.lastSequenceNumber;
      if (!isTrigger(record)) continue;
      triggers++;
      try {
        options.onTrigger(record);
      } catch (error) {
        // Pipes would send such a record to its own DLQ; locally it is logged.
        logger.error('stream record passed the filter but could not be queued', { record, error });
      }
    }
    cursor.iterator = page.NextShardIterator;
    if (!cursor.iterator) cursor.closed = true;
    return { records: page.Records?.length ?? 0, triggers };
  }

  async function cycle(): Promise<{ records: number; triggers: number }> {
    let found = 0;
    let triggers = 0;
    let closedOne = false;
    for (const cursor of cursors.values()) {
      if (!readable(cursor)) continue;
      const result = await pollShard(cursor);
      found += result.records;
      triggers += result.triggers;
      if (cursor.closed) closedOne = true;
    }
    // A closed shard has children; and DynamoDB Local rolls shards over on its own: look again.
    if (closedOne || startedCycles % 20 === 0) await discoverShards(false);
    return { records: found, triggers };
  }

  await discoverShards(true);

  const loop = (async () => {
    let failures = 0;
    while (running) {
      startedCycles++;
      const cycleNumber = startedCycles;
      let result = { records: 0, triggers: 0 };
      try {
        result = await cycle();
        failures = 0;
      } catch (error) {
        if (!running) break;
        failures++;
        logger.error('stream poll failed; retrying', { error, consecutive_failures: failures });
      }
      records += result.records;
      const done = waiters.filter((waiter) => waiter.minCycle <= cycleNumber);
      waiters = waiters.filter((waiter) => waiter.minCycle > cycleNumber);
      for (const waiter of done) waiter.resolve(result.triggers);
      if (!running) break;
      if (result.records === 0 && waiters.length === 0) {
        const pause = failures > 0 ? Math.min(5000, pollIntervalMs * 2 ** failures) : pollIntervalMs;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pause);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    }
    for (const waiter of waiters) waiter.resolve(0);
    waiters = [];
  })();

  return {
    get records() {
      return records;
    },
    nextCycle() {
      if (!running) return Promise.reject(new Error('the stream poller is stopped'));
      return new Promise<number>((resolve) => {
        waiters.push({ minCycle: startedCycles + 1, resolve });
        wake?.();
      });
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      streams.destroy();
    },
  };
}

// ---------------------------------------------------------------- the whole pipeline

export interface LocalPipelineOptions {
  endpoint: string;
  region: string;
  tableName: string;
  logger: Logger;
  /** The aggregator Lambda handler, built with the stack's ports. */
  handler: BatchHandler;
  startingPosition?: 'TRIM_HORIZON' | 'LATEST';
  pollIntervalMs?: number;
  visibilityTimeoutMs?: number;
  maxReceiveCount?: number;
  batchSize?: number;
  maxConcurrency?: number;
}

export interface LocalPipeline {
  queue: LocalFifoQueue;
  /**
   * Resolves when every change written before the call has been read from the stream and each
   * message it caused is acknowledged or in the DLQ. Rejects after `timeoutMs` (a broken pipeline
   * must fail a test, not hang it).
   */
  drain(options?: { timeoutMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

export async function startLocalPipeline(options: LocalPipelineOptions): Promise<LocalPipeline> {
  const queue = createLocalFifoQueue({
    handler: options.handler,
    logger: options.logger,
    ...(options.visibilityTimeoutMs !== undefined
      ? { visibilityTimeoutMs: options.visibilityTimeoutMs }
      : {}),
    ...(options.maxReceiveCount !== undefined ? { maxReceiveCount: options.maxReceiveCount } : {}),
    ...(options.batchSize !== undefined ? { batchSize: options.batchSize } : {}),
    ...(options.maxConcurrency !== undefined ? { maxConcurrency: options.maxConcurrency } : {}),
  });
  const poller = await startStreamPoller({
    endpoint: options.endpoint,
    region: options.region,
    tableName: options.tableName,
    logger: options.logger,
    startingPosition: options.startingPosition ?? 'TRIM_HORIZON',
    ...(options.pollIntervalMs !== undefined ? { pollIntervalMs: options.pollIntervalMs } : {}),
    onTrigger(record) {
      const accepted = queue.send(queueSendFor(record));
      if (!accepted) {
        options.logger.debug('duplicate stream record dropped by FIFO deduplication', {
          event_id: record.eventID,
        });
      }
    },
  });
  let stopped = false;

  async function settle(): Promise<void> {
    for (;;) {
      const triggers = await poller.nextCycle();
      await queue.whenIdle();
      if (triggers === 0 && queue.isIdle()) return;
    }
  }

  return {
    queue,
    async drain({ timeoutMs = 30_000 } = {}) {
      if (stopped) throw new Error('the local pipeline is stopped');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `local pipeline did not drain within ${timeoutMs} ms (queue depth ${queue.depth}, ${queue.deadLetters.length} dead letters)`,
              ),
            ),
          timeoutMs,
        );
      });
      try {
        await Promise.race([settle(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await poller.stop();
      await queue.stop();
    },
  };
}
