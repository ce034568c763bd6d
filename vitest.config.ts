import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { TEST_PROJECTS } from './test/support/test-projects.ts';

/**
 * Three projects split by what they need (docs/testing.md): `unit` and `infra` never start Java; only
 * `integration` has the global setup that starts a DynamoDB Local for each worker. The options here
 * are shared by all three (`extends: true`).
 */
export default defineConfig({
  test: {
    setupFiles: ['test/support/setup-file.ts'],
    // Console output only of the tests that fail: the service's error logs say why a request
    // answered 500 there, and stay out of the way everywhere else.
    silent: 'passed-only',
    // Each integration suite has its own table, so files may run in parallel.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        // Unit files share one module graph per worker (isolate: false): importing the domain afresh
        // for each of ~60 files was most of the run (87 s against 15 s here). A unit test that stubs a
        // global or a prototype puts it back in afterEach/afterAll.
        test: { name: 'unit', include: [...TEST_PROJECTS.unit], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [...TEST_PROJECTS.integration],
          // A file spends much of its time waiting on Java (DynamoDB Local) or on its own timers: one
          // file per core keeps both cores busy (vitest's default is one fewer). Its own group, as
          // its worker count differs from the other projects'.
          maxWorkers: availableParallelism(),
          // Generous: a timeout is for a hang, never for a loaded machine (the shared one here has run
          // a file's setup 10 times slower than alone).
          testTimeout: 300_000,
          hookTimeout: 600_000,
          sequence: { groupOrder: 1 },
          // One DynamoDB Local per worker, started by the run's service (test/support/dynamodb-service.ts
          // says why, and which files get one of their own); a table per suite.
          // The web builds the browser suites serve, built first and only when their sources changed.
          globalSetup: ['test/support/web-builds-setup.ts', 'test/support/dynamodb-service.ts'],
          setupFiles: ['test/support/database-per-worker.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: [...TEST_PROJECTS.infra],
          // One synthesis for the run, before the files start (test/infra/synthesis-setup.ts).
          globalSetup: ['test/infra/synthesis-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
