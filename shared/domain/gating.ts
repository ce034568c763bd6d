/**
 * Figures of one plan module read through another module's endpoint. /intelligence/kpis and
 * /intelligence/alerts are in the `sales` module (Starter), but some of their KPIs and alerts come
 * from `costs`, `cash`, `inventory` or `audit`: a plan without that module gets those KPIs null (and
 * the meta members that describe them null) and those alerts left out, and `meta.gated` names the
 * module and the cheapest plan that gives them (docs/intelligence.md, "Plan gating"). One table per
 * endpoint, so a new KPI or alert type is gated by adding one row.
 */
import { cheapestPlanWith, type Module, type Plan, planAllows } from './plans.ts';
import type { ALERT_TYPES } from './responses/intelligence.ts';

/** Each member of /kpis (its KPI keys, and meta members of the cost figures) and its module. */
export const KPI_MEMBER_MODULES = {
  food_cost_pct: 'costs',
  beverage_cost_pct: 'costs',
  labor_cost_pct: 'costs',
  prime_cost_pct: 'costs',
  ebitda_pct: 'costs',
  net_profit_pct: 'costs',
  avg_ticket_cents: 'sales',
  cash_variance_pct: 'cash',
  'meta.cost_method': 'costs',
  'meta.missing': 'costs',
  'meta.category_sales_source': 'costs',
  'meta.inventory_days': 'costs',
} as const satisfies Record<string, Module>;

/** Each alert type and the module whose figures raise it. */
export const ALERT_TYPE_MODULES = {
  cash_variance_high: 'cash',
  discounts_high: 'sales',
  cancellations_high: 'sales',
  sales_up: 'sales',
  sales_down: 'sales',
  // The activity log's loss-prevention rules (spec: audit module).
  anomaly_cancellations: 'audit',
  anomaly_price_override: 'audit',
  anomaly_new_login: 'audit',
  void_alert: 'audit',
  food_cost_high: 'costs',
  bar_cost_high: 'costs',
  labor_cost_high: 'costs',
  // From inventory counts, which only the inventory module captures.
  low_stock: 'inventory',
} as const satisfies Record<(typeof ALERT_TYPES)[number], Module>;

/** One module the plan lacks, the plan that first includes it, and the members it withholds. */
export interface GatedModule {
  module: Module;
  included_from: Plan;
  members: string[];
}

/**
 * The modules of `table` the plan does not include, each with its members (in the table's order),
 * modules in order of first appearance. Listed whether or not the period had such figures, so the
 * answer never tells that a withheld alert exists.
 */
export function gatedModules(plan: Plan, table: Readonly<Record<string, Module>>): GatedModule[] {
  const byModule = new Map<Module, string[]>();
  for (const [member, module] of Object.entries(table)) {
    if (planAllows(plan, module)) continue;
    byModule.set(module, [...(byModule.get(module) ?? []), member]);
  }
  return [...byModule].map(([module, members]) => ({
    module,
    included_from: cheapestPlanWith(module),
    members,
  }));
}
