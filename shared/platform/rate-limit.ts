/**
 * Per-branch rate limits: a fixed one-minute window and a calendar month (UTC), each an atomic
 * conditional counter (`ADD count 1` only while `count < limit`), so with limit N exactly N of N+k
 * concurrent requests pass. Both counters are updated in parallel (one round trip); when one refuses,
 * the other's increment is given back so a refused request does not consume quota.
 */
import { RateLimitError } from '../domain/errors.ts';
import { PLAN_LIMITS } from '../domain/plans.ts';
import type { RuntimePorts } from '../runtime/ports.ts';
import type { BranchProfile } from '../storage/branch-store.ts';
import type { StorageDeps, TransactItem } from '../storage/db.ts';
import { keys } from '../storage/keys.ts';
import { decrementCounter, incrementCounter } from '../storage/rate-limit-store.ts';

type Deps = StorageDeps & RuntimePorts;

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Unix time (seconds) when the minute window resets. */
  resetEpochSeconds: number;
}

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(state.limit),
    'X-RateLimit-Remaining': String(state.remaining),
    'X-RateLimit-Reset': String(state.resetEpochSeconds),
  };
}

type Counter = { key: { pk: string; sk: string }; limit: number; expiresAt: number };

/** The request's counters at `now`: the minute window and the calendar month, each null when unlimited. */
interface Window {
  now: Date;
  windowStart: number;
  resetEpochSeconds: number;
  nextMonthStart: number;
  minute: Counter | null;
  monthly: Counter | null;
}

function windowOf(deps: Pick<Deps, 'clock'>, branch: BranchProfile): Window | null {
  const limits = PLAN_LIMITS[branch.plan];
  if (limits.perMinute === null && limits.perMonth === null) return null;

  const now = deps.clock.now();
  const windowStart = Math.floor(now.getTime() / 60_000) * 60;
  const resetEpochSeconds = windowStart + 60;
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const nextMonthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const month = new Date(monthStart).toISOString().slice(0, 7);
  return {
    now,
    windowStart,
    resetEpochSeconds,
    nextMonthStart,
    minute:
      limits.perMinute === null
        ? null
        : {
            key: keys.rateMinute(branch.branch_identifier, windowStart),
            limit: limits.perMinute,
            expiresAt: resetEpochSeconds + 60,
          },
    monthly:
      limits.perMonth === null
        ? null
        : {
            key: keys.rateMonth(branch.branch_identifier, month),
            limit: limits.perMonth,
            expiresAt: Math.floor(nextMonthStart / 1000) + 31 * 86_400,
          },
  };
}

function minuteRefusal(branch: BranchProfile, window: Window): RateLimitError {
  const minute = window.minute!;
  return new RateLimitError(
    `Rate limit of ${minute.limit} requests per minute for the ${branch.plan} plan exceeded.`,
    window.resetEpochSeconds - window.now.getTime() / 1000,
    rateLimitHeaders({ limit: minute.limit, remaining: 0, resetEpochSeconds: window.resetEpochSeconds }),
  );
}

/** `minuteCount`: the minute counter as it stands without this request. */
function monthRefusal(branch: BranchProfile, window: Window, minuteCount: number): RateLimitError {
  const { minute, monthly } = window;
  return new RateLimitError(
    `Monthly quota of ${monthly!.limit} requests for the ${branch.plan} plan is spent; it resets on ${new Date(window.nextMonthStart).toISOString()}.`,
    (window.nextMonthStart - window.now.getTime()) / 1000,
    minute === null
      ? {}
      : rateLimitHeaders({
          limit: minute.limit,
          remaining: Math.max(0, minute.limit - minuteCount),
          resetEpochSeconds: window.resetEpochSeconds,
        }),
  );
}

/**
 * The minute count this function instance last saw for each branch (its own window only), so an
 * ingest can put the counter into its transaction with an exact expectation (see RequestCounter).
 * Bounded: cleared when it passes a few thousand branches.
 */
