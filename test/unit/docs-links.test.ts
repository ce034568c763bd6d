/**
 * The README is a front door (at most 250 lines) that links every page of docs/, and no relative
 * link in the README or docs/ points at a file that does not exist. A link that leaves the
 * repository must be one of OUTSIDE_REPOSITORY; it is checked where the workspace beside the
 * checkout holds it (the main checkout and CI, which clone the repository beside `shared/`), and
 * skipped in a checkout elsewhere (a git worktree of another folder).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const DOCS = readdirSync(new URL('docs/', root))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => `docs/${name}`);

/** The link targets of a Markdown file, code blocks and inline code left out. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}

/** Links that leave the repository, from the repository's root: the workspace's spec. */
const OUTSIDE_REPOSITORY = ['../shared/spec/interface-spec.md'];
const workspaceBeside = existsSync(new URL('../shared/spec/', root));

const isRelative = (target: string) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#');

describe('README and docs/', () => {
  it('keep the README at most 250 lines', () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(250);
  });

  it('link every docs/*.md page from the README', () => {
    const linked = new Set(linkTargets(read('README.md')).map((target) => target.split('#')[0]));
    expect(DOCS.filter((page) => !linked.has(page))).toEqual([]);
  });

  it.each(['README.md', ...DOCS])('%s has no relative link to a missing file', (file) => {
    const targets = linkTargets(read(file))
      .filter(isRelative)
      .map((target) => decodeURI(target.split('#')[0]!))
      .filter((path) => path !== '')
      .map((path) => new URL(path, new URL(file, root)));
    const outside = targets.filter((url) => !url.href.startsWith(root.href));
    expect(
      outside
        .map((url) => relative(root.pathname, url.pathname))
        .filter((path) => !OUTSIDE_REPOSITORY.includes(path)),
      'links that leave the repository',
    ).toEqual([]);
    const checked = workspaceBeside ? targets : targets.filter((url) => url.href.startsWith(root.href));
    expect(
      checked.filter((url) => !existsSync(url)).map((url) => relative(root.pathname, url.pathname)),
    ).toEqual([]);
  });
});
