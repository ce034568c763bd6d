/**
 * config.json has one shape (shared/domain/dashboard-config.ts): what its writer writes, locally
 * with the demonstration and at deploy without, is a document of that shape once it has been JSON,
 * and the page's reader (web/dashboard/src/lib/config.ts) takes it as written, its relative
 * addresses made absolute on the page's origin.
 */
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { DEMO_PATH } from '#local/demo-door.ts';
import { type DashboardConfigDocument, dashboardConfigDocument } from '#shared/domain/dashboard-config.ts';
import { dashboardConfig } from '#web/tooling/dashboard-config.ts';
import { type DashboardConfig, loadConfig } from '../../../web/dashboard/src/lib/config.ts';

const ORIGIN = 'http://localhost:3000';

/** What the page's fetch of /config.json answers: the document as the server sends it. */
function served(document: DashboardConfigDocument) {
  vi.stubGlobal('location', { origin: ORIGIN });
  vi.stubGlobal('fetch', async (url: string) => {
    expect(url).toBe('/config.json');
    return new Response(JSON.stringify(document), { headers: { 'Content-Type': 'application/json' } });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const local: DashboardConfigDocument = {
  ...dashboardConfig('', 'local-client'),
  demo: { path: DEMO_PATH, organizationId: 'org-demo', name: 'Taquería Demo' },
};
const deployed = dashboardConfig('https://auth.example.com', 'cognito-client');

describe('config.json', () => {
  it.each([
    ['npm start (relative addresses, the demo)', local],
    ['AWS (the Cognito domain, no demo)', deployed],
  ])('is, as written under %s, a document of its one schema', (_, written) => {
    const sent = JSON.parse(JSON.stringify(written));
    expect(z.safeParse(dashboardConfigDocument, sent).success).toBe(true);
  });

  it('is read by the page as written, the local issuer on the page origin', async () => {
    served(local);
    expect(await loadConfig()).toEqual({
      ...local,
      authorizationEndpoint: `${ORIGIN}/oauth2/authorize`,
      tokenEndpoint: `${ORIGIN}/oauth2/token`,
      logoutEndpoint: `${ORIGIN}/logout`,
    });
  });

  it("keeps the Cognito domain's absolute addresses", async () => {
    served(deployed);
    expect(await loadConfig()).toEqual(deployed);
  });

  it('is one type for the writer and the reader', () => {
    expectTypeOf(dashboardConfig).returns.toEqualTypeOf<DashboardConfig>();
  });
});
