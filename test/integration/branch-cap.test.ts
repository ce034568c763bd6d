/**
 * The cap on branches an organization creates itself (POST /api/v1/account/branches,
 * docs/authentication.md "Accounts"): a conditional counter in the creation's own transaction, so
 * concurrent creations at the cap minus one give one 201 and one 422, and an organization that had
 * branches before the counter existed starts it from them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachBranch, createOrganization } from '#shared/storage/organization-store.ts';
import { MAX_SELF_SERVICE_BRANCHES } from '#shared/use-cases/account.ts';
import { type ApiResponse, startTestStack, type TestStack } from '../support/stack.ts';
import { asUser, type UserSession, userSession } from '../support/user-tokens.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ keyCacheTtlMs: 0 });
});
afterAll(() => stack.close());

const create = (owner: UserSession, name: string): Promise<ApiResponse> =>
  stack.request('POST', '/api/v1/account/branches', {
    headers: asUser(owner),
    body: { data: { type: 'branch', attributes: { name, timezone: 'America/Mexico_City' } } },
  });

const branchesOf = async (owner: UserSession): Promise<string[]> => {
  const account = await stack.request('GET', '/api/v1/account', { headers: asUser(owner) });
  expect(account.status).toBe(200);
  return account.body.data.attributes.branches.map((branch: any) => branch.branch_identifier);
};

const newOwner = () => userSession(stack.url, `tope-${randomUUID()}@example.mx`);

describe('the self-service branch cap', () => {
  it('gives one 201 and one 422 to two creations at the cap minus one, and creates one branch', async () => {
    const owner = await newOwner();
    for (let index = 0; index < MAX_SELF_SERVICE_BRANCHES - 1; index++) {
      const created = await create(owner, `Sucursal ${index + 1}`);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const before = await branchesOf(owner);
    expect(before).toHaveLength(MAX_SELF_SERVICE_BRANCHES - 1);

    const raced = await Promise.all([create(owner, 'Carrera A'), create(owner, 'Carrera B')]);
    expect(raced.map((response) => response.status).sort()).toEqual([201, 422]);
    const refused = raced.find((response) => response.status === 422)!;
    expect(refused.body.error.code).toBe('SVC_ERR_422_LIMIT_REACHED');
    expect(refused.body.error.message).toMatch(/No branch was created/);

    const after = await branchesOf(owner);
    expect(after).toHaveLength(before.length + 1);
    const winner = raced.find((response) => response.status === 201)!;
    expect(after).toContain(winner.body.data.id);
    // Full: the next one is refused too.
    expect((await create(owner, 'Una más')).status).toBe(422);
  });

  it('counts the branches an organization had before its counter, then refuses past the cap', async () => {
    const owner = await newOwner();
    const organizationId = randomUUID();
    await createOrganization(
      stack.deps,
      { organization_id: organizationId, name: 'Cadena con historia', created_at: new Date().toISOString() },
      { user_sub: owner.sub },
    );
    // Branches an operator attached: no counter on the organization yet.
    for (let index = 0; index < MAX_SELF_SERVICE_BRANCHES - 1; index++) {
      const branch = await stack.createBranch();
      await attachBranch(stack.deps, organizationId, branch.branchId);
    }
    expect(await branchesOf(owner)).toHaveLength(MAX_SELF_SERVICE_BRANCHES - 1);
    expect((await create(owner, 'La última')).status).toBe(201);
    const refused = await create(owner, 'Sobra');
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('SVC_ERR_422_LIMIT_REACHED');
    expect(await branchesOf(owner)).toHaveLength(MAX_SELF_SERVICE_BRANCHES);
  });
});
