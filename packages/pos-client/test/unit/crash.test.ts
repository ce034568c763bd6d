/**
 * A crash between any two steps loses nothing and duplicates nothing. A client "crashes" at each
 * mutating file step of sending a day in turn (its file system fails from then on); a new client
 * starts on the same folder, as the restarted POS would, and the service ends up with each of the
 * day's six documents stored exactly once, in the spec's order, and nothing left behind on disk.
 * The steps include the batch's progress file (written after each document, removed after the
 * batch) and, in the third scenario, a whole rewrite of the batch on top of a progress file.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPosClient, type EnqueueResult } from '../../src/index.ts';
import {
  BRANCH,
  closedDay,
  crashingFileSystem,
  DAY_KEYS,
  envelope,
  type FakeService,
  fakeService,
  filesUnder,
  memoryLogger,
  tempDir,
} from '../support/fake-service.ts';

const CLOSING = 'd4d4d4d4-0000-4000-8000-000000000004';

type Scenario = 'all accepted' | 'sales refused (422)' | 'payments pending after four 503s';

function serviceFor(scenario: Scenario): FakeService {
  const service = fakeService();
  if (scenario === 'payments pending after four 503s') {
    // Its four attempts fail (three progress writes, then the batch rewritten whole: pending); the
    // next start() sends it again, accepted.
    let payments = 0;
    service.always((request) =>
      request.path === '/api/v1/ingest/payments' && ++payments <= 4 ? 503 : undefined,
    );
  }
  if (scenario === 'sales refused (422)') {
    service.always((request) =>
      request.path === '/api/v1/ingest/sales'
        ? {
            status: 422,
            body: envelope(
              'SVC_ERR_422',
              'total_sales_cents is required',
              'data.attributes.total_sales_cents',
            ),
          }
        : undefined,
    );
  }
  return service;
}

/**
 * The client's clock, moved on by the session: while the client is idle, to its next timer (a
 * retry's wait), at once. A request's timeout timer is cleared before the client is idle again.
 */
function steppedTimers() {
  let nowMs = Date.now();
  let lastId = 0;
  const pending = new Map<number, { due: number; callback: () => void }>();
  return {
    timers: {
      now: () => nowMs,
      setTimeout: (callback: () => void, ms: number) => {
        lastId += 1;
        pending.set(lastId, { due: nowMs + ms, callback });
        return lastId;
      },
      clearTimeout: (id: unknown) => {
        pending.delete(id as number);
      },
    },
    /** Runs the earliest timer; false when none is left. */
    runNext(): boolean {
      const [id, timer] = [...pending].sort(([, a], [, b]) => a.due - b.due)[0] ?? [];
      if (id === undefined || timer === undefined) return false;
      pending.delete(id);
      nowMs = Math.max(nowMs, timer.due);
      timer.callback();
      return true;
    },
  };
}

/**
 * One POS session: start, send the day (unless it was queued in an earlier session), run until
 * nothing is due (retries included, on the stepped clock; after a crash only until idle: the
 * worker would back off from the dead file system forever).
 */
async function session(
  dir: string,
  service: FakeService,
  fileSystem: ReturnType<typeof crashingFileSystem>,
  alreadyQueued: boolean,
) {
  const clock = steppedTimers();
  const client = createPosClient({
    baseUrl: 'https://sandbox.example.test',
    directory: dir,
    apiKey: 'svc_test_key',
    fetch: service.fetch,
    fileSystem,
    timers: clock.timers,
    logger: memoryLogger(),
  });
  await client.start();
  let result: EnqueueResult | undefined;
  if (!alreadyQueued) result = await client.sendDay(closedDay(CLOSING));
  await client.idle();
  while (!fileSystem.crashed() && clock.runNext()) await client.idle();
  return { client, queued: alreadyQueued || result?.queued === true };
}

/**
 * Sessions on one file system until the day is out of the queue (a pending document waits for the
 * next start) or the file system crashes; at most three.
 */
