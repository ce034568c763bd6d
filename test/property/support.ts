/**
 * The property suite's harness: generated and mutated requests sent through the real local HTTP
 * adapter and handler chain on DynamoDB Local, and the one property every response must hold:
 *
 *   the answer is the spec's envelope with a 2xx or 4xx status, never 5xx, and a 4xx stored nothing.
 *
 * Each case gets its own branch, so "nothing stored" is the branch's partitions being empty.
 * The number of cases per property is `FUZZ_RUNS` (set by `npm run fuzz`), else the bounded default
 * of `npm test`. A failure prints fast-check's seed and shrunk counterexample.
 */

import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { expect } from 'vitest';
import { createBranch } from '#shared/storage/branch-store.ts';
import { keys } from '#shared/storage/keys.ts';
import { type LocalStack, startLocalStack } from '../../local/stack.ts';
import { dynamoDbEndpoint, manualClock } from '../support/stack.ts';

/** Cases per property: FUZZ_RUNS when set (npm run fuzz), else `bounded`. */
export function runs(bounded: number): number {
  const requested = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(requested) && requested > 0 ? requested : bounded;
}

/** A per-test timeout that grows with the number of cases (a generous second each: the machine may be loaded). */
export const timeoutFor = (cases: number) => 60_000 + cases * 1_000;

/** fast-check options: the seed is printed on failure; FUZZ_SEED replays a reported run. */
export function assertOptions(numRuns: number): fc.Parameters<unknown> {
  const seed = Number(process.env.FUZZ_SEED);
  return { numRuns, ...(Number.isInteger(seed) ? { seed } : {}) };
}

/** The instant the suite's clock shows: the evening after the fixture day was closed. */
export const NOW = '2026-03-07T01:36:00-06:00';

export interface PropertyStack {
  stack: LocalStack;
  /** A fresh Enterprise branch (no plan or rate limit in the way): its id and key. */
  branch(): Promise<{ branchId: string; apiKey: string }>;
  close(): Promise<void>;
}

/**
 * The local stack on its own table, without the zout pipeline: the property is about what the HTTP
 * chain answers and stores, and aggregations in the background would only slow every case down.
 */
export async function startPropertyStack(): Promise<PropertyStack> {
  const stack = await startLocalStack({
    endpoint: dynamoDbEndpoint(),
    tableName: `property-${randomUUID()}`,
    stage: 'sandbox',
    clock: manualClock(NOW),
    pipeline: false,
  });
  return {
    stack,
    async branch() {
      const branchId = randomUUID();
      const { apiKey } = await createBranch(stack.deps, {
        branchId,
        name: `Property ${branchId.slice(0, 8)}`,
        timezone: 'America/Mexico_City',
        plan: 'enterprise',
        stage: 'sandbox',
      });
      return { branchId, apiKey };
    },
    close: () => stack.close(),
  };
}

export interface SentRequest {
  method: string;
  /** Path and query string, sent as they are. */
  target: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  requestId: string | null;
  text: string;
}

export async function send(stack: LocalStack, request: SentRequest): Promise<Answer> {
  const response = await fetch(`${stack.url}${request.target}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  return {
    status: response.status,
    requestId: response.headers.get('x-request-id'),
    text: await response.text(),
  };
}

/** The property's first half: a 2xx `data` envelope or a 4xx `error` envelope, never a 5xx. */
export function expectEnvelope(request: SentRequest, answer: Answer): void {
  const context = `${request.method} ${request.target.slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 500)}`;
  expect(answer.status, context).toBeGreaterThanOrEqual(200);
  expect(answer.status, context).toBeLessThan(500);
  expect(answer.status >= 300 && answer.status < 400, context).toBe(false);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new Error(`not JSON: ${context}`);
  }
  if (answer.status < 300) {
    // `data`, and for a list (the developer webhooks API) its `meta` (count, limit, cursor).
    expect(body, context).toEqual({
      data: expect.any(Object),
      ...((body as { meta?: unknown }).meta === undefined ? {} : { meta: expect.any(Object) }),
    });
  } else {
    expect(body, context).toEqual({
      error: expect.objectContaining({
        code: expect.stringMatching(/^SVC_ERR_4\d\d/),
        message: expect.any(String),
        request_id: answer.requestId,
      }),
    });
  }
}

/** Every item of the branch besides its profile (a Scan: each suite has its own small table). */
export async function storedItems(stack: LocalStack, branchId: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await stack.deps.db.send(
      new ScanCommand({
        TableName: stack.deps.tableName,
        ExclusiveStartKey: startKey,
        ConsistentRead: true,
        // What the branch's creation wrote (its profile, its API key's listing) is not a stored document.
        FilterExpression: 'begins_with(pk, :branch) AND sk <> :profile AND NOT begins_with(sk, :apiKey)',
        ExpressionAttributeValues: {
          ':branch': `BRANCH#${branchId}`,
          ':profile': 'PROFILE',
          ':apiKey': keys.branchApiKeyPrefix(),
        },
      }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

