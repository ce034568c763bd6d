/**
 * Scopes by data (docs/authentication.md): the `webhooks` scope manages receivers but delivers no
 * event whose data its client cannot read, at registration and again at every fan-out.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiScope, qualifiedScope } from '#shared/domain/access.ts';
import type { WebhookEventName } from '#shared/domain/webhooks/events.ts';
import { createOAuthClient, revokeOAuthClient } from '#shared/storage/oauth-client-store.ts';
import { fanOut } from '#shared/use-cases/webhooks/fan-out.ts';
import { startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let branch: TestBranch;

beforeAll(async () => {
  stack = await startTestStack({ keyCacheTtlMs: 0 });
  branch = await stack.createBranch();
});
afterAll(() => stack.close());

const SECRET = 'whsec_0123456789abcdef';

/** An app client of the branch with `scopes`, and a token for it from the local issuer. */
async function clientWith(scopes: ApiScope[]): Promise<{ clientId: string; token: string }> {
  const clientId = randomBytes(13).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const record = {
    client_id: clientId,
    branch_identifier: branch.branchId,
    name: 'Receiver',
    scopes,
    issuer: 'local' as const,
    status: 'active' as const,
    created_at: new Date().toISOString(),
  };
  await createOAuthClient(stack.deps, record, secret);
  const response = await fetch(`${stack.url}/oauth2/token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
    },
    body: 'grant_type=client_credentials',
  });
  const body = (await response.json()) as { access_token: string };
  return { clientId, token: body.access_token };
}

function register(token: string, events: WebhookEventName[]) {
  return stack.request('POST', '/api/v1/developer/webhooks', {
    headers: { Authorization: `Bearer ${token}` },
    body: { url: 'http://127.0.0.1:9/hooks', events, secret: SECRET },
  });
}

/** The webhooks a fan-out of `event` for the branch would deliver to. */
async function deliveredTo(event: WebhookEventName): Promise<string[]> {
  const result = await fanOut(stack.deps)({
    id: randomUUID(),
    'detail-type': event,
    detail: {
      event,
      branch_identifier: branch.branchId,
      timestamp: new Date().toISOString(),
      data: { date: '2026-11-30' },
    },
  });
  return result.deliveries.map((delivery) => delivery.subscription_id);
}

describe('webhook registration checks the scope of each event’s data', () => {
  it('refuses a webhooks-only client the events of intelligence data, naming the scope', async () => {
    const { token } = await clientWith(['webhooks']);
    const response = await register(token, ['alert.triggered', 'cash.variance']);
    expect(response.status).toBe(403);
    expect(response.body.error.message).toContain(qualifiedScope('intelligence.read'));
    expect(response.body.error.message).toContain('alert.triggered, cash.variance');
    expect(response.body.error.message).toContain('NOT registered');
    const lowStock = await register(token, ['inventory.low_stock']);
    expect(lowStock.status).toBe(403);
    expect(lowStock.body.error.message).toContain(qualifiedScope('backoffice'));
  });

  it('registers what the client reads, and the branch key anything', async () => {
    const { token } = await clientWith(['webhooks', 'intelligence.read']);
    expect((await register(token, ['alert.triggered', 'snapshot.completed'])).status).toBe(201);
    const byKey = await stack.request('POST', '/api/v1/developer/webhooks', {
      apiKey: branch.apiKey,
      body: { url: 'http://127.0.0.1:9/key', events: ['inventory.low_stock'], secret: SECRET },
    });
    expect(byKey.status).toBe(201);
  });
});

describe('fan-out checks again', () => {
  it('stops delivering to a client once it is revoked, and keeps the others', async () => {
    const reader = await clientWith(['webhooks', 'intelligence.read']);
    const kept = await register(reader.token, ['insight.generated']);
    const revoked = await clientWith(['webhooks', 'intelligence.read']);
    const dropped = await register(revoked.token, ['insight.generated']);
    expect([kept.status, dropped.status]).toEqual([201, 201]);

    expect(await deliveredTo('insight.generated')).toEqual(
      expect.arrayContaining([kept.body.data.id, dropped.body.data.id]),
    );
    await revokeOAuthClient(stack.deps, revoked.clientId);
    const after = await deliveredTo('insight.generated');
    expect(after).toContain(kept.body.data.id);
    expect(after).not.toContain(dropped.body.data.id);
  });
});
