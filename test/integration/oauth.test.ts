/**
 * OAuth 2.0 bearer tokens on the real local stack: the local issuer's token endpoint, the API's
 * verification (aws-jwt-verify), scopes before the plan, the rate limit per branch whatever the
 * credential, owners' tokens through authorization code + PKCE, and the admin CLI.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiScope, qualifiedScope } from '#shared/domain/access.ts';
import { createOAuthClient } from '#shared/storage/oauth-client-store.ts';
import {
  attachBranch,
  createOrganization,
  getBranchOrganizationId,
  getMembership,
  putMember,
} from '#shared/storage/organization-store.ts';
import { LOCAL_DASHBOARD_CLIENT_ID } from '../../local/oidc-issuer.ts';
import { runAdmin } from '../support/admin-cli.ts';
import { startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

let stack: TestStack;

beforeAll(async () => {
  // No lookup cache: revocations and role changes show at once.
  stack = await startTestStack({ keyCacheTtlMs: 0 });
});
afterAll(() => stack.close());

function expectEnvelope(response: { status: number; headers: Headers; body: any }, status: number) {
  expect(response.status).toBe(status);
  expect(response.body.error.code).toBe(`SVC_ERR_${status}`);
  expect(typeof response.body.error.message).toBe('string');
  expect(response.body.error.request_id).toBe(response.headers.get('x-request-id'));
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function tokenRequest(form: Record<string, string>, authorization?: string) {
  const response = await fetch(`${stack.url}/oauth2/token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(authorization ? { Authorization: authorization } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** An app client of the branch, stored as the admin CLI stores one, and its secret. */
async function appClient(branch: TestBranch, scopes: ApiScope[]) {
  const clientId = randomBytes(13).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  await createOAuthClient(
    stack.deps,
    {
      client_id: clientId,
      branch_identifier: branch.branchId,
      name: 'POS',
      scopes,
      issuer: 'local',
      status: 'active',
      created_at: new Date().toISOString(),
    },
    secret,
  );
  return { clientId, secret };
}

async function clientToken(branch: TestBranch, scopes: ApiScope[]): Promise<string> {
  const { clientId, secret } = await appClient(branch, scopes);
  const token = await tokenRequest({ grant_type: 'client_credentials' }, basic(clientId, secret));
  expect(token.status).toBe(200);
  return token.body.access_token;
}

const bearer = (token: string, extra: Record<string, string> = {}) => ({
  headers: { Authorization: `Bearer ${token}`, ...extra },
});

describe('client credentials', () => {
  it('issues a Cognito-shaped access token for an app client, which the API accepts for its branch', async () => {
    const branch = await stack.createBranch({ name: 'Cantina OAuth' });
    const { clientId, secret } = await appClient(branch, ['ingest', 'intelligence.read']);
    const token = await tokenRequest({ grant_type: 'client_credentials' }, basic(clientId, secret));
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const [, payload] = token.body.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({
      sub: clientId,
      client_id: clientId,
      token_use: 'access',
      iss: stack.url,
      scope: 'restaurant-api/ingest restaurant-api/intelligence.read',
    });
    expect(claims.exp - claims.iat).toBe(3600);

    const ping = await stack.request('GET', '/api/v1/ping', bearer(token.body.access_token));
    expect(ping.status).toBe(200);
    expect(ping.body.data.attributes).toMatchObject({ branch_name: 'Cantina OAuth' });
  });

  it('answers the token endpoint errors as OAuth 2.0 does (RFC 6749 §5.2)', async () => {
    const branch = await stack.createBranch();
    const { clientId, secret } = await appClient(branch, ['ingest']);
    const wrongSecret = await tokenRequest(
      { grant_type: 'client_credentials' },
      basic(clientId, `${secret}x`),
    );
    expect(wrongSecret).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    const noAuth = await tokenRequest({ grant_type: 'client_credentials' });
    expect(noAuth).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    const widerScope = await tokenRequest(
      { grant_type: 'client_credentials', scope: qualifiedScope('webhooks') },
      basic(clientId, secret),
    );
    expect(widerScope).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
    const password = await tokenRequest({ grant_type: 'password' }, basic(clientId, secret));
    expect(password).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
  });

  it('refuses a route whose scope the token lacks with 403 naming it, before the plan check', async () => {
    const starter = await stack.createBranch({ plan: 'starter' });
    const token = await clientToken(starter, ['ingest']);
    // The starter plan has no live module either: the scope is what the answer names.
    const live = await stack.request('GET', '/api/v1/live/sales/today', bearer(token));
    expectEnvelope(live, 403);
    expect(live.body.error.message).toContain('restaurant-api/live');
    const sales = await stack.request('GET', '/api/v1/intelligence/sales/summary', {
      ...bearer(token),
      query: { start_date: '2026-03-01', end_date: '2026-03-06' },
    });
    expectEnvelope(sales, 403);
    expect(sales.body.error.message).toContain('restaurant-api/intelligence.read');

    // With the scope, the plan answers as it does for a key.
    const liveToken = await clientToken(starter, ['live']);
    const planRefusal = await stack.request('GET', '/api/v1/live/sales/today', bearer(liveToken));
    expectEnvelope(planRefusal, 403);
    expect(planRefusal.body.error.message).toMatch(/starter plan does not include the live module/);
  });

  it('counts a branch key and its token against the same rate limit', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const token = await clientToken(branch, ['ingest']);
    /** Four requests, key and token in turn: what each says is left, and of which minute window. */
    const alternate = async () => {
      const seen: { remaining: number; reset: string | null }[] = [];
      for (const credential of ['key', 'token', 'key', 'token']) {
        const response = await stack.request(
          'GET',
          '/api/v1/ping',
          credential === 'key' ? { apiKey: branch.apiKey } : bearer(token),
        );
        expect(response.status).toBe(200);
        const remaining = Number(response.headers.get('x-ratelimit-remaining'));
        seen.push({ remaining, reset: response.headers.get('x-ratelimit-reset') });
      }
      return seen;
    };
    // Four requests that straddle a minute's end count in two windows (CI has seen it on a loaded
    // machine): such a run says nothing, and the next one starts in a fresh minute.
    let seen = await alternate();
    if (new Set(seen.map((entry) => entry.reset)).size > 1) seen = await alternate();
    expect(new Set(seen.map((entry) => entry.reset)).size).toBe(1);
    const first = seen[0]!.remaining;
    expect(seen.map((entry) => entry.remaining)).toEqual([first, first - 1, first - 2, first - 3]);
  });
});

