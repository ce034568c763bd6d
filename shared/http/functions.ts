/**
 * Turns a use case into a Lambda handler with the shared middleware chain. Each `functions/*.ts`
 * file is one call to one of these; `createHandler(deps)` lets the local server and the tests run
 * the very same chain with local ports.
 */
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { inRequestScope } from '../adapters/logger.ts';
import {
  isPublicRoute,
  matchRoute,
  type RouteDefinition,
  type RouteId,
  requiresIdempotencyKey,
  routeById,
} from '../contract/routes.ts';
import type { ResultOf } from '../contract/schemas.ts';
import {
  MethodNotAllowedError,
  NotFoundError,
  ServiceError,
  UnavailableError,
  ValidationError,
} from '../domain/errors.ts';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '../domain/limits.ts';
import type { AnyResource, Result } from '../domain/results.ts';
import { UUID_PATTERN } from '../domain/uuid.ts';
import { authenticateAccount } from '../guards/auth.ts';
import { commitIngest, findReplay, requestFingerprint } from '../guards/idempotency.ts';
import { consumeFor, organizationSubject, userSubject } from '../guards/rate-limit.ts';
import { type Deps, lambdaDeps, lambdaRuntimePorts } from '../use-cases/deps.ts';
import type { AccountUseCase, IngestPlan, IngestUseCase, RouteUseCase } from '../use-cases/request.ts';
import {
  authentication,
  authorization,
  type EnvelopeDeps,
  entitlement,
  envelope,
  ingestRateLimit,
  jsonBody,
  rateLimit,
} from './middleware.ts';
import { type Presented, presentResult } from './presenters.ts';
import {
  type HttpEvent,
  type HttpResponse,
  headerOf,
  type IngestRequest,
  type RequestState,
  type RouteRequest,
  type ServiceContext,
} from './types.ts';

export type LambdaHttpHandler = (event: HttpEvent, context: Context) => Promise<HttpResponse>;

/**
 * A function module's two exports. `D` is the ports its use case names: every HTTP function has
 * `Deps`; a use case that needs more (an event publisher) gets it from the function file
 * (see `routeFunction`), so only that function bundles it. The local stack and the tests pass their
 * full `Deps`, which has every port.
 */
export interface HttpFunction<D = Deps> {
  /** The Lambda entry point; builds its ports from the environment on first call. */
  handler: LambdaHttpHandler;
  createHandler(deps: D): LambdaHttpHandler;
}

/** A concurrent writer changed what the plan was based on (catalog version): plan again, a few times. */
const MAX_PLAN_ATTEMPTS = 3;

/** Builds the handler on the first invocation (cold start), with the ports `ports()` builds. */
export function lazy<D>(ports: () => D, createHandler: (deps: D) => LambdaHttpHandler): HttpFunction<D> {
  let built: LambdaHttpHandler | undefined;
  return {
    handler: (event, context) => {
      built ??= createHandler(ports());
      return built(event, context);
    },
    createHandler,
  };
}

/** The ports of a function: the HTTP ones, plus what `extra` adds for its use case. */
function portsWith<Extra extends object>(extra?: (base: Deps) => Extra): () => Deps & Extra {
  return () => {
    const base = lambdaDeps();
    return { ...base, ...(extra?.(base) as Extra) };
  };
}

type MiddyHttpHandler = (event: HttpEvent, context: ServiceContext) => Promise<HttpResponse>;

/**
 * Lambda hands a plain Context; the envelope middleware fills `state` before anything reads it.
 * Each invocation logs under its own request keys (`inRequestScope`), never another request's.
 */
function asLambda(handler: MiddyHttpHandler): LambdaHttpHandler {
  return (event, context) => inRequestScope(() => handler(event, context as ServiceContext));
}

/** Ingests count inside their transaction; every other route counts first, before it reads. */
function rateLimitOf(deps: Deps, route: RouteDefinition) {
  return route.ingest ? ingestRateLimit(deps) : rateLimit(deps);
}

