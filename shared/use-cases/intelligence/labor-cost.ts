/** GET /api/v1/intelligence/labor-cost: payroll prorated over the range, by department, against net sales. */
import { costMeta, costPeriod, coverageMeta, laborCost } from '../../domain/costs/pnl.ts';
import { costInputOf, costSalesDays, readCostInputs } from '../backoffice/cost-inputs.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { benchmarksOf, latestBuiltAt, readResult } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export async function getLaborCost(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const inputs = await readCostInputs(deps, branchId, range);
  const figures = costPeriod(costInputOf(range, inputs));
  return readResult(
    laborCost(figures),
    { range, branchId, timeZone, snapshotDate: latestBuiltAt(inputs.sales) },
    {
      benchmarks: benchmarksOf('labor_cost_pct'),
      missing: costMeta(figures).missing,
      category_sales_source: figures.sales_source,
      ...coverageMeta(figures),
      days_with_sales: costSalesDays(inputs),
    },
  );
}
