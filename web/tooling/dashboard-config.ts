/**
 * The dashboard's `config.json` (its shape: shared/domain/dashboard-config.ts; read by
 * web/dashboard/src/lib/config.ts): where to sign in and which public client to use. Written by the
 * local server under `npm start` (the local issuer's relative paths) and at deploy in AWS (the
 * Cognito domain's addresses; infra/hosting.ts).
 */
import { fileURLToPath } from 'node:url';
import { API_SCOPE_NAMES, qualifiedScope } from '#shared/domain/access.ts';
import type { DashboardConfigDocument } from '#shared/domain/dashboard-config.ts';

/** Where `npm run build:dashboard` writes the app (web/tooling/build-dashboard.ts); served at `/`. */
export const DASHBOARD_BUILD_DIR = fileURLToPath(new URL('../../build/dashboard/', import.meta.url));

/** OpenID scopes plus every API scope: the user's role narrows what the token may do. */
export const DASHBOARD_SCOPES = ['openid', 'email', 'profile', ...API_SCOPE_NAMES.map(qualifiedScope)].join(
  ' ',
);

/** The configuration for an issuer at `domain` (an origin, or '' for the page's own origin). */
export function dashboardConfig(domain: string, clientId: string): DashboardConfigDocument {
  return {
    clientId,
    authorizationEndpoint: `${domain}/oauth2/authorize`,
    tokenEndpoint: `${domain}/oauth2/token`,
    logoutEndpoint: `${domain}/logout`,
    scopes: DASHBOARD_SCOPES,
  };
}
