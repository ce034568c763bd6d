/**
 * The dashboard's accounts and developer portal on the real local stack (docs/authentication.md):
 * a user signed in at the local issuer creates a sandbox branch (the first one creates their
 * organization) and gets a working key; lists, generates (rotation) and revokes keys; creates an
 * app client whose token the API accepts; and only the owner's dashboard token manages
 * credentials (a manager, an accountant, an API key and an app-client token are refused).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForbiddenError } from '#shared/domain/errors.ts';
import { readActivityEvents } from '#shared/storage/activity-store.ts';
import { putMember } from '#shared/storage/organization-store.ts';
import { createAccountBranch } from '#shared/use-cases/account.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { asUser, type UserSession, userSession } from '../support/user-tokens.ts';

let stack: TestStack;

beforeAll(async () => {
  // No lookup cache: a revoked key or client is refused at once (in AWS, within 5 s).
  stack = await startTestStack({ keyCacheTtlMs: 0 });
});
afterAll(() => stack.close());

const newEmail = (who: string) => `${who}-${randomUUID()}@example.mx`;

const branchDocument = (name: string, extra: Record<string, unknown> = {}) => ({
  data: { type: 'branch', attributes: { name, timezone: 'America/Mexico_City', ...extra } },
});

async function ownerWithBranch(name = 'Centro') {
  const owner = await userSession(stack.url, newEmail('owner'));
  const created = await stack.request('POST', '/api/v1/account/branches', {
    headers: asUser(owner),
    body: branchDocument(name),
  });
  expect(created.status).toBe(201);
  return {
    owner,
    branchId: created.body.data.id as string,
    apiKey: created.body.data.attributes.api_key as string,
  };
}

/** The activity entries of `event` written on the branch since the suite began. */
async function logged(branchId: string, event: string) {
  return readActivityEvents(stack.deps, branchId, event, '2000-01-01T00:00:00Z', '2100-01-01T00:00:00Z');
}

const ping = (apiKey: string) => stack.request('GET', '/api/v1/ping', { apiKey });

describe('accounts', () => {
  it('creates the organization with the first branch, and the branch answers with its key', async () => {
    const owner = await userSession(stack.url, newEmail('owner'));
    const before = await stack.request('GET', '/api/v1/account', { headers: asUser(owner) });
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      type: 'account',
      id: owner.sub,
      attributes: { email: owner.email, organization: null, role: null, branches: [] },
    });

    const created = await stack.request('POST', '/api/v1/account/branches', {
      headers: asUser(owner),
      body: branchDocument('Centro', { business_day_cutoff_hour: 4 }),
    });
    expect(created.status).toBe(201);
    const { id: branchId, attributes } = created.body.data;
    expect(attributes).toMatchObject({
      name: 'Centro',
      timezone: 'America/Mexico_City',
      plan: 'pro',
      environment: 'sandbox',
      business_day_cutoff_hour: 4,
    });
    expect(attributes.api_key).toMatch(/^svc_test_[A-Za-z0-9_-]{32}$/);

    const pinged = await ping(attributes.api_key);
    expect(pinged.status).toBe(200);
    expect(pinged.body.data.attributes).toMatchObject({
      branch_name: 'Centro',
      plan: 'pro',
      environment: 'sandbox',
      business_day_cutoff_hour: 4,
    });

    const second = await stack.request('POST', '/api/v1/account/branches', {
      headers: asUser(owner),
      body: branchDocument('Polanco'),
    });
    expect(second.status).toBe(201);

    const after = await stack.request('GET', '/api/v1/account', { headers: asUser(owner) });
    expect(after.body.data.attributes).toMatchObject({
      email: owner.email,
      organization: { name: 'Centro' },
      role: 'owner',
    });
    expect(after.body.data.attributes.branches.map((branch: { name: string }) => branch.name)).toEqual([
      'Centro',
      'Polanco',
    ]);
    expect(after.body.data.attributes.branches[0]).toMatchObject({
      branch_identifier: branchId,
      environment: 'sandbox',
      plan: 'pro',
      // The dashboard's today is the API's: the zone and this hour (docs/figures.md).
      business_day_cutoff_hour: 4,
    });
    expect(await logged(branchId, 'branch.created')).toHaveLength(1);
  });

  it('validates the branch with the schema, and creates none in production', async () => {
    const owner = await userSession(stack.url, newEmail('owner'));
    const badZone = await stack.request('POST', '/api/v1/account/branches', {
      headers: asUser(owner),
      body: branchDocument('Centro', { timezone: 'Mars/Olympus' }),
    });
    expect(badZone.status).toBe(422);
    expect(badZone.body.error.field).toBe('data.attributes.timezone');
    const account = await stack.request('GET', '/api/v1/account', { headers: asUser(owner) });
    expect(account.body.data.attributes.organization).toBeNull();

    // The production deployment: production branches are enabled by an operator.
    await expect(
      createAccountBranch(
        { ...stack.deps, stage: 'production' },
        {
          requestId: 'r',
          user: {
            userSub: owner.sub,
            clientId: 'local-dashboard',
            accessToken: owner.accessToken,
            membership: undefined,
          },
          body: branchDocument('Centro'),
          now: new Date(),
        },
      ),
    ).rejects.toThrow(ForbiddenError);
  });

  it('refuses keys and app-client tokens on the account routes', async () => {
    const { apiKey } = await ownerWithBranch();
    const withKey = await stack.request('GET', '/api/v1/account', { apiKey });
    expect(withKey.status).toBe(403);
    expect(withKey.body.error.message).toContain("signed-in user's token");
    const anonymous = await stack.request('GET', '/api/v1/account');
    expect(anonymous.status).toBe(401);
  });
});

