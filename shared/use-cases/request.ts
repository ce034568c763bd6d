/**
 * What a use case receives and returns, independent of the transport. The HTTP layer builds a
 * request from an API Gateway event after authentication, rate limiting and the plan check, and
 * turns the result into a response; use cases never see the event.
 */
import type { IngestResponse } from '../platform/idempotency.ts';
import type { BranchProfile } from '../storage/branch-store.ts';
import type { TransactItem } from '../storage/db.ts';
import type { Deps } from './deps.ts';

/** Status, body and extra headers of an answer; the HTTP layer serializes it. */
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
  /** Path parameters named by the route's `{name}` segments. */
  params: Record<string, string | undefined>;
  headers: (name: string) => string | undefined;
  now: Date;
}

export interface IngestRequest extends RouteRequest {
  idempotencyKey: string;
}

/**
 * A read use case. `D` is the ports it uses: `Deps` (or a `Pick<Deps, …>` of it) needs nothing
 * beyond what every HTTP function has; anything more (`events`) is built by its function file.
 */
export type ReadUseCase<D = Deps> = (deps: D, request: RouteRequest) => Promise<HttpResult>;

/** What an ingest use case decides; it is written only together with the idempotency record. */
export interface IngestPlan {
  response: IngestResponse;
  writes: TransactItem[];
  /**
   * Work that must follow a successful commit (never a replay), before the answer: e.g. the activity
   * anomaly rules, or publishing the domain events the writes cause. It cannot change the answer: the
   * data is stored, so a failure here is logged.
   */
  afterCommit?: () => Promise<void>;
}
export type IngestUseCase<D = Deps> = (deps: D, request: IngestRequest) => Promise<IngestPlan>;
