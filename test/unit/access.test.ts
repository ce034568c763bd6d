import { describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/contract/routes.ts';
import {
  API_SCOPE_NAMES,
  parseScopeList,
  qualifiedScope,
  ROLES,
  requiredScope,
  roleAllows,
  roleManagesCredentials,
} from '#shared/domain/access.ts';
import { authorize, type Principal } from '#shared/guards/auth.ts';

const route = (method: string, path: string) => ({ method, path });

describe('requiredScope', () => {
  it('gives every route of the table a scope (or none, for ping), and uses every scope', () => {
    const used = new Set(ROUTES.map((candidate) => requiredScope(candidate)));
    expect(requiredScope(route('GET', '/api/v1/ping'))).toBeNull();
    for (const scope of API_SCOPE_NAMES) expect(used).toContain(scope);
  });

  it('maps each area to its scope', () => {
    expect(requiredScope(route('POST', '/api/v1/ingest/sales'))).toBe('ingest');
    expect(requiredScope(route('POST', '/api/v1/ingest/activity'))).toBe('ingest');
    expect(requiredScope(route('GET', '/api/v1/intelligence/sales/summary'))).toBe('intelligence.read');
    expect(requiredScope(route('POST', '/api/v1/live/update'))).toBe('live');
    expect(requiredScope(route('GET', '/api/v1/live/cash/balance'))).toBe('live');
    expect(requiredScope(route('DELETE', '/api/v1/backoffice/purchases/{id}'))).toBe('backoffice');
    expect(requiredScope(route('PATCH', '/api/v1/settings'))).toBe('backoffice');
    expect(requiredScope(route('POST', '/api/v1/developer/webhooks'))).toBe('webhooks');
    expect(requiredScope(route('POST', '/api/v1/assistant/ask'))).toBe('assistant');
  });

  it('asks a write in a read-only area for its write scope: intelligence.read never writes', () => {
    expect(requiredScope(route('GET', '/api/v1/intelligence/alerts/reviews'))).toBe('intelligence.read');
    expect(requiredScope(route('POST', '/api/v1/intelligence/alerts/{alert_id}/review'))).toBe('backoffice');
    expect(requiredScope(route('DELETE', '/api/v1/intelligence/alerts/{alert_id}/review'))).toBe(
      'backoffice',
    );
    expect(() => requiredScope(route('POST', '/api/v1/organization/intelligence/pnl'))).toThrow(
      /whose scope only reads/,
    );
  });

  it('throws for a route in an area without a scope, so a new area cannot slip through unscoped', () => {
    expect(() => requiredScope(route('GET', '/api/v1/billing/invoices'))).toThrow(/area "billing"/);
  });
});

describe('role matrix', () => {
  const cases: [string, string, Record<(typeof ROLES)[number], boolean>][] = [
    ['GET', '/api/v1/ping', { owner: true, manager: true, accountant: true }],
    ['GET', '/api/v1/intelligence/pnl', { owner: true, manager: true, accountant: true }],
    ['POST', '/api/v1/ingest/sales', { owner: true, manager: true, accountant: false }],
    ['POST', '/api/v1/live/update', { owner: true, manager: true, accountant: false }],
    ['GET', '/api/v1/live/sales/today', { owner: true, manager: true, accountant: true }],
    ['POST', '/api/v1/backoffice/purchases', { owner: true, manager: true, accountant: true }],
    ['DELETE', '/api/v1/backoffice/purchases/{id}', { owner: true, manager: true, accountant: false }],
    ['GET', '/api/v1/settings', { owner: true, manager: true, accountant: true }],
    ['PATCH', '/api/v1/settings', { owner: true, manager: false, accountant: false }],
    ['GET', '/api/v1/developer/webhooks', { owner: true, manager: false, accountant: false }],
    ['POST', '/api/v1/developer/webhooks', { owner: true, manager: false, accountant: false }],
    ['POST', '/api/v1/assistant/ask', { owner: true, manager: true, accountant: true }],
  ];
  it.each(cases)('%s %s', (method, path, expected) => {
    for (const role of ROLES)
      expect([role, roleAllows(role, route(method, path))]).toEqual([role, expected[role]]);
  });

  it('lets the owner alone manage keys and app clients', () => {
    expect(ROLES.filter(roleManagesCredentials)).toEqual(['owner']);
  });
});

describe('authorize', () => {
  const scopes = (...names: (typeof API_SCOPE_NAMES)[number][]) => new Set(names.map(qualifiedScope));
  const sales = route('GET', '/api/v1/intelligence/sales/summary');

  it('lets a key call anything (the plan decides)', () => {
    expect(() => authorize({ kind: 'api-key' }, sales)).not.toThrow();
  });

  it('refuses a token without the scope, naming it', () => {
    const client: Principal = { kind: 'client', clientId: 'c', clientName: 'Caja', scopes: scopes('ingest') };
    expect(() => authorize(client, sales)).toThrow(/restaurant-api\/intelligence\.read/);
    expect(() => authorize(client, route('POST', '/api/v1/ingest/sales'))).not.toThrow();
    expect(() => authorize(client, route('GET', '/api/v1/ping'))).not.toThrow();
  });

  it('never lets intelligence.read write: reviewing an alert needs backoffice', () => {
    const reader: Principal = {
      kind: 'client',
      clientId: 'c',
      clientName: 'BI',
      scopes: scopes('intelligence.read'),
    };
    const review = route('POST', '/api/v1/intelligence/alerts/{alert_id}/review');
    const unreview = route('DELETE', '/api/v1/intelligence/alerts/{alert_id}/review');
    expect(() => authorize(reader, route('GET', '/api/v1/intelligence/alerts/reviews'))).not.toThrow();
    expect(() => authorize(reader, review)).toThrow(/restaurant-api\/backoffice/);
    expect(() => authorize(reader, unreview)).toThrow(/restaurant-api\/backoffice/);
    const capturer: Principal = { ...reader, scopes: scopes('backoffice') };
    expect(() => authorize(capturer, review)).not.toThrow();
  });

  it('checks the scope first and the role after', () => {
    const accountant: Principal = {
      kind: 'user',
      userSub: 'u',
      clientId: 'dashboard',
      role: 'accountant',
      scopes: scopes('backoffice'),
    };
    expect(() => authorize(accountant, route('GET', '/api/v1/developer/webhooks'))).toThrow(
      /lacks the scope/,
    );
    expect(() => authorize(accountant, route('DELETE', '/api/v1/backoffice/expenses/{id}'))).toThrow(
      /accountant role/,
    );
    expect(() => authorize(accountant, route('POST', '/api/v1/backoffice/expenses'))).not.toThrow();
  });
});

describe('parseScopeList', () => {
  it('reads short and qualified names, and names the unknown ones', () => {
    expect(parseScopeList('ingest, restaurant-api/live,ingest')).toEqual(['ingest', 'live']);
    expect(() => parseScopeList('ingest,admin')).toThrow(/unknown scopes: admin/);
  });
});

describe('alert reviews', () => {
  const reviews = ROUTES.filter(
    (route) => route.id.startsWith('intelligence-alert-review') || route.id === 'intelligence-alert-unreview',
  );

  it('let the owner and the manager mark and undo, and the accountant only read', () => {
    expect(reviews.map((route) => route.method).sort()).toEqual(['DELETE', 'GET', 'POST']);
    for (const route of reviews) {
      expect(roleAllows('owner', route)).toBe(true);
      expect(roleAllows('manager', route)).toBe(true);
      expect(roleAllows('accountant', route)).toBe(route.method === 'GET');
    }
  });
});
