/** GET /api/v1/ingest/status: what arrived per business day, and what became of it (docs/ingest.md). */
import * as z from 'zod/mini';
import { isoDate, readMeta, timestamp } from './common.ts';

export const ingestDocumentCount = z.strictObject({
  count: z.int().check(z.minimum(0), z.describe('Documents of this kind received for the business day.')),
  last_received_at: z
    .nullable(timestamp)
    .check(z.describe('When the latest of them arrived, with the branch offset; null when none arrived.')),
});

export const ingestBuildFailure = z.strictObject({
  failed_at: timestamp,
  reason: z.string().check(z.describe('Why the day cannot be built (the aggregator gave up on it).')),
  error: z.string(),
});

export const ingestFailedDelivery = z.strictObject({
  delivery_id: z.string(),
  subscription_id: z.string(),
  event: z.string(),
  event_id: z.string(),
  created_at: timestamp,
  attempts: z.int().check(z.minimum(0)),
  last_status_code: z
    .nullable(z.int())
    .check(z.describe("The receiver's HTTP status on the last attempt; null when no answer came.")),
});

export const ingestStatusDay = z.strictObject({
  date: isoDate,
  /** The day documents counted per kind; catalog and categories are branch-wide, not per day. */
  documents: z.strictObject({
    orders: ingestDocumentCount,
    discounts: ingestDocumentCount,
    cancellations: ingestDocumentCount,
    payments: ingestDocumentCount,
    sales: ingestDocumentCount,
    cash_register_zout: ingestDocumentCount,
    cash_register_xout: ingestDocumentCount,
  }),
  zout_received: z.boolean(),
  xout_count: z.int().check(z.minimum(0)),
  built_at: z
    .nullable(timestamp)
    .check(
      z.describe(
        "When the day's cubes were last built (its snapshot), with the branch offset; null: never built.",
      ),
    ),
  snapshot_revision: z
    .nullable(z.int())
    .check(z.describe('The day-state revision the snapshot was built from; null: never built.')),
  needs_zout: z
    .boolean()
    .check(
      z.describe('Business documents arrived but no zout: the day is never built until its zout arrives.'),
    ),
  awaiting_build: z
    .boolean()
    .check(
      z.describe(
        'A zout arrived but the day is not built, or documents arrived after its last build: a build is pending (about 5 seconds) or failed (see build_failure).',
      ),
    ),
  build_failure: z.nullable(ingestBuildFailure),
  failed_deliveries: z
    .array(ingestFailedDelivery)
    .check(
      z.describe(
        'Webhook deliveries created during this business day that ended failed (every attempt refused); kept 30 days.',
      ),
    ),
});

export const ingestStatusAttributes = z.strictObject({
  days: z
    .array(ingestStatusDay)
    .check(
      z.describe(
        'Each business day of the range with anything to report, oldest first; days with nothing are left out.',
      ),
    ),
  days_needing_zout: z.int().check(z.minimum(0)),
  days_awaiting_build: z.int().check(z.minimum(0)),
  days_failed: z.int().check(z.minimum(0)),
});
export type IngestStatusAttributes = z.output<typeof ingestStatusAttributes>;
export type IngestStatusDay = z.output<typeof ingestStatusDay>;

export const ingestStatusMeta = readMeta;
export type IngestStatusMeta = z.output<typeof ingestStatusMeta>;