function authenticatedChain(deps: Deps, route: RouteDefinition) {
  if (isPublicRoute(route)) throw new Error(`${route.id} is public: wire it with publicFunction`);
  if (route.auth === 'account') throw new Error(`${route.id} has no branch: wire it with accountFunction`);
  const chain = middy<HttpEvent, HttpResponse, Error, ServiceContext>()
    .use(envelope(deps, route))
    .use(authentication(deps))
    .use(rateLimitOf(deps, route))
    .use(authorization(route))
    .use(entitlement(route));
  return route.method === 'POST' || route.method === 'PATCH'
    ? chain.use(jsonBody({ optional: route.optionalBody === true }))
    : chain;
}

function routeRequest(deps: Deps, event: HttpEvent, state: RequestState): RouteRequest {
  return {
    requestId: state.requestId,
    branch: state.branch!,
    principal: state.principal!,
    body: state.body,
    query: { ...(event.queryStringParameters ?? {}) },
    params: { ...(event.pathParameters ?? {}) },
    headers: (name) => headerOf(event, name),
    now: deps.clock.now(),
  };
}

function toResponse(result: Presented): HttpResponse {
  return {
    statusCode: result.status,
    headers: {},
    body: JSON.stringify(result.body),
  };
}

/** A branch_identifier in the query must be the key's own branch; another branch "does not exist". */
function assertOwnBranchInQuery(request: RouteRequest): void {
  const requested = request.query.branch_identifier;
  // UUIDs compare case-insensitively (RFC 9562); branch ids are stored lowercased.
  if (requested === undefined || requested.toLowerCase() === request.branch.branch_identifier) return;
  if (!UUID_PATTERN.test(requested)) {
    throw new ValidationError('branch_identifier must be a UUID.', {
      field: 'query.branch_identifier',
      receivedValue: requested,
    });
  }
  throw new NotFoundError('branch_identifier does not exist for this API key.', {
    field: 'query.branch_identifier',
    receivedValue: requested,
  });
}

/**
 * A route that is not an ingest (reads, and the writes that need no idempotency key): its use case
 * answers a typed result, which the presenter makes into the route's status and envelope. A use
 * case that needs only `Deps` (or less) is passed alone; one that needs more ports passes
 * `extraPorts`, which builds them in Lambda (e.g. `() => eventBridgePorts()`).
 */
export function routeFunction<R extends RouteId>(
  routeId: R,
  useCase: RouteUseCase<ResultOf<R>, Deps>,
): HttpFunction<Deps>;
export function routeFunction<R extends RouteId, Extra extends object>(
  routeId: R,
  useCase: RouteUseCase<ResultOf<R>, Deps & Extra>,
  extraPorts: (base: Deps) => Extra,
): HttpFunction<Deps & Extra>;
export function routeFunction<R extends RouteId, Extra extends object>(
  routeId: R,
  useCase: RouteUseCase<ResultOf<R>, Deps & Extra>,
  extraPorts?: (base: Deps) => Extra,
): HttpFunction<Deps & Extra> {
  return negotiatedRouteFunction(routeId, useCase, () => jsonAnswer, extraPorts);
}

/** Writes a route's result as its response; a negotiation picks one per request. */
export type Answer = (route: RouteDefinition, result: Result, request: RouteRequest) => HttpResponse;

/**
 * Picks the answer's format from the request before the use case runs (an unknown format is a 400
 * with nothing read); `query` is what the use case sees of the query (the format parameter removed).
 */
export type Negotiation = (
  route: RouteDefinition,
  event: HttpEvent,
) => Answer | { answer: Answer; query: Record<string, string | undefined> };

const jsonAnswer: Answer = (route, result) => toResponse(presentResult(route, result));

