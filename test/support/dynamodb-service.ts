/**
 * The integration project's global setup: the DynamoDB Local instances of the run, started by the
 * main vitest process on demand and stopped when the run ends. A test file's worker asks for them
 * over loopback HTTP (test/support/database-per-worker.ts):
 *
 * - `POST /worker/<VITEST_POOL_ID>`: the worker's instance, started by the first file of that worker
 *   and shared by the files it runs after (one at a time; each suite has its own table). Java starts
 *   once per worker instead of once per file (about 3 s each, more under load).
 * - `POST /own`: a fresh instance for one file, `DELETE /own/<port>` stops it. For the files that
 *   write tens of thousands of items (OWN_DATABASE_FILES): DynamoDB Local keeps every stream record it
 *   wrote, even a deleted table's, and looks through them on each write to a table with a stream, so
 *   after such a file every later file of the instance ran slower (after big-day's 25,000 items,
 *   eight files took 140 s against 31 s alone).
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../local/dynamodb-local.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the run's DynamoDB Local service (this file). */
    dynamoDbService: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const perWorker = new Map<string, Promise<DynamoDbLocal>>();
  const own = new Map<number, DynamoDbLocal>();
  const server = createServer((request, response) => {
    answer(request.method ?? '', request.url ?? '').then(
      (body) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error instanceof Error ? error.stack : error));
      },
    );
  });

  async function answer(method: string, url: string): Promise<{ endpoint?: string; port?: number }> {
    const [, kind, id] = url.split('/');
    if (method === 'POST' && kind === 'worker' && id) {
      let instance = perWorker.get(id);
      if (!instance) {
        instance = startDynamoDbLocal();
        perWorker.set(id, instance);
        // A failed start is retried by the worker's next file, not cached.
        instance.catch(() => perWorker.delete(id));
      }
      return { endpoint: (await instance).endpoint };
    }
    if (method === 'POST' && kind === 'own') {
      const instance = await startDynamoDbLocal();
      own.set(instance.port, instance);
      return { endpoint: instance.endpoint, port: instance.port };
    }
    if (method === 'DELETE' && kind === 'own' && id) {
      const instance = own.get(Number(id));
      own.delete(Number(id));
      await instance?.stop();
      return {};
    }
    throw new Error(`unknown request ${method} ${url}`);
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  project.provide('dynamoDbService', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return async () => {
    server.close();
    const started = await Promise.allSettled(perWorker.values());
    const instances = [
      ...started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
      ...own.values(),
    ];
    await Promise.all(instances.map((instance) => instance.stop()));
  };
}
