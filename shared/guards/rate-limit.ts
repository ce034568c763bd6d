/**
 * Rate limits: a fixed one-minute window and a calendar month (UTC), each an atomic conditional
 * counter (`ADD count 1` only while `count < limit`), so with limit N exactly N of N+k concurrent
 * requests pass. A request counts against one or more subjects: a branch (its plan's limits), or an
 * organization and the user acting (docs/api-conventions.md). Every counter is updated in parallel
 * (one round trip); when one refuses, the others' increments are given back so a refused request
 * does not consume quota.
 */

import type { RuntimePorts } from '../adapters/ports.ts';
import { RateLimitError } from '../domain/errors.ts';
import { PLAN_LIMITS, type PlanLimits } from '../domain/plans.ts';
import { MANUAL_SENDS_PER_WEBHOOK_HOUR } from '../domain/webhooks/subscription.ts';
import type { BranchProfile } from '../storage/branch-store.ts';
import type { StorageDeps, TransactItem } from '../storage/db.ts';
import { keys, type TableKey } from '../storage/keys.ts';
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

/** Whose counters a request spends: their limits, their counter keys, and how a 429 names them. */
export interface RateSubject {
  /** Completes "… requests per minute for <label>": `the starter plan`, `the organization`. */
  label: string;
  limits: Pick<PlanLimits, 'perMinute' | 'perMonth'>;
  minuteKey(windowStartEpochSeconds: number): TableKey;
  monthKey(month: string): TableKey;
}

/** A branch: its plan's limits (docs/api-conventions.md, "Plans, modules and rate limits"). */
export function branchSubject(branch: Pick<BranchProfile, 'branch_identifier' | 'plan'>): RateSubject {
  return {
    label: `the ${branch.plan} plan`,
    limits: PLAN_LIMITS[branch.plan],
    minuteKey: (windowStart) => keys.rateMinute(branch.branch_identifier, windowStart),
    monthKey: (month) => keys.rateMonth(branch.branch_identifier, month),
  };
}

/**
 * An organization's routes (its reads, and a member's account routes) count per organization under
 * the Pro plan's limits, and per user (below). An organization has no plan of its own, and its
 * branches' plans would have to be read before the count (decision: docs/api-conventions.md,
 * "Organizations and accounts").
 */
export const ORGANIZATION_LIMITS: RateSubject['limits'] = {
  perMinute: PLAN_LIMITS.pro.perMinute,
  perMonth: PLAN_LIMITS.pro.perMonth,
};
/** Per signed-in user: the Growth plan's minute, no monthly quota (the organization's bounds the month). */
export const USER_LIMITS: RateSubject['limits'] = { perMinute: PLAN_LIMITS.growth.perMinute, perMonth: null };

export function organizationSubject(organizationId: string): RateSubject {
  return {
    label: 'the organization',
    limits: ORGANIZATION_LIMITS,
    minuteKey: (windowStart) => keys.rateMinute(keys.organizationRateSubject(organizationId), windowStart),
    monthKey: (month) => keys.rateMonth(keys.organizationRateSubject(organizationId), month),
  };
}

export function userSubject(userSub: string): RateSubject {
  return {
    label: 'a signed-in user',
    limits: USER_LIMITS,
    minuteKey: (windowStart) => keys.rateMinute(keys.userRateSubject(userSub), windowStart),
    monthKey: (month) => keys.rateMonth(keys.userRateSubject(userSub), month),
  };
}

type Counter = { key: TableKey; limit: number; expiresAt: number };

/** A subject's counters at `now`: the minute window and the calendar month, each null when unlimited. */
interface Window {
  subject: RateSubject;
  now: Date;
  windowStart: number;
  resetEpochSeconds: number;
  nextMonthStart: number;
  minute: Counter | null;
  monthly: Counter | null;
}

