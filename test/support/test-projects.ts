/**
 * Which test files run in which vitest project (vitest.config.ts, docs/testing.md). A project is chosen
 * by what its tests need, so a run of `unit` or `infra` never starts Java. The `packages/*` globs take
 * the workspace packages' own tests; they match nothing until a package has some.
 */
export const TEST_PROJECTS = {
  /** Pure code and in-process fakes: no DynamoDB Local, no Java. */
  unit: ['test/unit/**/*.test.ts', 'packages/*/test/unit/**/*.test.ts'],
  /** Against the DynamoDB Local the project's setup file starts for each file (property suites too). */
  integration: [
    'test/integration/**/*.test.ts',
    'test/property/**/*.test.ts',
    'packages/*/test/integration/**/*.test.ts',
  ],
  /** CDK synth assertions and Lambda bundles: esbuild and aws-cdk-lib in process, no DynamoDB Local. */
  infra: ['test/infra/**/*.test.ts'],
} as const satisfies Record<string, readonly string[]>;

export type TestProjectName = keyof typeof TEST_PROJECTS;
