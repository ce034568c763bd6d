/**
 * The local twin of the AWS pipeline (table stream → EventBridge Pipe → SQS FIFO → aggregator):
 *
 * - a poller on DynamoDB Local's REAL stream (local/stream-poller.ts) applying the very filter the
 *   pipe uses, whose records become the same queue message, group and deduplication id;
 * - an in-process FIFO queue with SQS FIFO semantics (local/fifo-queue.ts);
 * - the aggregator Lambda handler itself, invoked with an SQS-shaped event, publishing to the local bus.
 *
 * `drain()` resolves once everything written to the table before the call has been read from the
 * stream and every resulting message is acknowledged or dead-lettered: tests wait on it, never sleep.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import { queueSendFor } from '#shared/use-cases/pipeline/trigger.ts';
import { type BatchHandler, createLocalFifoQueue, type LocalFifoQueue } from './fifo-queue.ts';
import { startStreamPoller } from './stream-poller.ts';

export interface LocalPipelineOptions {
  endpoint: string;
  region: string;
  tableName: string;
  logger: Logger;
  /** The aggregator Lambda handler, built with the stack's ports. */
  handler: BatchHandler;
  /** SQS's at-least-once delivery, on purpose: true to deliver a handled message again (LOCAL_FAULTS). */
  redeliver?: () => boolean;
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

export type { BatchHandler, LocalFifoQueue } from './fifo-queue.ts';

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
    ...(options.redeliver ? { redeliver: options.redeliver } : {}),
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

  /**
   * Caught up: the queue is idle, and then a poll cycle that started after that read no record in any
   * shard and found no new shard, and the queue is still idle. The order matters: a message being
   * handled writes records (a rebuild re-marks the next days), so the empty cycle must start after
   * the last handler finished, or those records are left unread (a cascade test caught a drain that
   * waited for an empty cycle first and the queue after). Counting triggers instead is not enough:
   * GetRecords returns at most 1,000 records, so a cycle can find no trigger only because the
   * trigger is further down the shard.
   */
  async function settle(): Promise<void> {
    for (;;) {
      await queue.whenIdle();
      const cycle = await poller.nextCycle();
      if (cycle === undefined) throw new Error('the stream poller stopped while draining');
      if (cycle.records === 0 && cycle.newShards === 0 && queue.isIdle()) return;
    }
  }

  return {
    queue,
    async drain({ timeoutMs = 120_000 } = {}) {
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
