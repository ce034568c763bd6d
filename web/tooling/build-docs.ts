/**
 * `npm run build:docs`: the /docs reference page as static files in build/docs (gitignored):
 * web/docs (the page and its configuration) and Scalar's standalone bundle, copied from
 * node_modules (the pinned @scalar/api-reference), so the page loads nothing from a CDN. The local
 * server serves the folder at /docs; in AWS it is the S3 origin's /docs (infra/hosting.ts).
 */
import { randomUUID } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceHash } from './source-hash.ts';

export const DOCS_BUILD_DIR = fileURLToPath(new URL('../../build/docs/', import.meta.url));
const PAGE_DIR = fileURLToPath(new URL('../docs/', import.meta.url));
/** What the page is built from (repository paths): its folder, this script, the pinned Scalar. */
export const DOCS_SOURCES = ['web/docs', 'web/tooling/build-docs.ts', 'package-lock.json'] as const;

/** The package's `browser` build: one IIFE file, no chunks loaded at run time. */
const SCALAR_BUNDLE = fileURLToPath(
  new URL('../../node_modules/@scalar/api-reference/dist/browser/standalone.js', import.meta.url),
);

export function buildDocs(outDir = DOCS_BUILD_DIR): string {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, 'scalar'), { recursive: true });
  cpSync(PAGE_DIR, outDir, { recursive: true });
  copyFileSync(SCALAR_BUNDLE, join(outDir, 'scalar', 'standalone.js'));
  return outDir;
}

/** Where each synthesis's copy of the page is staged, one folder per content (gitignored). */
const STAGED_DIR = fileURLToPath(new URL('../../build/docs-staged/', import.meta.url));

/**
 * The page for a synthesis's S3 asset (infra/service-stack.ts): built once per content into
 * build/docs-staged/<hash> and never rewritten, so parallel syntheses share it safely (each builds
 * into a folder of its own and renames it into place; the first wins). The folders of other
 * contents are removed: a synthesis used to leave a 4 MB copy in the system's temp folder each time.
 */
export function stagedDocs(): string {
  const target = join(STAGED_DIR, sourceHash(DOCS_SOURCES).slice(0, 16));
  if (!existsSync(target)) {
    const building = buildDocs(join(STAGED_DIR, `.building-${randomUUID()}`));
    try {
      renameSync(building, target);
    } catch {
      // Another synthesis renamed the same content into place first.
      rmSync(building, { recursive: true, force: true });
    }
  }
  for (const entry of readdirSync(STAGED_DIR))
    if (!entry.startsWith('.') && join(STAGED_DIR, entry) !== target)
      rmSync(join(STAGED_DIR, entry), { recursive: true, force: true });
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`built ${buildDocs()}`);
}
