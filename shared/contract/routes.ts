/**
 * The one route table. The CDK API builds one Lambda per entry from it, the local server routes
 * with it, the catch-all answers 404/405 from it, the assistant takes each read's plan module from
 * it, and the OpenAPI document is generated from it with the schemas of ./schemas.ts: there is no
 * second list of routes. Pure data: every function bundles it, so it imports no schema, and each
 * route's summary (build-time text) lives in ./route-summaries.ts, read only by the generator and CDK.
 */
import type { Module } from '../domain/plans.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202;

export interface RouteDefinition<Id extends string = string> {
  /** Stable id; also the Lambda's logical name. */
  id: Id;
  method: HttpMethod;
  /** Full path as the client calls it; `{name}` segments are path parameters (API Gateway syntax). */
  path: `/api/v1/${string}`;
  /** Module of `functions/` (without extension) that exports `handler` and `createHandler`. */
  handler: string;
  /** Plan module that must include this route (403 otherwise). */
  module: Module;
  /** Ingest routes require X-Idempotency-Key and store their data with the idempotency record. */
  ingest: boolean;
  /** `data.type` of the success body (the presenter writes it; the use case never does). */
  type: string;
  /** Status of a success: 200, 201 for a created record, 202 for accepted (processed later). */
  status: SuccessStatus;
  /** The function publishes domain events (EVENT_BUS_NAME and PutEvents on the service bus). */
  publishesEvents?: boolean;
  /** POST whose JSON body may be omitted (the webhook test and redeliver actions). */
  optionalBody?: boolean;
  /** Starts webhook attempt chains (Step Functions StartExecution on the delivery state machine). */
  startsDeliveries?: boolean;
  /**
   * A read that keeps the branch alert reads it computes (the organization alert cache,
   * shared/storage/alert-cache-store.ts): it may update that partition, and knows its code version.
   */
  keepsAlertReads?: boolean;
  /**
   * `none`: a public route (the OpenAPI document). No API key, no rate limit, no plan check; its
   * answer is not a JSON:API envelope. `member`: an organization read, only for an organization
   * member's OAuth token (no API key: a key belongs to one branch; each branch's plan is checked by
   * the read itself). `user`: only a signed-in dashboard user's token, acting on
   * the branch of X-Branch-Id, and only the owner (the credentials of the developer portal: a key
   * or an app-client token that could mint keys would be an escalation). `account`: only a
   * dashboard user's token, about their own account; no branch, so no branch quota and no plan.
   * Absent: the route authenticates with X-API-Key or any access token with its scope.
   */
  auth?: 'none' | 'member' | 'user' | 'account';
  /** Creates or deletes Cognito app clients (cognito-idp on the stage's user pool, USER_POOL_ID). */
  managesAppClients?: boolean;
  /**
   * Not an ingest, but an idempotent capture all the same (the back-office creates): X-Idempotency-Key
   * required, replays and 422 (key reused) as for ingest (`ingestFunction` wires it).
   */
  idempotent?: boolean;
  /** A create under a per-branch count limit: answers 422 SVC_ERR_422_LIMIT_REACHED when it is reached. */
  limited?: true;
  /**
   * The read can also answer CSV (`Accept: text/csv` or `?format=csv`; docs/api-conventions.md, "CSV"):
   * every intelligence read and every back-office list.
   */
  csv?: true;
}

/** Routes wired by `ingestFunction`: X-Idempotency-Key required, replayed on a repeat, 422 when the key is reused with another request. */
export function requiresIdempotencyKey(route: Pick<RouteDefinition, 'ingest' | 'idempotent'>): boolean {
  return route.ingest || route.idempotent === true;
}

/** A route that answers without an API key (see RouteDefinition.auth). */
export function isPublicRoute(route: Pick<RouteDefinition, 'auth'>): boolean {
  return route.auth === 'none';
}

/** A route only a signed-in dashboard user may call (see RouteDefinition.auth): OAuth2 alone. */
export function isUserOnlyRoute(route: Pick<RouteDefinition, 'auth'>): boolean {
  return route.auth === 'user' || route.auth === 'account';
}

/** `path` with each `/` made a `-`, as a type: what the helpers below do to a path to name a route. */
type Dashed<Path extends string> = Path extends `${infer Head}/${infer Tail}`
  ? `${Head}-${Dashed<Tail>}`
  : Path;

const dashed = <Path extends string>(path: Path) => path.replaceAll('/', '-') as Dashed<Path>;

const ingest = <Resource extends string>(resource: Resource): RouteDefinition<`ingest-${Resource}`> => ({
  id: `ingest-${resource}`,
  method: 'POST',
  path: `/api/v1/ingest/${resource}`,
  handler: `ingest-${resource}`,
  module: resource === 'activity' ? 'audit' : 'ingest',
  ingest: true,
  type: `${resource}-ingest`,
  // Catalog and categories are synchronous upserts (200); the day's documents are processed later.
  status: resource === 'catalog' || resource === 'categories' ? 200 : 202,
});

