/** The contract of GET /api/v1/activity, the audit log (docs/audit.md): a top-level list with a cursor. */
import { activityEntryAttributes, activityListMeta } from '../domain/responses/audit.ts';
import { activityQuery } from '../domain/schemas/audit.ts';
import type { RouteContract } from './route-contract.ts';
import type { RouteId } from './routes.ts';

export const AUDIT_CONTRACT = {
  'activity-list': {
    attributes: activityEntryAttributes,
    meta: activityListMeta,
    list: true,
    query: activityQuery,
  },
} satisfies Partial<Record<RouteId, RouteContract>>;

/** @public Read by name: scripts/openapi-options.ts registers every `*_COMPONENTS` map. */
export const AUDIT_COMPONENTS = {
  ActivityEntry: activityEntryAttributes,
  ActivityListMeta: activityListMeta,
};