const lastMinuteCounts = new Map<string, { windowStart: number; count: number }>();
const MAX_REMEMBERED_BRANCHES = 5_000;

function rememberMinuteCount(branchId: string, windowStart: number, count: number): void {
  if (lastMinuteCounts.size >= MAX_REMEMBERED_BRANCHES && !lastMinuteCounts.has(branchId)) {
    lastMinuteCounts.clear();
  }
  lastMinuteCounts.set(branchId, { windowStart, count });
}

/**
 * This instance saw the branch's minute counter at its limit in this very window: refused with no
 * write at all. Within a window the counter only goes down when a request's month was refused (its
 * minute increment is given back), and then the month refuses every later request anyway, so the
 * answer is the one the counter would give. A plan whose limit rose since is asked again.
 */
function minuteKnownSpent(branch: BranchProfile, window: Window): boolean {
  const known = lastMinuteCounts.get(branch.branch_identifier);
  return (
    window.minute !== null && known?.windowStart === window.windowStart && known.count >= window.minute.limit
  );
}

/** Counts one request; returns the minute window's state, or null for plans without limits. */
export async function consumeRequest(deps: Deps, branch: BranchProfile): Promise<RateLimitState | null> {
  const window = windowOf(deps, branch);
  if (window === null) return null;
  const { minute, monthly, resetEpochSeconds, windowStart } = window;
  if (minuteKnownSpent(branch, window)) throw minuteRefusal(branch, window);

  const [minuteResult, monthResult] = await Promise.all([increment(deps, minute), increment(deps, monthly)]);

  const minuteRefused = minuteResult === 'refused';
  const monthRefused = monthResult === 'refused';
  if (minuteRefused || monthRefused) {
    // Give back the increment the other counter took, so refused requests consume nothing.
    await Promise.all([
      !minuteRefused && minute ? decrement(deps, minute) : undefined,
      !monthRefused && monthly ? decrement(deps, monthly) : undefined,
    ]);
  }
  if (minuteRefused) {
    rememberMinuteCount(branch.branch_identifier, windowStart, minute!.limit);
    throw minuteRefusal(branch, window);
  }
  if (monthRefused) throw monthRefusal(branch, window, ((minuteResult as number | null) ?? 1) - 1);
  if (minute === null) return null;
  rememberMinuteCount(branch.branch_identifier, windowStart, minuteResult as number);
  return {
    limit: minute.limit,
    remaining: Math.max(0, minute.limit - (minuteResult as number)),
    resetEpochSeconds,
  };
}

/** How many times an ingest retries its transaction on a stale minute count before counting apart. */
const MAX_COUNT_GUESSES = 3;

/**
 * Counts one ingest request, inside its transaction when it can (DESIGN.md "Tricky parts": one round
 * trip for a new ingest instead of two). The month counter is an ordinary conditional increment
 * (`count < limit`); the minute counter must also give X-RateLimit-Remaining exactly, and a
 * transaction returns no values, so it is written as `count = expected + 1` under the condition
 * `count = expected`, with `expected` the count this function instance saw last in the same minute.
 * When the guess is stale (another instance counted meanwhile) the cancelled transaction returns the
 * counter as it is, and the next attempt expects that. Without a guess (the instance's first request
 * of the branch in this minute), after a few stale guesses, and for every request that does not
 * commit (a replay, any 4xx), the request is counted apart with `consumeRequest`, as read routes are.
 * Every path enforces the limits atomically, so with limit N exactly N of N+k concurrent requests pass.
 */
export class RequestCounter {
  private readonly window: Window | null;
  private guesses = 0;
  private expected: number | undefined;
  private refusal: RateLimitError | undefined;
  /** The minute window's state once counted; null for plans without a per-minute limit. */
  state: RateLimitState | null = null;
  counted = false;

  constructor(
    private readonly deps: Deps,
    private readonly branch: BranchProfile,
  ) {
    this.window = windowOf(deps, branch);
    if (this.window === null) this.counted = true;
    const known = lastMinuteCounts.get(branch.branch_identifier);
    if (this.window?.minute && known?.windowStart === this.window.windowStart) this.expected = known.count;
  }

