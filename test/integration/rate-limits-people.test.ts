/**
 * Rate limits of the routes that name no branch (docs/api-conventions.md, "Organizations and
 * accounts"): an organization's reads and the account routes count per organization (the Pro plan's
 * limits) and per signed-in user (the Growth plan's minute), before anything is read or written; a
 * 429 costs the counters and nothing else.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_LIMITS, USER_LIMITS } from '#shared/guards/rate-limit.ts';
import { keys } from '#shared/storage/keys.ts';
import { putMember } from '#shared/storage/organization-store.ts';
import { commandsSentDuring } from '../support/counting-deps.ts';
import { ownedOrganization } from '../support/organizations.ts';
import { type ApiResponse, manualClock, startTestStack, type TestStack } from '../support/stack.ts';
import { asUser, userSession } from '../support/user-tokens.ts';

// Mid-minute, so no request straddles a window.
const clock = manualClock('2026-03-20T18:00:20.000Z');
const windowStart = () => Math.floor(clock.now().getTime() / 60_000) * 60;
const SALES = '/api/v1/organization/intelligence/sales-summary';
const PERIOD = { date_from: '2026-03-01', date_to: '2026-03-15' };
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock, keyCacheTtlMs: 0 });
});
afterAll(() => stack.close());

const setCount = (key: { pk: string; sk: string }, used: number) =>
  stack.deps.db.send(
    new UpdateCommand({
      TableName: stack.deps.tableName,
      Key: key,
      UpdateExpression: 'SET #count = :used',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':used': used },
    }),
  );

const countOf = async (key: { pk: string; sk: string }) =>
  (
    await stack.deps.db.send(
      new GetCommand({ TableName: stack.deps.tableName, Key: key, ConsistentRead: true }),
    )
  ).Item?.count as number | undefined;

/** An organization with one branch, its owner, and a second member (a manager) with a token. */
async function organizationWithTwoMembers() {
  clock.set('2026-03-20T18:00:20.000Z');
  const branch = await stack.createBranch({ plan: 'growth' });
  const owner = await ownedOrganization(stack, 'Cadena Limitada', [branch]);
  const manager = await userSession(stack.url, `gerente-${randomUUID()}@example.mx`, 'signup', [
    'intelligence.read',
  ]);
  await putMember(stack.deps, {
    organization_id: owner.organizationId,
    user_sub: manager.sub,
    role: 'manager',
    created_at: clock.now().toISOString(),
  });
  return { owner, manager };
}

describe('organization reads', () => {
  it('count per user: a user over the minute gets 429 with nothing read, another member still reads', async () => {
    const { owner, manager } = await organizationWithTwoMembers();
    const ownerHeaders = { Authorization: `Bearer ${owner.token}` };
    const first = await stack.request('GET', SALES, { headers: ownerHeaders, query: PERIOD });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The user's minute is the counter nearest its limit: the headers describe it.
    expect(first.headers.get('x-ratelimit-limit')).toBe(String(USER_LIMITS.perMinute));
    expect(first.headers.get('x-ratelimit-remaining')).toBe(String(USER_LIMITS.perMinute! - 1));

    await setCount(keys.rateMinute(keys.userRateSubject(owner.sub), windowStart()), USER_LIMITS.perMinute!);
    const organizationBefore = await countOf(
      keys.rateMinute(keys.organizationRateSubject(owner.organizationId), windowStart()),
    );
    let refused: ApiResponse | undefined;
    const sent = await commandsSentDuring(stack.deps.db, async () => {
      refused = await stack.request('GET', SALES, { headers: ownerHeaders, query: PERIOD });
    });
    expect(refused!.status).toBe(429);
    expect(refused!.body.error.code).toBe('SVC_ERR_429');
    expect(refused!.body.error.message).toMatch(/per minute for a signed-in user/);
    expect(Number(refused!.headers.get('retry-after'))).toBe(40);
    // Only counters were touched: no Query, no read of a branch or a cache; the organization's
    // increment was given back.
    expect(sent.filter((command) => command.name === 'QueryCommand')).toEqual([]);
    for (const command of sent.filter((command) => command.name === 'UpdateCommand')) {
      expect(command.input.Key.pk).toMatch(new RegExp(`^${keys.ratePartitionPrefix()}`));
    }
    expect(
      await countOf(keys.rateMinute(keys.organizationRateSubject(owner.organizationId), windowStart())),
    ).toBe(organizationBefore);

    const other = await stack.request('GET', SALES, { headers: asUser(manager), query: PERIOD });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });

  it('count per organization: a spent organization minute refuses every member', async () => {
    const { owner, manager } = await organizationWithTwoMembers();
    await setCount(
      keys.rateMinute(keys.organizationRateSubject(owner.organizationId), windowStart()),
      ORGANIZATION_LIMITS.perMinute!,
    );
    for (const token of [owner.token, manager.accessToken]) {
      const refused = await stack.request('GET', SALES, {
        headers: { Authorization: `Bearer ${token}` },
        query: PERIOD,
      });
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toMatch(/per minute for the organization/);
    }
  });
});

describe('account routes', () => {
  it('count per user before anything is read, and per organization once the user has one', async () => {
    clock.set('2026-03-20T18:00:20.000Z');
    const owner = await userSession(stack.url, `cuenta-${randomUUID()}@example.mx`);
    const before = await stack.request('GET', '/api/v1/account', { headers: asUser(owner) });
    expect(before.status).toBe(200);
    expect(before.headers.get('x-ratelimit-remaining')).toBe(String(USER_LIMITS.perMinute! - 1));

    await setCount(keys.rateMinute(keys.userRateSubject(owner.sub), windowStart()), USER_LIMITS.perMinute!);
    let refused: ApiResponse | undefined;
    const sent = await commandsSentDuring(stack.deps.db, async () => {
      refused = await stack.request('POST', '/api/v1/account/branches', {
        headers: asUser(owner),
        body: {
          data: { type: 'branch', attributes: { name: 'Sucursal de más', timezone: 'America/Mexico_City' } },
        },
      });
    });
    expect(refused!.status).toBe(429);
    expect(sent.map((command) => command.name)).not.toContain('TransactWriteCommand');
    // Nothing was created: the account still has no organization.
    clock.advance(60_000);
    const after = await stack.request('GET', '/api/v1/account', { headers: asUser(owner) });
    expect(after.status).toBe(200);
    expect(after.body.data.attributes.organization).toBeNull();

    // With an organization, its counter counts too: spent, it refuses the account routes as well.
    const created = await stack.request('POST', '/api/v1/account/branches', {
      headers: asUser(owner),
      body: { data: { type: 'branch', attributes: { name: 'Primera', timezone: 'America/Mexico_City' } } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const account = await stack.request('GET', '/api/v1/account', { headers: asUser(owner) });
    const organizationId = account.body.data.attributes.organization.id as string;
    await setCount(
      keys.rateMinute(keys.organizationRateSubject(organizationId), windowStart()),
      ORGANIZATION_LIMITS.perMinute!,
    );
    const spent = await stack.request('GET', '/api/v1/account', { headers: asUser(owner) });
    expect(spent.status).toBe(429);
    expect(spent.body.error.message).toMatch(/for the organization/);
  });
});
