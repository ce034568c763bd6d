/**
 * The dashboard's `config.json` (read by web/dashboard/src/lib/config.ts): where to sign in and
 * which public client to use. Written by the local server under `npm start` (the local issuer's
 * relative paths) and at deploy in AWS (the Cognito domain's addresses; infra/hosting.ts).
 */
import { fileURLToPath } from 'node:url';
import { API_SCOPE_NAMES, qualifiedScope } from '#shared/domain/access.ts';

/** Where `npm run build:dashboard` writes the app (web/tooling/build-dashboard.ts); served at `/`. */
export const DASHBOARD_BUILD_DIR = fileURLToPath(new URL('../../build/dashboard/', import.meta.url));

export interface DashboardConfigDocument {
  clientId: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  logoutEndpoint: string;
  scopes: string;
  /**
   * The demonstration a newcomer may join instead of creating a branch: only under `npm start`
   * (local/demo-door.ts); absent in AWS, where a new account starts with no branch.
   */
  demo?: DashboardDemo;
}

/** Where the local demonstration is joined (POST) and left (DELETE), and which organization it is. */
export interface DashboardDemo {
  path: string;
  organizationId: string;
  name: string;
}

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
