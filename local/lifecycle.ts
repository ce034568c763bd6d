/**
 * Keeping `npm start` from outliving whoever started it. `npm start &` gives the shell npm's pid;
 * killing it does not reach us (npm does not pass the signal on, and the `sh -c` and tsx processes in
 * between stay alive), so the stack watches every ancestor it had when it started and stops when one
 * of them is gone. Also: a port already taken is found before anything starts, with a plain message.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The parent of `pid`: /proc on Linux, `ps` elsewhere; undefined when it cannot be told. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: state, then ppid.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : undefined;
  } catch {
    try {
      const ppid = Number(
        execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim(),
      );
      return Number.isInteger(ppid) ? ppid : undefined;
    } catch {
      return undefined;
    }
  }
}

/** This process's ancestors, nearest first, up to (not including) init. */
export function ancestors(pid = process.pid, limit = 8): number[] {
  const chain: number[] = [];
  let current = pid === process.pid ? process.ppid : parentOf(pid);
  while (current !== undefined && current > 1 && chain.length < limit) {
    chain.push(current);
    current = parentOf(current);
  }
  return chain;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Calls `onGone` once, when any of this process's ancestors at call time (npm, its shell, tsx) has
 * exited or this process was re-parented. Polls every `intervalMs`; the timer does not keep Node up.
 */
export function watchAncestors(onGone: (pid: number) => void, intervalMs = 1_000): () => void {
  const watched = ancestors();
  const parent = process.ppid;
  const timer = setInterval(() => {
    const gone = process.ppid !== parent ? parent : watched.find((pid) => !alive(pid));
    if (gone !== undefined) {
      clearInterval(timer);
      onGone(gone);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Whether something already listens on 127.0.0.1:port. */
export async function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  const server = createServer();
  server.listen(port, host);
  try {
    await Promise.race([
      once(server, 'listening'),
      once(server, 'error').then(([error]) => Promise.reject(error)),
    ]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') return true;
    throw error;
  }
  server.close();
  await once(server, 'close');
  return false;
}
