/** The contract of the live GETs (sales today, cash balance, active alerts). */
import * as responses from '../domain/responses/live.ts';
import { liveQuery } from '../domain/schemas/live-read.ts';
import { namedAfterVariables, type RouteContract, schemasOf } from './route-contract.ts';
import type { RouteId } from './routes.ts';

export const LIVE_CONTRACT = {
  'live-sales-today': {
    attributes: responses.liveSalesAttributes,
    meta: responses.liveSalesMeta,
    query: liveQuery,
  },
  'live-cash-balance': {
    attributes: responses.liveCashAttributes,
    meta: responses.liveCashMeta,
    query: liveQuery,
  },
  'live-alerts-active': {
    attributes: responses.liveAlertsAttributes,
    meta: responses.liveMeta,
    query: liveQuery,
  },
} satisfies Partial<Record<RouteId, RouteContract>>;

/** @public Read by name: scripts/openapi-options.ts registers every `*_COMPONENTS` map. */
export const LIVE_COMPONENTS = namedAfterVariables(schemasOf(responses));
