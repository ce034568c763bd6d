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
  figures: Pick<LiveSalesFigures, 'total_sales_cents' | 'open_ordered_cents'>,
  reference: { source: 'live' | 'orders' | null } | null,
): number | null {
  if (figures.total_sales_cents === null) return null;
  return reference?.source === 'orders'
    ? figures.total_sales_cents + (figures.open_ordered_cents ?? 0)
    : figures.total_sales_cents;
}
