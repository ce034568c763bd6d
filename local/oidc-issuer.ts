/**
 * The local OpenID issuer of `npm start` (docs/authentication.md, "Local issuer"): what a Cognito
 * user pool and its managed-login domain are in AWS, at Cognito's paths and with tokens shaped like
 * Cognito's, so the API verifies both with the same code (shared/platform/auth.ts).
 *
 *   GET  /.well-known/openid-configuration   discovery
 *   GET  /.well-known/jwks.json              the RS256 public key (made at start, in memory)
 *   GET  /oauth2/authorize                   authorization code + PKCE (S256): a dev sign-in page
 *   POST /oauth2/authorize                   its form: sign in, or sign up (any email, 8+ characters)
 *   POST /oauth2/token                       client_credentials (HTTP Basic), authorization_code, refresh_token
 *   GET  /oauth2/userInfo                    the signed-in user's claims
 *   GET  /logout                             back to logout_uri
 *
 * App clients (client credentials) are the table's (`admin -- oauth-client create`); users, codes
 * and refresh tokens are kept in memory: a restart signs everyone out, as a new key would anyway.
 * A user's `sub` is derived from their email, so after a restart on a persisted table (`--persist`)
 * signing up again gives back the same user and their memberships.
 */
import { createHash, randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_LIFETIME_MINUTES, API_SCOPE_NAMES, qualifiedScope } from '#shared/domain/access.ts';
import type { OAuthSettings } from '#shared/runtime/config.ts';
import type { StorageDeps } from '#shared/storage/db.ts';
import { authenticateOAuthClient } from '#shared/storage/oauth-client-store.ts';

/** The dashboard's public app client (authorization code + PKCE, no secret), as infra/identity.ts makes one. */
export const LOCAL_DASHBOARD_CLIENT_ID = 'local-dashboard';

/** Access and id tokens live one hour (Cognito's default; docs/authentication.md). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = ACCESS_TOKEN_LIFETIME_MINUTES * 60;
const CODE_LIFETIME_MS = 5 * 60_000;
const REFRESH_LIFETIME_MS = 30 * 86_400_000;
const MIN_PASSWORD_LENGTH = 8;

/** Scopes a user token may carry: the OpenID ones and every API scope (the role narrows them). */
const USER_SCOPES = ['openid', 'email', 'profile', ...API_SCOPE_NAMES.map(qualifiedScope)];

interface LocalUser {
  sub: string;
  email: string;
  salt: Buffer;
  passwordHash: Buffer;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  user: LocalUser;
  scope: string;
  authTime: number;
  expiresAt: number;
}

interface RefreshGrant {
  clientId: string;
  user: LocalUser;
  scope: string;
  authTime: number;
  expiresAt: number;
}

/** An OAuth 2.0 error answer (RFC 6749 §5.2), not the API's envelope: OAuth client libraries read these. */
class OAuthError extends Error {
  constructor(
    readonly error: string,
    description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

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
  /**
   * Runs after each sign-up through the form, before its code is issued: npm start makes the new
   * user an owner of the demo organization, so a newcomer's first page shows figures.
   */
  onSignUp(listener: (user: LocalUser) => Promise<void>): void;
}

export async function createLocalIssuer(deps: StorageDeps): Promise<LocalIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const jwks = { keys: [publicJwk] };
  const users = new Map<string, LocalUser>();
  const codes = new Map<string, PendingCode>();
  const refreshTokens = new Map<string, RefreshGrant>();
  let issuerUrl = '';
  const signUpListeners: Array<(user: LocalUser) => Promise<void>> = [];

  const sign = (claims: JWTPayload) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(privateKey);

  function signUp(email: string, password: string): LocalUser {
    const normalized = email.trim().toLowerCase();
    const salt = randomBytes(16);
    const user: LocalUser = {
      sub: subOf(normalized),
      email: normalized,
      salt,
      passwordHash: scryptSync(password, salt, 32),
    };
    users.set(normalized, user);
    return user;
  }

  function signIn(email: string, password: string): LocalUser | undefined {
    const user = users.get(email.trim().toLowerCase());
    if (!user) return undefined;
    return timingSafeEqual(scryptSync(password, user.salt, 32), user.passwordHash) ? user : undefined;
  }

