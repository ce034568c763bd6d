/**
 * A poller on DynamoDB Local's REAL stream (DescribeStream, GetShardIterator, GetRecords over every
 * shard, following new shards), applying the very filter the pipe uses
 * (shared/use-cases/pipeline/trigger.ts) and handing each matching record to `onTrigger`.
 */
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
import { isTrigger } from '#shared/use-cases/pipeline/trigger.ts';
import { LOCAL_CREDENTIALS } from './dynamodb-local.ts';

/** Pause between polls that found nothing, unless the caller chooses another. */
export const DEFAULT_POLL_INTERVAL_MS = 100;

export interface StreamPollerOptions {
  endpoint: string;
  region: string;
  tableName: string;
  logger: Logger;
  /** Called for each record that passes the trigger filter, in stream order per shard. */
  onTrigger(record: StreamRecord): void;
  /** Where to start in shards that exist when polling starts. Shards found later start at their beginning. */
  startingPosition: 'TRIM_HORIZON' | 'LATEST';
  /** Pause between polls that found nothing. @default DEFAULT_POLL_INTERVAL_MS */
  pollIntervalMs?: number;
}

interface ShardCursor {
  shardId: string;
  parentShardId: string | undefined;
  iterator: string | undefined;
  lastSequenceNumber: string | undefined;
  closed: boolean;
}

/** What one poll cycle over every readable shard saw. */
export interface PollCycle {
  /** Stream records read (any kind). */
  records: number;
  /** Of those, records that passed the trigger filter. */
  triggers: number;
  /** Shards first seen at the end of this cycle (not read yet). */
  newShards: number;
}

interface CycleWaiter {
  minCycle: number;
  resolve(cycle: PollCycle | undefined): void;
}

export interface StreamPoller {
  /**
   * Resolves with what the first successful poll cycle that started after this call saw (a failed
   * cycle resolves nobody), or undefined when the poller stops first. A cycle that read no record
   * and found no new shard means the poller had read everything written before the call.
   */
  nextCycle(): Promise<PollCycle | undefined>;
  stop(): Promise<void>;
  readonly records: number;
}

export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const config = { region: options.region, endpoint: options.endpoint, credentials: LOCAL_CREDENTIALS };
  const dynamodb = new DynamoDBClient(config);
  const streams = new DynamoDBStreamsClient(config);
  const logger = options.logger;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;

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

  /** Adds shards not seen yet (returns how many). A child starts only once its parent is read to its end. */
  async function discoverShards(initial: boolean): Promise<number> {
    let added = 0;
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
      added++;
    }
    return added;
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

  async function cycle(): Promise<PollCycle> {
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
    // A closed shard has children; and DynamoDB Local rolls shards over on its own: look again,
    // always when someone waits on this cycle (a shard nobody listed yet may hold their records).
    const look = closedOne || startedCycles % 20 === 0 || waiters.length > 0;
    const newShards = look ? await discoverShards(false) : 0;
    return { records: found, triggers, newShards };
  }

  await discoverShards(true);

  const loop = (async () => {
    let failures = 0;
    while (running) {
      startedCycles++;
      const cycleNumber = startedCycles;
      let result: PollCycle | undefined;
      try {
        result = await cycle();
        failures = 0;
      } catch (error) {
        if (!running) break;
        failures++;
        logger.error('stream poll failed; retrying', { error, consecutive_failures: failures });
      }
      if (result) {
        records += result.records;
        // Only a cycle that read every shard answers waiters: a failed one proves nothing.
        const done = waiters.filter((waiter) => waiter.minCycle <= cycleNumber);
        waiters = waiters.filter((waiter) => waiter.minCycle > cycleNumber);
        for (const waiter of done) waiter.resolve(result);
      }
      if (!running) break;
      const caughtUp = result !== undefined && result.records === 0 && waiters.length === 0;
      if (caughtUp || failures > 0) {
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
    for (const waiter of waiters) waiter.resolve(undefined);
    waiters = [];
  })();

  return {
    get records() {
      return records;
    },
    nextCycle() {
      if (!running) return Promise.reject(new Error('the stream poller is stopped'));
      return new Promise<PollCycle | undefined>((resolve) => {
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
