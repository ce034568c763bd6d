/**
 * Property: every ingest endpoint, fed its valid fixture body after random mutations (members set to
 * any JSON value, deleted or added under awkward names), raw-text damage, random headers and
 * idempotency keys, answers a 2xx or 4xx envelope, never 5xx, and stores nothing when it refuses.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ROUTES } from '#shared/contract/routes.ts';
import { MAX_JSON_DEPTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from '#shared/domain/limits.ts';
import { MAX_ACTIVITY_NESTING } from '#shared/use-cases/ingest/limits.ts';
import { activityCalls, endOfDayCalls, setupCalls, xoutCall } from '../fixtures/end-of-day.ts';
import {
  assertOptions,
  expectEnvelope,
  extraHeaders,
  headerText,
  jsonValue,
  memberName,
  NOW,
  type PropertyStack,
  runs,
  type SentRequest,
  send,
  startPropertyStack,
  storedItems,
  timeoutFor,
  uniqueKey,
} from './support.ts';

type Body = { data: { type: string; attributes: Record<string, unknown>; meta?: Record<string, unknown> } };

/** A valid body of each ingest resource for a branch (the end-of-day fixtures). */
const VALID_BODIES: Record<string, (branchId: string) => Body> = {
  categories: (branchId) => setupCalls(branchId)[0]!.body,
  catalog: (branchId) => setupCalls(branchId)[1]!.body,
  ...Object.fromEntries(
    endOfDayCalls('BRANCH').map((call) => [
      call.path.replace('/api/v1/ingest/', ''),
      (branchId: string) =>
        endOfDayCalls(branchId).find((candidate) => candidate.path === call.path)!.body as Body,
    ]),
  ),
  activity: (branchId) => {
    const body = structuredClone(activityCalls(branchId)[1]!.body) as Body;
    body.data.attributes.occurred_at = NOW;
    return body;
  },
  // An ingest route outside /api/v1/ingest/ is keyed by its whole path (INGEST_RESOURCES).
  '/api/v1/live/update': (branchId) => ({
    data: {
      type: 'live-update',
      attributes: {
        branch_identifier: branchId,
        occurred_at: NOW,
        event: 'table_closed',
        table_id: 'Mesa 4',
        total_cents: 45000,
        payments: [{ payment_type: 'cash', amount_cents: 45000 }],
      },
    },
  }),
};
// The xout is a cash-register body too: mutations of either shape.
const XOUT = (branchId: string) => xoutCall(branchId).body as Body;

const INGEST_RESOURCES = ROUTES.filter((route) => route.ingest).map((route) =>
  route.path.replace('/api/v1/ingest/', ''),
);

type Mutation =
  | { kind: 'set'; at: number; value: unknown }
  | { kind: 'delete'; at: number }
  | { kind: 'add'; at: number; name: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: jsonValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      at: fc.nat(),
      name: memberName,
      value: jsonValue,
    }),
  },
);

interface Slot {
  parent: Record<string, unknown> | unknown[];
  key: string | number;
}

/** Every member and element of the body, in document order (the root excluded). */
function slotsOf(root: unknown): Slot[] {
  const slots: Slot[] = [];
  const stack: unknown[] = [root];
  for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
    if (typeof value !== 'object' || value === null) continue;
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((element, index) => [index, element])
      : Object.entries(value);
    for (const [key, member] of entries) {
      slots.push({ parent: value as Slot['parent'], key });
      stack.push(member);
    }
  }
  return slots;
}