function windowOf(deps: Pick<Deps, 'clock'>, subject: RateSubject): Window | null {
  const { limits } = subject;
  if (limits.perMinute === null && limits.perMonth === null) return null;

  const now = deps.clock.now();
  const windowStart = Math.floor(now.getTime() / 60_000) * 60;
  const resetEpochSeconds = windowStart + 60;
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const nextMonthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const month = new Date(monthStart).toISOString().slice(0, 7);
  return {
    subject,
    now,
    windowStart,
    resetEpochSeconds,
    nextMonthStart,
    minute:
      limits.perMinute === null
        ? null
        : { key: subject.minuteKey(windowStart), limit: limits.perMinute, expiresAt: resetEpochSeconds + 60 },
    monthly:
      limits.perMonth === null
        ? null
        : {
            key: subject.monthKey(month),
            limit: limits.perMonth,
            expiresAt: Math.floor(nextMonthStart / 1000) + 31 * 86_400,
          },
  };
}

function minuteRefusal(window: Window): RateLimitError {
  const minute = window.minute!;
  return new RateLimitError(
    `Rate limit of ${minute.limit} requests per minute for ${window.subject.label} exceeded.`,
    window.resetEpochSeconds - window.now.getTime() / 1000,
    rateLimitHeaders({ limit: minute.limit, remaining: 0, resetEpochSeconds: window.resetEpochSeconds }),
  );
}

/** `minuteCount`: the minute counter as it stands without this request. */
function monthRefusal(window: Window, minuteCount: number): RateLimitError {
  const { minute, monthly } = window;
  return new RateLimitError(
    `Monthly quota of ${monthly!.limit} requests for ${window.subject.label} is spent; it resets on ${new Date(window.nextMonthStart).toISOString()}.`,
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
 * The minute count this function instance last saw for each minute counter (its own window only),
 * so an ingest can put the counter into its transaction with an exact expectation (see
 * RequestCounter), and a spent minute is refused without a write. Keyed by the counter's partition.
 * Bounded: cleared when it passes a few thousand subjects.
 */
const lastMinuteCounts = new Map<string, { windowStart: number; count: number }>();
const MAX_REMEMBERED_SUBJECTS = 5_000;

function rememberMinuteCount(window: Window, count: number): void {
  const id = window.minute!.key.pk;
  if (lastMinuteCounts.size >= MAX_REMEMBERED_SUBJECTS && !lastMinuteCounts.has(id)) {
    lastMinuteCounts.clear();
  }
  lastMinuteCounts.set(id, { windowStart: window.windowStart, count });
}

function rememberedMinuteCount(window: Window): number | undefined {
  if (window.minute === null) return undefined;
  const known = lastMinuteCounts.get(window.minute.key.pk);
  return known?.windowStart === window.windowStart ? known.count : undefined;
}

/**
 * This instance saw the minute counter at its limit in this very window: refused with no write at
 * all. Within a window the counter only goes down when a request's month was refused (its minute
 * increment is given back), and then the month refuses every later request anyway, so the answer is
 * the one the counter would give. A limit that rose since (a plan change) is asked again.
 */
function minuteKnownSpent(window: Window): boolean {
  const known = rememberedMinuteCount(window);
  return known !== undefined && known >= window.minute!.limit;
}

/** Counts one request of a branch; returns its minute window's state, or null without a minute limit. */
export async function consumeRequest(deps: Deps, branch: BranchProfile): Promise<RateLimitState | null> {
  return consumeFor(deps, [branchSubject(branch)]);
}

/**
 * Counts one request against every subject's counters at once (one round trip). A refusal gives
 * back every increment the request took and throws the first subject's refusal, minute before
 * month. Returns the minute window nearest its limit (what X-RateLimit-* describe), or null.
 */
export async function consumeFor(
  deps: Deps,
  subjects: readonly RateSubject[],
): Promise<RateLimitState | null> {
  const windows = subjects.map((subject) => windowOf(deps, subject)).filter((window) => window !== null);
  const spent = windows.find(minuteKnownSpent);
  if (spent) throw minuteRefusal(spent);

  const counters = windows.flatMap((window) => [window.minute, window.monthly]);
  const results = await Promise.all(counters.map((counter) => increment(deps, counter)));
  const refusedAt = results.indexOf('refused');
  if (refusedAt >= 0) {
    // Give back the increments the other counters took, so refused requests consume nothing.
    await Promise.all(
      counters.map((counter, index) =>
        counter !== null && typeof results[index] === 'number' ? decrement(deps, counter) : undefined,
      ),
    );
    throw refusalOf(windows, results);
  }
  const states: RateLimitState[] = [];
  for (const [index, window] of windows.entries()) {
    if (window.minute === null) continue;
    const count = results[index * 2] as number;
    rememberMinuteCount(window, count);
    const remaining = Math.max(0, window.minute.limit - count);
    states.push({ limit: window.minute.limit, remaining, resetEpochSeconds: window.resetEpochSeconds });
  }
  return states.reduce<RateLimitState | null>(
    (nearest, state) => (nearest === null || state.remaining < nearest.remaining ? state : nearest),
    null,
  );
}

/** The refusal of the first subject whose minute, else month, refused; results are [minute, month] per window. */
function refusalOf(
  windows: readonly Window[],
  results: ReadonlyArray<number | 'refused' | null>,
): RateLimitError {
  for (const [index, window] of windows.entries()) {
    const minuteResult = results[index * 2];
    if (minuteResult === 'refused') {
      rememberMinuteCount(window, window.minute!.limit);
      return minuteRefusal(window);
    }
    if (results[index * 2 + 1] === 'refused') {
      return monthRefusal(window, ((minuteResult as number | null) ?? 1) - 1);
    }
  }
  throw new Error('refusalOf called without a refusal');
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
    this.window = windowOf(deps, branchSubject(branch));
    if (this.window === null) this.counted = true;
    else this.expected = rememberedMinuteCount(this.window);
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
    const { minute, resetEpochSeconds } = this.window!;
    const count = this.expected! + 1;
    rememberMinuteCount(this.window!, count);
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
      rememberMinuteCount(window, actual);
      this.expected = actual;
      if (actual >= window.minute!.limit) {
        this.refusal = minuteRefusal(window);
        throw this.refusal;
      }
      return;
    }
    if (monthReason?.code === 'ConditionalCheckFailed') {
      this.refusal = monthRefusal(window, this.expected!);
      throw this.refusal;
    }
  }
}

