/**
 * The intelligence schemas accept what the read use cases build from hand-computed data (the
 * analytics day fixture and the costs month), and reject the same answer with a member renamed.
 * The integration suites parse every real answer over HTTP (test/support/contract.ts); this test
 * needs no DynamoDB.
 */

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ALERT_REVIEWS_CONTRACT } from '#shared/contract/alert-reviews.ts';
import { FORECAST_CONTRACT } from '#shared/contract/forecast.ts';
import { INTELLIGENCE_CONTRACT } from '#shared/contract/intelligence.ts';
import { ROUTES, type RouteId, routeById } from '#shared/contract/routes.ts';
import { type RouteContract, successBody } from '#shared/contract/schemas.ts';
import { alertsForDay, alertsSummary } from '#shared/domain/analytics/alerts.ts';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import { cashFlow } from '#shared/domain/analytics/cash-flow.ts';
import { cashVarianceFold, kpis } from '#shared/domain/analytics/kpis.ts';
import { coverageOfRange, liveCoverageNote } from '#shared/domain/analytics/live-tables.ts';
import { menuEngineering } from '#shared/domain/analytics/menu-engineering.ts';
import { reconciliation } from '#shared/domain/analytics/reconciliation.ts';
import {
  daysWithSales,
  openDaysMeta,
  salesByEmployee,
  salesByHour,
  salesSummary,
  unassignedHourlySalesCents,
} from '#shared/domain/analytics/sales.ts';
import { foodCost, ingredientCosts, soldItems, theoreticalFoodCost } from '#shared/domain/costs/food-cost.ts';
import { costKpis, orderKpis } from '#shared/domain/costs/kpis.ts';
import {
  costMeta,
  costPeriod,
  coverageMeta,
  inventoryDays,
  laborCost,
  latestCountOnOrBefore,
  pnlSummary,
} from '#shared/domain/costs/pnl.ts';
import { purchaseSuggestions } from '#shared/domain/costs/suggestions.ts';
import {
  alertBenchmarks,
  benchmarksOf,
  inBranchTime,
  readResult,
} from '#shared/use-cases/intelligence/envelope.ts';
import { COST_BENCHMARKS } from '#shared/use-cases/intelligence/pnl.ts';
import { counts, expenses, MARCH, payroll, purchases, sales } from '../../fixtures/costs-month.ts';
import { BRANCH, MX, monday, sunday } from '../analytics/fixtures.ts';

const day = buildDayCubes(sunday);
const quiet = buildDayCubes(monday);
const range = { from: '2026-03-08', to: '2026-03-09' };
const scope = { range, branchId: BRANCH, timeZone: MX, snapshotDate: '2026-03-09T07:35:00.000Z' };
const monthScope = { ...scope, range: MARCH };
const figures = costPeriod({ range: MARCH, sales, purchases, expenses, payroll, counts });
// The cost reads' meta.days_with_sales: each of the month's fixture days closed with its sales.
const costDays = daysWithSales(sales.map((day) => ({ ...day, summaries_count: 1 })));
const theoretical = theoreticalFoodCost(
  soldItems([day.items]),
  [],
  ingredientCosts(purchases, counts, MARCH.to),
);
const dsi = inventoryDays(figures, latestCountOnOrBefore(counts, MARCH.to), purchases);
const suggestions = purchaseSuggestions({
  today: MARCH.to,
  daysAhead: 7,
  counts,
  purchases,
  recipes: [],
  sold: soldItems([day.items]),
});
const flow = cashFlow([day.cash, quiet.cash]);
const alerts = alertsSummary(
  alertsForDay(day, { sales: quiet.sales }, '2026-03-09T07:35:00.000Z').map(
    ({ discriminator: _, ...alert }) => ({
      ...alert,
      created_at: inBranchTime(alert.created_at, MX),
    }),
  ),
);

