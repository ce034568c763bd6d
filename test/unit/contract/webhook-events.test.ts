/**
 * The webhook payload schemas (shared/domain/responses/webhook-events.ts, the OpenAPI `webhooks`
 * section) against payloads built by the producers' own functions: the test delivery's samples of
 * all six events, cash.variance from cashVarianceOf, and the inventory events from suggestions.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Suggestions } from '#shared/domain/costs/suggestions.ts';
import { webhookPayload } from '#shared/domain/responses/webhook-events.ts';
import { cashVarianceOf } from '#shared/domain/webhooks/cash-variance.ts';
import {
  sampleData,
  serializePayload,
  WEBHOOK_EVENTS,
  type WebhookEventName,
} from '#shared/domain/webhooks/events.ts';
import { inventoryEvents } from '#shared/use-cases/backoffice/inventory-events.ts';

const BRANCH = '7f3c2a10-5b1e-4c7d-9a2f-0e6b8d4c1a35';
const NOW = new Date('2026-03-07T07:36:00.000Z');

/** A delivery body exactly as sent: serialized once (serializePayload) and parsed back. */
function delivered(event: WebhookEventName, data: Record<string, unknown>): unknown {
  return JSON.parse(
    serializePayload({ id: 'evt-1', event, branch_identifier: BRANCH, timestamp: NOW.toISOString(), data }),
  );
}

const parses = (event: WebhookEventName, body: unknown) => z.safeParse(webhookPayload(event), body);

describe('webhook payload schemas', () => {
  it.each(WEBHOOK_EVENTS)('accept the test delivery of %s', (event) => {
    const result = parses(event, delivered(event, sampleData(event, '2026-03-06')));
    expect(result.success, result.success ? '' : z.prettifyError(result.error)).toBe(true);
  });

  it('accept cash.variance as cashVarianceOf builds it', () => {
    const data = cashVarianceOf(
      {
        date: '2026-03-06',
        folio: 'Z-1',
        closing_type: 'zout',
        source: 'cash-register',
        cashier: null,
        variance_cents: -5_000,
        variance_base_cents: 100_000,
      },
      1,
    );
    expect(data).not.toBeNull();
    expect(parses('cash.variance', delivered('cash.variance', { ...data! })).success).toBe(true);
  });

  it('accept inventory.low_stock and purchase.suggestion_ready as inventoryEvents builds them', () => {
    const before: Suggestions = {
      days_ahead: 7,
      count_date: '2026-03-05',
      by_supplier: [],
      total_suggested_cents: 0,
      low_stock: [],
    };
    const after: Suggestions = {
      ...before,
      count_date: '2026-03-06',
      by_supplier: [{ supplier_name: 'Abarrotes Díaz', items: [], subtotal_cents: 12_500 }],
      total_suggested_cents: 12_500,
      low_stock: [{ ingredient: 'Tortilla', unit: 'kg', on_hand: 2, minimum: 10, supplier_name: null }],
    };
    const events = inventoryEvents(BRANCH, NOW, before, after);
    expect(events.map((event) => event.event)).toEqual(['inventory.low_stock', 'purchase.suggestion_ready']);
    for (const event of events) {
      const result = parses(event.event, delivered(event.event, event.data));
      expect(result.success, result.success ? '' : z.prettifyError(result.error)).toBe(true);
    }
  });

  it('reject a payload with a member renamed', () => {
    const data = sampleData('cash.variance', '2026-03-06');
    const { variance_cents, ...rest } = data;
    expect(
      parses('cash.variance', delivered('cash.variance', { ...rest, variance: variance_cents })).success,
    ).toBe(false);
  });
});
