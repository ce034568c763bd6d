/**
 * A branch's forecast history from its daily cubes, never from order lines (docs/forecast-api.md,
 * "The history"): the sales cube gives the day's sales and covers, the hourly cube its sales per
 * hour and waiters per hour, the items cube its quantities. Pure.
 */

import type { HourlyCube, ItemFigures, ItemsCube, SalesCube } from '../analytics/cubes.ts';
import type { CategoryType } from '../analytics/inputs.ts';
import { isOpenDay, ivaShareOf } from '../analytics/sales.ts';
import type { HistoryDay } from '../forecast/types.ts';
import type { SalesBasis } from './stored.ts';

export interface HistoryCubes {
  sales: readonly SalesCube[];
  /** Any subset of the days (the recent ones): a day without its hourly cube has no hours. */
  hourly: readonly HourlyCube[];
  items: readonly ItemsCube[];
}

/** A prep-list product as the menu shows it: its latest name and category type. */
export interface ProductLabel {
  name: string;
  category_type: CategoryType;
}

export interface ForecastHistory {
  days: HistoryDay[];
  basis: SalesBasis;
  /** The last closed business day (the latest with a zout), or null without one. */
  asOf: string | null;
  products: Map<string, ProductLabel>;
  /**
   * Σ sales with IVA ÷ Σ sales without IVA over the open days, so a figure with IVA (the live
   * sales of today) is compared with the forecast on one footing; 1 when the basis is with IVA.
   */
  ivaFactor: number;
}

const HOURS = 24;

/** A day counts as open when a zout closed it with sales (isOpenDay), and the owner did not declare it closed. */
function isOpen(cube: SalesCube, closedDates: ReadonlySet<string>): boolean {
  return isOpenDay(cube) && !closedDates.has(cube.date);
}

/** The product id of the prep list: the catalog identifier when the lines resolve to one, else the cube's key. */
export function productIdOf(item: Pick<ItemFigures, 'key' | 'item_identifier'>): string {
  return item.item_identifier ?? item.key;
}

/**
 * `total` split over the hours in proportion to `weights` (largest remainder, ties to the earlier
 * hour), so the hours add up to the day exactly; all zeros when no hour has a weight.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + Math.max(0, weight), 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (Math.max(0, weight) * total) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

function hoursOf(cube: HourlyCube | undefined, salesCents: number, covers: number) {
  const sales = new Array<number>(HOURS).fill(0);
  const seated = new Array<number>(HOURS).fill(0);
  let liveCovers = true;
  for (const bucket of cube?.hours ?? []) {
    if (bucket.hour < 0 || bucket.hour >= HOURS) continue;
    sales[bucket.hour] = bucket.sales_cents;
    if (bucket.covers === null) liveCovers = false;
    else seated[bucket.hour] = bucket.covers;
  }
  // The day's covers by the hour they were seated (live tables), else in the proportion of its sales.
  return {
    hourly_sales_cents: apportion(salesCents, sales),
    hourly_covers: apportion(covers, liveCovers && cube !== undefined ? seated : sales),
  };
}

/** The basis every open day can give: without IVA only when all of them sent it. */
function basisOf(open: readonly SalesCube[]): SalesBasis {
  return open.every((cube) => cube.total_sales_no_iva_cents !== null) ? 'without_iva' : 'with_iva';
}

/**
 * A closed day's (or period's) sales in a forecast's basis: without IVA as the POS's zout summaries
 * total them, or with IVA. The history reads each day so, and the assistant compares a past day with
 * a forecast so (a sales cube and a sales summary name these two alike). Null when the basis is
 * without IVA and the day did not send it: then no figure of it is on the forecast's footing.
 */
export function salesInBasis(
  day: { total_sales_cents: number; total_sales_no_iva_cents?: number | null | undefined },
  basis: SalesBasis,
): number | null {
  return basis === 'without_iva' ? (day.total_sales_no_iva_cents ?? null) : day.total_sales_cents;
}

/** One HistoryDay per sales cube (ascending), with the products' labels from the latest day naming them. */
export function forecastHistoryOf(cubes: HistoryCubes, closedDates: readonly string[]): ForecastHistory {
  const closed = new Set(closedDates);
  const sales = [...cubes.sales].sort((a, b) => a.date.localeCompare(b.date));
  const open = sales.filter((cube) => isOpen(cube, closed));
  const basis = basisOf(open);
  const hourly = new Map(cubes.hourly.map((cube) => [cube.date, cube]));
  const items = new Map(cubes.items.map((cube) => [cube.date, cube]));
  const products = new Map<string, ProductLabel>();
  const days = sales.map((cube): HistoryDay => {
    if (!isOpen(cube, closed)) return closedDay(cube.date);
    // Every open day has its total without IVA when that is the basis (basisOf).
    const salesCents = salesInBasis(cube, basis) ?? 0;
    const covers = cube.covers ?? cube.tables_served ?? 0;
    const dayItems = items.get(cube.date)?.items ?? [];
    for (const item of dayItems) {
      products.set(productIdOf(item), { name: item.item_name, category_type: item.category_type });
    }
    return {
      date: cube.date,
      open: true,
      sales_cents: salesCents,
      covers,
      ...hoursOf(hourly.get(cube.date), salesCents, covers),
      items: quantitiesOf(dayItems),
    };
  });
  const asOf = sales.filter((cube) => cube.summaries_count > 0).at(-1)?.date ?? null;
  return { days, basis, asOf, products, ivaFactor: ivaFactorOf(open, basis) };
}

/** Sales with IVA per peso of the basis, by the days' own share (analytics/sales.ts `ivaShareOf`, as Menú's margins). */
function ivaFactorOf(open: readonly SalesCube[], basis: SalesBasis): number {
  const share = basis === 'with_iva' ? null : ivaShareOf(open);
  return share === null ? 1 : share.with_iva_cents / share.without_iva_cents;
}

function closedDay(date: string): HistoryDay {
  const zeros = new Array<number>(HOURS).fill(0);
  return {
    date,
    open: false,
    sales_cents: 0,
    covers: 0,
    hourly_sales_cents: zeros,
    hourly_covers: zeros,
    items: [],
  };
}

/** Quantity per product (two keys resolving to one product id are summed). */
function quantitiesOf(items: readonly ItemFigures[]): HistoryDay['items'] {
  const quantities = new Map<string, number>();
  for (const item of items) {
    const id = productIdOf(item);
    quantities.set(id, (quantities.get(id) ?? 0) + item.quantity);
  }
  return [...quantities].map(([product_id, quantity]) => ({ product_id, quantity }));
}
