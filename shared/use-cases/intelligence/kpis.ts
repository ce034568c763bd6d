/**
 * GET /api/v1/intelligence/kpis: the eight KPIs of the spec. avg_ticket_cents and cash_variance_pct
 * from the sales and cash cubes; the six cost KPIs from the same figures as the P&L (the sales cube
 * and the back office). Seven Queries in parallel. Each KPI carries its benchmark; meta.benchmarks
 * the ranges of every listed KPI the spec's table covers, and meta.inventory_days the DSI.
 */
import type { CashCube } from '../../domain/analytics/cubes.ts';
import { kpis } from '../../domain/analytics/kpis.ts';
import { BENCHMARKS, type BenchmarkKey } from '../../domain/benchmarks.ts';
import { costKpis, orderKpis } from '../../domain/costs/kpis.ts';
import { costMeta, costPeriod, inventoryDays, latestCountOnOrBefore } from '../../domain/costs/pnl.ts';
import { readCostInputs } from '../backoffice/cost-inputs.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { benchmarksOf, latestBuiltAt, readRange, readResult } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

const isBenchmarkKey = (key: string): key is BenchmarkKey => Object.hasOwn(BENCHMARKS, key);

export async function getKpis(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const [inputs, cash] = await Promise.all([
    readCostInputs(deps, branchId, range),
    readRange<CashCube>(deps, branchId, 'cash', range),
  ]);
  const sales = inputs.sales;
  const figures = costPeriod({ range, ...inputs, sales: sales.map((cube) => cube.data) });
  const attributes = {
    kpis: orderKpis([
      ...costKpis(figures),
      ...kpis(
        sales.map((cube) => cube.data),
        cash.map((cube) => cube.data),
      ).kpis,
    ]),
  };
  const { cost_method, missing, category_sales_source } = costMeta(figures);
  return readResult(
    attributes,
    { range, branchId, timeZone, snapshotDate: latestBuiltAt(sales, cash) },
    {
      benchmarks: benchmarksOf(
        ...attributes.kpis.map((kpi) => kpi.key).filter(isBenchmarkKey),
        'inventory_days',
      ),
      cost_method,
      missing,
      category_sales_source,
      inventory_days: inventoryDays(figures, latestCountOnOrBefore(inputs.counts, range.to)),
    },
  );
}
