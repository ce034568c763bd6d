/**
 * GET /api/v1/activity on the real local stack (docs/audit.md): POS events and owner-side changes in
 * one log, each change written by the route that made it with source `dashboard` and its actor (the
 * branch key, an app client, a user by email); business-date range, actor / event / source filters,
 * newest first, the cursor, and the branch's offset in every timestamp.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_LIST_MAX_EXAMINED } from '#shared/domain/limits.ts';
import {
  auditEntryPut,
  readActivityEvents,
  readActivityEventsNamed,
} from '#shared/storage/activity-store.ts';
import { batchWriteAll } from '#shared/storage/batch-write.ts';
import { keys } from '#shared/storage/keys.ts';
import { createOAuthClient } from '#shared/storage/oauth-client-store.ts';
import { attachBranch, createOrganization, putMember } from '#shared/storage/organization-store.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { userSession } from '../support/user-tokens.ts';

// 2026-03-06 20:10 in Mexico City (UTC-6): business date 2026-03-06.
const clock = manualClock('2026-03-07T02:10:00.000Z');
let stack: TestStack;
let branch: TestBranch;
let clientId: string;
let userEmail: string;
let ownerAccessToken: string;
let organizationId: string;
/** The answer of each write, to find its entry. */
const ids: Record<string, string> = {};

const SECRET = 'whsec-audit-0123456789abcdef';

