/**
 * Every route and every webhook event names the scope it needs (issue: scopes by data), and
 * docs/authentication.md's generated tables say the same as the code.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES as ROUTE_TABLE, type RouteDefinition } from '#shared/contract/routes.ts';
import { API_SCOPE_NAMES, accessOf, isReadOnlyScope, requiredScope } from '#shared/domain/access.ts';
import { EVENT_READ_SCOPES, WEBHOOK_EVENTS } from '#shared/domain/webhooks/events.ts';
import { AUTHENTICATION_DOC, withAccessSection } from '../../scripts/access-table.ts';

const ROUTES: readonly RouteDefinition[] = ROUTE_TABLE;

describe('scopes of the route table and the event catalogue', () => {
  it('gives every route a scope, or a credential rule that needs none', () => {
    const unscoped = ROUTES.filter((route) => route.auth === undefined || route.auth === 'member')
      .filter((route) => requiredScope(route) === null)
      .map((route) => `${route.method} ${route.path}`);
    expect(unscoped).toEqual(['GET /api/v1/ping']);
  });

  it('never lets a read scope write', () => {
    const writes = ROUTES.filter((route) => route.auth !== 'none' && accessOf(route.method) !== 'read');
    for (const route of writes) {
      const scope = requiredScope(route);
      if (scope !== null) expect([route.path, isReadOnlyScope(scope)]).toEqual([route.path, false]);
    }
  });

  it('names for every event a scope that exists', () => {
    for (const event of WEBHOOK_EVENTS) expect(API_SCOPE_NAMES).toContain(EVENT_READ_SCOPES[event]);
  });
});

describe('docs/authentication.md access tables', () => {
  it('are the generated ones (run npm run openapi after adding a route or an event)', () => {
    const written = readFileSync(AUTHENTICATION_DOC, 'utf8');
    expect(written).toBe(withAccessSection(written));
  });

  it('list every route and every event once', () => {
    const written = readFileSync(AUTHENTICATION_DOC, 'utf8');
    for (const route of ROUTES) expect(written).toContain(`| \`${route.method} ${route.path}\` |`);
    for (const event of WEBHOOK_EVENTS) expect(written).toContain(`| \`${event}\` |`);
  });
});
