import { describe, expect, it } from 'vitest';
import { ROLES, requiredScope, roleAllows } from '#shared/domain/access.ts';
import type { Principal } from '#shared/guards/auth.ts';
import { keys } from '#shared/storage/keys.ts';
import { actorOf, auditPut } from '#shared/use-cases/audit.ts';

const branch = { branch_identifier: '6f1c2a40-0000-4000-8000-000000000001' } as never;

describe('actorOf', () => {
  it('names a user by email, else by sub, with their role', () => {
    const user: Principal = {
      kind: 'user',
      userSub: 'sub-1',
      email: 'ana@example.mx',
      clientId: 'dashboard',
      role: 'manager',
      scopes: new Set(),
    };
    expect(actorOf(user)).toEqual({ type: 'user', id: 'ana@example.mx', role: 'manager', name: null });
    const { email: _email, ...withoutEmail } = user;
    expect(actorOf(withoutEmail).id).toBe('sub-1');
  });

  it('names an app client by its id and name, and the branch key as api_key', () => {
    expect(actorOf({ kind: 'client', clientId: 'c-9', clientName: 'Caja 2', scopes: new Set() })).toEqual({
      type: 'app_client',
      id: 'c-9',
      role: null,
      name: 'Caja 2',
    });
    expect(actorOf({ kind: 'api-key' })).toEqual({ type: 'api_key', id: 'api_key', role: null, name: null });
  });
});

describe('auditPut', () => {
  it('is a conditional Put of an activity item with source dashboard, the actor and the request id', () => {
    const now = new Date('2026-03-07T01:30:00.000Z');
    const put = auditPut(
      { newId: () => '01J000', tableName: 't' },
      { branch, principal: { kind: 'api-key' }, now, requestId: 'req-1' },
      { event: 'webhook.registered', refType: 'webhook', refId: 'w1', detail: { url: 'https://x' } },
    );
    expect(put.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(put.Put?.Item).toMatchObject({
      ...keys.activity('6f1c2a40-0000-4000-8000-000000000001', now.toISOString(), '01J000'),
      event: 'webhook.registered',
      source: 'dashboard',
      actor: 'api_key',
      actor_type: 'api_key',
      ref_type: 'webhook',
      ref_id: 'w1',
      detail: { url: 'https://x' },
      occurred_at_utc: '2026-03-07T01:30:00.000Z',
      meta: { request_id: 'req-1' },
    });
  });
});

describe('GET /api/v1/activity access', () => {
  const route = { method: 'GET', path: '/api/v1/activity' };
  it('takes the back-office scope, and every role reads it', () => {
    expect(requiredScope(route)).toBe('backoffice');
    for (const role of ROLES) expect(roleAllows(role, route)).toBe(true);
  });
});
