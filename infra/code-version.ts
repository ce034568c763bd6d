/**
 * The version of the code a function runs, for the results it keeps in the table (the organization
 * alert cache, shared/storage/alert-cache-store.ts): a hash of every source file the bundles are
 * built from and of the lock file, so a deploy that changes any of them never takes a result the
 * previous code computed for its own, and one that changes none keeps them.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PROJECT_ROOT } from './service-function.ts';

const SOURCE_DIRECTORIES = ['shared', 'functions'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

let computed: string | undefined;

export function codeVersion(): string {
  if (computed !== undefined) return computed;
  const hash = createHash('sha256');
  const files = [
    ...SOURCE_DIRECTORIES.flatMap((directory) => sourceFiles(join(PROJECT_ROOT, directory))),
    join(PROJECT_ROOT, 'package-lock.json'),
  ].sort();
  for (const file of files) {
    hash.update(relative(PROJECT_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  computed = hash.digest('hex').slice(0, 16);
  return computed;
}