/** The `count` of a cancellation reason's item, in document or wire format ({ N: '3' }). */
function countOf(item: Record<string, unknown> | undefined): number | string | undefined {
  const count = item?.count as number | { N?: string } | undefined;
  return typeof count === 'object' && count !== null ? count.N : count;
}

/** One counter's increment through the store; null when the subject has no such window. */
async function increment(deps: Deps, counter: Counter | null): Promise<number | 'refused' | null> {
  return counter === null ? null : incrementCounter(deps, counter);
}

const decrement = decrementCounter;

/**
 * Counts one hand-started send (test or redeliver) of a webhook in the UTC hour of `now`; the
 * 11th of an hour is 429 with Retry-After to the hour's end (docs/webhooks.md, Limits). A refused
 * send consumed nothing, so a client that waits gets its ten again.
 */
export async function consumeWebhookSend(
  deps: StorageDeps,
  now: Date,
  webhook: { branchId: string; webhookId: string },
): Promise<void> {
  const hourStart = Math.floor(now.getTime() / 3_600_000) * 3_600;
  const hourEnd = hourStart + 3_600;
  const count = await incrementCounter(deps, {
    key: keys.webhookManualSends(webhook.branchId, webhook.webhookId, hourStart),
    limit: MANUAL_SENDS_PER_WEBHOOK_HOUR,
    expiresAt: hourEnd + 3_600,
  });
  if (count === 'refused') {
    throw new RateLimitError(
      `This webhook has had ${MANUAL_SENDS_PER_WEBHOOK_HOUR} test or redeliver requests this hour (the limit on every plan); try again after ${new Date(hourEnd * 1000).toISOString()}.`,
      hourEnd - now.getTime() / 1000,
    );
  }
}
