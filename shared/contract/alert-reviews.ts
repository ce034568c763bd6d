/** The contract of the alert reviews (GET /intelligence/alerts/reviews, POST / DELETE …/{alert_id}/review). */
import { alertReviewAttributes, alertReviewsMeta } from '../domain/responses/intelligence.ts';
import { alertReviewParams, intelligenceQuery } from '../domain/schemas/intelligence.ts';
import type { RouteContract } from './route-contract.ts';
import type { RouteId } from './routes.ts';

export const ALERT_REVIEWS_CONTRACT = {
  'intelligence-alert-reviews': {
    attributes: alertReviewAttributes,
    meta: alertReviewsMeta,
    list: true,
    query: intelligenceQuery,
  },
  'intelligence-alert-review': { attributes: alertReviewAttributes, id: true, params: alertReviewParams },
  'intelligence-alert-unreview': { attributes: alertReviewAttributes, id: true, params: alertReviewParams },
} satisfies Partial<Record<RouteId, RouteContract>>;

/** @public Read by name: scripts/openapi-options.ts registers every `*_COMPONENTS` map. */
export const ALERT_REVIEWS_COMPONENTS = { AlertReviewAttributes: alertReviewAttributes };