async function tokenRequest(form: Record<string, string>, authorization?: string) {
  const response = await fetch(`${stack.url}/oauth2/token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(authorization ? { Authorization: authorization } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string };
}

/** An app client of the branch (as the admin CLI stores one) and a client-credentials token. */
async function appClientToken(): Promise<string> {
  clientId = randomBytes(13).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  await createOAuthClient(
    stack.deps,
    {
      client_id: clientId,
      branch_identifier: branch.branchId,
      name: 'Caja Norte',
      // Registering alert.triggered needs the read scope of its data (scopes by data).
      scopes: ['webhooks', 'backoffice', 'intelligence.read'],
      issuer: 'local',
      status: 'active',
      created_at: clock.now().toISOString(),
    },
    secret,
  );
  const basic = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
  return (await tokenRequest({ grant_type: 'client_credentials' }, basic)).access_token;
}

/** An owner's access token through the dashboard's authorization code + PKCE flow. */
async function ownerToken(): Promise<string> {
  userEmail = `duena-${randomUUID()}@example.mx`;
  const { accessToken: token, sub } = await userSession(stack.url, userEmail, 'signup', ['backoffice']);
  organizationId = randomUUID();
  await createOrganization(
    stack.deps,
    { organization_id: organizationId, name: 'Cantina Auditada', created_at: clock.now().toISOString() },
    { user_sub: sub, email: userEmail },
  );
  await attachBranch(stack.deps, organizationId, branch.branchId);
  ownerAccessToken = token;
  return token;
}

async function posEvent(occurredAt: string, event: string, actor: string) {
  const response = await stack.request('POST', '/api/v1/ingest/activity', {
    apiKey: branch.apiKey,
    idempotencyKey: randomUUID(),
    body: {
      data: {
        type: 'activity',
        attributes: {
          branch_identifier: branch.branchId,
          occurred_at: occurredAt,
          actor_name: actor,
          actor_role: 'waiter',
          source: 'pos',
          event,
          ref_type: 'ticket',
          ref_id: 'T-1077',
          detail: { amount_cents: 5500 },
        },
        meta: { device: 'Caja 1' },
      },
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(202);
}

const activity = (query: Record<string, string>, apiKey = branch.apiKey) =>
  stack.request('GET', '/api/v1/activity', { apiKey, query });

const DAY_ONE = { date_from: '2026-03-06', date_to: '2026-03-06' };
const BOTH_DAYS = { date_from: '2026-03-06', date_to: '2026-03-07' };

beforeAll(async () => {
  stack = await startTestStack({ clock, keyCacheTtlMs: 0 });
  branch = await stack.createBranch({ plan: 'growth', timezone: 'America/Mexico_City' });
  const clientToken = await appClientToken();
  const userToken = await ownerToken();

  // Business date 2026-03-06 (Mexico City), one minute apart.
  await posEvent('2026-03-06T20:10:00-06:00', 'ticket.line_cancelled', 'Luis Hernández');
  clock.advance(60_000);
  const webhook = await stack.request('POST', '/api/v1/developer/webhooks', {
    headers: { Authorization: `Bearer ${clientToken}` },
    body: { url: 'http://127.0.0.1:9/audit', events: ['alert.triggered'], secret: SECRET },
  });
  expect(webhook.status, JSON.stringify(webhook.body)).toBe(201);
  ids.webhook = webhook.body.data.id;
  clock.advance(60_000);
  const expense = await stack.request('POST', '/api/v1/backoffice/expenses', {
    apiKey: branch.apiKey,
    idempotencyKey: randomUUID(),
    body: {
      data: {
        type: 'expense',
        attributes: {
          branch_identifier: branch.branchId,
          date: '2026-03-06',
          category: 'rent',
          amount_cents: 900_000,
          paid_with: 'transfer',
        },
      },
    },
  });
  expect(expense.status, JSON.stringify(expense.body)).toBe(201);
  ids.expense = expense.body.data.id;
  clock.advance(60_000);
  const settings = await stack.request('PATCH', '/api/v1/settings', {
    headers: { Authorization: `Bearer ${userToken}`, 'X-Branch-Id': branch.branchId },
    body: { data: { type: 'settings', attributes: { cash_variance_threshold_pct: 3 } } },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  // 04:30 on the 7th, before the 05:00 cutoff: still business date 2026-03-06.
  clock.set('2026-03-07T10:30:00.000Z');
  await posEvent('2026-03-07T04:30:00-06:00', 'cash_register.closed', 'Ana López');

  // Business date 2026-03-07: 06:00 local.
  clock.set('2026-03-07T12:00:00.000Z');
  const test = await stack.request('POST', `/api/v1/developer/webhooks/${ids.webhook}/test`, {
    apiKey: branch.apiKey,
  });
  expect(test.status, JSON.stringify(test.body)).toBe(202);
  ids.delivery = test.body.data.id;
  clock.advance(30_000);
  const redelivered = await stack.request(
    'POST',
    `/api/v1/developer/webhooks/${ids.webhook}/deliveries/${ids.delivery}/redeliver`,
    { apiKey: branch.apiKey },
  );
  expect(redelivered.status, JSON.stringify(redelivered.body)).toBe(202);
  clock.advance(30_000);
  const deleted = await stack.request('DELETE', `/api/v1/developer/webhooks/${ids.webhook}`, {
    apiKey: branch.apiKey,
  });
  expect(deleted.status).toBe(200);
}, 120_000);

afterAll(() => stack?.close());

describe('GET /api/v1/activity', () => {
  it('lists a business day newest first, POS events and owner-side changes, with the branch offset', async () => {
    const response = await activity(DAY_ONE);
    expect(response.status).toBe(200);
    const entries = response.body.data.map((entry: any) => [
      entry.attributes.event,
      entry.attributes.occurred_at,
      entry.attributes.source,
      entry.attributes.actor,
    ]);
    expect(entries).toEqual([
      ['cash_register.closed', '2026-03-07T04:30:00.000-06:00', 'pos', 'Ana López'],
      ['settings.updated', '2026-03-06T20:13:00.000-06:00', 'dashboard', userEmail],
      ['backoffice.record_created', '2026-03-06T20:12:00.000-06:00', 'dashboard', 'api_key'],
      ['webhook.registered', '2026-03-06T20:11:00.000-06:00', 'dashboard', clientId],
      ['ticket.line_cancelled', '2026-03-06T20:10:00.000-06:00', 'pos', 'Luis Hernández'],
    ]);
    expect(response.body.meta).toEqual({
      branch_identifier: branch.branchId,
      period: { from: '2026-03-06', to: '2026-03-06' },
      count: 5,
      limit: 50,
      next_cursor: null,
    });
  });

  it('records each write with its actor, what it touched, no secret, and the request id', async () => {
    const response = await activity({ ...BOTH_DAYS, source: 'dashboard' });
    const byEvent = Object.fromEntries(
      response.body.data.map((entry: any) => [entry.attributes.event, entry.attributes]),
    );
    expect(Object.keys(byEvent)).toEqual([
      'webhook.deleted',
      'webhook.redelivered',
      'webhook.tested',
      'settings.updated',
      'backoffice.record_created',
      'webhook.registered',
    ]);
    expect(byEvent['webhook.registered']).toMatchObject({
      actor: clientId,
      actor_type: 'app_client',
      actor_name: 'Caja Norte',
      role: null,
      ref_type: 'webhook',
      ref_id: ids.webhook,
      detail: { url: 'http://127.0.0.1:9/audit', events: ['alert.triggered'] },
      request_id: expect.any(String),
    });
    expect(JSON.stringify(response.body)).not.toContain(SECRET);
    expect(byEvent['backoffice.record_created']).toMatchObject({
      actor: 'api_key',
      actor_type: 'api_key',
      ref_type: 'expenses',
      ref_id: ids.expense,
      detail: { resource: 'expenses', id: ids.expense, record: { category: 'rent', amount_cents: 900_000 } },
    });
    expect(byEvent['settings.updated']).toMatchObject({
      actor: userEmail,
      actor_type: 'user',
      role: 'owner',
      detail: { changes: { cash_variance_threshold_pct: 3 } },
    });
    expect(byEvent['webhook.tested']).toMatchObject({
      ref_id: ids.webhook,
      detail: { delivery_id: ids.delivery, event: 'alert.triggered' },
      occurred_at: '2026-03-07T06:00:00.000-06:00',
    });
    expect(byEvent['webhook.redelivered']).toMatchObject({
      ref_id: ids.webhook,
      detail: { delivery_id: ids.delivery, event: 'alert.triggered', chain: 2 },
      occurred_at: '2026-03-07T06:00:30.000-06:00',
    });
    expect(byEvent['webhook.deleted']).toMatchObject({ ref_id: ids.webhook });
  });

  it('shows a webhook URL whole to whoever may read the webhooks, without path and query to the others', async () => {
    const manager = await userSession(stack.url, `gerente-${randomUUID()}@example.mx`, 'signup', [
      'backoffice',
    ]);
    await putMember(stack.deps, {
      organization_id: organizationId,
      user_sub: manager.sub,
      role: 'manager',
      created_at: clock.now().toISOString(),
    });
    const urlsSeenBy = async (headers: Record<string, string>) => {
      const response = await stack.request('GET', '/api/v1/activity', {
        headers: { ...headers, 'X-Branch-Id': branch.branchId },
        query: { ...BOTH_DAYS, event: 'webhook.registered' },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.map((entry: any) => entry.attributes.detail.url);
    };
    const registered = 'http://127.0.0.1:9/audit';
    expect(await urlsSeenBy({ Authorization: `Bearer ${manager.accessToken}` })).toEqual([
      'http://127.0.0.1:9/[redacted]',
    ]);
    expect(await urlsSeenBy({ Authorization: `Bearer ${ownerAccessToken}` })).toEqual([registered]);
    expect(await urlsSeenBy({ 'X-API-Key': branch.apiKey })).toEqual([registered]);
  });

  it('filters by actor, event and source, together', async () => {
    const events = async (query: Record<string, string>) =>
      (await activity({ ...BOTH_DAYS, ...query })).body.data.map((entry: any) => entry.attributes.event);
    expect(await events({ actor: clientId })).toEqual(['webhook.registered']);
    expect(await events({ actor: 'api_key' })).toEqual([
      'webhook.deleted',
      'webhook.redelivered',
      'webhook.tested',
      'backoffice.record_created',
    ]);
    expect(await events({ event: 'ticket.line_cancelled' })).toEqual(['ticket.line_cancelled']);
    expect(await events({ source: 'pos' })).toEqual(['cash_register.closed', 'ticket.line_cancelled']);
    expect(await events({ source: 'pos', actor: 'Ana López' })).toEqual(['cash_register.closed']);
    expect(await events({ source: 'admin_cli' })).toEqual([]);
    // The actor filter is a search: accents, case and word order aside, in actor or actor_name.
    expect(await events({ actor: 'luis hernandez' })).toEqual(['ticket.line_cancelled']);
    expect(await events({ actor: 'HERNÁNDEZ' })).toEqual(['ticket.line_cancelled']);
    expect(await events({ actor: 'lopez ana', source: 'pos' })).toEqual(['cash_register.closed']);
    expect(await events({ actor: 'luis lopez' })).toEqual([]);
    expect(await events({ actor: userEmail.toUpperCase() })).toEqual(await events({ actor: userEmail }));
    // The second business day alone.
    expect(
      (await activity({ date_from: '2026-03-07', date_to: '2026-03-07' })).body.data.map(
        (entry: any) => entry.attributes.event,
      ),
    ).toEqual(['webhook.deleted', 'webhook.redelivered', 'webhook.tested']);
  });

  it('reads several event names in one Query, each entry as a read of its name alone finds it', async () => {
    const [from, to] = ['2026-03-06T00:00:00Z', '2026-03-09T00:00:00Z'];
    const names = ['ticket.line_cancelled', 'webhook.registered'];
    const [both, ...alone] = await Promise.all([
      readActivityEventsNamed(stack.deps, branch.branchId, names, from, to),
      ...names.map((name) => readActivityEvents(stack.deps, branch.branchId, name, from, to)),
    ]);
    expect(alone.every((records) => records.length > 0)).toBe(true);
    const sorted = (records: { event: string; occurred_at: string }[]) =>
      records.map((record) => `${record.event} ${record.occurred_at}`).sort();
    expect(sorted(both)).toEqual(sorted(alone.flat()));
  });

  it('pages with an opaque cursor, filtered or not, and ends with next_cursor null', async () => {
    const all = (await activity(BOTH_DAYS)).body.data.map((entry: any) => entry.id);
    expect(all).toHaveLength(8);
    const queries: Array<Record<string, string>> = [
      { limit: '2' },
      { limit: '1', source: 'dashboard' },
      { limit: '3', source: 'pos' },
    ];
    for (const query of queries) {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await activity({ ...BOTH_DAYS, ...query, ...(cursor ? { cursor } : {}) });
        expect(page.status).toBe(200);
        expect(page.body.data.length).toBeLessThanOrEqual(Number(query.limit));
        expect(page.body.meta.count).toBe(page.body.data.length);
        seen.push(...page.body.data.map((entry: any) => entry.id));
        cursor = page.body.meta.next_cursor ?? undefined;
        pages += 1;
      } while (cursor);
      const expected = (await activity({ ...BOTH_DAYS, ...query, limit: '200' })).body.data.map(
        (entry: any) => entry.id,
      );
      expect(seen).toEqual(expected);
      expect(pages).toBe(Math.max(1, Math.ceil(expected.length / Number(query.limit))));
    }
  });

  it('refuses a cursor of another listing, a page size over 200, and a missing range (422)', async () => {
    const first = await activity({ ...DAY_ONE, limit: '1' });
    const cursor = first.body.meta.next_cursor as string;
    const elsewhere = await activity({ date_from: '2026-03-07', date_to: '2026-03-07', cursor });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.error.field).toBe('query.cursor');
    expect((await activity({ ...DAY_ONE, limit: '201' })).status).toBe(422);
    const missing = await activity({});
    expect(missing.status).toBe(422);
    expect(missing.body.error.field).toBe('query.date_from');
    const shortcut = await activity({ period: 'today' });
    expect(shortcut.status).toBe(200);
    expect(shortcut.body.meta.period).toEqual({ from: '2026-03-07', to: '2026-03-07' });
  });

  it('examines a bounded number of entries per request, and gives a cursor on a short or empty page', async () => {
    const quiet = await stack.createBranch({ plan: 'growth', timezone: 'America/Mexico_City' });
    // Business date 2026-03-05 (cutoff 05:00 Mexico City = 11:00 UTC): three entries of a rare actor
    // first, then one operator entry more than one request may examine, one a second (each entry
    // seeded costs DynamoDB Local a write: one past the budget is all the test needs).
    const entry = (at: number, actor: string) =>
      auditEntryPut(stack.deps, {
        branchId: quiet.branchId,
        eventId: randomUUID(),
        event: 'settings.updated',
        source: 'admin_cli',
        actor: { type: 'operator', id: actor, role: null, name: null },
        occurredAt: new Date(Date.parse('2026-03-05T12:00:00.000Z') + at * 1000),
        refType: 'settings',
        refId: quiet.branchId,
        detail: {},
        requestId: null,
      }).Put!.Item!;
    const crowd = ACTIVITY_LIST_MAX_EXAMINED + 1;
    const items = [
      ...[0, 1, 2].map((at) => entry(at, 'aguja')),
      ...Array.from({ length: crowd }, (_, index) => entry(10 + index, 'cron')),
    ];
    await batchWriteAll(
      stack.deps,
      items.map((Item) => ({ PutRequest: { Item } })),
      'activity seed',
    );

    // Count what each request examines (the ScannedCount of the Queries of the branch's log).
    let scanned = 0;
    const send = stack.deps.db.send.bind(stack.deps.db);
    stack.deps.db.send = (async (command: any) => {
      const result: any = await send(command);
      const ofLog =
        command.input?.ExpressionAttributeValues?.[':pk'] === keys.activityPartition(quiet.branchId);
      if (command.constructor.name === 'QueryCommand' && ofLog) {
        scanned += result.ScannedCount ?? 0;
      }
      return result;
    }) as typeof stack.deps.db.send;
    try {
      const range = { date_from: '2026-03-05', date_to: '2026-03-05', actor: 'aguja', limit: '50' };
      const seen: string[] = [];
      const emptyWithCursor: boolean[] = [];
      let cursor: string | undefined;
      let requests = 0;
      do {
        scanned = 0;
        const page = await activity({ ...range, ...(cursor ? { cursor } : {}) }, quiet.apiKey);
        expect(page.status).toBe(200);
        expect(scanned).toBeGreaterThan(0);
        expect(scanned).toBeLessThanOrEqual(ACTIVITY_LIST_MAX_EXAMINED);
        seen.push(...page.body.data.map((found: any) => found.attributes.occurred_at));
        cursor = page.body.meta.next_cursor ?? undefined;
        emptyWithCursor.push(page.body.data.length === 0 && cursor !== undefined);
        requests += 1;
      } while (cursor && requests < 10);
      // Newest first: the crowd fills the first request's budget, which answers nothing but a cursor.
      expect(emptyWithCursor[0]).toBe(true);
      expect(requests).toBe(Math.ceil(items.length / ACTIVITY_LIST_MAX_EXAMINED));
      expect(seen).toEqual([
        '2026-03-05T06:00:02.000-06:00',
        '2026-03-05T06:00:01.000-06:00',
        '2026-03-05T06:00:00.000-06:00',
      ]);
    } finally {
      stack.deps.db.send = send as typeof stack.deps.db.send;
    }
  });

  it('belongs to the audit module: Growth and up', async () => {
    const starter = await stack.createBranch({ plan: 'starter' });
    const refused = await activity(DAY_ONE, starter.apiKey);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/growth/i);
  });
});
