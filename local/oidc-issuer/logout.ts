/** GET /logout of the local issuer: back to logout_uri (it keeps no sign-in session to end). */
import type { ServerResponse } from 'node:http';
import { isLoopbackUrl, LOCAL_DASHBOARD_CLIENT_ID, OAuthError } from './issuer-state.ts';

export function serveLogout(res: ServerResponse, url: URL): void {
  const target = url.searchParams.get('logout_uri') ?? '';
  if (url.searchParams.get('client_id') !== LOCAL_DASHBOARD_CLIENT_ID || !isLoopbackUrl(target)) {
    throw new OAuthError('invalid_request', 'logout needs client_id and a logout_uri on this machine.');
  }
  res.writeHead(302, { Location: target });
  res.end();
}