  async function clientToken(clientId: string, scope: string) {
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await sign({
      sub: clientId,
      token_use: 'access',
      scope,
      auth_time: now,
      iss: issuerUrl,
      exp: now + ACCESS_TOKEN_LIFETIME_SECONDS,
      iat: now,
      version: 2,
      jti: randomUUID(),
      client_id: clientId,
    });
    return { access_token: accessToken, expires_in: ACCESS_TOKEN_LIFETIME_SECONDS, token_type: 'Bearer' };
  }

  async function userTokens(clientId: string, user: LocalUser, scope: string, authTime: number) {
    const now = Math.floor(Date.now() / 1000);
    const common = {
      sub: user.sub,
      iss: issuerUrl,
      auth_time: authTime,
      iat: now,
      exp: now + ACCESS_TOKEN_LIFETIME_SECONDS,
    };
    const accessToken = await sign({
      ...common,
      client_id: clientId,
      token_use: 'access',
      scope,
      version: 2,
      jti: randomUUID(),
      username: user.sub,
    });
    const idToken = await sign({
      ...common,
      aud: clientId,
      token_use: 'id',
      email: user.email,
      email_verified: true,
      'cognito:username': user.sub,
      jti: randomUUID(),
    });
    return {
      access_token: accessToken,
      id_token: idToken,
      expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
      token_type: 'Bearer',
    };
  }

