/**
 * Property: an activity event of EVERY kind, each member of its schema (base members and the kind's
 * typed detail members) and free nesting in detail, attributes and meta generated at, just inside
 * and just past each limit (string lengths, integer and percentage bounds, enum values, nesting
 * depth), answers 202 when every member is within its limit, and otherwise a 4xx envelope whose
 * 422 names the offending field; never a 5xx, and nothing stored on a refusal.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from '#shared/domain/limits.ts';
import { ACTIVITY_DETAILS, ACTIVITY_EVENTS, type ActivityEvent } from '#shared/domain/schemas/activity.ts';
import { MAX_ACTIVITY_NESTING } from '#shared/use-cases/ingest/limits.ts';
import {
  assertOptions,
  expectEnvelope,
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

/** A generated member value and whether the schema and storage limits allow it. */
interface Edge {
  value: unknown;
  valid: boolean;
}

const edges = (...values: Edge[]) => fc.constantFrom(...values);
const ok = (value: unknown): Edge => ({ value, valid: true });
const bad = (value: unknown): Edge => ({ value, valid: false });

/** A string of exactly `length` characters, some outside ASCII (lengths count UTF-16 units). */
const textOf = (length: number) =>
  'ñ'.repeat(Math.floor(length / 2)) + 'a'.repeat(length - Math.floor(length / 2));

const stringEdges = (max: number) =>
  edges(ok(''), ok(textOf(max - 1)), ok(textOf(max)), bad(textOf(max + 1)), bad(12), bad(null));

/** Cents up to the schema's maximum: negative ones only where its minimum is (a shortage: `signedCents`). */
const centsEdges = ({ min, max }: { min: number; max: number }) =>
  edges(
    ok(0),
    min < 0 ? ok(-1) : bad(-1),
    ok(1),
    ok(max),
    bad(max + 1),
    min < 0 ? ok(min) : bad(-max),
    bad(min - 1),
    bad(Number.MAX_SAFE_INTEGER),
    bad(Number.MAX_SAFE_INTEGER + 2),
    bad(12.5),
    bad('1250'),
    bad(null),
  );
const countEdges = ({ max }: { max: number }) =>
  edges(ok(0), ok(1), ok(max), bad(max + 1), bad(Number.MAX_SAFE_INTEGER), bad(-1), bad(1.5), bad('3'));
const PERCENT_EDGES = edges(ok(0), ok(100), ok(12.5), ok(99.999), bad(-0.001), bad(100.001), bad('10'));

interface ZodCheck {
  _zod: { def: { check: string; value?: unknown } };
}

interface ZodLike {
  _zod: { def: { type: string; innerType?: ZodLike; entries?: Record<string, string>; checks?: ZodCheck[] } };
}

/** A number schema's bounds (`z.minimum`, `z.maximum`): every amount and count has both. */
function boundsOf(name: string, checks: ZodCheck[] | undefined): { min: number; max: number } {
  const checkValue = (kind: string) =>
    (checks ?? []).find((check) => check._zod.def.check === kind)?._zod.def.value as number | undefined;
  const min = checkValue('greater_than');
  const max = checkValue('less_than');
  if (min === undefined || max === undefined) throw new Error(`${name} has no documented bounds`);
  return { min, max };
}

/** The boundary values of one typed member, read from its schema (optional members unwrapped). */
function memberEdges(name: string, schema: ZodLike): fc.Arbitrary<Edge> {
  let def = schema._zod.def;
  while (def.type === 'optional' || def.type === 'nullable' || def.type === 'default')
    def = def.innerType!._zod.def;
  switch (def.type) {
    case 'string':
      return stringEdges(name === 'reason' ? MAX_TEXT_LENGTH : MAX_NAME_LENGTH);
    case 'number':
      // zod's int() is a number schema too: the member's name says which bounds apply.
      if (name.endsWith('_cents')) return centsEdges(boundsOf(name, def.checks));
      if (name.endsWith('_pct')) return PERCENT_EDGES;
      return countEdges(boundsOf(name, def.checks));
    case 'enum':
      return fc.oneof(fc.constantFrom(...Object.values(def.entries!)).map(ok), edges(bad('other'), bad('')));
    default:
      throw new Error(`no boundary values for ${name} (${def.type})`);
  }
}

/** `levels` nested containers (arrays or maps, alternating from `startWithMap`), the innermost holding 1. */
function nested(levels: number, startWithMap: boolean): unknown {
  let value: unknown = 1;
  for (let level = levels - 1; level >= 0; level--)
    value = (level % 2 === 0) === startWithMap ? { n: value } : [value];
  return value;
}

/**
 * Free nesting under a member at `depth` below data.attributes / data.meta (1: a member of it, 2: a
 * member of detail): the deepest the storage allows, one less and one more.
 */
