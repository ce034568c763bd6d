/**
 * Bench suite "aws-cost" (what AWS bills): DynamoDB capacity units of what a branch does in a month, measured on the
 * local stack with `ReturnConsumedCapacity: 'TOTAL'` on every command (the harness's meterCapacity,
 * a client middleware on the stack's one document client: API handlers, the aggregator and the
 * webhook tasks all send through it). Operations:
 *
 * - a typical closed day: the simulator's taquería (seed 7), its days sent through the POS client
 *   and built by the pipeline, back office included, per day; beside it the write floor: the bytes
 *   of the day's documents (the JSON bodies a POS sends) divided by 1 KB;
 * - a live hour: today's live updates and activity events so far, per hour open;
 * - a dashboard session: the reads an owner makes on opening the dashboard;
 * - an assistant question; a webhook delivery (one event, one subscription).
 *
 * docs/cost.md turns these units and the request counts into dollars.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONCEPTS } from '../local/simulator/concepts.ts';
import { generateDay, setupBranch } from '../local/simulator/generate.ts';
import { simulate, simulatedDates } from '../local/simulator/run.ts';
import { createPosClientSender } from '../local/simulator/sender.ts';
import type { LocalStack } from '../local/stack.ts';
import {
  type BenchBranch,
  type BenchSuite,
  type BenchTable,
  type CapacityMeter,
  type CapacityTotals,
  callApi,
  createBenchBranch,
  meterCapacity,
  sumCapacity,
  withBenchStack,
} from './harness.ts';

const SEED = 7;
const TAQUERIA = CONCEPTS[0]!;

/** Offset that puts the stack's and the simulator's clock at 16:00 in Mexico City today (taquería open since 12:00). */
function afternoonClock(): { now: () => Date; openHours: number } {
  const real = new Date();
  const mexico = new Date(real.toLocaleString('en-US', { timeZone: TAQUERIA.timezone }));
  const target = new Date(mexico);
  target.setHours(16, 0, 0, 0);
  const offset = target.getTime() - mexico.getTime();
  return { now: () => new Date(Date.now() + offset), openHours: 4 };
}

/** Bytes of a simulated day's documents as a POS sends them (the JSON bodies), with its xout. */
function dayBytes(date: string): number {
  const branch = setupBranch(SEED, 0, TAQUERIA, '00000000-0000-4000-8000-000000000000');
  const day = generateDay(branch, date);
  const documents = [day.orders, day.discounts, day.cancellations, day.payments, day.sales, day.cashRegister];
  if (day.xout) documents.push(day.xout.closing);
  return documents
    .filter((document) => document !== undefined)
    .reduce(
      (sum, document) => sum + Buffer.byteLength(JSON.stringify({ data: { attributes: document } })),
      0,
    );
}

function row(operation: string, totals: Map<string, CapacityTotals>, per: number, notes: string) {
  const sum = sumCapacity(totals);
  const by = [...totals]
    .sort((a, b) => b[1].writeUnits + b[1].readUnits - (a[1].writeUnits + a[1].readUnits))
    .map(
      ([name, t]) =>
        `${name.replace('Command', '')} ${t.calls}: ${round(t.writeUnits / per)} W ${round(t.readUnits / per)} R`,
    )
    .join('; ');
  return {
    operation,
    calls: round(sum.calls / per),
    write_units: round(sum.writeUnits / per),
    read_units: round(sum.readUnits / per),
    'by command (per operation)': by,
    notes,
  };
}

const round = (value: number) => Number(value.toFixed(1));

type Units = Map<string, CapacityTotals>;
type Clock = ReturnType<typeof afternoonClock>;
/** What the simulator runs: the taquería's branch, `days` closed days or (live) today so far. */
type Target = (days: number, live: boolean) => Parameters<typeof simulate>[0];

function simulationTarget(stack: LocalStack, branch: BenchBranch, clock: Clock): Target {
  return (days, live) => ({
    seed: SEED,
    days,
    live,
    clock: clock.now,
    branches: [
      {
        branchId: branch.branchId,
        index: 0,
        concept: TAQUERIA,
        sender: createPosClientSender({ baseUrl: stack.url, ...branch }),
      },
    ],
  });
}

/**
 * Closed days (setup and back office included: they are part of a branch's month), and the write
 * floor of a day: the bytes of its documents / 1 KB.
 */
async function meterClosedDays(
  stack: LocalStack,
  meter: CapacityMeter,
  target: Target,
  days: number,
  clock: Clock,
) {
  meter.take();
  const closed = await simulate(target(days, false));
  await stack.pipeline!.drain({ timeoutMs: 600_000 });
  await stack.webhooks.idle();
  const units = meter.take();
  const dates = simulatedDates(TAQUERIA, days, clock.now());
  const floorUnits = dates.reduce((sum, date) => sum + dayBytes(date), 0) / 1024 / days;
  return { units, requests: closed.requests, dates, floorUnits };
}

/** Today live so far (setup replays first: taken apart at the live phase). */
async function meterLiveSoFar(meter: CapacityMeter, target: Target) {
  const live = await simulate({
    ...target(0, true),
    onPhase: (_branch, phase) => {
      if (phase === 'live') meter.take();
    },
  });
  return { units: meter.take(), events: live.branches[0]?.liveEvents ?? 0 };
}

