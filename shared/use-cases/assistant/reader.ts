/**
 * The assistant's only way to numbers: the read use cases the intelligence endpoints run, called
 * with the same query a client would send, so an answer's figures are the endpoint's figures for
 * the same period, typed by the route's schemas (shared/domain/assistant/reads.ts). Each read is a
 * route of the route table: its plan module and its path come from there, so a plan without the
 * module answers 403 like the endpoint would. The internal reads (cancellations and discounts, each
 * day's sales) are read as the route whose cubes they share (INTERNAL_ACCESS).
 */

import { type RouteId, routeById } from '../../contract/routes.ts';
import { qualifiedScope, type RouteAccessShape, requiredScope } from '../../domain/access.ts';
import {
  type AssistantResults,
  HOURS_TODAY_READ,
  INGREDIENT_PURCHASES_READ,
  INTERNAL_READS,
  type IntelligenceReader,
  type InternalReadId,
  LOSSES_READ,
  LOSSES_TODAY_READ,
  type ReadId,
  type RouteReadId,
  SALES_DAYS_READ,
  TABLE_TIMES_TODAY_READ,
  WAITERS_TODAY_READ,
} from '../../domain/assistant/reads.ts';
import { ForbiddenError, ServiceError } from '../../domain/errors.ts';
import { cheapestPlanWith, type Module, planAllows } from '../../domain/plans.ts';
import { authorize, type Principal } from '../../guards/auth.ts';
import { withSharedReads } from '../../storage/db.ts';
import type { Deps } from '../deps.ts';
import { getForecastHours } from '../forecast/hours.ts';
import { getForecast, getForecastItems } from '../forecast/reads.ts';
import { getForecastAccuracy, getForecastBacktest } from '../forecast/scores.ts';
import { getAlerts } from '../intelligence/alerts.ts';
import { getCashFlow } from '../intelligence/cash-flow.ts';
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
import { getLiveAlerts, getLiveCash, getLiveSales } from '../live/read.ts';
import type { RouteRequest } from '../request.ts';
import { getIngredientPurchases } from './ingredient-prices.ts';
import { getCancellationsAndDiscounts, LOSSES_MODULE } from './losses.ts';
import { getLossesToday } from './losses-today.ts';
import { getSalesDays } from './sales-days.ts';
import { getHoursToday, getTableTimesToday, getWaitersToday } from './tables-today.ts';

export type { IntelligenceReader } from '../../domain/assistant/reads.ts';

type ReadQuery<R> = (deps: Deps, request: RouteRequest) => Promise<R>;

/**
 * The route each read runs, by route id (the type system checks the ids against the route table
 * and each use case's result against the read's type). The reconciliation's read also carries the
 * period's variance summary in meta: the cash answer's percentage, the KPI's formula over the same
 * closings, without a /kpis read.
 */
const ROUTE_READS: { [K in RouteReadId]: ReadQuery<AssistantResults[K]> } = {
  'intelligence-sales-summary': getSalesSummary,
  'intelligence-sales-by-hour': getSalesByHour,
  'intelligence-sales-by-employee': getSalesByEmployee,
  'intelligence-sales-reconciliation': getReconciliationWithVariance,
  'intelligence-cash-flow': getCashFlow,
  'intelligence-menu-engineering': getMenuEngineering,
  'intelligence-kpis': getKpis,
  'intelligence-alerts': getAlerts,
  'intelligence-pnl': getPnl,
  'intelligence-food-cost': getFoodCost,
  'intelligence-labor-cost': getLaborCost,
  'intelligence-inventory-suggestions': getInventorySuggestions,
  'live-sales-today': getLiveSales,
  'live-cash-balance': getLiveCash,
  'live-alerts-active': getLiveAlerts,
  'intelligence-forecast': getForecast,
  'intelligence-forecast-hours': getForecastHours,
  'intelligence-forecast-items': getForecastItems,
  'intelligence-forecast-accuracy': getForecastAccuracy,
  'intelligence-forecast-backtest': getForecastBacktest,
} satisfies Partial<Record<RouteId, unknown>>;

const READS: { [K in ReadId]: ReadQuery<AssistantResults[K]> } = {
  ...ROUTE_READS,
  [LOSSES_READ]: getCancellationsAndDiscounts,
  [LOSSES_TODAY_READ]: getLossesToday,
  [SALES_DAYS_READ]: getSalesDays,
  [WAITERS_TODAY_READ]: getWaitersToday,
  [HOURS_TODAY_READ]: getHoursToday,
  [TABLE_TIMES_TODAY_READ]: getTableTimesToday,
  [INGREDIENT_PURCHASES_READ]: getIngredientPurchases,
};

/**
 * The route each internal read is read as (its scope and role: it reads that route's cubes) and
 * its plan module: the losses share the alerts' cubes but are the sales module's; each day's sales
 * are the sales summary's days.
 */
