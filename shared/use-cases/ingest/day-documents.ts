/**
 * The business documents of a day sent with a `date`: sales, payments, orders, discounts and
 * cancellations. Each request is stored whole as one DayDocument (compressed, chunked) under the
 * branch and its business date, the request's `date`. A zout document touches the day's state item,
 * so one arriving for a day a zout already closed re-triggers the day's aggregation. An xout
 * document (the spec sends none: for an xout only the closing is sent) is stored but, like an xout
 * closing, informational: it never touches the state item, so it never triggers a rebuild, and the
 * aggregation never counts it.
 */
import type * as z from 'zod/mini';
import { assertPlausibleDate, assertPlausibleTimestamps } from '../../domain/date-limits.ts';
import type {
  CancellationsIngestAttributes,
  DiscountsIngestAttributes,
  OrdersIngestAttributes,
  PaymentsIngestAttributes,
  SalesIngestAttributes,
} from '../../domain/responses/ingest.ts';
import type { Resource } from '../../domain/results.ts';
import { cancellationsAttributes } from '../../domain/schemas/cancellations.ts';
import { discountsAttributes } from '../../domain/schemas/discounts.ts';
import { ordersAttributes } from '../../domain/schemas/orders.ts';
import { paymentsAttributes } from '../../domain/schemas/payments.ts';
import { salesAttributes } from '../../domain/schemas/sales.ts';
import {
  type DayAttributes,
  type DayDocument,
  type DayDocumentOf,
  type DayResource,
  dayDocumentWrites,
} from '../../storage/day-store.ts';
import type { Deps } from '../deps.ts';
import type { IngestPlan, IngestRequest, IngestUseCase } from '../request.ts';
import { accepted, assertFitsOneTransaction, dateLimitsOf, parseIngest } from './common.ts';
import { dayRoomFor } from './day-room.ts';

type DatedResource = Exclude<DayResource, 'cash-register'>;

interface DayIngestDefinition<R extends DatedResource, A> {
  resource: R;
  /** Its output is exactly what the document stores (DayAttributes, shared/storage/day-store.ts). */
  schema: z.core.$ZodType<DayAttributes[R]>;
  /** The list member and the timestamp member of its rows whose dates must be plausible (date-limits.ts). */
  timestamps?: readonly [list: string, member: string];
  /** The attributes of the 202 body (its response schema's), e.g. the count of lines stored. */
  answer: (attributes: DayAttributes[R]) => A;
  /** The member holding the rows a day counts against its capacity (day-capacity.ts), if any. */
  rows?: string;
}

/** Stores one dated business document; answers 202 `<resource>-ingest`. */
export function dayDocumentIngest<R extends DatedResource, A>(
  definition: DayIngestDefinition<R, A>,
): IngestUseCase<Deps, Resource<A>> {
  return async (deps: Deps, request: IngestRequest): Promise<IngestPlan<Resource<A>>> => {
    const { attributes, meta } = parseIngest(request, definition.resource, definition.schema);
    const limits = dateLimitsOf(request);
    assertPlausibleDate('data.attributes.date', attributes.date, limits);
    if (definition.timestamps) {
      const [list, member] = definition.timestamps;
      const rows = (attributes as unknown as Record<string, unknown>)[list];
      assertPlausibleTimestamps(
        `data.attributes.${list}`,
        Array.isArray(rows) ? (rows as Record<string, unknown>[]) : undefined,
        member,
        limits,
      );
    }
    const document: DayDocumentOf<R> = {
      resource: definition.resource,
      document_id: deps.newId(),
      idempotency_key: request.idempotencyKey,
      business_date: attributes.date,
      received_at: request.now.toISOString(),
      attributes,
      meta,
    };
    const counted = attributes.closing_type !== 'xout';
    const room = counted
      ? await dayRoomFor(deps, request, document as DayDocument, definition.rows)
      : undefined;
    const writes = dayDocumentWrites(deps, request.branch.branch_identifier, document, {
      closesDay: false,
      touchesState: counted,
      ...(room ? { room } : {}),
    });
    assertFitsOneTransaction(writes);
    return {
      result: accepted(document.document_id, definition.answer(attributes)),
      writes,
    };
  };
}

export const ingestSales = dayDocumentIngest({
  resource: 'sales',
  schema: salesAttributes,
  answer: (): SalesIngestAttributes => ({ queued: true }),
});

export const ingestPayments = dayDocumentIngest({
  resource: 'payments',
  schema: paymentsAttributes,
  answer: (attributes): PaymentsIngestAttributes => ({
    queued: true,
    payments_accepted: attributes.payments.length,
  }),
});

export const ingestOrders = dayDocumentIngest({
  resource: 'orders',
  schema: ordersAttributes,
  rows: 'lines',
  timestamps: ['lines', 'ordered_at'],
  answer: (attributes): OrdersIngestAttributes => ({ queued: true, lines_accepted: attributes.lines.length }),
});

export const ingestDiscounts = dayDocumentIngest({
  resource: 'discounts',
  schema: discountsAttributes,
  rows: 'discounts',
  timestamps: ['discounts', 'discounted_at'],
  answer: (attributes): DiscountsIngestAttributes => ({
    queued: true,
    discounts_accepted: attributes.discounts.length,
  }),
});

export const ingestCancellations = dayDocumentIngest({
  resource: 'cancellations',
  schema: cancellationsAttributes,
  rows: 'cancellations',
  timestamps: ['cancellations', 'cancelled_at'],
  answer: (attributes): CancellationsIngestAttributes => ({
    queued: true,
    cancellations_accepted: attributes.cancellations.length,
  }),
});
