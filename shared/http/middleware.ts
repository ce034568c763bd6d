/**
 * The middleware chain every route shares. Order (middy runs `before` top-down):
 * envelope (request id, headers, error mapping) → authentication → rate limit → token scope and role
 * (authorization) → plan entitlement → JSON body. The envelope middleware is the only one with `onError`, so every failure, from any
 * layer, leaves through one place as the spec's error envelope.
 */
import type { MiddlewareObj } from '@middy/core';
import type { RuntimePorts } from '../adapters/ports.ts';
import type { RouteDefinition } from '../contract/routes.ts';
import {
  BadRequestError,
  ForbiddenError,
  InternalError,
  RateLimitError,
  ServiceError,
  UnavailableError,
} from '../domain/errors.ts';
import { parseJsonBody } from '../domain/parse-request.ts';
import { cheapestPlanWith, planAllows } from '../domain/plans.ts';
import { authenticate, authorize } from '../guards/auth.ts';
import { consumeRequest, RequestCounter, rateLimitHeaders } from '../guards/rate-limit.ts';
import { isStorageUnavailable } from '../storage/errors.ts';
import type { Deps } from '../use-cases/deps.ts';
import { presentError } from './presenters.ts';
import { type HttpEvent, type HttpResponse, headerOf, type ServiceContext } from './types.ts';

type Middleware = MiddlewareObj<HttpEvent, HttpResponse, Error, ServiceContext>;

export const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' } as const;

/** Every function has these, the fallback included (which has no table). */
export type EnvelopeDeps = Pick<RuntimePorts, 'logger' | 'newId'>;

export function envelope(deps: EnvelopeDeps, route?: RouteDefinition): Middleware {
  const finish = (request: Parameters<NonNullable<Middleware['after']>>[0]) => {
    const { state } = request.context;
    const response = request.response as HttpResponse;
    response.headers = {
      ...JSON_HEADERS,
      ...response.headers,
      'X-Request-Id': state.requestId,
      ...(state.rateLimit ? rateLimitHeaders(state.rateLimit) : {}),
      ...(state.replayed ? { 'X-Idempotent-Replayed': 'true' } : {}),
    };
    deps.logger.info('request completed', { status: response.statusCode, route: route?.id });
    deps.logger.resetKeys();
  };

  return {
    before: (request) => {
      const requestId = request.event.requestContext?.requestId || deps.newId();
      request.context.state = { requestId, ...(route ? { route } : {}) };
      deps.logger.appendKeys({ request_id: requestId, route: route?.id });
    },
    after: finish,
    onError: (request) => {
      request.context.state ??= { requestId: request.event.requestContext?.requestId || deps.newId() };
      const error = toServiceError(request.error);
      if (error.status >= 500) {
        deps.logger.error('request failed', { code: error.code, error: request.error });
      } else {
        deps.logger.warn('request rejected', {
          code: error.code,
          field: error.field,
          reason: error.message,
        });
      }
      request.response = {
        statusCode: error.status,
        headers: error.headers,
        body: JSON.stringify(presentError(error, request.context.state.requestId)),
      };
      finish(request);
    },
  };
}

function toServiceError(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  if (isStorageUnavailable(error)) return new UnavailableError(error);
  return new InternalError(error);
}

export function authentication(deps: Deps): Middleware {
  return {
    before: async (request) => {
      const { event } = request;
      const { branch, principal } = await authenticate(deps, {
        apiKey: headerOf(event, 'X-API-Key'),
        authorization: headerOf(event, 'Authorization'),
        branchId: headerOf(event, 'X-Branch-Id') ?? event.queryStringParameters?.branch_identifier,
      });
      request.context.state.branch = branch;
      request.context.state.principal = principal;
      deps.logger.appendKeys({ branch_identifier: branch.branch_identifier, credential: principal.kind });
    },
  };
}

/**
 * A token's scope, then a user's role (shared/guards/auth.ts): after the count, like every other
 * refusal, and before the plan, so a token without the scope is told that first.
 */
export function authorization(route: RouteDefinition): Middleware {
  return {
    before: (request) => {
      authorize(request.context.state.principal!, route);
    },
  };
}

/**
 * Counts every authenticated request, so rejected ones (403, 422) consume quota like any other. The
 * count completes before anything else runs: a request over its limit costs the counter updates and
 * nothing more (no read, no write), whatever the route.
 */
export function rateLimit(deps: Deps): Middleware {
  return {
    before: async (request) => {
      request.context.state.rateLimit = await consumeRequest(deps, request.context.state.branch!);
    },
  };
}

/**
 * Ingest routes count every authenticated request too, but a new ingest counts inside its own
 * transaction (one round trip: RequestCounter). Whatever did not commit (a replay, a 403, 400, 413,
 * 422) is counted apart here, on the way out, and a spent limit replaces the answer with 429,
 * as if the limit had been checked first: the order of checks stays the README's.
 */
export function ingestRateLimit(deps: Deps): Middleware {
  return {
    before: (request) => {
      request.context.state.counter = new RequestCounter(deps, request.context.state.branch!);
    },
    // A committed ingest is counted already; a replay is counted here (a spent limit: 429).
    after: async (request) => {
      const { state } = request.context;
      await state.counter!.countApart();
      state.rateLimit = state.counter!.state;
    },
    onError: async (request) => {
      const { state } = request.context;
      if (state.counter === undefined) return;
      try {
        await state.counter.countApart();
        state.rateLimit = state.counter.state;
      } catch (error) {
        if (error instanceof RateLimitError) request.error = error;
        // Storage failing here too: the original error (most likely the same 503) is the answer.
        else deps.logger.warn('a rejected ingest request could not be counted', { error });
      }
    },
  };
}

export function entitlement(route: RouteDefinition): Middleware {
  return {
    before: (request) => {
      const { plan } = request.context.state.branch!;
      if (!planAllows(plan, route.module)) {
        throw new ForbiddenError(
          `The ${plan} plan does not include the ${route.module} module (${route.method} ${route.path}); it is available from the ${cheapestPlanWith(route.module)} plan.`,
        );
      }
    },
  };
}

/**
 * POST and PATCH bodies: JSON content type, then size limit and well-formed JSON (parseJsonBody does
 * both). `optional`: an action route (webhook test, redeliver) also accepts no body at all.
 */
export function jsonBody(options: { optional?: boolean } = {}): Middleware {
  return {
    before: (request) => {
      const { event } = request;
      if (options.optional && (event.body === null || event.body === undefined || event.body === '')) return;
      const contentType = headerOf(event, 'Content-Type');
      const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
      if (mediaType !== 'application/json') {
        throw new BadRequestError('Content-Type must be application/json.', {
          field: 'headers.Content-Type',
          receivedValue: contentType ?? null,
        });
      }
      request.context.state.body = parseJsonBody(event.body, event.isBase64Encoded);
    },
  };
}
