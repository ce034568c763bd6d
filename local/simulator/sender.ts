/**
 * How the simulator hands documents to the service: the POS-side calls (`sendDay`, `sendXout`,
 * `sendCatalog`, `sendCategories`, `sendActivity`, named and shaped as the POS client's, see
 * packages/pos-client) plus the two a POS client does not cover (live updates, the back office).
 *
 * `createPosClientSender` sends the POS side through the POS client itself (its durable queue, the
 * spec's retry policy and key scheme), the simulator's way in. `createFetchSender` sends everything
 * with plain fetch (the spec's order and keys): the live updates and back office always go that
 * way, and the unit tests use it with a fake fetch.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKOFFICE_TYPES, type BackofficeResource } from '#shared/domain/schemas/backoffice-records.ts';
import type { CatalogItem, Category } from '../../packages/pos-client/src/index.ts';
import {
  createPosClient,
  type DeadLetter,
  type PosClientOptions,
} from '../../packages/pos-client/src/index.ts';

type Json = Record<string, unknown>;

/** A closed day, shaped like the POS client's ClosedDay. */
export interface ClosedDay {
  closingId: string;
  meta?: Json;
  orders?: Json;
  discounts?: Json;
  cancellations?: Json;
  payments?: Json;
  sales?: Json;
  cashRegister: Json;
}

export interface XoutClosing {
  closingId: string;
  closing: Json;
  meta?: Json;
}

export interface PosSender {
  /** The keys are the simulator's (seeded, so a rerun replays); the POS client makes its own. */
  sendCategories(categories: Json[], options?: { idempotencyKey?: string }): Promise<void>;
  sendCatalog(items: Json[], options?: { idempotencyKey?: string }): Promise<void>;
  sendDay(day: ClosedDay): Promise<void>;
  sendXout(closing: XoutClosing): Promise<void>;
  /** Best effort, like the POS client: a failure is counted, never thrown. */
  sendActivity(event: Json): Promise<void>;
  /** POST /api/v1/live/update (not part of the POS client). */
  sendLiveUpdate(update: Json): Promise<void>;
  /** POST /api/v1/backoffice/<resource> (the dashboard's capture API, not part of the POS client). */
  sendBackoffice(resource: BackofficeResource, idempotencyKey: string, attributes: Json): Promise<void>;
  /** Resolves when everything handed over has been delivered. */
  flush(): Promise<void>;
  /** Requests answered (2xx, or 409 = already stored), and best-effort events that failed. */
  readonly stats: { requests: number; activityFailures: number };
}

export const DAY_RESOURCES = ['orders', 'discounts', 'cancellations', 'payments', 'sales'] as const;

export class SendError extends Error {}

export interface FetchSenderOptions {
  baseUrl: string;
  apiKey: string;
  /** The branch this sender's key belongs to (catalog and categories name it). */
  branchId: string;
  fetch?: typeof fetch;
  /** Attempts for a network error, 5xx or 429 (default 4). */
  attempts?: number;
}

export function createFetchSender(options: FetchSenderOptions): PosSender {
  const stats = { requests: 0, activityFailures: 0 };
  const post = retryingPost(options, stats);

  return {
    stats,
    sendCategories: (categories, { idempotencyKey } = {}) =>
      post(
        '/api/v1/ingest/categories',
        'categories',
        { branch_identifier: options.branchId, categories },
        idempotencyKey ?? crypto.randomUUID(),
      ),
    sendCatalog: (items, { idempotencyKey } = {}) =>
      post(
        '/api/v1/ingest/catalog',
        'catalog',
        { branch_identifier: options.branchId, items },
        idempotencyKey ?? crypto.randomUUID(),
      ),
    async sendDay(day) {
      for (const resource of DAY_RESOURCES) {
        const attributes = day[resource];
        if (attributes)
          await post(
            `/api/v1/ingest/${resource}`,
            resource,
            attributes,
            `${day.closingId}-${resource}`,
            day.meta,
          );
      }
      await post('/api/v1/ingest/cash-register', 'cash-register', day.cashRegister, day.closingId, day.meta);
    },
    sendXout: (xout) =>
      post('/api/v1/ingest/cash-register', 'cash-register', xout.closing, xout.closingId, xout.meta),
    async sendActivity(event) {
      try {
        await post('/api/v1/ingest/activity', 'activity', event, crypto.randomUUID());
      } catch {
        stats.activityFailures++;
      }
    },
    sendLiveUpdate: (update) => post('/api/v1/live/update', 'live-update', update, crypto.randomUUID()),
    sendBackoffice: (resource, key, attributes) =>
      post(`/api/v1/backoffice/${resource}`, BACKOFFICE_TYPES[resource], attributes, key),
    flush: async () => undefined,
  };
}

/**
 * A POST of one JSON:API document with the key (and idempotency key), tried again after a network
 * error, a 5xx or a 429 (up to `attempts`, backing off); a 409 (already sent) counts as sent.
 */