/** Own, enumerable data member, even for `__proto__` (plain assignment would set the prototype). */
function define(target: object, name: string | number, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

function applyMutation(body: Body, change: Mutation): void {
  const slots = slotsOf(body);
  // An earlier mutation may have deleted `data`, leaving nothing to mutate.
  if (slots.length === 0) return;
  const slot = slots[change.at % slots.length]!;
  if (change.kind === 'set') {
    define(slot.parent, slot.key, change.value);
  } else if (change.kind === 'delete') {
    if (Array.isArray(slot.parent)) slot.parent.splice(Number(slot.key), 1);
    else delete slot.parent[slot.key as string];
  } else {
    const container =
      typeof (slot.parent as never)[slot.key] === 'object' ? (slot.parent as never)[slot.key] : slot.parent;
    if (Array.isArray(container)) (container as unknown[]).push(change.value);
    else if (container !== null) define(container as object, change.name, change.value);
  }
}

/** How the body's text is produced: the mutated body, or damaged / foreign text. */
const textDamage = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('splice' as const),
      at: fc.nat(),
      text: fc.string({ maxLength: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), text: fc.json({ maxDepth: 3 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), text: fc.string({ maxLength: 40 }) }),
  },
);

function damage(text: string, change: DamageValue): string {
  switch (change.kind) {
    case 'none':
      return text;
    case 'truncate':
      return text.slice(0, change.at % (text.length + 1));
    case 'splice': {
      const at = change.at % (text.length + 1);
      return text.slice(0, at) + change.text + text.slice(at);
    }
    case 'replace':
      return change.text;
  }
}
type DamageValue =
  | { kind: 'none' }
  | { kind: 'truncate'; at: number }
  | { kind: 'splice'; at: number; text: string }
  | { kind: 'replace'; text: string };

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'Application/JSON',
      'text/plain',
      'application/jsonx',
      'application/json;;;',
      '',
      'multipart/form-data; boundary=x',
    ),
  },
  { weight: 1, arbitrary: headerText(30) },
);

/** Absent, blank, too long, odd, or (mostly) a fresh unique key. */
const idempotencyKey = fc.oneof(
  { weight: 8, arbitrary: fc.constant('fresh') },
  { weight: 1, arbitrary: fc.constantFrom('absent', '', '   ', 'k'.repeat(256), 'k'.repeat(255)) },
  { weight: 1, arbitrary: headerText(60) },
);

const ingestCase = fc.record({
  resource: fc.constantFrom(...INGEST_RESOURCES),
  xout: fc.boolean(),
  mutations: fc.array(mutation, { maxLength: 3 }),
  damage: textDamage as fc.Arbitrary<DamageValue>,
  contentType,
  idempotencyKey,
  extra: extraHeaders,
});

let harness: PropertyStack;
beforeAll(async () => {
  harness = await startPropertyStack();
});
afterAll(() => harness?.close());

type IngestCase = typeof ingestCase extends fc.Arbitrary<infer T> ? T : never;

async function check(sample: IngestCase): Promise<void> {
  const { branchId, apiKey } = await harness.branch();
  const valid = sample.resource === 'cash-register' && sample.xout ? XOUT : VALID_BODIES[sample.resource];
  if (!valid) throw new Error(`no valid fixture body for ingest resource ${sample.resource}`);
  const body = structuredClone(valid(branchId));
  for (const change of sample.mutations) applyMutation(body, change);
  const headers: Record<string, string> = { ...sample.extra, 'X-API-Key': apiKey };
  if (sample.contentType !== '') headers['Content-Type'] = sample.contentType;
  if (sample.idempotencyKey === 'fresh') headers['X-Idempotency-Key'] = uniqueKey();
  else if (sample.idempotencyKey !== 'absent') headers['X-Idempotency-Key'] = sample.idempotencyKey;
  const request: SentRequest = {
    method: 'POST',
    target: sample.resource.startsWith('/') ? sample.resource : `/api/v1/ingest/${sample.resource}`,
    headers,
    body: damage(JSON.stringify(body), sample.damage),
  };
  const answer = await send(harness.stack, request);
  expectEnvelope(request, answer);
  if (answer.status >= 400) {
    const stored = await storedItems(harness.stack, branchId);
    if (stored.length > 0) {
      throw new Error(
        `${request.target} answered ${answer.status} but stored ${stored.map((item) => `${item.pk} ${item.sk}`).join(', ')}`,
      );
    }
  }
}

/**
 * Values at, just inside and just past the limits a member can meet (shared/domain/limits.ts): name
 * and text lengths, safe-integer bounds, signs, and nesting at the 32 levels data.attributes allows
 * (31 for activity, stored as maps), one less and one more.
 */
