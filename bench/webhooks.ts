/**
 * Bench suite "webhooks": event → first attempt at the receiver, on the local stack.
 *
 * Each sample publishes one `snapshot.completed` on the local bus (what the aggregator does) and
 * stops the clock when the POST arrives at a receiver on 127.0.0.1. That path is the whole local
 * delivery path: the bus subscriber, the ASL state machine run by aws-local-stepfunctions (Choice,
 * FanOut task: one Query of the subscriptions and one PutItem per delivery; Map; Attempt1 task:
 * two GetItems, signing, the HTTP POST), i.e. what a receiver waits for. Recording the attempt
 * (one UpdateItem) happens after the POST and is not in the figure. Goal: p50 under 250 ms.
 *
 * Second table: one event to 10 subscriptions of one branch (10 receivers): time to the first and
 * to the tenth POST. Floor, in the same run: a bare PutItem on DynamoDB Local. Ratios divide p50s.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ServiceEvent } from '#shared/adapters/events.ts';
import type { LocalStack } from '../local/stack.ts';
import {
  type BenchBranch,
  type BenchContext,
  type BenchSuite,
  type BenchTable,
  callApi,
  createBenchBranch,
  iterations,
  measure,
  ms,
  ratio,
  type Timing,
  timingOf,
  withBenchStack,
} from './harness.ts';

interface Receiver {
  url: string;
  /** Resolves with the arrival time (performance.now()) of the next `count` requests. */
  next(count: number): Promise<number[]>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  let arrivals: number[] = [];
  let waiter: { count: number; resolve: (times: number[]) => void } | undefined;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      arrivals.push(performance.now());
      res.writeHead(200).end();
      if (waiter && arrivals.length >= waiter.count) {
        const done = waiter;
        waiter = undefined;
        const times = arrivals;
        arrivals = [];
        done.resolve(times);
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    next: (count) =>
      new Promise((resolve) => {
        waiter = { count, resolve };
      }),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

async function register(stack: LocalStack, branch: BenchBranch, url: string): Promise<void> {
  await callApi(stack, branch, 'POST', '/api/v1/developer/webhooks', {
    body: { url, events: ['snapshot.completed'], secret: 'bench-secret-0123456789' },
  });
}

const event = (branch: BenchBranch, index: number): ServiceEvent => ({
  event: 'snapshot.completed',
  branch_identifier: branch.branchId,
  timestamp: new Date().toISOString(),
  data: { snapshot_type: 'daily', date: '2026-03-06', cubes_regenerated: ['sales'], sample: index },
});

function row(name: string, timing: Timing, floor: number) {
  return {
    path: name,
    samples: timing.samples,
    'p50 ms': ms(timing.p50),
    'p95 ms': ms(timing.p95),
    'p50 / floor': ratio(timing.p50, floor),
  };
}

export const webhooksBench: BenchSuite = {
  name: 'webhooks',
  description: 'event → first attempt at a receiver on 127.0.0.1; one event to 10 subscriptions',
  run: (context) =>
    withBenchStack(context.endpoint, 'webhooks', { pipeline: false }, (stack) => run(stack, context)),
};

async function run(stack: LocalStack, context: BenchContext): Promise<BenchTable[]> {
  const receivers: Receiver[] = [];
  try {
    const floor = await measurePutFloor(stack, context);
    const single = await measureOneSubscription(stack, context, receivers);
    const fanned = await measureTenSubscriptions(stack, context, receivers);
    return [webhooksTable(single, fanned, floor)];
  } finally {
    await Promise.all(receivers.map((receiver) => receiver.close()));
  }
}

/** The floor: a bare PutItem on DynamoDB Local. */
function measurePutFloor(stack: LocalStack, context: BenchContext): Promise<Timing> {
  return measure(
    (index) =>
      stack.deps.db.send(
        new PutCommand({
          TableName: stack.deps.tableName,
          Item: { pk: `BENCH#${index}`, sk: 'FLOOR', value: index },
        }),
      ),
    { iterations: iterations(100, context) },
  );
}

/**
 * One subscription: event → first attempt, timed as a whole sample (the attempt's record included)
 * and to the POST's arrival alone. Its receiver joins `receivers` (closed by the caller).
 */
async function measureOneSubscription(
  stack: LocalStack,
  context: BenchContext,
  receivers: Receiver[],
): Promise<{ firstAttempt: Timing; arrival: Timing }> {
  const single = await createBenchBranch(stack, 'Webhook bench (1 subscription)');
  const one = await startReceiver();
  receivers.push(one);
  await register(stack, single, one.url);
  const firstAttempt = await measure(
    async (index) => {
      const arrived = one.next(1);
      await stack.bus.publish([event(single, index)]);
      await arrived;
      await stack.webhooks.idle();
    },
    { iterations: iterations(60, context) },
  );
  context.log(`1 subscription: p50 ${ms(firstAttempt.p50)} ms`);
  // measure() times the whole sample (also the attempt's record); time the arrival alone too.
  const arrivalSamples: number[] = [];
  for (let index = 0; index < iterations(60, context); index++) {
    const arrived = one.next(1);
    const started = performance.now();
    await stack.bus.publish([event(single, index)]);
    const [at] = await arrived;
    arrivalSamples.push(at! - started);
    await stack.webhooks.idle();
  }
  return { firstAttempt, arrival: timingOf(arrivalSamples) };
}

/**
 * Ten subscriptions of one branch, one event: time to the first and to the tenth POST. Its ten
 * receivers join `receivers` (closed by the caller).
 */
async function measureTenSubscriptions(
  stack: LocalStack,
  context: BenchContext,
  receivers: Receiver[],
): Promise<{ first: Timing; last: Timing }> {
  const fanned = await createBenchBranch(stack, 'Webhook bench (10 subscriptions)');
  const ten: Receiver[] = [];
  for (let index = 0; index < 10; index++) {
    const receiver = await startReceiver();
    receivers.push(receiver);
    ten.push(receiver);
    await register(stack, fanned, receiver.url);
  }
  const firstOfTen: number[] = [];
  const lastOfTen: number[] = [];
  for (let index = 0; index < iterations(30, context); index++) {
    const arrivals = ten.map((receiver) => receiver.next(1));
    const started = performance.now();
    await stack.bus.publish([event(fanned, index)]);
    const times = (await Promise.all(arrivals)).map(([at]) => at! - started);
    firstOfTen.push(Math.min(...times));
    lastOfTen.push(Math.max(...times));
    await stack.webhooks.idle();
  }
  return { first: timingOf(firstOfTen), last: timingOf(lastOfTen) };
}

function webhooksTable(
  single: { firstAttempt: Timing; arrival: Timing },
  fanned: { first: Timing; last: Timing },
  floor: Timing,
): BenchTable {
  return {
    title: 'Webhooks: event published → POST at the receiver (local stack)',
    rows: [
      row('event → first attempt arrives (1 subscription)', single.arrival, floor.p50),
      row('event → attempt recorded, execution finished (1 subscription)', single.firstAttempt, floor.p50),
      row('one event, 10 subscriptions: first POST arrives', fanned.first, floor.p50),
      row('one event, 10 subscriptions: tenth POST arrives', fanned.last, floor.p50),
      row('floor: bare PutItem on DynamoDB Local', floor, floor.p50),
    ],
    notes: [
      'Path: local bus → aws-local-stepfunctions running the ASL file → FanOut (Query + PutItem per delivery) → Map → Attempt1 (2 GetItem, HMAC signing, HTTP POST to 127.0.0.1).',
      'Goal: event → first attempt p50 under 250 ms locally. In AWS add EventBridge → Step Functions start (typically tens of ms) and Lambda invocations.',
      'The Map runs up to 10 deliveries at once (MaxConcurrency 10), so the tenth POST waits for no other attempt.',
    ],
  };
}
