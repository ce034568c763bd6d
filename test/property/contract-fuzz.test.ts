/**
 * Contract fuzz: every operation a branch key can call, with requests generated from the OpenAPI
 * document (docs/openapi.json, itself generated from the schemas the service runs). A request the
 * document allows is answered 2xx, or 4xx with a status the document lists for that operation (a
 * documented business rule: a date out of the branch's range, a record that does not exist, a
 * product over its bound); a request it does not allow (a required member dropped, a number past
 * its bound, a wrong type) is 4xx. No answer is ever a 5xx. Cases per operation: `runs(3)` in
 * `npm test`, FUZZ_RUNS under `npm run fuzz`.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertOptions,
  expectEnvelope,
  type PropertyStack,
  runs,
  type SentRequest,
  send,
  startPropertyStack,
  timeoutFor,
  uniqueKey,
} from './support.ts';

type Schema = Record<string, any>;
interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters?: Schema[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
}

const document = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'));

/** A `$ref` to components, resolved (once per level: the document's refs do not nest cyclically). */
const resolve = (schema: Schema): Schema =>
  schema.$ref
    ? resolve(
        schema.$ref
          .split('/')
          .slice(1)
          .reduce((node: any, key: string) => node[key], document),
      )
    : schema;

/** The operations a branch key may call: those whose security offers the API key. */
const operations: Operation[] = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(
  ([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => (operation.security ?? []).some((entry: object) => 'ApiKey' in entry))
      .map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
);

/** A value the schema allows (bounded sizes: the property is the contract, not the size limits). */
function valid(input: Schema, branchId: string, name = ''): fc.Arbitrary<unknown> {
  const schema = resolve(input);
  if (name === 'branch_identifier') return fc.constant(branchId);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  // A union (a discriminated one, e.g. activity's events): one of its forms. An anyOf of bare
  // `required` lists is a one-of-these-required rule, which objectOf keeps.
  const forms = ((schema.anyOf ?? schema.oneOf ?? []) as Schema[]).filter(
    (form) => !form.required || form.type,
  );
  if (forms.length > 0) return fc.oneof(...forms.map((form) => valid(form, branchId, name)));
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return objectOf(schema, branchId);
    case 'array':
      return fc.array(valid(schema.items ?? {}, branchId), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
      });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000 });
    case 'number':
      return fc
        .double({
          min: schema.minimum ?? 0,
          max: schema.maximum ?? 1_000,
          noNaN: true,
          noDefaultInfinity: true,
        })
        .map((value) =>
          schema.multipleOf ? Math.max(schema.minimum ?? 0, Math.round(value * 10) / 10) : value,
        )
        .filter((value) => value === 0 || Math.abs(value) >= 0.0001);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringOf(schema);
    default:
      return fc.constant(null);
  }
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date') return fc.constantFrom('2026-03-05', '2026-03-06', '2026-02-28');
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? 200));
  }
  return fc.string({
    minLength: Math.max(1, schema.minLength ?? 0),
    maxLength: Math.min(schema.maxLength ?? 20, 20),
  });
}

function objectOf(schema: Schema, branchId: string): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set<string>(schema.required ?? []);
  // anyOf of `required`: the first option's member is sent, so one of them is always there.
  const oneOf = (schema.anyOf ?? []).find((option: Schema) => option.required)?.required?.[0];
  if (oneOf) required.add(oneOf);
  const members = Object.fromEntries(
    Object.entries(properties).map(([name, member]) => [name, valid(member, branchId, name)]),
  );
  return fc.record(members, { requiredKeys: [...required].filter((name) => name in members) });
}

/** A request the document does not allow: one required member dropped, or one bound crossed. */
function invalidBody(schema: Schema, body: any): any | undefined {
  const attributes = resolve(resolve(schema).properties?.data ?? {}).properties?.attributes;
  if (!attributes || body?.data?.attributes === undefined) return undefined;
  const resolved = resolve(attributes);
  for (const [name, member] of Object.entries((resolved.properties ?? {}) as Record<string, Schema>)) {
    const bound = resolve(member).maximum;
    if (typeof bound === 'number') return withMember(body, name, bound + 1);
  }
  const dropped = (resolved.required ?? []).find((name: string) => name !== 'branch_identifier');
  if (dropped) return withMember(body, dropped, undefined);
  return undefined;
}

