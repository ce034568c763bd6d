/**
 * start() removes the temp files a crash left. A POS may send right after calling start() without
 * awaiting it, so an enqueue must not write its own temp file while that cleanup runs: the cleanup
 * would delete it before its rename (the document refused with ENOENT, as the simulator once saw
 * under load). The file system here is in memory, so every step is a microtask and the order of
 * the interleaving is fixed; the listing of the outbox folder is slow (a busy disk), and a batch's
 * rename waits until the cleanup either removed its temp file or finished, which is exactly the
 * window the race needs.
 */
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPosClient, type FileSystem } from '../../src/index.ts';
import { BRANCH, closedDay, DAY_KEYS, fakeService, memoryLogger } from '../support/fake-service.ts';

const ROOT = '/pos';
const OUTBOX = `${ROOT}/outbox`;

/** Files and folders in a Map; every operation resolves in a microtask, listings of OUTBOX after a few turns. */
function memoryFileSystem(hooks: {
  beforeRename?: (from: string) => Promise<void>;
  onUnlink?: (file: string) => void;
}): FileSystem & { files: Map<string, string> } {
  const files = new Map<string, string>();
  const folders = new Set<string>();
  const missing = (file: string) =>
    Object.assign(new Error(`ENOENT: no such file or directory, '${file}'`), { code: 'ENOENT' });
  const macrotask = () => new Promise((resolve) => setImmediate(resolve));
  return {
    files,
    async writeAndSync(file, data) {
      files.set(file, data);
    },
    async rename(from, to) {
      await hooks.beforeRename?.(from);
      const data = files.get(from);
      if (data === undefined) throw missing(from);
      files.delete(from);
      files.set(to, data);
    },
    async syncDir() {},
    async unlink(file) {
      if (!files.delete(file)) throw missing(file);
      hooks.onUnlink?.(file);
    },
    async readFile(file) {
      const data = files.get(file);
      if (data === undefined) throw missing(file);
      return data;
    },
    async readdir(dir) {
      if (dir === OUTBOX) for (let turn = 0; turn < 3; turn += 1) await macrotask();
      const children = [...files.keys(), ...folders].filter((entry) => posix.dirname(entry) === dir);
      return [...new Set(children.map((entry) => posix.basename(entry)))];
    },
    async mkdir(dir) {
      for (let folder = dir; folder !== '/'; folder = posix.dirname(folder)) folders.add(folder);
    },
  };
}

describe('start() and an enqueue made before it finished', () => {
  it('queues the day: the enqueue waits for the temp-file cleanup', async () => {
    let started = false;
    const removedTemps: string[] = [];
    const fileSystem = memoryFileSystem({
      // The window: the batch's temp file exists, and the cleanup has not finished yet.
      beforeRename: async (from) => {
        if (!from.startsWith(`${OUTBOX}/`)) return;
        while (!started && !removedTemps.includes(from))
          await new Promise((resolve) => setImmediate(resolve));
      },
      onUnlink: (file) => {
        if (file.endsWith('.tmp')) removedTemps.push(file);
      },
    });
    const service = fakeService();
    const client = createPosClient({
      baseUrl: 'https://sandbox.example.test',
      directory: ROOT,
      apiKey: 'svc_test_key',
      fetch: service.fetch,
      fileSystem,
      logger: memoryLogger(),
    });

    const starting = client.start().then(() => {
      started = true;
    });
    const result = await client.sendDay(closedDay('e5e5e5e5-0000-4000-8000-000000000005'));
    await starting;
    await client.idle();
    await client.stop();

    expect(result).toMatchObject({ queued: true });
    expect(removedTemps).toEqual([]);
    expect(service.accepted).toEqual(DAY_KEYS('e5e5e5e5-0000-4000-8000-000000000005'));
    expect([...fileSystem.files.keys()].filter((file) => file.startsWith(`${OUTBOX}/${BRANCH}`))).toEqual([]);
  });
});
