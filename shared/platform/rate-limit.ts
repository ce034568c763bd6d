/**
 * Per-branch rate limits: a fixed one-minute window and a calendar month (UTC), each an atomic
 * conditional counter (`ADD count 1` only while `count < limit`), so with limit N exactly N of N+k
 * concurrent requests pass. Both counters are updated in parallel (one round trip); when one refuses,
 * the other's increment is given back so a refused request does not consume quota.
 */
import { RateLimitError } from '../domain/errors.ts';
import { PLAN_LIMITS } from '../domain/plans.ts';
import type { Clock } from '../runtime/ports.ts';
import type { BranchProfile } from '../storage/branch-store.ts';
import type { StorageDeps } from '../storage/db.ts';
import { keys } from '../storage/keys.ts';
import { decrementCounter, incrementCounter, type RateCounter } from '../storage/rate-limit-store.ts';

type RateLimitDeps = StorageDeps & { clock: Clock };

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

/** Counts one request; returns the minute window's state, or null for plans without limits. */
export async function consumeRequest(
  deps: RateLimitDeps,
  branch: BranchProfile,
): Promise<RateLimitState | null> {
  const limits = PLAN_LIMITS[branch.plan];
  if (limits.perMinute === null && limits.perMonth === null) return null;

  const now = deps.clock.now();
  const windowStart = Math.floor(now.getTime() / 60_000) * 60;
  const resetEpochSeconds = windowStart + 60;
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const nextMonthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const month = new Date(monthStart).toISOString().slice(0, 7);

  const minute: RateCounter | null =
    limits.perMinute === null
      ? null
      : {
          key: keys.rateMinute(branch.branch_identifier, windowStart),
          limit: limits.perMinute,
          expiresAt: resetEpochSeconds + 60,
        };
  const monthly: RateCounter | null =
    limits.perMonth === null
      ? null
      : {
          key: keys.rateMonth(branch.branch_identifier, month),
          limit: limits.perMonth,
          expiresAt: Math.floor(nextMonthStart / 1000) + 31 * 86_400,
        };

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
  const headers =
    minute === null ? {} : rateLimitHeaders({ limit: minute.limit, remaining: 0, resetEpochSeconds });
  if (minuteRefused) {
    throw new RateLimitError(
      `Rate limit of ${minute!.limit} requests per minute for the ${branch.plan} plan exceeded.`,
      resetEpochSeconds - now.getTime() / 1000,
      headers,
    );
  }
  if (monthRefused) {
    throw new RateLimitError(
      `Monthly quota of ${monthly!.limit} requests for the ${branch.plan} plan is spent; it resets on ${new Date(nextMonthStart).toISOString()}.`,
      (nextMonthStart - now.getTime()) / 1000,
      minute === null
        ? {}
        : rateLimitHeaders({
            limit: minute.limit,
            remaining: Math.max(0, minute.limit - (minuteResult as number) + 1),
            resetEpochSeconds,
          }),
    );
  }
  if (minute === null) return null;
  return {
    limit: minute.limit,
    remaining: Math.max(0, minute.limit - (minuteResult as number)),
    resetEpochSeconds,
  };
}

async function increment(
  deps: RateLimitDeps,
  counter: RateCounter | null,
): Promise<number | 'refused' | null> {
  return counter === null ? null : incrementCounter(deps, counter);
}

function decrement(deps: RateLimitDeps, counter: RateCounter): Promise<void> {
  return decrementCounter(deps, counter);
}
