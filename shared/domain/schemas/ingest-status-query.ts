/**
 * Query of GET /api/v1/ingest/status: the range rules of the intelligence reads (date_from and
 * date_to, or a `period` shortcut; at most 366 days, resolved by resolvePeriod). branch_identifier is
 * optional here (the key names the branch); when given, the platform checks it is the key's own.
 */
import * as z from 'zod/mini';
import { intelligenceQuery } from './intelligence.ts';

const { date_from, date_to, period } = intelligenceQuery.def.shape;

export const ingestStatusQuery = z.object({
  branch_identifier: z.optional(z.string().check(z.minLength(1))),
  date_from,
  date_to,
  period,
});
