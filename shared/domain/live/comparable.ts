/**
 * Today's live sales as a comparison reads them, like with like (docs/computation-rules.md, "Live").
 * Pure and dependency-free, so Hoy's page computes the figure the API compared.
 */
import type { LiveSalesFigures } from '../responses/live.ts';

/**
 * Today's sales set against a reference, like with like: last week's live closes by the cutoff
 * against today's closed tables; last week's order lines by `ordered_at` against today's closed
 * tables plus what the open ones have ordered (an order line of a table still open at the cutoff
 * counts there, so its table must here too; before 2026-12-05 a Saturday at 13:41 read −69.5 %).
 */
export function comparableSoFar(
  figures: SoFar,
  reference: { source: 'live' | 'orders' | null } | null,
): number | null {
  return reference?.source === 'orders' ? orderedSoFar(figures) : figures.total_sales_cents;
}

type SoFar = Pick<LiveSalesFigures, 'total_sales_cents' | 'open_ordered_cents'>;

/**
 * What was ordered by now: the closed tables and what the open ones have ordered, as order lines
 * by `ordered_at` count it (last week's order lines, the forecast's hours); null without sales.
 */
export function orderedSoFar(figures: SoFar): number | null {
  if (figures.total_sales_cents === null) return null;
  return figures.total_sales_cents + (figures.open_ordered_cents ?? 0);
}