  async function token(req: IncomingMessage, body: string | null): Promise<unknown> {
    const contentType = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (contentType !== 'application/x-www-form-urlencoded') {
      throw new OAuthError('invalid_request', 'The token request must be application/x-www-form-urlencoded.');
    }
    const form = new URLSearchParams(body ?? '');
    const basic = basicCredentials(req.headers.authorization);
    const grantType = form.get('grant_type');
    switch (grantType) {
      case 'client_credentials': {
        if (!basic) {
          throw new OAuthError(
            'invalid_client',
            'Authenticate the client with HTTP Basic (client_id:client_secret).',
            401,
          );
        }
        const client = await authenticateOAuthClient(deps, basic.clientId, basic.secret);
        if (!client)
          throw new OAuthError('invalid_client', 'Unknown client, revoked client or wrong secret.', 401);
        const allowed = client.scopes.map(qualifiedScope);
        const requested = form.get('scope')?.split(' ').filter(Boolean);
        const refused = requested?.filter((scope) => !allowed.includes(scope)) ?? [];
        if (refused.length > 0)
          throw new OAuthError('invalid_scope', `Not allowed for this client: ${refused.join(' ')}.`);
        return clientToken(client.client_id, (requested ?? allowed).join(' '));
      }
      case 'authorization_code': {
        const clientId = basic?.clientId ?? form.get('client_id');
        if (clientId !== LOCAL_DASHBOARD_CLIENT_ID)
          throw new OAuthError('invalid_client', 'Unknown client.', 401);
        const code = codes.get(form.get('code') ?? '');
        if (code) codes.delete(form.get('code')!);
        if (!code || code.expiresAt < Date.now() || code.clientId !== clientId) {
          throw new OAuthError('invalid_grant', 'The authorization code is unknown, used or expired.');
        }
        if (form.get('redirect_uri') !== code.redirectUri) {
          throw new OAuthError('invalid_grant', 'redirect_uri differs from the authorization request.');
        }
        const verifier = form.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== code.codeChallenge) {
          throw new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge (S256).');
        }
        const refreshToken = randomBytes(32).toString('base64url');
        refreshTokens.set(refreshToken, {
          clientId,
          user: code.user,
          scope: code.scope,
          authTime: code.authTime,
          expiresAt: Date.now() + REFRESH_LIFETIME_MS,
        });
        return {
          ...(await userTokens(clientId, code.user, code.scope, code.authTime)),
          refresh_token: refreshToken,
        };
      }
      case 'refresh_token': {
        const clientId = basic?.clientId ?? form.get('client_id');
        const grant = refreshTokens.get(form.get('refresh_token') ?? '');
        if (!grant || grant.expiresAt < Date.now() || grant.clientId !== clientId) {
          throw new OAuthError(
            'invalid_grant',
            'The refresh token is unknown, expired or of another client.',
          );
        }
        return userTokens(grant.clientId, grant.user, grant.scope, grant.authTime);
      }
      default:
        throw new OAuthError(
          'unsupported_grant_type',
          'grant_type must be client_credentials, authorization_code or refresh_token.',
        );
    }
  }

  /** The authorization request's parameters, checked before anything is shown (never redirect to an unchecked URI). */
  function authorizationRequest(params: URLSearchParams) {
    const clientId = params.get('client_id');
    const redirectUri = params.get('redirect_uri') ?? '';
    if (clientId !== LOCAL_DASHBOARD_CLIENT_ID) throw new OAuthError('invalid_request', 'Unknown client_id.');
    if (!isLoopbackUrl(redirectUri)) {
      throw new OAuthError('invalid_request', 'redirect_uri must be an http(s) address on this machine.');
    }
    if (params.get('response_type') !== 'code')
      throw new OAuthError('unsupported_response_type', 'Only response_type=code.');
    const codeChallenge = params.get('code_challenge') ?? '';
    if (params.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) {
      throw new OAuthError(
        'invalid_request',
        'PKCE is required: code_challenge with code_challenge_method=S256.',
      );
    }
    const requested = (params.get('scope') ?? 'openid').split(' ').filter(Boolean);
    const unknown = requested.filter((scope) => !USER_SCOPES.includes(scope));
    if (unknown.length > 0) throw new OAuthError('invalid_scope', `Unknown scopes: ${unknown.join(' ')}.`);
    return { clientId, redirectUri, codeChallenge, scope: requested.join(' '), state: params.get('state') };
  }

  async function authorize(req: IncomingMessage, res: ServerResponse, url: URL, body: string | null) {
    const params = req.method === 'POST' ? new URLSearchParams(body ?? '') : url.searchParams;
    const request = authorizationRequest(params);
    if (req.method !== 'POST') return sendHtml(res, 200, signInPage(params, ''));
    const email = params.get('email') ?? '';
    const password = params.get('password') ?? '';
    let user: LocalUser | undefined;
    if (params.get('action') === 'signup') {
      if (!/^[^@\s]+@[^@\s]+$/.test(email))
        return sendHtml(res, 400, signInPage(params, 'Escribe un correo válido.'));
      if (password.length < MIN_PASSWORD_LENGTH) {
        return sendHtml(
          res,
          400,
          signInPage(params, `La contraseña necesita ${MIN_PASSWORD_LENGTH} caracteres o más.`),
        );
      }
      if (users.has(email.trim().toLowerCase())) {
        return sendHtml(res, 409, signInPage(params, 'Ese correo ya tiene cuenta: inicia sesión.'));
      }
      user = signUp(email, password);
      for (const listener of signUpListeners) await listener(user);
    } else {
      user = signIn(email, password);
      if (!user) return sendHtml(res, 401, signInPage(params, 'Correo o contraseña incorrectos.'));
    }
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      ...request,
      user,
      authTime: Math.floor(Date.now() / 1000),
      expiresAt: Date.now() + CODE_LIFETIME_MS,
    });
    const target = new URL(request.redirectUri);
    target.searchParams.set('code', code);
    if (request.state !== null) target.searchParams.set('state', request.state);
    res.writeHead(302, { Location: target.toString(), 'Cache-Control': 'no-store' });
    res.end();
  }

  async function userInfo(req: IncomingMessage) {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw new OAuthError('invalid_token', 'Send the access token as Authorization: Bearer.', 401);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(match[1]!, async () => publicKey, { issuer: issuerUrl }));
    } catch {
      throw new OAuthError('invalid_token', 'The access token is not valid.', 401);
    }
    const user = [...users.values()].find((candidate) => candidate.sub === payload.sub);
    if (payload.token_use !== 'access' || !user) {
      throw new OAuthError('invalid_token', "The access token is not a signed-in user's.", 401);
    }
    return { sub: user.sub, email: user.email, email_verified: 'true', username: user.sub };
  }

  function discovery() {
    return {
      issuer: issuerUrl,
      authorization_endpoint: `${issuerUrl}/oauth2/authorize`,
      token_endpoint: `${issuerUrl}/oauth2/token`,
      userinfo_endpoint: `${issuerUrl}/oauth2/userInfo`,
      jwks_uri: `${issuerUrl}/.well-known/jwks.json`,
      end_session_endpoint: `${issuerUrl}/logout`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'client_credentials', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: USER_SCOPES,
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    };
  }

  return {
    get url() {
      return issuerUrl;
    },
    setUrl(url) {
      issuerUrl = url.replace(/\/+$/, '');
    },
    oauthSettings() {
      return {
        issuer: issuerUrl,
        jwksUri: `${issuerUrl}/.well-known/jwks.json`,
        dashboardClientIds: [LOCAL_DASHBOARD_CLIENT_ID],
        fetchJwks: async () => new TextEncoder().encode(JSON.stringify(jwks)).buffer as ArrayBuffer,
      };
    },
    sign,
    signUp,
    onSignUp: (listener) => {
      signUpListeners.push(listener);
    },
    async handle(req, res, url, body) {
      const method = req.method ?? 'GET';
      const route = `${method} ${url.pathname}`;
      try {
        switch (route) {
          case 'GET /.well-known/openid-configuration':
            sendJson(res, 200, discovery());
            return true;
          case 'GET /.well-known/jwks.json':
            sendJson(res, 200, jwks);
            return true;
          case 'GET /oauth2/authorize':
          case 'POST /oauth2/authorize':
            await authorize(req, res, url, body);
            return true;
          case 'POST /oauth2/token':
            sendJson(res, 200, await token(req, body), { 'Cache-Control': 'no-store', Pragma: 'no-cache' });
            return true;
          case 'GET /oauth2/userInfo':
            sendJson(res, 200, await userInfo(req));
            return true;
          case 'GET /logout': {
            const target = url.searchParams.get('logout_uri') ?? '';
            if (url.searchParams.get('client_id') !== LOCAL_DASHBOARD_CLIENT_ID || !isLoopbackUrl(target)) {
              throw new OAuthError(
                'invalid_request',
                'logout needs client_id and a logout_uri on this machine.',
              );
            }
            res.writeHead(302, { Location: target });
            res.end();
            return true;
          }
          default:
            return false;
        }
      } catch (error) {
        if (!(error instanceof OAuthError)) throw error;
        sendJson(
          res,
          error.status,
          { error: error.error, error_description: error.message },
          error.status === 401
            ? { 'WWW-Authenticate': error.error === 'invalid_token' ? 'Bearer' : 'Basic' }
            : {},
        );
        return true;
      }
    },
  };
}