/** `routeFunction` whose answer's format is negotiated (the CSV reads: ./csv.ts). */
export function negotiatedRouteFunction<R extends RouteId, Extra extends object>(
  routeId: R,
  useCase: RouteUseCase<ResultOf<R>, Deps & Extra>,
  negotiate: Negotiation,
  extraPorts?: (base: Deps) => Extra,
): HttpFunction<Deps & Extra> {
  const route = routeById(routeId);
  return lazy(portsWith(extraPorts), (deps) =>
    asLambda(
      authenticatedChain(deps, route).handler(async (event, context) => {
        const negotiated = negotiate(route, event);
        const request = routeRequest(deps, event, context.state);
        const answer = typeof negotiated === 'function' ? negotiated : negotiated.answer;
        if (typeof negotiated !== 'function') request.query = negotiated.query;
        assertOwnBranchInQuery(request);
        return answer(route, await useCase(deps, request), request);
      }),
    ),
  );
}

/** The resource an ingest route answers, from its schemas (an ingest answers one resource). */
type IngestResultOf<R extends RouteId> = Extract<ResultOf<R>, AnyResource>;

/**
 * A route that ingests (idempotent writes): its use case plans the writes and answers the typed
 * result of the route's schemas; `extraPorts` as for `routeFunction`.
 */
export function ingestFunction<R extends RouteId>(
  routeId: R,
  useCase: IngestUseCase<Deps, IngestResultOf<R>>,
): HttpFunction<Deps>;
export function ingestFunction<R extends RouteId, Extra extends object>(
  routeId: R,
  useCase: IngestUseCase<Deps & Extra, IngestResultOf<R>>,
  extraPorts: (base: Deps) => Extra,
): HttpFunction<Deps & Extra>;
export function ingestFunction<R extends RouteId, Extra extends object>(
  routeId: R,
  useCase: IngestUseCase<Deps & Extra, IngestResultOf<R>>,
  extraPorts?: (base: Deps) => Extra,
): HttpFunction<Deps & Extra> {
  const route = routeById(routeId);
  if (!requiresIdempotencyKey(route)) {
    throw new Error(`${routeId} is wired as an idempotent write but the route table says it is not`);
  }
  return lazy(portsWith(extraPorts), (deps) =>
    asLambda(
      authenticatedChain(deps, route).handler(async (event, context) => {
        const { state } = context;
        const idempotencyKey = requireIdempotencyKey(event);
        const request: IngestRequest = { ...routeRequest(deps, event, state), idempotencyKey };
        const fingerprint = fingerprintOf(request.body);
        const branchId = request.branch.branch_identifier;

        for (let attempt = 1; attempt <= MAX_PLAN_ATTEMPTS; attempt++) {
          let plan: IngestPlan<IngestResultOf<R>>;
          try {
            plan = await useCase(deps, request);
          } catch (error) {
            // A retry of a request that succeeded earlier may no longer validate (e.g. an activity
            // event now outside its time window): the stored result answers it, not a 422.
            if (fingerprint && error instanceof ServiceError && error.status === 422) {
              const replay = await findReplay(deps, branchId, idempotencyKey, fingerprint);
              if (replay) {
                state.replayed = true;
                return toResponse(replay);
              }
            }
            throw error;
          }
          const outcome = await commitIngest(deps, {
            branchId,
            idempotencyKey,
            fingerprint: fingerprint!,
            // The presented answer is what the idempotency record keeps and a replay sends again.
            response: presentResult(route, plan.result),
            writes: plan.writes,
            counter: state.counter,
          });
          if (outcome.kind === 'committed') {
            await runAfterCommit(deps, plan);
            return toResponse(outcome.response);
          }
          if (outcome.kind === 'replayed') {
            state.replayed = true;
            return toResponse(outcome.response);
          }
          deps.logger.info('ingest plan was stale, planning again', { attempt });
        }
        throw new UnavailableError(new Error('ingest plan stayed stale under concurrent writes'), 1);
      }),
    ),
  );
}

/** The request's data is committed: a failure after it is logged, never turned into an error answer. */
async function runAfterCommit(deps: Deps, plan: IngestPlan): Promise<void> {
  if (!plan.afterCommit) return;
  try {
    await plan.afterCommit();
  } catch (error) {
    deps.logger.error('after-commit step failed; the request itself is stored', { error });
  }
}

