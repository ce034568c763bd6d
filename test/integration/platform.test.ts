import { createHash, randomUUID } from 'node:crypto';
import type { LogItem } from '@aws-lambda-powertools/logger';
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_KEY_CACHE_TTL_SECONDS } from '#shared/adapters/config.ts';
import { createLogger, RequestScopedLogger } from '#shared/adapters/logger.ts';
import { rotateKey } from '#shared/storage/branch-store.ts';
import { keys } from '#shared/storage/keys.ts';
import { freePort } from '../../local/dynamodb-local.ts';
import { createLocalEventBus } from '../../local/event-bus.ts';
import { startHttpServer } from '../../local/http-server.ts';
import { localDeps } from '../../local/stack.ts';
import {
  dynamoDbEndpoint,
  manualClock,
  startTestStack,
  type TestBranch,
  type TestStack,
} from '../support/stack.ts';

// Mid-minute, so a burst never straddles a window boundary.
const clock = manualClock('2026-11-20T18:30:20.000Z');
let stack: TestStack;
let branch: TestBranch;

beforeAll(async () => {
  stack = await startTestStack({ clock, keyCacheTtlMs: 0 });
  branch = await stack.createBranch({ plan: 'growth', name: 'Taquería Centro' });
});
afterAll(() => stack.close());

function expectEnvelope(
  response: { status: number; headers: Headers; body: any },
  status: number,
  code: string,
) {
  expect(response.status).toBe(status);
  expect(response.body.error.code).toBe(code);
  expect(typeof response.body.error.message).toBe('string');
  expect(response.body.error.request_id).toBe(response.headers.get('x-request-id'));
  expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts:\d+/);
}

describe('GET /api/v1/ping', () => {
  it('answers the spec ping result for a valid key', async () => {
    const response = await stack.request('GET', '/api/v1/ping', { apiKey: branch.apiKey });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        type: 'ping',
        attributes: {
          status: 'ok',
          branch_name: 'Taquería Centro',
          plan: 'growth',
          environment: 'sandbox',
          api_version: '1.0.5',
          message: 'Connection OK: this key belongs to Taquería Centro.',
          subscription_status: 'active',
          business_day_cutoff_hour: 5,
        },
      },
    });
    expect(response.headers.get('x-request-id')).toMatch(/.+/);
    expect(response.headers.get('x-ratelimit-limit')).toBe('500');
    expect(Number(response.headers.get('x-ratelimit-remaining'))).toBeLessThan(500);
    expect(response.headers.get('x-ratelimit-reset')).toBe(String(Date.parse('2026-11-20T18:31:00Z') / 1000));
  });

  it('answers 404 for another branch_identifier and 422 for a malformed one', async () => {
    const other = await stack.createBranch();
    const foreign = await stack.request('GET', '/api/v1/ping', {
      apiKey: branch.apiKey,
      query: { branch_identifier: other.branchId },
    });
    expectEnvelope(foreign, 404, 'SVC_ERR_404');
    expect(foreign.body.error.field).toBe('query.branch_identifier');
    expect(JSON.stringify(foreign.body)).not.toContain(other.name);

    const ownUppercase = await stack.request('GET', '/api/v1/ping', {
      apiKey: branch.apiKey,
      query: { branch_identifier: branch.branchId.toUpperCase() },
    });
    expect(ownUppercase.status).toBe(200);

    const malformed = await stack.request('GET', '/api/v1/ping', {
      apiKey: branch.apiKey,
      query: { branch_identifier: 'not-a-uuid' },
    });
    expectEnvelope(malformed, 422, 'SVC_ERR_422');
    expect(malformed.body.error.received_value).toBe('not-a-uuid');
  });
});

