/**
 * `npm run build:docs`: the /docs reference page as static files in build/docs (gitignored):
 * web/docs (the page and its configuration) and Scalar's standalone bundle, copied from
 * node_modules (the pinned @scalar/api-reference), so the page loads nothing from a CDN. The local
 * server serves the folder at /docs; in AWS it is the S3 origin's /docs (infra/hosting.ts).
 */
import { copyFileSync, cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DOCS_BUILD_DIR = fileURLToPath(new URL('../../build/docs/', import.meta.url));
const PAGE_DIR = fileURLToPath(new URL('../docs/', import.meta.url));

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

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`built ${buildDocs()}`);
}
