/**
 * The KPIs the POS data gives (avg_ticket_cents and cash_variance_pct), from the range's sales and
 * cash cubes. /intelligence/kpis (shared/use-cases/intelligence/kpis.ts) adds the six cost KPIs
 * (food, beverage, labor, prime cost, EBITDA, net profit) of shared/domain/costs/kpis.ts.
 */
import { BENCHMARKS } from '../benchmarks.ts';
import type { Kpi, KpisAttributes } from '../responses/intelligence.ts';
import { closingFigures } from './builders/cash.ts';
import type { CashCube, SalesCube } from './cubes.ts';
import { foldVariance, type VarianceFold, varianceOfFold } from './reconciliation.ts';
import { salesSummary } from './sales.ts';

/** The response schemas' types (shared/domain/responses/): the schema is the type. */
export type { Kpi, KpisAttributes };

/** The variance fold of the zout closings of some days' cash cubes (a month's stands for its days). */
export function cashVarianceFold(cash: readonly CashCube[]): VarianceFold {
  return foldVariance(cash.flatMap((cube) => cube.closings.map((row) => closingFigures(row.summaries))));
}

/**
 * avg_ticket_cents = total sales of the zout summaries / tables served (whole cents); it has no
 * benchmark in the spec, so status and benchmarks are null. cash_variance_pct = Σ |variance| /
 * Σ expected cash × 100 over the range's zout closings (see reconciliation.ts), judged against the
 * spec's cash-variance benchmark (below 1 green, 1 to 3 yellow, above 3 red); `cash` is the
 * closings' variance fold (`cashVarianceFold` of the cash cubes).
 */
export function kpis(sales: readonly SalesCube[], cash: VarianceFold): KpisAttributes {
  const variance = varianceOfFold(cash);
  return {
    kpis: [
      {
        key: 'avg_ticket_cents',
        label: 'Ticket promedio',
        value: salesSummary(sales, []).avg_ticket_cents,
        unit: 'cents',
        status: null,
        benchmark_green: null,
        benchmark_red: null,
      },
      {
        key: 'cash_variance_pct',
        label: BENCHMARKS.cash_variance_pct.label,
        value: variance.variance_pct,
        unit: '%',
        status: variance.variance_status,
        benchmark_green: BENCHMARKS.cash_variance_pct.green,
        benchmark_red: BENCHMARKS.cash_variance_pct.red,
      },
    ],
  };
}
