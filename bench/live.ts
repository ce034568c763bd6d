/**
 * Bench suite "live": the activity ingest with its anomaly checks and the live sales read, through
 * the local HTTP API, beside the bare DynamoDB Local operation measured in the same run.
 *
 * - activity ingest: an event with no rule (discount) and each rule's event, each against a bare
 *   PutItem. Every one commits one TransactWriteItems (idempotency record + minute counter + event
 *   [+ login profile]); a price override reads the history and catalog and a login its profile while
 *   that transaction commits; a cancellation Queries the actor's window after it. Plus the worst case,
 *   an anomaly raised on every request (the same waiter cancelling again and again: the alert grows).
 * - GET /live/sales/today with today's and last week's live days of 120 closed tables each, against
 *   a bare GetItem: one GetItem of today's head (its totals and the copy of last week's bucket totals
 *   that its first update stored) and one Query of last week's cutoff bucket, in parallel with each
 *   other and the rate-limit count. Beside it, the fallback for a head without the copy: then a
 *   BatchGetItem of last week's head.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { sameWeekdayLastWeek } from '#shared/domain/analytics/period.ts';
import { businessDateAt, DEFAULT_BUSINESS_DAY_CUTOFF_HOUR } from '#shared/domain/business-day.ts';
import { lastWeekLiveOf } from '#shared/domain/live/live-day.ts';
import { type LocalStack, startLocalStack } from '../local/stack.ts';
import { layLiveDay, tableEvents } from '../test/fixtures/live-days.ts';
import {
  type BenchBranch,
  type BenchContext,
  type BenchSuite,
  type BenchTable,
  callApi,
  createBenchBranch,
  iterations,
  ms,
  percentile,
  ratio,
  type Timing,
} from './harness.ts';

const TIME_ZONE = 'America/Mexico_City';

/** POST (idempotent, with a body) or GET through the local API: the harness's call. */
const call = (stack: LocalStack, branch: BenchBranch, method: string, path: string, body?: unknown) =>
  callApi(stack, branch, method, path, body === undefined ? {} : { body, idempotent: true });

const activityBody = (branch: BenchBranch, attributes: Record<string, unknown>) => ({
  data: {
    type: 'activity',
    attributes: { branch_identifier: branch.branchId, occurred_at: new Date().toISOString(), ...attributes },
  },
});

const CASES: Array<{ name: string; attributes: (i: number) => Record<string, unknown> }> = [
  {
    name: 'discount applied (no rule)',
    attributes: () => ({
      actor_name: 'Ana',
      event: 'ticket.discount_applied',
      detail: { discount_cents: 500 },
    }),
  },
  {
    name: 'line cancelled (window Query)',
    // A different waiter each time: the window holds every cancellation of the bench so far, but the
    // Query returns only this waiter's (filtered by actor_key).
    attributes: (i) => ({
      actor_name: `Mesero ${i}`,
      event: 'ticket.line_cancelled',
      detail: { item: 'Cerveza', amount_cents: 5500 },
    }),
  },
  {
    name: 'login (profile read during the commit)',
    attributes: (i) => ({
      actor_name: `Usuario ${i % 10}`,
      event: 'user.login',
      detail: { device: 'Caja 1', ip: '10.0.0.1' },
    }),
  },
  {
    name: 'price override (history + catalog during the commit)',
    attributes: (i) => ({
      actor_name: 'Ana',
      event: 'ticket.price_overridden',
      detail: { item: 'Cerveza', original_cents: 5500, new_cents: 5000, ticket_id: `T-${i}` },
    }),
  },
  {
    name: 'line cancelled, anomaly raised every time',
    attributes: () => ({
      actor_name: 'Luis',
      event: 'ticket.line_cancelled',
      detail: { item: 'Cerveza', amount_cents: 5500 },
    }),
  },
];

/**
 * The machine is shared, so load drifts during a run: each case is measured interleaved with its
 * floor (floor, case, floor, case, …), and the ratio divides medians taken over the same minutes.
 */
async function interleaved(
  floor: (i: number) => Promise<unknown>,
  operation: (i: number) => Promise<unknown>,
  n: number,
): Promise<{ floor: Timing; operation: Timing }> {
  const floorSamples: number[] = [];
  const operationSamples: number[] = [];
  for (let i = -5; i < n; i++) {
    let started = performance.now();
    await floor(i);
    const floorMs = performance.now() - started;
    started = performance.now();
    await operation(i);
    const operationMs = performance.now() - started;
    if (i < 0) continue; // warm-up
    floorSamples.push(floorMs);
    operationSamples.push(operationMs);
  }
  const timing = (samples: number[]): Timing => {
    samples.sort((a, b) => a - b);
    return { p50: percentile(samples, 50), p95: percentile(samples, 95), samples: samples.length };
  };
  return { floor: timing(floorSamples), operation: timing(operationSamples) };
}

