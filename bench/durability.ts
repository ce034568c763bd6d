/**
 * What `npm start -- --persist` costs: the same PutItem against the run's in-memory DynamoDB Local and
 * against a second one persisting to a SQLite file (-dbPath, as --persist runs it), which commits
 * every operation to disk. Nothing else differs (same jar, same item, same client settings).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { LOCAL_CREDENTIALS, startDynamoDbLocal } from '../local/dynamodb-local.ts';
import { type BenchSuite, iterations, measure, ms, ratio, type Timing } from './harness.ts';

async function putItemTiming(endpoint: string, count: number): Promise<Timing> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
  const tableName = `bench-durability-${randomUUID()}`;
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
    const payload = 'x'.repeat(1_000);
    return await measure(
      (index) =>
        client.send(
          new PutItemCommand({
            TableName: tableName,
            Item: { pk: { S: 'BRANCH#bench' }, sk: { S: `ITEM#${index}` }, payload: { S: payload } },
          }),
        ),
      { iterations: count },
    );
  } finally {
    client.destroy();
  }
}

export const durabilityBench: BenchSuite = {
  name: 'durability',
  description: 'PutItem on DynamoDB Local in memory vs persisted to SQLite (npm start -- --persist)',
  async run(context) {
    const count = iterations(300, context);
    context.log(`durability: ${count} PutItems in memory`);
    const inMemory = await putItemTiming(context.endpoint, count);
    const folder = mkdtempSync(join(tmpdir(), 'bench-durability-'));
    const persisted = await startDynamoDbLocal({ dbPath: folder });
    try {
      context.log(`durability: ${count} PutItems persisted in ${folder}`);
      const onDisk = await putItemTiming(persisted.endpoint, count);
      return [
        {
          title: 'DynamoDB Local: PutItem in memory vs persisted (--persist)',
          rows: [
            {
              store: 'in memory (-inMemory)',
              p50_ms: ms(inMemory.p50),
              p95_ms: ms(inMemory.p95),
              ratio_p50: 1,
            },
            {
              store: 'persisted (-dbPath, SQLite)',
              p50_ms: ms(onDisk.p50),
              p95_ms: ms(onDisk.p95),
              ratio_p50: ratio(onDisk.p50, inMemory.p50),
            },
          ],
          notes: [
            `${count} sequential PutItems of a 1 KB item each; ratio_p50 divides by the in-memory p50.`,
            'Persisted DynamoDB Local commits each operation to its SQLite file (synchronous=FULL), which is why an acknowledged write survives kill -9 of the Java process (README, Quick start).',
          ],
        },
      ];
    } finally {
      await persisted.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  },
};
