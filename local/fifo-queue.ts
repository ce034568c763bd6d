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
  /**
   * Moves every dead letter back into its group, as SQS's redrive does (a fresh message, received
   * from 0); returns how many moved. For after the cause is fixed (`admin -- dlq replay`).
   */
  redriveDeadLetters(): number;
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
  const fifo = newFifoState(options);
  return {
    send: (message) => enqueue(fifo, message),
    deadLetters: fifo.deadLetters,
    redriveDeadLetters: () => redrive(fifo),
    sentTo: (messageGroupId) => fifo.sentCounts.get(messageGroupId) ?? 0,
    get depth() {
      return fifo.depth;
    },
    isIdle: () => isIdle(fifo),
    whenIdle() {
      return isIdle(fifo) ? Promise.resolve() : new Promise((resolve) => fifo.idleWaiters.push(resolve));
    },
    stop: () => stopQueue(fifo),
  };
}

/** The queue's settings (options with their defaults) and everything it tracks between calls. */
interface FifoState {
  readonly handler: BatchHandler;
  readonly logger: Logger;
  readonly maxReceiveCount: number;
  readonly visibilityTimeoutMs: number;
  readonly batchSize: number;
  readonly maxConcurrency: number;
  readonly now: () => number;
  readonly redeliver: (() => boolean) | undefined;
  /** Each group's messages, oldest first. */
  readonly groups: Map<string, QueuedMessage[]>;
  /** Groups with a batch in flight or waiting out a visibility timeout: nothing else of theirs runs. */
  readonly busy: Set<string>;
  /** Groups with messages and nothing in flight, in the order they became ready. */
  readonly ready: string[];
  readonly timers: Set<NodeJS.Timeout>;
  readonly inFlight: Set<Promise<void>>;
  /** MessageDeduplicationId → when its deduplication window ends. */
  readonly deduplication: Map<string, number>;
  readonly deadLetters: DeadLetter[];
  readonly sentCounts: Map<string, number>;
  idleWaiters: (() => void)[];
  /** Invocations in flight. */
  running: number;
  stopped: boolean;
  depth: number;
}

function newFifoState(options: LocalFifoQueueOptions): FifoState {
  return {
    handler: options.handler,
    logger: options.logger,
    maxReceiveCount: options.maxReceiveCount ?? MAX_RECEIVE_COUNT,
    visibilityTimeoutMs: options.visibilityTimeoutMs ?? 50,
    batchSize: options.batchSize ?? 10,
    maxConcurrency: options.maxConcurrency ?? 4,
    now: options.now ?? Date.now,
    redeliver: options.redeliver,
    groups: new Map(),
    busy: new Set(),
    ready: [],
    timers: new Set(),
    inFlight: new Set(),
    deduplication: new Map(),
    deadLetters: [],
    sentCounts: new Map(),
    idleWaiters: [],
    running: 0,
    stopped: false,
    depth: 0,
  };
}

/** SendMessage: false when dropped as a duplicate within the deduplication window. */
function enqueue(fifo: FifoState, message: QueueSend): boolean {
  if (fifo.stopped) throw new Error('the local queue is stopped');
  const at = fifo.now();
  for (const [id, expires] of fifo.deduplication) if (expires <= at) fifo.deduplication.delete(id);
  if (fifo.deduplication.has(message.messageDeduplicationId)) return false;
  fifo.deduplication.set(message.messageDeduplicationId, at + DEDUPLICATION_WINDOW_MS);
  const queued: QueuedMessage = { ...message, messageId: randomUUID(), sentAt: at, receiveCount: 0 };
  const group = message.messageGroupId;
  const queue = fifo.groups.get(group) ?? [];
  queue.push(queued);
  fifo.groups.set(group, queue);
  fifo.depth++;
  fifo.sentCounts.set(group, (fifo.sentCounts.get(group) ?? 0) + 1);
  markReady(fifo, group);
  pump(fifo);
  return true;
}

function redrive(fifo: FifoState): number {
  const letters = fifo.deadLetters.splice(0);
  for (const { message } of letters) {
    // A new deduplication id: the original's window may still be open, and this is a new send.
    enqueue(fifo, {
      body: message.body,
      messageGroupId: message.messageGroupId,
      messageDeduplicationId: `redrive-${randomUUID()}`,
    });
  }
  return letters.length;
}

/** Stops receiving; waits for invocations in flight, then drops what is left. */
async function stopQueue(fifo: FifoState): Promise<void> {
  fifo.stopped = true;
  for (const timer of fifo.timers) clearTimeout(timer);
  fifo.timers.clear();
  await Promise.allSettled([...fifo.inFlight]);
  fifo.groups.clear();
  fifo.ready.length = 0;
  fifo.depth = 0;
  notifyIdle(fifo);
}