/** A dashboard session: the reads an owner makes on opening it, over the last 28 simulated days. */
async function meterDashboardSession(
  stack: LocalStack,
  meter: CapacityMeter,
  branch: BenchBranch,
  dates: readonly string[],
): Promise<Units> {
  const last = dates.at(-1)!;
  const monthStart = dates.at(-28) ?? dates[0]!;
  const period = { branch_identifier: branch.branchId, date_from: monthStart, date_to: last };
  const yesterday = { branch_identifier: branch.branchId, date_from: last, date_to: last };
  meter.take();
  for (const [path, query] of [
    ['/api/v1/intelligence/sales/summary', yesterday],
    ['/api/v1/intelligence/sales/summary', period],
    ['/api/v1/intelligence/sales/by-hour', period],
    ['/api/v1/intelligence/sales/by-employee', period],
    ['/api/v1/intelligence/menu/engineering', period],
    ['/api/v1/intelligence/kpis', period],
    ['/api/v1/intelligence/alerts', period],
    ['/api/v1/intelligence/pnl', period],
    ['/api/v1/live/sales/today', { branch_identifier: branch.branchId }],
  ] as const) {
    await callApi(stack, branch, 'GET', path, { query: { ...query } });
  }
  return meter.take();
}

/** An assistant question; null (and a line in the log) if it fails. */
async function meterAssistantQuestion(
  stack: LocalStack,
  meter: CapacityMeter,
  branch: BenchBranch,
  log: (line: string) => void,
): Promise<Units | null> {
  try {
    meter.take();
    await callApi(stack, branch, 'POST', '/api/v1/assistant/ask', {
      body: {
        data: {
          type: 'assistant-question',
          attributes: { branch_identifier: branch.branchId, question: '¿Cuánto vendí la semana pasada?' },
        },
      },
      idempotent: true,
    });
    return meter.take();
  } catch (error) {
    log(`cost: the assistant question failed: ${(error as Error).message.slice(0, 200)}`);
    return null;
  }
}

/** A webhook delivery: one event (the `date`'s snapshot) to one subscription, answered 200. */
async function meterWebhookDelivery(
  stack: LocalStack,
  meter: CapacityMeter,
  branch: BenchBranch,
  date: string,
): Promise<Units> {
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  await callApi(stack, branch, 'POST', '/api/v1/developer/webhooks', {
    body: {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
      events: ['snapshot.completed'],
      secret: 'bench-secret-0123456789',
    },
  });
  meter.take();
  await stack.bus.publish([
    {
      event: 'snapshot.completed',
      branch_identifier: branch.branchId,
      timestamp: new Date().toISOString(),
      data: { snapshot_type: 'daily', date, cubes_regenerated: ['sales'] },
    },
  ]);
  await stack.webhooks.idle();
  const units = meter.take();
  receiver.closeAllConnections();
  receiver.close();
  return units;
}

interface Measured {
  days: number;
  openHours: number;
  closed: Awaited<ReturnType<typeof meterClosedDays>>;
  live: Awaited<ReturnType<typeof meterLiveSoFar>>;
  session: Units;
  ask: Units | null;
  webhook: Units;
}

function costTable({ days, openHours, closed, live, session, ask, webhook }: Measured): BenchTable {
  const perDayWrites = sumCapacity(closed.units).writeUnits / days;
  return {
    title: `Capacity units per operation (DynamoDB Local, ReturnConsumedCapacity TOTAL; taquería, seed ${SEED})`,
    rows: [
      row(
        'closed day (documents, build, back office share)',
        closed.units,
        days,
        `${days} days, ${closed.requests} requests`,
      ),
      row(
        'live: today so far, per hour open',
        live.units,
        openHours,
        `${live.events} events in ${openHours} h`,
      ),
      row(
        'dashboard session (9 reads)',
        session,
        1,
        'yesterday, 28-day summary, by hour, by employee, menu, KPIs, alerts, P&L, live today',
      ),
      ask
        ? row('assistant question', ask, 1, '¿Cuánto vendí la semana pasada?')
        : { operation: 'assistant question', notes: 'failed (see the log)' },
      row('webhook delivery (1 event, 1 subscription)', webhook, 1, 'fan-out, attempt, delivery record'),
    ],
    notes: [
      `write floor of a closed day: ${round(closed.floorUnits)} units (bytes of its documents / 1 KB); measured ${round(perDayWrites)} write units per day: ${round(perDayWrites / closed.floorUnits)}× the floor (goal ≤ 2×).`,
      'DynamoDB Local reports a transactional write as AWS charges it, 2 units a KB (a TransactWriteItems Put of 10 KB reports 20, a PutItem 10): the units are the bill.',
    ],
  };
}

export const awsCostBench: BenchSuite = {
  name: 'aws-cost',
  description:
    'capacity units per closed day, live hour, dashboard session, assistant question, webhook delivery',
  async run({ endpoint, log, scale }) {
    const clock = afternoonClock();
    return withBenchStack(endpoint, 'aws-cost', { port: 0, clock: { now: clock.now } }, async (stack) => {
      const meter = meterCapacity(stack.deps.db);
      const branch = await createBenchBranch(stack, TAQUERIA.name, 'enterprise');
      const target = simulationTarget(stack, branch, clock);
      const days = Math.max(7, Math.round(28 * scale));
      log(`cost: ${days} closed days of the taquería`);
      const closed = await meterClosedDays(stack, meter, target, days, clock);
      log('cost: today live so far');
      const live = await meterLiveSoFar(meter, target);
      log('cost: a dashboard session');
      const session = await meterDashboardSession(stack, meter, branch, closed.dates);
      log('cost: an assistant question');
      const ask = await meterAssistantQuestion(stack, meter, branch, log);
      log('cost: a webhook delivery');
      const webhook = await meterWebhookDelivery(stack, meter, branch, closed.dates.at(-1)!);
      meter.remove();
      return [costTable({ days, openHours: clock.openHours, closed, live, session, ask, webhook })];
    });
  },
};
