/**
 * A scripted stand-in for the service, injected as the client's `fetch`. It keeps what the real one
 * keeps about idempotency (a key accepted once answers 409 afterwards) and answers each request from
 * the script first: a status, a full answer, a network fault or a hang that only the client's
 * timeout ends.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { type ClosedDay, type FileSystem, type Logger, nodeFileSystem } from '../../src/index.ts';

export type Scripted =
  | number
  | { status: number; headers?: Record<string, string>; body?: unknown }
  | 'network'
  | 'hang';

export interface Received {
  path: string;
  apiKey: string | null;
  idempotencyKey: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads any member of the JSON it received
  body: any;
  at: number;
  /** What the service answered (or the fault). */
  answer: number | 'network' | 'hang';
}

export interface FakeService {
  fetch: typeof fetch;
  received: Received[];
  /** Keys the service stored (first acceptance), in order. */
  accepted: string[];
  /** Answers for the next requests, in order; afterwards the idempotent default (202, then 409). */
  script(...answers: Scripted[]): void;
  /** Answers every request to this path prefix from `answer` until cleared (null). */
  always(answer: ((received: Received) => Scripted | undefined) | null): void;
}

export function fakeService(): FakeService {
  const received: Received[] = [];
  const accepted: string[] = [];
  const queue: Scripted[] = [];
  let rule: ((request: Received) => Scripted | undefined) | null = null;
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    const request: Received = {
      path: new URL(String(input)).pathname,
      apiKey: headers.get('x-api-key'),
      idempotencyKey: headers.get('x-idempotency-key'),
      body: JSON.parse(String(init?.body)),
      at: Date.now(),
      answer: 0,
    };
    received.push(request);
    const scripted = queue.shift() ?? rule?.(request) ?? 'default';
    if (scripted === 'network') {
      request.answer = 'network';
      throw new TypeError('fetch failed');
    }
    if (scripted === 'hang') {
      request.answer = 'hang';
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    let answer =
      typeof scripted === 'number' ? { status: scripted } : scripted === 'default' ? undefined : scripted;
    if (answer === undefined) {
      const key = request.idempotencyKey!;
      if (accepted.includes(key)) {
        answer = { status: 409, body: envelope('SVC_ERR_409', 'idempotency key already processed') };
      } else {
        accepted.push(key);
        answer = {
          status: 202,
          body: { data: { type: `${request.body.data.type}-ingest`, attributes: { queued: true } } },
        };
      }
    } else if (answer.status >= 200 && answer.status < 300 && !accepted.includes(request.idempotencyKey!)) {
      accepted.push(request.idempotencyKey!);
    }
    request.answer = answer.status;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: {
        'content-type': 'application/json',
        'x-request-id': `req-${received.length}`,
        ...answer.headers,
      },
    });
  };
  return {
    fetch: fetchImpl as typeof fetch,
    received,
    accepted,
    script: (...answers) => queue.push(...answers),
    always: (answer) => {
      rule = answer;
    },
  };
}

export function envelope(code: string, message: string, field?: string) {
  return { error: { code, message, ...(field ? { field } : {}), request_id: 'req-test' } };
}

/**
 * A folder of the test's own under the system's temporary one, removed when the test that made it
 * (or whose beforeEach made it) finishes: each unit run made 117 and left them, 10,427 on this
 * machine (found 2026-12-04). The unit project shares modules across files (isolate: false), so a
 * file-level afterAll here would be registered once per worker, not once per file.
 */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pos-client-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Logs into an array, so tests see (and stay quiet about) what the client reports. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message) => lines.push(`error ${message}`),
  };
}

export const BRANCH = '7d4b3c2a-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
export const OTHER_BRANCH = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

/** A small closed day with all six documents (the numbers are not the point here). */
export function closedDay(closingId: string, branchId = BRANCH, date = '2026-03-06'): ClosedDay {
  const day = { branch_identifier: branchId, date, closing_type: 'zout' as const };
  return {
    closingId,
    meta: { pos_name: 'PuntoVenta Express', pos_version: '4.2.1' },
    orders: {
      ...day,
      lines: [
        {
          item_name: 'Taco al pastor',
          quantity: 3,
          unit_price_cents: 2500,
          subtotal_cents: 7500,
          net_total_cents: 7500,
          category_type: 'food',
          waiter_name: 'Ana López',
        },
      ],
    },
    discounts: { ...day, discounts: [] },
    cancellations: { ...day, cancellations: [] },
    payments: { ...day, payments: [{ payment_type: 'cash', amount_cents: 7500 }] },
    sales: { ...day, shift: 'all_day', total_sales_cents: 7500 },
    cashRegister: {
      branch_identifier: branchId,
      closing_type: 'zout',
      start_at: `${date}T08:00:00-06:00`,
      end_at: `${date}T23:30:00-06:00`,
      status: 'completed',
      summaries: [{ type: 'cash_sales', name: 'Efectivo', amount_cents: 7500 }],
    },
  };
}

export const DAY_KEYS = (closingId: string) => [
  `${closingId}-orders`,
  `${closingId}-discounts`,
  `${closingId}-cancellations`,
  `${closingId}-payments`,
  `${closingId}-sales`,
  closingId,
];

/** Every file under `dir`, relative, sorted (to see what a crash left). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

export const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

/** Waits (in real time, without moving fake timers as vi.waitFor does) until `condition` holds. */
export async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The real file system, with a "crash" at mutating step `crashAt` (1-based): that step does not
 * happen (a write leaves half a temp file), and from then on every operation fails, as if the
 * process had died. `steps` names each mutating step taken, to count them on a clean run.
 */
export function crashingFileSystem(
  crashAt = Number.POSITIVE_INFINITY,
): FileSystem & { steps: string[]; crashed: () => boolean } {
  const steps: string[] = [];
  let dead = false;
  const crash = () => new Error('simulated crash');
  const alive = () => {
    if (dead) throw crash();
  };
  const mutate = async (name: string, run: () => Promise<void>, partial?: () => Promise<void>) => {
    alive();
    steps.push(name);
    if (steps.length === crashAt) {
      dead = true;
      await partial?.();
      throw crash();
    }
    await run();
  };
  return {
    steps,
    crashed: () => dead,
    writeAndSync: (file, data) =>
      mutate(
        `write ${file}`,
        () => nodeFileSystem.writeAndSync(file, data),
        () => writeFile(file, data.slice(0, Math.floor(data.length / 2))),
      ),
    rename: (from, to) => mutate(`rename ${to}`, () => nodeFileSystem.rename(from, to)),
    syncDir: (dir) => mutate(`fsync ${dir}`, () => nodeFileSystem.syncDir(dir)),
    unlink: (file) => mutate(`unlink ${file}`, () => nodeFileSystem.unlink(file)),
    readFile: async (file) => {
      alive();
      return nodeFileSystem.readFile(file);
    },
    readdir: async (dir) => {
      alive();
      return nodeFileSystem.readdir(dir);
    },
    mkdir: async (dir) => {
      alive();
      return nodeFileSystem.mkdir(dir);
    },
  };
}
