/**
 * Bundle size and cold import time of every Lambda, and the dashboard's page bundle (its JS and CSS,
 * raw and gzip, as built by Vite for S3). Each function is bundled with esbuild exactly as
 * the CDK stack bundles it (infra/service-function.ts, SERVICE_BUNDLING), then imported by fresh
 * `node` processes (the same Node as the bench): the time from just before `import()` of the bundle
 * to just after, median of COLD_IMPORT_RUNS processes. That is the module-loading part of a Lambda
 * cold start (the INIT phase runs exactly this import); the handler's first call is not included.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { functionModules, serviceBuildOptions } from '../infra/function-bundles.ts';
import { functionEntry } from '../infra/service-function.ts';
import { buildDashboard } from '../web/tooling/build-dashboard.ts';
import { FIRST_LOAD_BUDGET_BYTES, measureDashboardChunks } from '../web/tooling/dashboard-first-load.ts';
import type { BenchSuite, BenchTable } from './harness.ts';

const COLD_IMPORT_RUNS = 7;
const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Issue 34's targets for every function: bundle size, and cold import against the DynamoDB floor. */
export const MAX_BUNDLE_KB = 400;
const MAX_FLOOR_RATIO = 1.5;

export async function bundleFunction(entry: string, outdir: string): Promise<string> {
  const outfile = path.join(outdir, path.basename(entry, '.ts'), 'index.mjs');
  await build({ ...serviceBuildOptions([entry]), outfile });
  return outfile;
}

const IMPORT_TIMER = `
const started = performance.now();
await import(process.argv[1]);
process.stdout.write(String(performance.now() - started));
`;

/** Milliseconds one fresh process spends importing `file`. */
function coldImportMs(file: string): number {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '--eval', IMPORT_TIMER, pathToFileURL(file).href],
    // The Lambda environment the config parser expects; nothing is read before the first invocation.
    {
      env: {
        PATH: process.env.PATH,
        TABLE_NAME: 'bench',
        STAGE: 'sandbox',
        AWS_REGION: 'us-east-1',
        POWERTOOLS_LOG_LEVEL: 'SILENT',
      },
      encoding: 'utf8',
    },
  );
  return Number(output);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface BundleFigures {
  module: string;
  bytes: number;
  coldImportMs: number;
  /** Median cold import of the DynamoDB floor measured alongside (same moments, same load). */
  floorImportMs: number;
  /**
   * Median over the runs of each import divided by the floor's import just before it. The machine
   * drifts between a fast and a slow state that lasts seconds (the floor reads 37 or 55 ms), so a
   * ratio of neighbours moves less than a ratio of the two medians.
   */
  floorRatio: number;
}

/** The two floors, bundled like every function (bench/floor-handlers/). */
const FLOORS = {
  bare: path.join(PROJECT_ROOT, 'bench/floor-handlers/bare.ts'),
  dynamodb: path.join(PROJECT_ROOT, 'bench/floor-handlers/dynamodb-get.ts'),
};

/**
 * Every function's figures, then the bare handler's (`BARE_ROW`) and the DynamoDB floor's
 * (`FLOOR_ROW`). Each bundle is imported alternately with the DynamoDB floor, so a busy machine
 * shows in both figures and their ratio compares like with like.
 */
