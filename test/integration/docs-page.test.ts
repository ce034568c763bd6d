/// <reference lib="dom" />
/**
 * The /docs reference page in a real browser (Debian's Chromium driven by playwright-core): it
 * renders every operation of the route table from GET /api/v1/openapi.json, makes no request that
 * leaves the service's origin (no CDN, fonts, telemetry or proxy), and the `docs` link of a real
 * error envelope lands on the section of the reference that explains its code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteDefinition } from '#shared/contract/routes.ts';
import { OPENAPI_PATH } from '../../scripts/openapi.ts';
import { tagOf } from '../../scripts/openapi-document.ts';
import { ensureWebBuilds } from '../../web/tooling/web-builds.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

const CHROMIUM = '/usr/bin/chromium';
/** The page parses a 4 MB bundle and a large document: slow on a loaded two-core machine. */
const RENDER_TIMEOUT_MS = 180_000;

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: apt-get install chromium (.ci/run does)`);
  await ensureWebBuilds();
  stack = await startTestStack();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** Scalar's id of an operation: `<slug>/tag/<tag slug>/<METHOD><path>`. */
const operationId = (route: RouteDefinition) =>
  `api/tag/${tagOf(route).toLowerCase().replaceAll(' ', '-')}/${route.method}${route.path}`;

describe('GET /api/v1/openapi.json', () => {
  it('answers the committed document with no API key, as JSON, cacheable', async () => {
    const response = await stack.request('GET', '/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    // Public: no rate-limit count, so no rate-limit headers.
    expect(response.headers.get('x-ratelimit-limit')).toBeNull();
    expect(response.body).toEqual(JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')));
    expect(response.body.paths['/api/v1/openapi.json'].get.security).toEqual([]);
  });

  it('answers 405 in the error envelope to another method', async () => {
    const response = await stack.request('POST', '/api/v1/openapi.json', { body: {} });
    expect(response.status).toBe(405);
    expect(response.body.error.code).toBe('SVC_ERR_405');
  });
});

describe('/docs', () => {
  it(
    'renders every route from this origin only, and an error envelope’s docs link lands on its section',
    async () => {
      const unauthorized = await stack.request('GET', '/api/v1/ping');
      expect(unauthorized.status).toBe(401);
      const docs: string = unauthorized.body.error.docs;
      expect(docs).toBe('/docs#api/description/svc-err-401');

      const page = await browser.newPage();
      page.setDefaultTimeout(RENDER_TIMEOUT_MS);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const origin = new URL(stack.url).origin;

      const response = await page.goto(`${stack.url}${docs}`, { waitUntil: 'commit' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      const ping = ROUTES.find((route) => route.id === 'ping')!;
      await page.waitForSelector(`[id="${operationId(ping)}"]`, {
        state: 'attached',
        timeout: RENDER_TIMEOUT_MS,
      });

      // Every operation of the route table is on the page.
      const ids = (ROUTES as readonly RouteDefinition[]).map(operationId);
      const missing = await page.evaluate(
        (wanted) => wanted.filter((id) => document.getElementById(id) === null),
        ids,
      );
      expect(missing).toEqual([]);

      // The error link's anchor is an element of the page, and following it brings it into view.
      const anchor = decodeURIComponent(new URL(docs, stack.url).hash.slice(1));
      expect(await page.evaluate((id) => document.getElementById(id)?.textContent?.trim(), anchor)).toBe(
        'SVC_ERR_401',
      );
      await page.evaluate(() => {
        window.location.hash = '';
      });
      await page.evaluate((id) => {
        window.location.hash = id;
      }, anchor);
      await page.waitForFunction(
        (id) => {
          const top = document.getElementById(id)?.getBoundingClientRect().top;
          return top !== undefined && top >= 0 && top < window.innerHeight;
        },
        anchor,
        { timeout: 30_000 },
      );

      // Nothing left the service: the page, Scalar's bundle, its configuration and the document.
      expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
      expect(requested).toContain(`${origin}/api/v1/openapi.json`);
      expect(requested).toContain(`${origin}/docs/scalar/standalone.js`);
      await page.close();
    },
    RENDER_TIMEOUT_MS + 60_000,
  );
});
