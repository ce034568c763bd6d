/**
 * The OpenAPI 3.1 document, generated at build time (never at run time: zod-openapi is a
 * devDependency) from the route table (shared/contract/routes.ts) and the schemas the code
 * runs (shared/contract/schemas.ts CONTRACT, the families' *_COMPONENTS, the error envelope and the webhook
 * payloads). `npm run openapi` writes it to docs/openapi.json; nobody edits that file. A route with
 * no contract entry yet is still listed (method, path, summary, security, parameters of its path,
 * errors), with a success body that says only its envelope.
 */
import * as z from 'zod/mini';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import { csvTableOf } from '#shared/contract/csv-layouts.ts';
import { ERROR_EXPLANATIONS, errorAnchor, errorHeading } from '#shared/contract/error-docs.ts';
import { routeSummary } from '#shared/contract/route-summaries.ts';
import {
  isPublicRoute,
  isUserOnlyRoute,
  ROUTES,
  type RouteDefinition,
  type RouteId,
  requiresIdempotencyKey,
} from '#shared/contract/routes.ts';
import { CONTRACT, contractOf, type RouteContract, successBody } from '#shared/contract/schemas.ts';
import {
  ACCESS_TOKEN_LIFETIME_MINUTES,
  API_SCOPE_NAMES,
  API_SCOPES,
  qualifiedScope,
  requiredScope,
} from '#shared/domain/access.ts';
import { csvHeader } from '#shared/domain/csv-table.ts';
import type { ErrorCode } from '#shared/domain/errors.ts';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '#shared/domain/limits.ts';
import { cheapestPlanWith, PLAN_LIMITS, PLANS } from '#shared/domain/plans.ts';
import { ERROR_CODES, errorEnvelope } from '#shared/domain/responses/error.ts';
import { pingAttributes } from '#shared/domain/responses/ping.ts';
import { webhookPayload } from '#shared/domain/responses/webhook-events.ts';
import { sampleData, WEBHOOK_EVENTS, type WebhookEventName } from '#shared/domain/webhooks/events.ts';
import { WEBHOOK_USER_AGENT } from '#shared/domain/webhooks/signature.ts';

type Schema = z.core.$ZodType;
type SchemaObject = oas31.SchemaObject;

/** Examples of a route, taken from the test fixtures by scripts/openapi-options.ts. */
export interface RouteExamples {
  /** Named request bodies. */
  requests?: Record<string, { summary: string; value: unknown }>;
}

export interface OpenApiOptions {
  /** info.version: the API version the service reports (ping's api_version). */
  version: string;
  examples?: Partial<Record<RouteId, RouteExamples>>;
  /**
   * The families' component maps (`<FAMILY>_COMPONENTS`): PascalCase name → schema. Registered
   * schemas are referenced wherever they appear instead of inlined.
   */
  components?: ReadonlyArray<Readonly<Record<string, Schema>>>;
}

/** Tag of each route area (the first path segment after /api/v1), in the document's order. */
export const AREA_TAGS = {
  ping: { name: 'Connection', description: 'Check a key and the branch it belongs to.' },
  ingest: { name: 'Ingest', description: 'What the POS sends: idempotent, with X-Idempotency-Key.' },
  intelligence: { name: 'Intelligence', description: 'Figures of closed business days.' },
  live: { name: 'Live', description: 'The business day in progress.' },
  backoffice: { name: 'Back office', description: 'Purchases, expenses, payroll, counts, recipes.' },
  settings: { name: 'Settings', description: "The branch's settings." },
  activity: { name: 'Activity log', description: 'Who did what, when: POS events and owner-side changes.' },
  developer: {
    name: 'Developer',
    description:
      "Webhooks and their deliveries; the branch's API keys and app clients (the owner's dashboard token only).",
  },
  account: { name: 'Account', description: "The signed-in user's organization and branches." },
  assistant: { name: 'Assistant', description: 'Financial questions answered from the figures.' },
  organization: {
    name: 'Organization',
    description: "A chain's branches read as one, with a member's token (docs/organizations.md).",
  },
  'openapi.json': { name: 'Reference', description: 'This document.' },
} as const;

export function tagOf(route: Pick<RouteDefinition, 'path'>): string {
  const area = route.path.split('/')[3] as keyof typeof AREA_TAGS;
  const tag = AREA_TAGS[area];
  if (!tag) throw new Error(`route ${route.path} has no tag: add its area to AREA_TAGS`);
  return tag.name;
}

