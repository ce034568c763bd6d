/** Sales summary (POST /api/v1/ingest/sales, data.type sales). */
import * as z from 'zod/mini';
import { SHIFTS } from '../vocabulary.ts';
import { closingType, count, isoDate, totalCents, uuid } from './common.ts';

export { SHIFTS } from '../vocabulary.ts';

/**
 * Required (us): branch_identifier, date, shift, closing_type, total_sales_cents (the spec's own
 * validation example names it). shift is required rather than defaulted: every summary of a day is
 * stored and they add up, and by_shift splits them by this member, so a default would silently file
 * a shift's sales under another shift. The breakdown members are optional.
 */
export const salesAttributes = z.looseObject({
  branch_identifier: uuid,
  date: isoDate,
  shift: z.enum(SHIFTS),
  closing_type: closingType,
  total_sales_cents: totalCents,
  total_sales_no_iva_cents: z.optional(totalCents),
  food_sales_cents: z.optional(totalCents),
  beverage_sales_cents: z.optional(totalCents),
  bar_sales_cents: z.optional(totalCents),
  covers: z.optional(count),
  tables_served: z.optional(count),
  avg_ticket_cents: z.optional(totalCents),
  avg_pax_cents: z.optional(totalCents),
});
export type SalesAttributes = z.infer<typeof salesAttributes>;
