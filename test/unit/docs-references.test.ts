/**
 * The README and docs/*.md name files and code in backticks; a rename or a deletion that leaves one
 * behind fails here (issue 34: docs that cannot drift). The rules, applied to inline code outside
 * fenced blocks:
 *
 * - A repo path: a span without spaces or placeholders (`<`, `{`, `*`, `…`, `$`, `:`) that contains
 *   a `/` and either ends in a file extension or starts with a top-level folder of the repository
 *   (`shared/…`, `docs/`). It must be a file in `git ls-files` or a folder holding one; generated
 *   output folders (GENERATED) are exempt. A path ending in an extension that starts with no
 *   top-level folder is read relative to the page (`screenshots/hoy-phone.png` in docs/), or as the
 *   end of exactly one tracked path (`pages/registry.ts` beside `web/dashboard/src/`): a shortened
 *   path that names no file, or two, fails.
 * - A call: an identifier followed by `(` (`routeFunction()`, `lambdaDeps()`,
 *   `routeFunction('<id>', useCase)`) must be exported by a module of CODE_FOLDERS.
 * - A code name: a camelCase identifier with an inner capital (`routeFunction`, `lambdaDeps`, also
 *   as the first part of a dotted name) or an UPPER_SNAKE_CASE one (`MAX_BODY_BYTES`, `LOG_LEVEL`)
 *   must occur as a word in the code of CODE_FOLDERS, comments left out. A word of prose, an HTTP
 *   field or a JSON member (snake_case, lowercase) is not checked.
 *
 * ALLOWED lists the few spans that look like code but name something outside it (a library's API,
 * an AWS parameter), each with its reason.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const rootPath = root.pathname;
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

const TRACKED = execFileSync('git', ['ls-files', '-z'], { cwd: rootPath, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const TRACKED_FILES = new Set(TRACKED);
const TRACKED_FOLDERS = new Set(
  TRACKED.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
  ),
);
const TOP_LEVEL = new Set(
  TRACKED.map((file) => file.split('/')[0]!).filter((name) => !name.includes('.') || name.startsWith('.')),
);

/** Folders that builds and runs write, never committed: a path under one is not checked. */
const GENERATED = ['build/', '.local-data/', 'node_modules/', 'cdk.out/', 'coverage/'];

/** Where exported names are looked up (the code the docs describe). */
const CODE_FOLDERS = [
  'shared/',
  'functions/',
  'local/',
  'scripts/',
  'web/',
  'infra/',
  'bin/',
  'bench/',
  'packages/',
  'test/',
];

/** Spans that look like code but are not the repository's: each with why it is allowed. */
const ALLOWED: Record<string, string> = {
  proxyUrl: "an option of Scalar's API reference that the /docs page leaves unset",
  'base64(client_id:client_secret)': 'the HTTP Basic credential a client sends, a formula',
  'restaurant-api/intelligence.read': 'an OAuth scope name, not a path',
  'close()': "the local stack's close method (startLocalStack's answer), not an export",
  'mockClient(...).restore()': "aws-sdk-client-mock's API, used by the unit tests",
  crossRegionReferences: 'a CDK stack property the hosting docs explain not using',
  'lastName()': "faker's API, which the simulator's names do not use",
};

const DOCS = ['README.md', ...TRACKED.filter((file) => /^docs\/[^/]+\.md$/.test(file)).sort()];

const CODE_FILES = TRACKED.filter(
  (file) =>
    CODE_FOLDERS.some((folder) => file.startsWith(folder)) && /\.(ts|tsx|mjs|cjs|js|json)$/.test(file),
);
const CODE = CODE_FILES.map((file) => read(file)).join('\n');
const EXPORTED = new Set(
  [
    ...CODE.matchAll(
      /export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/g,
    ),
  ].map((match) => match[1]!),
);
for (const match of CODE.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g))
  for (const part of match[1]!.split(',')) {
    const name = part
      .trim()
      .split(/\s+as\s+/)
      .pop()
      ?.replace(/^type\s+/, '');
    if (name) EXPORTED.add(name);
  }
for (const match of CODE.matchAll(/export\s+const\s+\{([^}]*)\}/g))
  for (const part of match[1]!.split(',')) EXPORTED.add(part.trim().split(':').pop()!.trim());
/** The words of the code, its comments left out: a name that survives only in a comment is gone. */
const WORDS = new Set(
  CODE.replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .match(/[A-Za-z_$][\w$]*/g),
);

/** The inline code spans of a Markdown page, fenced blocks left out. */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^\s*```[\s\S]*?^\s*```/gm, '');
  return [...prose.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)].map((match) => match[1]!.trim());
}

const PLACEHOLDER = /[<>{}*…$:?=&|\\\s]/;

/** A span that names a file or folder of the repository, or undefined. */
function repoPath(span: string): string | undefined {
  if (PLACEHOLDER.test(span) || !span.includes('/') || span.startsWith('/') || span.startsWith('#'))
    return undefined;
  if (span.startsWith('../') || span.startsWith('./') || /^@/.test(span)) return undefined;
  const first = span.split('/')[0]!;
  const hasExtension = /\.[a-z][a-z0-9]{0,4}$/i.test(span.replace(/\/$/, ''));
  if (TOP_LEVEL.has(first) || hasExtension) return span;
  return undefined;
}

function pathExists(path: string, page: string): boolean {
  const bare = path.replace(/\/$/, '');
  if (GENERATED.some((folder) => `${bare}/`.startsWith(folder))) return true;
  const candidates = [bare, normalize(join(dirname(page), bare))];
  if (candidates.some((candidate) => TRACKED_FILES.has(candidate) || TRACKED_FOLDERS.has(candidate)))
    return true;
  const shortened = !TOP_LEVEL.has(bare.split('/')[0]!);
  return shortened && TRACKED.filter((file) => file.endsWith(`/${bare}`)).length === 1;
}

interface Finding {
  span: string;
  problem: string;
}

function findings(page: string): Finding[] {
  const found: Finding[] = [];
  for (const span of codeSpans(read(page))) {
    if (span in ALLOWED) continue;
    const path = repoPath(span);
    if (path !== undefined) {
      if (!pathExists(path, page)) found.push({ span, problem: 'no such file or folder' });
      continue;
    }
    const call = /^([A-Za-z_$][\w$]*)\(/.exec(span);
    if (call) {
      if (!EXPORTED.has(call[1]!)) found.push({ span, problem: `${call[1]} is exported nowhere` });
      continue;
    }
    const name = /^([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)(?:\.[A-Za-z_$][\w$]*)*$/.exec(
      span,
    );
    if (name && !WORDS.has(name[1]!)) found.push({ span, problem: `${name[1]} occurs nowhere in the code` });
  }
  return found;
}

describe('backticked references in the README and docs/', () => {
  it.each(DOCS)('%s names only files and code that exist', (page) => {
    expect(findings(page)).toEqual([]);
  });
});
