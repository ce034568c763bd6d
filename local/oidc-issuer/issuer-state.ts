/**
 * What the local issuer's endpoints share (local/oidc-issuer.ts): its signing key, the users who
 * signed up, the codes and refresh tokens it issued, its URL; and the shapes of its answers.
 */
import { createHash, randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { ACCESS_TOKEN_LIFETIME_MINUTES, API_SCOPE_NAMES, qualifiedScope } from '#shared/domain/access.ts';
import type { StorageDeps } from '#shared/storage/db.ts';

/** The dashboard's public app client (authorization code + PKCE, no secret), as infra/identity.ts makes one. */
export const LOCAL_DASHBOARD_CLIENT_ID = 'local-dashboard';

/** Access and id tokens live one hour (Cognito's default; docs/authentication.md). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = ACCESS_TOKEN_LIFETIME_MINUTES * 60;

/** Scopes a user token may carry: the OpenID ones and every API scope (the role narrows them). */
export const USER_SCOPES = ['openid', 'email', 'profile', ...API_SCOPE_NAMES.map(qualifiedScope)];

export interface LocalUser {
  sub: string;
  email: string;
  salt: Buffer;
  passwordHash: Buffer;
}

export interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  user: LocalUser;
  scope: string;
  authTime: number;
  expiresAt: number;
}

export interface RefreshGrant {
  clientId: string;
  user: LocalUser;
  scope: string;
  authTime: number;
  expiresAt: number;
}

export interface IssuerState {
  /** Where the app clients (client credentials) are: the table. */
  readonly deps: StorageDeps;
  readonly privateKey: CryptoKey;
  readonly publicKey: CryptoKey;
  readonly kid: string;
  readonly jwks: { keys: JWK[] };
  /** Normalized email → user. */
  readonly users: Map<string, LocalUser>;
  readonly codes: Map<string, PendingCode>;
  readonly refreshTokens: Map<string, RefreshGrant>;
  /** http://127.0.0.1:PORT, without a trailing slash, once the server listens. */
  url: string;
}

/** A new RS256 key pair (in memory) and no users, codes or refresh tokens. */
export async function newIssuerState(deps: StorageDeps): Promise<IssuerState> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    deps,
    privateKey,
    publicKey,
    kid,
    jwks: { keys: [publicJwk] },
    users: new Map(),
    codes: new Map(),
    refreshTokens: new Map(),
    url: '',
  };
}

export function sign(issuer: IssuerState, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: issuer.kid, typ: 'JWT' })
    .sign(issuer.privateKey);
}

export function signUp(issuer: IssuerState, email: string, password: string): LocalUser {
  const normalized = email.trim().toLowerCase();
  const salt = randomBytes(16);
  const user: LocalUser = {
    sub: subOf(normalized),
    email: normalized,
    salt,
    passwordHash: scryptSync(password, salt, 32),
  };
  issuer.users.set(normalized, user);
  return user;
}

export function signIn(issuer: IssuerState, email: string, password: string): LocalUser | undefined {
  const user = issuer.users.get(email.trim().toLowerCase());
  if (!user) return undefined;
  return timingSafeEqual(scryptSync(password, user.salt, 32), user.passwordHash) ? user : undefined;
}

/** Cognito's users have UUID subs; a name-based one (SHA-256 of the email) survives restarts. */
function subOf(email: string): string {
  const hex = createHash('sha256').update(`local-user:${email}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An OAuth 2.0 error answer (RFC 6749 §5.2), not the API's envelope: OAuth client libraries read these. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

export function isLoopbackUrl(value: string): boolean {
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

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}
