/**
 * The query of GET /api/v1/activity (the audit log, docs/audit.md), as the use case parses it and
 * the OpenAPI document describes it. The range is the intelligence reads' (date_from / date_to or
 * period, business dates of the branch, checked by `resolvePeriod` after this parse).
 */
import * as z from 'zod/mini';
import { pageCursor, pageLimit } from './common.ts';
import { intelligenceQuery } from './intelligence.ts';

/** Page size: default and maximum. */
export const DEFAULT_ACTIVITY_PAGE_SIZE = 50;
export const MAX_ACTIVITY_PAGE_SIZE = 200;

const filter = (what: string) =>
  z.optional(z.string().check(z.minLength(1), z.maxLength(200), z.describe(what)));

export const activityQuery = z.object({
  branch_identifier: z.optional(
    z
      .string()
      .check(
        z.describe(
          "The key's own branch (UUID), optional. Another branch's UUID answers 404, a malformed one 422.",
        ),
      ),
  ),
  date_from: intelligenceQuery.def.shape.date_from,
  date_to: intelligenceQuery.def.shape.date_to,
  period: intelligenceQuery.def.shape.period,
  actor: filter(
    'Only entries of this actor, searched: every word of it, ignoring accents and case, in the entry’s `actor` or `actor_name` (`oscar` finds `Óscar Pérez`). An actor is a user’s email (else their sub), an app client’s id, `api_key`, the operator of the admin CLI, or the name a POS sent.',
  ),
  event: filter('Only entries of this event, exactly (`webhook.registered`, `ticket.voided`).'),
  source: filter(
    'Only entries of this source, exactly: `dashboard` (owner-side API calls), `admin_cli` (the operator CLI), or what the POS sent (`pos`).',
  ),
  limit: pageLimit('Entries', MAX_ACTIVITY_PAGE_SIZE, DEFAULT_ACTIVITY_PAGE_SIZE),
  cursor: pageCursor('range and filters'),
});
