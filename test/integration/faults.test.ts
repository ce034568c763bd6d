/**
 * The fault bench's small version (bench/faults.ts, docs/operations.md#faults): a few branches close
 * their day through the POS client while the local stack injects every kind of fault, at rates high
 * enough that each kind happens in a run this small. Then the count-back: every acknowledged day
 * stored exactly once, built once, its snapshot delivered under one webhook-id, and no 500.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '#shared/storage/db.ts';
import { claimAttempt, getDelivery, putDelivery } from '#shared/storage/webhook-store.ts';
import { pendingDelivery } from '#shared/use-cases/webhooks/deliveries.ts';
import { acceleratedClient } from '../../bench/load.ts';
import { LOCAL_CREDENTIALS } from '../../local/dynamodb-local.ts';
import { CONCEPTS } from '../../local/simulator/concepts.ts';
import { type SimulationResult, simulate } from '../../local/simulator/run.ts';
import { createPosClientSender } from '../../local/simulator/sender.ts';
import { dynamoDbEndpoint, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const BRANCHES = 3;
let stack: TestStack;
let receiver: Server;
let branches: TestBranch[];
let result: SimulationResult;
const statuses: number[] = [];
/** webhook-ids received per `<branch>|<date>` of snapshot.completed. */
const received = new Map<string, Set<string>>();
/** snapshot.completed ids published per `<branch>|<date>`. */
const published = new Map<string, Set<string>>();

const countingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  statuses.push(response.status);
  return response;
};

beforeAll(async () => {
  // Each kind's first draw fails, so a run this small meets every kind; the rates stay low enough
  // that a day's message, which also counts a receive for each redelivery and each crash of its
  // batch, does not reach the fifth receive (the DLQ) by chance: that would be the rates failing.
  stack = await startTestStack({
    webhookWaitScale: 0.01,
    faults: {
      rates: { dynamodb: 0.05, eventbridge: 0.2, sqs: 0.15, 'crash-after-commit': 0.05 },
      seed: 11,
      firstDrawFails: true,
    },
  });
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const event = JSON.parse(body) as { event: string; branch_identifier: string; data: { date?: string } };
      const key = `${event.branch_identifier}|${event.data.date}`;
      received.set(key, (received.get(key) ?? new Set()).add(String(req.headers['webhook-id'])));
      res.writeHead(200).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  branches = [];
  for (let index = 0; index < BRANCHES; index++) {
    const branch = await stack.createBranch({ plan: 'enterprise' });
    const hook = await stack.request('POST', '/api/v1/developer/webhooks', {
      apiKey: branch.apiKey,
      body: { url, events: ['snapshot.completed'], secret: 'faults-test-secret-0123456789' },
    });
    expect(hook.status).toBe(201);
    branches.push(branch);
  }
  stack.bus.subscribe((event) => {
    if (event.event !== 'snapshot.completed') return;
    const key = `${event.branch_identifier}|${(event.data as { date: string }).date}`;
    published.set(key, (published.get(key) ?? new Set()).add(String(event.id)));
  });
  stack.faults!.arm();
  result = await simulate({
    seed: 5,
    days: 1,
    live: false,
    branches: branches.map((branch, index) => ({
      branchId: branch.branchId,
      index,
      concept: CONCEPTS[index % CONCEPTS.length]!,
      sender: createPosClientSender({
        baseUrl: stack.url,
        apiKey: branch.apiKey,
        branchId: branch.branchId,
        fetch: countingFetch,
        client: acceleratedClient(100),
        // The back office goes by plain fetch (short pauses): enough attempts to outlast the faults.
        attempts: 12,
        // A day's document whose four attempts all met a fault (a loaded machine reorders the
        // seeded draws) gets four more after a restart, as a POS would at its next start.
        pendingRestarts: 2,
      }),
    })),
  });
  await stack.pipeline!.drain({ timeoutMs: 120_000 });
  await stack.webhooks.idle();
  stack.faults!.disarm();
}, 300_000);

