/**
 * docs/openapi.json is generated (npm run openapi), never edited: it must equal a fresh generation,
 * name every route of the table with its errors and security, and its schemas must be the ones the
 * code runs.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OPENAPI_JSON_GZIP_BASE64 } from '#docs/openapi-gzip.ts';
import { errorAnchor } from '#shared/contract/error-docs.ts';
import { ROUTES, type RouteDefinition, routeById } from '#shared/contract/routes.ts';
import { qualifiedScope, requiredScope } from '#shared/domain/access.ts';
import { ERROR_CODES } from '#shared/domain/responses/error.ts';
import { WEBHOOK_EVENTS } from '#shared/domain/webhooks/events.ts';
import { CSV_TABLES_PATH, csvTablesModule } from '../../../scripts/csv-tables.ts';
import { DASHBOARD_ROUTES_PATH, dashboardRoutesModule } from '../../../scripts/dashboard-routes.ts';
import { OPENAPI_PATH } from '../../../scripts/openapi.ts';
import { buildOpenApiDocument, errorCodesOf, stableJson } from '../../../scripts/openapi-document.ts';
import { openApiOptions } from '../../../scripts/openapi-options.ts';

const committed = readFileSync(OPENAPI_PATH, 'utf8');
const document = JSON.parse(committed);

describe('docs/openapi.json', () => {
  it('is what npm run openapi generates now', async () => {
    const fresh = stableJson(buildOpenApiDocument(await openApiOptions()));
    expect(committed === fresh, 'docs/openapi.json is stale: run npm run openapi and commit it').toBe(true);
  });

  it('is what docs/openapi-gzip.ts (the openapi function serves) unzips to, as compact JSON', () => {
    const served = gunzipSync(Buffer.from(OPENAPI_JSON_GZIP_BASE64, 'base64')).toString('utf8');
    expect(
      served === JSON.stringify(document),
      'docs/openapi-gzip.ts is stale: run npm run openapi and commit it',
    ).toBe(true);
  });

  it('is generated beside shared/contract/csv-tables.ts, the CSV tables the functions carry', () => {
    expect(
      readFileSync(CSV_TABLES_PATH, 'utf8') === csvTablesModule(),
      'shared/contract/csv-tables.ts is stale: run npm run openapi and commit it',
    ).toBe(true);
  });

  it('is generated beside web/dashboard/src/lib/api-routes.ts, the routes the dashboard calls', () => {
    expect(
      readFileSync(DASHBOARD_ROUTES_PATH, 'utf8') === dashboardRoutesModule(),
      'web/dashboard/src/lib/api-routes.ts is stale: run npm run openapi and commit it',
    ).toBe(true);
  });

  it('names every route of the table, by operationId, with its plan module and security', () => {
    for (const route of ROUTES as readonly RouteDefinition[]) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation.operationId).toBe(route.id);
      expect(operation['x-plan-module']).toBe(route.module);
      const scope = route.auth === 'none' ? null : requiredScope(route);
      const oauth = { OAuth2: scope === null ? [] : [qualifiedScope(scope)] };
      // Organization reads: a member's token only (a key belongs to one branch).
      expect(operation.security).toEqual(
        route.auth === 'none'
          ? []
          : route.auth === 'user' || route.auth === 'account'
            ? // A signed-in dashboard user's token alone (the developer portal, the account).
              [{ OAuth2: [] }]
            : route.auth === 'member'
              ? [oauth]
              : [{ ApiKey: [] }, oauth],
      );
      expect(Object.keys(operation.responses)).toContain(String(route.status));
      for (const status of errorCodesOf(route).keys()) {
        expect(operation.responses[String(status)].content['application/json'].schema).toEqual({
          $ref: '#/components/schemas/ErrorEnvelope',
        });
      }
    }
  });

  it('derives each route’s errors from its properties', () => {
    const statuses = (id: Parameters<typeof routeById>[0]) => [...errorCodesOf(routeById(id)).keys()];
    // A reused key with another request is 422 (key reused), never 409: the service does not send 409.
    expect(statuses('ingest-orders')).toEqual([400, 401, 403, 405, 413, 422, 429, 500, 503]);
    expect(errorCodesOf(routeById('ingest-orders')).get(422)).toEqual([
      'SVC_ERR_422',
      'SVC_ERR_422_CENTS',
      'SVC_ERR_422_IDEMPOTENCY_KEY_REUSED',
    ]);
    expect(statuses('ping')).toEqual([401, 403, 404, 405, 422, 429, 500, 503]);
    expect(statuses('openapi')).toEqual([405, 500]);
    expect(errorCodesOf(routeById('backoffice-purchases-create')).get(422)).toContain(
      'SVC_ERR_422_IDEMPOTENCY_KEY_REUSED',
    );
    // A create under a per-branch limit says so.
    expect(errorCodesOf(routeById('webhooks-create')).get(422)).toContain('SVC_ERR_422_LIMIT_REACHED');
    expect(errorCodesOf(routeById('webhooks-list')).get(422)).not.toContain('SVC_ERR_422_LIMIT_REACHED');
  });

  it('requires X-Idempotency-Key on ingest routes and back-office captures, with the 200 replay', () => {
    for (const id of ['ingest-sales', 'live-update', 'backoffice-recipes-create'] as const) {
      const route = routeById(id);
      const operation = document.paths[route.path][route.method.toLowerCase()];
      expect(operation.parameters, id).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
      expect(Object.keys(operation.responses['200'].headers), id).toContain('X-Idempotent-Replayed');
    }
    expect(document.components.parameters.IdempotencyKey).toMatchObject({
      name: 'X-Idempotency-Key',
      in: 'header',
      required: true,
    });
  });

  it('explains every error code under a heading its docs link points to', () => {
    for (const code of ERROR_CODES) {
      expect(document.info.description).toContain(`### ${code}\n`);
      expect(errorAnchor(code)).not.toBe('');
    }
  });

  it('has the six webhook events with their signature headers', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    for (const event of WEBHOOK_EVENTS) {
      const names = document.webhooks[event].post.parameters.map(
        (parameter: { name: string }) => parameter.name,
      );
      expect(names).toEqual([
        'X-Service-Signature',
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
        'User-Agent',
      ]);
    }
  });

  it('carries no regex flags in its patterns (JSON Schema patterns have none)', () => {
    const patterns = [...committed.matchAll(/"pattern": "((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!);
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) expect(pattern.startsWith('(?'), pattern).toBe(false);
  });
});
