/**
 * Bench suite "load": many simulated branches close their day at the same minute against one local
 * stack, through the POS client (one per branch, driven concurrently by the simulator), while the
 * same branches send today's live updates and activity and their owners read the dashboard.
 * Reports throughput per CPU core, p50/p95/p99 per route family and answers by status, then counts
 * back: every acknowledged day stored exactly once (its sales read back equal what was sent, not
 * twice), every zout's day built, every snapshot.completed webhook delivered to its receiver.
 *
 * Live: each branch sends one of today's live updates or activity events (the simulator's, in order)
 * every LOAD_LIVE_INTERVAL_MS, from the start of the burst until it is over and at least 30 s passed.
 *
 * Size (environment, the bench's flags): LOAD_BRANCHES (default 12), LOAD_DAYS (closed days each
 * branch sends in the burst, default 1), LOAD_READERS (owners reading concurrently, default 4),
 * LOAD_LIVE_INTERVAL_MS (default 3000).
 */
import { execSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { DateTime } from 'luxon';
import { businessToday, DEFAULT_BUSINESS_DAY_CUTOFF_HOUR } from '#shared/domain/business-day.ts';
import { type FaultPlan, faultPlanText } from '../local/faults.ts';
import { CONCEPTS } from '../local/simulator/concepts.ts';
import { generateLive, type SimBranch, setupBranch } from '../local/simulator/generate.ts';
import { simulate } from '../local/simulator/run.ts';
import { createFetchSender, createPosClientSender } from '../local/simulator/sender.ts';
import type { LocalStack } from '../local/stack.ts';
import { ACTIVITY_TIMEOUT_MS, INGEST_TIMEOUT_MS } from '../packages/pos-client/src/index.ts';
import {
  type BenchBranch,
  type BenchSuite,
  type BenchTable,
  callApi,
  createBenchBranch,
  ms,
  percentile,
  withBenchStack,
} from './harness.ts';
import { plantPoisonedDay, poisonedDayNote } from './poisoned-day.ts';

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** The route family of a request path: ingest (documents), activity, live, reads, other. */
function familyOf(path: string): string {
  if (path.startsWith('/api/v1/ingest/activity')) return 'POST /ingest/activity';
  if (path.startsWith('/api/v1/ingest/')) return 'POST /ingest/* (day documents)';
  if (path.startsWith('/api/v1/live/update')) return 'POST /live/update';
  if (path.startsWith('/api/v1/backoffice/')) return 'POST /backoffice/*';
  if (path.startsWith('/api/v1/intelligence/') || path.startsWith('/api/v1/live/')) return 'GET reads';
  return 'other';
}

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
function cpuSeconds(pid: number | string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

function dynamoDbLocalPid(): string | null {
  try {
    return execSync(`pgrep -P ${process.pid} java`).toString().trim().split('\n')[0] || null;
  } catch {
    return null;
  }
}

export const loadBench: BenchSuite = loadScenario({
  name: 'load',
  description:
    'branches closing their day at the same minute, live updates, activity and owners reading; the count-back',
});

export interface LoadScenarioOptions {
  name: string;
  description: string;
  /** Faults the local stack injects (LOCAL_FAULTS, local/faults.ts). */
  faults?: FaultPlan;
  /**
   * How much faster the POS clients' retry schedule runs (5 s, 30 s, 5 min become 50 ms, 300 ms,
   * 3 s at 100): a bench under faults waits for its retries, not for the spec's minutes. @default 1
   */
  retryAcceleration?: number;
  /** Plants a day that cannot be built (bench/poisoned-day.ts) and reports how it was handled. */
  poisonedDay?: boolean;
}

/** The load scenario, as a suite: `load` as it is, `faults` with a fault plan (bench/faults.ts). */
export function loadScenario(options: LoadScenarioOptions): BenchSuite {
  return {
    name: options.name,
    description: options.description,
    run: ({ endpoint, log }) =>
      withBenchStack(
        endpoint,
        options.name,
        { port: 0, ...(options.faults ? { faults: options.faults } : {}) },
        (stack) => runLoad(stack, options, log),
      ),
  };
}

interface LoadSize {
  branchCount: number;
  days: number;
  readers: number;
  liveIntervalMs: number;
}

/** The run's size, from the environment (the module's header). */
function loadSize(): LoadSize {
  return {
    branchCount: numberFrom('LOAD_BRANCHES', 12),
    days: numberFrom('LOAD_DAYS', 1),
    readers: numberFrom('LOAD_READERS', 4),
    liveIntervalMs: numberFrom('LOAD_LIVE_INTERVAL_MS', 3000),
  };
}

/** Sets up the branches, runs the burst, drains, counts back; the suite's one table. */
async function runLoad(stack: LocalStack, options: LoadScenarioOptions, log: (line: string) => void) {
  const size = loadSize();
  const branches: BenchBranch[] = [];
  for (let index = 0; index < size.branchCount; index++) {
    branches.push(await createBenchBranch(stack, `Load ${index + 1}`, 'pro'));
  }
  const receiver = await receiveWebhooks(stack, branches);
  const poisoned = options.poisonedDay ? await plantPoisonedDay(stack) : null;
  const requests = logRequests();
  const watch = watchSnapshots(stack);
  // The setup above ran without faults; the run itself meets them.
  stack.faults?.arm();
  const cpu = startCpuMeter();
  const started = performance.now();
  const burst = await runBurst(stack, branches, size, options.retryAcceleration, log);
  const sentAt = performance.now();
  await stack.pipeline!.drain({ timeoutMs: 600_000 });
  await stack.webhooks.idle();
  const drainedAt = performance.now();
  // The count-back reads what is stored, not what a fault would make of the read.
  stack.faults?.disarm();
  watch.unsubscribe();
  requests.restore();
  const used = cpu.read();
  const counted = await countBack(stack, branches, burst.result, watch.snapshots, receiver);
  const poisonNote = poisoned ? await poisonedDayNote(stack, poisoned) : null;
  receiver.close();
  return [
    loadTable({
      stack,
      size,
      requests,
      burst,
      cpu: used,
      times: { started, sentAt, drainedAt, lastBuiltAt: watch.lastBuiltAt },
      counted,
      poisonNote,
    }),
  ];
}

interface WebhookReceiver {
  /** snapshot.completed deliveries per `branch|date`. */
  delivered: Map<string, number>;
  /** The webhook-ids each `branch|date` came under (one per event, however often it is delivered). */
  webhookIds: Map<string, Set<string>>;
  close(): void;
}

/** One receiver for every branch's webhook, subscribed to each branch's snapshot.completed. */
async function receiveWebhooks(
  stack: LocalStack,
  branches: readonly BenchBranch[],
): Promise<WebhookReceiver> {
  const delivered = new Map<string, number>();
  const webhookIds = new Map<string, Set<string>>();
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      try {
        const event = JSON.parse(body) as { branch_identifier?: string; data?: { date?: string } };
        const key = `${event.branch_identifier}|${event.data?.date}`;
        delivered.set(key, (delivered.get(key) ?? 0) + 1);
        const ids = webhookIds.get(key) ?? new Set<string>();
        ids.add(String(req.headers['webhook-id']));
        webhookIds.set(key, ids);
      } catch {
        // not an event: counted nowhere
      }
      res.writeHead(200).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  for (const branch of branches) {
    await callApi(stack, branch, 'POST', '/api/v1/developer/webhooks', {
      body: { url: hookUrl, events: ['snapshot.completed'], secret: 'load-bench-secret-0123456789' },
    });
  }
  return {
    delivered,
    webhookIds,
    close: () => {
      receiver.closeAllConnections();
      receiver.close();
    },
  };
}

interface RequestLog {
  /** Durations by route family. */
  samples: Map<string, number[]>;
  /** Answers by `family status` (or `family network error`). */
  statuses: Map<string, number>;
  /** When the burst's last day document was answered. */
  lastDayDocumentAt: number;
  /** Puts the real fetch back. */
  restore(): void;
}

/** Every request of the run from here (the global fetch), timed by route family and counted by status. */
function logRequests(): RequestLog {
  const realFetch = globalThis.fetch;
  const log: RequestLog = {
    samples: new Map(),
    statuses: new Map(),
    lastDayDocumentAt: 0,
    restore: () => {
      globalThis.fetch = realFetch;
    },
  };
  const { samples, statuses } = log;
  globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const family = familyOf(url.pathname);
    const started = performance.now();
    try {
      const response = await realFetch(input, init);
      statuses.set(`${family} ${response.status}`, (statuses.get(`${family} ${response.status}`) ?? 0) + 1);
      if (family.startsWith('POST /ingest/* ')) log.lastDayDocumentAt = performance.now();
      return response;
    } catch (error) {
      statuses.set(`${family} network error`, (statuses.get(`${family} network error`) ?? 0) + 1);
      throw error;
    } finally {
      const list = samples.get(family) ?? [];
      list.push(performance.now() - started);
      samples.set(family, list);
    }
  }) as typeof fetch;
  return log;
}