const intelligence = <Path extends string>(
  path: Path,
  type: string,
  module: Module,
): RouteDefinition<`intelligence-${Dashed<Path>}`> => ({
  id: `intelligence-${dashed(path)}`,
  method: 'GET',
  path: `/api/v1/intelligence/${path}`,
  handler: `intelligence-${dashed(path)}`,
  module,
  ingest: false,
  type,
  status: 200,
  csv: true,
});

/**
 * An alert's "revisada" mark (docs/intelligence.md, "Alert reviews"): the period's marks, and
 * POST / DELETE to set and undo one. Writes of the intelligence area: owner and manager.
 */
const alertReviewRoutes = () => {
  const review = <Id extends string>(id: Id, method: HttpMethod, path: `/api/v1/${string}`) => ({
    id,
    method,
    path,
    handler: id,
    module: 'sales' as const,
    ingest: false,
    type: 'alert_review',
    status: 200 as const,
  });
  return [
    review('intelligence-alert-reviews', 'GET', '/api/v1/intelligence/alerts/reviews'),
    {
      ...review('intelligence-alert-review', 'POST', '/api/v1/intelligence/alerts/{alert_id}/review'),
      optionalBody: true,
    },
    review('intelligence-alert-unreview', 'DELETE', '/api/v1/intelligence/alerts/{alert_id}/review'),
  ];
};

/** A read of an organization's branches as one (docs/organizations.md); `module` per branch. */
const organization = <Path extends string>(
  path: Path,
  type: string,
  module: Module,
): RouteDefinition<`organization-${Path}`> => ({
  id: `organization-${path}`,
  method: 'GET',
  path: `/api/v1/organization/intelligence/${path}`,
  handler: `organization-${path}`,
  module,
  ingest: false,
  type,
  status: 200,
  auth: 'member',
  csv: true,
});

const live = <Path extends string>(path: Path, type: string): RouteDefinition<`live-${Dashed<Path>}`> => ({
  id: `live-${dashed(path)}`,
  method: 'GET',
  path: `/api/v1/live/${path}`,
  handler: `live-${dashed(path)}`,
  module: 'live',
  ingest: false,
  type,
  status: 200,
});

/**
 * The four routes of a back-office resource: POST (idempotent capture), GET list, GET {id}, DELETE
 * {id}. Handlers are `backoffice-<resource>-<create|list|get|delete>`.
 */
const backoffice = <Resource extends string>(
  resource: Resource,
  type: string,
  module: Module,
  publishesEvents = false,
) => {
  const route = <Action extends 'create' | 'list' | 'get' | 'delete'>(
    action: Action,
    method: HttpMethod,
    path: `/api/v1/${string}`,
    status: SuccessStatus = 200,
  ): RouteDefinition<`backoffice-${Resource}-${Action}`> => ({
    id: `backoffice-${resource}-${action}`,
    method,
    path,
    handler: `backoffice-${resource}-${action}`,
    module,
    ingest: false,
    type: action === 'list' ? `${type}_list` : type,
    status,
    ...(action === 'create' ? { idempotent: true } : {}),
    ...(action === 'list' ? { csv: true as const } : {}),
    ...(publishesEvents && method !== 'GET' ? { publishesEvents } : {}),
  });
  const base = `/api/v1/backoffice/${resource}` as const;
  return [
    route('create', 'POST', base, 201),
    route('list', 'GET', base),
    route('get', 'GET', `${base}/{id}`),
    route('delete', 'DELETE', `${base}/{id}`),
  ];
};

const webhook = <Name extends string>(
  name: Name,
  method: HttpMethod,
  subpath: string,
  responds: Pick<RouteDefinition, 'type' | 'status'>,
  flags: Pick<RouteDefinition, 'optionalBody' | 'startsDeliveries' | 'limited'> = {},
) =>
  ({
    id: `webhooks-${name}` as const,
    method,
    path: `/api/v1/developer/webhooks${subpath}`,
    handler: `webhooks-${name}`,
    module: 'webhooks',
    ingest: false,
    ...responds,
    ...flags,
  }) as const satisfies RouteDefinition;

const WEBHOOK = { type: 'webhook', status: 200 } as const;

/**
 * The developer portal's credentials of the branch named by X-Branch-Id (docs/authentication.md):
 * the owner's signed-in token only. In every plan (module core): a branch always manages its keys.
 */
