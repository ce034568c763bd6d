/**
 * An in-process FIFO queue with SQS FIFO semantics: one message group per branch, each group
 * processed in order and one batch at a time, groups in parallel; deduplication by
 * MessageDeduplicationId within 5 minutes; a failed message is received again after a (short)
 * visibility timeout and moves to an in-memory DLQ after `maxReceiveCount` (5) receives. The
 * consumer is invoked with an SQS-shaped event, and partial batch failures are honoured.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { MAX_RECEIVE_COUNT, type QueueSend } from '#shared/use-cases/pipeline/trigger.ts';

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
  /**
   * Whether a message handled successfully is delivered again (SQS delivers at least once: its
   * delete can be lost); the fault injection's `sqs` (local/faults.ts). @default never
   */
  redeliver?: () => boolean;
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
      if (reason === undefined && options.redeliver?.()) {
        retry = true;
      } else if (reason === undefined) {
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