/** The security scheme of every authenticated route. */
export const API_KEY_SCHEME = 'ApiKey';
export const OAUTH_SCHEME = 'OAuth2';

/** Either credential: the branch's key, or an OAuth 2.0 access token carrying the route's scope. */
function securityOf(route: RouteDefinition): Array<Record<string, string[]>> {
  // A signed-in dashboard user's token alone: no API key, no app client, no scope.
  if (isUserOnlyRoute(route)) return [{ [OAUTH_SCHEME]: [] }];
  const scope = requiredScope(route);
  const oauth = { [OAUTH_SCHEME]: scope === null ? [] : [qualifiedScope(scope)] };
  // An organization read takes a member's token only: a key belongs to one branch.
  if (route.auth === 'member') return [oauth];
  return [{ [API_KEY_SCHEME]: [] }, oauth];
}

/** The document-wide default (every operation states its own). */
export const AUTHENTICATED_SECURITY: Array<Record<string, string[]>> = [
  { [API_KEY_SCHEME]: [] },
  { [OAUTH_SCHEME]: [] },
];

const SCOPES = Object.fromEntries(API_SCOPE_NAMES.map((scope) => [qualifiedScope(scope), API_SCOPES[scope]]));

const SECURITY_SCHEMES = {
  [API_KEY_SCHEME]: {
    type: 'apiKey' as const,
    in: 'header' as const,
    name: 'X-API-Key',
    description: "The branch's API key (svc_test_… in sandbox, svc_live_… in production; one per branch).",
  },
  [OAUTH_SCHEME]: {
    type: 'oauth2' as const,
    description: `OAuth 2.0 access tokens (${ACCESS_TOKEN_LIFETIME_MINUTES} minutes) from the stage's Cognito user pool (locally, the issuer npm start serves), sent as Authorization: Bearer <ACCESS_TOKEN>. POS vendors use client credentials with HTTP Basic client authentication; dashboard users use the authorization code flow with PKCE (S256) and name the branch in X-Branch-Id. In AWS the token and authorization endpoints are on the stage's Cognito domain (stack outputs). See docs/authentication.md.`,
    flows: {
      clientCredentials: { tokenUrl: '/oauth2/token', scopes: SCOPES },
      authorizationCode: {
        authorizationUrl: '/oauth2/authorize',
        tokenUrl: '/oauth2/token',
        refreshUrl: '/oauth2/token',
        scopes: SCOPES,
      },
    },
  },
};

// ------------------------------------------------------------------------------------- errors

/**
 * What each code means and what the POS does about it: the "Errors" section of info.description,
 * written once in ERROR_EXPLANATIONS (./error-docs.ts); the status is the code's own number.
 */
export const ERROR_GUIDE = Object.fromEntries(
  ERROR_CODES.map((code) => {
    const { meaning, action, what } = ERROR_EXPLANATIONS[code];
    return [
      code,
      { status: Number(code.split('_')[2]), means: meaning, action: `${sentenceCase(action)}: ${what}` },
    ];
  }),
) as Record<ErrorCode, { status: number; means: string; action: string }>;

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Every error a route can answer, by status, with the codes each status carries: derived from how
 * shared/http wires the route (authentication, body, idempotency, branch checks), so a new route
 * gets its errors from its properties alone.
 */