const withMember = (body: any, name: string, value: unknown) => ({
  data: { ...body.data, attributes: { ...body.data.attributes, [name]: value } },
});

const pathOf = (path: string) => path.replace(/\{[^}]+\}/g, '01JFUZZ0000000000000000000');

let harness: PropertyStack;
let branch: { branchId: string; apiKey: string };
beforeAll(async () => {
  harness = await startPropertyStack();
  branch = await harness.branch();
});
afterAll(() => harness?.close());

function requestOf(operation: Operation, query: Record<string, unknown>, body: unknown): SentRequest {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) search.append(name, String(value));
  const idempotent = (operation.parameters ?? []).some(
    (parameter) => resolve(parameter).name === 'X-Idempotency-Key',
  );
  return {
    method: operation.method,
    target: `${pathOf(operation.path)}${search.size > 0 ? `?${search}` : ''}`,
    headers: {
      'X-API-Key': branch.apiKey,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(idempotent ? { 'X-Idempotency-Key': uniqueKey() } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

const queryOf = (operation: Operation, branchId: string) =>
  objectOf(
    {
      type: 'object',
      properties: Object.fromEntries(
        (operation.parameters ?? [])
          .map(resolve)
          .filter(
            (parameter) =>
              parameter.in === 'query' && parameter.name !== 'cursor' && parameter.name !== 'format',
          )
          .map((parameter) => [parameter.name, parameter.schema]),
      ),
      required: (operation.parameters ?? [])
        .map(resolve)
        .filter((parameter) => parameter.in === 'query' && parameter.required)
        .map((parameter) => parameter.name),
    },
    branchId,
  );

describe.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
  'contract fuzz: %s',
  (_, operation) => {
    const cases = runs(3);
    const bodySchema = operation.requestBody?.content['application/json']?.schema;
    it(
      'answers what the document allows with 2xx or a documented 4xx, and never 5xx',
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constant(null).chain(() =>
              fc.record({
                query: queryOf(operation, branch.branchId),
                body: bodySchema ? valid(bodySchema, branch.branchId) : fc.constant(undefined),
              }),
            ),
            async ({ query, body }) => {
              const request = requestOf(operation, query, body);
              const answer = await send(harness.stack, request);
              expectEnvelope(request, answer);
              const context = `${request.method} ${request.target} ${request.body ?? ''} → ${answer.status} ${answer.text.slice(0, 300)}`;
              expect(Object.keys(operation.responses), context).toContain(String(answer.status));
              if (answer.status >= 400) expect(answer.status, context).not.toBe(400);
              // A refusal of an allowed request must name a business rule, not the schema's form.
              if (answer.status === 422 && body !== undefined) {
                expect(answer.text, context).not.toMatch(
                  /is required\.|must be (a|an) (string|number|integer|object|array)\b/,
                );
              }
            },
          ),
          assertOptions(cases),
        );
      },
      timeoutFor(cases),
    );
    it.runIf(bodySchema !== undefined)(
      'answers 4xx to a body the document does not allow',
      async () => {
        await fc.assert(
          fc.asyncProperty(valid(bodySchema!, branch.branchId), async (body) => {
            const broken = invalidBody(bodySchema!, body);
            if (broken === undefined) return;
            const request = requestOf(operation, {}, broken);
            const answer = await send(harness.stack, request);
            expectEnvelope(request, answer);
            expect(
              answer.status,
              `${request.target} ${request.body} → ${answer.text.slice(0, 300)}`,
            ).toBeGreaterThanOrEqual(400);
          }),
          assertOptions(cases),
        );
      },
      timeoutFor(cases),
    );
  },
);