function isIdle(fifo: FifoState): boolean {
  return fifo.depth === 0 && fifo.running === 0;
}

function notifyIdle(fifo: FifoState): void {
  if (!isIdle(fifo)) return;
  const waiters = fifo.idleWaiters;
  fifo.idleWaiters = [];
  for (const resolve of waiters) resolve();
}

function markReady(fifo: FifoState, group: string): void {
  const waiting = (fifo.groups.get(group)?.length ?? 0) > 0;
  if (!fifo.busy.has(group) && waiting && !fifo.ready.includes(group)) fifo.ready.push(group);
}

/** Starts a batch for each ready group while the concurrency allows. */
function pump(fifo: FifoState): void {
  while (!fifo.stopped && fifo.running < fifo.maxConcurrency && fifo.ready.length > 0) {
    const group = fifo.ready.shift()!;
    if (fifo.busy.has(group)) continue;
    const batch = (fifo.groups.get(group) ?? []).slice(0, fifo.batchSize);
    if (batch.length === 0) continue;
    fifo.busy.add(group);
    fifo.running++;
    const task = receive(fifo, group, batch).finally(() => {
      fifo.running--;
      fifo.inFlight.delete(task);
      pump(fifo);
      notifyIdle(fifo);
    });
    fifo.inFlight.add(task);
  }
}

/** One receive of a group's batch: invoke the consumer, settle each message, free the group. */
async function receive(fifo: FifoState, group: string, batch: QueuedMessage[]): Promise<void> {
  for (const message of batch) message.receiveCount++;
  const failed = await invokeConsumer(fifo, batch);
  const retry = settleBatch(fifo, group, batch, failed);
  if (retry && !fifo.stopped) {
    holdForVisibilityTimeout(fifo, group);
  } else {
    fifo.busy.delete(group);
    markReady(fifo, group);
  }
}

/** Runs the consumer on the batch; returns the failed messages' ids with why they failed. */
async function invokeConsumer(fifo: FifoState, batch: QueuedMessage[]): Promise<Map<string, string>> {
  try {
    const response = await fifo.handler(sqsEventOf(batch));
    const failed = new Map<string, string>();
    for (const failure of response?.batchItemFailures ?? []) {
      failed.set(failure.itemIdentifier, 'reported as a batch item failure');
    }
    return failed;
  } catch (error) {
    // An invocation error fails the whole batch, as Lambda's SQS event source does.
    const reason = error instanceof Error ? error.message : String(error);
    return new Map(batch.map((message) => [message.messageId, reason]));
  }
}

/**
 * Deletes each message handled, dead-letters each failed one out of receives, keeps the rest;
 * true when some message of the batch is to be received again.
 */
function settleBatch(
  fifo: FifoState,
  group: string,
  batch: QueuedMessage[],
  failed: Map<string, string>,
): boolean {
  const queue = fifo.groups.get(group) ?? [];
  let retry = false;
  for (const message of batch) {
    const reason = failed.get(message.messageId);
    if (reason === undefined && fifo.redeliver?.()) {
      retry = true;
    } else if (reason === undefined) {
      removeMessage(fifo, queue, message);
    } else if (message.receiveCount >= fifo.maxReceiveCount) {
      removeMessage(fifo, queue, message);
      deadLetter(fifo, group, message, reason);
    } else {
      retry = true;
    }
  }
  if (queue.length === 0) fifo.groups.delete(group);
  return retry;
}

function deadLetter(fifo: FifoState, group: string, message: QueuedMessage, reason: string): void {
  fifo.deadLetters.push({ message, lastError: reason });
  fifo.logger.error('message moved to the dead-letter queue', {
    message_id: message.messageId,
    message_group_id: group,
    receive_count: message.receiveCount,
    body: message.body,
    last_error: reason,
  });
}

/** Visibility timeout: the group stays blocked (FIFO order) until its head is received again. */
function holdForVisibilityTimeout(fifo: FifoState, group: string): void {
  const timer = setTimeout(() => {
    fifo.timers.delete(timer);
    fifo.busy.delete(group);
    markReady(fifo, group);
    pump(fifo);
  }, fifo.visibilityTimeoutMs);
  fifo.timers.add(timer);
}

function removeMessage(fifo: FifoState, queue: QueuedMessage[], message: QueuedMessage): void {
  const index = queue.indexOf(message);
  if (index >= 0) {
    queue.splice(index, 1);
    fifo.depth--;
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
