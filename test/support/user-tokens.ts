/**
 * A dashboard user's access token from the local issuer, obtained the way the dashboard gets one:
 * the dev sign-in form (sign up or sign in) and the authorization code exchanged with PKCE.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type ApiScope, qualifiedScope } from '#shared/domain/access.ts';
import { LOCAL_DASHBOARD_CLIENT_ID } from '../../local/oidc-issuer.ts';

const REDIRECT_URI = 'http://127.0.0.1:5173/callback';

/** The password every test user signs up with on the local issuer (a browser test types it). */
export const LOCAL_PASSWORD = 'correct horse';

export interface UserSession {
  accessToken: string;
  sub: string;
  email: string;
}

export async function userSession(
  baseUrl: string,
  email: string,
  action: 'signup' | 'signin' = 'signup',
  /** API scopes to ask for besides openid and email (the dashboard's reads ask for theirs). */
  apiScopes: readonly ApiScope[] = [],
): Promise<UserSession> {
  const verifier = randomBytes(32).toString('base64url');
  const params = {
    response_type: 'code',
    client_id: LOCAL_DASHBOARD_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'dashboard',
    // userInfo needs openid; the credential routes ask for no API scope.
    scope: ['openid', 'email', ...apiScopes.map(qualifiedScope)].join(' '),
  };
  const submitted = await fetch(`${baseUrl}/oauth2/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...params, email, password: LOCAL_PASSWORD, action }).toString(),
  });
  if (submitted.status !== 302) throw new Error(`sign-in answered ${submitted.status}`);
  const code = new URL(submitted.headers.get('location')!).searchParams.get('code')!;
  const tokens = await fetch(`${baseUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: LOCAL_DASHBOARD_CLIENT_ID,
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    }).toString(),
  });
  if (tokens.status !== 200) throw new Error(`token endpoint answered ${tokens.status}`);
  const { access_token: accessToken } = (await tokens.json()) as { access_token: string };
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8'));
  return { accessToken, sub: claims.sub as string, email };
}

/** The headers of a dashboard call: the user's token, and the branch it acts on. */
export function asUser(session: UserSession, branchId?: string): Record<string, string> {
  return {
    Authorization: `Bearer ${session.accessToken}`,
    ...(branchId ? { 'X-Branch-Id': branchId } : {}),
  };
}
