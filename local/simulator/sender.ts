/**
 * How the simulator hands documents to the service: the POS-side calls (`sendDay`, `sendXout`,
 * `sendCatalog`, `sendCategories`, `sendActivity`, named and shaped as the POS client's, see
 * packages/pos-client) plus the two a POS client does not cover (live updates, the back office).
 *
 * `createFetchSender` implements it with plain fetch, following the spec: a closed day's six calls
 * in the spec's order under `<closing_uuid>-<resource>` keys and `<closing_uuid>` for the zout.
 * It is the one module to swap for the POS client: wrap a PosClient per branch so that sendDay/
 * sendXout/sendCatalog/sendCategories/sendActivity call it, and `flush` waits until its queue is
 * empty (the client resolves on enqueue, not on delivery).
 */

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
  sendBackoffice(resource: string, idempotencyKey: string, attributes: Json): Promise<void>;
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
  const fetchImpl = options.fetch ?? fetch;
  const attempts = options.attempts ?? 4;
  const stats = { requests: 0, activityFailures: 0 };

  async function post(path: string, type: string, attributes: Json, idempotencyKey?: string, meta?: Json) {
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
  }

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
      post(`/api/v1/backoffice/${resource}`, BACKOFFICE_TYPES[resource] ?? resource, attributes, key),
    flush: async () => undefined,
  };
}

const BACKOFFICE_TYPES: Record<string, string> = {
  suppliers: 'supplier',
  purchases: 'purchase',
  expenses: 'expense',
  payroll: 'payroll',
  'inventory-counts': 'inventory-count',
  recipes: 'recipe',
};

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 200 * 2 ** (attempt - 1)));
