/**
 * Discounts by type (docs/computation-rules.md "Discounts by type"): a discount sent without
 * amount_cents is valued from its type and the subtotal of what it was applied to. Expected amounts
 * are computed here from the lines and catalog sent.
 */
import { describe, expect, it } from 'vitest';
import { alertsForDay } from '#shared/domain/analytics/alerts.ts';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import { buildDiscountsCube } from '#shared/domain/analytics/builders/losses.ts';
import type { CatalogItemInput, DiscountInput, OrderLineInput } from '#shared/domain/analytics/inputs.ts';
import { roundHalfAwayFromZero } from '#shared/domain/analytics/rounding.ts';
import { sunday, TACOS_ID } from './fixtures.ts';

const lines: OrderLineInput[] = sunday.orders.map((line) => ({ ...line }));
const catalog: CatalogItemInput[] = [...sunday.catalog];

/** The tacos' price before discount, from the lines sent: Σ subtotal / Σ quantity. */
const tacosLines = lines.filter((line) => line.item_identifier === TACOS_ID);
const tacosSubtotal = tacosLines.reduce((sum, line) => sum + line.subtotal_cents, 0);
const tacosUnits = tacosLines.reduce((sum, line) => sum + line.quantity, 0);

describe('discounts valued by type', () => {
  it('a percentage on an item is rate × the item price × quantity', () => {
    const discount: DiscountInput = { type: 'percentage', rate: 15, item_identifier: TACOS_ID, quantity: 2 };
    const cube = buildDiscountsCube('2026-03-08', [discount], lines, catalog);
    const expected = roundHalfAwayFromZero((15 / 100) * ((tacosSubtotal / tacosUnits) * 2));
    expect(cube.total_cents).toBe(expected);
    expect(cube.computed_count).toBe(1);
    expect(cube.without_amount_count).toBe(0);
    expect(cube.by_type).toEqual([{ key: 'percentage', amount_cents: expected, count: 1 }]);
  });

  it('a courtesy on an item named only by name is 100 % of its price (quantity 1 by default)', () => {
    const flan = lines.find((line) => line.item_name === 'Flan')!;
    const discount: DiscountInput = { type: 'courtesy', item_name: 'flan', applied_by: 'Gerente' };
    const cube = buildDiscountsCube('2026-03-08', [discount], lines, catalog);
    expect(cube.total_cents).toBe(flan.subtotal_cents / flan.quantity);
    expect(cube.by_person[0]?.amount_cents).toBe(cube.total_cents);
  });

  it('an order discount is valued from the subtotal_cents it sends, and not without it', () => {
    const sent: DiscountInput[] = [
      { factor_type: 'percentage', rate: 12.5, applied_to: 'order', subtotal_cents: 24_990 },
      { type: 'courtesy', applied_to: 'order', subtotal_cents: 8_000 },
      { type: 'percentage', rate: 10, applied_to: 'order' },
      { type: 'fixed', applied_to: 'order', subtotal_cents: 8_000 },
    ];
    const cube = buildDiscountsCube('2026-03-08', sent, lines, catalog);
    expect(cube.total_cents).toBe(roundHalfAwayFromZero((12.5 * 24_990) / 100) + 8_000);
    expect(cube.computed_count).toBe(2);
    expect(cube.without_amount_count).toBe(2);
  });

  it('an amount_cents sent always wins over the type', () => {
    const discount: DiscountInput = { type: 'courtesy', item_identifier: TACOS_ID, amount_cents: 123 };
    expect(buildDiscountsCube('2026-03-08', [discount], lines, catalog).total_cents).toBe(123);
  });

  it('an item with no line that day is priced by the catalog', () => {
    const item: CatalogItemInput = { name: 'Pan de elote', item_sku: 'POS-09', unit_price_cents: 4_590 };
    const discount: DiscountInput = { type: 'percentage', rate: 50, item_sku: 'POS-09', quantity: 3 };
    const cube = buildDiscountsCube('2026-03-08', [discount], lines, [...catalog, item]);
    expect(cube.total_cents).toBe(roundHalfAwayFromZero((50 / 100) * 4_590 * 3));
  });

  it('the discounts_high alert counts a rate-only discount by what it took off', () => {
    const sales = sunday.sales
      .filter((summary) => summary.closing_type === 'zout')
      .reduce((sum, summary) => sum + summary.total_sales_cents, 0);
    // A courtesy of a fifth of the day's sales: far above the 5 % red threshold.
    const courtesy: DiscountInput = { type: 'courtesy', applied_to: 'order', subtotal_cents: sales / 5 };
    const cubes = buildDayCubes({ ...sunday, discounts: [courtesy] });
    expect(cubes.discounts.total_cents).toBe(sales / 5);
    const alert = alertsForDay(cubes, null, '2026-03-09T12:00:00Z').find(
      (entry) => entry.type === 'discounts_high',
    );
    expect(alert?.severity).toBe('red');
  });
});
