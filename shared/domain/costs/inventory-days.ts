/**
 * Days of inventory: one definition for Costos (the whole stock's value against the cost of goods)
 * and Compras (each ingredient's quantity against its use). Stock on hand is the latest count plus
 * what was bought after it; the days are that stock over the average daily use, one decimal.
 * Rules: docs/computation-rules.md ("Days of inventory"). Pure.
 */
import { divideRounded, roundHalfAwayFromZero } from '../analytics/rounding.ts';

/**
 * `stock` / (`used` / `days`): how many days the stock lasts at the average daily use of `used`
 * over `days`, one decimal (half away from zero). Null when the stock or the use is unknown, or
 * nothing was used.
 */
export function daysOfInventory(stock: number | null, used: number | null, days = 1): number | null {
  if (stock === null || used === null || used <= 0 || days <= 0) return null;
  if (Number.isInteger(stock) && Number.isInteger(used)) return divideRounded(stock * days, used, 1);
  return roundHalfAwayFromZero((stock * days) / used, 1);
}