/** Today's internal reads (the live day, the activity log): the live sales route's scope and module. */
const AS_LIVE_SALES = { as: 'live-sales-today', module: routeById('live-sales-today').module } as const;

const INTERNAL_ACCESS: Record<InternalReadId, { as: RouteReadId; module: Module }> = {
  [LOSSES_READ]: { as: 'intelligence-alerts', module: LOSSES_MODULE },
  // Today's, from the activity log: the live reads' scope and module, as the live alerts.
  [LOSSES_TODAY_READ]: AS_LIVE_SALES,
  [SALES_DAYS_READ]: {
    as: 'intelligence-sales-summary',
    module: routeById('intelligence-sales-summary').module,
  },
  // Today's, from the live tables: the live reads' scope and module.
  [WAITERS_TODAY_READ]: AS_LIVE_SALES,
  [HOURS_TODAY_READ]: AS_LIVE_SALES,
  [TABLE_TIMES_TODAY_READ]: AS_LIVE_SALES,
  // The purchases the food cost reads: its scope and module (costs).
  [INGREDIENT_PURCHASES_READ]: {
    as: 'intelligence-food-cost',
    module: routeById('intelligence-food-cost').module,
  },
};

const isRouteRead = (read: ReadId): read is RouteReadId =>
  !(INTERNAL_READS as readonly ReadId[]).includes(read);

/** The plan module a read needs: its route's, or the internal read's own. */
export function moduleOf(read: ReadId): Module {
  return isRouteRead(read) ? routeById(read).module : INTERNAL_ACCESS[read].module;
}

/** The path a client calls for the same figures ("ver detalle"); null for an internal read. */
export function pathOf(read: ReadId): string | null {
  return isRouteRead(read) ? routeById(read).path : null;
}

/** The plan that first includes the module behind a read (for "tu plan no incluye…"). */
export function requiredPlanFor(read: ReadId): string {
  return cheapestPlanWith(moduleOf(read));
}

/**
 * What a caller must be allowed to read a read: its route's method and path (the scope and the
 * role come from them, as for the endpoint). An internal read has no route: it is read as the
 * route whose cubes it shares (INTERNAL_ACCESS: GET in the intelligence area, intelligence.read).
 */
function accessShapeOf(read: ReadId): RouteAccessShape {
  const route = routeById(isRouteRead(read) ? read : INTERNAL_ACCESS[read].as);
  return { method: route.method, path: route.path, ...(route.auth ? { auth: route.auth } : {}) };
}

type Refusal = {
  ok: false;
  status: 403;
  code: string;
  message: string;
  missingScope?: string;
  refusedRole?: string;
};

/**
 * The scope and role checks the read's endpoint makes (shared/guards/auth.ts `authorize`), for
 * the caller of the assistant: an app client holding only `assistant` reads no figure it could not
 * read over HTTP. Null when the caller may read it.
 */
export function accessRefusal(principal: Principal, read: ReadId): Refusal | null {
  const shape = accessShapeOf(read);
  try {
    authorize(principal, shape);
    return null;
  } catch (error) {
    if (!(error instanceof ForbiddenError)) throw error;
    const scope = requiredScope(shape);
    const lacksScope =
      principal.kind !== 'api-key' && scope !== null && !principal.scopes.has(qualifiedScope(scope));
    return {
      ok: false,
      status: 403,
      code: error.code,
      message: error.message,
      ...(lacksScope ? { missingScope: qualifiedScope(scope) } : {}),
      ...(!lacksScope && principal.kind === 'user' ? { refusedRole: principal.role } : {}),
    };
  }
}

export function intelligenceReader(deps: Deps, request: RouteRequest): IntelligenceReader {
  // An answer's reads are made together: two reading the same cubes (the sales total's summary and
  // its days) send the Query once.
  const shared = withSharedReads(deps);
  return async (read, query) => {
    const refused = accessRefusal(request.principal, read);
    if (refused) return refused;
    const module = moduleOf(read);
    if (!planAllows(request.branch.plan, module)) {
      return {
        ok: false,
        status: 403,
        code: 'SVC_ERR_403',
        message: `The ${request.branch.plan} plan does not include ${module}; it is included from ${cheapestPlanWith(module)}.`,
      };
    }
    const readRequest: RouteRequest = {
      ...request,
      body: undefined,
      params: {},
      query: { ...query, branch_identifier: request.branch.branch_identifier },
    };
    try {
      return { ok: true, result: await READS[read](shared, readRequest) };
    } catch (error) {
      // A client error of the endpoint (a 422 on the query) is an answer, like over HTTP; storage
      // failures (503) and bugs propagate to the one error pipeline.
      if (error instanceof ServiceError && error.status < 500) {
        return { ok: false, status: error.status, code: error.code, message: error.message };
      }
      throw error;
    }
  };
}
