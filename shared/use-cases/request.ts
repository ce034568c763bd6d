/**
 * What a use case receives and returns, independent of the transport. The HTTP layer builds a
 * request from an API Gateway event after authentication, rate limiting and the plan check, and
 * turns the result into a response; use cases never see the event.
 */
import type { AnyResource, Result } from '../domain/results.ts';
import type { AccountUser, Principal } from '../guards/auth.ts';
import type { BranchProfile } from '../storage/branch-store.ts';
import type { TransactItem } from '../storage/db.ts';
import type { Deps } from './deps.ts';

/** What an organization read receives: the member's organization, the query and the clock. */
export interface OrganizationRequest {
  requestId: string;
  organizationId: string;
  /** The member reading: the branch reads it makes act as them. */
  principal: Principal;
  query: Record<string, string | undefined>;
  now: Date;
}

/** The request as a use case sees it: authenticated, entitled, counted, parsed. */
export interface RouteRequest {
  requestId: string;
  branch: BranchProfile;
  /** Who is calling (key, app client, user): the actor of the audit entries a write records. */
  principal: Principal;
  body: unknown;
  query: Record<string, string | undefined>;
  /** Path parameters named by the route's `{name}` segments. */
  params: Record<string, string | undefined>;
  headers: (name: string) => string | undefined;
  now: Date;
}

/** An account route's request (`auth: 'account'`): a signed-in user, no branch. */
export interface AccountRequest {
  requestId: string;
  user: AccountUser;
  body: unknown;
  now: Date;
}

export type AccountUseCase<R extends Result = Result, D = Deps> = (
  deps: D,
  request: AccountRequest,
) => Promise<R>;

export interface IngestRequest extends RouteRequest {
  idempotencyKey: string;
}

/**
 * A route's use case: reads or changes, and answers its typed result (shared/domain/results.ts);
 * the presenters of shared/http make the status and the envelope.
 */
export type RouteUseCase<R extends Result = Result, D = Deps> = (
  deps: D,
  request: RouteRequest,
) => Promise<R>;

/** What an ingest use case decides; it is written only together with the idempotency record. */
export interface IngestPlan<R extends AnyResource = AnyResource> {
  /** What the request answers (stored with the idempotency record, replayed as it was). */
  result: R;
  writes: TransactItem[];
  /**
   * Work that must follow a successful commit (never a replay), before the answer: e.g. the activity
   * anomaly rules, or publishing the domain events the writes cause. It cannot change the answer: the
   * data is stored, so a failure here is logged.
   */
  afterCommit?: () => Promise<void>;
}
export type IngestUseCase<D = Deps, R extends AnyResource = AnyResource> = (
  deps: D,
  request: IngestRequest,
) => Promise<IngestPlan<R>>;
