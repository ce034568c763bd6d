/**
 * Who may call which route with an OAuth 2.0 token: the scopes of the API's resource server, the
 * scope each route requires, and what each organization role may do (docs/authentication.md writes
 * both tables out). Derived from a route's path area and method alone, so the route table needs no
 * extra column and a new route in a known area is covered without a second list; a route in an
 * unknown area throws at its first check, and test/unit/access.test.ts runs every route through it.
 * Kept in shared/domain (pure) so the contract layer can name each operation's scope too.
 */

/**
 * Identifier of the resource server: Cognito writes a custom scope as `<identifier>/<scope>`, and
 * the local issuer does the same, so tokens from either carry the same strings.
 */
export const RESOURCE_SERVER_ID = 'restaurant-api';

export const API_SCOPES = {
  ingest: 'Send POS data: the /ingest endpoints (sales, orders, payments, catalog, activity, …).',
  'intelligence.read': 'Read the computed figures: the /intelligence endpoints.',
  live: 'Send and read the live dining room: /live/update and the /live reads.',
  backoffice: 'Capture and read back-office records (purchases, expenses, payroll, …) and the settings.',
  webhooks: 'Manage webhooks and read their delivery log: /developer/webhooks.',
  assistant: 'Ask the assistant: /assistant/ask.',
} as const;
export type ApiScope = keyof typeof API_SCOPES;
export const API_SCOPE_NAMES = Object.keys(API_SCOPES) as ApiScope[];

/** `ingest` → `restaurant-api/ingest`, as the token's `scope` claim carries it. */
export function qualifiedScope(scope: ApiScope): string {
  return `${RESOURCE_SERVER_ID}/${scope}`;
}

export function isApiScope(value: string): value is ApiScope {
  return Object.hasOwn(API_SCOPES, value);
}

/** The parts of a route this module reads (shared/contract/routes.ts, later shared/contract/routes.ts). */
export interface RouteAccessShape {
  method: string;
  path: string;
  /** `user` / `account`: a dashboard user's token only (RouteDefinition.auth); no scope applies. */
  auth?: string;
}

/** Routes for a signed-in dashboard user alone: their token is the credential, no scope asked. */
function isUserOnly(route: RouteAccessShape): boolean {
  return route.auth === 'user' || route.auth === 'account';
}

/** Scope per path area (the first segment after /api/v1). `ping` needs none: any valid token. */
const AREA_SCOPES: Readonly<Record<string, ApiScope | null>> = {
  ping: null,
  // The public OpenAPI document: no credential at all (auth: 'none' in the route table).
  'openapi.json': null,
  ingest: 'ingest',
  intelligence: 'intelligence.read',
  // The organization reads (docs/organizations.md): the same figures, across the branches.
  organization: 'intelligence.read',
  live: 'live',
  backoffice: 'backoffice',
  settings: 'backoffice',
  // The audit log (GET /activity): the owner's records, read with the back office's scope.
  activity: 'backoffice',
  developer: 'webhooks',
  assistant: 'assistant',
  // The signed-in user's own account (auth: 'account'): the dashboard's token, no scope.
  account: null,
};

function areaOf(route: RouteAccessShape): string {
  return route.path.split('/')[3] ?? '';
}

/**
 * A `*.read` scope never writes (OWASP API5): a POST, PATCH or DELETE in its area needs the scope
 * named here. An alert review is the owner's note on an alert, captured like the back office.
 */
const AREA_WRITE_SCOPES: Readonly<Record<string, ApiScope>> = {
  intelligence: 'backoffice',
};

/** Whether the scope only reads (its name says so), whatever the area's routes do. */
export function isReadOnlyScope(scope: ApiScope): boolean {
  return scope.endsWith('.read');
}

/** The scope of the route's area (the role matrix's row); throws for an area without one. */
function areaScope(route: RouteAccessShape): ApiScope | null {
  const area = areaOf(route);
  if (!Object.hasOwn(AREA_SCOPES, area)) {
    throw new Error(`route ${route.method} ${route.path} is in area "${area}", which has no scope`);
  }
  return AREA_SCOPES[area]!;
}

/** The scope a token must carry to call the route; null when any valid token may (ping). */
export function requiredScope(route: RouteAccessShape): ApiScope | null {
  if (isUserOnly(route)) return null;
  const scope = areaScope(route);
  if (scope === null || !isReadOnlyScope(scope) || accessOf(route.method) === 'read') return scope;
  const area = areaOf(route);
  const writeScope = AREA_WRITE_SCOPES[area];
  if (writeScope === undefined) {
    throw new Error(`route ${route.method} ${route.path} writes in area "${area}", whose scope only reads`);
  }
  return writeScope;
}

