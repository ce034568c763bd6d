/**
 * The local pipeline's `drain()` on DynamoDB Local's real stream: it resolves only once every
 * trigger written before the call has been handed to the consumer, however many other stream
 * records precede it (GetRecords returns at most 1,000 per call).
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#shared/adapters/logger.ts';
import { batchWriteAll, type WriteRequest } from '#shared/storage/batch-write.ts';
import { type DayAttributes, type DayDocument, dayDocumentWrites } from '#shared/storage/day-store.ts';
import { createDocumentClient, type StorageDeps } from '#shared/storage/db.ts';
import { LOCAL_CREDENTIALS } from '../../local/dynamodb-local.ts';
import { type LocalPipeline, startLocalPipeline } from '../../local/pipeline.ts';
import { ensureTable, LOCAL_REGION } from '../../local/stack.ts';
import { dynamoDbEndpoint } from '../support/stack.ts';

let endpoint: string;
const tableName = `test-${randomUUID()}`;
const received: string[] = [];
let storage: StorageDeps;
let pipeline: LocalPipeline;

beforeAll(async () => {
  endpoint = dynamoDbEndpoint();
  await ensureTable(endpoint, tableName);
  storage = {
    db: createDocumentClient({ region: LOCAL_REGION, endpoint, credentials: LOCAL_CREDENTIALS }),
    tableName,
  };
  pipeline = await startLocalPipeline({
    endpoint,
    region: LOCAL_REGION,
    tableName,
    logger: createLogger('local-pipeline-test'),
    handler: async (event: SQSEvent) => {
      for (const record of event.Records) received.push(record.attributes.MessageGroupId!);
      return { batchItemFailures: [] };
    },
    // The poller sleeps between empty polls for longer than the test runs: only drain() wakes it,
    // so the records below are all waiting unread when drain() is called.
    pollIntervalMs: 60_000,
  });
  await pipeline.drain();
});

afterAll(async () => {
  await pipeline?.stop();
  storage?.db.destroy();
});

/** Writes a zout closing of `branchId` exactly as an ingest does: its document and the day's state. */
async function closeDay(branchId: string): Promise<void> {
  const document: DayDocument = {
    resource: 'cash-register',
    document_id: randomUUID(),
    business_date: '2026-03-06',
    received_at: new Date().toISOString(),
    attributes: {
      closing_type: 'zout',
      start_at: '2026-03-06T08:00:00-06:00',
      summaries: [],
    } as Partial<DayAttributes['cash-register']> as DayAttributes['cash-register'],
    meta: {},
  };
  await storage.db.send(
    new TransactWriteCommand({
      TransactItems: dayDocumentWrites(storage, branchId, document, { closesDay: true, touchesState: true }),
    }),
  );
}

describe('local pipeline drain()', () => {
  it('waits for a trigger that more than 1,000 other stream records precede', async () => {
    const branchId = randomUUID();
    const unrelated: WriteRequest[] = Array.from({ length: 1_200 }, (_, index) => ({
      PutRequest: { Item: { pk: `NOISE#${branchId}`, sk: String(index).padStart(5, '0') } },
    }));
    await batchWriteAll(storage, unrelated, 'noise');
    await closeDay(branchId);

    await pipeline.drain();

    expect(received).toEqual([branchId]);
    expect(pipeline.queue.isIdle()).toBe(true);
  });
});
