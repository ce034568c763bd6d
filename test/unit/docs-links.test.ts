/**
 * The README is a front door (at most 250 lines) that links every page of docs/, and no relative
 * link in the README or docs/ points at a file that does not exist.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
    const missing = linkTargets(read(file))
      .filter(isRelative)
      .map((target) => decodeURI(target.split('#')[0]!))
      .filter((path) => path !== '' && !existsSync(new URL(path, new URL(file, root))));
    expect(missing).toEqual([]);
  });
});