// ---------------------------------------------------------------------------------- arbitraries

/** Member names that mean something on every plain JavaScript object, and other awkward names. */
export const HOSTILE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'then',
  'length',
  '',
  ' ',
  'a.b',
  '[0]',
  'x_cents',
  'data',
] as const;

export const memberName = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** Dates and timestamps a POS or an attacker could send: valid, impossible, ancient, far future. */
export const dateLike = fc.oneof(
  fc.constantFrom(
    '2026-03-06',
    '2026-02-29',
    '2024-02-29',
    '2026-13-01',
    '0000-01-01',
    '1999-12-31',
    '9999-12-31',
    '-000001-12-31',
    '+275760-09-13',
    '2026-03-06T20:00:00-06:00',
    '2026-03-07T07:36:00Z',
    '0000-01-01T00:00:00-06:00',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59+14:00',
    '2026-03-06T24:00:00-06:00',
    '2026-03-06T20:00:00',
    '2026-03-06T20:00:00.123456789-06:00',
    '2026-W10-5',
    'today',
  ),
  fc
    .date({ min: new Date(-62_198_755_200_000), max: new Date(253_402_300_799_000), noInvalidDate: true })
    .map((date) => date.toISOString()),
  fc
    .date({ min: new Date(-62_198_755_200_000), max: new Date(253_402_300_799_000), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
);

/** Numbers at the edges of what JSON, JavaScript and DynamoDB can hold. */
export const numberLike = fc.oneof(
  fc.integer(),
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    12.5,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    1e21,
    1e308,
    5e-324,
    2 ** 53,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, biased towards the shapes the schemas look at. */
export const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: dateLike },
  { weight: 2, arbitrary: numberLike },
  { weight: 1, arbitrary: fc.string({ minLength: 190, maxLength: 1_100 }) },
  { weight: 1, arbitrary: fc.dictionary(memberName, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, '', [], {}, '1250', 'NaN', 'Infinity') },
  { weight: 1, arbitrary: fc.nat({ max: 40 }).map(nestedArrays) },
);

function nestedArrays(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

/** Printable ASCII, as an HTTP client can send it in a header value. */
export const headerText = (maxLength: number) =>
  fc.string({ maxLength }).map((text) => text.replace(/[^\x20-\x7e]/g, 'x').trim());

/** Headers fetch manages itself (or refuses): generated headers leave them alone. */
const FORBIDDEN_HEADERS = new Set([
  'connection',
  'content-length',
  'expect',
  'host',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** HTTP token characters: a header name fetch accepts. */
export const headerName = fc
  .oneof(
    fc.constantFrom(...HOSTILE_NAMES.filter((name) => /^[A-Za-z_][\w-]*$/.test(name))),
    fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/),
  )
  .filter((name) => !FORBIDDEN_HEADERS.has(name.toLowerCase()));

export const extraHeaders = fc.dictionary(headerName, headerText(40), { maxKeys: 3 });

/** A fresh unique id, so generated idempotency keys never collide across cases. */
export const uniqueKey = () => randomUUID();