describe('authentication', () => {
  it.each([
    ['missing', undefined, /missing/],
    ['malformed', 'svc_test_short', /malformed/],
    ['unknown', `svc_test_${'A'.repeat(32)}`, /not valid/],
    [
      'of the other stage',
      `svc_live_${'A'.repeat(32)}`,
      /sandbox environment.*svc_test_.*production key \(svc_live_\)/,
    ],
  ])('rejects a %s key with 401', async (_case, apiKey, message) => {
    const response = await stack.request('GET', '/api/v1/ping', apiKey === undefined ? {} : { apiKey });
    expectEnvelope(response, 401, 'SVC_ERR_401');
    expect(response.body.error.message).toMatch(message);
    expect(response.body.error.field).toBe('headers.X-API-Key');
  });

  it('answers a malformed bearer token with a 401 (test/integration/oauth.test.ts covers real ones)', async () => {
    const response = await stack.request('GET', '/api/v1/ping', {
      headers: { Authorization: 'Bearer abc.def' },
    });
    expectEnvelope(response, 401, 'SVC_ERR_401');
    expect(response.body.error.message).toMatch(/not a well-formed JWT/);
  });

  it('stores only the SHA-256 of a key, and a rotated key stops working', async () => {
    const rotating = await stack.createBranch();
    const items = await stack.deps.db.send(new ScanCommand({ TableName: stack.deps.tableName }));
    const everything = JSON.stringify(items.Items);
    expect(everything).not.toContain(rotating.apiKey);
    const hash = createHash('sha256').update(rotating.apiKey).digest('hex');
    expect(
      items.Items?.some((item) => item.pk === `KEY#${hash}` && item.branch_identifier === rotating.branchId),
    ).toBe(true);

    const { apiKey: fresh } = await rotateKey(stack.deps, rotating.branchId);
    expect(fresh).toMatch(/^svc_test_[A-Za-z0-9_-]{32}$/);
    const old = await stack.request('GET', '/api/v1/ping', { apiKey: rotating.apiKey });
    expectEnvelope(old, 401, 'SVC_ERR_401');
    expect(old.body.error.message).toMatch(/revoked/);
    expect((await stack.request('GET', '/api/v1/ping', { apiKey: fresh })).status).toBe(200);
  });
});

describe('a revoked key in a warm handler', () => {
  it('is refused within 5 s: the lookup cache trusts a key at most MAX_KEY_CACHE_TTL_SECONDS', async () => {
    expect(MAX_KEY_CACHE_TTL_SECONDS).toBeLessThanOrEqual(5);
    const warmClock = manualClock('2026-11-20T18:30:20.000Z');
    const warm = await startTestStack({ clock: warmClock, keyCacheTtlMs: MAX_KEY_CACHE_TTL_SECONDS * 1000 });
    try {
      const rotating = await warm.createBranch();
      expect((await warm.request('GET', '/api/v1/ping', { apiKey: rotating.apiKey })).status).toBe(200);
      await rotateKey(warm.deps, rotating.branchId);
      // Just under the bound the warm handler may still trust its lookup; at the bound it asks again.
      warmClock.advance(MAX_KEY_CACHE_TTL_SECONDS * 1000 - 1);
      expect((await warm.request('GET', '/api/v1/ping', { apiKey: rotating.apiKey })).status).toBe(200);
      warmClock.advance(1);
      const refused = await warm.request('GET', '/api/v1/ping', { apiKey: rotating.apiKey });
      expectEnvelope(refused, 401, 'SVC_ERR_401');
      expect(refused.body.error.message).toMatch(/revoked/);
    } finally {
      await warm.close();
    }
  });
});

