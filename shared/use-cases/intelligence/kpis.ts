/**
 * GET /api/v1/intelligence/kpis: the eight KPIs of the spec. avg_ticket_cents and cash_variance_pct
 * from the sales and cash cubes; the six cost KPIs from the same figures as the P&L (the sales cube
 * and the back office). Seven Queries in parallel. Each KPI carries its benchmark; meta.benchmarks
 * the ranges of every listed KPI the spec's table covers, and meta.inventory_days the DSI.
 *
 * The route is in the sales module; the cost KPIs are the costs module's figures and
 * cash_variance_pct the cash module's. For a plan without one of them those KPIs are null (their
 * back office or cash cubes are not even read) and meta.gated names the module (domain/gating.ts).
 */
import type { CashCube, SalesCube } from '../../domain/analytics/cubes.ts';
import { cashVarianceFold, type Kpi, kpis } from '../../domain/analytics/kpis.ts';
import { BENCHMARKS, type BenchmarkKey } from '../../domain/benchmarks.ts';
import { costKpis, orderKpis } from '../../domain/costs/kpis.ts';
import {
  costMeta,
  costPeriod,
  coverageMeta,
  inventoryDays,
  latestCountOnOrBefore,
} from '../../domain/costs/pnl.ts';
import { gatedModules, KPI_MEMBER_MODULES } from '../../domain/gating.ts';
import { planAllows } from '../../domain/plans.ts';
import { readCubes } from '../../storage/cube-store.ts';
import { costInputOf, readCostInputs } from '../backoffice/cost-inputs.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { benchmarksOf, latestBuiltAt, readRange, readResult } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

const isBenchmarkKey = (key: string): key is BenchmarkKey => Object.hasOwn(BENCHMARKS, key);
const isKpiMember = (key: string): key is keyof typeof KPI_MEMBER_MODULES =>
  Object.hasOwn(KPI_MEMBER_MODULES, key);

/** The coverage members of a plan without the costs module: nothing was read. */
const NO_COVERAGE = { ratio_window: null, coverage: null, incomplete: null, out_of_range: null };

/** A KPI the plan does not include: listed (the spec's eight keys), without a value or status. */
const withheld = (kpi: Kpi): Kpi => ({ ...kpi, value: null, status: null });

export async function getKpis(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const allows = (key: string) =>
    !isKpiMember(key) || planAllows(request.branch.plan, KPI_MEMBER_MODULES[key]);
  const withCosts = allows('meta.cost_method');
  const withCash = allows('cash_variance_pct');
  const [inputs, cash] = await Promise.all([
    withCosts
      ? readCostInputs(deps, branchId, range)
      : readCubes<SalesCube>(deps, branchId, 'sales', range.from, range.to).then((sales) => ({
          sales,
          window_sales: [],
          purchases: [],
          expenses: [],
          payroll: [],
          counts: [],
        })),
    withCash ? readRange<CashCube>(deps, branchId, 'cash', range) : Promise.resolve([]),
  ]);
  const { sales } = inputs;
  const figures = costPeriod(costInputOf(range, inputs));
  const attributes = {
    kpis: orderKpis([
      ...costKpis(figures),
      ...kpis(
        sales.map((cube) => cube.data),
        cashVarianceFold(cash.map((cube) => cube.data)),
      ).kpis,
    ]).map((kpi) => (allows(kpi.key) ? kpi : withheld(kpi))),
  };
  const { cost_method, missing, negative_cost, category_sales_source } = costMeta(figures);
  return readResult(
    attributes,
    { range, branchId, timeZone, snapshotDate: latestBuiltAt(sales, cash) },
    {
      benchmarks: benchmarksOf(
        ...attributes.kpis.map((kpi) => kpi.key).filter(isBenchmarkKey),
        'inventory_days',
      ),
      cost_method: withCosts ? cost_method : null,
      missing: withCosts ? missing : null,
      negative_cost: withCosts ? negative_cost : null,
      category_sales_source: withCosts ? category_sales_source : null,
      inventory_days: withCosts
        ? inventoryDays(figures, latestCountOnOrBefore(inputs.counts, range.to), inputs.purchases)
        : null,
      ...(withCosts ? coverageMeta(figures) : NO_COVERAGE),
      gated: gatedModules(request.branch.plan, KPI_MEMBER_MODULES),
    },
  );
}