function requireIdempotencyKey(event: HttpEvent): string {
  const key = headerOf(event, 'X-Idempotency-Key');
  if (key === undefined || key.trim() === '') {
    throw new ValidationError('X-Idempotency-Key header is required on ingest requests.', {
      field: 'headers.X-Idempotency-Key',
    });
  }
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new ValidationError(`X-Idempotency-Key must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`, {
      field: 'headers.X-Idempotency-Key',
      receivedValue: key,
    });
  }
  return key;
}

function fingerprintOf(body: unknown): string | undefined {
  const data = (body as { data?: { type?: unknown; attributes?: unknown } } | undefined)?.data;
  if (typeof data?.type !== 'string' || data.attributes === null || typeof data.attributes !== 'object') {
    return undefined;
  }
  return requestFingerprint(data.type, data.attributes);
}

/**
 * An account route (`auth: 'account'`): a signed-in dashboard user about their own account, before
 * they have a branch (or an organization). No branch, hence no branch quota and no plan: the chain
 * is the envelope, the user's token, the user's (and their organization's) rate limit, and the JSON
 * body of a POST.
 */
export function accountFunction<R extends RouteId>(
  routeId: R,
  useCase: AccountUseCase<ResultOf<R>, Deps>,
): HttpFunction<Deps> {
  const route = routeById(routeId);
  if (route.auth !== 'account') throw new Error(`${routeId} is not an account route`);
  return lazy(portsWith(), (deps) => {
    const chain = middy<HttpEvent, HttpResponse, Error, ServiceContext>()
      .use(envelope(deps, route))
      .use({
        before: async (request) => {
          const user = await authenticateAccount(
            deps,
            {
              apiKey: headerOf(request.event, 'X-API-Key'),
              authorization: headerOf(request.event, 'Authorization'),
            },
            route,
          );
          request.context.state.user = user;
          deps.logger.appendKeys({ credential: 'user' });
          // Per user, and per organization once the user has one; before the body and the use case.
          const organizationId = user.membership?.organization_id;
          request.context.state.rateLimit = await consumeFor(deps, [
            ...(organizationId === undefined ? [] : [organizationSubject(organizationId)]),
            userSubject(user.userSub),
          ]);
        },
      });
    const withBody = route.method === 'POST' || route.method === 'PATCH' ? chain.use(jsonBody()) : chain;
    return asLambda(
      withBody.handler(async (_event, context) => {
        const { state } = context;
        const result = await useCase(deps, {
          requestId: state.requestId,
          user: state.user!,
          body: state.body,
          now: deps.clock.now(),
        });
        return toResponse(presentResult(route, result));
      }),
    );
  });
}

/**
 * A public route (`auth: 'none'` in the route table): no API key, rate limit or plan check; the
 * envelope middleware still gives it a request id and turns a failure into the error envelope.
 * `respond` answers the whole response (its body need not be a JSON:API envelope).
 */
export function publicFunction(
  routeId: RouteId,
  respond: () => { status: number; headers: Record<string, string>; body: string },
): HttpFunction<EnvelopeDeps> {
  const route = routeById(routeId);
  if (!isPublicRoute(route)) throw new Error(`${routeId} authenticates: wire it with routeFunction`);
  return lazy(lambdaRuntimePorts, (deps) =>
    asLambda(
      middy<HttpEvent, HttpResponse, Error, ServiceContext>()
        .use(envelope(deps, route))
        .handler(async () => {
          const { status, headers, body } = respond();
          return { statusCode: status, headers, body };
        }),
    ),
  );
}

/** Catch-all for paths and methods outside the route table: 404 or 405 in the spec's envelope. */
export function fallbackFunction(): HttpFunction<EnvelopeDeps> {
  return lazy(lambdaRuntimePorts, (deps) =>
    asLambda(
      middy<HttpEvent, HttpResponse, Error, ServiceContext>()
        .use(envelope(deps))
        .handler(async (event) => {
          const match = matchRoute(event.httpMethod, event.path);
          if (match.kind === 'method-not-allowed') {
            throw new MethodNotAllowedError(event.httpMethod, event.path, match.allowed);
          }
          throw new NotFoundError(
            `No route ${event.httpMethod} ${event.path}. Every path begins with /api/v1.`,
          );
        }),
    ),
  );
}