describe('routing', () => {
  it('answers an unknown path with 404 in the envelope', async () => {
    const response = await stack.request('GET', '/api/v1/nope', { apiKey: branch.apiKey });
    expectEnvelope(response, 404, 'SVC_ERR_404');
  });

  it('answers a body that is not declared application/json with 400 naming the header', async () => {
    const body = JSON.stringify({
      data: { type: 'settings', attributes: { cash_variance_threshold_pct: 2 } },
    });
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await stack.request('PATCH', '/api/v1/settings', {
        apiKey: branch.apiKey,
        headers: { 'Content-Type': contentType },
        rawBody: body,
      });
      expectEnvelope(response, 400, 'SVC_ERR_400');
      expect(response.body.error).toMatchObject({
        field: 'headers.Content-Type',
        message: 'Content-Type must be application/json.',
      });
    }
    // Nothing was changed: the setting is still its default.
    const settings = await stack.request('GET', '/api/v1/settings', { apiKey: branch.apiKey });
    expect(settings.body.data.attributes.cash_variance_threshold_pct).toBe(1);
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await stack.request('DELETE', '/api/v1/ping', { apiKey: branch.apiKey });
    expectEnvelope(response, 405, 'SVC_ERR_405');
    expect(response.headers.get('allow')).toBe('GET');
  });
});

describe('rate limits', () => {
  it('lets exactly the remaining requests of the minute through under 50 concurrent requests', async () => {
    const starter = await stack.createBranch({ plan: 'starter' });
    const windowStart = Math.floor(clock.now().getTime() / 60_000) * 60;
    await stack.deps.db.send(
      new UpdateCommand({
        TableName: stack.deps.tableName,
        Key: keys.rateMinute(starter.branchId, windowStart),
        UpdateExpression: 'SET #count = :used',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':used': 80 },
      }),
    );
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => stack.request('GET', '/api/v1/ping', { apiKey: starter.apiKey })),
    );
    const ok = responses.filter((response) => response.status === 200);
    const limited = responses.filter((response) => response.status === 429);
    expect(ok).toHaveLength(20);
    expect(limited).toHaveLength(30);
    for (const response of limited) {
      expectEnvelope(response, 429, 'SVC_ERR_429');
      expect(response.headers.get('retry-after')).toBe('40');
      expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
    }
    expect(
      ok.map((response) => Number(response.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });

  it('refuses when the month is spent, without consuming the minute', async () => {
    const starter = await stack.createBranch({ plan: 'starter' });
    await stack.deps.db.send(
      new UpdateCommand({
        TableName: stack.deps.tableName,
        Key: keys.rateMonth(starter.branchId, '2026-11'),
        UpdateExpression: 'SET #count = :used',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':used': 50_000 },
      }),
    );
    const response = await stack.request('GET', '/api/v1/ping', { apiKey: starter.apiKey });
    expectEnvelope(response, 429, 'SVC_ERR_429');
    expect(response.body.error.message).toMatch(/Monthly quota of 50000/);
    expect(Number(response.headers.get('retry-after'))).toBe(
      (Date.parse('2026-12-01T00:00:00Z') - clock.now().getTime()) / 1000,
    );
    expect(response.headers.get('x-ratelimit-remaining')).toBe('100');
  });

  it('a GET counts before anything else: 429 over 403 and 422, and 403/422 count', async () => {
    const starter = await stack.createBranch({ plan: 'starter' });
    const windowStart = Math.floor(clock.now().getTime() / 60_000) * 60;
    const setMinute = (used: number) =>
      stack.deps.db.send(
        new UpdateCommand({
          TableName: stack.deps.tableName,
          Key: keys.rateMinute(starter.branchId, windowStart),
          UpdateExpression: 'SET #count = :used',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':used': used },
        }),
      );
    await setMinute(98);
    // Starter has no live module (403) and the query is invalid (422): both still count.
    const forbidden = await stack.request('GET', '/api/v1/live/sales/today', { apiKey: starter.apiKey });
    expectEnvelope(forbidden, 403, 'SVC_ERR_403');
    expect(forbidden.headers.get('x-ratelimit-remaining')).toBe('1');
    const invalid = await stack.request('GET', '/api/v1/intelligence/sales/summary', {
      apiKey: starter.apiKey,
      query: { date_from: 'yesterday' },
    });
    expectEnvelope(invalid, 422, 'SVC_ERR_422');
    expect(invalid.headers.get('x-ratelimit-remaining')).toBe('0');
    // The minute is spent: the answer is 429, before the plan check and the read.
    for (const path of ['/api/v1/live/sales/today', '/api/v1/ping']) {
      const refused = await stack.request('GET', path, { apiKey: starter.apiKey });
      expectEnvelope(refused, 429, 'SVC_ERR_429');
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    }
  });

  it('a GET over its limit reads nothing: the counters are all it costs', async () => {
    const growth = await stack.createBranch({ plan: 'growth' });
    const windowStart = Math.floor(clock.now().getTime() / 60_000) * 60;
    await stack.deps.db.send(
      new UpdateCommand({
        TableName: stack.deps.tableName,
        Key: keys.rateMinute(growth.branchId, windowStart),
        UpdateExpression: 'SET #count = :used',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':used': 500 },
      }),
    );
    const commands: { name: string; input: any }[] = [];
    const refusedRead = () =>
      callWithStorage(
        {
          endpoint: dynamoDbEndpoint(),
          tableName: stack.deps.tableName,
          wrapSend: (send) => async (command: { constructor: { name: string }; input: unknown }) => {
            commands.push({ name: command.constructor.name, input: command.input });
            return send(command as never);
          },
        },
        '/api/v1/activity',
        { headers: { 'X-API-Key': growth.apiKey }, method: 'GET' },
      );
    const first = await refusedRead();
    expectEnvelope(first, 429, 'SVC_ERR_429');
    // The key's lookup, then only the rate-limit partition: no Query, nothing of the branch's data.
    const afterKey = commands.filter((command) => command.name !== 'GetCommand');
    expect(afterKey.map((command) => command.name)).not.toContain('QueryCommand');
    for (const command of afterKey) expect(command.input.Key.pk).toBe(keys.rateMinute(growth.branchId, 0).pk);
    expect(afterKey.length).toBeGreaterThan(0);
    // This instance has seen the minute spent: the next refusal in the window writes nothing at all.
    commands.length = 0;
    const second = await refusedRead();
    expectEnvelope(second, 429, 'SVC_ERR_429');
    expect(second.headers.get('retry-after')).toBe(first.headers.get('retry-after'));
    expect(commands.filter((command) => command.name !== 'GetCommand')).toEqual([]);
  });

  it('sends no rate-limit headers for the enterprise plan, which has no limit', async () => {
    const enterprise = await stack.createBranch({ plan: 'enterprise' });
    const response = await stack.request('GET', '/api/v1/ping', { apiKey: enterprise.apiKey });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toBeNull();
  });
});

