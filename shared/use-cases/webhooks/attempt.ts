/**
 * The state machine's Attempt task: one signed POST of a delivery, recorded in its log.
 *
 * Before sending it reads the subscription and the delivery: a deleted subscription, a delivery
 * gone (TTL) or moved to a newer chain (redelivered) stops this chain without sending. The
 * receiver's answer decides: 2xx delivered; anything else (timeout, refused connection, blocked
 * address, 3xx, 4xx, 5xx) is a failed attempt, followed by the next one of the schedule or, after
 * the third, `failed`. The outcome tells the state machine whether to wait and try again.
 */
import type { DeliveryAttempt } from '../../domain/responses/webhooks.ts';
import { delayAfterAttempt, isDelivered } from '../../domain/webhooks/schedule.ts';
import { signedHeaders } from '../../domain/webhooks/signature.ts';
import type { DeliveryStatus } from '../../domain/webhooks/subscription.ts';
import type { DeliveryTask } from '../../runtime/webhook-dispatch.ts';
import { getDelivery, getSubscription, recordAttempt, StaleChainError } from '../../storage/webhook-store.ts';
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

export function attemptDelivery(deps: Pick<AllPorts, 'db' | 'tableName' | 'clock' | 'logger' | 'webhooks'>) {
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

    const attemptedAt = deps.clock.now();
    const headers = signedHeaders({
      body: delivery.body,
      secret: subscription.secret,
      messageId: delivery.id,
      attemptedAt,
    });
    const result = await deps.webhooks.send({
      url: subscription.url,
      body: delivery.body,
      headers: { ...headers },
      policy: deps.webhooks.policy,
    });
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
      await recordAttempt(deps, delivery, input.chain, attempt, {
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
  };
}
