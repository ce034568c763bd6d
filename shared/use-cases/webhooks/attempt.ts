/**
 * The state machine's Attempt task: one signed POST of a delivery, recorded in its log.
 *
 * Before sending it reads the subscription and the delivery: a deleted subscription, a delivery
 * gone (TTL) or moved to a newer chain (redelivered) stops this chain without sending. The
 * receiver's answer decides: 2xx delivered; anything else (timeout, refused connection, blocked
 * address, 3xx, 4xx, 5xx) is a failed attempt, followed by the next one of the schedule or, after
 * the third, `failed`. The outcome tells the state machine whether to wait and try again.
 *
 * At most one POST per attempt. Each Attempt state retries this task on States.TaskFailed, so a
 * storage failure after the POST would otherwise send the same attempt again. The attempt is
 * claimed in the delivery item BEFORE the POST and its outcome recorded right after; a retried task
 * that finds its attempt recorded answers that outcome, and one that finds it claimed but not
 * recorded (the POST may have reached the receiver, its answer was lost) records it as a failed
 * attempt with no status code, without sending: the next attempt of the schedule sends again.
 */

import type { DeliveryTask } from '../../adapters/webhook-dispatch.ts';
import type { AttemptResult } from '../../adapters/webhook-http.ts';
import type { DeliveryAttempt } from '../../domain/responses/webhooks.ts';
import type { DeliveryStatus } from '../../domain/webhooks/records.ts';
import { delayAfterAttempt, isDelivered } from '../../domain/webhooks/schedule.ts';
import { signedHeaders } from '../../domain/webhooks/signature.ts';
import {
  claimAttempt,
  getDelivery,
  getSubscription,
  recordAttempt,
  StaleChainError,
  type WebhookDelivery,
} from '../../storage/webhook-store.ts';
import type { AllPorts } from '../deps.ts';

export interface AttemptInput extends DeliveryTask {
  /** 1, 2 or 3 within the chain (the ASL's Attempt state). */
  attempt: number;
}

export type AttemptOutcome = 'delivered' | 'retry' | 'failed' | 'stopped';

export interface AttemptOutput {
  outcome: AttemptOutcome;
  status_code?: number | null;
}

/** Logged as one line per failed delivery; infra/webhooks.ts counts these lines for the alarm. */
export const DELIVERY_FAILED_LOG_MESSAGE = 'webhook delivery failed';

/** The error logged for an attempt whose POST was started but whose answer was never recorded. */
export const OUTCOME_LOST_ERROR =
  'the answer to this attempt was not recorded (storage failure after sending); counted as failed, not sent again';

type AttemptDeps = Pick<AllPorts, 'db' | 'tableName' | 'clock' | 'logger' | 'webhooks'>;

/** One attempt of one chain: the claim's name in the delivery item. */
export function attemptClaim(chain: number, attempt: number): string {
  return `${chain}/${attempt}`;
}

const OUTCOME_OF_STATUS: Record<DeliveryStatus, AttemptOutcome> = {
  delivered: 'delivered',
  pending: 'retry',
  failed: 'failed',
};