/** A server on the real handlers whose storage is `endpoint`/`tableName`, optionally with `send` wrapped. */
async function callWithStorage(
  storage: {
    endpoint: string;
    tableName: string;
    wrapSend?: (send: (command: never) => Promise<unknown>) => unknown;
  },
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const logger = createLogger();
  const deps = localDeps(
    { endpoint: storage.endpoint, tableName: storage.tableName, keyCacheTtlMs: 0, clock },
    createLocalEventBus(logger),
    logger,
  );
  if (storage.wrapSend)
    deps.db.send = storage.wrapSend(deps.db.send.bind(deps.db) as never) as typeof deps.db.send;
  const server = await startHttpServer(deps);
  try {
    const response = await fetch(`${server.url}${path}`, {
      ...init,
      headers: { 'X-API-Key': branch.apiKey, ...init.headers },
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  } finally {
    await server.close();
  }
}

describe('storage failures', () => {
  it('answers 503 with Retry-After when the ingest transaction is throttled', async () => {
    const response = await callWithStorage(
      {
        endpoint: dynamoDbEndpoint(),
        tableName: stack.deps.tableName,
        wrapSend: (send) => async (command: { constructor: { name: string } }) => {
          if (command.constructor.name === 'TransactWriteCommand') {
            throw Object.assign(new Error('Transaction cancelled'), {
              name: 'TransactionCanceledException',
              CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }, { Code: 'None' }],
            });
          }
          return send(command as never);
        },
      },
      '/api/v1/ingest/sales',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Idempotency-Key': randomUUID() },
        body: JSON.stringify({
          data: {
            type: 'sales',
            attributes: {
              branch_identifier: branch.branchId,
              date: '2026-11-19',
              shift: 'all_day',
              closing_type: 'zout',
              total_sales_cents: 100,
            },
          },
        }),
      },
    );
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('SVC_ERR_503');
    expect(response.headers.get('retry-after')).toBe('5');
  });

  it('answers 503 with Retry-After when DynamoDB is unreachable', async () => {
    const unreachable = { endpoint: `http://127.0.0.1:${await freePort()}`, tableName: 'unreachable' };
    const response = await callWithStorage(unreachable, '/api/v1/ping');
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('SVC_ERR_503');
    expect(response.headers.get('retry-after')).toBe('5');
  });

  it('answers an unexpected storage error with a generic 500 that reveals nothing', async () => {
    const missingTable = { endpoint: dynamoDbEndpoint(), tableName: `missing-${randomUUID()}` };
    const response = await callWithStorage(missingTable, '/api/v1/ping');
    expect(response.status).toBe(500);
    expect(response.body.error).toEqual({
      code: 'SVC_ERR_500',
      message: 'Internal error. Report it with the X-Request-Id value.',
      request_id: response.headers.get('x-request-id'),
      docs: '/docs#api/description/svc-err-500',
    });
  });
});