  /** Counts the request on its own (one round trip), unless it is counted already. Throws 429. */
  async countApart(): Promise<void> {
    if (this.refusal) throw this.refusal;
    if (this.counted) return;
    try {
      this.state = await consumeRequest(this.deps, this.branch);
    } catch (error) {
      // A refused request consumed nothing; asking again would only refuse again.
      if (error instanceof RateLimitError) this.refusal = error;
      throw error;
    }
    this.counted = true;
  }

  /**
   * The counter updates to add to the ingest transaction, or [] when the request is counted apart
   * (done here, before the transaction, so a refused request writes nothing).
   */
  async transactItems(): Promise<TransactItem[]> {
    if (this.counted) return [];
    const { minute, monthly } = this.window!;
    if (
      minute === null ||
      this.expected === undefined ||
      this.expected >= minute.limit ||
      this.guesses >= MAX_COUNT_GUESSES
    ) {
      await this.countApart();
      return [];
    }
    const items: TransactItem[] = [
      {
        Update: {
          TableName: this.deps.tableName,
          Key: minute.key,
          UpdateExpression: 'SET #count = :next, expires_at = if_not_exists(expires_at, :expires)',
          ConditionExpression: this.expected === 0 ? 'attribute_not_exists(#count)' : '#count = :expected',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: {
            ':next': this.expected + 1,
            ':expires': minute.expiresAt,
            ...(this.expected === 0 ? {} : { ':expected': this.expected }),
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
    ];
    if (monthly !== null) {
      items.push({
        Update: {
          TableName: this.deps.tableName,
          Key: monthly.key,
          UpdateExpression: 'ADD #count :one SET expires_at = if_not_exists(expires_at, :expires)',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':limit': monthly.limit, ':expires': monthly.expiresAt },
        },
      });
    }
    return items;
  }

  /** The transaction with `transactItems()` committed: the request is counted. */
  committed(): void {
    if (this.counted) return;
    const { minute, windowStart, resetEpochSeconds } = this.window!;
    const count = this.expected! + 1;
    rememberMinuteCount(this.branch.branch_identifier, windowStart, count);
    this.state = { limit: minute!.limit, remaining: Math.max(0, minute!.limit - count), resetEpochSeconds };
    this.counted = true;
  }

  /**
   * The transaction was cancelled; `reasons` are those of the items `transactItems()` returned, in
   * order. Throws 429 when a counter is spent; otherwise the next attempt expects the count the
   * cancellation returned.
   */
  cancelled(reasons: ReadonlyArray<{ code: string; item?: Record<string, unknown> }>): void {
    if (this.counted || reasons.length === 0) return;
    const window = this.window!;
    const [minuteReason, monthReason] = reasons;
    if (minuteReason?.code === 'ConditionalCheckFailed') {
      this.guesses += 1;
      const actual = Number(countOf(minuteReason.item) ?? 0);
      rememberMinuteCount(this.branch.branch_identifier, window.windowStart, actual);
      this.expected = actual;
      if (actual >= window.minute!.limit) {
        this.refusal = minuteRefusal(this.branch, window);
        throw this.refusal;
      }
      return;
    }
    if (monthReason?.code === 'ConditionalCheckFailed') {
      this.refusal = monthRefusal(this.branch, window, this.expected!);
      throw this.refusal;
    }
  }
}

/** The `count` of a cancellation reason's item, in document or wire format ({ N: '3' }). */
function countOf(item: Record<string, unknown> | undefined): number | string | undefined {
  const count = item?.count as number | { N?: string } | undefined;
  return typeof count === 'object' && count !== null ? count.N : count;
}

/** One counter's increment through the store; null when the plan has no such window. */
async function increment(deps: Deps, counter: Counter | null): Promise<number | 'refused' | null> {
  return counter === null ? null : incrementCounter(deps, counter);
}

const decrement = decrementCounter;