export function attemptDelivery(deps: AttemptDeps) {
  return async (input: AttemptInput): Promise<AttemptOutput> => {
    const context = { delivery_id: input.delivery_id, webhook_id: input.subscription_id, chain: input.chain };
    const [subscription, delivery] = await Promise.all([
      getSubscription(deps, input.branch_id, input.subscription_id),
      getDelivery(deps, input.branch_id, input.subscription_id, input.delivery_id),
    ]);
    if (!subscription || !delivery || delivery.chain !== input.chain) {
      deps.logger.info('webhook attempt chain stopped', {
        ...context,
        reason: !subscription ? 'webhook deleted' : !delivery ? 'delivery expired' : 'redelivered',
      });
      return { outcome: 'stopped' };
    }

    const claim = attemptClaim(input.chain, input.attempt);
    if (delivery.recorded_attempt === claim) {
      // A retry after the outcome was recorded (the task failed later): answer it again, no POST.
      deps.logger.info('webhook attempt already recorded', { ...context, attempt: input.attempt });
      return {
        outcome: OUTCOME_OF_STATUS[delivery.status],
        status_code: delivery.attempts.at(-1)?.status_code ?? null,
      };
    }
    if (delivery.claimed_attempt === claim) {
      // A retry after the POST was started and its answer lost: never send the same attempt twice.
      deps.logger.warn('webhook attempt outcome lost; not sent again', {
        ...context,
        attempt: input.attempt,
      });
      const lost: AttemptResult = { status_code: null, duration_ms: 0, error: OUTCOME_LOST_ERROR };
      return finishAttempt(
        deps,
        input,
        delivery,
        claim,
        new Date(delivery.claimed_at ?? deps.clock.now()),
        lost,
      );
    }

    const attemptedAt = deps.clock.now();
    try {
      await claimAttempt(deps, delivery, input.chain, { attempt: claim, at: attemptedAt.toISOString() });
    } catch (error) {
      if (error instanceof StaleChainError) {
        deps.logger.info('webhook attempt chain stopped', {
          ...context,
          reason: 'redelivered or claimed meanwhile',
        });
        return { outcome: 'stopped' };
      }
      throw error;
    }
    const headers = signedHeaders({
      body: delivery.body,
      secret: subscription.secret,
      // The event's id: every delivery of one event, retried or published again, carries it.
      messageId: delivery.event_id,
      attemptedAt,
    });
    const result = await deps.webhooks.send({
      url: subscription.url,
      body: delivery.body,
      headers: { ...headers },
      policy: deps.webhooks.policy,
    });
    return finishAttempt(deps, input, delivery, claim, attemptedAt, result);
  };
}

/** Records the claimed attempt's result in the delivery log and says what the state machine does next. */
async function finishAttempt(
  deps: AttemptDeps,
  input: AttemptInput,
  delivery: WebhookDelivery,
  claim: string,
  attemptedAt: Date,
  result: AttemptResult,
): Promise<AttemptOutput> {
  const context = { delivery_id: input.delivery_id, webhook_id: input.subscription_id, chain: input.chain };
  const delivered = isDelivered(result.status_code);
  const delaySeconds = delivered ? null : delayAfterAttempt(input.attempt);
  const status: DeliveryStatus = delivered ? 'delivered' : delaySeconds === null ? 'failed' : 'pending';
  const finishedAt = deps.clock.now();
  const attempt: DeliveryAttempt = {
    attempt: delivery.attempts.length + 1,
    at: attemptedAt.toISOString(),
    status_code: result.status_code,
    duration_ms: result.duration_ms,
    error: result.error,
  };
  const nextAttemptAt =
    delaySeconds === null
      ? null
      : new Date(finishedAt.getTime() + delaySeconds * 1000 * deps.webhooks.waitScale).toISOString();
  try {
    await recordAttempt(deps, delivery, input.chain, claim, attempt, {
      status,
      next_attempt_at: nextAttemptAt,
      updated_at: finishedAt.toISOString(),
    });
  } catch (error) {
    if (error instanceof StaleChainError) {
      deps.logger.info('webhook attempt chain stopped', {
        ...context,
        reason: 'redelivered during attempt',
      });
      return { outcome: 'stopped', status_code: result.status_code };
    }
    throw error;
  }
  if (status === 'failed') {
    deps.logger.warn(DELIVERY_FAILED_LOG_MESSAGE, {
      ...context,
      event: delivery.event,
      attempts: attempt.attempt,
      last_status_code: result.status_code,
      last_error: result.error,
    });
  } else {
    deps.logger.info('webhook attempt', {
      ...context,
      attempt: attempt.attempt,
      status_code: result.status_code,
      duration_ms: result.duration_ms,
      outcome: status,
    });
  }
  return {
    outcome: delivered ? 'delivered' : status === 'failed' ? 'failed' : 'retry',
    status_code: result.status_code,
  };
}