/** Cognito's users have UUID subs; a name-based one (SHA-256 of the email) survives restarts. */
function subOf(email: string): string {
  const hex = createHash('sha256').update(`local-user:${email}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** RFC 6749 §2.3.1: client_id and secret, each form-urlencoded, joined by a colon, in base64. */
function basicCredentials(header: string | undefined): { clientId: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const formDecode = (value: string) => decodeURIComponent(value.replaceAll('+', ' '));
  try {
    return { clientId: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    // A malformed percent-escape: no credentials (invalid_client).
    return undefined;
  }
}

function isLoopbackUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
    );
  } catch {
    return false;
  }
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    'Cache-Control': 'no-store',
  });
  res.end(html);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The dev sign-in page: the authorization request travels in hidden fields to the POST. */
function signInPage(params: URLSearchParams, message: string): string {
  const carried = [
    'client_id',
    'redirect_uri',
    'response_type',
    'code_challenge',
    'code_challenge_method',
    'scope',
    'state',
  ]
    .filter((name) => params.get(name) !== null)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name)!)}">`)
    .join('');
  return `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Iniciar sesión (emisor local)</title>
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;box-sizing:border-box;margin:.4rem 0}input,button{padding:.6rem;font-size:1rem}.error{color:#b00020}small{color:#555}</style>
</head><body>
<h1>Iniciar sesión</h1>
<p><small>Emisor OpenID local de desarrollo (en AWS, el inicio de sesión de Cognito).</small></p>
${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/oauth2/authorize">${carried}
<label for="email">Correo</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(params.get('email') ?? '')}">
<label for="password">Contraseña</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit" name="action" value="signin">Entrar</button>
<button type="submit" name="action" value="signup">Crear cuenta</button>
</form></body></html>`;
}
