/**
 * Fault injection for the local stack (`LOCAL_FAULTS`): the failures AWS has in production, made on
 * purpose so the local stack proves nothing is lost when they happen (docs/operations.md#faults).
 *
 *   LOCAL_FAULTS=dynamodb=0.05,eventbridge=0.05,sqs=0.02,crash-after-commit=0.02,seed=7
 *
 * - `dynamodb`: each attempt of a DynamoDB call, with that chance, is throttled (ThrottlingException,
 *   not sent), cancelled (a TransactWriteItems refused with TransactionConflict, not sent), or times
 *   out after it was sent (TimeoutError: a write that committed, whose answer was lost). The SDK
 *   retries the first and the last as it does in AWS.
 * - `eventbridge`: a publish delivers a random part of its events to the rules, then fails as a
 *   PutEvents answer with FailedEntryCount > 0 does.
 * - `sqs`: a message handled successfully is delivered again (SQS's at-least-once delivery).
 * - `crash-after-commit`: a function dies after its writes committed and before it answered: an HTTP
 *   function's answer is replaced by the gateway's answer for a crashed function, and the aggregator's
 *   batch fails (and is received again).
 *
 * Every fault is drawn from one seeded generator, so a run with the same seed and the same order of
 * calls injects the same faults.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { type EventPublisher, EventsRejectedError, withEventIds } from '#shared/adapters/events.ts';

export const FAULT_KINDS = ['dynamodb', 'eventbridge', 'sqs', 'crash-after-commit'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultPlan {
  /** The chance of a fault per call (0–1) for each kind named; absent kinds never fail. */
  rates: Partial<Record<FaultKind, number>>;
  seed: number;
  /**
   * The first draw of each kind named in `rates` (once armed) is a fault whatever its chance, so a
   * short run meets every kind without rates so high that chance alone sends a message to the DLQ.
   * Tests set it; LOCAL_FAULTS leaves it off.
   */
  firstDrawFails?: boolean;
}

/** What was injected so far, by kind of fault (`dynamodb:throttle`, `sqs:redelivery`, …). */
export type FaultCounts = Map<string, number>;

export interface Faults {
  plan: FaultPlan;
  /**
   * Faults are drawn only while armed. A stack's faults start disarmed, so its caller's own setup
   * (branches, keys, subscriptions) is not what fails; the caller arms them when the run begins.
   */
  arm(): void;
  disarm(): void;
  /** True with the plan's chance for `kind` (never when the kind is absent). */
  draw(kind: FaultKind): boolean;
  /** Counts one injected fault (`dynamodb:throttle`, …) for the report. */
  note(fault: string): void;
  /** draw(kind), counting the fault as `fault` when it is drawn. */
  inject(kind: FaultKind, fault: string): boolean;
  /** A number in [0, 1) from the same generator. */
  random(): number;
  readonly injected: FaultCounts;
}

const rate = z.coerce.number().min(0).max(1);

/**
 * Parses `LOCAL_FAULTS` (`kind=rate,…`, optionally `seed=N`); undefined when it is unset or empty.
 * A malformed value fails fast, naming the variable and the part it could not read.
 */
export function parseLocalFaults(value: string | undefined): FaultPlan | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const plan: FaultPlan = { rates: {}, seed: 1 };
  for (const part of value.split(',')) {
    const [name, raw] = part.split('=').map((piece) => piece.trim());
    if (name === 'seed' && raw !== undefined && /^\d+$/.test(raw)) {
      plan.seed = Number(raw);
      continue;
    }
    const parsed = rate.safeParse(raw);
    if (!FAULT_KINDS.includes(name as FaultKind) || raw === undefined || raw === '' || !parsed.success) {
      throw new Error(
        `Invalid configuration: LOCAL_FAULTS part "${part}" is not <kind>=<chance 0-1> (kinds: ${FAULT_KINDS.join(', ')}) or seed=<integer>`,
      );
    }
    plan.rates[name as FaultKind] = parsed.data;
  }
  return plan;
}

/** The plan as LOCAL_FAULTS writes it. */
export function faultPlanText(plan: FaultPlan): string {
  return [
    ...Object.entries(plan.rates).map(([kind, chance]) => `${kind}=${chance}`),
    `seed=${plan.seed}`,
  ].join(',');
}

