/**
 * Query rules shared by every GET /api/v1/intelligence/* endpoint (spec "Intelligence endpoints"):
 *
 * - branch_identifier: required. The platform has already answered 404 for another branch's UUID and
 *   422 for a malformed one (shared/http/functions.ts); here it is required to be present.
 * - period (today, yesterday, week = Monday of this week to today, month = the 1st to today, from
 *   the branch's current business date: its time zone and business-day cutoff hour) is a shortcut:
 *   when given it decides the range and date_from / date_to are ignored.
 * - without period, date_from and date_to are both required (YYYY-MM-DD, real calendar dates),
 *   date_from ≤ date_to, and the range covers at most 366 days, both ends included.
 *
 * Every violation is a 422 naming the parameter (`query.date_from`). The calendar math is the
 * analytics module's (resolvePeriod); this module only wires it to the request.
 */
import { type DateRange, resolvePeriod } from '../../domain/analytics/period.ts';
import { cutoffHourOf } from '../../domain/business-day.ts';
import { parseQuery } from '../../domain/parse-request.ts';
import { intelligenceQuery } from '../../domain/schemas/intelligence.ts';
import type { RouteRequest } from '../request.ts';

export interface IntelligenceQuery {
  branchId: string;
  range: DateRange;
  /** The branch's IANA time zone (periods and timestamps). */
  timeZone: string;
}

export function parseIntelligenceQuery(
  request: Pick<RouteRequest, 'query' | 'now' | 'branch'>,
): IntelligenceQuery {
  const query = parseQuery(request.query, intelligenceQuery);
  const range = resolvePeriod(query, request.now, request.branch.timezone, cutoffHourOf(request.branch));
  // The platform guarantees the query's branch is the key's own; the key's branch is the one read.
  return { branchId: request.branch.branch_identifier, range, timeZone: request.branch.timezone };
}
