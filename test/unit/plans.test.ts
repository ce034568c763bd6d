import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES } from '#shared/contract/routes.ts';
import { MODULES, PLAN_LIMITS, PLANS, planAllows } from '#shared/domain/plans.ts';
import { INTELLIGENCE_ENDPOINTS } from '../support/intelligence.ts';

describe('plan matrix', () => {
  it('is the table docs/api-conventions.md documents, with the route count of each module', () => {
    const doc = readFileSync(new URL('../../docs/api-conventions.md', import.meta.url), 'utf8');
    const rows = doc.split('\n').filter((line) => /^\| `[a-z]+` \| \d+ \|/.test(line));
    expect(rows.map((row) => row.split('`')[1]).sort()).toEqual([...MODULES].sort());
    for (const module of MODULES) {
      const row = rows.find((line) => line.startsWith(`| \`${module}\` `))!;
      const cells = row
        .split('|')
        .slice(2, -1)
        .map((cell) => cell.trim());
      expect(cells, `docs/api-conventions.md plan matrix row for ${module}`).toEqual([
        String(ROUTES.filter((route) => route.module === module).length),
        ...PLANS.map((plan) => (planAllows(plan, module) ? 'yes' : '—')),
      ]);
    }
  });

  it('lets every plan ingest and ping, so no POS is locked out of sending data', () => {
    for (const plan of PLANS) {
      expect(planAllows(plan, 'core')).toBe(true);
      expect(planAllows(plan, 'ingest')).toBe(true);
    }
  });

  it('has the spec rate limits', () => {
    expect(PLAN_LIMITS.starter).toMatchObject({ perMinute: 100, perMonth: 50_000 });
    expect(PLAN_LIMITS.growth).toMatchObject({ perMinute: 500, perMonth: 500_000 });
    expect(PLAN_LIMITS.pro).toMatchObject({ perMinute: 2_000, perMonth: null });
    expect(PLAN_LIMITS.enterprise).toMatchObject({ perMinute: null, perMonth: null });
  });
});

describe('route table', () => {
  it('has unique ids, handlers and method+path pairs, all under /api/v1', () => {
    const ids = ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ROUTES.map((route) => route.handler)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => `${route.method} ${route.path}`)).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect(route.path.startsWith('/api/v1/')).toBe(true);
      // Idempotent writes: the ingest family's POSTs (its GET /ingest/status reads) and the live
      // dining-room updates.
      expect(route.ingest).toBe(
        (route.path.startsWith('/api/v1/ingest/') && route.method === 'POST') ||
          route.path === '/api/v1/live/update',
      );
    }
  });

  it('has the intelligence endpoints of the spec', () => {
    expect(INTELLIGENCE_ENDPOINTS).toEqual([
      'sales/summary',
      'sales/by-hour',
      'sales/by-employee',
      'sales/reconciliation',
      'cash-flow',
      'menu/engineering',
      'kpis',
      'alerts',
      'pnl',
      'food-cost',
      'labor-cost',
      'inventory/suggestions',
      // Beyond the spec's eight: the assistant's daily insights (issue 11).
      'insights',
    ]);
  });

  it('has the four back-office routes of each resource, in the costs or inventory module', () => {
    const backoffice = ROUTES.filter((route) => route.path.startsWith('/api/v1/backoffice/'));
    expect(backoffice.map((route) => `${route.method} ${route.path} ${route.module}`)).toEqual(
      [
        ['suppliers', 'inventory'],
        ['purchases', 'costs'],
        ['expenses', 'costs'],
        ['payroll', 'costs'],
        ['inventory-counts', 'inventory'],
        ['recipes', 'costs'],
      ].flatMap(([resource, module]) => [
        `POST /api/v1/backoffice/${resource} ${module}`,
        `GET /api/v1/backoffice/${resource} ${module}`,
        `GET /api/v1/backoffice/${resource}/{id} ${module}`,
        `DELETE /api/v1/backoffice/${resource}/{id} ${module}`,
      ]),
    );
    expect(matchRoute('GET', '/api/v1/backoffice/purchases/01J0')).toMatchObject({
      kind: 'found',
      route: { id: 'backoffice-purchases-get' },
      params: { id: '01J0' },
    });
    expect(matchRoute('PATCH', '/api/v1/backoffice/purchases/01J0')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'DELETE'],
    });
  });

  it('matches like API Gateway: 404 for unknown paths, 405 with the allowed methods', () => {
    expect(matchRoute('GET', '/api/v1/ping/')).toMatchObject({ kind: 'found', route: { id: 'ping' } });
    expect(matchRoute('POST', '/api/v1/ping')).toEqual({ kind: 'method-not-allowed', allowed: ['GET'] });
    expect(matchRoute('GET', '/api/v2/ping')).toEqual({ kind: 'not-found' });
  });
});
