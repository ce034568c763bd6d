/**
 * The query of every GET /api/v1/intelligence/* route (spec "Intelligence endpoints"), as the use
 * cases parse it (shared/use-cases/intelligence/query.ts) and the OpenAPI document describes it.
 * The calendar rules (valid dates, order, at most 366 days, the period shortcuts) are checked by
 * `resolvePeriod` after this parse, so each violation names its parameter with the spec's message.
 */
import * as z from 'zod/mini';
import { PERIODS } from '../analytics/period.ts';
import { DEFAULT_DAYS_AHEAD } from '../costs/suggestions.ts';
import { queryDate, queryEnum } from './common.ts';

export const intelligenceQuery = z.object({
  branch_identifier: z
    .string()
    .check(
      z.minLength(1),
      z.describe("The key's own branch (UUID). Another branch's UUID answers 404, a malformed one 422."),
    ),
  date_from: z.optional(
    queryDate(
      'First business date of the range (YYYY-MM-DD), included. Required with date_to unless period is given; the range covers at most 366 days.',
    ),
  ),
  date_to: z.optional(
    queryDate('Last business date of the range (YYYY-MM-DD), included, not before date_from.'),
  ),
  period: z.optional(
    queryEnum(
      PERIODS,
      `Shortcut for the range, one of ${PERIODS.join(', ')}, counted from the branch's current business date (its time zone and business-day cutoff hour): week is Monday of this week to today, month the 1st to today. When given, date_from and date_to are ignored.`,
    ),
  ),
});

export const MAX_DAYS_AHEAD = 60;

/** What /inventory/suggestions reads beside the range: how many days of stock to buy for. */
export const daysAheadQuery = z.looseObject({
  days_ahead: z._default(
    z.coerce
      .number()
      .check(
        z.int(),
        z.minimum(1),
        z.maximum(MAX_DAYS_AHEAD),
        z.describe(`Days of usage to buy for, 1 to ${MAX_DAYS_AHEAD} (default ${DEFAULT_DAYS_AHEAD}).`),
      ),
    DEFAULT_DAYS_AHEAD,
  ),
});

export const inventorySuggestionsQuery = z.extend(intelligenceQuery, daysAheadQuery.def.shape);

/** An alert's id as GET /intelligence/alerts gives it: `<business date>:<type>[:<discriminator>]`. */
export const ALERT_ID_PATTERN = /^\d{4}-\d{2}-\d{2}:[a-z_]+(:.+)?$/;

/** The path of POST / DELETE /intelligence/alerts/{alert_id}/review. */
export const alertReviewParams = z.object({
  alert_id: z
    .string()
    .check(
      z.maxLength(300),
      z.regex(ALERT_ID_PATTERN, { error: 'must be an alert id: <YYYY-MM-DD>:<type>[:<discriminator>]' }),
      z.describe('The alert’s id, as GET /api/v1/intelligence/alerts answers it (URL-encoded).'),
    ),
});
