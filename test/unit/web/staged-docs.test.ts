/**
 * The /docs page staged for a synthesis's S3 asset (web/tooling/build-docs.ts `stagedDocs`): one
 * folder per content under build/docs-staged, the same for every synthesis of the same checkout,
 * never a copy left in the system's temp folder per synthesis.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stagedDocs } from '#web/tooling/build-docs.ts';

const PAGE_DIR = fileURLToPath(new URL('../../../web/docs/', import.meta.url));
const tempCopies = () => readdirSync(tmpdir()).filter((entry) => entry.startsWith('docs-page-')).length;

describe('the docs page staged for a synthesis', () => {
  it('is one folder per content, shared by every call, with the page and Scalar in it', () => {
    const before = tempCopies();
    const first = stagedDocs();
    expect(stagedDocs()).toBe(first);
    expect(readFileSync(join(first, 'index.html'), 'utf8')).toBe(
      readFileSync(join(PAGE_DIR, 'index.html'), 'utf8'),
    );
    expect(existsSync(join(first, 'scalar', 'standalone.js'))).toBe(true);
    expect(tempCopies()).toBe(before);
  });

  it("removes the folders of other contents, and leaves another synthesis's build in progress", () => {
    const current = stagedDocs();
    const staged = join(current, '..');
    mkdirSync(join(staged, 'stale-content'), { recursive: true });
    mkdirSync(join(staged, '.building-another'), { recursive: true });
    try {
      expect(stagedDocs()).toBe(current);
      // Another synthesis may be staging beside this test: only what this test made is checked.
      const left = readdirSync(staged);
      expect(left).toContain(basename(current));
      expect(left).toContain('.building-another');
      expect(left).not.toContain('stale-content');
    } finally {
      rmSync(join(staged, '.building-another'), { recursive: true, force: true });
    }
  });
});
