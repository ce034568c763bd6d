/**
 * The local twin of the AWS webhook path (EventBridge rule → Step Functions → Lambda tasks):
 * the very ASL file the stack deploys, run by aws-local-stepfunctions, with its Task states mapped
 * to the same handlers the Lambdas run (`functions/webhook-fan-out.ts`, `functions/webhook-deliver.ts`)
 * and its Wait states scaled by WEBHOOK_WAIT_SCALE (0.01: 5 s → 50 ms, 30 s → 300 ms).
 *
 * It subscribes to the local bus like the rule (every webhook event of the service's source),
 * hands the state machine an EventBridge-shaped event, and is the local `DeliveryDispatcher` for
 * the test and redeliver routes. `idle()` resolves when no execution is running: tests wait on it.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import { StateMachine } from 'aws-local-stepfunctions';
import { createHandler as createDeliverHandler } from '#functions/webhook-deliver.ts';
import { createHandler as createFanOutHandler } from '#functions/webhook-fan-out.ts';
import { EVENT_SOURCE, type ServiceEvent } from '#shared/adapters/events.ts';
import type { DeliveryDispatcher, DeliveryTask } from '#shared/adapters/webhook-dispatch.ts';
import { isWebhookEvent } from '#shared/domain/webhooks/events.ts';
import type { AllPorts } from '#shared/use-cases/deps.ts';
import type { AttemptInput } from '#shared/use-cases/webhooks/attempt.ts';
import type { BusEvent } from '#shared/use-cases/webhooks/fan-out.ts';
import {
  ASL_SUBSTITUTIONS,
  ATTEMPT_STATES,
  FAN_OUT_STATES,
  readDeliveryAsl,
  waitStates,
} from '#shared/use-cases/webhooks/state-machine.ts';
import type { LocalEventBus } from './event-bus.ts';

export interface LocalWebhookRunner extends DeliveryDispatcher {
  /** Resolves once no execution is running (every attempt chain finished or stopped). */
  idle(): Promise<void>;
  /** Executions started so far. */
  readonly started: number;
  close(): Promise<void>;
}

/** The EventBridge event the rule would hand the state machine for a published service event. */
export function busEventOf(event: ServiceEvent, now: Date): BusEvent & Record<string, unknown> {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': event.event,
    source: EVENT_SOURCE,
    account: '000000000000',
    time: now.toISOString(),
    region: 'local',
    resources: [],
    detail: event,
  };
}

export function startLocalWebhooks(deps: AllPorts, bus: LocalEventBus, logger: Logger): LocalWebhookRunner {
  // Local function ARNs in the substitutions CDK fills with the deployed ones; every Task state
  // that names them is overridden with the same handler the Lambda runs.
  const definition = readDeliveryAsl({
    [ASL_SUBSTITUTIONS.fanOut]: 'arn:aws:lambda:us-east-1:000000000000:function:local-webhook-fan-out',
    [ASL_SUBSTITUTIONS.deliver]: 'arn:aws:lambda:us-east-1:000000000000:function:local-webhook-deliver',
  });
  const machine = new StateMachine(definition as never);
  const fanOut = createFanOutHandler(deps);
  const deliver = createDeliverHandler(deps);
  const waitTimeOverrides = Object.fromEntries(
    waitStates(definition).map(({ name, seconds }) => [
      name,
      Math.round(seconds * 1000 * deps.webhooks.waitScale),
    ]),
  );
  const taskResourceLocalHandlers = Object.fromEntries([
    ...FAN_OUT_STATES.map((name) => [name, (input: unknown) => fanOut(input as BusEvent)]),
    ...ATTEMPT_STATES.map((name) => [name, (input: unknown) => deliver(input as AttemptInput)]),
  ]);

  const running = new Set<Promise<unknown>>();
  const aborts = new Set<() => void>();
  let waiters: Array<() => void> = [];
  let started = 0;
  let closed = false;

  const run = (input: unknown) => {
    if (closed) return;
    started++;
    const execution = machine.run(input as never, {
      overrides: { taskResourceLocalHandlers, waitTimeOverrides } as never,
      noThrowOnAbort: true,
    });
    aborts.add(execution.abort);
    const done = execution.result
      .catch((error: unknown) => {
        logger.error('webhook delivery execution failed', { error });
      })
      .finally(() => {
        aborts.delete(execution.abort);
        running.delete(done);
        if (running.size === 0) {
          for (const wake of waiters) wake();
          waiters = [];
        }
      });
    running.add(done);
  };

  const unsubscribe = bus.subscribe((event) => {
    // The rule's pattern: the service's source and a webhook event name.
    if (isWebhookEvent(event.event)) run(busEventOf(event, deps.clock.now()));
  });

  return {
    get started() {
      return started;
    },
    async start(tasks: DeliveryTask[]) {
      if (tasks.length > 0) run({ deliveries: tasks });
    },
    idle() {
      if (running.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    async close() {
      closed = true;
      unsubscribe();
      for (const abort of aborts) abort();
      await Promise.allSettled([...running]);
    },
  };
}