/** One realistic result per route, built the way its use case builds it. */
const RESULTS: Record<keyof typeof INTELLIGENCE_CONTRACT, { attributes: unknown; meta: unknown }> = {
  'intelligence-sales-summary': readResult(
    salesSummary([day.sales], [quiet.sales]),
    scope,
    openDaysMeta([day.sales], { range: { from: '2026-02-01', to: '2026-02-28' }, cubes: [quiet.sales] }),
  ),
  'intelligence-sales-by-hour': readResult(salesByHour([day.hourly]), scope, {
    unassigned_sales_cents: unassignedHourlySalesCents([day.hourly]),
    live_updates: liveCoverageNote(coverageOfRange([day.hourly]), 'covers and tables'),
  }),
  'intelligence-sales-by-employee': readResult(salesByEmployee([day.employees]), scope, {
    live_updates: liveCoverageNote(coverageOfRange([day.employees]), 'covers and tips'),
  }),
  'intelligence-sales-reconciliation': readResult(reconciliation([day.reconciliation]), scope, {
    benchmarks: benchmarksOf('cash_variance_pct'),
  }),
  'intelligence-cash-flow': readResult(flow.attributes, scope, {
    benchmarks: benchmarksOf('cash_variance_pct'),
    benchmark: flow.meta.benchmark,
    live_updates: flow.meta.live_updates,
  }),
  'intelligence-menu-engineering': readResult(menuEngineering([day.items]), scope, {}),
  'intelligence-kpis': readResult(
    { kpis: orderKpis([...costKpis(figures), ...kpis([day.sales], cashVarianceFold([day.cash])).kpis]) },
    monthScope,
    {
      benchmarks: benchmarksOf('cash_variance_pct', 'food_cost_pct', 'inventory_days'),
      cost_method: figures.cost_method,
      missing: figures.missing,
      negative_cost: figures.negative_cost,
      category_sales_source: figures.sales_source,
      inventory_days: dsi,
      ...coverageMeta(figures),
      gated: [],
    },
  ),
  'intelligence-alerts': readResult(alerts, scope, {
    benchmarks: { ...alertBenchmarks(), ...benchmarksOf('food_cost_pct', 'bar_cost_pct', 'labor_cost_pct') },
    gated: [{ module: 'inventory', included_from: 'pro', members: ['low_stock'] }],
  }),
  'intelligence-pnl': readResult(pnlSummary(figures), monthScope, {
    benchmarks: benchmarksOf(...COST_BENCHMARKS),
    ...costMeta(figures),
    days_with_sales: costDays,
  }),
  'intelligence-food-cost': readResult(
    {
      ...foodCost(figures, purchases, theoretical),
      inventory_days: dsi.value,
      inventory_days_status: dsi.status,
    },
    monthScope,
    {
      benchmarks: benchmarksOf('food_cost_pct', 'beverage_cost_pct', 'bar_cost_pct', 'inventory_days'),
      ...costMeta(figures),
      days_with_sales: costDays,
      theoretical: {
        items_by_recipe: theoretical.items_by_recipe,
        items_by_catalog_cost: theoretical.items_by_catalog_cost,
        items_without_cost: theoretical.items_without_cost,
      },
      inventory_days: dsi,
    },
  ),
  'intelligence-labor-cost': readResult(laborCost(figures), monthScope, {
    benchmarks: benchmarksOf('labor_cost_pct'),
    missing: costMeta(figures).missing,
    category_sales_source: figures.sales_source,
    ...coverageMeta(figures),
    days_with_sales: costDays,
  }),
  'intelligence-inventory-suggestions': readResult(
    {
      generated_at: '2026-03-31T12:00:00.000-06:00',
      days_ahead: 7,
      by_supplier: suggestions.by_supplier,
      total_suggested_cents: suggestions.total_suggested_cents,
    },
    { ...scope, range: { from: '2026-03-03', to: MARCH.to } },
    {
      as_of: MARCH.to,
      count_date: suggestions.count_date,
      low_stock: suggestions.low_stock,
      missing: [],
      usage_from: 'sales_28_days',
      usage_days: 28,
    },
  ),
  'intelligence-insights': readResult(
    {
      insights: [
        {
          date: '2026-03-08',
          insight_id: 'ins-2026-03-08',
          text: 'El domingo vendiste $1,234.00.',
          generated_at: '2026-03-09T01:35:00.000-06:00',
        },
      ],
    },
    scope,
    {},
  ),
};

/** The result as the presenter writes it: `{ data: { type, attributes, meta } }`. */
function bodyOf(id: RouteId, result: { attributes: unknown; meta: unknown }) {
  return { data: { type: routeById(id).type, ...JSON.parse(JSON.stringify(result)) } };
}

/** The same object with its first member renamed. */
function renamedFirst(value: Record<string, unknown>): Record<string, unknown> {
  const [first, ...rest] = Object.entries(value);
  return Object.fromEntries([[`${first![0]}_renamed`, first![1]], ...rest]);
}

describe('intelligence response schemas', () => {
  for (const [id, contract] of Object.entries(INTELLIGENCE_CONTRACT) as Array<[RouteId, RouteContract]>) {
    const schema = successBody(routeById(id), contract);
    const body = bodyOf(id, RESULTS[id as keyof typeof RESULTS]);

    it(`${id}: the success body parses`, () => {
      const parsed = z.safeParse(schema, body);
      expect(parsed.success ? 'ok' : z.prettifyError(parsed.error)).toBe('ok');
    });

    it(`${id}: an attribute or meta member renamed is rejected`, () => {
      const attributes = { data: { ...body.data, attributes: renamedFirst(body.data.attributes) } };
      expect(z.safeParse(schema, attributes).success).toBe(false);
      const meta = { data: { ...body.data, meta: renamedFirst(body.data.meta) } };
      expect(z.safeParse(schema, meta).success).toBe(false);
    });
  }

  it('every intelligence route of the table has its schemas', () => {
    const intelligence = ROUTES.filter((route) => route.path.startsWith('/api/v1/intelligence/'));
    // The alert reviews are writes beside the reads, and the forecast reads take their own query:
    // each has its own contract module.
    const contracted = [
      ...Object.keys(INTELLIGENCE_CONTRACT),
      ...Object.keys(ALERT_REVIEWS_CONTRACT),
      ...Object.keys(FORECAST_CONTRACT),
    ];
    expect(intelligence.map((route) => route.id).sort()).toEqual(contracted.sort());
  });
});
