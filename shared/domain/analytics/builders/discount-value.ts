/**
 * A discount's amount by its type (spec: percentage is a percent of the subtotal, fixed is a fixed
 * amount, courtesy is 100 percent), when the POS sends no amount_cents:
 *
 *   percentage = rate / 100 × subtotal      courtesy = subtotal      fixed = nothing to compute
 *
 * "The subtotal of what it was applied to":
 * - a discount that names an item (item_identifier, item_sku or item_name) was applied to that item:
 *   its price before discount × the discount's quantity (1 when absent). The price is the day's
 *   order lines of that product (Σ subtotal_cents / Σ quantity: what was charged before discounts),
 *   else the catalog's unit_price_cents;
 * - a discount that names no item was applied to a whole order: order lines carry no ticket, so the
 *   order's subtotal is known only when the discount sends it (`subtotal_cents`, ours).
 * Anything else cannot be valued: null (counted as without amount, never as 0). An amount_cents the
 * POS sent always wins. One rounding, half away from zero, on the exact product.
 */
import { normalizeName } from '../../names.ts';
import type { CatalogItemInput, DiscountInput, OrderLineInput } from '../inputs.ts';
import { scaleRounded } from '../rounding.ts';
import { catalogIndex, itemKeyOf } from './items.ts';

/** How a discount got its amount: sent by the POS, computed from its type, or none. */
export type DiscountValuation = 'sent' | 'computed' | 'none';

/** The price of `quantity` units of an item before discount, as a fraction (cents × q / units). */
interface ItemPrice {
  subtotal_cents: number;
  units: number;
}

const add = (prices: Map<string, ItemPrice>, key: string, line: OrderLineInput): void => {
  const price = prices.get(key) ?? { subtotal_cents: 0, units: 0 };
  price.subtotal_cents += line.subtotal_cents;
  price.units += line.quantity;
  prices.set(key, price);
};

/**
 * Σ subtotal and Σ quantity of the day's lines per product key (items.ts itemKeyOf), and per the
 * identifier and SKU the lines themselves carry (for an item the catalog does not know).
 */
function linePrices(lines: readonly OrderLineInput[], catalog: readonly CatalogItemInput[]) {
  const lookup = catalogIndex(catalog);
  const prices = new Map<string, ItemPrice>();
  for (const line of lines) {
    add(prices, itemKeyOf(line, lookup(line)), line);
    const identifier = line.item_identifier?.trim().toLowerCase();
    if (identifier) add(prices, `line-id:${identifier}`, line);
    const sku = line.item_sku?.trim();
    if (sku) add(prices, `line-sku:${sku}`, line);
  }
  return { lookup, prices };
}

/**
 * A resolver from a discount to the subtotal it was applied to (null: unknown). The discount's item
 * is found as an order line's item is (catalog by identifier, SKU, name), so the same product keys.
 */
export function discountSubtotals(lines: readonly OrderLineInput[], catalog: readonly CatalogItemInput[]) {
  const { lookup, prices } = linePrices(lines, catalog);
  return (discount: DiscountInput): number | null => {
    const named = [discount.item_identifier, discount.item_sku, discount.item_name].some(
      (value) => value != null && value.trim() !== '',
    );
    if (!named)
      return Number.isSafeInteger(discount.subtotal_cents) ? (discount.subtotal_cents as number) : null;
    const reference = {
      item_identifier: discount.item_identifier,
      item_sku: discount.item_sku,
      item_name: discount.item_name ?? '',
    };
    const found = lookup(reference);
    const quantity = discount.quantity ?? 1;
    const identifier = discount.item_identifier?.trim().toLowerCase();
    const sku = discount.item_sku?.trim();
    const byLines =
      found !== null || normalizeName(reference.item_name) !== ''
        ? prices.get(itemKeyOf(reference, found))
        : ((identifier ? prices.get(`line-id:${identifier}`) : undefined) ??
          (sku ? prices.get(`line-sku:${sku}`) : undefined));
    if (byLines !== undefined && byLines.units > 0) {
      return scaleRounded(byLines.subtotal_cents, quantity, byLines.units);
    }
    const catalogPrice = found?.item.unit_price_cents;
    return catalogPrice == null ? null : catalogPrice * quantity;
  };
}

/** The discount's kind: type, else factor_type. */
export const discountKindOf = (discount: DiscountInput): string | null =>
  discount.type?.trim() || discount.factor_type?.trim() || null;

/** The amount of one discount and how it was obtained (see the module comment). */
export function valueDiscount(
  discount: DiscountInput,
  subtotalOf: (discount: DiscountInput) => number | null,
): { amount_cents: number | null; valuation: DiscountValuation } {
  if (discount.amount_cents != null) return { amount_cents: discount.amount_cents, valuation: 'sent' };
  const kind = discountKindOf(discount);
  if (kind !== 'percentage' && kind !== 'courtesy') return { amount_cents: null, valuation: 'none' };
  if (kind === 'percentage' && discount.rate == null) return { amount_cents: null, valuation: 'none' };
  const subtotal = subtotalOf(discount);
  if (subtotal === null) return { amount_cents: null, valuation: 'none' };
  const amount = kind === 'courtesy' ? subtotal : scaleRounded(subtotal, discount.rate as number, 100);
  return amount === null
    ? { amount_cents: null, valuation: 'none' }
    : { amount_cents: amount, valuation: 'computed' };
}