export async function measureBundles(log: (line: string) => void): Promise<BundleFigures[]> {
  const outdir = mkdtempSync(path.join(tmpdir(), 'bench-bundles-'));
  try {
    const floor = await bundleFunction(FLOORS.dynamodb, outdir);
    const entries: Array<[string, string]> = [
      ...functionModules().map((module): [string, string] => [module, functionEntry(module)]),
      [BARE_ROW, FLOORS.bare],
      [FLOOR_ROW, FLOORS.dynamodb],
    ];
    const figures: BundleFigures[] = [];
    for (const [module, entry] of entries) {
      const file = await bundleFunction(entry, path.join(outdir, 'measured'));
      const runs: number[] = [];
      const floorRuns: number[] = [];
      for (let run = 0; run < COLD_IMPORT_RUNS; run++) {
        floorRuns.push(coldImportMs(floor));
        runs.push(coldImportMs(file));
      }
      figures.push({
        module,
        bytes: statSync(file).size,
        coldImportMs: median(runs),
        floorImportMs: median(floorRuns),
        floorRatio: median(runs.map((ms, run) => ms / floorRuns[run]!)),
      });
      log(`bundled ${module}`);
    }
    return figures;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** The row of the one-line handler: bundling and Node's own import, nothing else. */
export const BARE_ROW = '(bare one-line handler)';
/** The row of the DynamoDB floor: the document client and one GetItem, nothing of ours. */
export const FLOOR_ROW = '(floor: DynamoDB client + GetItem)';

export interface PageAsset {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** The dashboard built afresh (web/tooling/build-dashboard.ts): each JS and CSS file under assets/, raw and gzip. */
export async function measureDashboard(): Promise<PageAsset[]> {
  const outdir = mkdtempSync(path.join(tmpdir(), 'bench-dashboard-'));
  try {
    await buildDashboard(outdir);
    const assets = path.join(outdir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
      .map((file) => {
        const content = readFileSync(path.join(assets, file));
        return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
      });
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

export const bundlesBench: BenchSuite = {
  name: 'bundles',
  description: 'Lambda bundle size and cold import time per function',
  async run({ log }) {
    const figures = await measureBundles(log);
    const ratio = (figure: BundleFigures) => figure.floorRatio;
    const table: BenchTable = {
      title: `Lambda bundles (esbuild as deployed; cold import = median of ${COLD_IMPORT_RUNS} fresh node processes)`,
      rows: figures.map((figure) => ({
        function: figure.module,
        'bundle KB': Number((figure.bytes / 1024).toFixed(1)),
        'cold import ms': Number(figure.coldImportMs.toFixed(1)),
        'floor ms': Number(figure.floorImportMs.toFixed(1)),
        '× floor': Number(ratio(figure).toFixed(2)),
        'within targets':
          figure.bytes / 1024 <= MAX_BUNDLE_KB && ratio(figure) <= MAX_FLOOR_RATIO ? 'yes' : 'NO',
      })),
      notes: [
        `Targets: bundle ≤ ${MAX_BUNDLE_KB} KB (the .mjs, source map excluded), cold import ≤ ${MAX_FLOOR_RATIO}× the floor.`,
        `Floor: ${FLOOR_ROW}, bench/floor-handlers/dynamodb-get.ts, the DynamoDB document client and one GetItem, nothing of ours (no function that reads the table can import faster); its cold import is measured alternately with each function in this run (floor ms), and × floor is the median of each import divided by the floor's just before it.`,
        'Cold import: time of `await import(bundle)` in a new process (Lambda INIT runs the same import); the first invocation (building the DynamoDB client) is not included.',
        `${BARE_ROW}: bundling and Node's own import cost, the least any function can take.`,
      ],
    };
    const page = await measureDashboard();
    const chunks = await measureDashboardChunks();
    const firstLoad = chunks.firstLoad.reduce((sum, file) => sum + chunks.gzipBytes.get(file)!, 0);
    const total = (kind: string) =>
      page.filter((asset) => asset.file.endsWith(kind)).reduce((sum, asset) => sum + asset.gzipBytes, 0);
    const dashboard: BenchTable = {
      title: 'Dashboard bundle (Vite build of web/dashboard: Preact, Observable Plot on the charting pages)',
      rows: page.map((asset) => ({
        file: asset.file.replace(/-[A-Za-z0-9_-]{8}\./, '.'),
        KB: kb(asset.bytes),
        'gzip KB': kb(asset.gzipBytes),
      })),
      notes: [
        `Gzip total: JS ${kb(total('.js'))} KB, CSS ${kb(total('.css'))} KB (gzip -9; CloudFront compresses what it serves).`,
        `First load (the entry and Hoy, with their static imports): ${kb(firstLoad)} KB gzip JS, budget ${kb(FIRST_LOAD_BUDGET_BYTES)} KB (test/infra/dashboard-bundle.test.ts).`,
        'Each page is a chunk loaded on its first visit; Observable Plot (with the d3 modules it uses) comes with Ventas, Menú and Costos only.',
      ],
    };
    return [table, dashboard];
  },
};
