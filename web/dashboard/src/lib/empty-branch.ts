/**
 * Whether a branch has received anything from its POS yet (docs/dashboard.md, "An empty branch"):
 * the figure pages show how to connect the POS instead of zeros when it has not.
 *
 * A branch is empty when GET /api/v1/ingest/status reports no business day with a document over
 * the last 366 days (the longest range it reads, today included) and the live sales of today come
 * from no feed. Anything else has data; a read that failed or has not answered decides nothing, and
 * the page shows its own figures.
 */
import type { IngestStatusAttributes } from '../../../../shared/domain/responses/ingest-status.ts';
import type { LiveSalesMeta } from '../../../../shared/domain/responses/live.ts';
import { addDays } from './format.ts';

export type BranchData = 'unknown' | 'empty' | 'has-data';

/** The longest range GET /api/v1/ingest/status reads: 366 days, today included. */
export const STATUS_DAYS = 366;

/** The range of the status read for a branch whose calendar date is `today`. */
export function statusRange(today: string): { date_from: string; date_to: string } {
  return { date_from: addDays(today, -(STATUS_DAYS - 1)), date_to: today };
}

/**
 * The decision from what has answered: `undefined` is a read not answered (or failed), so it
 * decides nothing. The status alone can say "has data"; "empty" needs both reads.
 */
export function branchDataOf(
  status: Pick<IngestStatusAttributes, 'days'> | undefined,
  liveSales: { sources: Pick<LiveSalesMeta['sources'], 'sales'> } | undefined,
): BranchData {
  if (status && status.days.length > 0) return 'has-data';
  if (liveSales && liveSales.sources.sales.feed !== 'none') return 'has-data';
  if (status && liveSales) return 'empty';
  return 'unknown';
}

/** Pages whose figures come from the POS: an empty branch shows them how to connect it instead. */
export const POS_FIGURE_PAGES: ReadonlySet<string> = new Set(['hoy', 'ventas', 'menu', 'caja', 'costos']);

/** The ready curl of the connect panel: one sales summary of `date`, as the spec shapes it. */
export function salesCurl(origin: string, branchId: string, date: string): string {
  const body = {
    data: {
      type: 'sales',
      attributes: {
        branch_identifier: branchId,
        date,
        shift: 'all_day',
        closing_type: 'zout',
        total_sales_cents: 25000,
        food_sales_cents: 17000,
        beverage_sales_cents: 8000,
        covers: 2,
      },
    },
  };
  return [
    `curl -X POST '${origin}/api/v1/ingest/sales' \\`,
    `  -H 'X-API-Key: TU_LLAVE' \\`,
    `  -H "X-Idempotency-Key: $(uuidgen)" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${JSON.stringify(body)}'`,
  ].join('\n');
}
