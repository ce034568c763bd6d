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
import { cancellationsAttributes } from '../../domain/schemas/cancellations.ts';
import { discountsAttributes } from '../../domain/schemas/discounts.ts';
import { ordersAttributes } from '../../domain/schemas/orders.ts';
import { paymentsAttributes } from '../../domain/schemas/payments.ts';
import { salesAttributes } from '../../domain/schemas/sales.ts';
import {
  type DayAttributes,
  type DayDocumentOf,
  type DayResource,
  dayDocumentWrites,
} from '../../storage/day-store.ts';
import type { Deps } from '../deps.ts';
import type { IngestPlan, IngestRequest, IngestUseCase } from '../request.ts';
import { accepted, assertFitsOneTransaction, assertOwnBranch, dateLimitsOf, parseIngest } from './common.ts';

type DatedResource = Exclude<DayResource, 'cash-register'>;

interface DayIngestDefinition<R extends DatedResource> {
  resource: R;
  /** Its output is exactly what the document stores (DayAttributes, shared/storage/day-store.ts). */
  schema: z.core.$ZodType<DayAttributes[R]>;
  /** The list member and the timestamp member of its rows whose dates must be plausible (date-limits.ts). */
  timestamps?: readonly [list: string, member: string];
  /** The count reported in the 202 body, e.g. `['lines_accepted', attributes.lines.length]`. */
  accepted?: (attributes: DayAttributes[R]) => [name: string, count: number];
}

/** Stores one dated business document; answers 202 `<resource>-ingest`. */
export function dayDocumentIngest<R extends DatedResource>(
  definition: DayIngestDefinition<R>,
): IngestUseCase {
  return async (deps: Deps, request: IngestRequest): Promise<IngestPlan> => {
    const { attributes, meta } = parseIngest(request, definition.resource, definition.schema);
    assertOwnBranch(request, attributes.branch_identifier);
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
    const writes = dayDocumentWrites(deps, request.branch.branch_identifier, document, {
      closesDay: false,
      touchesState: attributes.closing_type !== 'xout',
    });
    assertFitsOneTransaction(writes);
    const counted = definition.accepted?.(attributes);
    return {
      result: accepted(document.document_id, {
        queued: true,
        ...(counted ? { [counted[0]]: counted[1] } : {}),
      }),
      writes,
    };
  };
}

export const ingestSales = dayDocumentIngest({ resource: 'sales', schema: salesAttributes });

export const ingestPayments = dayDocumentIngest({
  resource: 'payments',
  schema: paymentsAttributes,
  accepted: (attributes) => ['payments_accepted', attributes.payments.length],
});

export const ingestOrders = dayDocumentIngest({
  resource: 'orders',
  schema: ordersAttributes,
  timestamps: ['lines', 'ordered_at'],
  accepted: (attributes) => ['lines_accepted', attributes.lines.length],
});

export const ingestDiscounts = dayDocumentIngest({
  resource: 'discounts',
  schema: discountsAttributes,
  timestamps: ['discounts', 'discounted_at'],
  accepted: (attributes) => ['discounts_accepted', attributes.discounts.length],
});

export const ingestCancellations = dayDocumentIngest({
  resource: 'cancellations',
  schema: cancellationsAttributes,
  timestamps: ['cancellations', 'cancelled_at'],
  accepted: (attributes) => ['cancellations_accepted', attributes.cancellations.length],
});
