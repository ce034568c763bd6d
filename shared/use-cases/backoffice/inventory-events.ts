/**
 * inventory.low_stock and purchase.suggestion_ready: published when a purchase or an inventory count
 * is captured or deleted and it changes them. The suggestions (default horizon) and the low-stock list
 * are computed before and after the change from the same reads; an event goes out only when the
 * after-state differs: new ingredients under their minimum, or a different suggestion list.
 */

import type { ServiceEvent } from '../../adapters/events.ts';
import { businessToday, cutoffHourOf } from '../../domain/business-day.ts';
import { soldItems } from '../../domain/costs/food-cost.ts';
import type { CountRecord, PurchaseRecord } from '../../domain/costs/records.ts';
import {
  DEFAULT_DAYS_AHEAD,
  purchaseSuggestions,
  type Suggestions,
  suggestionFingerprint,
} from '../../domain/costs/suggestions.ts';
import { forecastUsage } from '../../domain/forecast-reads/usage.ts';
import type { AllPorts } from '../deps.ts';
import type { InventoryInputs } from './cost-inputs.ts';

/**
 * The branch's current business date (time zone and cutoff hour), the same "today" as the
 * suggestions endpoint's `period=today`, so an event's suggestions are the ones a read would show.
 */
export function branchToday(
  now: Date,
  branch: { timezone: string; business_day_cutoff_hour?: number | null },
): string {
  return businessToday(now, branch.timezone, cutoffHourOf(branch));
}

export function suggestionsFrom(
  inputs: InventoryInputs,
  today: string,
  daysAhead = DEFAULT_DAYS_AHEAD,
): Suggestions {
  return purchaseSuggestions({
    today,
    daysAhead,
    counts: inputs.counts,
    purchases: inputs.purchases,
    recipes: inputs.recipes,
    sold: soldItems(inputs.items.map((cube) => cube.data)),
    forecast: forecastUsage(inputs.forecast, today, daysAhead),
  });
}

export type InventoryChange =
  | { kind: 'add-count'; count: CountRecord }
  | { kind: 'remove-count'; id: string }
  | { kind: 'add-purchase'; purchase: PurchaseRecord }
  | { kind: 'remove-purchase'; id: string };

export function applyChange(inputs: InventoryInputs, change: InventoryChange): InventoryInputs {
  switch (change.kind) {
    case 'add-count':
      return { ...inputs, counts: [...inputs.counts, change.count] };
    case 'remove-count':
      return { ...inputs, counts: inputs.counts.filter((count) => count.id !== change.id) };
    case 'add-purchase':
      return { ...inputs, purchases: [...inputs.purchases, change.purchase] };
    case 'remove-purchase':
      return { ...inputs, purchases: inputs.purchases.filter((purchase) => purchase.id !== change.id) };
  }
}

/** The events a change causes, from the state before and after it. */
export function inventoryEvents(
  branchId: string,
  now: Date,
  before: Suggestions,
  after: Suggestions,
): ServiceEvent[] {
  const events: ServiceEvent[] = [];
  const timestamp = now.toISOString();
  const wasLow = new Set(before.low_stock.map((item) => `${item.ingredient}|${item.unit}`));
  const newlyLow = after.low_stock.filter((item) => !wasLow.has(`${item.ingredient}|${item.unit}`));
  if (newlyLow.length > 0) {
    events.push({
      event: 'inventory.low_stock',
      branch_identifier: branchId,
      timestamp,
      data: { count_date: after.count_date, new_items: newlyLow, items: after.low_stock },
    });
  }
  if (after.by_supplier.length > 0 && suggestionFingerprint(after) !== suggestionFingerprint(before)) {
    events.push({
      event: 'purchase.suggestion_ready',
      branch_identifier: branchId,
      timestamp,
      data: {
        days_ahead: after.days_ahead,
        count_date: after.count_date,
        suppliers_count: after.by_supplier.length,
        items_count: after.by_supplier.reduce((sum, group) => sum + group.items.length, 0),
        total_suggested_cents: after.total_suggested_cents,
      },
    });
  }
  return events;
}

/**
 * Publish after the data is committed. A failure is logged, not thrown: the record is stored and the
 * client must not retry a success (the read endpoints already show the new state).
 */
export async function publishInventoryEvents(
  deps: Pick<AllPorts, 'logger'> & Partial<Pick<AllPorts, 'events'>>,
  events: ServiceEvent[],
) {
  if (events.length === 0) return;
  // Only purchases and counts cause events, and only their functions build the event port.
  if (!deps.events) throw new Error('inventory events to publish, but this function has no event port');
  try {
    await deps.events.publish(events);
  } catch (error) {
    deps.logger.error('could not publish inventory events', {
      error,
      events: events.map((event) => event.event),
    });
  }
}