async function run(stack: LocalStack, context: BenchContext): Promise<BenchTable[]> {
  const { db, tableName } = stack.deps;
  const floorKey = { pk: `BENCH#${randomUUID()}`, sk: 'FLOOR' };
  const item = { ...floorKey, payload: 'x'.repeat(200), n: 0 };
  await db.send(new PutCommand({ TableName: tableName, Item: item }));
  const n = iterations(150, context);
  const putItem = (i: number) => db.send(new PutCommand({ TableName: tableName, Item: { ...item, n: i } }));
  const getItem = () => db.send(new GetCommand({ TableName: tableName, Key: floorKey }));

  const rows: BenchTable['rows'] = [];
  const row = (operation: string, timings: { floor: Timing; operation: Timing }, floor: string) => ({
    operation,
    p50_ms: ms(timings.operation.p50),
    p95_ms: ms(timings.operation.p95),
    floor,
    floor_p50_ms: ms(timings.floor.p50),
    ratio_p50: ratio(timings.operation.p50, timings.floor.p50),
  });
  for (const benchCase of CASES) {
    const branch = await createBenchBranch(stack, `Bench live ${benchCase.name}`);
    context.log(`activity: ${benchCase.name} × ${n}, interleaved with PutItem`);
    const timings = await interleaved(
      putItem,
      (i) =>
        call(stack, branch, 'POST', '/api/v1/ingest/activity', activityBody(branch, benchCase.attributes(i))),
      n,
    );
    rows.push(row(`POST /ingest/activity: ${benchCase.name}`, timings, 'PutItem'));
  }

  // The business date the live module reads now (bench branches keep the default cutoff hour).
  const today = businessDateAt(new Date().toISOString(), TIME_ZONE, DEFAULT_BUSINESS_DAY_CUTOFF_HOUR)!;
  const lastWeek = sameWeekdayLastWeek(today);
  const startOf = (date: string) => Date.parse(`${date}T12:00:00-06:00`);
  // 120 tables each, opened a minute apart from noon (today's from midnight), closed 40 minutes later.
  const todayEvents = tableEvents(
    120,
    startOf(today) - 86_400_000 / 2,
    startOf(today) - 86_400_000 / 2 + 120 * 60_000,
  );
  const lastWeekEvents = tableEvents(120, startOf(lastWeek), startOf(lastWeek) + 120 * 60_000);
  /** Last week's day, then today's: with the copy of last week's bucket totals (as its first update makes it) or without. */
  const salesBranch = async (name: string, withCopy: boolean) => {
    const branch = await createBenchBranch(stack, name);
    const now = new Date().toISOString();
    const { head } = await layLiveDay(stack.deps, branch.branchId, lastWeek, lastWeekEvents, { now });
    await layLiveDay(stack.deps, branch.branchId, today, todayEvents, {
      now,
      ...(withCopy ? { lastWeek: lastWeekLiveOf(lastWeek, head) } : {}),
    });
    return branch;
  };
  const branch = await salesBranch('Bench live sales', true);
  context.log(`live: GET /live/sales/today × ${n}, interleaved with GetItem`);
  const sales = await interleaved(getItem, () => call(stack, branch, 'GET', '/api/v1/live/sales/today'), n);
  rows.push(row('GET /live/sales/today (120 + 120 tables)', sales, 'GetItem'));
  const older = await salesBranch('Bench live sales without the copy', false);
  context.log(`live: GET /live/sales/today without the copy × ${n}, interleaved with GetItem`);
  const fallback = await interleaved(getItem, () => call(stack, older, 'GET', '/api/v1/live/sales/today'), n);
  rows.push(row('GET /live/sales/today, head without the copy', fallback, 'GetItem'));
  const ping = await interleaved(getItem, () => call(stack, branch, 'GET', '/api/v1/ping'), n);
  rows.push(row('GET /ping (the platform alone)', ping, 'GetItem'));
  return [
    {
      title: 'Live: activity ingest with anomaly checks, live sales read (DynamoDB Local, local HTTP API)',
      rows,
      notes: [
        `${n} sequential requests per case after 5 warm-ups, each interleaved with its floor (bare PutItem or GetItem of a 200-byte item), so both medians come from the same minutes; Pro branches (rate-limit counter on every request), a fresh branch per case.`,
        'Every API request also pays the HTTP adapter and the key lookup (cached). The activity ingest is one TransactWriteItems (idempotency record + minute counter + event [+ login profile]); a bare 3-item transaction alone is 2–2.5× a PutItem on DynamoDB Local, so no activity ingest can reach 2.5× here.',
        'price override / login: their reads (history + catalog / profile) run while the transaction commits: no extra round trip unless an alert is raised (its put).',
        "line cancelled: one Query after the commit (the actor's cancellations of ±2 h, filtered by actor_key; the actor's alerts in parallel); raised every time: + a conditional replace of the alert.",
        "sales/today and ping: the rate-limit UpdateItem runs in parallel with the read (ping reads nothing); sales/today is one GetItem of today's head (totals and the copy of last week's bucket totals) and, in parallel, one Query of last week's cutoff bucket, then the computation. Without the copy: then a BatchGetItem of last week's head.",
      ],
    },
  ];
}

export const liveBench: BenchSuite = {
  name: 'live',
  description: 'activity ingest with the anomaly checks vs PutItem; GET /live/sales/today vs GetItem',
  async run(context) {
    const stack = await startLocalStack({
      endpoint: context.endpoint,
      tableName: `bench-live-${randomUUID()}`,
      pipeline: false,
    });
    try {
      return await run(stack, context);
    } finally {
      await stack.close();
    }
  },
};
