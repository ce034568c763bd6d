/**
 * Durable file primitives. Every write is: write a temp file next to the target, fsync it, rename it
 * over the target (atomic on one file system), fsync the folder so the rename itself survives a power
 * cut. Each primitive is one step of the README's state machine; tests inject a FileSystem that
 * "crashes" at a chosen step.
 */
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';

/** The file operations the queue uses; the mutating ones are the steps a crash can fall between. */
export interface FileSystem {
  /** Creates or truncates `file`, writes `data`, fsyncs and closes it. */
  writeAndSync(file: string, data: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  /** fsync of a folder (makes renames and unlinks in it durable). */
  syncDir(dir: string): Promise<void>;
  unlink(file: string): Promise<void>;
  /** Rejects with an error whose `code` is ENOENT when `file` does not exist (a batch without progress). */
  readFile(file: string): Promise<string>;
  /** File names in `dir`; [] when it does not exist. */
  readdir(dir: string): Promise<string[]>;
  mkdir(dir: string): Promise<void>;
}

export const nodeFileSystem: FileSystem = {
  async writeAndSync(file, data) {
    const handle = await fs.open(file, 'w');
    try {
      await handle.writeFile(data, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  rename: (from, to) => fs.rename(from, to),
  async syncDir(dir) {
    let handle: fs.FileHandle | undefined;
    try {
      handle = await fs.open(dir, 'r');
      await handle.sync();
    } catch (error) {
      // Windows cannot open or fsync a folder (EISDIR/EPERM); NTFS journals the rename itself.
      if (!isCode(error, 'EISDIR', 'EPERM', 'EACCES', 'EINVAL')) throw error;
    } finally {
      await handle?.close();
    }
  },
  unlink: (file) => fs.unlink(file),
  readFile: (file) => fs.readFile(file, 'utf8'),
  async readdir(dir) {
    try {
      return await fs.readdir(dir);
    } catch (error) {
      if (isCode(error, 'ENOENT')) return [];
      throw error;
    }
  },
  async mkdir(dir) {
    await fs.mkdir(dir, { recursive: true });
  },
};

export function isCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '');
}

export const TEMP_SUFFIX = '.tmp';

/** Waits before retrying a rename that Windows refused because a scanner held the file open. */
export const RENAME_RETRY_DELAYS_MS = [20, 50, 100, 200, 400, 800, 1_600] as const;

export type Sleep = (ms: number) => Promise<void>;

/**
 * The durable write of the module comment; `sleep` paces the EPERM/EBUSY rename retries. With
 * `syncFolder: false` the folder is not fsynced: after a power cut the file is then the new
 * version or the one before, whole either way (its data was fsynced before the rename), for writes
 * where the one before is a state the queue recovers from.
 */
export async function writeAtomically(
  disk: FileSystem,
  file: string,
  data: string,
  sleep: Sleep,
  { syncFolder = true }: { syncFolder?: boolean } = {},
): Promise<void> {
  const dir = path.dirname(file);
  const temp = `${file}.${randomUUID()}${TEMP_SUFFIX}`;
  await disk.writeAndSync(temp, data);
  await renameWithRetry(disk, temp, file, sleep);
  if (syncFolder) await disk.syncDir(dir);
}

/** Antivirus and indexers on Windows briefly lock new files: rename answers EPERM, EBUSY or EACCES. */
export async function renameWithRetry(
  disk: FileSystem,
  from: string,
  to: string,
  sleep: Sleep,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await disk.rename(from, to);
      return;
    } catch (error) {
      const delay = RENAME_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isCode(error, 'EPERM', 'EBUSY', 'EACCES')) throw error;
      await sleep(delay);
    }
  }
}

/** Unlinks `file`; one already gone counts as removed (a crash may have removed it). */
export async function removeIfPresent(disk: FileSystem, file: string): Promise<void> {
  try {
    await disk.unlink(file);
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  }
}

/** Removes a file durably: unlinked, then its folder synced. */
export async function removeDurably(disk: FileSystem, file: string): Promise<void> {
  await removeIfPresent(disk, file);
  await disk.syncDir(path.dirname(file));
}
