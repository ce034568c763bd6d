/**
 * A crash between any two steps loses nothing and duplicates nothing. A client "crashes" at each
 * mutating file step of sending a day in turn (its file system fails from then on); a new client
 * starts on the same folder, as the restarted POS would, and the service ends up with each of the
 * day's six documents stored exactly once, in the spec's order, and nothing left behind on disk.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPosClient, type EnqueueResult, type FileSystem } from '../../src/index.ts';
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

type Scenario = 'all accepted' | 'sales refused (422)';

function serviceFor(scenario: Scenario): FakeService {
  const service = fakeService();
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

/** One POS session: start, send the day (unless it was queued in an earlier session), run until idle. */
async function session(dir: string, service: FakeService, fileSystem: FileSystem, alreadyQueued: boolean) {
  const client = createPosClient({
    baseUrl: 'https://sandbox.example.test',
    directory: dir,
    apiKey: 'svc_test_key',
    fetch: service.fetch,
    fileSystem,
    logger: memoryLogger(),
  });
  await client.start();
  let result: EnqueueResult | undefined;
  if (!alreadyQueued) result = await client.sendDay(closedDay(CLOSING));
  await client.idle();
  return { client, queued: alreadyQueued || result?.queued === true };
}

async function stepsOfACleanRun(scenario: Scenario): Promise<string[]> {
  const fileSystem = crashingFileSystem();
  const { client } = await session(await tempDir(), serviceFor(scenario), fileSystem, false);
  await client.stop();
  return fileSystem.steps;
}

describe.each<Scenario>(['all accepted', 'sales refused (422)'])('a crash at any step (%s)', (scenario) => {
  it('loses nothing and duplicates nothing', async () => {
    const steps = await stepsOfACleanRun(scenario);
    // enqueue (write, rename, fsync), each document's progress (write, rename) but the last's, the
    // batch's removal (unlink, fsync), state.json (write, rename, fsync); the count is the test's range.
    expect(steps.length).toBeGreaterThanOrEqual(18);
    const expectedStored =
      scenario === 'all accepted'
        ? DAY_KEYS(CLOSING)
        : DAY_KEYS(CLOSING).filter((key) => !key.endsWith('-sales'));

    for (let crashAt = 1; crashAt <= steps.length; crashAt += 1) {
      const where = `crash at step ${crashAt} (${steps[crashAt - 1]!.replace(/\/tmp\/[^ ]*?pos-client-[^/]+/, '…')})`;
      const dir = await tempDir();
      const service = serviceFor(scenario);
      const crashing = crashingFileSystem(crashAt);
      const first = await session(dir, service, crashing, false);
      expect(crashing.crashed(), where).toBe(true);
      await first.client.stop();

      // The POS starts again; if the first session never confirmed the day, the POS sends it again.
      const second = await session(dir, service, crashingFileSystem(), first.queued);
      await second.client.stop();

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
        scenario === 'all accepted' ? [] : [join('dead-letter', `${BRANCH}-${CLOSING}-sales.json`)],
      );
      const status = await second.client.status();
      expect(status, where).toMatchObject({ queued: 0, pending: 0, blocked: 0 });
      expect(status.deadLettered, where).toBe(scenario === 'all accepted' ? 0 : 1);
    }
  }, 120_000);
});