describe('log lines of concurrent requests', () => {
  /** Powertools' own record, captured instead of printed. */
  class CapturingLogger extends RequestScopedLogger {
    readonly lines: Record<string, unknown>[] = [];
    protected override printLog(_level: number, log: LogItem): void {
      this.lines.push(log.getAttributes());
    }
  }

  it('carry each request its own id, route, branch and code, never another request’s', async () => {
    const logger = new CapturingLogger({ serviceName: 'test', logLevel: 'INFO' });
    const deps = localDeps(
      { endpoint: dynamoDbEndpoint(), tableName: stack.deps.tableName, keyCacheTtlMs: 0, clock },
      createLocalEventBus(logger),
      logger,
    );
    const server = await startHttpServer(deps);
    const branches = [await stack.createBranch(), await stack.createBranch()];
    // Four kinds, interleaved: each branch's ping (200), a bad period (422), a wrong key (401).
    const kinds = Array.from({ length: 24 }, (_, index) => index % 4);
    try {
      const answers = await Promise.all(
        kinds.map(async (kind) => {
          const target = branches[kind % 2]!;
          const path = kind === 2 ? '/api/v1/intelligence/sales/summary?period=someday' : '/api/v1/ping';
          const response = await fetch(`${server.url}${path}`, {
            headers: { 'X-API-Key': kind === 3 ? 'svc_test_not-a-key' : target.apiKey },
          });
          const body = (await response.json()) as { error?: { code: string } };
          return {
            id: response.headers.get('x-request-id')!,
            status: response.status,
            code: body.error?.code,
            branch: kind === 3 ? undefined : target.branchId,
          };
        }),
      );
      expect(answers.map((answer) => answer.status)).toEqual(kinds.map((kind) => [200, 200, 422, 401][kind]));
      const requestLines = logger.lines.filter((line) =>
        ['request completed', 'request rejected'].includes(line.message as string),
      );
      // Every request line names a request, and one of these.
      const ids = new Set(answers.map((answer) => answer.id));
      expect(requestLines.filter((line) => !ids.has(line.request_id as string))).toEqual([]);
      for (const answer of answers) {
        const own = requestLines.filter((line) => line.request_id === answer.id);
        const completed = own.filter((line) => line.message === 'request completed');
        expect(completed.map((line) => line.status)).toEqual([answer.status]);
        const rejected = own.filter((line) => line.message === 'request rejected');
        expect(rejected.map((line) => line.code)).toEqual(answer.code ? [answer.code] : []);
        for (const line of own) expect(line.branch_identifier).toBe(answer.branch);
      }
    } finally {
      await server.close();
    }
  });
});
