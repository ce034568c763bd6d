/**
 * One DynamoDB Local per integration test file (the project's setupFiles, run in the file's worker):
 * started as the file is imported, stopped after its last test.
 *
 * Not one for the whole run: DynamoDB Local keeps every stream record it ever wrote, even of a
 * deleted table, and looks through them on each write to a table with a stream
 * (`getStreamDescription`, SQLite in its Java heap). After big-day's 25,000 items, the next eight
 * files ran 4.5 times slower (140 s against 31 s alone); a run got slower with every file before.
 * A fresh instance costs about 3 s of Java start-up, most of it while the file is imported.
 */
import { afterAll, beforeAll } from 'vitest';
import { startDynamoDbLocal } from '../../local/dynamodb-local.ts';
import { useDynamoDbEndpoint } from './stack.ts';

const starting = startDynamoDbLocal();
// Awaited in beforeAll, which reports a failure (no Java, say); this keeps it from being unhandled.
starting.catch(() => undefined);

beforeAll(async () => {
  useDynamoDbEndpoint((await starting).endpoint);
}, 120_000);

afterAll(async () => {
  await (await starting.catch(() => undefined))?.stop();
});
