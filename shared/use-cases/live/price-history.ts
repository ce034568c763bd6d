/**
 * The price history the price-override rule compares against: for every item (normalized name), the
 * unit prices of the zout order lines of closed days, each with the last date it was seen. The
 * aggregator records a day after building it (a rebuild records it again: a price's date never moves
 * back), so the rule reads one item instead of 90 days of order lines. Prices not seen for
 * PRICE_HISTORY_DAYS are dropped.
 */
import { addDays } from '../../domain/calendar-dates.ts';
import { mergePriceSightings, PRICE_HISTORY_DAYS } from '../../domain/live/anomalies.ts';
import { readPriceHistory, writePriceHistory } from '../../storage/anomaly-store.ts';
import type { Deps } from '../deps.ts';

export async function recordDayPrices(
  deps: Pick<Deps, 'db' | 'tableName' | 'clock'>,
  branchId: string,
  date: string,
  lines: readonly { item_name?: unknown; unit_price_cents?: unknown }[],
): Promise<void> {
  const now = deps.clock.now();
  // A day older than the window is irrelevant; one day of slack for time zones ahead of UTC.
  const keepSince = addDays(now.toISOString().slice(0, 10), -(PRICE_HISTORY_DAYS + 1))!;
  if (date < keepSince || lines.length === 0) return;
  const history = await readPriceHistory(deps, branchId);
  const merged = mergePriceSightings(history, date, lines, keepSince);
  await writePriceHistory(deps, branchId, merged, date, now.toISOString());
}
