/**
 * Issue 18, point 11: a price moved by POST /api/v1/ingest/catalog is checked by the same ±20 % rule
 * as `ticket.price_overridden`, against the item's order-line prices of the last 90 days and its
 * catalog price before the sync, and raises the same anomaly_price_override alert and
 * `alert.triggered`. Local stack, America/Mexico_City, business date 2026-03-06.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceEvent } from '#shared/adapters/events.ts';
import { recordDayPrices } from '#shared/use-cases/live/price-history.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { envelope } from './ingest-support.ts';

const DATE = '2026-03-06';
const clock = manualClock('2026-03-06T20:00:00-06:00');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack.close());

async function catalog(branch: TestBranch, items: Array<{ name: string; unit_price_cents: number }>) {
  const response = await stack.request('POST', '/api/v1/ingest/catalog', {
    apiKey: branch.apiKey,
    idempotencyKey: randomUUID(),
    body: envelope('catalog', {
      branch_identifier: branch.branchId,
      items: items.map((item) => ({ ...item, category_type: 'beverage' })),
    }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function priceAlerts(branch: TestBranch) {
  const response = await stack.request('GET', '/api/v1/intelligence/alerts', {
    apiKey: branch.apiKey,
    query: { branch_identifier: branch.branchId, date_from: DATE, date_to: DATE },
  });
  expect(response.status).toBe(200);
  return (response.body.data.attributes.alerts as Array<Record<string, any>>).filter(
    (alert) => alert.type === 'anomaly_price_override',
  );
}

const triggered = (branch: TestBranch) =>
  stack.bus.published.filter(
    (event: ServiceEvent) => event.branch_identifier === branch.branchId && event.event === 'alert.triggered',
  );

describe('price anomalies from the catalog', () => {
  it('checks a synced price against the catalog price before it and the 90-day order-line prices', async () => {
    const branch = await stack.createBranch({ plan: 'growth' });
    // A new item with no history: nothing to compare with.
    await catalog(branch, [{ name: 'Cerveza clara', unit_price_cents: 5500 }]);
    // 5,500 → 6,600: +20 %, inside the range.
    await catalog(branch, [{ name: 'Cerveza clara', unit_price_cents: 6600 }]);
    expect(await priceAlerts(branch)).toEqual([]);

    // 6,600 → 2,000: below 6,600 × 80 %.
    await catalog(branch, [{ name: 'Cerveza clara', unit_price_cents: 2000 }]);
    expect(await priceAlerts(branch)).toEqual([
      expect.objectContaining({
        severity: 'red',
        title: 'Cambio de precio fuera de rango: Cerveza clara',
        message:
          'El catálogo enviado por el POS cambió el precio de Cerveza clara de $66.00 a $20.00 a las 20:00 (hora local); su rango de los últimos 90 días es $66.00–$66.00.',
      }),
    ]);
    // The same catalog again moves no price: no second alert.
    await catalog(branch, [{ name: 'Cerveza clara', unit_price_cents: 2000 }]);
    expect(await priceAlerts(branch)).toHaveLength(1);

    // A new catalog item sold before at 9,000–12,000 (order lines): 14,400 is inside, 14,401 outside.
    await recordDayPrices(stack.deps, branch.branchId, '2026-02-20', [
      { item_name: 'Mezcal especial', unit_price_cents: 12000 },
      { item_name: 'Mezcal especial', unit_price_cents: 9000 },
    ]);
    await catalog(branch, [{ name: 'Mezcal especial', unit_price_cents: 14400 }]);
    expect(await priceAlerts(branch)).toHaveLength(1);
    await catalog(branch, [{ name: 'MEZCAL  especial', unit_price_cents: 30000 }]);
    expect(await priceAlerts(branch)).toHaveLength(2);
    expect(triggered(branch)).toHaveLength(2);
  });

  it('raises the same alert and event shape as a ticket override', async () => {
    const branch = await stack.createBranch({ plan: 'growth' });
    await catalog(branch, [{ name: 'Agua mineral', unit_price_cents: 3000 }]);
    clock.set('2026-03-06T20:10:05-06:00');
    const override = await stack.request('POST', '/api/v1/ingest/activity', {
      apiKey: branch.apiKey,
      idempotencyKey: randomUUID(),
      body: envelope('activity', {
        branch_identifier: branch.branchId,
        occurred_at: '2026-03-06T20:10:00-06:00',
        actor_name: 'María López',
        event: 'ticket.price_overridden',
        detail: { item: 'Agua mineral', original_cents: 3000, new_cents: 1000, ticket_id: 'T-9' },
      }),
    });
    expect(override.status).toBe(202);
    clock.set('2026-03-06T20:20:00-06:00');
    await catalog(branch, [{ name: 'Agua mineral', unit_price_cents: 9000 }]);

    const alerts = await priceAlerts(branch);
    expect(alerts).toHaveLength(2);
    expect(Object.keys(alerts[0]!).sort()).toEqual(Object.keys(alerts[1]!).sort());
    const events = triggered(branch);
    expect(events).toHaveLength(2);
    expect(Object.keys(events[0]!.data).sort()).toEqual(Object.keys(events[1]!.data).sort());
    clock.set('2026-03-06T20:00:00-06:00');
  });

  it('is the audit module’s rule: a plan without it gets no price anomaly from the catalog', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    await recordDayPrices(stack.deps, branch.branchId, '2026-02-20', [
      { item_name: 'Cerveza clara', unit_price_cents: 5500 },
    ]);
    await catalog(branch, [{ name: 'Cerveza clara', unit_price_cents: 1000 }]);
    expect(triggered(branch)).toEqual([]);
  });
});
