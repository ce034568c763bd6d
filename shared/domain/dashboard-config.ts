/**
 * The dashboard's `config.json`, declared once: where to sign in, which public client to use and,
 * under `npm start` only, the demonstration a newcomer may join. Its writer (web/tooling/
 * dashboard-config.ts: the local server, and infra/hosting.ts at deploy) and its reader (the page,
 * web/dashboard/src/lib/config.ts) both name this; the page imports the types alone, so zod stays
 * out of its first load. Here because shared/domain is what both sides may import.
 * test/unit/dashboard/config.test.ts parses what the writer writes with this schema.
 */
import * as z from 'zod/mini';

/** Where the local demonstration is joined (POST) and left (DELETE), and its organization. */
export const dashboardDemo = z.strictObject({
  path: z.string(),
  organizationId: z.string(),
  name: z.string(),
});
export type DashboardDemo = z.output<typeof dashboardDemo>;

export const dashboardConfigDocument = z.strictObject({
  /** The OAuth 2.0 public client (authorization code + PKCE, no secret). */
  clientId: z.string(),
  /** The issuer's addresses: absolute in AWS, relative to the page under `npm start`. */
  authorizationEndpoint: z.string(),
  tokenEndpoint: z.string(),
  logoutEndpoint: z.string(),
  /** Space-separated scopes asked for at sign-in. */
  scopes: z.string(),
  /**
   * The demonstration a newcomer may join instead of creating a branch: only under `npm start`
   * (local/demo-door.ts); absent in AWS, where a new account starts with no branch.
   */
  demo: z.optional(dashboardDemo),
});
export type DashboardConfigDocument = z.output<typeof dashboardConfigDocument>;
