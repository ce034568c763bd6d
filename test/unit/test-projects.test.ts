/**
 * Every test file runs in exactly one vitest project: a file no project includes would silently never
 * run, and one in two projects would run twice (and, in `unit`, without the DynamoDB Local it needs).
 */
import { globSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_PROJECTS, type TestProjectName } from '#test/support/test-projects.ts';

const NOT_SOURCE = new Set(['node_modules', 'cdk.out', '.git']);

function projectsOf(file: string): TestProjectName[] {
  return (Object.keys(TEST_PROJECTS) as TestProjectName[]).filter((name) =>
    TEST_PROJECTS[name].some((glob) => path.matchesGlob(file, glob)),
  );
}

describe('test projects', () => {
  it('put every *.test.ts of the repository in exactly one project', () => {
    const files = globSync('**/*.test.ts', {
      exclude: (entry) => NOT_SOURCE.has(path.basename(entry)),
    });
    expect(files.length).toBeGreaterThan(0);
    const misplaced = files
      .map((file) => ({ file, projects: projectsOf(file) }))
      .filter(({ projects }) => projects.length !== 1);
    expect(misplaced).toEqual([]);
  });

  it('route a workspace package’s unit and integration tests to unit and integration', () => {
    expect(projectsOf('packages/pos-client/test/unit/client.test.ts')).toEqual(['unit']);
    expect(projectsOf('packages/pos-client/test/integration/ingest.test.ts')).toEqual(['integration']);
    expect(projectsOf('test/property/routes.test.ts')).toEqual(['integration']);
    expect(projectsOf('test/infra/nag.test.ts')).toEqual(['infra']);
  });
});
