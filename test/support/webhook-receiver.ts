/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: records every request (raw body bytes,
 * headers, arrival time) and answers from a script of status codes (then 200).
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedRequest[];
  /** Status codes for the next requests, in order; after them every request gets 200. */
  respondWith(...statuses: number[]): void;
  /** Resolves when `count` requests have arrived in total. */
  waitFor(count: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

/** `beforeRespond` runs before each answer (e.g. delete the webhook while its first attempt is open). */
export async function startWebhookReceiver(
  options: { beforeRespond?: (request: ReceivedRequest) => Promise<void> } = {},
): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  let script: number[] = [];
  let waiters: Array<{ count: number; resolve: (requests: ReceivedRequest[]) => void }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: performance.now(),
      };
      received.push(request);
      await options.beforeRespond?.(request);
      const status = script.shift() ?? 200;
      res.writeHead(
        status,
        status >= 300 && status < 400 ? { Location: 'http://127.0.0.1:9/elsewhere' } : {},
      );
      res.end(status === 200 ? 'ok' : 'no');
      const ready = waiters.filter((waiter) => received.length >= waiter.count);
      waiters = waiters.filter((waiter) => received.length < waiter.count);
      for (const waiter of ready) waiter.resolve([...received]);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    respondWith: (...statuses) => {
      script = [...statuses];
    },
    waitFor: (count) =>
      received.length >= count
        ? Promise.resolve([...received])
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