function nestingEdges(depth: number): fc.Arbitrary<Edge> {
  const deepest = MAX_ACTIVITY_NESTING - depth;
  return fc
    .tuple(fc.constantFrom(deepest - 1, deepest, deepest + 1), fc.boolean())
    .map(([levels, map]) => ({ value: nested(levels, map), valid: levels <= deepest }));
}

const BASE_MEMBERS: Record<string, fc.Arbitrary<Edge>> = {
  actor_name: stringEdges(MAX_NAME_LENGTH),
  actor_role: stringEdges(MAX_NAME_LENGTH),
  source: stringEdges(MAX_NAME_LENGTH),
  ref_type: fc.oneof(stringEdges(MAX_NAME_LENGTH), edges(ok(null))),
  ref_id: fc.oneof(stringEdges(MAX_NAME_LENGTH), edges(ok(null))),
};

/** Members of one case: each present or absent, so every member meets every other at its edges. */
const members = (arbitraries: Record<string, fc.Arbitrary<Edge>>) =>
  fc.record(arbitraries, { requiredKeys: [] }) as fc.Arbitrary<Record<string, Edge>>;

const activityCase = fc.constantFrom(...ACTIVITY_EVENTS).chain((kind: ActivityEvent) =>
  fc.record({
    kind: fc.constant(kind),
    base: members(BASE_MEMBERS),
    detail: members({
      ...Object.fromEntries(
        Object.entries(ACTIVITY_DETAILS[kind].shape).map(([name, schema]) => [
          name,
          memberEdges(name, schema as unknown as ZodLike),
        ]),
      ),
      extra: nestingEdges(2),
    }),
    attributesExtra: fc.option(nestingEdges(1), { nil: undefined }),
    metaExtra: fc.option(nestingEdges(1), { nil: undefined }),
  }),
);

type ActivityCase = typeof activityCase extends fc.Arbitrary<infer T> ? T : never;

const valuesOf = (generated: Record<string, Edge>) =>
  Object.fromEntries(Object.entries(generated).map(([name, edge]) => [name, edge.value]));

/** The request body of a case, and whether every member is within its limits. */
function activityBody(sample: ActivityCase, branchId: string): { body: unknown; valid: boolean } {
  const all = [
    ...Object.values(sample.base),
    ...Object.values(sample.detail),
    ...(sample.attributesExtra ? [sample.attributesExtra] : []),
    ...(sample.metaExtra ? [sample.metaExtra] : []),
  ];
  const body = {
    data: {
      type: 'activity',
      attributes: {
        branch_identifier: branchId,
        occurred_at: NOW,
        event: sample.kind,
        ...valuesOf(sample.base),
        detail: valuesOf(sample.detail),
        ...(sample.attributesExtra ? { extra: sample.attributesExtra.value } : {}),
      },
      meta: { pos_name: 'Property POS', ...(sample.metaExtra ? { extra: sample.metaExtra.value } : {}) },
    },
  };
  return { body, valid: all.every((edge) => edge.valid) };
}

let harness: PropertyStack;
beforeAll(async () => {
  harness = await startPropertyStack();
});
afterAll(() => harness?.close());

async function check(sample: ActivityCase): Promise<void> {
  const { branchId, apiKey } = await harness.branch();
  const { body, valid } = activityBody(sample, branchId);
  const request: SentRequest = {
    method: 'POST',
    target: '/api/v1/ingest/activity',
    headers: { 'X-API-Key': apiKey, 'Content-Type': 'application/json', 'X-Idempotency-Key': uniqueKey() },
    body: JSON.stringify(body),
  };
  const answer = await send(harness.stack, request);
  expectEnvelope(request, answer);
  const context = `${sample.kind} → ${answer.status} ${answer.text.slice(0, 400)}`;
  if (valid) {
    // Within every limit (strings at their limits together stay far below the 16 KiB event cap).
    expect(answer.status, context).toBe(202);
  }
  if (answer.status === 422) {
    expect((JSON.parse(answer.text) as { error: { field?: string } }).error.field, context).toMatch(
      /^data\.(attributes|meta)/,
    );
  }
  if (answer.status >= 400) {
    const stored = await storedItems(harness.stack, branchId);
    expect(
      stored.map((item) => `${item.pk} ${item.sk}`),
      context,
    ).toEqual([]);
  }
}

describe('activity events of every kind with members at their limits', () => {
  const cases = runs(60);
  it(
    `answer 202 within every limit, a 4xx naming the field past one, never 5xx (${cases} cases)`,
    async () => {
      await fc.assert(fc.asyncProperty(activityCase, check), assertOptions(cases));
    },
    timeoutFor(cases),
  );

  it('generate every event kind', () => {
    const kinds = new Set(fc.sample(activityCase, 500).map((sample) => sample.kind));
    expect([...kinds].sort()).toEqual([...ACTIVITY_EVENTS].sort());
  });
});
