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
import { ACTIVITY_TIMEOUT_MS, INGEST_TIMEOUT_MS } from '../packages/pos-client/src/index.ts';
import {
  type BenchBranch,
  type BenchSuite,
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
        async (stack) => {
          const branchCount = numberFrom('LOAD_BRANCHES', 12);
          const days = numberFrom('LOAD_DAYS', 1);
          const readers = numberFrom('LOAD_READERS', 4);
          const liveIntervalMs = numberFrom('LOAD_LIVE_INTERVAL_MS', 3000);
          const branches: BenchBranch[] = [];
          for (let index = 0; index < branchCount; index++) {
            branches.push(await createBenchBranch(stack, `Load ${index + 1}`, 'pro'));
          }

          // One receiver for every branch's webhook: snapshot.completed per branch and date, and the
          // webhook-ids it came under (one per event, however often it is delivered).
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

          const poisoned = options.poisonedDay ? await plantPoisonedDay(stack) : null;

          // Every request of the run, timed by route family and counted by status.
          const samples = new Map<string, number[]>();
          const statuses = new Map<string, number>();
          const realFetch = globalThis.fetch;
          globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
            const url = new URL(input instanceof Request ? input.url : String(input));
            const family = familyOf(url.pathname);
            const started = performance.now();
            try {
              const response = await realFetch(input, init);
              statuses.set(
                `${family} ${response.status}`,
                (statuses.get(`${family} ${response.status}`) ?? 0) + 1,
              );
              if (family.startsWith('POST /ingest/* ')) lastDayDocumentAt = performance.now();
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

          // When the burst's last day document was answered, and when the last day was built; the
          // snapshots published per branch and date (one id per built revision).
          let lastDayDocumentAt = 0;
          let lastBuiltAt = 0;
          const snapshots = new Map<string, Set<string>>();
          const unsubscribe = stack.bus.subscribe((event) => {
            if (event.event !== 'snapshot.completed') return;
            lastBuiltAt = performance.now();
            const key = `${event.branch_identifier}|${(event.data as { date?: string }).date}`;
            snapshots.set(key, (snapshots.get(key) ?? new Set<string>()).add(String(event.id)));
          });

          // The setup above ran without faults; the run itself meets them.
          stack.faults?.arm();
          const java = dynamoDbLocalPid();
          const nodeBefore = cpuSeconds('self');
          const javaBefore = java ? cpuSeconds(java) : 0;
          const started = performance.now();
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
          // Live updates and activity every few seconds per branch, in each branch's order.
          let burstOver = false;
          const liveRefused: string[] = [];
          let liveSent = 0;
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
                liveSent++;
              } catch (error) {
                liveRefused.push((error as Error).message.slice(0, 200));
              }
              await new Promise((resolve) => setTimeout(resolve, liveIntervalMs));
            }
          });
          log(
            `load: ${branchCount} branches × ${days} day(s) at once, live and activity, ${readers} owners reading`,
          );
          let result: Awaited<ReturnType<typeof simulate>>;
          try {
            result = await simulate({
              seed: 21,
              days,
              live: false,
              dayConcurrency: 1,
              branches: branches.map((branch, index) => ({
                branchId: branch.branchId,
                index,
                concept: CONCEPTS[index % CONCEPTS.length]!,
                sender: createPosClientSender({
                  baseUrl: stack.url,
                  ...branch,
                  ...(options.retryAcceleration
                    ? { client: acceleratedClient(options.retryAcceleration) }
                    : {}),
                }),
              })),
            });
          } finally {
            burstOver = true;
            await Promise.all(lanes);
            reading = false;
            await Promise.all(owners);
          }
          const sentAt = performance.now();
          await stack.pipeline!.drain({ timeoutMs: 600_000 });
          await stack.webhooks.idle();
          const drainedAt = performance.now();
          // The count-back reads what is stored, not what a fault would make of the read.
          stack.faults?.disarm();
          unsubscribe();
          globalThis.fetch = realFetch;
          const nodeCpu = cpuSeconds('self') - nodeBefore;
          const javaCpu = (java ? cpuSeconds(java) : 0) - javaBefore;
          const cpuUsed = nodeCpu + javaCpu;
          const wallSeconds = (drainedAt - started) / 1000;

          // Count-back.
          let storedOnce = 0;
          let built = 0;
          let builtOnce = 0;
          let hooked = 0;
          let oneWebhookId = 0;
          const problems: string[] = [];
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
              if (body.data.attributes.total_sales_cents === cents) storedOnce++;
              else
                problems.push(
                  `${branch.branchId} ${date}: read ${body.data.attributes.total_sales_cents}, sent ${cents}`,
                );
              if (body.data.meta.snapshot_date) built++;
              else problems.push(`${branch.branchId} ${date}: not built`);
              const key = `${branch.branchId}|${date}`;
              if ((snapshots.get(key)?.size ?? 0) === 1) builtOnce++;
              else
                problems.push(
                  `${branch.branchId} ${date}: ${snapshots.get(key)?.size ?? 0} snapshots published`,
                );
              if ((delivered.get(key) ?? 0) > 0) hooked++;
              else problems.push(`${branch.branchId} ${date}: no snapshot.completed delivered`);
              if (webhookIds.get(key)?.size === 1) oneWebhookId++;
              else
                problems.push(
                  `${branch.branchId} ${date}: delivered under ${webhookIds.get(key)?.size ?? 0} webhook-ids`,
                );
            }
          }
          const poisonNote = poisoned ? await poisonedDayNote(stack, poisoned) : null;
          receiver.closeAllConnections();
          receiver.close();

          const closedDays = result.branches.reduce((sum, entry) => sum + entry.salesByDate.size, 0);
          const requests = [...samples.values()].reduce((sum, list) => sum + list.length, 0);
          const sendSeconds = (sentAt - started) / 1000;
          const countOf = (pattern: RegExp) =>
            [...statuses].filter(([key]) => pattern.test(key)).reduce((sum, [, n]) => sum + n, 0);
          const fiveXX = countOf(/ 5\d\d$/);
          const injected = [...(stack.faults?.injected ?? [])].sort().map(([fault, n]) => `${fault} ${n}`);
          return [
            {
              title: `load: ${branchCount} branches × ${days} closed day(s) at once, with live, activity and ${readers} owners reading`,
              rows: [...samples].map(([family, list]) => {
                const sorted = [...list].sort((a, b) => a - b);
                return {
                  'route family': family,
                  requests: list.length,
                  p50_ms: ms(percentile(sorted, 50)),
                  p95_ms: ms(percentile(sorted, 95)),
                  p99_ms: ms(percentile(sorted, 99)),
                };
              }),
              notes: [
                `${requests} requests in ${sendSeconds.toFixed(1)} s: ${(requests / sendSeconds / cpus().length).toFixed(1)} requests/s per core of the machine (${cpus().length}); ${(requests / cpuUsed).toFixed(1)} requests per CPU second used by the API process and DynamoDB Local together (${cpuUsed.toFixed(1)} s, until drained).`,
                `CPU until drained, ${wallSeconds.toFixed(1)} s of wall time: the Node process (API, pipeline, webhooks and the POS clients: one thread) ${nodeCpu.toFixed(1)} s (${((100 * nodeCpu) / wallSeconds).toFixed(0)} % of a core), DynamoDB Local ${javaCpu.toFixed(1)} s (${((100 * javaCpu) / wallSeconds).toFixed(0)} % of a core, several threads).`,
                `answers by status: ${[...statuses]
                  .sort()
                  .map(([key, n]) => `${key}: ${n}`)
                  .join('; ')}; 5xx: ${fiveXX} (500: ${countOf(/ 500$/)}).`,
                ...(stack.faults
                  ? [
                      `faults injected (LOCAL_FAULTS ${faultPlanText(stack.faults.plan)}): ${injected.join('; ') || 'none'}.`,
                    ]
                  : []),
                `backlog: the last day was built ${Math.max(0, (lastBuiltAt - lastDayDocumentAt) / 1000).toFixed(1)} s after the burst's last day document was answered; the pipeline and the webhooks were idle ${((drainedAt - sentAt) / 1000).toFixed(1)} s after the run's last request (live included).`,
                `count-back: ${closedDays} closed days sent; stored exactly once (sales read back = sent) ${storedOnce}; built ${built}, built once (one snapshot published) ${builtOnce}; snapshot.completed delivered ${hooked}, under one webhook-id ${oneWebhookId}; dead letters in the queue ${stack.pipeline!.queue.deadLetters.length}.`,
                ...(poisonNote ? [poisonNote] : []),
                `live: ${liveSent} live updates and activity events answered 2xx, ${liveRefused.length} refused or failed${liveRefused.length > 0 ? ` (first: ${liveRefused[0]})` : ''}.`,
                ...(problems.length > 0 ? [`problems: ${problems.slice(0, 10).join('; ')}`] : []),
              ],
            },
          ];
        },
      ),
  };
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
