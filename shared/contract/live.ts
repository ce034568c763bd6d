/** The contract of the live GETs (sales today, cash balance, active alerts). */
import {
  liveAlert,
  liveAlertsAttributes,
  liveCashAttributes,
  liveCashMeta,
  liveMeta,
  liveSalesAttributes,
  liveSalesMeta,
} from '../domain/responses/live.ts';
import { liveQuery } from '../domain/schemas/live-read.ts';
import { namedAfterVariables, type RouteContract } from './route-contract.ts';
import type { RouteId } from './routes.ts';

export const LIVE_CONTRACT = {
  'live-sales-today': { attributes: liveSalesAttributes, meta: liveSalesMeta, query: liveQuery },
  'live-cash-balance': { attributes: liveCashAttributes, meta: liveCashMeta, query: liveQuery },
  'live-alerts-active': { attributes: liveAlertsAttributes, meta: liveMeta, query: liveQuery },
} satisfies Partial<Record<RouteId, RouteContract>>;

/** @public Read by name: scripts/openapi-options.ts registers every `*_COMPONENTS` map. */
export const LIVE_COMPONENTS = namedAfterVariables({
  liveSalesAttributes,
  liveSalesMeta,
  liveCashAttributes,
  liveCashMeta,
  liveAlertsAttributes,
  liveAlert,
  liveMeta,
});
