/**
 * What a phone downloads before the first figure: the dashboard's entry script, the Hoy page's chunk
 * (the page an owner lands on) and every chunk they import statically, from Vite's manifest. The
 * other pages, and Observable Plot with the pages that chart, come later, each on its first visit.
 * Measured by test/infra/dashboard-bundle.test.ts (the 100 KB gzip budget) and `npm run bench --
 * bundles`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildDashboard } from './build-dashboard.ts';

/** The budget of issue 32: gzip -9 bytes of the JS loaded before Hoy's first figure. */
export const FIRST_LOAD_BUDGET_BYTES = 100 * 1024;

const LANDING_PAGE = 'src/pages/hoy.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface DashboardChunks {
  /** gzip bytes of every JS file of the build, by file. */
  gzipBytes: Map<string, number>;
  /** The JS files loaded before Hoy's first figure. */
  firstLoad: string[];
  /** The JS files each page brings (its chunk and its static imports), by page source. */
  pages: Map<string, string[]>;
}

/** A chunk and everything it imports statically (what the browser fetches with it). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const filesOf = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));

/** Builds the dashboard afresh into a temporary folder and reads its chunk graph. */
export async function measureDashboardChunks(): Promise<DashboardChunks> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'dashboard-chunks-'));
  try {
    await buildDashboard(outDir, { manifest: true });
    const manifest = JSON.parse(
      readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const gzipBytes = new Map<string, number>();
    for (const chunk of Object.values(manifest)) {
      if (!chunk.file.endsWith('.js')) continue;
      gzipBytes.set(chunk.file, gzipSync(readFileSync(path.join(outDir, chunk.file)), { level: 9 }).length);
    }
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const landing = closure(manifest, LANDING_PAGE, closure(manifest, entry));
    const pages = new Map<string, string[]>();
    for (const key of manifest[entry]!.dynamicImports ?? [])
      pages.set(manifest[key]!.src ?? key, filesOf(manifest, closure(manifest, key)));
    return { gzipBytes, firstLoad: filesOf(manifest, landing), pages };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