export const ROLES = ['owner', 'manager', 'accountant'] as const;
export type Role = (typeof ROLES)[number];

/** A credential (an API key, an OAuth app client) works until it is revoked. */
export const CREDENTIAL_STATUSES = ['active', 'revoked'] as const;

/** Where an OAuth app client lives: the local issuer (the table) or a Cognito user pool. */
export const OAUTH_CLIENT_ISSUERS = ['local', 'cognito'] as const;
export type OAuthClientIssuer = (typeof OAUTH_CLIENT_ISSUERS)[number];

/** What a request does: GET reads, DELETE deletes, POST and PATCH write. */
export type Access = 'read' | 'write' | 'delete';

export function accessOf(method: string): Access {
  const upper = method.toUpperCase();
  if (upper === 'GET') return 'read';
  if (upper === 'DELETE') return 'delete';
  return 'write';
}

const ALL: readonly Access[] = ['read', 'write', 'delete'];

/**
 * The role matrix (docs/authentication.md, "Roles"). Rows are the scopes' areas (`core` is ping);
 * an absent access is refused with 403. The owner does everything. A manager runs the restaurant
 * but not its integrations: no webhooks (their signing secrets) and no changes to the settings.
 * An accountant reads the figures and captures the back office (purchases, expenses, payroll), but
 * deletes nothing, sends no POS data and touches no integration.
 */
export const ROLE_MATRIX: Readonly<Record<Role, Readonly<Record<ApiScope | 'core', readonly Access[]>>>> = {
  owner: {
    core: ALL,
    ingest: ALL,
    'intelligence.read': ALL,
    live: ALL,
    backoffice: ALL,
    webhooks: ALL,
    assistant: ALL,
  },
  manager: {
    core: ALL,
    ingest: ALL,
    'intelligence.read': ALL,
    live: ALL,
    backoffice: ALL,
    webhooks: [],
    assistant: ALL,
  },
  accountant: {
    core: ['read'],
    ingest: [],
    'intelligence.read': ['read'],
    live: ['read'],
    backoffice: ['read', 'write'],
    webhooks: [],
    assistant: ['read', 'write'],
  },
};

/** Routes only the owner may call whatever the matrix's row says (the settings change the branch). */
const OWNER_ONLY_AREAS: ReadonlySet<string> = new Set(['settings']);

/** Whether a member with `role` may call the route. */
export function roleAllows(role: Role, route: RouteAccessShape): boolean {
  // The developer portal's credentials (API keys, app clients): the owner's alone.
  if (route.auth === 'user') return roleManagesCredentials(role);
  // The account routes: every member reads their own; the use case decides who may create.
  if (route.auth === 'account') return true;
  const access = accessOf(route.method);
  if (role !== 'owner' && access !== 'read' && OWNER_ONLY_AREAS.has(areaOf(route))) return false;
  // The area's row, not the write scope's: an accountant reads alerts and does not review them.
  const row = areaScope(route) ?? 'core';
  return ROLE_MATRIX[role][row].includes(access);
}

/** Whether a member with `role` may read what `scope` guards (the matrix's row, `read`). */
export function roleReads(role: Role, scope: ApiScope): boolean {
  return ROLE_MATRIX[role][scope].includes('read');
}

/** API keys and OAuth app clients (the developer portal): the owner's alone. */
export function roleManagesCredentials(role: Role): boolean {
  return role === 'owner';
}

/** Access (and id) tokens live one hour, in AWS (the app clients' setting) and locally. */
export const ACCESS_TOKEN_LIFETIME_MINUTES = 60;

/** `a,b` (short or qualified names) → scopes; throws naming the unknown ones. */
export function parseScopeList(value: string): ApiScope[] {
  const names = value
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((name) =>
      name.startsWith(`${RESOURCE_SERVER_ID}/`) ? name.slice(RESOURCE_SERVER_ID.length + 1) : name,
    );
  const unknown = names.filter((name) => !isApiScope(name));
  if (unknown.length > 0) {
    throw new Error(`unknown scopes: ${unknown.join(', ')} (scopes: ${API_SCOPE_NAMES.join(', ')})`);
  }
  return [...new Set(names as ApiScope[])];
}
