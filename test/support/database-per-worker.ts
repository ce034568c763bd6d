/**
 * The integration project's setup file: gives the test file its DynamoDB Local (from the run's
 * service, test/support/dynamodb-service.ts): the worker's shared instance, or a fresh one of its
 * own for the files in OWN_DATABASE_FILES, stopped after its last test. Every suite creates its own
 * table (test/support/stack.ts), so the files of a worker never see each other's items.
 */
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { useDynamoDbEndpoint } from './stack.ts';

/**
 * The files that write the most, tens of thousands of items or weeks of simulated days (stream
 * records DynamoDB Local keeps and reads through on every later write to a table with a stream): a
 * fresh instance each, so neither they nor the files after them write into an instance that holds
 * other files' records. The evaluation set, last on its worker in a fresh-clone run, took 224 s
 * there against 30 s alone; on an instance of its own, 36–42 s in a whole run.
 */
export const OWN_DATABASE_FILES = [
  'test/integration/big-day.test.ts',
  'test/integration/assistant-evaluation.test.ts',
  'test/integration/browser/figures.test.ts',
  'test/property/every-door.test.ts',
];

let ownPort: number | undefined;

async function ask(method: 'POST' | 'DELETE', path: string): Promise<{ endpoint?: string; port?: number }> {
  const response = await fetch(`${inject('dynamoDbService')}${path}`, { method });
  if (!response.ok) throw new Error(`DynamoDB Local service: ${method} ${path}: ${await response.text()}`);
  return (await response.json()) as { endpoint?: string; port?: number };
}

beforeAll(async () => {
  const filepath = expect.getState().testPath ?? '';
  const ownDatabase = OWN_DATABASE_FILES.some((name) => filepath.endsWith(name));
  const { endpoint, port } = ownDatabase
    ? await ask('POST', '/own')
    : await ask('POST', `/worker/${process.env.VITEST_POOL_ID ?? '1'}`);
  ownPort = port;
  if (!endpoint) throw new Error('DynamoDB Local service answered without an endpoint');
  useDynamoDbEndpoint(endpoint);
}, 0);

afterAll(async () => {
  if (ownPort !== undefined) await ask('DELETE', `/own/${ownPort}`);
});
