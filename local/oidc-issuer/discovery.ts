/** GET /.well-known/openid-configuration and GET /.well-known/jwks.json of the local issuer. */
import type { ServerResponse } from 'node:http';
import { type IssuerState, sendJson, USER_SCOPES } from './issuer-state.ts';

export function serveDiscovery(issuer: IssuerState, res: ServerResponse): void {
  sendJson(res, 200, discoveryDocument(issuer.url));
}

export function serveJwks(issuer: IssuerState, res: ServerResponse): void {
  sendJson(res, 200, issuer.jwks);
}

function discoveryDocument(issuerUrl: string) {
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
