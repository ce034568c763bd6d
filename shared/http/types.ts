import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { RouteDefinition } from '../contract/routes.ts';
import type { AccountUser, Principal } from '../guards/auth.ts';
import type { RateLimitState, RequestCounter } from '../guards/rate-limit.ts';
import type { BranchProfile } from '../storage/branch-store.ts';
import type { IngestRequest, RouteRequest } from '../use-cases/request.ts';

/** What the middleware chain learns about a request, handed to the use case. */
export interface RequestState {
  requestId: string;
  route?: RouteDefinition;
  branch?: BranchProfile;
  /** Which credential authenticated the request (key, app client or user), for the scope checks. */
  principal?: Principal;
  /** Account routes: the signed-in user (no branch). */
  user?: AccountUser;
  /** null: the plan has no per-minute limit (no X-RateLimit-* headers). */
  rateLimit?: RateLimitState | null;
  /** Ingest routes: counts the request in its transaction, or apart (shared/guards/rate-limit.ts). */
  counter?: RequestCounter;
  /** Parsed JSON body of a POST. */
  body?: unknown;
  /** Set on idempotent replays. */
  replayed?: boolean;
}

export interface ServiceContext extends Context {
  state: RequestState;
}

export type HttpEvent = APIGatewayProxyEvent;
export type HttpResponse = APIGatewayProxyResult;

export function headerOf(event: Pick<HttpEvent, 'headers'>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value ?? undefined;
  }
  return undefined;
}

export type { IngestRequest, RouteRequest };
