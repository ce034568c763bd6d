/**
 * The assistant's only way to numbers: the read use cases the intelligence endpoints run, called
 * with the same query a client would send, so an answer's figures are the endpoint's figures for
 * the same period. The map says which path runs which use case and which plan module it needs;
 * a path not in the map answers 404 (the endpoint does not exist in this deployment yet), a module
 * outside the branch's plan 403, like the endpoint would.
 */
import { ServiceError } from '../../domain/errors.ts';
import { cheapestPlanWith, type Module, planAllows } from '../../domain/plans.ts';
import type { Deps } from '../deps.ts';
import { getAlerts } from '../intelligence/alerts.ts';
import { getFoodCost } from '../intelligence/food-cost.ts';
import { getInventorySuggestions } from '../intelligence/inventory-suggestions.ts';
import { getKpis } from '../intelligence/kpis.ts';
import { getLaborCost } from '../intelligence/labor-cost.ts';
import { getMenuEngineering } from '../intelligence/menu-engineering.ts';
import { getPnl } from '../intelligence/pnl.ts';
import { getReconciliationWithVariance } from '../intelligence/reconciliation.ts';
import { getSalesByEmployee } from '../intelligence/sales-by-employee.ts';
import { getSalesByHour } from '../intelligence/sales-by-hour.ts';
import { getSalesSummary } from '../intelligence/sales-summary.ts';
import type { HttpResult, ReadUseCase, RouteRequest } from '../request.ts';
import { getCancellationsAndDiscounts } from './losses.ts';

/** `(path, query) → the endpoint's answer`; the assistant's port to the numbers. */
export type IntelligenceReader = (path: string, query: Record<string, string>) => Promise<HttpResult>;

export interface ReadEntry {
  useCase: ReadUseCase;
  module: Module;
}
export type ReadMap = Readonly<Record<string, ReadEntry>>;

/**
 * What the assistant reads: each path runs its endpoint's read use case, except the reconciliation,
 * whose read also carries the period's variance summary in meta (the cash answer's percentage, the
 * KPI's formula over the same closings, without a /kpis read). A path missing from a map answers
 * 404, and its intents say that the data is not available yet.
 */
export const ASSISTANT_READ_MAP: ReadMap = {
  '/api/v1/intelligence/sales/summary': { useCase: enveloped(getSalesSummary), module: 'sales' },
  '/api/v1/intelligence/sales/by-hour': { useCase: enveloped(getSalesByHour), module: 'sales' },
  '/api/v1/intelligence/sales/by-employee': { useCase: enveloped(getSalesByEmployee), module: 'sales' },
  '/api/v1/intelligence/sales/reconciliation': {
    useCase: enveloped(getReconciliationWithVariance),
    module: 'cash',
  },
  '/api/v1/intelligence/menu/engineering': { useCase: enveloped(getMenuEngineering), module: 'menu' },
  '/api/v1/intelligence/kpis': { useCase: enveloped(getKpis), module: 'sales' },
  '/api/v1/intelligence/alerts': { useCase: enveloped(getAlerts), module: 'sales' },
  '/api/v1/intelligence/pnl': { useCase: enveloped(getPnl), module: 'costs' },
  '/api/v1/intelligence/food-cost': { useCase: enveloped(getFoodCost), module: 'costs' },
  '/api/v1/intelligence/labor-cost': { useCase: enveloped(getLaborCost), module: 'costs' },
  '/api/v1/intelligence/inventory/suggestions': {
    useCase: enveloped(getInventorySuggestions),
    module: 'inventory',
  },
  'internal:cancellations-and-discounts': {
    useCase: enveloped(getCancellationsAndDiscounts),
    module: 'sales',
  },
};

/** Transitional: the typed read in the envelope answers.ts still reads (goes with the typed reader). */
function enveloped(
  useCase: (deps: Deps, request: RouteRequest) => Promise<{ attributes: unknown; meta: unknown }>,
): ReadUseCase {
  return async (deps, request) => ({ status: 200, body: { data: await useCase(deps, request) } });
}

function errorResult(status: number, code: string, message: string): HttpResult {
  return { status, body: { error: { code, message } } };
}

export function intelligenceReader(deps: Deps, request: RouteRequest, map: ReadMap): IntelligenceReader {
  return async (path, query) => {
    const entry = Object.hasOwn(map, path) ? map[path] : undefined;
    if (!entry) return errorResult(404, 'SVC_ERR_404', `${path} is not available in this deployment.`);
    if (!planAllows(request.branch.plan, entry.module)) {
      return errorResult(
        403,
        'SVC_ERR_403',
        `The ${request.branch.plan} plan does not include ${entry.module}; it is included from ${cheapestPlanWith(entry.module)}.`,
      );
    }
    const routeRequest: RouteRequest = {
      ...request,
      body: undefined,
      params: {},
      query: { ...query, branch_identifier: request.branch.branch_identifier },
    };
    try {
      return await entry.useCase(deps, routeRequest);
    } catch (error) {
      // A client error of the endpoint (a 422 on the query) is an answer, like over HTTP; storage
      // failures (503) and bugs propagate to the one error pipeline.
      if (error instanceof ServiceError && error.status < 500) {
        return errorResult(error.status, error.code, error.message);
      }
      throw error;
    }
  };
}

/** The plan that first includes the module behind a path (for "tu plan no incluye…"). */
export function requiredPlanFor(map: ReadMap, path: string): string {
  const entry = Object.hasOwn(map, path) ? map[path] : undefined;
  return entry ? cheapestPlanWith(entry.module) : 'enterprise';
}