async function sessions(
  dir: string,
  service: FakeService,
  fileSystem: ReturnType<typeof crashingFileSystem>,
  alreadyQueued: boolean,
) {
  let current = await session(dir, service, fileSystem, alreadyQueued);
  for (let started = 1; started < 3; started += 1) {
    await current.client.stop();
    if (fileSystem.crashed() || (await current.client.status()).pending === 0) break;
    current = await session(dir, service, fileSystem, true);
  }
  await current.client.stop();
  return current;
}

async function stepsOfACleanRun(scenario: Scenario): Promise<string[]> {
  const fileSystem = crashingFileSystem();
  await sessions(await tempDir(), serviceFor(scenario), fileSystem, false);
  return fileSystem.steps;
}

const BATCH_FILE = /outbox\/[^/]+\/000000000001\.json$/;
const PROGRESS_FILE = /outbox\/[^/]+\/000000000001\.progress\.json$/;

describe.each<Scenario>(['all accepted', 'sales refused (422)', 'payments pending after four 503s'])(
  'a crash at any step (%s)',
  (scenario) => {
    it('loses nothing and duplicates nothing', async () => {
      const steps = await stepsOfACleanRun(scenario);
      // enqueue (write, rename, fsync), each document's progress in the progress file (write, rename)
      // but the last's, the batch's removal (unlink, fsync) and its progress file's (unlink),
      // state.json (write, rename, fsync); the count is the test's range.
      expect(steps.length).toBeGreaterThanOrEqual(19);
      const renamed = (file: RegExp) => steps.filter((step) => step.startsWith('rename') && file.test(step));
      // The batch file (the bodies) is written at enqueue; whole again only when a document turns
      // pending and when the next start begins its new round (later revisions: the progress file
      // written before no longer applies). The progress goes to its own small file, removed after the
      // batch.
      expect(renamed(BATCH_FILE)).toHaveLength(scenario === 'payments pending after four 503s' ? 3 : 1);
      expect(renamed(PROGRESS_FILE).length).toBeGreaterThanOrEqual(4);
      expect(steps.filter((step) => step.startsWith('unlink') && PROGRESS_FILE.test(step))).toHaveLength(1);
      const salesRefused = scenario === 'sales refused (422)';
      const expectedStored = salesRefused
        ? DAY_KEYS(CLOSING).filter((key) => !key.endsWith('-sales'))
        : DAY_KEYS(CLOSING);

      for (let crashAt = 1; crashAt <= steps.length; crashAt += 1) {
        const where = `crash at step ${crashAt} (${steps[crashAt - 1]!.replace(/\/tmp\/[^ ]*?pos-client-[^/]+/, '…')})`;
        const dir = await tempDir();
        const service = serviceFor(scenario);
        const crashing = crashingFileSystem(crashAt);
        const first = await sessions(dir, service, crashing, false);
        expect(crashing.crashed(), where).toBe(true);

        // The POS starts again; if the first session never confirmed the day, the POS sends it again.
        const second = await sessions(dir, service, crashingFileSystem(), first.queued);

        expect(service.accepted, where).toEqual(expectedStored);
        // Every resend reused the key with the very same body (the service stores a key once).
        for (const key of DAY_KEYS(CLOSING)) {
          const bodies = new Set(
            service.received.filter((r) => r.idempotencyKey === key).map((r) => JSON.stringify(r.body)),
          );
          expect(bodies.size, `${where}: ${key}`).toBe(1);
        }
        const files = await filesUnder(dir);
        expect(
          files.filter((file) => file.startsWith('outbox') || file.endsWith('.tmp')),
          where,
        ).toEqual([]);
        const deadLetters = files.filter((file) => file.startsWith('dead-letter'));
        expect(deadLetters, where).toEqual(
          salesRefused ? [join('dead-letter', `${BRANCH}-${CLOSING}-sales.json`)] : [],
        );
        const status = await second.client.status();
        expect(status, where).toMatchObject({ queued: 0, pending: 0, blocked: 0 });
        expect(status.deadLettered, where).toBe(salesRefused ? 1 : 0);
      }
    }, 120_000);
  },
);