function retryingPost(options: FetchSenderOptions, stats: { requests: number }) {
  const fetchImpl = options.fetch ?? fetch;
  const attempts = options.attempts ?? 4;
  return async (path: string, type: string, attributes: Json, idempotencyKey?: string, meta?: Json) => {
    const body = JSON.stringify({ data: { type, attributes, ...(meta ? { meta } : {}) } });
    const headers: Record<string, string> = {
      'X-API-Key': options.apiKey,
      'Content-Type': 'application/json',
    };
    if (idempotencyKey) headers['X-Idempotency-Key'] = idempotencyKey;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await fetchImpl(new URL(path, options.baseUrl), { method: 'POST', headers, body });
      } catch (error) {
        if (attempt >= attempts) throw new SendError(`${path}: ${(error as Error).message}`);
        await pause(attempt);
        continue;
      }
      const text = await response.text();
      if (response.ok || response.status === 409) {
        stats.requests++;
        return;
      }
      if ((response.status >= 500 || response.status === 429) && attempt < attempts) {
        await pause(attempt);
        continue;
      }
      throw new SendError(
        `POST ${path} (${idempotencyKey ?? 'no key'}) → ${response.status} ${text.slice(0, 500)}`,
      );
    }
  };
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 200 * 2 ** (attempt - 1)));

export interface PosClientSenderOptions extends FetchSenderOptions {
  /** The client's outbox folder; a fresh temporary folder (removed by flush) when absent. */
  directory?: string;
  /** The client's time and timeouts (its retry schedule); the bench under faults runs it faster. */
  client?: Pick<PosClientOptions, 'timers' | 'ingestTimeoutMs' | 'activityTimeoutMs'>;
  /**
   * Restarts of the client flush may make for documents pending after their four attempts (a
   * restart gives them four more, as a POS restarted after a bad night); 0, the default, fails
   * on the first. Under injected faults a document's four attempts can all fail by chance.
   */
  pendingRestarts?: number;
}

/** How often flush looks again while documents wait for a retry timer. */
const FLUSH_POLL_MS = 50;

/**
 * The POS side through the POS client (packages/pos-client): days, xouts, catalog and categories
 * are queued on disk and sent in the spec's order with its keys and retry policy; activity events
 * best effort. `flush` waits until the client's queue is empty and fails on anything the client
 * could not deliver (dead-lettered, blocked, or pending after its four attempts), so a simulation
 * never reports figures it did not store.
 */
export function createPosClientSender(options: PosClientSenderOptions): PosSender {
  const plain = createFetchSender(options);
  const ownDirectory = options.directory === undefined;
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 'simulator-pos-client-'));
  const refused: string[] = [];
  const counts = { delivered: 0, activityFailures: 0 };
  const client = createPosClient({
    baseUrl: options.baseUrl,
    directory,
    apiKey: options.apiKey,
    branchId: options.branchId,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...options.client,
    onDelivered: () => {
      counts.delivered++;
    },
    onDeadLetter: (letter: DeadLetter) => {
      refused.push(
        `${letter.path} (${letter.idempotencyKey}) → ${letter.status} ${JSON.stringify(letter.envelope)}`,
      );
    },
    onBlocked: (document) => {
      refused.push(`${document.resource} (${document.idempotencyKey}) blocked: ${document.status}`);
    },
  });
  const started = client.start();

  async function enqueue(result: Promise<{ queued: true } | { queued: false; reason: string }>) {
    await started;
    const outcome = await result;
    if (!outcome.queued) throw new SendError(`the POS client did not queue it: ${outcome.reason}`);
  }

  return {
    stats: {
      get requests() {
        return counts.delivered + plain.stats.requests;
      },
      get activityFailures() {
        return counts.activityFailures;
      },
    },
    sendCategories: (categories) => enqueue(client.sendCategories(categories as unknown as Category[])),
    sendCatalog: (items) => enqueue(client.sendCatalog(items as unknown as CatalogItem[])),
    sendDay: (day) => enqueue(client.sendDay(day as Parameters<typeof client.sendDay>[0])),
    sendXout: (xout) => enqueue(client.sendXout(xout as Parameters<typeof client.sendXout>[0])),
    async sendActivity(event) {
      await started;
      const result = await client.sendActivity(event as Parameters<typeof client.sendActivity>[0]);
      if (result.delivered) counts.delivered++;
      else counts.activityFailures++;
    },
    sendLiveUpdate: plain.sendLiveUpdate,
    sendBackoffice: plain.sendBackoffice,
    async flush() {
      await started;
      let restarts = 0;
      for (;;) {
        await client.idle();
        const status = await client.status();
        const onlyPending = refused.length === 0 && status.blocked === 0 && status.pending > 0;
        if (onlyPending && restarts < (options.pendingRestarts ?? 0)) {
          restarts++;
          await client.start();
          continue;
        }
        if (refused.length > 0 || status.pending > 0 || status.blocked > 0) {
          await client.stop();
          throw new SendError(
            `the POS client could not deliver everything: ${status.pending} pending, ${status.blocked} blocked, ${refused.length} refused${refused.length > 0 ? `: ${refused.slice(0, 3).join('; ')}` : ''}`,
          );
        }
        if (status.queued === 0) break;
        await new Promise((resolve) => setTimeout(resolve, FLUSH_POLL_MS));
      }
      await client.stop();
      if (ownDirectory) rmSync(directory, { recursive: true, force: true });
    },
  };
}