describe('tokens the API refuses with 401 and the envelope', () => {
  let branch: TestBranch;
  let clientId: string;
  const now = () => Math.floor(Date.now() / 1000);
  const claims = () => ({
    sub: clientId,
    client_id: clientId,
    token_use: 'access',
    scope: qualifiedScope('ingest'),
    iss: stack.url,
    iat: now(),
    exp: now() + 3600,
    jti: randomUUID(),
  });

  beforeAll(async () => {
    branch = await stack.createBranch();
    ({ clientId } = await appClient(branch, ['ingest']));
    // The genuine key signs these claims: the API accepts them.
    const genuine = await stack.request('GET', '/api/v1/ping', bearer(await stack.issuer.sign(claims())));
    expect(genuine.status).toBe(200);
  });

  it('a forged signature (another key, the issuer’s kid)', async () => {
    const jwks = (await (await fetch(`${stack.url}/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    expect(await exportJWK(publicKey)).not.toEqual(jwks.keys[0]);
    const forged = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', kid: jwks.keys[0]!.kid })
      .sign(privateKey);
    const response = await stack.request('GET', '/api/v1/ping', bearer(forged));
    expectEnvelope(response, 401);
    expect(response.body.error.message).toMatch(/signature/);
  });

  it('an expired token', async () => {
    const expired = await stack.issuer.sign({ ...claims(), iat: now() - 7200, exp: now() - 3600 });
    const response = await stack.request('GET', '/api/v1/ping', bearer(expired));
    expectEnvelope(response, 401);
    expect(response.body.error.message).toMatch(/expired/);
  });

  it('a token without exp, which would never expire', async () => {
    const { exp: _dropped, ...forever } = claims();
    const endless = await stack.issuer.sign(forever);
    const response = await stack.request('GET', '/api/v1/ping', bearer(endless));
    expectEnvelope(response, 401);
    expect(response.body.error.message).toMatch(/no expiry \(exp\)/);
  });

  it('another issuer', async () => {
    const foreign = await stack.issuer.sign({
      ...claims(),
      iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_other',
    });
    const response = await stack.request('GET', '/api/v1/ping', bearer(foreign));
    expectEnvelope(response, 401);
    expect(response.body.error.message).toMatch(/issuer/);
  });

  it('a client that is not an app client of this API', async () => {
    const stranger = await stack.issuer.sign({
      ...claims(),
      client_id: 'unregistered0client',
      sub: 'unregistered0client',
    });
    const response = await stack.request('GET', '/api/v1/ping', bearer(stranger));
    expectEnvelope(response, 401);
    expect(response.body.error.message).toMatch(/not an app client/);
  });

  it('an id token sent as an access token', async () => {
    const idToken = await stack.issuer.sign({ ...claims(), token_use: 'id', aud: clientId, email: 'a@b.mx' });
    const response = await stack.request('GET', '/api/v1/ping', bearer(idToken));
    expectEnvelope(response, 401);
    expect(response.body.error.message).toMatch(/not an access token/);
  });

  it('garbage in the Authorization header', async () => {
    const response = await stack.request('GET', '/api/v1/ping', bearer('abc.def'));
    expectEnvelope(response, 401);
  });
});

describe('admin CLI oauth-client', () => {
  it('creates an app client whose secret is printed once and works, lists it without it, and revokes it', async () => {
    const branch = await stack.createBranch({ name: 'Fonda CLI' });
    const created = await runAdmin(
      stack,
      'oauth-client',
      'create',
      '--branch',
      branch.branchId,
      '--scopes',
      'ingest,live',
    );
    expect(created.code).toBe(0);
    const client = JSON.parse(created.stdout);
    expect(client.client_id).toMatch(/^[a-z0-9]{26}$/);
    expect(client.scopes).toEqual(['restaurant-api/ingest', 'restaurant-api/live']);

    const token = await tokenRequest(
      { grant_type: 'client_credentials' },
      basic(client.client_id, client.client_secret),
    );
    expect(token.status).toBe(200);
    const ping = await stack.request('GET', '/api/v1/ping', bearer(token.body.access_token));
    expect(ping.body.data.attributes.branch_name).toBe('Fonda CLI');

    const listed = await runAdmin(stack, 'oauth-client', 'list', '--branch', branch.branchId);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout).oauth_clients).toMatchObject([
      { client_id: client.client_id, status: 'active', scopes: ['ingest', 'live'] },
    ]);
    expect(listed.stdout).not.toContain(client.client_secret);

    const revoked = await runAdmin(stack, 'oauth-client', 'revoke', '--client-id', client.client_id);
    expect(revoked.code).toBe(0);
    const refused = await stack.request('GET', '/api/v1/ping', bearer(token.body.access_token));
    expectEnvelope(refused, 401);
    const noToken = await tokenRequest(
      { grant_type: 'client_credentials' },
      basic(client.client_id, client.client_secret),
    );
    expect(noToken.body.error).toBe('invalid_client');
  });

  it('refuses an unknown scope', async () => {
    const branch = await stack.createBranch();
    const created = await runAdmin(
      stack,
      'oauth-client',
      'create',
      '--branch',
      branch.branchId,
      '--scopes',
      'everything',
    );
    expect(created.code).toBe(2);
    expect(created.stderr).toMatch(/unknown scopes: everything/);
  });
});

describe('admin CLI member add', () => {
  it("creates the branch's organization with its first owner, then adds members to it", async () => {
    const branch = await stack.createBranch();
    const [owner, accountant] = [randomUUID(), randomUUID()];
    const early = await runAdmin(
      stack,
      'member',
      'add',
      '--branch',
      branch.branchId,
      '--sub',
      accountant,
      '--role',
      'accountant',
    );
    expect(early.code).toBe(2);
    expect(early.stderr).toMatch(/add its owner first/);
    const first = await runAdmin(
      stack,
      'member',
      'add',
      '--branch',
      branch.branchId,
      '--sub',
      owner,
      '--role',
      'owner',
    );
    expect(first.code).toBe(0);
    const { organization_id: organizationId } = JSON.parse(first.stdout);
    const second = await runAdmin(
      stack,
      'member',
      'add',
      '--branch',
      branch.branchId,
      '--sub',
      accountant,
      '--role',
      'accountant',
    );
    expect(second.code).toBe(0);
    expect(JSON.parse(second.stdout)).toMatchObject({ organization_id: organizationId, role: 'accountant' });
    expect(await getMembership(stack.deps, owner)).toMatchObject({
      organization_id: organizationId,
      role: 'owner',
    });
    expect(await getMembership(stack.deps, accountant)).toMatchObject({
      organization_id: organizationId,
      role: 'accountant',
    });
    expect(await getBranchOrganizationId(stack.deps, branch.branchId)).toBe(organizationId);
  });
});

describe("owners' tokens (authorization code + PKCE)", () => {
  const redirectUri = 'http://127.0.0.1:5173/callback';

  /** Signs up (or in) through the dev sign-in form and exchanges the code: the dashboard's flow. */
  async function signIn(email: string, action: 'signup' | 'signin') {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const params = {
      response_type: 'code',
      client_id: LOCAL_DASHBOARD_CLIENT_ID,
      redirect_uri: redirectUri,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'xyz',
      scope: [
        'openid',
        'email',
        ...(['intelligence.read', 'backoffice', 'webhooks'] as const).map(qualifiedScope),
      ].join(' '),
    };
    const page = await fetch(`${stack.url}/oauth2/authorize?${new URLSearchParams(params)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    const submitted = await fetch(`${stack.url}/oauth2/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...params, email, password: 'correct horse', action }).toString(),
    });
    expect(submitted.status).toBe(302);
    const location = new URL(submitted.headers.get('location')!);
    expect(location.searchParams.get('state')).toBe('xyz');
    return { verifier, code: location.searchParams.get('code')! };
  }

  async function userTokens(email: string, action: 'signup' | 'signin') {
    const first = await signIn(email, action);
    const wrongVerifier = await tokenRequest({
      grant_type: 'authorization_code',
      client_id: LOCAL_DASHBOARD_CLIENT_ID,
      code: first.code,
      redirect_uri: redirectUri,
      code_verifier: randomBytes(32).toString('base64url'),
    });
    expect(wrongVerifier.body.error).toBe('invalid_grant');
    // That spent the code (codes are single-use): sign in again for a fresh one.
    const { verifier, code } = await signIn(email, 'signin');
    const tokens = await tokenRequest({
      grant_type: 'authorization_code',
      client_id: LOCAL_DASHBOARD_CLIENT_ID,
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    return tokens.body as { access_token: string; id_token: string; refresh_token: string };
  }

  it('acts on a branch of the user’s organization, 404 on another’s, within the role', async () => {
    const email = `owner-${randomUUID()}@example.mx`;
    const tokens = await userTokens(email, 'signup');
    const userInfo = (await (
      await fetch(`${stack.url}/oauth2/userInfo`, {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      })
    ).json()) as { sub: string; email: string };
    expect(userInfo.email).toBe(email);

    const own = await stack.createBranch({ name: 'Sucursal propia' });
    const foreign = await stack.createBranch({ name: 'Sucursal ajena' });
    const organizationId = randomUUID();
    await createOrganization(
      stack.deps,
      { organization_id: organizationId, name: 'Taquerías Uno', created_at: new Date().toISOString() },
      { user_sub: userInfo.sub, email },
    );
    await attachBranch(stack.deps, organizationId, own.branchId);
    await createOrganization(
      stack.deps,
      { organization_id: randomUUID(), name: 'Otra', created_at: new Date().toISOString() },
      { user_sub: randomUUID() },
    );

    const ping = await stack.request(
      'GET',
      '/api/v1/ping',
      bearer(tokens.access_token, { 'X-Branch-Id': own.branchId }),
    );
    expect(ping.status).toBe(200);
    expect(ping.body.data.attributes.branch_name).toBe('Sucursal propia');

    const other = await stack.request(
      'GET',
      '/api/v1/ping',
      bearer(tokens.access_token, { 'X-Branch-Id': foreign.branchId }),
    );
    expectEnvelope(other, 404);
    const unnamed = await stack.request('GET', '/api/v1/ping', bearer(tokens.access_token));
    expectEnvelope(unnamed, 400);
    // The id token is not an access token.
    const idToken = await stack.request(
      'GET',
      '/api/v1/ping',
      bearer(tokens.id_token, { 'X-Branch-Id': own.branchId }),
    );
    expectEnvelope(idToken, 401);

    // An owner may list webhooks; as accountant, not, nor delete a back-office record.
    const webhooks = () =>
      stack.request(
        'GET',
        '/api/v1/developer/webhooks',
        bearer(tokens.access_token, { 'X-Branch-Id': own.branchId }),
      );
    expect((await webhooks()).status).toBe(200);
    await putMember(stack.deps, {
      organization_id: organizationId,
      user_sub: userInfo.sub,
      role: 'accountant',
      created_at: new Date().toISOString(),
    });
    const refused = await webhooks();
    expectEnvelope(refused, 403);
    expect(refused.body.error.message).toMatch(/accountant role/);
    const deletion = await stack.request(
      'DELETE',
      `/api/v1/backoffice/expenses/${randomUUID()}`,
      bearer(tokens.access_token, { 'X-Branch-Id': own.branchId }),
    );
    expectEnvelope(deletion, 403);
    const reading = await stack.request('GET', '/api/v1/backoffice/expenses', {
      ...bearer(tokens.access_token, { 'X-Branch-Id': own.branchId }),
      query: { start_date: '2026-03-01', end_date: '2026-03-06' },
    });
    expect(reading.status).not.toBe(403);

    // A refresh token gives a new access token.
    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      client_id: LOCAL_DASHBOARD_CLIENT_ID,
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).toEqual(expect.any(String));
  });
});