describe('API keys', () => {
  it('lists by last four, generates a new key that revokes the old one, and revokes by id', async () => {
    const { owner, branchId, apiKey: firstKey } = await ownerWithBranch();
    const headers = asUser(owner, branchId);

    const listed = await stack.request('GET', '/api/v1/developer/api-keys', { headers });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    const [first] = listed.body.data;
    expect(first).toMatchObject({
      type: 'api_key',
      attributes: {
        last_four: firstKey.slice(-4),
        environment: 'sandbox',
        status: 'active',
        revoked_at: null,
      },
    });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(listed.body)).not.toContain(firstKey);

    const generated = await stack.request('POST', '/api/v1/developer/api-keys', { headers });
    expect(generated.status).toBe(201);
    const secondKey = generated.body.data.attributes.api_key as string;
    expect(secondKey).toMatch(/^svc_test_/);
    expect(generated.body.data.attributes).toMatchObject({
      last_four: secondKey.slice(-4),
      status: 'active',
    });
    // The rotation's rule: the previous key is revoked in the same transaction (here at once, in
    // AWS within the handlers' 60-second lookup cache).
    const oldKey = await ping(firstKey);
    expect(oldKey.status).toBe(401);
    expect(oldKey.body.error.message).toContain('revoked');
    expect((await ping(secondKey)).status).toBe(200);

    const afterRotation = await stack.request('GET', '/api/v1/developer/api-keys', { headers });
    expect(afterRotation.body.data.map((key: any) => [key.id, key.attributes.status])).toEqual([
      [generated.body.data.id, 'active'],
      [first.id, 'revoked'],
    ]);
    expect(afterRotation.body.data[1].attributes.revoked_at).not.toBeNull();

    const revoked = await stack.request('DELETE', `/api/v1/developer/api-keys/${generated.body.data.id}`, {
      headers,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ type: 'api_key', id: generated.body.data.id });
    expect(revoked.body.data.attributes.status).toBe('revoked');
    expect((await ping(secondKey)).status).toBe(401);

    const unknown = await stack.request('DELETE', `/api/v1/developer/api-keys/${randomUUID()}`, { headers });
    expect(unknown.status).toBe(404);

    // A branch with no active key gets a new one the same way.
    const third = await stack.request('POST', '/api/v1/developer/api-keys', { headers });
    expect(third.status).toBe(201);
    expect((await ping(third.body.data.attributes.api_key)).status).toBe(200);

    expect(await logged(branchId, 'api_key.rotated')).toHaveLength(2);
    const revocations = await logged(branchId, 'api_key.revoked');
    expect(revocations).toHaveLength(1);
    expect(revocations[0]!.detail).toMatchObject({
      key_id: generated.body.data.id,
      last_four: secondKey.slice(-4),
    });
  });

  it("refuses another organization's branch as not found", async () => {
    const { owner } = await ownerWithBranch();
    const { branchId: foreign } = await ownerWithBranch('Ajena');
    const listed = await stack.request('GET', '/api/v1/developer/api-keys', {
      headers: asUser(owner, foreign),
    });
    expect(listed.status).toBe(404);
  });
});