/** mulberry32: a small, fast, seeded generator (fault draws need repeatability, not quality). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createFaults(plan: FaultPlan): Faults {
  const random = seeded(plan.seed);
  const injected: FaultCounts = new Map();
  let armed = false;
  const drawn = new Set<FaultKind>();
  const draw = (kind: FaultKind) => {
    const chance = plan.rates[kind] ?? 0;
    if (!armed || chance <= 0) return false;
    const first = !drawn.has(kind);
    drawn.add(kind);
    return (first && plan.firstDrawFails === true) || random() < chance;
  };
  const note = (fault: string) => {
    injected.set(fault, (injected.get(fault) ?? 0) + 1);
  };
  const inject = (kind: FaultKind, fault: string) => {
    if (!draw(kind)) return false;
    note(fault);
    return true;
  };
  return {
    plan,
    random,
    injected,
    draw,
    note,
    inject,
    arm: () => {
      armed = true;
    },
    disarm: () => {
      armed = false;
    },
  };
}

/** An error shaped as the SDK throws it: its name is what the service's error mapping reads. */
function sdkError(name: string, message: string, extra: Record<string, unknown> = {}): Error {
  const error = new Error(message);
  error.name = name;
  Object.assign(error, { $fault: 'server', $metadata: { httpStatusCode: 400 }, ...extra });
  return error;
}

const WRITE_COMMANDS = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

/**
 * Adds the `dynamodb` faults to a document client where AWS makes them: on each attempt the SDK
 * sends, inside its retry loop. The SDK retries a throttle or a timeout as it does in AWS (the
 * write that timed out after its commit is sent again: the conditions and transaction tokens must
 * make that harmless), and the service meets what is left: a cancelled transaction, or a fault on
 * every attempt.
 */
export function injectDynamoDbFaults(client: DynamoDBDocumentClient, faults: Faults): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName ?? '');
      if (!faults.draw('dynamodb')) return next(args);
      const isWrite = WRITE_COMMANDS.test(command);
      const pick = faults.random();
      if (isWrite && pick < 1 / 3) {
        // The write is sent and commits; its answer never arrives.
        faults.note('dynamodb:timeout-after-commit');
        await next(args);
        throw sdkError('TimeoutError', `${command}: the answer did not arrive in time (LOCAL_FAULTS)`);
      }
      if (command.startsWith('TransactWrite') && pick < 2 / 3) {
        const items = ((args.input as { TransactItems?: unknown[] }).TransactItems ?? []).length;
        faults.note('dynamodb:transaction-cancelled');
        throw sdkError('TransactionCanceledException', 'Transaction cancelled (LOCAL_FAULTS)', {
          CancellationReasons: Array.from({ length: Math.max(items, 1) }, (_, index) => ({
            Code: index === 0 ? 'TransactionConflict' : 'None',
          })),
        });
      }
      faults.note('dynamodb:throttle');
      throw sdkError(
        'ThrottlingException',
        `${command}: rate of requests exceeds the allowed throughput (LOCAL_FAULTS)`,
      );
    },
    { step: 'finalizeRequest', priority: 'low', name: 'localFaults', override: true },
  );
}

/**
 * The `eventbridge` faults on an event port: a failing publish hands a random part of its events on
 * (those were accepted), then throws as the EventBridge publisher does for rejected entries.
 */
export function withEventBridgeFaults(publisher: EventPublisher, faults: Faults): EventPublisher {
  return {
    async publish(events) {
      if (events.length === 0 || !faults.draw('eventbridge')) return publisher.publish(events);
      faults.note('eventbridge:partial-put-events');
      const identified = withEventIds(events);
      const taken = identified.map(() => faults.random() < 0.5);
      await publisher.publish(identified.filter((_, index) => taken[index]));
      throw new EventsRejectedError(
        identified.filter((_, index) => !taken[index]),
        identified.length,
      );
    },
  };
}

/** The error a function's crash after its writes is reported with (the aggregator's batch fails). */
export class LocalCrashError extends Error {
  constructor(what: string) {
    super(`${what} crashed after its writes committed, before it answered (LOCAL_FAULTS)`);
    this.name = 'LocalCrashError';
  }
}
