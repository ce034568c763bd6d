import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { BranchProfile } from '../branches.ts';
import type { RateLimitState } from '../rate-limit.ts';
import type { RouteDefinition } from '../routes.ts';

/** What the middleware chain learns about a request, handed to the use case. */
export interface RequestState {
  requestId: string;
  route?: RouteDefinition;
  branch?: BranchProfile;
  /** null: the plan has no per-minute limit (no X-RateLimit-* headers). */
  rateLimit?: RateLimitState | null;
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

export interface HttpResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The request as a use case sees it: authenticated, entitled, counted, parsed. */
export interface RouteRequest {
  requestId: string;
  branch: BranchProfile;
  body: unknown;
  query: Record<string, string | undefined>;
  headers: (name: string) => string | undefined;
  now: Date;
}

export interface IngestRequest extends RouteRequest {
  idempotencyKey: string;
}

export function headerOf(event: Pick<HttpEvent, 'headers'>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value ?? undefined;
  }
  return undefined;
}
