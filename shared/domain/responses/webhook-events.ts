/**
 * What a webhook delivery carries: the spec's payload `{event, branch_identifier, timestamp, data}`
 * plus `id`, and each event's `data` as its producers build it (the aggregator, the daily insight,
 * the activity anomalies, the inventory events, and the test delivery's samples, which add
 * `test: true`). The OpenAPI document's `webhooks` section is generated from these schemas, and
 * test/unit/contract/webhook-events.test.ts parses the producers' real payloads with them.
 */
import * as z from 'zod/mini';
import { CLOSING_TYPES } from '../vocabulary.ts';
import type { WebhookEventName } from '../webhooks/events.ts';
import { isoDate, severity, timestamp } from './common.ts';

/** Present (true) only on the deliveries of `POST /developer/webhooks/{id}/test`. */
const testFlag = z
  .optional(z.literal(true))
  .check(z.describe('Only on a test delivery (POST /api/v1/developer/webhooks/{id}/test): true.'));

export const snapshotCompletedData = z.strictObject({
  snapshot_type: z.literal('daily'),
  date: isoDate.check(z.describe('The business day whose cubes were (re)built.')),
  cubes_regenerated: z
    .array(z.enum(['sales', 'pnl', 'cash_ledger', 'menu_engineering']))
    .check(
      z.describe(
        "The spec's names of the figures rebuilt: sales (sales reads), pnl, cash_ledger (cash flow and reconciliation), menu_engineering.",
      ),
    ),
  test: testFlag,
});

/**
 * An alert as GET /intelligence/alerts shows it, plus its business date: the one body of every
 * `alert.triggered`, whoever raises it (the day's build, the activity anomalies, the cost and
 * low-stock alerts, the live pace rule).
 */
export const webhookAlert = z.strictObject({
  id: z.string().check(z.describe('Stable per alert: `<date>:<type>[:<discriminator>]`.')),
  severity,
  type: z.string(),
  title: z.string(),
  message: z.string(),
  action: z.string(),
  created_at: timestamp.check(
    z.describe("When the alert was first raised, ISO 8601 with the branch's UTC offset."),
  ),
  date: isoDate.check(z.describe('The business date the alert belongs to.')),
});

export const alertTriggeredData = z
  .strictObject({ alert: webhookAlert, test: testFlag })
  .check(z.describe('The alert under `alert`: the same shape from every producer.'));

export const insightGeneratedData = z.strictObject({
  date: isoDate,
  insight_id: z.string().check(z.describe('`<date>:<16 hex>`; changes only when the text changes.')),
  text: z.string().check(z.describe('The daily summary, in Mexican Spanish.')),
  test: testFlag,
});

export const cashVarianceData = z.strictObject({
  date: isoDate.check(z.describe('The business date of the closing.')),
  folio: z
    .string()
    .check(
      z.describe(
        "The closing whose variance exceeded the threshold: a closing document's folio (its X-Idempotency-Key), or a cash_register.closed event's ref_id (its event id without one). One event per folio.",
      ),
    ),
  closing_type: z
    .nullable(z.enum(CLOSING_TYPES))
    .check(z.describe('xout or zout; null for a register event that does not say.')),
  source: z
    .enum(['cash-register', 'cash_register.closed'])
    .check(
      z.describe(
        'What showed the variance: a closing document (POST /ingest/cash-register) or a cash_register.closed activity event.',
      ),
    ),
  cashier: z.nullable(z.string()),
  variance_cents: z.int().check(z.describe('Counted minus expected cash, in cents (negative: shortage).')),
  variance_pct: z.number().check(z.describe('|variance| / expected cash × 100, one decimal.')),
  threshold_pct: z
    .number()
    .check(
      z.describe(
        "The branch's cash_variance_threshold_pct when the closing was checked; the variance exceeds it.",
      ),
    ),
  test: testFlag,
});

export const lowStockItem = z.strictObject({
  ingredient: z.string(),
  unit: z.string(),
  on_hand: z.number(),
  minimum: z.number(),
  supplier_name: z.nullable(z.string()),
});

export const inventoryLowStockData = z.strictObject({
  count_date: z.nullable(isoDate),
  new_items: z
    .array(lowStockItem)
    .check(z.describe('The ingredients that fell under their minimum with this change.')),
  items: z.array(lowStockItem).check(z.describe('Every ingredient under its minimum at the latest count.')),
  test: testFlag,
});

export const purchaseSuggestionReadyData = z.strictObject({
  days_ahead: z.int(),
  count_date: z.nullable(isoDate),
  suppliers_count: z.int(),
  items_count: z.int(),
  total_suggested_cents: z.int(),
  test: testFlag,
});

export const WEBHOOK_EVENT_DATA = {
  'snapshot.completed': snapshotCompletedData,
  'alert.triggered': alertTriggeredData,
  'insight.generated': insightGeneratedData,
  'cash.variance': cashVarianceData,
  'inventory.low_stock': inventoryLowStockData,
  'purchase.suggestion_ready': purchaseSuggestionReadyData,
} as const satisfies Record<WebhookEventName, z.core.$ZodType>;

/** The body of one delivery of `event`. */
export function webhookPayload<E extends WebhookEventName>(event: E) {
  return z.strictObject({
    id: z
      .optional(z.string())
      .check(z.describe('The event id: the same for every subscription and every attempt.')),
    event: z.literal(event),
    branch_identifier: z.string(),
    timestamp: timestamp.check(z.describe('When the event was produced, with the branch’s UTC offset.')),
    data: WEBHOOK_EVENT_DATA[event],
  });
}
