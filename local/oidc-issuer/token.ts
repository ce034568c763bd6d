/**
 * POST /oauth2/token of the local issuer: client_credentials (an app client of the table, HTTP
 * Basic), authorization_code (the dashboard's, with PKCE) and refresh_token; tokens shaped like Cognito's.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { qualifiedScope } from '#shared/domain/access.ts';
import { authenticateOAuthClient } from '#shared/storage/oauth-client-store.ts';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  type IssuerState,
  LOCAL_DASHBOARD_CLIENT_ID,
  type LocalUser,
  OAuthError,
  sendJson,
  sign,
} from './issuer-state.ts';

const REFRESH_LIFETIME_MS = 30 * 86_400_000;

export async function serveToken(
  issuer: IssuerState,
  req: IncomingMessage,
  res: ServerResponse,
  body: string | null,
): Promise<void> {
  const tokens = await token(issuer, req, body);
  sendJson(res, 200, tokens, { 'Cache-Control': 'no-store', Pragma: 'no-cache' });
}

async function token(issuer: IssuerState, req: IncomingMessage, body: string | null): Promise<unknown> {
  const contentType = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/x-www-form-urlencoded') {
    throw new OAuthError('invalid_request', 'The token request must be application/x-www-form-urlencoded.');
  }
  const form = new URLSearchParams(body ?? '');
  const basic = basicCredentials(req.headers.authorization);
  switch (form.get('grant_type')) {
    case 'client_credentials':
      return clientCredentialsGrant(issuer, form, basic);
    case 'authorization_code':
      return authorizationCodeGrant(issuer, form, basic);
    case 'refresh_token':
      return refreshTokenGrant(issuer, form, basic);
    default:
      throw new OAuthError(
        'unsupported_grant_type',
        'grant_type must be client_credentials, authorization_code or refresh_token.',
      );
  }
}

interface ClientCredentials {
  clientId: string;
  secret: string;
}

/** An app client of the table (`admin -- oauth-client create`), authenticated with HTTP Basic. */
async function clientCredentialsGrant(
  issuer: IssuerState,
  form: URLSearchParams,
  basic: ClientCredentials | undefined,
) {
  if (!basic) {
    throw new OAuthError(
      'invalid_client',
      'Authenticate the client with HTTP Basic (client_id:client_secret).',
      401,
    );
  }
  const client = await authenticateOAuthClient(issuer.deps, basic.clientId, basic.secret);
  if (!client) throw new OAuthError('invalid_client', 'Unknown client, revoked client or wrong secret.', 401);
  const allowed = client.scopes.map(qualifiedScope);
  const requested = form.get('scope')?.split(' ').filter(Boolean);
  const refused = requested?.filter((scope) => !allowed.includes(scope)) ?? [];
  if (refused.length > 0)
    throw new OAuthError('invalid_scope', `Not allowed for this client: ${refused.join(' ')}.`);
  return clientToken(issuer, client.client_id, (requested ?? allowed).join(' '));
}

/** The dashboard's code (used once, within its lifetime, with the PKCE verifier): tokens and a refresh token. */
async function authorizationCodeGrant(
  issuer: IssuerState,
  form: URLSearchParams,
  basic: ClientCredentials | undefined,
) {
  const clientId = basic?.clientId ?? form.get('client_id');
  if (clientId !== LOCAL_DASHBOARD_CLIENT_ID) throw new OAuthError('invalid_client', 'Unknown client.', 401);
  const code = issuer.codes.get(form.get('code') ?? '');
  if (code) issuer.codes.delete(form.get('code')!);
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
  issuer.refreshTokens.set(refreshToken, {
    clientId,
    user: code.user,
    scope: code.scope,
    authTime: code.authTime,
    expiresAt: Date.now() + REFRESH_LIFETIME_MS,
  });
  return {
    ...(await userTokens(issuer, clientId, code.user, code.scope, code.authTime)),
    refresh_token: refreshToken,
  };
}

/** New access and id tokens for a refresh token of the same client (the refresh token stays). */
async function refreshTokenGrant(
  issuer: IssuerState,
  form: URLSearchParams,
  basic: ClientCredentials | undefined,
) {
  const clientId = basic?.clientId ?? form.get('client_id');
  const grant = issuer.refreshTokens.get(form.get('refresh_token') ?? '');
  if (!grant || grant.expiresAt < Date.now() || grant.clientId !== clientId) {
    throw new OAuthError('invalid_grant', 'The refresh token is unknown, expired or of another client.');
  }
  return userTokens(issuer, grant.clientId, grant.user, grant.scope, grant.authTime);
}

async function clientToken(issuer: IssuerState, clientId: string, scope: string) {
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await sign(issuer, {
    sub: clientId,
    token_use: 'access',
    scope,
    auth_time: now,
    iss: issuer.url,
    exp: now + ACCESS_TOKEN_LIFETIME_SECONDS,
    iat: now,
    version: 2,
    jti: randomUUID(),
    client_id: clientId,
  });
  return { access_token: accessToken, expires_in: ACCESS_TOKEN_LIFETIME_SECONDS, token_type: 'Bearer' };
}

async function userTokens(
  issuer: IssuerState,
  clientId: string,
  user: LocalUser,
  scope: string,
  authTime: number,
) {
  const now = Math.floor(Date.now() / 1000);
  const common = {
    sub: user.sub,
    iss: issuer.url,
    auth_time: authTime,
    iat: now,
    exp: now + ACCESS_TOKEN_LIFETIME_SECONDS,
  };
  const accessToken = await sign(issuer, {
    ...common,
    client_id: clientId,
    token_use: 'access',
    scope,
    version: 2,
    jti: randomUUID(),
    username: user.sub,
  });
  const idToken = await sign(issuer, {
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

/** RFC 6749 §2.3.1: client_id and secret, each form-urlencoded, joined by a colon, in base64. */
function basicCredentials(header: string | undefined): ClientCredentials | undefined {
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