describe('app clients', () => {
  it('creates a client whose token the API accepts, lists it, and revokes it', async () => {
    const { owner, branchId } = await ownerWithBranch();
    const headers = asUser(owner, branchId);
    const created = await stack.request('POST', '/api/v1/developer/app-clients', {
      headers,
      body: {
        data: {
          type: 'app_client',
          attributes: { name: 'POS Acme', scopes: ['ingest', 'intelligence.read'] },
        },
      },
    });
    expect(created.status).toBe(201);
    const { id: clientId, attributes } = created.body.data;
    expect(attributes).toMatchObject({
      name: 'POS Acme',
      scopes: ['ingest', 'intelligence.read'],
      status: 'active',
      revoked_at: null,
      token_endpoint: `${stack.url}/oauth2/token`,
    });

    const tokenRequest = () =>
      fetch(attributes.token_endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Authorization: `Basic ${Buffer.from(`${clientId}:${attributes.client_secret}`).toString('base64')}`,
        },
        body: 'grant_type=client_credentials',
      });
    const token = await tokenRequest();
    expect(token.status).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const bearer = { Authorization: `Bearer ${accessToken}` };
    const pinged = await stack.request('GET', '/api/v1/ping', { headers: bearer });
    expect(pinged.status).toBe(200);
    expect(pinged.body.data.attributes.branch_name).toBe('Centro');

    // A credential never mints credentials, whatever its scopes.
    const escalation = await stack.request('POST', '/api/v1/developer/api-keys', { headers: bearer });
    expect(escalation.status).toBe(403);
    expect(escalation.body.error.message).toContain("managed by the branch's owner in the dashboard");

    const listed = await stack.request('GET', '/api/v1/developer/app-clients', { headers });
    expect(listed.body.data).toEqual([
      {
        type: 'app_client',
        id: clientId,
        attributes: expect.objectContaining({ name: 'POS Acme', status: 'active' }),
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(attributes.client_secret);

    const revoked = await stack.request('DELETE', `/api/v1/developer/app-clients/${clientId}`, { headers });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.attributes.status).toBe('revoked');
    expect((await stack.request('GET', '/api/v1/ping', { headers: bearer })).status).toBe(401);
    expect((await tokenRequest()).status).toBe(401);

    expect(await logged(branchId, 'oauth_client.created')).toHaveLength(1);
    expect(await logged(branchId, 'oauth_client.revoked')).toHaveLength(1);
  });

  it('validates scopes with the schema and hides other branches’ clients', async () => {
    const { owner, branchId } = await ownerWithBranch();
    const unknownScope = await stack.request('POST', '/api/v1/developer/app-clients', {
      headers: asUser(owner, branchId),
      body: { data: { type: 'app_client', attributes: { name: 'POS', scopes: ['root'] } } },
    });
    expect(unknownScope.status).toBe(422);
    expect(unknownScope.body.error.field).toMatch(/^data\.attributes\.scopes/);

    const other = await ownerWithBranch('Otra');
    const theirs = await stack.request('POST', '/api/v1/developer/app-clients', {
      headers: asUser(other.owner, other.branchId),
      body: { data: { type: 'app_client', attributes: { name: 'POS', scopes: ['ingest'] } } },
    });
    const foreign = await stack.request('DELETE', `/api/v1/developer/app-clients/${theirs.body.data.id}`, {
      headers: asUser(owner, branchId),
    });
    expect(foreign.status).toBe(404);
  });
});

describe('who manages credentials', () => {
  async function member(organizationOf: UserSession, role: 'manager' | 'accountant') {
    const account = await stack.request('GET', '/api/v1/account', { headers: asUser(organizationOf) });
    const session = await userSession(stack.url, newEmail(role));
    await putMember(stack.deps, {
      organization_id: account.body.data.attributes.organization.id,
      user_sub: session.sub,
      role,
      created_at: new Date().toISOString(),
    });
    return session;
  }

  it('refuses managers, accountants and API keys, with 403', async () => {
    const { owner, branchId, apiKey } = await ownerWithBranch();
    const manager = await member(owner, 'manager');
    const accountant = await member(owner, 'accountant');

    const managerList = await stack.request('GET', '/api/v1/developer/api-keys', {
      headers: asUser(manager, branchId),
    });
    expect(managerList.status).toBe(403);
    expect(managerList.body.error.message).toContain('managed by the organization');
    const managerBranch = await stack.request('POST', '/api/v1/account/branches', {
      headers: asUser(manager),
      body: branchDocument('Sucursal del gerente'),
    });
    expect(managerBranch.status).toBe(403);
    const managerAccount = await stack.request('GET', '/api/v1/account', { headers: asUser(manager) });
    expect(managerAccount.body.data.attributes).toMatchObject({ role: 'manager' });
    expect(managerAccount.body.data.attributes.branches).toHaveLength(1);

    const keyId = (
      await stack.request('GET', '/api/v1/developer/api-keys', { headers: asUser(owner, branchId) })
    ).body.data[0].id;
    const accountantDelete = await stack.request('DELETE', `/api/v1/developer/api-keys/${keyId}`, {
      headers: asUser(accountant, branchId),
    });
    expect(accountantDelete.status).toBe(403);
    const accountantClient = await stack.request('POST', '/api/v1/developer/app-clients', {
      headers: asUser(accountant, branchId),
      body: { data: { type: 'app_client', attributes: { name: 'POS', scopes: ['ingest'] } } },
    });
    expect(accountantClient.status).toBe(403);

    for (const [method, path] of [
      ['GET', '/api/v1/developer/api-keys'],
      ['POST', '/api/v1/developer/api-keys'],
      ['GET', '/api/v1/developer/app-clients'],
      ['DELETE', `/api/v1/developer/api-keys/${keyId}`],
    ] as const) {
      const withKey = await stack.request(method, path, { apiKey });
      expect(withKey.status, `${method} ${path}`).toBe(403);
      expect(withKey.body.error.message).toContain("managed by the branch's owner in the dashboard");
    }
    // Nothing was revoked by the refused calls.
    expect((await ping(apiKey)).status).toBe(200);
  });
});
