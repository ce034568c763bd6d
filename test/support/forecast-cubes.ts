/**
 * A closed day's cubes as the aggregator writes them, for the forecast's tests: its sales without
 * IVA (with IVA at 16 %), covers, sales per hour by share with the waiters on shift, and items.
 */
import type { HourlyCube, ItemFigures, ItemsCube, SalesCube } from '#shared/domain/analytics/cubes.ts';

export interface DayShape {
  date: string;
  salesNoIvaCents: number;
  covers: number;
  /** The hours the day sold in, each with its share of the day's sales and its waiters. */
  hours: readonly { hour: number; share: number; waiters: number }[];
  items: readonly ItemFigures[];
}

/** An item sold `quantity` times at $100 a unit, matched by identifier, without cost. */
export function soldItem(
  key: string,
  name: string,
  type: ItemFigures['category_type'],
  quantity: number,
): ItemFigures {
  return {
    key: `id:${key}`,
    item_name: name,
    item_identifier: key,
    item_sku: null,
    category: null,
    category_type: type,
    quantity,
    net_sales_cents: quantity * 10_000,
    subtotal_cents: quantity * 10_000,
    discount_cents: 0,
    lines: quantity,
    unit_cost_cents: null,
    catalog_match: 'identifier',
  };
}

export function dayCubes(day: DayShape): { sales: SalesCube; hourly: HourlyCube; items: ItemsCube } {
  const withIva = Math.round(day.salesNoIvaCents * 1.16);
  const sales: SalesCube = {
    date: day.date,
    summaries_count: 1,
    total_sales_cents: withIva,
    total_sales_no_iva_cents: day.salesNoIvaCents,
    food_sales_cents: null,
    beverage_sales_cents: null,
    bar_sales_cents: null,
    covers: day.covers,
    tables_served: null,
    by_shift: {},
  };
  const hourly: HourlyCube = {
    date: day.date,
    hours: day.hours.map(({ hour, share, waiters }) => ({
      hour,
      sales_cents: Math.round(withIva * share),
      lines: 10,
      quantity: 10,
      covers: null,
      tables: null,
      waiters,
    })),
    unassigned: { sales_cents: 0, lines: 0, quantity: 0 },
  };
  return { sales, hourly, items: { date: day.date, items: [...day.items] } };
}