const limitValue = fc.oneof(
  fc
    .constantFrom(
      MAX_NAME_LENGTH - 1,
      MAX_NAME_LENGTH,
      MAX_NAME_LENGTH + 1,
      MAX_TEXT_LENGTH,
      MAX_TEXT_LENGTH + 1,
    )
    .map((length) => 'ñ'.repeat(length)),
  fc.constantFrom(
    0,
    -1,
    1,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    100,
    100.5,
  ),
  fc
    .constantFrom(MAX_ACTIVITY_NESTING - 2, MAX_ACTIVITY_NESTING - 1, MAX_JSON_DEPTH - 1, MAX_JSON_DEPTH)
    .map((levels) => {
      let value: unknown = 1;
      for (let level = 0; level < levels; level++) value = level % 2 === 0 ? [value] : { n: value };
      return value;
    }),
);

const limitCase = fc.record({
  resource: fc.constantFrom(...INGEST_RESOURCES),
  xout: fc.boolean(),
  changes: fc.array(fc.record({ at: fc.nat(), value: limitValue }), { minLength: 1, maxLength: 3 }),
});

/** Members of a valid body set to limit values: a 2xx, or a 4xx whose 422 names the field. */
async function checkLimits(
  sample: typeof limitCase extends fc.Arbitrary<infer T> ? T : never,
): Promise<void> {
  const { branchId, apiKey } = await harness.branch();
  const valid = sample.resource === 'cash-register' && sample.xout ? XOUT : VALID_BODIES[sample.resource];
  if (!valid) throw new Error(`no valid fixture body for ingest resource ${sample.resource}`);
  const body = structuredClone(valid(branchId));
  for (const change of sample.changes) {
    // Scalar members of data.attributes only: the envelope and keys are covered by the mutation suite.
    const slots = slotsOf(body.data.attributes).filter(
      (slot) => typeof (slot.parent as never)[slot.key] !== 'object' && slot.key !== 'branch_identifier',
    );
    if (slots.length === 0) continue;
    const slot = slots[change.at % slots.length]!;
    define(slot.parent, slot.key, change.value);
  }
  const request: SentRequest = {
    method: 'POST',
    target: sample.resource.startsWith('/') ? sample.resource : `/api/v1/ingest/${sample.resource}`,
    headers: { 'X-API-Key': apiKey, 'Content-Type': 'application/json', 'X-Idempotency-Key': uniqueKey() },
    body: JSON.stringify(body),
  };
  const answer = await send(harness.stack, request);
  expectEnvelope(request, answer);
  if (answer.status === 422) {
    const error = (JSON.parse(answer.text) as { error: { field?: string } }).error;
    if (!error.field?.startsWith('data.')) {
      throw new Error(
        `${request.target} answered 422 without naming the field: ${answer.text.slice(0, 400)}`,
      );
    }
  }
  if (answer.status >= 400 && (await storedItems(harness.stack, branchId)).length > 0) {
    throw new Error(`${request.target} answered ${answer.status} but stored items`);
  }
}

describe('ingest endpoints with members at their limits', () => {
  const cases = runs(60);
  it(
    `answer a 2xx, or a 4xx whose 422 names the field, never 5xx (${cases} cases)`,
    async () => {
      await fc.assert(fc.asyncProperty(limitCase, checkLimits), assertOptions(cases));
    },
    timeoutFor(cases),
  );
});

describe('ingest endpoints under generated and mutated requests', () => {
  const cases = runs(120);
  it(
    `answer a 2xx/4xx envelope, never 5xx, and store nothing on a 4xx (${cases} cases)`,
    async () => {
      await fc.assert(fc.asyncProperty(ingestCase, check), assertOptions(cases));
    },
    timeoutFor(cases),
  );

  it('cover every ingest route with a valid fixture body', () => {
    for (const resource of INGEST_RESOURCES) {
      if (!VALID_BODIES[resource]) throw new Error(`no valid fixture body for ${resource}`);
    }
  });
});
