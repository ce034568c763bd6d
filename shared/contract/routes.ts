/**
 * The one route table. The CDK API builds one Lambda per entry from it, the local server routes
 * with it, the catch-all answers 404/405 from it, the assistant takes each read's plan module from
 * it, and the OpenAPI document is generated from it with the schemas of ./schemas.ts: there is no
 * second list of routes. Pure data: every function bundles it, so it imports no schema.
 */
import type { Module } from '../domain/plans.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202;

export interface RouteDefinition {
  /** Stable id; also the Lambda's logical name. */
  id: string;
  method: HttpMethod;
  /** Full path as the client calls it; `{name}` segments are path parameters (API Gateway syntax). */
  path: `/api/v1/${string}`;
  /** Module of `functions/` (without extension) that exports `handler` and `createHandler`. */
  handler: string;
  /** Plan module that must include this route (403 otherwise). */
  module: Module;
  /** Ingest routes require X-Idempotency-Key and store their data with the idempotency record. */
  ingest: boolean;
  /** Short description, used in the OpenAPI document and the API's method descriptions. */
  summary: string;
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

const ingest = (resource: string, summary: string): RouteDefinition => ({
  id: `ingest-${resource}`,
  method: 'POST',
  path: `/api/v1/ingest/${resource}`,
  handler: `ingest-${resource}`,
  module: resource === 'activity' ? 'audit' : 'ingest',
  ingest: true,
  summary,
  type: `${resource}-ingest`,
  // Catalog and categories are synchronous upserts (200); the day's documents are processed later.
  status: resource === 'catalog' || resource === 'categories' ? 200 : 202,
});

const intelligence = (path: string, type: string, module: Module, summary: string): RouteDefinition => ({
  id: `intelligence-${path.replaceAll('/', '-')}`,
  method: 'GET',
  path: `/api/v1/intelligence/${path}`,
  handler: `intelligence-${path.replaceAll('/', '-')}`,
  module,
  ingest: false,
  summary,
  type,
  status: 200,
  csv: true,
});

/**
 * An alert's "revisada" mark (docs/intelligence.md, "Alert reviews"): the period's marks, and
 * POST / DELETE to set and undo one. Writes of the intelligence area: owner and manager.
 */
const alertReviewRoutes = (): RouteDefinition[] => {
  const review = (id: string, method: HttpMethod, path: `/api/v1/${string}`, summary: string) => ({
    id,
    method,
    path,
    handler: id,
    module: 'sales' as const,
    ingest: false,
    summary,
    type: 'alert_review',
    status: 200 as const,
  });
  return [
    review(
      'intelligence-alert-reviews',
      'GET',
      '/api/v1/intelligence/alerts/reviews',
      'The alerts of the period marked reviewed, with when and by whom.',
    ),
    {
      ...review(
        'intelligence-alert-review',
        'POST',
        '/api/v1/intelligence/alerts/{alert_id}/review',
        'Mark an alert reviewed (again: refreshes when and by whom).',
      ),
      optionalBody: true,
    },
    review(
      'intelligence-alert-unreview',
      'DELETE',
      '/api/v1/intelligence/alerts/{alert_id}/review',
      'Undo an alert’s review mark.',
    ),
  ];
};

/** A read of an organization's branches as one (docs/organizations.md); `module` per branch. */
const organization = (path: string, type: string, module: Module, summary: string): RouteDefinition => ({
  id: `organization-${path}`,
  method: 'GET',
  path: `/api/v1/organization/intelligence/${path}`,
  handler: `organization-${path}`,
  module,
  ingest: false,
  summary,
  type,
  status: 200,
  auth: 'member',
  csv: true,
});

const live = (path: string, type: string, summary: string): RouteDefinition => ({
  id: `live-${path.replaceAll('/', '-')}`,
  method: 'GET',
  path: `/api/v1/live/${path}`,
  handler: `live-${path.replaceAll('/', '-')}`,
  module: 'live',
  ingest: false,
  summary,
  type,
  status: 200,
});

/**
 * The four routes of a back-office resource: POST (idempotent capture), GET list, GET {id}, DELETE
 * {id}. Handlers are `backoffice-<resource>-<create|list|get|delete>`.
 */
const backoffice = (
  resource: string,
  type: string,
  module: Module,
  what: string,
  publishesEvents = false,
): RouteDefinition[] => {
  const route = (
    action: string,
    method: HttpMethod,
    path: `/api/v1/${string}`,
    summary: string,
    status: SuccessStatus = 200,
  ) => ({
    id: `backoffice-${resource}-${action}`,
    method,
    path,
    handler: `backoffice-${resource}-${action}`,
    module,
    ingest: false,
    summary,
    type: action === 'list' ? `${type}_list` : type,
    status,
    ...(action === 'create' ? { idempotent: true } : {}),
    ...(action === 'list' ? { csv: true as const } : {}),
    ...(publishesEvents && method !== 'GET' ? { publishesEvents } : {}),
  });
  const base = `/api/v1/backoffice/${resource}` as const;
  return [
    route('create', 'POST', base, `Capture ${what} (idempotent with X-Idempotency-Key).`, 201),
    route('list', 'GET', base, `List ${what}, paginated.`),
    route('get', 'GET', `${base}/{id}`, `One ${what} record.`),
    route('delete', 'DELETE', `${base}/{id}`, `Delete ${what} record (a correction, logged).`),
  ];
};

const webhook = (
  name: string,
  method: HttpMethod,
  subpath: string,
  summary: string,
  responds: Pick<RouteDefinition, 'type' | 'status'>,
  flags: Pick<RouteDefinition, 'optionalBody' | 'startsDeliveries' | 'limited'> = {},
) =>
  ({
    id: `webhooks-${name}`,
    method,
    path: `/api/v1/developer/webhooks${subpath}`,
    handler: `webhooks-${name}`,
    module: 'webhooks',
    ingest: false,
    summary,
    ...responds,
    ...flags,
  }) as const satisfies RouteDefinition;

const WEBHOOK = { type: 'webhook', status: 200 } as const;

/**
 * The developer portal's credentials of the branch named by X-Branch-Id (docs/authentication.md):
 * the owner's signed-in token only. In every plan (module core): a branch always manages its keys.
 */
const credential = (
  id: string,
  method: HttpMethod,
  path: `/api/v1/developer/${string}`,
  summary: string,
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
    summary,
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
    summary: 'Connection check: key validity and basic branch information.',
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
    summary: 'This API as an OpenAPI 3.1 document (no API key needed).',
    type: 'openapi',
    status: 200,
    auth: 'none',
  },
  // A closing whose cash variance exceeds the threshold publishes cash.variance at once.
  {
    ...ingest('cash-register', 'Cash-register closing (xout or zout; zout triggers the daily aggregation).'),
    publishesEvents: true,
  },
  ingest('sales', 'Sales summary of a business day and shift.'),
  ingest('payments', 'Payments by payment type.'),
  ingest('orders', 'Sold order lines.'),
  ingest('discounts', 'Discounts applied.'),
  ingest('cancellations', 'Cancelled lines.'),
  // A catalog sync that moves a price outside ±20 % of its history raises the price anomaly too.
  { ...ingest('catalog', 'Item catalog upsert.'), publishesEvents: true },
  ingest('categories', 'Item categories upsert with hierarchy.'),
  // The activity ingest raises the anomaly alerts and publishes alert.triggered.
  { ...ingest('activity', 'One real-time activity-log event.'), publishesEvents: true },
  {
    id: 'ingest-status',
    method: 'GET',
    path: '/api/v1/ingest/status',
    handler: 'ingest-status',
    module: 'ingest',
    ingest: false,
    summary:
      'Integration health per business day: documents received, zout, build, failed builds and deliveries.',
    type: 'ingest_status',
    status: 200,
  },
  intelligence(
    'sales/summary',
    'sales_summary',
    'sales',
    'Sales totals, averages, shifts and change vs the previous period.',
  ),
  intelligence(
    'sales/by-hour',
    'sales_by_hour',
    'sales',
    'Net sales per local hour, with peak and valley hours.',
  ),
  intelligence(
    'sales/by-employee',
    'sales_by_employee',
    'sales',
    'Net sales per waiter (waiter_name of the order lines), ranked.',
  ),
  intelligence(
    'sales/reconciliation',
    'reconciliation',
    'cash',
    'One record per zout closing: cash, card, tips and variance.',
  ),
  intelligence(
    'cash-flow',
    'cash_flow',
    'cash',
    'Cash ledger: inflows, outflows, daily balances and variance.',
  ),
  intelligence(
    'menu/engineering',
    'menu_engineering',
    'menu',
    'Menu engineering matrix (stars, puzzles, plowhorses, dogs).',
  ),
  intelligence('kpis', 'kpis', 'sales', 'Key indicators with their benchmark status.'),
  intelligence(
    'alerts',
    'alerts',
    'sales',
    'Alerts computed at the daily aggregation, with counts by severity.',
  ),
  ...alertReviewRoutes(),
  {
    id: 'live-update',
    method: 'POST',
    path: '/api/v1/live/update',
    handler: 'live-update',
    module: 'live',
    ingest: true,
    summary: 'One live dining-room event: table opened, items ordered, table closed, cash movement.',
    type: 'live-update',
    status: 202,
    // An update that puts today's pace under its threshold announces sales_down (alert.triggered).
    publishesEvents: true,
  },
  live(
    'sales/today',
    'live_sales',
    'Sales of the business day so far against the same weekday last week, and the projection.',
  ),
  live(
    'cash/balance',
    'live_cash',
    "The cash drawer's expected balance now, and the status of today's latest count.",
  ),
  live(
    'alerts/active',
    'live_alerts',
    "Today's alerts (anomalies, the aggregation's, the live sales pace), red first.",
  ),

