/**
 * GET /api/v1/activity: the owner's "who did what, when" (docs/audit.md). The branch's activity log,
 * POS events and owner-side entries alike, over a range of business dates (the intelligence reads'
 * date_from / date_to or period), filtered by actor, event and source, newest first, paginated with
 * an opaque cursor. Timestamps carry the branch's UTC offset.
 */

import { qualifiedScope } from '../domain/access.ts';
import { resolvePeriod } from '../domain/analytics/period.ts';
import { businessRangeInstants, cutoffHourOf } from '../domain/business-day.ts';
import { ACTIVITY_LIST_MAX_EXAMINED } from '../domain/limits.ts';
import { parseQuery } from '../domain/parse-request.ts';
import {
  ACTOR_TYPES,
  type ActivityEntryAttributes,
  type ActivityListMeta,
} from '../domain/responses/audit.ts';
import type { Collection } from '../domain/results.ts';
import { activityQuery } from '../domain/schemas/audit.ts';
import { redactUrlMembers } from '../domain/webhooks/url-redaction.ts';
import type { Principal } from '../guards/auth.ts';
import { type ActivityLogItem, listActivityPage } from '../storage/activity-store.ts';
import type { Deps } from './deps.ts';
import { inBranchTime } from './intelligence/envelope.ts';
import type { RouteRequest } from './request.ts';

type ActorType = ActivityEntryAttributes['actor_type'];

const actorTypeOf = (value: string | null): ActorType =>
  (ACTOR_TYPES as readonly string[]).includes(value ?? '') ? (value as ActorType) : null;

/**
 * Who reads a webhook's URL whole in the log: whoever may read the webhooks themselves (the owner,
 * the branch's key, an app client with the webhooks scope). A manager or an accountant reads it
 * without path and query, which may carry the receiver's token (docs/audit.md).
 */
function seesWholeUrls(principal: Principal): boolean {
  switch (principal.kind) {
    case 'api-key':
      return true;
    case 'client':
      return principal.scopes.has(qualifiedScope('webhooks'));
    case 'user':
      return principal.role === 'owner';
  }
}

function entryOf(item: ActivityLogItem, timeZone: string, wholeUrls: boolean): ActivityEntryAttributes {
  return {
    event: item.event,
    occurred_at: inBranchTime(item.occurred_at_utc, timeZone),
    source: item.source,
    actor: item.actor,
    actor_type: actorTypeOf(item.actor_type),
    actor_name: item.actor_name,
    role: item.role,
    ref_type: item.ref_type,
    ref_id: item.ref_id,
    detail: wholeUrls ? item.detail : (redactUrlMembers(item.detail) as Record<string, unknown>),
    device: item.device,
    request_id: item.request_id,
  };
}

export async function listActivity(
  deps: Deps,
  request: RouteRequest,
): Promise<Collection<ActivityEntryAttributes, ActivityListMeta>> {
  const query = parseQuery(request.query, activityQuery);
  const { branch } = request;
  const wholeUrls = seesWholeUrls(request.principal);
  const cutoffHour = cutoffHourOf(branch);
  const range = resolvePeriod(query, request.now, branch.timezone, cutoffHour);
  const { fromUtc, toUtc } = businessRangeInstants(range, branch.timezone, cutoffHour);
  const page = await listActivityPage(deps, branch.branch_identifier, {
    fromUtc,
    toUtc,
    filters: { actor: query.actor, event: query.event, source: query.source },
    limit: query.limit,
    maxExamined: ACTIVITY_LIST_MAX_EXAMINED,
    cursor: query.cursor,
  });
  return {
    items: page.items.map((item) => ({
      id: item.event_id,
      attributes: entryOf(item, branch.timezone, wholeUrls),
    })),
    meta: {
      branch_identifier: branch.branch_identifier,
      period: range,
      count: page.items.length,
      limit: query.limit,
      next_cursor: page.nextCursor,
    },
  };
}
