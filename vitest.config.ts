import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup-file.ts'],
    // Integration suites each create their own table on the one DynamoDB Local, so files run in parallel.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
