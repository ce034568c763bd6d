/**
 * The local FIFO queue's SQS FIFO semantics, with a real (in-process) consumer: order and exclusivity
 * per message group, groups in parallel, deduplication window, redelivery and the DLQ.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createLogger } from '#shared/adapters/logger.ts';
import {
  type BatchHandler,
  createLocalFifoQueue,
  DEDUPLICATION_WINDOW_MS,
} from '../../../local/fifo-queue.ts';

const logger = createLogger('local-queue-test');

/** Deduplication ids are queue-wide in SQS FIFO (not per group), so they include the group here. */
const message = (group: string, id: string, body = `${group}:${id}`) => ({
  body,
  messageGroupId: group,
  messageDeduplicationId: `${group}-${id}`,
});

/** A consumer that records what it saw; `gate` lets a test hold a group's invocation open. */
function recorder(
  options: { fail?: (body: string) => boolean; delayFor?: (body: string) => Promise<void> } = {},
) {
  const seen: { body: string; receiveCount: number; group: string }[] = [];
  let active = 0;
  let maxActivePerGroup = 0;
  const activeGroups = new Map<string, number>();
  const handler: BatchHandler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    active++;
    for (const record of event.Records) {
      const group = record.attributes.MessageGroupId!;
      activeGroups.set(group, (activeGroups.get(group) ?? 0) + 1);
      maxActivePerGroup = Math.max(maxActivePerGroup, activeGroups.get(group)!);
      seen.push({
        body: record.body,
        receiveCount: Number(record.attributes.ApproximateReceiveCount),
        group,
      });
      await options.delayFor?.(record.body);
      activeGroups.set(group, activeGroups.get(group)! - 1);
      if (options.fail?.(record.body)) failures.push({ itemIdentifier: record.messageId });
    }
    active--;
    return { batchItemFailures: failures };
  };
  return {
    handler,
    seen,
    get active() {
      return active;
    },
    get maxActivePerGroup() {
      return maxActivePerGroup;
    },
  };
}

describe('local FIFO queue', () => {
  it('delivers each group in order, one batch at a time, and groups independently', async () => {
    const releases: (() => void)[] = [];
    const consumer = recorder({
      delayFor: (body) =>
        body.startsWith('a:') ? new Promise<void>((resolve) => releases.push(resolve)) : Promise.resolve(),
    });
    const queue = createLocalFifoQueue({ handler: consumer.handler, logger, batchSize: 1 });
    queue.send(message('a', '1'));
    queue.send(message('a', '2'));
    queue.send(message('b', '1'));
    queue.send(message('b', '2'));
    // Group a is held open on its first message; group b is not blocked by it.
    await new Promise((resolve) => setImmediate(resolve));
    while (consumer.seen.filter((entry) => entry.group === 'b').length < 2) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(consumer.seen.map((entry) => entry.body)).toEqual(['a:1', 'b:1', 'b:2']);
    releases.shift()!();
    while (releases.length === 0) await new Promise((resolve) => setImmediate(resolve));
    releases.shift()!();
    await queue.whenIdle();
    expect(consumer.seen.filter((entry) => entry.group === 'a').map((entry) => entry.body)).toEqual([
      'a:1',
      'a:2',
    ]);
    expect(consumer.maxActivePerGroup).toBe(1);
    expect(queue.depth).toBe(0);
  });

  it('drops a message whose deduplication id was sent within the last 5 minutes, accepts it after', async () => {
    let now = 1_000_000;
    const consumer = recorder();
    const queue = createLocalFifoQueue({ handler: consumer.handler, logger, now: () => now });
    expect(queue.send(message('a', 'same'))).toBe(true);
    expect(queue.send(message('a', 'same', 'again'))).toBe(false);
    await queue.whenIdle();
    // Deduplication outlives the delivery: it is about the id, not about what is still queued.
    now += DEDUPLICATION_WINDOW_MS - 1;
    expect(queue.send(message('a', 'same', 'within'))).toBe(false);
    now += 1;
    expect(queue.send(message('a', 'same', 'after'))).toBe(true);
    await queue.whenIdle();
    expect(consumer.seen.map((entry) => entry.body)).toEqual(['a:same', 'after']);
  });

  it('redelivers a failed message and moves it to the DLQ after 5 receives, blocking its group meanwhile', async () => {
    const consumer = recorder({ fail: (body) => body === 'poison' });
    // One message per invocation: the consumer above does not skip the rest of a failed group's batch.
    const queue = createLocalFifoQueue({
      handler: consumer.handler,
      logger,
      visibilityTimeoutMs: 1,
      batchSize: 1,
    });
    queue.send(message('a', '1', 'poison'));
    queue.send(message('a', '2', 'after-poison'));
    queue.send(message('b', '1', 'other-branch'));
    await queue.whenIdle();
    const poison = consumer.seen.filter((entry) => entry.body === 'poison');
    expect(poison.map((entry) => entry.receiveCount)).toEqual([1, 2, 3, 4, 5]);
    expect(queue.deadLetters).toHaveLength(1);
    expect(queue.deadLetters[0]!.message).toMatchObject({
      body: 'poison',
      receiveCount: 5,
      messageGroupId: 'a',
    });
    // FIFO: the next message of the group was only processed once the poison one left the queue.
    const order = consumer.seen.filter((entry) => entry.group === 'a').map((entry) => entry.body);
    expect(order.lastIndexOf('poison')).toBeLessThan(order.indexOf('after-poison'));
    expect(consumer.seen.some((entry) => entry.body === 'other-branch')).toBe(true);
    expect(queue.depth).toBe(0);
  });

  it('treats an invocation error as a failure of the whole batch', async () => {
    let calls = 0;
    const queue = createLocalFifoQueue({
      handler: async () => {
        calls++;
        if (calls === 1) throw new Error('cold start blew up');
        return { batchItemFailures: [] };
      },
      logger,
      visibilityTimeoutMs: 1,
    });
    queue.send(message('a', '1'));
    queue.send(message('a', '2'));
    await queue.whenIdle();
    expect(calls).toBe(2);
    expect(queue.deadLetters).toHaveLength(0);
  });

  it('hands the consumer an SQS-shaped event with FIFO attributes', async () => {
    let event: SQSEvent | undefined;
    const queue = createLocalFifoQueue({
      handler: async (received) => {
        event = received;
        return { batchItemFailures: [] };
      },
      logger,
    });
    queue.send(message('branch-1', 'dedup-1', '{"x":1}'));
    await queue.whenIdle();
    expect(event?.Records).toHaveLength(1);
    expect(event?.Records[0]).toMatchObject({
      body: '{"x":1}',
      eventSource: 'aws:sqs',
      attributes: {
        ApproximateReceiveCount: '1',
        MessageGroupId: 'branch-1',
        MessageDeduplicationId: 'branch-1-dedup-1',
      },
    });
  });
});
