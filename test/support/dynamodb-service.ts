/**
 * The integration project's global setup: the DynamoDB Local instances of the run, started by the
 * main vitest process on demand and stopped when the run ends. A test file's worker asks for them
 * over loopback HTTP (test/support/database-per-worker.ts):
 *
 * - `POST /worker/<VITEST_POOL_ID>`: the worker's instance, started by the first file of that worker
 *   and shared by the files it runs after (one at a time; each suite has its own table), a fresh one
 *   every RECYCLE_AFTER_FILES files. Java starts about once per ten files instead of once per file
 *   (about 3 s each, more under load).
 * - `POST /own`: a fresh instance for one file, `DELETE /own/<port>` stops it. For the files that
 *   write the most (OWN_DATABASE_FILES): DynamoDB Local keeps every stream record it
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

/**
 * Files a worker's instance serves before the next file gets a fresh one. The stream records of
 * every earlier file's writes slow each later write (above), so a worker's twentieth file wrote into
 * an instance holding nineteen files' records: recycling every 10 files took the integration
 * project from 435 to 343 s on 2 cores (every 5, 352 s: the Java starts cost what they save).
 */
const RECYCLE_AFTER_FILES = 10;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const perWorker = new Map<string, Promise<DynamoDbLocal>>();
  const filesServed = new Map<string, number>();
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

  /** The worker's instance for its next file: started by its first file, fresh every RECYCLE_AFTER_FILES. */
  async function workerInstance(id: string): Promise<DynamoDbLocal> {
    const served = (filesServed.get(id) ?? 0) + 1;
    filesServed.set(id, served);
    let instance = perWorker.get(id);
    if (instance && served % RECYCLE_AFTER_FILES === 1) {
      // The worker runs one file at a time: the previous file has closed its stack.
      perWorker.delete(id);
      await (await instance).stop();
      instance = undefined;
    }
    if (!instance) {
      instance = startDynamoDbLocal();
      perWorker.set(id, instance);
      // A failed start is retried by the worker's next file, not cached.
      instance.catch(() => perWorker.delete(id));
    }
    return instance;
  }

  async function answer(method: string, url: string): Promise<{ endpoint?: string; port?: number }> {
    const [, kind, id] = url.split('/');
    if (method === 'POST' && kind === 'worker' && id)
      return { endpoint: (await workerInstance(id)).endpoint };
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