interface SnapshotWatch {
  /** The snapshots published per `branch|date` (one id per built revision). */
  snapshots: Map<string, Set<string>>;
  /** When the last day was built. */
  lastBuiltAt: number;
  unsubscribe(): void;
}

function watchSnapshots(stack: LocalStack): SnapshotWatch {
  const watch: SnapshotWatch = { snapshots: new Map(), lastBuiltAt: 0, unsubscribe: () => undefined };
  watch.unsubscribe = stack.bus.subscribe((event) => {
    if (event.event !== 'snapshot.completed') return;
    watch.lastBuiltAt = performance.now();
    const key = `${event.branch_identifier}|${(event.data as { date?: string }).date}`;
    watch.snapshots.set(key, (watch.snapshots.get(key) ?? new Set<string>()).add(String(event.id)));
  });
  return watch;
}

/** CPU seconds used from now by this process and by DynamoDB Local (its child `java`). */
function startCpuMeter() {
  const java = dynamoDbLocalPid();
  const nodeBefore = cpuSeconds('self');
  const javaBefore = java ? cpuSeconds(java) : 0;
  return {
    read: () => ({
      node: cpuSeconds('self') - nodeBefore,
      java: (java ? cpuSeconds(java) : 0) - javaBefore,
    }),
  };
}

