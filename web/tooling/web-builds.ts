/**
 * The built docs page and dashboard, rebuilt only when what they are built from changed: the hash
 * of their source files, their build script and package-lock.json (the pinned Vite, Preact, Plot
 * and Scalar) is kept beside the output (build/.dashboard.hash, build/.docs.hash) and compared
 * before building. `npm install` builds both (`prepare`); `npm start` and the integration tests call
 * `ensureWebBuilds()`, which takes milliseconds when nothing changed (docs/contributing.md).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildDashboard } from './build-dashboard.ts';
import { buildDocs, DOCS_BUILD_DIR, DOCS_SOURCES } from './build-docs.ts';
import { DASHBOARD_BUILD_DIR } from './dashboard-config.ts';
import { REPO_ROOT, sourceHash } from './source-hash.ts';

const BUILD_ROOT = path.join(REPO_ROOT, 'build');

interface WebBuild {
  readonly name: 'dashboard' | 'docs';
  readonly outDir: string;
  /** Files and folders (relative to the repository) the output is made from. */
  readonly sources: readonly string[];
  build(outDir: string): Promise<unknown>;
}

const BUILDS: readonly WebBuild[] = [
  {
    name: 'dashboard',
    outDir: DASHBOARD_BUILD_DIR,
    // The pages bundle the shared figures and words (shared/domain, shared/contract): a change there
    // is a change of the page (since 2026-12-07; before, a stale Costos page after one).
    sources: [
      'web/dashboard',
      'shared/domain',
      'shared/contract',
      'web/tooling/build-dashboard.ts',
      'package-lock.json',
    ],
    build: (outDir) => buildDashboard(outDir),
  },
  {
    name: 'docs',
    outDir: DOCS_BUILD_DIR,
    sources: DOCS_SOURCES,
    build: async (outDir) => buildDocs(outDir),
  },
];

const hashFile = (build: WebBuild) => path.join(BUILD_ROOT, `.${build.name}.hash`);

/**
 * Builds into a fresh folder beside the output and moves it in place, so a reader never sees a
 * half-built folder, and writes the hash last: an interrupted build is built again next time.
 */
async function rebuild(build: WebBuild, hash: string): Promise<void> {
  const staging = `${build.outDir.replace(/\/$/, '')}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  await build.build(staging);
  rmSync(build.outDir, { recursive: true, force: true });
  renameSync(staging, build.outDir);
  writeFileSync(hashFile(build), `${hash}\n`);
}

/** What `ensureWebBuilds()` did for each build: kept it (sources unchanged) or built it. */
export type WebBuildOutcome = { name: WebBuild['name']; built: boolean };

export async function ensureWebBuilds(
  options: { onBuild?: (name: WebBuild['name']) => void } = {},
): Promise<WebBuildOutcome[]> {
  mkdirSync(BUILD_ROOT, { recursive: true });
  const outcomes: WebBuildOutcome[] = [];
  for (const build of BUILDS) {
    const hash = sourceHash(build.sources);
    const kept = existsSync(hashFile(build)) ? readFileSync(hashFile(build), 'utf8').trim() : '';
    if (kept === hash && existsSync(build.outDir)) {
      outcomes.push({ name: build.name, built: false });
      continue;
    }
    options.onBuild?.(build.name);
    await rebuild(build, hash);
    outcomes.push({ name: build.name, built: true });
  }
  return outcomes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const outcomes = await ensureWebBuilds({ onBuild: (name) => console.log(`building the ${name}…`) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const built = outcomes.filter((outcome) => outcome.built).map((outcome) => outcome.name);
  console.log(
    built.length === 0
      ? 'web builds: the docs page and the dashboard are up to date'
      : `web builds: built ${built.join(' and ')} in ${seconds} s (build/)`,
  );
}