const credential = <Id extends string>(
  id: Id,
  method: HttpMethod,
  path: `/api/v1/developer/${string}`,
  responds: Pick<RouteDefinition, 'type' | 'status'>,
  flags: Pick<RouteDefinition, 'optionalBody' | 'managesAppClients' | 'limited'> = {},
) =>
  ({
    id,
    method,
    path,
    handler: id,
    module: 'core',
    ingest: false,
    ...responds,
    auth: 'user',
    ...flags,
  }) as const satisfies RouteDefinition;

const API_KEY = { type: 'api_key', status: 200 } as const;
const APP_CLIENT = { type: 'app_client', status: 200 } as const;
const DELIVERY = { type: 'webhook-delivery', status: 200 } as const;

export const ROUTES = [
  {
    id: 'ping',
    method: 'GET',
    path: '/api/v1/ping',
    handler: 'ping',
    module: 'core',
    ingest: false,
    type: 'ping',
    status: 200,
  },
  {
    id: 'openapi',
    method: 'GET',
    path: '/api/v1/openapi.json',
    handler: 'openapi',
    module: 'core',
    ingest: false,
    type: 'openapi',
    status: 200,
    auth: 'none',
  },
  // A closing whose cash variance exceeds the threshold publishes cash.variance at once.
  {
    ...ingest('cash-register'),
    publishesEvents: true,
  },
  ingest('sales'),
  ingest('payments'),
  ingest('orders'),
  ingest('discounts'),
  ingest('cancellations'),
  // A catalog sync that moves a price outside ±20 % of its history raises the price anomaly too.
  { ...ingest('catalog'), publishesEvents: true },
  ingest('categories'),
  // The activity ingest raises the anomaly alerts and publishes alert.triggered.
  { ...ingest('activity'), publishesEvents: true },
  {
    id: 'ingest-status',
    method: 'GET',
    path: '/api/v1/ingest/status',
    handler: 'ingest-status',
    module: 'ingest',
    ingest: false,
    type: 'ingest_status',
    status: 200,
  },
  intelligence('sales/summary', 'sales_summary', 'sales'),
  intelligence('sales/by-hour', 'sales_by_hour', 'sales'),
  intelligence('sales/by-employee', 'sales_by_employee', 'sales'),
  intelligence('sales/reconciliation', 'reconciliation', 'cash'),
  intelligence('cash-flow', 'cash_flow', 'cash'),
  intelligence('menu/engineering', 'menu_engineering', 'menu'),
  intelligence('kpis', 'kpis', 'sales'),
  intelligence('alerts', 'alerts', 'sales'),
  ...alertReviewRoutes(),
  {
    id: 'live-update',
    method: 'POST',
    path: '/api/v1/live/update',
    handler: 'live-update',
    module: 'live',
    ingest: true,
    type: 'live-update',
    status: 202,
    // An update that puts today's pace under its threshold announces sales_down (alert.triggered).
    publishesEvents: true,
  },
  live('sales/today', 'live_sales'),
  live('cash/balance', 'live_cash'),
  live('alerts/active', 'live_alerts'),

  intelligence('pnl', 'pnl_summary', 'costs'),
  intelligence('food-cost', 'food_cost', 'costs'),
  intelligence('labor-cost', 'labor_cost', 'costs'),
  intelligence('inventory/suggestions', 'purchase_suggestions', 'inventory'),
  ...backoffice('suppliers', 'supplier', 'inventory'),
  ...backoffice('purchases', 'purchase', 'costs', true),
  ...backoffice('expenses', 'expense', 'costs'),
  ...backoffice('payroll', 'payroll', 'costs', true),
  ...backoffice('inventory-counts', 'inventory-count', 'inventory', true),
  ...backoffice('recipes', 'recipe', 'costs'),
  {
    id: 'settings-get',
    method: 'GET',
    path: '/api/v1/settings',
    handler: 'settings-get',
    module: 'core',
    ingest: false,
    type: 'settings',
    status: 200,
  },
  {
    id: 'settings-update',
    method: 'PATCH',
    path: '/api/v1/settings',
    handler: 'settings-update',
    module: 'core',
    ingest: false,
    type: 'settings',
    status: 200,
  },
  webhook('create', 'POST', '', { ...WEBHOOK, status: 201 }, { limited: true }),
  webhook('list', 'GET', '', WEBHOOK),
  webhook('get', 'GET', '/{id}', WEBHOOK),
  webhook('delete', 'DELETE', '/{id}', WEBHOOK),
  webhook(
    'test',
    'POST',
    '/{id}/test',
    { ...DELIVERY, status: 202 },
    {
      optionalBody: true,
      startsDeliveries: true,
    },
  ),
  webhook('deliveries', 'GET', '/{id}/deliveries', DELIVERY),
  webhook(
    'redeliver',
    'POST',
    '/{id}/deliveries/{delivery_id}/redeliver',
    { ...DELIVERY, status: 202 },
    { optionalBody: true, startsDeliveries: true },
  ),
  credential('api-keys-list', 'GET', '/api/v1/developer/api-keys', API_KEY),
  credential(
    'api-keys-create',
    'POST',
    '/api/v1/developer/api-keys',
    { ...API_KEY, status: 201 },
    { optionalBody: true },
  ),
  credential('api-keys-revoke', 'DELETE', '/api/v1/developer/api-keys/{key_id}', API_KEY),
  credential('app-clients-list', 'GET', '/api/v1/developer/app-clients', APP_CLIENT),
  credential(
    'app-clients-create',
    'POST',
    '/api/v1/developer/app-clients',
    { ...APP_CLIENT, status: 201 },
    { managesAppClients: true, limited: true },
  ),
  credential('app-clients-revoke', 'DELETE', '/api/v1/developer/app-clients/{client_id}', APP_CLIENT, {
    managesAppClients: true,
  }),
  {
    id: 'account-get',
    method: 'GET',
    path: '/api/v1/account',
    handler: 'account-get',
    module: 'core',
    ingest: false,
    type: 'account',
    status: 200,
    auth: 'account',
  },
  {
    id: 'account-branches-create',
    method: 'POST',
    path: '/api/v1/account/branches',
    handler: 'account-branches-create',
    module: 'core',
    ingest: false,
    type: 'branch',
    status: 201,
    auth: 'account',
    limited: true,
  },
  intelligence('insights', 'insights', 'assistant'),
  intelligence('forecast', 'forecast', 'forecast'),
  intelligence('forecast/hours', 'forecast_hours', 'forecast'),
  intelligence('forecast/items', 'forecast_items', 'forecast'),
  intelligence('forecast/accuracy', 'forecast_accuracy', 'forecast'),
  intelligence('forecast/backtest', 'forecast_backtest', 'forecast'),
  organization('sales-summary', 'organization_sales_summary', 'sales'),
  organization('pnl', 'organization_pnl', 'costs'),
  organization('kpis', 'organization_kpis', 'sales'),
  {
    ...organization('alerts', 'organization_alerts', 'sales'),
    keepsAlertReads: true,
  },
  {
    ...organization('comparison', 'organization_comparison', 'sales'),
    keepsAlertReads: true,
  },
  {
    id: 'activity-list',
    method: 'GET',
    path: '/api/v1/activity',
    handler: 'activity-list',
    module: 'audit',
    ingest: false,
    type: 'activity',
    status: 200,
  },
  {
    id: 'assistant-ask',
    method: 'POST',
    path: '/api/v1/assistant/ask',
    handler: 'assistant-ask',
    module: 'assistant',
    ingest: false,
    type: 'assistant_answer',
    status: 200,
  },
] as const satisfies readonly RouteDefinition[];

