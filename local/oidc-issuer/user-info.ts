/** GET /oauth2/userInfo of the local issuer: the signed-in user's claims, for their access token. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type JWTPayload, jwtVerify } from 'jose';
import { type IssuerState, OAuthError, sendJson } from './issuer-state.ts';

export async function serveUserInfo(
  issuer: IssuerState,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  sendJson(res, 200, await userInfo(issuer, req));
}

async function userInfo(issuer: IssuerState, req: IncomingMessage) {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) throw new OAuthError('invalid_token', 'Send the access token as Authorization: Bearer.', 401);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(match[1]!, async () => issuer.publicKey, {
      issuer: issuer.url,
      requiredClaims: ['exp'],
    }));
  } catch {
    throw new OAuthError('invalid_token', 'The access token is not valid.', 401);
  }
  const user = [...issuer.users.values()].find((candidate) => candidate.sub === payload.sub);
  if (payload.token_use !== 'access' || !user) {
    throw new OAuthError('invalid_token', "The access token is not a signed-in user's.", 401);
  }
  return { sub: user.sub, email: user.email, email_verified: 'true', username: user.sub };
}
