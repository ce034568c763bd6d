/**
 * An alert's "revisada" mark (docs/intelligence.md, "Alert reviews"): GET
 * /intelligence/alerts/reviews lists the period's marks, POST …/alerts/{alert_id}/review sets one,
 * DELETE undoes it. The alert itself is not checked to exist: alerts computed on read (costs, low
 * stock) exist only in a read, and a mark on an id no read answers is simply never shown.
 */

import { NotFoundError } from '../../domain/errors.ts';
import { parseWith } from '../../domain/parse-request.ts';
import type { AlertReviewAttributes, AlertReviewsMeta } from '../../domain/responses/intelligence.ts';
import type { Collection, Resource } from '../../domain/results.ts';
import { alertReviewParams } from '../../domain/schemas/intelligence.ts';
import {
  type AlertReview,
  deleteAlertReview,
  putAlertReview,
  readAlertReviews,
} from '../../storage/alert-review-store.ts';
import { actorOf } from '../audit.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { inBranchTime } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

const alertIdOf = (request: RouteRequest) => parseWith(alertReviewParams, request.params, 'path').alert_id;

function reviewResource(review: AlertReview, timeZone: string): Resource<AlertReviewAttributes> {
  return {
    id: review.alert_id,
    attributes: { ...review, reviewed_at: inBranchTime(review.reviewed_at, timeZone) },
  };
}

/** The reviewer as a person reads it: the user's email (else id), the app client's name, or null. */
function reviewerOf(request: RouteRequest): string | null {
  const actor = actorOf(request.principal);
  if (actor.type === 'api_key') return null;
  return actor.name ?? actor.id;
}

export async function listAlertReviews(
  deps: Deps,
  request: RouteRequest,
): Promise<Collection<AlertReviewAttributes, AlertReviewsMeta>> {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const reviews = await readAlertReviews(deps, branchId, range.from, range.to);
  return {
    items: reviews.map((review) => {
      const { id, attributes } = reviewResource(review, timeZone);
      return { id: id!, attributes };
    }),
    meta: { period: { from: range.from, to: range.to }, branch_identifier: branchId },
  };
}

export async function reviewAlert(
  deps: Deps,
  request: RouteRequest,
): Promise<Resource<AlertReviewAttributes>> {
  const review: AlertReview = {
    alert_id: alertIdOf(request),
    reviewed_at: request.now.toISOString(),
    reviewed_by: reviewerOf(request),
  };
  await putAlertReview(deps, request.branch.branch_identifier, review);
  return reviewResource(review, request.branch.timezone);
}

/** DELETE: 200 with the mark that was removed; 404 when the alert was not marked. */
export async function unreviewAlert(
  deps: Deps,
  request: RouteRequest,
): Promise<Resource<AlertReviewAttributes>> {
  const alertId = alertIdOf(request);
  const branchId = request.branch.branch_identifier;
  const [existing] = (
    await readAlertReviews(deps, branchId, alertId.slice(0, 10), alertId.slice(0, 10))
  ).filter((review) => review.alert_id === alertId);
  if (!existing || !(await deleteAlertReview(deps, branchId, alertId))) {
    throw new NotFoundError('This alert is not marked reviewed.', {
      field: 'path.alert_id',
      receivedValue: alertId,
    });
  }
  return reviewResource(existing, request.branch.timezone);
}
