/**
 * The six cost KPIs of /intelligence/kpis, from the period's cost figures, each with its benchmark.
 * avg_ticket_cents and cash_variance_pct come from the sales and cash cubes (analytics/kpis.ts).
 */
import type { Kpi } from '../analytics/kpis.ts';
import { BENCHMARKS, type BenchmarkKey } from '../benchmarks.ts';
import { type CostFigures, judged, typeCostRatio } from './pnl.ts';

/** The spec's order of the eight keys. */
export const KPI_ORDER = [
  'food_cost_pct',
  'beverage_cost_pct',
  'labor_cost_pct',
  'prime_cost_pct',
  'ebitda_pct',
  'net_profit_pct',
  'avg_ticket_cents',
  'cash_variance_pct',
] as const;

function kpi(key: BenchmarkKey, figure: { value: number | null; status: Kpi['status'] }): Kpi {
  const benchmark = BENCHMARKS[key];
  return {
    key,
    label: benchmark.label,
    value: figure.value,
    unit: '%',
    status: figure.status,
    benchmark_green: benchmark.green,
    benchmark_red: benchmark.red,
  };
}

export function costKpis(figures: CostFigures): Kpi[] {
  const total = figures.sales.total;
  return [
    kpi('food_cost_pct', typeCostRatio(figures, 'food')),
    kpi('beverage_cost_pct', typeCostRatio(figures, 'beverage')),
    kpi('labor_cost_pct', judged('labor_cost_pct', figures.labor, total)),
    kpi('prime_cost_pct', judged('prime_cost_pct', figures.prime_cost, total)),
    kpi('ebitda_pct', judged('ebitda_pct', figures.ebitda, total)),
    kpi('net_profit_pct', judged('net_profit_pct', figures.net_profit, total)),
  ];
}

/** The eight KPIs in the spec's order. */
export function orderKpis(kpis: readonly Kpi[]): Kpi[] {
  const rank = (key: string) => {
    const index = (KPI_ORDER as readonly string[]).indexOf(key);
    return index === -1 ? KPI_ORDER.length : index;
  };
  return [...kpis].sort((a, b) => rank(a.key) - rank(b.key));
}
