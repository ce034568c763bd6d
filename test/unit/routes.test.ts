import { describe, expect, it } from 'vitest';
import { ROUTE_SUMMARIES, routeSummary } from '#shared/contract/route-summaries.ts';
import { matchPath, ROUTES, type RouteId } from '#shared/contract/routes.ts';

describe('matchPath', () => {
  it('names the {param} segments of a template', () => {
    expect(
      matchPath('/api/v1/developer/webhooks/{id}/deliveries', '/api/v1/developer/webhooks/wh_1/deliveries'),
    ).toEqual({ id: 'wh_1' });
  });

  it('decodes percent-escapes in a parameter and refuses empty or extra segments', () => {
    expect(matchPath('/api/v1/x/{id}', '/api/v1/x/a%20b')).toEqual({ id: 'a b' });
    expect(matchPath('/api/v1/x/{id}', '/api/v1/x/')).toBeNull();
    expect(matchPath('/api/v1/x/{id}', '/api/v1/x/a/b')).toBeNull();
    expect(matchPath('/api/v1/x/{id}', '/api/v1/y/a')).toBeNull();
  });

  it('matches a literal template exactly', () => {
    expect(matchPath('/api/v1/ping', '/api/v1/ping')).toEqual({});
    expect(matchPath('/api/v1/ping', '/api/v1/pong')).toBeNull();
  });
});

describe('route summaries', () => {
  it('every route has exactly one summary, and every summary a route', () => {
    const ids = ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(ROUTE_SUMMARIES).sort()).toEqual([...ids].sort());
    for (const route of ROUTES) expect(routeSummary(route).trim(), route.id).not.toBe('');
  });

  it('refuses an id that is no route', () => {
    expect(() => routeSummary({ id: 'no-such-route' })).toThrow('no summary for route no-such-route');
  });
});

describe('route ids', () => {
  it('are literal types, so a route table keyed by id cannot name a route that does not exist', () => {
    // @ts-expect-error: no such route; `npm run typecheck` fails if RouteId widens to string again.
    const unknown: RouteId = 'intelligence-nope';
    const known: RouteId[] = ROUTES.map((route) => route.id);
    expect(known).not.toContain(unknown);
    // The type-level names the helpers give (`/` as `-`) are the ids the table holds.
    const named: RouteId[] = [
      'intelligence-sales-by-hour',
      'live-cash-balance',
      'backoffice-inventory-counts-create',
    ];
    for (const id of named) expect(known).toContain(id);
  });
});
