/**
 * Sign-in with the authorization code flow and PKCE (S256) against the stage's issuer: the local
 * issuer under `npm start`, Cognito's managed login in AWS. Tokens live in sessionStorage (this tab
 * only, gone with it); the access token is renewed with the refresh token a minute before it expires.
 */
import type { DashboardConfig } from './config.ts';

const TOKENS_KEY = 'dashboard.tokens';
const PENDING_KEY = 'dashboard.pending-sign-in';
/** Renew this long before `exp`, so a request never leaves with a token about to expire. */
const RENEW_MARGIN_MS = 60_000;

interface Tokens {
  accessToken: string;
  idToken: string | null;
  refreshToken: string | null;
  expiresAt: number;
}

interface PendingSignIn {
  state: string;
  verifier: string;
  /** The hash route to return to after sign-in. */
  returnTo: string;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const randomString = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** Where the issuer sends the browser back: the app's own root (registered as a callback URL). */
const redirectUri = () => `${location.origin}/`;

function readTokens(): Tokens | null {
  const raw = sessionStorage.getItem(TOKENS_KEY);
  return raw ? (JSON.parse(raw) as Tokens) : null;
}

function storeTokens(answer: TokenAnswer, previousRefresh: string | null): Tokens {
  const tokens: Tokens = {
    accessToken: answer.access_token,
    idToken: answer.id_token ?? null,
    refreshToken: answer.refresh_token ?? previousRefresh,
    expiresAt: Date.now() + answer.expires_in * 1000,
  };
  sessionStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
  return tokens;
}

interface TokenAnswer {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  expires_in: number;
}

/**
 * The stored access token when the session would send it as it is (not about to expire), without
 * config.json or any request: what the boot's early reads carry (lib/boot-reads.ts).
 */
export function storedAccessToken(): string | null {
  const tokens = readTokens();
  return tokens && tokens.expiresAt - RENEW_MARGIN_MS > Date.now() ? tokens.accessToken : null;
}

export class SignInError extends Error {}

export interface Session {
  /** A valid access token, renewed when it is about to expire; null when signed out. */
  accessToken(options?: { forceRenew?: boolean }): Promise<string | null>;
  /** The signed-in user's email (from the id token), when known. */
  email(): string | null;
  signedIn(): boolean;
  signIn(): Promise<void>;
  signOut(): void;
}

export function createSession(config: DashboardConfig): Session {
  let renewing: Promise<string | null> | null = null;

  async function tokenRequest(form: Record<string, string>): Promise<TokenAnswer> {
    const response = await fetch(config.tokenEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: config.clientId, ...form }),
    });
    const body = (await response.json().catch(() => ({}))) as TokenAnswer & { error_description?: string };
    if (!response.ok) throw new SignInError(body.error_description ?? `HTTP ${response.status}`);
    return body;
  }

  async function renew(): Promise<string | null> {
    const tokens = readTokens();
    if (!tokens?.refreshToken) return null;
    try {
      const answer = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
      return storeTokens(answer, tokens.refreshToken).accessToken;
    } catch {
      sessionStorage.removeItem(TOKENS_KEY);
      return null;
    }
  }

  return {
    async accessToken(options = {}) {
      if (!readTokens()) return null;
      const stored = storedAccessToken();
      if (!options.forceRenew && stored) return stored;
      renewing ??= renew().finally(() => {
        renewing = null;
      });
      return renewing;
    },
    email() {
      const idToken = readTokens()?.idToken;
      if (!idToken) return null;
      try {
        const payload = JSON.parse(atob(idToken.split('.')[1]!.replaceAll('-', '+').replaceAll('_', '/')));
        return typeof payload.email === 'string' ? payload.email : null;
      } catch {
        return null;
      }
    },
    signedIn: () => readTokens() !== null,
    async signIn() {
      const pending: PendingSignIn = {
        state: randomString(),
        verifier: randomString(),
        returnTo: location.hash,
      };
      sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
      const target = new URL(config.authorizationEndpoint);
      target.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri(),
        scope: config.scopes,
        state: pending.state,
        code_challenge: await challengeOf(pending.verifier),
        code_challenge_method: 'S256',
      }).toString();
      location.assign(target.toString());
    },
    signOut() {
      sessionStorage.removeItem(TOKENS_KEY);
      const target = new URL(config.logoutEndpoint);
      target.search = new URLSearchParams({
        client_id: config.clientId,
        logout_uri: redirectUri(),
      }).toString();
      location.assign(target.toString());
    },
  };
}

/** Whether the page is the issuer's redirect back after a sign-in (`?code=…` or `?error=…`). */
export function isSignInRedirect(): boolean {
  const params = new URLSearchParams(location.search);
  return params.has('code') || params.has('error');
}

/**
 * Finishes a sign-in when the page is the issuer's redirect (`?code=…&state=…`): checks the state,
 * trades the code and the PKCE verifier for tokens, and clears the query from the address bar.
 */
export async function completeSignIn(config: DashboardConfig): Promise<void> {
  const params = new URLSearchParams(location.search);
  const code = params.get('code');
  const error = params.get('error');
  if (!code && !error) return;
  const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingSignIn | null;
  sessionStorage.removeItem(PENDING_KEY);
  history.replaceState(null, '', `/${pending?.returnTo ?? ''}`);
  if (error) throw new SignInError(params.get('error_description') ?? error);
  if (!pending || pending.state !== params.get('state')) {
    throw new SignInError('La respuesta de inicio de sesión no corresponde a esta pestaña. Vuelve a entrar.');
  }
  const response = await fetch(config.tokenEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: config.clientId,
      code: code!,
      redirect_uri: redirectUri(),
      code_verifier: pending.verifier,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as TokenAnswer & { error_description?: string };
  if (!response.ok) throw new SignInError(body.error_description ?? `HTTP ${response.status}`);
  storeTokens(body, null);
}