  intelligence(
    'pnl',
    'pnl_summary',
    'costs',
    'Income statement (P&L) from sales, purchases, payroll and expenses.',
  ),
  intelligence(
    'food-cost',
    'food_cost',
    'costs',
    'Food, beverage and bar cost against sales, with the theoretical food cost.',
  ),
  intelligence('labor-cost', 'labor_cost', 'costs', 'Labor cost from payroll, by department.'),
  intelligence(
    'inventory/suggestions',
    'purchase_suggestions',
    'inventory',
    'Purchase suggestions by supplier from counts, recipes and sales.',
  ),
  ...backoffice('suppliers', 'supplier', 'inventory', 'a supplier'),
  ...backoffice('purchases', 'purchase', 'costs', 'a purchase', true),
  ...backoffice('expenses', 'expense', 'costs', 'an expense'),
  ...backoffice('payroll', 'payroll', 'costs', 'a payroll entry', true),
  ...backoffice('inventory-counts', 'inventory-count', 'inventory', 'an inventory count', true),
  ...backoffice('recipes', 'recipe', 'costs', 'a recipe'),
  {
    id: 'settings-get',
    method: 'GET',
    path: '/api/v1/settings',
    handler: 'settings-get',
    module: 'core',
    ingest: false,
    summary: "The branch's settings (cash_variance_threshold_pct).",
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
    summary: "Change the branch's settings.",
    type: 'settings',
    status: 200,
  },
  webhook(
    'create',
    'POST',
    '',
    'Register a webhook (url, events, secret).',
    { ...WEBHOOK, status: 201 },
    { limited: true },
  ),
  webhook('list', 'GET', '', "The branch's webhooks.", WEBHOOK),
  webhook('get', 'GET', '/{id}', 'One webhook.', WEBHOOK),
  webhook('delete', 'DELETE', '/{id}', 'Delete a webhook; pending retries stop.', WEBHOOK),
  webhook(
    'test',
    'POST',
    '/{id}/test',
    'Send a signed test delivery now.',
    { ...DELIVERY, status: 202 },
    {
      optionalBody: true,
      startsDeliveries: true,
    },
  ),
  webhook(
    'deliveries',
    'GET',
    '/{id}/deliveries',
    "A webhook's delivery log, newest first, paginated.",
    DELIVERY,
  ),
  webhook(
    'redeliver',
    'POST',
    '/{id}/deliveries/{delivery_id}/redeliver',
    'Start a new attempt chain for a delivery.',
    { ...DELIVERY, status: 202 },
    { optionalBody: true, startsDeliveries: true },
  ),
  credential(
    'api-keys-list',
    'GET',
    '/api/v1/developer/api-keys',
    "The branch's API keys (last four characters, no secret).",
    API_KEY,
  ),
  credential(
    'api-keys-create',
    'POST',
    '/api/v1/developer/api-keys',
    'Generate a new API key (shown once); the previous one is revoked, as a rotation.',
    { ...API_KEY, status: 201 },
    { optionalBody: true },
  ),
  credential(
    'api-keys-revoke',
    'DELETE',
    '/api/v1/developer/api-keys/{key_id}',
    'Revoke an API key.',
    API_KEY,
  ),
  credential(
    'app-clients-list',
    'GET',
    '/api/v1/developer/app-clients',
    "The branch's OAuth 2.0 app clients (no secret).",
    APP_CLIENT,
  ),
  credential(
    'app-clients-create',
    'POST',
    '/api/v1/developer/app-clients',
    'Create an OAuth 2.0 app client (client credentials) for the branch; its secret is shown once.',
    { ...APP_CLIENT, status: 201 },
    { managesAppClients: true, limited: true },
  ),
  credential(
    'app-clients-revoke',
    'DELETE',
    '/api/v1/developer/app-clients/{client_id}',
    'Revoke an app client: no new token, issued ones refused within 60 s.',
    APP_CLIENT,
    { managesAppClients: true },
  ),
  {
    id: 'account-get',
    method: 'GET',
    path: '/api/v1/account',
    handler: 'account-get',
    module: 'core',
    ingest: false,
    summary: "The signed-in user's account: organization, role and branches (dashboard tokens only).",
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
    summary:
      'Create a sandbox branch and its first API key (shown once); the first one creates the organization.',
    type: 'branch',
    status: 201,
    auth: 'account',
    limited: true,
  },
  intelligence(
    'insights',
    'insights',
    'assistant',
    'Daily insights: the summary of each closed day in Mexican Spanish.',
  ),
  organization(
    'sales-summary',
    'organization_sales_summary',
    'sales',
    "The organization's sales summary: its branches' sales added, each branch on its own business days.",
  ),
  organization(
    'pnl',
    'organization_pnl',
    'costs',
    "The organization's income statement: its branches' amounts added, ratios from the sums.",
  ),
  organization(
    'kpis',
    'organization_kpis',
    'sales',
    "The organization's KPIs, from its branches' summed parts.",
  ),
  {
    ...organization(
      'alerts',
      'organization_alerts',
      'sales',
      "Every branch's alerts of the period, with their branch.",
    ),
    keepsAlertReads: true,
  },
  {
    ...organization(
      'comparison',
      'organization_comparison',
      'sales',
      'One row per branch: sales, ticket, cost ratios, EBITDA and alerts side by side.',
    ),
    keepsAlertReads: true,
  },
  {
    id: 'activity-list',
    method: 'GET',
    path: '/api/v1/activity',
    handler: 'activity-list',
    module: 'audit',
    ingest: false,
    summary:
      'The activity log, newest first: POS events and every owner-side change (dashboard, admin CLI), filtered by dates, actor, event and source.',
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
    summary:
      'Answers a financial question in Mexican Spanish with the figures of the intelligence endpoints.',
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