export function errorCodesOf(
  route: Pick<RouteDefinition, 'method' | 'path' | 'ingest' | 'idempotent' | 'auth' | 'limited' | 'csv'>,
): Map<number, ErrorCode[]> {
  const codes = new Set<ErrorCode>(['SVC_ERR_405', 'SVC_ERR_500']);
  const authenticated = !isPublicRoute(route);
  const idempotent = requiresIdempotencyKey(route);
  if (authenticated) {
    for (const code of ['SVC_ERR_401', 'SVC_ERR_403', 'SVC_ERR_429', 'SVC_ERR_503'] as const) codes.add(code);
  }
  if (route.method === 'POST' || route.method === 'PATCH') {
    for (const code of ['SVC_ERR_400', 'SVC_ERR_413', 'SVC_ERR_422'] as const) codes.add(code);
  }
  if (idempotent) {
    // A key reused with another request is 422 (never 409, which the spec has clients take as success).
    for (const code of ['SVC_ERR_422', 'SVC_ERR_422_CENTS', 'SVC_ERR_422_IDEMPOTENCY_KEY_REUSED'] as const)
      codes.add(code);
  }
  if (route.limited) codes.add('SVC_ERR_422_LIMIT_REACHED');
  // A CSV read answers 400 to a `format` other than json or csv (docs/api-conventions.md, CSV).
  if (route.csv) codes.add('SVC_ERR_400');
  // Path parameters name a record that may not exist; every authenticated route that is not an
  // ingest checks a branch_identifier in its query (shared/http/functions.ts assertOwnBranchInQuery).
  if (route.path.includes('{') || (authenticated && !idempotent)) {
    codes.add('SVC_ERR_404');
    codes.add('SVC_ERR_422');
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of ERROR_CODES) {
    if (!codes.has(code)) continue;
    const status = ERROR_GUIDE[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

// ------------------------------------------------------------------------------------ headers

const HEADERS = {
  XRequestId: {
    description: 'The id of this request; quote it when reporting a problem.',
    schema: { type: 'string' },
  },
  XRateLimitLimit: {
    description: "Requests allowed in the current one-minute window by the branch's plan.",
    schema: { type: 'integer' },
  },
  XRateLimitRemaining: {
    description: 'Requests left in the current window.',
    schema: { type: 'integer' },
  },
  XRateLimitReset: {
    description: 'When the current window ends, in Unix epoch seconds.',
    schema: { type: 'integer' },
  },
  RetryAfter: {
    description: 'Seconds to wait before retrying.',
    schema: { type: 'integer', minimum: 1 },
  },
  XIdempotentReplayed: {
    description:
      'true when this answer is the stored answer of an earlier request with the same X-Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
  XIdempotentReplayedAlways: {
    description: 'Always true on a replay: this is the stored answer of the earlier request.',
    required: true,
    schema: { type: 'string', enum: ['true'] },
  },
  Allow: {
    description: 'The methods the path takes (on 405).',
    schema: { type: 'string' },
  },
} as const;

const headerRef = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

function responseHeaders(route: RouteDefinition, status: number) {
  const authenticated = !isPublicRoute(route);
  return {
    'X-Request-Id': headerRef('XRequestId'),
    // Counted once the key is known: every authenticated answer but 401 and a 503 before the count.
    ...(authenticated && status !== 401
      ? {
          'X-RateLimit-Limit': headerRef('XRateLimitLimit'),
          'X-RateLimit-Remaining': headerRef('XRateLimitRemaining'),
          'X-RateLimit-Reset': headerRef('XRateLimitReset'),
        }
      : {}),
    ...(status === 429 || status === 503 ? { 'Retry-After': headerRef('RetryAfter') } : {}),
    ...(status === 405 ? { Allow: headerRef('Allow') } : {}),
  };
}

// --------------------------------------------------------------------------------- operations

const PARAMETERS = {
  IdempotencyKey: {
    name: 'X-Idempotency-Key',
    in: 'header' as const,
    required: true,
    description:
      'A unique key per payload (a UUID v4 is recommended), reused on every retry of that payload. A repeat with the same request is answered with the stored answer (X-Idempotent-Replayed: true); with a different request (another body or endpoint), 422 SVC_ERR_422_IDEMPOTENCY_KEY_REUSED and nothing is stored.',
    schema: { type: 'string' as const, minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH },
  },
};

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

function moduleSentence(route: RouteDefinition): string {
  if (isPublicRoute(route)) return 'Public: no API key, no rate limit, no plan.';
  if (route.auth === 'account') {
    return "A signed-in dashboard user's access token only (no API key, no app client): the user's own account, no branch, no plan.";
  }
  const owner =
    route.auth === 'user'
      ? "The branch owner's signed-in dashboard token only (X-Branch-Id names the branch); an API key or an app-client token is 403, so a credential never mints credentials. "
      : '';
  const plan = cheapestPlanWith(route.module);
  const plans = PLANS.filter((name) => PLAN_LIMITS[name].modules.includes(route.module));
  return `${owner}Plan module \`${route.module}\`: available from the ${plan} plan (${plans.join(', ')}).`;
}

/** The success body: the contract's envelope, or for a route without one yet, `{ data }` only. */
function successSchema(route: RouteDefinition, contract: RouteContract | undefined): Schema {
  if (contract) return successBody(route, contract);
  return z
    .looseObject({ data: z.unknown() })
    .check(z.describe(`A \`${route.type}\` resource (its schema is not written yet).`));
}

// ------------------------------------------------------------------------------------------ CSV

const formatParameter = z.optional(
  z
    .enum(['json', 'csv'])
    .check(
      z.describe(
        "The answer's format: csv for a CSV file (the same as Accept: text/csv), json (the default). Another value answers 400.",
      ),
    ),
);

/** A CSV read's query: what its use case parses, and `format`. */
function withFormat(query: Schema): Schema {
  return z.extend(query as z.ZodMiniObject, { format: formatParameter });
}

const CSV_DISPOSITION = {
  description:
    'CSV answers only: `attachment; filename="<route>-<branch>-<period>.csv"` (period `YYYY-MM-DD_YYYY-MM-DD`, or `all`).',
  schema: { type: 'string' as const },
};

const NEXT_CURSOR = {
  description: 'CSV answers only, when more records remain: send it back as `cursor` for the next page.',
  schema: { type: 'string' as const },
};

/** The text/csv answer: its columns, from the same schema as the JSON (docs/api-conventions.md, CSV). */
function csvContentOf(route: RouteDefinition) {
  const columns = csvHeader(csvTableOf(route.id));
  return {
    'text/csv': {
      schema: {
        type: 'string' as const,
        description: `UTF-8 with a BOM, CRLF line ends, RFC 4180 quoting; amounts as \`*_pesos\` (two decimals) and \`*_cents\`; timestamps as the branch's wall clock (YYYY-MM-DD HH:mm:ss). Columns: ${columns.join(', ')}.`,
      },
      example: `${columns.join(',')}\r\n`,
    },
  };
}

function requestBodyOf(
  route: RouteDefinition,
  contract: RouteContract | undefined,
  examples?: RouteExamples,
) {
  if (route.method !== 'POST' && route.method !== 'PATCH') return undefined;
  const schema: Schema =
    contract?.body ??
    z.looseObject({
      data: z.looseObject({ type: z.string(), attributes: z.looseObject({}) }),
    });
  return {
    required: route.optionalBody !== true,
    content: {
      'application/json': {
        schema,
        ...(examples?.requests ? { examples: examples.requests } : {}),
      },
    },
  };
}

function operationOf(route: RouteDefinition, examples?: RouteExamples): ZodOpenApiOperationObject {
  const contract = contractOf(route.id);
  const idempotent = requiresIdempotencyKey(route);
  const parameters: NonNullable<ZodOpenApiOperationObject['parameters']> = [];
  if (idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  if (!contract?.params) {
    for (const name of pathParameterNames(route.path)) {
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  const query = route.csv && contract?.query ? withFormat(contract.query) : contract?.query;
  const requestParams = {
    ...(query ? { query: query as z.core.$ZodType<unknown, Record<string, unknown>> } : {}),
    ...(contract?.params
      ? { path: contract.params as z.core.$ZodType<unknown, Record<string, unknown>> }
      : {}),
  };
  const requestBody = requestBodyOf(route, contract, examples);
  return {
    operationId: route.id,
    tags: [tagOf(route)],
    summary: routeSummary(route),
    description: moduleSentence(route),
    'x-plan-module': route.module,
    security: isPublicRoute(route) ? [] : securityOf(route),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(Object.keys(requestParams).length > 0 ? { requestParams } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(route, contract),
  };
}

const jsonOf = (schema: Schema) => ({ 'application/json': { schema } });

/** A route's answers: its success (this document, for the public one), its replay, its errors. */
function responsesOf(
  route: RouteDefinition,
  contract: ReturnType<typeof contractOf>,
): Record<string, ZodOpenApiResponseObject> {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  if (isPublicRoute(route)) {
    responses[String(route.status)] = {
      description: 'This document.',
      headers: {
        ...responseHeaders(route, route.status),
        'Cache-Control': { description: 'How long a copy may be kept.', schema: { type: 'string' } },
      },
      content: { 'application/json': { schema: { type: 'object' } } },
    };
  } else {
    addSuccessResponses(responses, route, successSchema(route, contract));
  }
  for (const [status, codes] of errorCodesOf(route)) {
    responses[String(status)] = {
      description: codes
        .map((code) => `\`${code}\`: ${ERROR_GUIDE[code].means} ([what to do](#${errorAnchor(code)}))`)
        .join(' '),
      headers: responseHeaders(route, status),
      content: jsonOf(errorEnvelope),
    };
  }
  return responses;
}

/** The success answer, and for an idempotent write its replay (a 200 of its own, or the same 200 marked). */
function addSuccessResponses(
  responses: Record<string, ZodOpenApiResponseObject>,
  route: RouteDefinition,
  success: Schema,
): void {
  const idempotent = requiresIdempotencyKey(route);
  responses[String(route.status)] = {
    description: idempotent ? 'Accepted and stored (a new request).' : 'Success.',
    headers: {
      ...responseHeaders(route, route.status),
      ...(route.csv ? { 'Content-Disposition': CSV_DISPOSITION } : {}),
      ...(route.csv && route.id.endsWith('-list') ? { 'X-Next-Cursor': NEXT_CURSOR } : {}),
    },
    content: { ...jsonOf(success), ...(route.csv ? csvContentOf(route) : {}) },
  };
  if (idempotent && route.status !== 200) {
    responses['200'] = {
      description:
        'A repeat of an earlier request with the same X-Idempotency-Key: its stored answer, marked replayed.',
      headers: {
        ...responseHeaders(route, 200),
        'X-Idempotent-Replayed': headerRef('XIdempotentReplayedAlways'),
      },
      content: jsonOf(success),
    };
  } else if (idempotent) {
    // The success status is 200 already: the replay is the same status, with the header.
    const ok = responses['200'] as { headers: Record<string, unknown>; description: string };
    ok.description = `${ok.description} A repeat with the same X-Idempotency-Key answers the stored body with X-Idempotent-Replayed: true.`;
    ok.headers['X-Idempotent-Replayed'] = headerRef('XIdempotentReplayed');
  }
}

// ----------------------------------------------------------------------------------- webhooks

const SIGNATURE_HEADERS: Record<string, { required: true; description: string; schema: SchemaObject }> = {
  'X-Service-Signature': {
    required: true,
    description:
      '`sha256=` followed by the hexadecimal HMAC-SHA256 of the raw body, keyed with the secret given at registration. Compare in constant time; reject a mismatch (answer 401).',
    schema: { type: 'string', pattern: '^sha256=[0-9a-f]{64}$' },
  },
  'webhook-id': {
    required: true,
    description:
      "Standard Webhooks: the delivery's id, the same on every attempt and redelivery (deduplicate on it).",
    schema: { type: 'string' },
  },
  'webhook-timestamp': {
    required: true,
    description:
      'Standard Webhooks: the attempt time in Unix epoch seconds (reject old ones against replays).',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  'webhook-signature': {
    required: true,
    description:
      'Standard Webhooks: `v1,` followed by the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the UTF-8 bytes of the secret.',
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/]+={0,2}$' },
  },
  'User-Agent': {
    required: true,
    description: 'The sender.',
    schema: { type: 'string', enum: [WEBHOOK_USER_AGENT] },
  },
};

const EVENT_SUMMARIES: Record<WebhookEventName, string> = {
  'snapshot.completed': "A business day's cubes were (re)built after a zout or late data.",
  'alert.triggered': 'An alert is new, or its severity rose.',
  'insight.generated': "The day's insight (its summary in Mexican Spanish) was generated or changed.",
  'cash.variance': "A zout closing's cash variance reached the branch's threshold.",
  'inventory.low_stock': 'An ingredient fell under its minimum with a purchase or a count.',
  'purchase.suggestion_ready': 'A purchase or a count changed the purchase suggestions.',
};

const EXAMPLE_BRANCH = '7f3c2a10-5b1e-4c7d-9a2f-0e6b8d4c1a35';
const EXAMPLE_DATE = '2026-03-06';

function webhookOperations(): ZodOpenApiPathsObject {
  const webhooks: ZodOpenApiPathsObject = {};
  for (const event of WEBHOOK_EVENTS) {
    webhooks[event] = {
      post: {
        operationId: `webhook-${event.replaceAll('.', '-').replaceAll('_', '-')}`,
        tags: ['Webhook events'],
        summary: EVENT_SUMMARIES[event],
        description:
          'POSTed to each webhook registered for the event. Answer 200 quickly; any other answer is retried (now, after 5 s, after 30 s), then the delivery is marked failed.',
        security: [],
        parameters: Object.entries(SIGNATURE_HEADERS).map(([name, header]) => ({
          name,
          in: 'header' as const,
          ...header,
        })),
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: webhookPayload(event),
              example: {
                id: '8b1f0f5e-3c1d-4a7b-9e2f-5d6c7b8a9f01',
                event,
                branch_identifier: EXAMPLE_BRANCH,
                timestamp: '2026-03-07T07:36:00.000Z',
                data: sampleData(event, EXAMPLE_DATE),
              },
            },
          },
        },
        responses: {
          '200': { description: 'Received; no further attempt.' },
          default: { description: 'Any other answer (or none within 10 s): the attempt is retried.' },
        },
      },
    };
  }
  return webhooks;
}

// ---------------------------------------------------------------------------------- document

function description(): string {
  const errors = ERROR_CODES.map((code) => {
    const guide = ERROR_GUIDE[code];
    return `### ${errorHeading(code)}\n\nHTTP ${guide.status}. ${guide.means}\n\n**What to do:** ${guide.action}`;
  }).join('\n\n');
  const limits = PLANS.map((plan) => {
    const { perMinute, perMonth } = PLAN_LIMITS[plan];
    return `| ${plan} | ${perMinute ?? 'unlimited'} | ${perMonth?.toLocaleString('en-US') ?? 'unlimited'} |`;
  }).join('\n');
  return `The restaurant analytics integration service: a POS sends each branch's sales, payments, cash closings and activity; the service builds daily figures (sales, cash, menu, costs, inventory), live figures of the day in progress, alerts and insights, and pushes events to webhooks.

Every body is JSON in a JSON:API-style envelope: \`{ "data": { "type", "id"?, "attributes", "meta"? } }\`, and every error is \`{ "error": { "code", "message", "field"?, "request_id", "received_value"?, "docs" } }\`. Money is in integer cents; timestamps are ISO 8601 with the branch's offset.

## Authentication

Send the branch's key in the \`X-API-Key\` header on every request (except \`GET /api/v1/openapi.json\`). A missing or invalid key answers 401; a plan without the endpoint's module answers 403. Each operation names its plan module and the cheapest plan that includes it.

## Idempotency

Every \`POST /api/v1/ingest/*\`, \`POST /api/v1/live/update\` and every back-office capture requires \`X-Idempotency-Key\`: one key per payload, reused on every retry of it. A repeat with the same key and the same request answers the stored answer with \`X-Idempotent-Replayed: true\`; with a different request (another body, or another endpoint) it answers 422 \`SVC_ERR_422_IDEMPOTENCY_KEY_REUSED\` and stores nothing: send that body under a new key. The service never answers 409 (the spec has clients take 409 as success, which would lose the refused body).

## Rate limits

Every authenticated request counts, per branch, in a one-minute window and a calendar month (UTC), before anything is read. The organization reads and the account routes, which name no branch, count per organization (the Pro plan's limits) and per signed-in user (the Growth plan's minute). Answers carry \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\`; past the limit the answer is 429 with \`Retry-After\`.

| Plan | Requests per minute | Requests per month |
|---|---|---|
${limits}

Retry 429, 500 and 503 with backoff (for ingest: now, after 5 s, after 30 s, after 5 min), always with the same idempotency key.

## Errors

Each error envelope's \`error.docs\` links to its code's section below.

${errors}`;
}

export function buildOpenApiDocument(options: OpenApiOptions) {
  const schemas: Record<string, Schema> = { ErrorEnvelope: errorEnvelope, PingAttributes: pingAttributes };
  for (const map of options.components ?? []) {
    for (const [name, schema] of Object.entries(map)) {
      if (Object.hasOwn(schemas, name) && schemas[name] !== schema) {
        throw new Error(`two component schemas are named ${name}`);
      }
      schemas[name] = schema;
    }
  }
  const paths: ZodOpenApiPathsObject = {};
  for (const route of ROUTES as readonly RouteDefinition[]) {
    const operation = operationOf(route, options.examples?.[route.id as RouteId]);
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation };
  }
  const usedTags = new Set(ROUTES.map((route) => tagOf(route)));
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Restaurant analytics integration API',
      version: options.version,
      description: description(),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // Relative: the document is served by the deployment it describes, beside the API.
    servers: [{ url: '/', description: 'The deployment serving this document.' }],
    tags: [
      ...Object.values(AREA_TAGS).filter((tag) => usedTags.has(tag.name)),
      { name: 'Webhook events', description: 'What the service POSTs to registered webhooks.' },
    ],
    security: AUTHENTICATED_SECURITY,
    paths,
    webhooks: webhookOperations(),
    components: {
      // By name: the order never depends on how the families' maps are written.
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : 1))),
      securitySchemes: SECURITY_SCHEMES,
      parameters: PARAMETERS,
      headers: HEADERS as never,
    },
  });
}

/** Routes of the table without a contract entry yet (the completeness test wants none). */
export function routesWithoutContract(): string[] {
  return (ROUTES as readonly RouteDefinition[])
    .filter((route) => !isPublicRoute(route) && !Object.hasOwn(CONTRACT, route.id))
    .map((route) => route.id);
}

/** The document as JSON, in the order it was built: paths in the table's, component schemas by name. */
export function stableJson(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
