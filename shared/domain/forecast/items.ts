/**
 * forecastItems: the prep list. A regular item (sold on at least half of the recent open days) is
 * the day's forecast sales times its quantity per peso on the recent same weekdays (top-down). An
 * intermittent one is forecast by TSB (Teunter–Syntetos–Babai: the probability of selling and the
 * size when it sells, each smoothed; Croston's method with a probability that decays when the item
 * stops selling), scaled to the day's sales. Whole units; low and high are Poisson p10/p90 around
 * the forecast at the day's low and high.
 */

import { addDays } from '../calendar-dates.ts';
import { historyBefore } from './days.ts';
import { sameWeekdayProfile, weightedShare } from './profiles.ts';
import type { ForecastDay, ForecastItem, ForecastItemsFn, HistoryDay } from './types.ts';

/** Open days that decide whether an item is intermittent, and feed TSB. */
const RECENT_OPEN_DAYS = 56;
const TSB_ALPHA = 0.1;
const TSB_BETA = 0.1;

type QuantityOf = (day: HistoryDay, product: string) => number;

/**
 * Each day's quantity of a product, from an index of the day's lines built on first use: a
 * forecast asks it for every product on every recent day. A product listed twice in a day reads
 * its first line, as a search of the lines would.
 */
function quantityReader(): QuantityOf {
  const byDay = new Map<HistoryDay, Map<string, number>>();
  return (day, product) => {
    let quantities = byDay.get(day);
    if (quantities === undefined) {
      quantities = new Map();
      for (const item of day.items)
        if (!quantities.has(item.product_id)) quantities.set(item.product_id, item.quantity);
      byDay.set(day, quantities);
    }
    return quantities.get(product) ?? 0;
  };
}

/** The smallest k with P(Poisson(mean) ≤ k) ≥ probability (normal approximation above a mean of 50). */
export function poissonQuantile(mean: number, probability: number): number {
  if (mean <= 0) return 0;
  if (mean > 50) {
    const z = probability < 0.5 ? -1.2816 : 1.2816;
    return Math.max(0, Math.round(mean + z * Math.sqrt(mean)));
  }
  let k = 0;
  let term = Math.exp(-mean);
  let cumulative = term;
  while (cumulative < probability) {
    k += 1;
    term *= mean / k;
    cumulative += term;
  }
  return k;
}

/** TSB's expected quantity per open day over `days` (oldest first). */
function tsb(days: readonly HistoryDay[], product: string, quantityOf: QuantityOf): number {
  const first = days.find((day) => quantityOf(day, product) > 0);
  let probability = 0.5;
  let size = first === undefined ? 0 : quantityOf(first, product);
  for (const day of days) {
    const quantity = quantityOf(day, product);
    probability += TSB_ALPHA * ((quantity > 0 ? 1 : 0) - probability);
    if (quantity > 0) size += TSB_BETA * (quantity - size);
  }
  return probability * size;
}

function itemOf(product: string, mean: number, day: ForecastDay, intermittent: boolean): ForecastItem {
  const point = day.sales_cents as number;
  const scale = (bound: number | null) => (point > 0 ? (bound as number) / point : 1);
  return {
    product_id: product,
    quantity: Math.round(mean),
    quantity_low: Math.min(Math.round(mean), poissonQuantile(mean * scale(day.sales_low_cents), 0.1)),
    quantity_high: Math.max(Math.round(mean), poissonQuantile(mean * scale(day.sales_high_cents), 0.9)),
    intermittent,
  };
}

export const forecastItems: ForecastItemsFn = (history, day) => {
  if (day.status !== 'ok' || day.sales_cents === null) return [];
  const origin = addDays(day.date, 1 - day.horizon) as string;
  const recent = historyBefore(history, origin)
    .filter((past) => past.open)
    .slice(-RECENT_OPEN_DAYS);
  const profile = sameWeekdayProfile(history, day);
  if (recent.length === 0 || profile.length === 0) return [];
  const products = [...new Set(recent.flatMap((past) => past.items.map((item) => item.product_id)))].sort();
  const meanSales = recent.reduce((sum, past) => sum + past.sales_cents, 0) / recent.length;
  const quantityOf = quantityReader();
  return products
    .map((product) => {
      const soldOn = recent.filter((past) => quantityOf(past, product) > 0).length;
      const intermittent = soldOn < recent.length / 2;
      const mean = intermittent
        ? tsb(recent, product, quantityOf) * (meanSales > 0 ? (day.sales_cents as number) / meanSales : 1)
        : weightedShare(
            profile,
            (past) => quantityOf(past, product),
            (past) => past.sales_cents,
          ) * (day.sales_cents as number);
      return itemOf(product, mean, day, intermittent);
    })
    .filter((item) => item.quantity > 0 || item.quantity_high > 0)
    .sort((a, b) => b.quantity - a.quantity || (a.product_id < b.product_id ? -1 : 1));
};