/** `readers` owners reading today's live sales, 250 ms apart, until the returned stop is called. */
function startOwners(stack: LocalStack, branches: readonly BenchBranch[], readers: number) {
  let reading = true;
  let reads = 0;
  const owners = Array.from({ length: readers }, async (_, reader) => {
    while (reading) {
      const branch = branches[(reads + reader) % branches.length]!;
      reads++;
      await callApi(stack, branch, 'GET', '/api/v1/live/sales/today', {
        query: { branch_identifier: branch.branchId },
      }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  return async () => {
    reading = false;
    await Promise.all(owners);
  };
}

interface LiveLanes {
  /** Live updates and activity events answered 2xx. */
  sent: number;
  refused: string[];
  /** Marks the burst over and waits for the lanes (each runs at least 30 s). */
  finish(): Promise<void>;
}

/** Live updates and activity every `intervalMs` per branch, in each branch's order. */
function startLiveLanes(stack: LocalStack, branches: readonly BenchBranch[], intervalMs: number): LiveLanes {
  let burstOver = false;
  const live: LiveLanes = { sent: 0, refused: [], finish: async () => undefined };
  const lanes = branches.map(async (branch, index) => {
    const concept = CONCEPTS[index % CONCEPTS.length]!;
    const simBranch = setupBranch(21, index, concept, branch.branchId);
    const events = liveAtMidService(simBranch);
    const sender = createFetchSender({ baseUrl: stack.url, ...branch });
    const laneStarted = performance.now();
    for (const event of events) {
      if (burstOver && performance.now() - laneStarted > 30_000) break;
      try {
        if (event.kind === 'live') await sender.sendLiveUpdate(event.attributes);
        else await sender.sendActivity(event.attributes);
        live.sent++;
      } catch (error) {
        live.refused.push((error as Error).message.slice(0, 200));
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  });
  live.finish = async () => {
    burstOver = true;
    await Promise.all(lanes);
  };
  return live;
}

type Simulation = Awaited<ReturnType<typeof simulate>>;

/** Every branch closes its days at once through its POS client, while live lanes and owners run. */
async function runBurst(
  stack: LocalStack,
  branches: readonly BenchBranch[],
  size: LoadSize,
  retryAcceleration: number | undefined,
  log: (line: string) => void,
): Promise<{ result: Simulation; live: LiveLanes }> {
  const stopOwners = startOwners(stack, branches, size.readers);
  const live = startLiveLanes(stack, branches, size.liveIntervalMs);
  log(
    `load: ${size.branchCount} branches × ${size.days} day(s) at once, live and activity, ${size.readers} owners reading`,
  );
  try {
    const result = await simulate({
      seed: 21,
      days: size.days,
      live: false,
      dayConcurrency: 1,
      branches: branches.map((branch, index) => ({
        branchId: branch.branchId,
        index,
        concept: CONCEPTS[index % CONCEPTS.length]!,
        sender: createPosClientSender({
          baseUrl: stack.url,
          ...branch,
          ...(retryAcceleration ? { client: acceleratedClient(retryAcceleration) } : {}),
        }),
      })),
    });
    return { result, live };
  } finally {
    await live.finish();
    await stopOwners();
  }
}

interface CountBack {
  storedOnce: number;
  built: number;
  builtOnce: number;
  hooked: number;
  oneWebhookId: number;
  problems: string[];
}

/**
 * Every acknowledged day read back: stored exactly once (its sales equal what was sent), built,
 * built once (one snapshot published), its snapshot.completed delivered under one webhook-id.
 */
async function countBack(
  stack: LocalStack,
  branches: readonly BenchBranch[],
  result: Simulation,
  snapshots: ReadonlyMap<string, Set<string>>,
  receiver: WebhookReceiver,
): Promise<CountBack> {
  const tally: CountBack = {
    storedOnce: 0,
    built: 0,
    builtOnce: 0,
    hooked: 0,
    oneWebhookId: 0,
    problems: [],
  };
  const { problems } = tally;
  for (const [index, entry] of result.branches.entries()) {
    const branch = branches[index]!;
    for (const [date, cents] of entry.salesByDate) {
      const body = JSON.parse(
        await callApi(stack, branch, 'GET', '/api/v1/intelligence/sales/summary', {
          query: { branch_identifier: branch.branchId, date_from: date, date_to: date },
        }),
      ) as {
        data: { attributes: { total_sales_cents: number }; meta: { snapshot_date?: string | null } };
      };
      if (body.data.attributes.total_sales_cents === cents) tally.storedOnce++;
      else
        problems.push(
          `${branch.branchId} ${date}: read ${body.data.attributes.total_sales_cents}, sent ${cents}`,
        );
      if (body.data.meta.snapshot_date) tally.built++;
      else problems.push(`${branch.branchId} ${date}: not built`);
      const key = `${branch.branchId}|${date}`;
      if ((snapshots.get(key)?.size ?? 0) === 1) tally.builtOnce++;
      else problems.push(`${branch.branchId} ${date}: ${snapshots.get(key)?.size ?? 0} snapshots published`);
      if ((receiver.delivered.get(key) ?? 0) > 0) tally.hooked++;
      else problems.push(`${branch.branchId} ${date}: no snapshot.completed delivered`);
      if (receiver.webhookIds.get(key)?.size === 1) tally.oneWebhookId++;
      else
        problems.push(
          `${branch.branchId} ${date}: delivered under ${receiver.webhookIds.get(key)?.size ?? 0} webhook-ids`,
        );
    }
  }
  return tally;
}

interface LoadRun {
  stack: LocalStack;
  size: LoadSize;
  requests: RequestLog;
  burst: { result: Simulation; live: LiveLanes };
  cpu: { node: number; java: number };
  times: { started: number; sentAt: number; drainedAt: number; lastBuiltAt: number };
  counted: CountBack;
  poisonNote: string | null;
}

/** p50/p95/p99 per route family, and the notes: throughput, CPU, statuses, backlog, count-back. */
function loadTable(run: LoadRun): BenchTable {
  const { size, requests } = run;
  return {
    title: `load: ${size.branchCount} branches × ${size.days} closed day(s) at once, with live, activity and ${size.readers} owners reading`,
    rows: [...requests.samples].map(([family, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        'route family': family,
        requests: list.length,
        p50_ms: ms(percentile(sorted, 50)),
        p95_ms: ms(percentile(sorted, 95)),
        p99_ms: ms(percentile(sorted, 99)),
      };
    }),
    notes: loadNotes(run),
  };
}

function loadNotes({ stack, requests, burst, cpu, times, counted, poisonNote }: LoadRun): string[] {
  const { samples, statuses } = requests;
  const { live } = burst;
  const cpuUsed = cpu.node + cpu.java;
  const wallSeconds = (times.drainedAt - times.started) / 1000;
  const closedDays = burst.result.branches.reduce((sum, entry) => sum + entry.salesByDate.size, 0);
  const requestCount = [...samples.values()].reduce((sum, list) => sum + list.length, 0);
  const sendSeconds = (times.sentAt - times.started) / 1000;
  const countOf = (pattern: RegExp) =>
    [...statuses].filter(([key]) => pattern.test(key)).reduce((sum, [, n]) => sum + n, 0);
  const fiveXX = countOf(/ 5\d\d$/);
  const injected = [...(stack.faults?.injected ?? [])].sort().map(([fault, n]) => `${fault} ${n}`);
  return [
    `${requestCount} requests in ${sendSeconds.toFixed(1)} s: ${(requestCount / sendSeconds / cpus().length).toFixed(1)} requests/s per core of the machine (${cpus().length}); ${(requestCount / cpuUsed).toFixed(1)} requests per CPU second used by the API process and DynamoDB Local together (${cpuUsed.toFixed(1)} s, until drained).`,
    `CPU until drained, ${wallSeconds.toFixed(1)} s of wall time: the Node process (API, pipeline, webhooks and the POS clients: one thread) ${cpu.node.toFixed(1)} s (${((100 * cpu.node) / wallSeconds).toFixed(0)} % of a core), DynamoDB Local ${cpu.java.toFixed(1)} s (${((100 * cpu.java) / wallSeconds).toFixed(0)} % of a core, several threads).`,
    `answers by status: ${[...statuses]
      .sort()
      .map(([key, n]) => `${key}: ${n}`)
      .join('; ')}; 5xx: ${fiveXX} (500: ${countOf(/ 500$/)}).`,
    ...(stack.faults
      ? [
          `faults injected (LOCAL_FAULTS ${faultPlanText(stack.faults.plan)}): ${injected.join('; ') || 'none'}.`,
        ]
      : []),
    `backlog: the last day was built ${Math.max(0, (times.lastBuiltAt - requests.lastDayDocumentAt) / 1000).toFixed(1)} s after the burst's last day document was answered; the pipeline and the webhooks were idle ${((times.drainedAt - times.sentAt) / 1000).toFixed(1)} s after the run's last request (live included).`,
    `count-back: ${closedDays} closed days sent; stored exactly once (sales read back = sent) ${counted.storedOnce}; built ${counted.built}, built once (one snapshot published) ${counted.builtOnce}; snapshot.completed delivered ${counted.hooked}, under one webhook-id ${counted.oneWebhookId}; dead letters in the queue ${stack.pipeline!.queue.deadLetters.length}.`,
    ...(poisonNote ? [poisonNote] : []),
    `live: ${live.sent} live updates and activity events answered 2xx, ${live.refused.length} refused or failed${live.refused.length > 0 ? ` (first: ${live.refused[0]})` : ''}.`,
    ...(counted.problems.length > 0 ? [`problems: ${counted.problems.slice(0, 10).join('; ')}`] : []),
  ];
}

/**
 * The POS client with time running `factor` times faster: its retry waits shrink alike, while its
 * request timeouts (read on the same timers) are stretched back to the spec's 15 s and 3 s.
 */
export function acceleratedClient(factor: number) {
  const start = Date.now();
  return {
    timers: {
      now: () => start + (Date.now() - start) * factor,
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms / factor),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    ingestTimeoutMs: INGEST_TIMEOUT_MS * factor,
    activityTimeoutMs: ACTIVITY_TIMEOUT_MS * factor,
  };
}

/**
 * A branch's live updates and activity so far as of its mid-service, stamped in the minutes before
 * now: whatever the hour the bench runs at (before a branch opens there would be none).
 */
function liveAtMidService(branch: SimBranch) {
  const { concept } = branch;
  const now = new Date();
  const today = businessToday(now, concept.timezone, DEFAULT_BUSINESS_DAY_CUTOFF_HOUR);
  const midService = concept.opensAt + (concept.closesAt - concept.opensAt) / 2;
  const dayAt = DateTime.fromISO(today, { zone: concept.timezone }).plus({ hours: midService });
  return generateLive(branch, today, DateTime.fromJSDate(now), 5, dayAt);
}