/** Handler module (functions/) of the catch-all: 404 for unknown paths, 405 for other methods. */
export const FALLBACK_HANDLER = 'not-found';

export type RouteId = (typeof ROUTES)[number]['id'];

export function routeById(id: RouteId): RouteDefinition {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route;
}

export type RouteMatch =
  | { kind: 'found'; route: RouteDefinition; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'not-found' };

/** The path parameters of `path` under a route's template, or null when it does not match. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const wanted = template.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = given[index]!;
    if (part.startsWith('{') && part.endsWith('}')) {
      if (value === '') return null;
      params[part.slice(1, -1)] = decodeURIComponent(value);
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}

/**
 * Resolve a request the way API Gateway does: a literal segment wins over a `{param}` at the same
 * place; trailing slashes are not significant.
 */
export function matchRoute(method: string, rawPath: string): RouteMatch {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const candidates = (ROUTES as readonly RouteDefinition[])
    .map((route) => ({ route, params: safeMatchPath(route.path, path) }))
    .filter(
      (candidate): candidate is { route: RouteDefinition; params: Record<string, string> } =>
        candidate.params !== null,
    );
  if (candidates.length === 0) return { kind: 'not-found' };
  // Most literal template first, so /webhooks/{id}/test never shadows a literal sibling.
  const literalSegments = (template: string) =>
    template.split('/').filter((part) => !part.startsWith('{')).length;
  const template = candidates
    .map((candidate) => candidate.route.path)
    .sort((a, b) => literalSegments(b) - literalSegments(a))[0]!;
  const samePath = candidates.filter((candidate) => candidate.route.path === template);
  const found = samePath.find((candidate) => candidate.route.method === method.toUpperCase());
  if (found) return { kind: 'found', route: found.route, params: found.params };
  return { kind: 'method-not-allowed', allowed: samePath.map((candidate) => candidate.route.method) };
}

function safeMatchPath(template: string, path: string): Record<string, string> | null {
  try {
    return matchPath(template, path);
  } catch {
    // A malformed percent-escape in a parameter matches no route (API Gateway answers 404 too).
    return null;
  }
}
