/**
 * GET /api/v1/intelligence/pnl: the income statement of the range, from the zout sales summaries
 * (sales cube) and the back office (purchases, inventory counts, payroll, expenses): five Queries in
 * parallel, each one per family over the period. Rules: docs/computation-rules.md ("Costs").
 */
import { costMeta, costPeriod, pnlSummary } from '../../domain/costs/pnl.ts';
import { costInputOf, costSalesDays, readCostInputs } from '../backoffice/cost-inputs.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { benchmarksOf, latestBuiltAt, readResult } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export const COST_BENCHMARKS = [
  'food_cost_pct',
  'beverage_cost_pct',
  'bar_cost_pct',
  'labor_cost_pct',
  'prime_cost_pct',
  'ebitda_pct',
  'net_profit_pct',
] as const;

export async function getPnl(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const inputs = await readCostInputs(deps, branchId, range);
  const figures = costPeriod(costInputOf(range, inputs));
  return readResult(
    pnlSummary(figures),
    { range, branchId, timeZone, snapshotDate: latestBuiltAt(inputs.sales) },
    {
      benchmarks: benchmarksOf(...COST_BENCHMARKS),
      ...costMeta(figures),
      days_with_sales: costSalesDays(inputs),
    },
  );
}