afterAll(async () => {
  receiver?.closeAllConnections();
  receiver?.close();
  await stack?.close();
});

describe('under injected AWS faults', () => {
  it('met every kind of fault', () => {
    const kinds = new Set([...stack.faults!.injected.keys()].map((fault) => fault.split(':')[0]));
    expect([...kinds].sort(), JSON.stringify([...stack.faults!.injected])).toEqual([
      'crash-after-commit',
      'dynamodb',
      'eventbridge',
      'sqs',
    ]);
  });

  it('answered no 500: a transient fault is 503, and was retried', () => {
    expect(statuses).not.toContain(500);
    expect(statuses).toContain(503);
  });

  it('stored every acknowledged day exactly once', async () => {
    for (const [index, branch] of branches.entries()) {
      for (const [date, cents] of result.branches[index]!.salesByDate) {
        const summary = await stack.request('GET', '/api/v1/intelligence/sales/summary', {
          apiKey: branch.apiKey,
          query: { branch_identifier: branch.branchId, date_from: date, date_to: date },
        });
        expect(summary.status).toBe(200);
        expect(summary.body.data.attributes.total_sales_cents, `${branch.branchId} ${date}`).toBe(cents);
      }
    }
  });

  it('built every closed day once, and delivered its snapshot under one webhook-id', () => {
    expect(stack.pipeline!.queue.deadLetters).toEqual([]);
    for (const [index, branch] of branches.entries()) {
      for (const date of result.branches[index]!.salesByDate.keys()) {
        const key = `${branch.branchId}|${date}`;
        expect(published.get(key)?.size, `snapshots of ${key}`).toBe(1);
        expect([...(received.get(key) ?? [])], `webhook-ids of ${key}`).toEqual([...published.get(key)!]);
      }
    }
  });
});

describe('a delivery write whose answer was lost', () => {
  it('is taken as done when the SDK sends it again, so the attempt is still made and recorded', async () => {
    const branch = await stack.createBranch();
    const subscription = await stack.request('POST', '/api/v1/developer/webhooks', {
      apiKey: branch.apiKey,
      body: {
        url: 'http://127.0.0.1:9/never',
        events: ['snapshot.completed'],
        secret: 'lost-answer-secret-0123456789',
      },
    });
    const delivery = pendingDelivery(new Date(), {
      branch_id: branch.branchId,
      subscription_id: subscription.body.data.id,
      event: 'snapshot.completed',
      event_id: 'lost-answer',
      body: '{}',
    });
    await putDelivery(stack.deps, delivery);
    // A client whose first UpdateItem commits and then loses its answer; the SDK sends it again.
    const db = createDocumentClient({
      region: 'us-east-1',
      endpoint: dynamoDbEndpoint(),
      credentials: LOCAL_CREDENTIALS,
    });
    let updates = 0;
    db.middlewareStack.add(
      (next, context) => async (args) => {
        if (!String(context.commandName).startsWith('Update')) return next(args);
        updates++;
        const output = await next(args);
        if (updates === 1) {
          throw Object.assign(new Error('the answer did not arrive in time'), {
            name: 'TimeoutError',
            $metadata: {},
          });
        }
        return output;
      },
      { step: 'finalizeRequest', priority: 'low', name: 'loseFirstAnswer' },
    );
    const deps = { db, tableName: stack.deps.tableName };
    await claimAttempt(deps, delivery, 1, { attempt: '1/1', at: new Date().toISOString() });
    // Sent again at least once; a busy DynamoDB Local may fail that retry too, and the SDK tries a third time.
    expect(updates).toBeGreaterThanOrEqual(2);
    const claimed = await getDelivery(deps, branch.branchId, delivery.subscription_id, delivery.id);
    expect(claimed?.claimed_attempt).toBe('1/1');
    db.destroy();
  });
});
