/**
 * The six cost KPIs of /intelligence/kpis, from the period's cost figures, each with its benchmark.
 * avg_ticket_cents and cash_variance_pct come from the sales and cash cubes (analytics/kpis.ts).
 */
import type { Kpi } from '../analytics/kpis.ts';
import { BENCHMARKS, type BenchmarkKey } from '../benchmarks.ts';
import type { CostFigures } from './pnl.ts';

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

/** The six cost KPIs: the period's ratios as `costPeriod` judged them, as the P&L shows them. */
export function costKpis(figures: CostFigures): Kpi[] {
  const { ratios } = figures;
  return [
    kpi('food_cost_pct', ratios.food_cost_pct),
    kpi('beverage_cost_pct', ratios.beverage_cost_pct),
    kpi('labor_cost_pct', ratios.labor_cost_pct),
    kpi('prime_cost_pct', ratios.prime_cost_pct),
    kpi('ebitda_pct', ratios.ebitda_pct),
    kpi('net_profit_pct', ratios.net_profit_pct),
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
