/**
 * The forecast's item quantities as the purchase suggestions take them (sold items over days): the
 * stored days from today, for up to `daysAhead` of them, while each is `ok` or `closed` (a closed
 * day sells nothing and still counts). Null when today has none: the suggestions then use the
 * quantities sold over the last 28 days. Pure.
 */
import { addDays } from '../calendar-dates.ts';
import type { SoldItem } from '../costs/food-cost.ts';
import type { StoredForecastDetail, StoredForecastItem } from './stored.ts';

/** The product id back as the cube's item identity (history.ts `productIdOf`). */
export function soldItemOf(item: StoredForecastItem): SoldItem {
  const [kind, ...rest] = item.product_id.split(':');
  const tail = rest.join(':');
  const prefixed = rest.length > 0 && (kind === 'id' || kind === 'sku' || kind === 'name');
  return {
    key: prefixed ? item.product_id : `id:${item.product_id}`,
    item_name: item.name,
    item_identifier: prefixed ? (kind === 'id' ? tail : null) : item.product_id,
    item_sku: prefixed && kind === 'sku' ? tail : null,
    category_type: item.category_type,
    quantity: item.quantity,
    unit_cost_cents: null,
  };
}

export function forecastUsage(
  details: readonly StoredForecastDetail[],
  today: string,
  daysAhead: number,
): { sold: SoldItem[]; days: number } | null {
  const byDate = new Map(details.map((detail) => [detail.date, detail]));
  const sold = new Map<string, SoldItem>();
  let days = 0;
  for (let offset = 0; offset < daysAhead; offset += 1) {
    const detail = byDate.get(addDays(today, offset) ?? '');
    if (detail === undefined || (detail.status !== 'ok' && detail.status !== 'closed')) break;
    days += 1;
    for (const item of detail.items) {
      const row = soldItemOf(item);
      const known = sold.get(row.key);
      sold.set(row.key, known === undefined ? row : { ...known, quantity: known.quantity + row.quantity });
    }
  }
  return days === 0 ? null : { sold: [...sold.values()], days };
}
