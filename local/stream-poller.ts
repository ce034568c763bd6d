/**
 * A poller on DynamoDB Local's REAL stream (DescribeStream, GetShardIterator, GetRecords over every
 * shard, following new shards), applying the very filter the pipe uses
 * (shared/use-cases/pipeline/trigger.ts) and handing each matching record to `onTrigger`.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import { DescribeTableCommand, DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
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
  const streamArn = await streamArnOf(config, options.tableName);
  const poller: PollerState = {
    options,
    streams: new DynamoDBStreamsClient(config),
    streamArn,
    pollIntervalMs: options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
    cursors: new Map(),
    waiters: [],
    startedCycles: 0,
    running: true,
    records: 0,
    wake: undefined,
  };
  await discoverShards(poller, true);
  const loop = pollUntilStopped(poller);
  return {
    get records() {
      return poller.records;
    },
    nextCycle() {
      if (!poller.running) return Promise.reject(new Error('the stream poller is stopped'));
      return new Promise<PollCycle | undefined>((resolve) => {
        poller.waiters.push({ minCycle: poller.startedCycles + 1, resolve });
        poller.wake?.();
      });
    },
    async stop() {
      poller.running = false;
      poller.wake?.();
      await loop;
      poller.streams.destroy();
    },
  };
}

/** The stream, its shards' cursors and the poll loop's progress, shared by the steps below. */
interface PollerState {
  readonly options: StreamPollerOptions;
  readonly streams: DynamoDBStreamsClient;
  readonly streamArn: string;
  readonly pollIntervalMs: number;
  readonly cursors: Map<string, ShardCursor>;
  waiters: CycleWaiter[];
  startedCycles: number;
  running: boolean;
  /** Stream records read since the start. */
  records: number;
  /** Ends the pause between cycles early (someone waits for a cycle, or the poller stops). */
  wake: (() => void) | undefined;
}

async function streamArnOf(config: DynamoDBClientConfig, tableName: string): Promise<string> {
  const dynamodb = new DynamoDBClient(config);
  const table = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
  dynamodb.destroy();
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`table ${tableName} has no stream; the pipeline needs NEW_IMAGE`);
  return streamArn;
}

async function listShards(poller: PollerState): Promise<Shard[]> {
  const shards: Shard[] = [];
  let exclusiveStartShardId: string | undefined;
  do {
    const page = await poller.streams.send(
      new DescribeStreamCommand({
        StreamArn: poller.streamArn,
        ExclusiveStartShardId: exclusiveStartShardId,
      }),
    );
    shards.push(...(page.StreamDescription?.Shards ?? []));
    exclusiveStartShardId = page.StreamDescription?.LastEvaluatedShardId;
  } while (exclusiveStartShardId);
  return shards;
}

async function iteratorFor(
  poller: PollerState,
  shardId: string,
  type: ShardIteratorType,
  sequenceNumber?: string,
): Promise<string | undefined> {
  const result = await poller.streams.send(
    new GetShardIteratorCommand({
      StreamArn: poller.streamArn,
      ShardId: shardId,
      ShardIteratorType: type,
      ...(sequenceNumber ? { SequenceNumber: sequenceNumber } : {}),
    }),
  );
  return result.ShardIterator;
}

/** Adds shards not seen yet (returns how many). A child starts only once its parent is read to its end. */
async function discoverShards(poller: PollerState, initial: boolean): Promise<number> {
  let added = 0;
  for (const shard of await listShards(poller)) {
    const shardId = shard.ShardId!;
    if (poller.cursors.has(shardId)) continue;
    const cursor: ShardCursor = {
      shardId,
      parentShardId: shard.ParentShardId,
      iterator: undefined,
      lastSequenceNumber: undefined,
      closed: false,
    };
    const position = initial ? poller.options.startingPosition : 'TRIM_HORIZON';
    // A shard already closed when we start under LATEST has nothing new for us.
    if (initial && position === 'LATEST' && shard.SequenceNumberRange?.EndingSequenceNumber) {
      cursor.closed = true;
    } else {
      cursor.iterator = await iteratorFor(poller, shardId, position);
      if (!cursor.iterator) cursor.closed = true;
    }
    poller.cursors.set(shardId, cursor);
    added++;
  }
  return added;
}

function readable(poller: PollerState, cursor: ShardCursor): boolean {
  if (cursor.closed || !cursor.iterator) return false;
  const parent = cursor.parentShardId ? poller.cursors.get(cursor.parentShardId) : undefined;
  return parent === undefined || parent.closed;
}

