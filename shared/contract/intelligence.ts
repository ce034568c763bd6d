/**
 * The schemas of every GET /api/v1/intelligence/* route: the query they parse
 * (shared/domain/schemas/intelligence.ts) and the attributes and meta they answer
 * (shared/domain/responses/intelligence*.ts).
 */

import {
  alertsAttributes,
  alertsMeta,
  cashFlowAttributes,
  cashFlowMeta,
  insightsAttributes,
  intelligenceMeta,
  kpisAttributes,
  kpisMeta,
  menuEngineeringAttributes,
  reconciliationAttributes,
  reconciliationMeta,
  salesByEmployeeAttributes,
  salesByEmployeeMeta,
  salesByHourAttributes,
  salesByHourMeta,
  salesSummaryAttributes,
  salesSummaryMeta,
} from '../domain/responses/intelligence.ts';
import {
  foodCostAttributes,
  foodCostMeta,
  inventorySuggestionsAttributes,
  inventorySuggestionsMeta,
  laborCostAttributes,
  laborCostMeta,
  pnlAttributes,
  pnlMeta,
} from '../domain/responses/intelligence-costs.ts';
import { intelligenceQuery, inventorySuggestionsQuery } from '../domain/schemas/intelligence.ts';
import { namedAfterVariables, type RouteContract } from './route-contract.ts';
import type { RouteId } from './routes.ts';

const query = intelligenceQuery;

export const INTELLIGENCE_CONTRACT = {
  'intelligence-sales-summary': { attributes: salesSummaryAttributes, meta: salesSummaryMeta, query },
  'intelligence-sales-by-hour': { attributes: salesByHourAttributes, meta: salesByHourMeta, query },
  'intelligence-sales-by-employee': {
    attributes: salesByEmployeeAttributes,
    meta: salesByEmployeeMeta,
    query,
  },
  'intelligence-sales-reconciliation': {
    attributes: reconciliationAttributes,
    meta: reconciliationMeta,
    query,
  },
  'intelligence-cash-flow': { attributes: cashFlowAttributes, meta: cashFlowMeta, query },
  'intelligence-menu-engineering': { attributes: menuEngineeringAttributes, meta: intelligenceMeta, query },
  'intelligence-kpis': { attributes: kpisAttributes, meta: kpisMeta, query },
  'intelligence-alerts': { attributes: alertsAttributes, meta: alertsMeta, query },
  'intelligence-pnl': { attributes: pnlAttributes, meta: pnlMeta, query },
  'intelligence-food-cost': { attributes: foodCostAttributes, meta: foodCostMeta, query },
  'intelligence-labor-cost': { attributes: laborCostAttributes, meta: laborCostMeta, query },
  'intelligence-inventory-suggestions': {
    attributes: inventorySuggestionsAttributes,
    meta: inventorySuggestionsMeta,
    query: inventorySuggestionsQuery,
  },
  'intelligence-insights': { attributes: insightsAttributes, meta: intelligenceMeta, query },
} satisfies Partial<Record<RouteId, RouteContract>>;

/** The schemas the OpenAPI document names as components. */
/** @public Read by name: scripts/openapi-options.ts registers every `*_COMPONENTS` map. */
export const INTELLIGENCE_COMPONENTS = namedAfterVariables({
  intelligenceMeta,
  salesSummaryAttributes,
  salesSummaryMeta,
  salesByHourAttributes,
  salesByHourMeta,
  salesByEmployeeMeta,
  salesByEmployeeAttributes,
  reconciliationAttributes,
  reconciliationMeta,
  cashFlowAttributes,
  cashFlowMeta,
  menuEngineeringAttributes,
  kpisAttributes,
  kpisMeta,
  alertsAttributes,
  alertsMeta,
  pnlAttributes,
  pnlMeta,
  foodCostAttributes,
  foodCostMeta,
  laborCostAttributes,
  laborCostMeta,
  inventorySuggestionsAttributes,
  inventorySuggestionsMeta,
  insightsAttributes,
});
