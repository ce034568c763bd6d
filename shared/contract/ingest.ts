/**
 * The contract of the nine ingest routes and POST /api/v1/live/update: the request document each
 * use case parses (shared/domain/parse-request.ts parseEnvelope) and the attributes it answers
 * (shared/domain/responses/ingest.ts). The component names are public: a POS client package is
 * generated from them, so renaming one is a breaking change.
 */
import { errorEnvelope } from '../domain/responses/error.ts';
import {
  activityIngestAttributes,
  cancellationsIngestAttributes,
  cashRegisterIngestAttributes,
  catalogIngestAttributes,
  catalogIngestItem,
  categoriesIngestAttributes,
  categoriesIngestItem,
  discountsIngestAttributes,
  liveUpdateAcceptedAttributes,
  ordersIngestAttributes,
  paymentsIngestAttributes,
  salesIngestAttributes,
} from '../domain/responses/ingest.ts';
import { activityAttributes } from '../domain/schemas/activity.ts';
import { cancellationsAttributes } from '../domain/schemas/cancellations.ts';
import { cashRegisterAttributes } from '../domain/schemas/cash-register.ts';
import { catalogAttributes } from '../domain/schemas/catalog.ts';
import { categoriesAttributes } from '../domain/schemas/categories.ts';
import { ingestMeta } from '../domain/schemas/common.ts';
import { discountsAttributes } from '../domain/schemas/discounts.ts';
import { liveUpdateAttributes } from '../domain/schemas/live-update.ts';
import { ordersAttributes } from '../domain/schemas/orders.ts';
import { paymentsAttributes } from '../domain/schemas/payments.ts';
import { salesAttributes } from '../domain/schemas/sales.ts';
import { requestDocument } from './documents.ts';
import { namedAfterVariables, type RouteContract } from './route-contract.ts';
import type { RouteId } from './routes.ts';

export const cashRegisterIngestRequest = requestDocument('cash-register', cashRegisterAttributes);
export const salesIngestRequest = requestDocument('sales', salesAttributes);
export const paymentsIngestRequest = requestDocument('payments', paymentsAttributes);
export const ordersIngestRequest = requestDocument('orders', ordersAttributes);
export const discountsIngestRequest = requestDocument('discounts', discountsAttributes);
export const cancellationsIngestRequest = requestDocument('cancellations', cancellationsAttributes);
export const catalogIngestRequest = requestDocument('catalog', catalogAttributes);
export const categoriesIngestRequest = requestDocument('categories', categoriesAttributes);
export const activityIngestRequest = requestDocument('activity', activityAttributes);
export const liveUpdateRequest = requestDocument('live-update', liveUpdateAttributes);

export const INGEST_CONTRACT = {
  'ingest-cash-register': {
    attributes: cashRegisterIngestAttributes,
    id: true,
    body: cashRegisterIngestRequest,
  },
  'ingest-sales': { attributes: salesIngestAttributes, id: true, body: salesIngestRequest },
  'ingest-payments': { attributes: paymentsIngestAttributes, id: true, body: paymentsIngestRequest },
  'ingest-orders': { attributes: ordersIngestAttributes, id: true, body: ordersIngestRequest },
  'ingest-discounts': { attributes: discountsIngestAttributes, id: true, body: discountsIngestRequest },
  'ingest-cancellations': {
    attributes: cancellationsIngestAttributes,
    id: true,
    body: cancellationsIngestRequest,
  },
  'ingest-catalog': { attributes: catalogIngestAttributes, body: catalogIngestRequest },
  'ingest-categories': { attributes: categoriesIngestAttributes, body: categoriesIngestRequest },
  'ingest-activity': { attributes: activityIngestAttributes, id: true, body: activityIngestRequest },
  'live-update': { attributes: liveUpdateAcceptedAttributes, id: true, body: liveUpdateRequest },
} satisfies Partial<Record<RouteId, RouteContract>>;

/** @public Read by name: scripts/openapi-options.ts registers every `*_COMPONENTS` map. */
export const INGEST_COMPONENTS = namedAfterVariables({
  cashRegisterIngestRequest,
  salesIngestRequest,
  paymentsIngestRequest,
  ordersIngestRequest,
  discountsIngestRequest,
  cancellationsIngestRequest,
  catalogIngestRequest,
  categoriesIngestRequest,
  activityIngestRequest,
  liveUpdateRequest,
  ingestMeta,
  cashRegisterIngestAttributes,
  salesIngestAttributes,
  paymentsIngestAttributes,
  ordersIngestAttributes,
  discountsIngestAttributes,
  cancellationsIngestAttributes,
  catalogIngestAttributes,
  catalogIngestItem,
  categoriesIngestAttributes,
  categoriesIngestItem,
  activityIngestAttributes,
  liveUpdateAcceptedAttributes,
  errorEnvelope,
});
