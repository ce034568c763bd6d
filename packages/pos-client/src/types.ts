/** The client's public types: aliases of the service's OpenAPI components (src/generated/openapi.ts). */
import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

export type CashRegisterIngestRequest = Schemas['CashRegisterIngestRequest'];
export type SalesIngestRequest = Schemas['SalesIngestRequest'];
export type PaymentsIngestRequest = Schemas['PaymentsIngestRequest'];
export type OrdersIngestRequest = Schemas['OrdersIngestRequest'];
export type DiscountsIngestRequest = Schemas['DiscountsIngestRequest'];
export type CancellationsIngestRequest = Schemas['CancellationsIngestRequest'];
export type CatalogIngestRequest = Schemas['CatalogIngestRequest'];
export type CategoriesIngestRequest = Schemas['CategoriesIngestRequest'];
export type ActivityIngestRequest = Schemas['ActivityIngestRequest'];
export type ErrorEnvelope = Schemas['ErrorEnvelope'];

export type CashRegisterAttributes = CashRegisterIngestRequest['data']['attributes'];
export type SalesAttributes = SalesIngestRequest['data']['attributes'];
export type PaymentsAttributes = PaymentsIngestRequest['data']['attributes'];
export type OrdersAttributes = OrdersIngestRequest['data']['attributes'];
export type DiscountsAttributes = DiscountsIngestRequest['data']['attributes'];
export type CancellationsAttributes = CancellationsIngestRequest['data']['attributes'];
export type CatalogItem = CatalogIngestRequest['data']['attributes']['items'][number];
export type Category = CategoriesIngestRequest['data']['attributes']['categories'][number];
export type ActivityAttributes = ActivityIngestRequest['data']['attributes'];
/** The documented data.meta members (pos_name, pos_version, sent_at, cashier_name, …). */
export type IngestMeta = NonNullable<CashRegisterIngestRequest['data']['meta']>;

/** The queued resources, in the order the spec sends a closed day (cash-register last). */
export const DAY_RESOURCES = [
  'orders',
  'discounts',
  'cancellations',
  'payments',
  'sales',
  'cash-register',
] as const;
export type QueuedResource = (typeof DAY_RESOURCES)[number] | 'catalog' | 'categories';

/**
 * A closed day as the POS has it. `closingId` is the zout closing's UUID: the cash-register call's
 * idempotency key and the prefix of the other five (`<closingId>-orders`, …). Documents left out are
 * skipped; the cash-register closing (closing_type zout) is required, it closes the day.
 */
export interface ClosedDay {
  closingId: string;
  /** data.meta for every document of the day; a document's own meta (below) wins per member. */
  meta?: IngestMeta;
  orders?: OrdersAttributes;
  discounts?: DiscountsAttributes;
  cancellations?: CancellationsAttributes;
  payments?: PaymentsAttributes;
  sales?: SalesAttributes;
  cashRegister: CashRegisterAttributes;
  /** Per-document meta, merged over `meta`. */
  metaByResource?: Partial<Record<(typeof DAY_RESOURCES)[number], IngestMeta>>;
}

/** A partial shift closing (xout): only the cash-register call (spec). */
export interface XoutClosing {
  closingId: string;
  closing: CashRegisterAttributes;
  meta?: IngestMeta;
}

/** What a send method resolves to; it never rejects. */
export type EnqueueResult =
  | {
      queued: true;
      /** The new batch; null when every document was already queued. */
      batchId: string | null;
      /** alreadyQueued: a document with this idempotency key was waiting in the outbox; it was not added twice. */
      documents: { resource: QueuedResource; idempotencyKey: string; alreadyQueued?: true }[];
    }
  | { queued: false; reason: string };

export type ActivityResult =
  | { delivered: true; status: number }
  | { delivered: false; status?: number; reason: string };

/** One document's state in the outbox (README, "On disk"). */
export type DocumentState = 'queued' | 'pending' | 'blocked' | 'sent' | 'dead_letter';

export interface DocumentRef {
  batchId: string;
  branchId: string;
  resource: QueuedResource;
  idempotencyKey: string;
}

export interface Delivered extends DocumentRef {
  status: number;
  at: string;
}

export interface DeadLetter extends DocumentRef {
  status: number;
  /** The service's error envelope (or the raw text when the body was not JSON). */
  envelope: ErrorEnvelope | string | null;
  requestId: string | null;
  path: string;
  body: unknown;
  at: string;
  /** Where the record is on disk. */
  file: string;
}

export interface ClientStatus {
  /** Documents waiting to be sent now or at their next retry. */
  queued: number;
  /** Documents whose four attempts failed; retried at the next `start()`. */
  pending: number;
  /** Documents answered 401/403; retried after `setApiKey()` or `retryBlocked()`. */
  blocked: number;
  /** Records in the dead-letter folder (400, 404, 422): the POS must fix and send again. */
  deadLettered: number;
  lastSuccess: { at: string; resource: QueuedResource; branchId: string; idempotencyKey: string } | null;
}
