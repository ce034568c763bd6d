/**
 * The local OpenID issuer of `npm start` (docs/authentication.md, "Local issuer"): what a Cognito
 * user pool and its managed-login domain are in AWS, at Cognito's paths and with tokens shaped like
 * Cognito's, so the API verifies both with the same code (shared/guards/auth.ts).
 *
 *   GET  /.well-known/openid-configuration   discovery                            oidc-issuer/discovery.ts
 *   GET  /.well-known/jwks.json              the RS256 public key (made at start)  oidc-issuer/discovery.ts
 *   GET  /oauth2/authorize                   code + PKCE (S256): a sign-in page    oidc-issuer/authorize.ts
 *   POST /oauth2/authorize                   its form: sign in, or sign up         oidc-issuer/authorize.ts
 *   POST /oauth2/token                       client_credentials, code, refresh     oidc-issuer/token.ts
 *   GET  /oauth2/userInfo                    the signed-in user's claims           oidc-issuer/user-info.ts
 *   GET  /logout                             back to logout_uri                    oidc-issuer/logout.ts
 *
 * This module dispatches to them; what they share (key, users, codes, refresh tokens) is one
 * IssuerState (oidc-issuer/issuer-state.ts).
 *
 * App clients (client credentials) are the table's (`admin -- oauth-client create`); users, codes
 * and refresh tokens are kept in memory: a restart signs everyone out, as a new key would anyway.
 * A user's `sub` is derived from their email, so after a restart on a persisted table (`--persist`)
 * signing up again gives back the same user and their memberships.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JWTPayload } from 'jose';
import type { OAuthSettings } from '#shared/adapters/config.ts';
import type { StorageDeps } from '#shared/storage/db.ts';
import { serveAuthorize } from './oidc-issuer/authorize.ts';
import { serveDiscovery, serveJwks } from './oidc-issuer/discovery.ts';
import {
  type IssuerState,
  LOCAL_DASHBOARD_CLIENT_ID,
  type LocalUser,
  newIssuerState,
  OAuthError,
  sendJson,
  sign,
  signUp,
} from './oidc-issuer/issuer-state.ts';
import { serveLogout } from './oidc-issuer/logout.ts';
import { serveToken } from './oidc-issuer/token.ts';
import { serveUserInfo } from './oidc-issuer/user-info.ts';

export { LOCAL_DASHBOARD_CLIENT_ID } from './oidc-issuer/issuer-state.ts';

export interface LocalIssuer {
  /** http://127.0.0.1:PORT once the server listens (setUrl). */
  readonly url: string;
  setUrl(url: string): void;
  /** The API's view of this issuer: issuer, JWKS URI, the dashboard client, the JWKS in process. */
  oauthSettings(): OAuthSettings;
  /** Answers the request when it is one of the issuer's paths; false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL, body: string | null): Promise<boolean>;
  /** Signs claims with the issuer's key (its own tokens; tests craft expired or id tokens with it). */
  sign(claims: JWTPayload): Promise<string>;
  /** Adds a user as the sign-up form does (npm start's demo owner). */
  signUp(email: string, password: string): LocalUser;
}

export async function createLocalIssuer(deps: StorageDeps): Promise<LocalIssuer> {
  const issuer = await newIssuerState(deps);
  return {
    get url() {
      return issuer.url;
    },
    setUrl(url) {
      issuer.url = url.replace(/\/+$/, '');
    },
    oauthSettings: () => oauthSettingsOf(issuer),
    sign: (claims) => sign(issuer, claims),
    signUp: (email, password) => signUp(issuer, email, password),
    handle: (req, res, url, body) => handleIssuerPath(issuer, req, res, url, body),
  };
}

function oauthSettingsOf(issuer: IssuerState): OAuthSettings {
  return {
    issuer: issuer.url,
    jwksUri: `${issuer.url}/.well-known/jwks.json`,
    dashboardClientIds: [LOCAL_DASHBOARD_CLIENT_ID],
    fetchJwks: async () => new TextEncoder().encode(JSON.stringify(issuer.jwks)).buffer as ArrayBuffer,
  };
}

/** One endpoint of the issuer: it answers the request, or throws an OAuthError to answer with. */
type Endpoint = (
  issuer: IssuerState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string | null,
) => Promise<void> | void;

/** The issuer's paths, by "METHOD /path" (a Map: the key comes from the client). */
const ENDPOINTS = new Map<string, Endpoint>([
  ['GET /.well-known/openid-configuration', (issuer, _req, res) => serveDiscovery(issuer, res)],
  ['GET /.well-known/jwks.json', (issuer, _req, res) => serveJwks(issuer, res)],
  ['GET /oauth2/authorize', serveAuthorize],
  ['POST /oauth2/authorize', serveAuthorize],
  ['POST /oauth2/token', (issuer, req, res, _url, body) => serveToken(issuer, req, res, body)],
  ['GET /oauth2/userInfo', (issuer, req, res) => serveUserInfo(issuer, req, res)],
  ['GET /logout', (_issuer, _req, res, url) => serveLogout(res, url)],
]);

async function handleIssuerPath(
  issuer: IssuerState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string | null,
): Promise<boolean> {
  const endpoint = ENDPOINTS.get(`${req.method ?? 'GET'} ${url.pathname}`);
  if (endpoint === undefined) return false;
  try {
    await endpoint(issuer, req, res, url, body);
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    answerOAuthError(res, error);
  }
  return true;
}

/** RFC 6749 §5.2's body; a 401 names the scheme to authenticate with (Bearer for tokens, Basic for clients). */
function answerOAuthError(res: ServerResponse, error: OAuthError): void {
  sendJson(
    res,
    error.status,
    { error: error.error, error_description: error.message },
    error.status === 401 ? { 'WWW-Authenticate': error.error === 'invalid_token' ? 'Bearer' : 'Basic' } : {},
  );
}
