/**
 * A signed-in user's email, from the identity provider's OpenID userInfo endpoint (Cognito's
 * domain in AWS, the local issuer under `npm start`): Cognito's access tokens carry no email, and
 * the dashboard's token has the `openid email` scopes userInfo needs.
 */
import { type OAuthSettings, userInfoEndpointOf } from '../adapters/config.ts';

const USER_INFO_TIMEOUT_MS = 3_000;

/** The email, or undefined when the endpoint does not answer one (the caller carries on without). */
export async function fetchUserEmail(
  settings: OAuthSettings,
  accessToken: string,
): Promise<string | undefined> {
  try {
    const response = await fetch(userInfoEndpointOf(settings), {
      headers: { Authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(USER_INFO_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email : undefined;
  } catch {
    return undefined;
  }
}
