import { defineConfig } from 'vitest/config';
import { TEST_PROJECTS } from './test/support/test-projects.ts';

/**
 * Three projects split by what they need (docs/testing.md): `unit` and `infra` never start Java; only
 * `integration` has the setup file that starts a DynamoDB Local for each test file. The options here
 * are shared by all three (`extends: true`).
 */
export default defineConfig({
  test: {
    setupFiles: ['test/support/setup-file.ts'],
    // Console output only of the tests that fail: the service's error logs say why a request
    // answered 500 there, and stay out of the way everywhere else.
    silent: 'passed-only',
    // Each integration file has its own DynamoDB Local and tables, so files may run in parallel.
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
          // One DynamoDB Local per file, not per run (the file says why).
          setupFiles: ['test/support/database-per-file.ts'],
        },
      },
      { extends: true, test: { name: 'infra', include: [...TEST_PROJECTS.infra] } },
    ],
  },
});
