/**
 * Property: every route of the route table (read routes with generated query strings, every other
 * route with arbitrary bodies), with random headers, answers a 2xx or 4xx envelope, never 5xx. A read
 * stores nothing at all; a refused write stores nothing.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { isPublicRoute, ROUTES, type RouteDefinition } from '#shared/contract/routes.ts';
import {
  assertOptions,
  dateLike,
  expectEnvelope,
  extraHeaders,
  headerText,
  memberName,
  type PropertyStack,
  runs,
  type SentRequest,
  send,
  startPropertyStack,
  storedItems,
  timeoutFor,
  uniqueKey,
} from './support.ts';

let harness: PropertyStack;
beforeAll(async () => {
  harness = await startPropertyStack();
});
afterAll(() => harness?.close());

// The public OpenAPI document answers itself, not an envelope (test/unit/contract/openapi-document.test.ts).
const readRoutes = (ROUTES as readonly RouteDefinition[]).filter(
  (route) => route.method === 'GET' && !isPublicRoute(route),
);
const writeRoutes = ROUTES.filter((route) => route.method !== 'GET');

/** A path parameter: a plausible id, or something awkward. */
const pathParameter = fc.oneof(
  fc.uuid(),
  fc.constantFrom('x', '%', '%E0%A4%A', '..', '__proto__', 'constructor', '%2F', 'a b'),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
);

/** The path of a route with its `{name}` segments filled (not encoded: the test sends it as is). */
const pathOf = (template: string, parameters: string[]) => {
  let index = 0;
  return template.replace(/\{[^}]+\}/g, () => parameters[index++ % parameters.length] ?? 'x');
};

/** The branch named in the query: own (any letter case), another branch, malformed, or absent. */
const branchForm = fc.constantFrom('own', 'own-upper', 'other', 'malformed', 'empty', 'absent');

const queryValue = fc.oneof(
  dateLike,
  fc.constantFrom('today', 'yesterday', 'week', 'month', 'TODAY', 'year', ''),
  headerText(30),
  fc.string({ maxLength: 30 }),
);

const queryCase = fc.record({
  route: fc.constantFrom(...readRoutes),
  parameters: fc.array(pathParameter, { minLength: 1, maxLength: 3 }),
  branch: branchForm,
  known: fc.record({ date_from: dateLike, date_to: dateLike, period: queryValue }, { requiredKeys: [] }),
  extra: fc.dictionary(memberName, queryValue, { maxKeys: 3 }),
  /** Raw text appended to the query string, where percent-encoding may be broken. */
  raw: fc.oneof(
    { weight: 4, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('&%', '&a=%zz', '&date_from=%E0%A4%A', '&=&==', '&period') },
  ),
  headers: extraHeaders,
});

const otherBranch = '00000000-0000-4000-8000-000000000000';

describe('read routes under generated query strings and headers', () => {
  const cases = runs(60);
  it(
    `answer a 2xx/4xx envelope, never 5xx, and store nothing (${cases} cases)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(queryCase, async (sample) => {
          const { branchId, apiKey } = await harness.branch();
          const query = new URLSearchParams();
          const named = {
            own: branchId,
            'own-upper': branchId.toUpperCase(),
            other: otherBranch,
            malformed: 'not-a-uuid',
            empty: '',
            absent: undefined,
          }[sample.branch];
          if (named !== undefined) query.append('branch_identifier', named);
          for (const [name, value] of Object.entries(sample.known)) query.append(name, value);
          for (const [name, value] of Object.entries(sample.extra)) query.append(name, value);
          const request: SentRequest = {
            method: 'GET',
            target: `${pathOf(sample.route.path, sample.parameters)}?${query}${sample.raw}`,
            headers: { ...sample.headers, 'X-API-Key': apiKey },
          };
          const answer = await send(harness.stack, request);
          expectEnvelope(request, answer);
          const stored = await storedItems(harness.stack, branchId);
          if (stored.length > 0) {
            throw new Error(
              `GET ${request.target} stored ${stored.map((item) => `${item.pk} ${item.sk}`).join(', ')}`,
            );
          }
        }),
        assertOptions(cases),
      );
    },
    timeoutFor(cases),
  );
});

const bodyText = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify({ data: value })),
  fc
    .record({
      type: fc.oneof(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })),
      attributes: fc.jsonValue({ maxDepth: 3 }),
    })
    .map((data) => JSON.stringify({ data })),
  fc.string({ maxLength: 60 }),
  fc.constant(''),
);

describe('write routes under arbitrary bodies', () => {
  const cases = runs(40);
  it(
    `answer a 2xx/4xx envelope, never 5xx, and store nothing on a 4xx (${cases} cases)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            route: fc.constantFrom(...writeRoutes),
            parameters: fc.array(pathParameter, { minLength: 1, maxLength: 3 }),
            body: bodyText,
            idempotencyKey: fc.boolean(),
            headers: extraHeaders,
          }),
          async (sample) => {
            const { branchId, apiKey } = await harness.branch();
            const headers: Record<string, string> = {
              ...sample.headers,
              'X-API-Key': apiKey,
              'Content-Type': 'application/json',
            };
            if (sample.idempotencyKey) headers['X-Idempotency-Key'] = uniqueKey();
            const request: SentRequest = {
              method: sample.route.method,
              target: pathOf(sample.route.path, sample.parameters),
              headers,
              body: sample.body,
            };
            const answer = await send(harness.stack, request);
            expectEnvelope(request, answer);
            if (answer.status >= 400) {
              const stored = await storedItems(harness.stack, branchId);
              if (stored.length > 0) {
                throw new Error(
                  `${request.method} ${request.target} answered ${answer.status} but stored ${stored.map((item) => `${item.pk} ${item.sk}`).join(', ')}`,
                );
              }
            }
          },
        ),
        assertOptions(cases),
      );
    },
    timeoutFor(cases),
  );
});
