/**
 * The durable write: temp file, fsync, atomic rename, fsync of the folder; a rename Windows refuses
 * (EPERM/EBUSY while an antivirus holds the new file) is retried, and other errors are not.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAtomically } from '../../src/disk.ts';
import { type FileSystem, nodeFileSystem } from '../../src/index.ts';
import { tempDir } from '../support/fake-service.ts';

const noWait = async () => {};

function refusingRenames(codes: string[]): FileSystem & { calls: string[] } {
  const calls: string[] = [];
  return {
    ...nodeFileSystem,
    calls,
    writeAndSync: async (file, data) => {
      calls.push('write');
      await nodeFileSystem.writeAndSync(file, data);
    },
    rename: async (from, to) => {
      calls.push('rename');
      const code = codes.shift();
      if (code !== undefined)
        throw Object.assign(new Error(`${code}: operation not permitted, rename`), { code });
      await nodeFileSystem.rename(from, to);
    },
    syncDir: async (dir) => {
      calls.push('fsync dir');
      await nodeFileSystem.syncDir(dir);
    },
  };
}

describe('writeAtomically', () => {
  it('writes and fsyncs a temp file, renames it over the target, then fsyncs the folder', async () => {
    const dir = await tempDir();
    const disk = refusingRenames([]);
    await writeAtomically(disk, join(dir, 'a.json'), '{"v":1}', noWait);
    await writeAtomically(disk, join(dir, 'a.json'), '{"v":2}', noWait);
    expect(disk.calls).toEqual(['write', 'rename', 'fsync dir', 'write', 'rename', 'fsync dir']);
    expect(await readdir(dir)).toEqual(['a.json']);
    expect(await readFile(join(dir, 'a.json'), 'utf8')).toBe('{"v":2}');
  });

  it('retries a rename refused with EPERM or EBUSY (Windows antivirus)', async () => {
    const dir = await tempDir();
    const disk = refusingRenames(['EPERM', 'EBUSY', 'EPERM']);
    const waits: number[] = [];
    await writeAtomically(disk, join(dir, 'b.json'), 'ok', async (ms) => {
      waits.push(ms);
    });
    expect(disk.calls.filter((call) => call === 'rename')).toHaveLength(4);
    expect(waits).toEqual([20, 50, 100]);
    expect(await readFile(join(dir, 'b.json'), 'utf8')).toBe('ok');
  });

  it('gives up on other errors, and after the last wait', async () => {
    const dir = await tempDir();
    await expect(
      writeAtomically(refusingRenames(['ENOSPC']), join(dir, 'c.json'), 'x', noWait),
    ).rejects.toThrow('ENOSPC');
    await expect(
      writeAtomically(
        refusingRenames(Array.from({ length: 20 }, () => 'EBUSY')),
        join(dir, 'd.json'),
        'x',
        noWait,
      ),
    ).rejects.toThrow('EBUSY');
  });
});
