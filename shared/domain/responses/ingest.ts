/**
 * What the nine ingest routes and POST /api/v1/live/update answer (docs/ingest.md "Responses",
 * README "Live"). The day's documents, activity events and live updates are stored and processed
 * later (202, `data.id` the stored document's id); catalog and categories are upserted at once (200,
 * no `data.id`). A replay under the same X-Idempotency-Key answers the same body with 200.
 */
import * as z from 'zod/mini';
import { CLOSING_TYPES } from '../vocabulary.ts';
import { uuid } from './common.ts';

const queued = z
  .literal(true)
  .check(
    z.describe(
      'Always true: the document is durably stored (it commits with the idempotency record before the answer).',
    ),
  );

const acceptedCount = (what: string) =>
  z.int().check(z.minimum(0), z.describe(`How many ${what} the stored document holds (as sent).`));

export const cashRegisterIngestAttributes = z.strictObject({
  queued,
  closing_type: z
    .enum(CLOSING_TYPES)
    .check(
      z.describe("The closing's type as sent: zout regenerates the day's aggregates; xout is informational."),
    ),
  message: z.string().check(z.describe('What happens next, with the business date the closing counts for.')),
});
export type CashRegisterIngestAttributes = z.output<typeof cashRegisterIngestAttributes>;

export const salesIngestAttributes = z.strictObject({ queued });
export type SalesIngestAttributes = z.output<typeof salesIngestAttributes>;

export const paymentsIngestAttributes = z.strictObject({
  queued,
  payments_accepted: acceptedCount('payments'),
});
export type PaymentsIngestAttributes = z.output<typeof paymentsIngestAttributes>;

export const ordersIngestAttributes = z.strictObject({
  queued,
  lines_accepted: acceptedCount('order lines'),
});
export type OrdersIngestAttributes = z.output<typeof ordersIngestAttributes>;

export const discountsIngestAttributes = z.strictObject({
  queued,
  discounts_accepted: acceptedCount('discounts'),
});
export type DiscountsIngestAttributes = z.output<typeof discountsIngestAttributes>;

export const cancellationsIngestAttributes = z.strictObject({
  queued,
  cancellations_accepted: acceptedCount('cancellations'),
});
export type CancellationsIngestAttributes = z.output<typeof cancellationsIngestAttributes>;

export const activityIngestAttributes = z.strictObject({
  queued,
  events_accepted: z.literal(1).check(z.describe('Always 1: one event per request.')),
});
export type ActivityIngestAttributes = z.output<typeof activityIngestAttributes>;

/** One item of the catalog payload, in payload order, as stored after the upsert. */
export const catalogIngestItem = z.strictObject({
  item_identifier: z
    .nullable(uuid)
    .check(
      z.describe('The item_identifier sent (or matched by item_sku or name), lowercased; null if none.'),
    ),
  identification: z
    .string()
    .check(
      z.describe(
        "The item's identification: `<category pos_express_id>-<nnnn>`, or `NOCAT-<nnnn>` while its category is unknown (send the categories, then the catalog again). Never changes once in the category form.",
      ),
    ),
  name: z.string(),
});
export type CatalogIngestItem = z.output<typeof catalogIngestItem>;

export const catalogIngestAttributes = z.strictObject({
  created: z.int().check(z.minimum(0), z.describe('Items of the payload that were new.')),
  updated: z.int().check(z.minimum(0), z.describe('Items of the payload that updated a stored item.')),
  total_sent: z.int().check(z.minimum(0), z.describe('Items in the payload.')),
  message: z
    .string()
    .check(
      z.describe(
        'Summary: created and updated counts, absent items deactivated (only when 5 or more were sent), and a hint when items got a NOCAT identification.',
      ),
    ),
  items: z.array(catalogIngestItem),
});
export type CatalogIngestAttributes = z.output<typeof catalogIngestAttributes>;

export const categoriesIngestItem = z.strictObject({
  identifier: uuid,
  pos_express_id: z
    .int()
    .check(
      z.minimum(1),
      z.describe(
        "The service's numeric id of the category (1, 2, 3, … per branch; never changes, never reused): the companion system maps categories with it.",
      ),
    ),
  name: z.string(),
});

export const categoriesIngestAttributes = z.strictObject({
  created: z.int().check(z.minimum(0), z.describe('Categories of the payload that were new.')),
  updated: z.int().check(z.minimum(0), z.describe('Categories of the payload that updated a stored one.')),
  categories: z.array(categoriesIngestItem).check(z.describe('The payload’s categories, in payload order.')),
});
export type CategoriesIngestAttributes = z.output<typeof categoriesIngestAttributes>;

export const liveUpdateAcceptedAttributes = z.strictObject({
  table_id: z
    .nullable(z.string())
    .check(z.describe('The table the event was about; null for a cash movement sent without one.')),
  status: z
    .literal('accepted')
    .check(z.describe("Always accepted: the event is folded into today's live day.")),
});
export type LiveUpdateAcceptedAttributes = z.output<typeof liveUpdateAcceptedAttributes>;
