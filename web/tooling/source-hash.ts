/**
 * The hash of what a web build is made from: every file under its sources (paths relative to the
 * repository), path and contents, in path order. web-builds.ts keeps it beside build/ to rebuild only
 * on a change; build-docs.ts names the page's staged copy for a synthesis by it. No build tool is
 * imported here, so a synthesis can hash without loading Vite.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

function filesUnder(relative: string): string[] {
  const absolute = path.join(REPO_ROOT, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name)));
}

/** The hash of every source file's path and contents, in path order. */
export function sourceHash(sources: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(filesUnder).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(REPO_ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