/** Reads one page of a shard and hands its triggers on; a recoverable read error reads nothing. */
async function pollShard(
  poller: PollerState,
  cursor: ShardCursor,
): Promise<{ records: number; triggers: number }> {
  let page: GetRecordsCommandOutput;
  try {
    page = await poller.streams.send(new GetRecordsCommand({ ShardIterator: cursor.iterator, Limit: 1000 }));
  } catch (error) {
    await recoverFromReadError(poller, cursor, error);
    return { records: 0, triggers: 0 };
  }
  const triggers = handOnTriggers(poller, cursor, page.Records ?? []);
  cursor.iterator = page.NextShardIterator;
  if (!cursor.iterator) cursor.closed = true;
  return { records: page.Records?.length ?? 0, triggers };
}

/** Moves the cursor past an expired iterator, trimmed records or a deleted shard; rethrows anything else. */
async function recoverFromReadError(poller: PollerState, cursor: ShardCursor, error: unknown): Promise<void> {
  const name = error instanceof Error ? error.name : '';
  if (name === 'ExpiredIteratorException') {
    cursor.iterator = cursor.lastSequenceNumber
      ? await iteratorFor(poller, cursor.shardId, 'AFTER_SEQUENCE_NUMBER', cursor.lastSequenceNumber)
      : await iteratorFor(poller, cursor.shardId, 'TRIM_HORIZON');
  } else if (name === 'TrimmedDataAccessException') {
    poller.options.logger.warn('stream records were trimmed before they were read', {
      shard_id: cursor.shardId,
    });
    cursor.iterator = await iteratorFor(poller, cursor.shardId, 'TRIM_HORIZON');
  } else if (name === 'ResourceNotFoundException') {
    cursor.closed = true;
  } else {
    throw error;
  }
}

/** Passes each record that matches the pipe's filter to onTrigger; returns how many matched. */
function handOnTriggers(poller: PollerState, cursor: ShardCursor, records: StreamRecord[]): number {
  let triggers = 0;
  for (const record of records) {
    cursor.lastSequenceNumber = record.dynamodb?.SequenceNumber ?? cursor.lastSequenceNumber;
    if (!isTrigger(record)) continue;
    triggers++;
    try {
      poller.options.onTrigger(record);
    } catch (error) {
      // Pipes would send such a record to its own DLQ; locally it is logged.
      poller.options.logger.error('stream record passed the filter but could not be queued', {
        record,
        error,
      });
    }
  }
  return triggers;
}

/** One pass over every readable shard, then a look for new shards when one may have appeared. */
async function pollCycle(poller: PollerState): Promise<PollCycle> {
  let found = 0;
  let triggers = 0;
  let closedOne = false;
  for (const cursor of poller.cursors.values()) {
    if (!readable(poller, cursor)) continue;
    const result = await pollShard(poller, cursor);
    found += result.records;
    triggers += result.triggers;
    if (cursor.closed) closedOne = true;
  }
  // A closed shard has children; and DynamoDB Local rolls shards over on its own: look again,
  // always when someone waits on this cycle (a shard nobody listed yet may hold their records).
  const look = closedOne || poller.startedCycles % 20 === 0 || poller.waiters.length > 0;
  const newShards = look ? await discoverShards(poller, false) : 0;
  return { records: found, triggers, newShards };
}

/** Polls cycle after cycle, pausing when caught up or after failures, until stop(). */
async function pollUntilStopped(poller: PollerState): Promise<void> {
  let failures = 0;
  while (poller.running) {
    poller.startedCycles++;
    const cycleNumber = poller.startedCycles;
    let result: PollCycle | undefined;
    try {
      result = await pollCycle(poller);
      failures = 0;
    } catch (error) {
      if (!poller.running) break;
      failures++;
      poller.options.logger.error('stream poll failed; retrying', { error, consecutive_failures: failures });
    }
    if (result) {
      poller.records += result.records;
      answerWaiters(poller, cycleNumber, result);
    }
    if (!poller.running) break;
    const caughtUp = result !== undefined && result.records === 0 && poller.waiters.length === 0;
    if (caughtUp || failures > 0) await pause(poller, failures);
  }
  for (const waiter of poller.waiters) waiter.resolve(undefined);
  poller.waiters = [];
}

/** Only a cycle that read every shard answers waiters: a failed one proves nothing. */
function answerWaiters(poller: PollerState, cycleNumber: number, result: PollCycle): void {
  const done = poller.waiters.filter((waiter) => waiter.minCycle <= cycleNumber);
  poller.waiters = poller.waiters.filter((waiter) => waiter.minCycle > cycleNumber);
  for (const waiter of done) waiter.resolve(result);
}

/** The poll interval, or a doubling backoff (at most 5 s) after failures; wake() ends it early. */
async function pause(poller: PollerState, failures: number): Promise<void> {
  const pauseMs =
    failures > 0 ? Math.min(5000, poller.pollIntervalMs * 2 ** failures) : poller.pollIntervalMs;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, pauseMs);
    poller.wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  poller.wake = undefined;
}
