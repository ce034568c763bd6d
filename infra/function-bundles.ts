/**
 * Every Lambda's bundle as the stack builds it (esbuild with SERVICE_BUNDLING's options), in
 * memory: read by the table-access derivation (the files a function bundles decide its grants), the
 * bench's bundle suite and the infra tests.
 */
import { join, relative } from 'node:path';
import { type BuildOptions, build } from 'esbuild';
import { FALLBACK_HANDLER, ROUTES } from '#shared/contract/routes.ts';
import { CREDENTIALS_ALIAS, functionEntry, PROJECT_ROOT, SERVICE_BUNDLING } from './service-function.ts';

/** Every function the stack deploys: one per route, the fallback and the aggregator. */
export function functionModules(): string[] {
  return [...new Set([...ROUTES.map((route) => route.handler), FALLBACK_HANDLER, 'aggregator'])].sort();
}

/** esbuild options equal to what NodejsFunction passes for SERVICE_BUNDLING, for these entries. */
export function serviceBuildOptions(entryPoints: BuildOptions['entryPoints']): BuildOptions {
  return {
    entryPoints,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: SERVICE_BUNDLING.target ?? 'node22',
    mainFields: SERVICE_BUNDLING.mainFields ?? [],
    minify: SERVICE_BUNDLING.minify ?? false,
    sourcemap: SERVICE_BUNDLING.sourceMap ? 'linked' : false,
    sourcesContent: SERVICE_BUNDLING.sourcesContent ?? true,
    external: SERVICE_BUNDLING.externalModules ?? [],
    banner: SERVICE_BUNDLING.banner ? { js: SERVICE_BUNDLING.banner } : {},
    // SERVICE_BUNDLING.esbuildArgs' `--alias`, resolved from the project root as NodejsFunction does.
    alias: { [CREDENTIALS_ALIAS.package]: CREDENTIALS_ALIAS.module },
    absWorkingDir: PROJECT_ROOT,
    logLevel: 'warning',
  };
}

/** A function's bundle: its size in bytes (the .mjs, source map excluded), its files and its code. */
export interface FunctionBundle {
  bytes: number;
  /** The project and node_modules files that end up in it (bytes in the output). */
  inputs: string[];
  code: string;
}

/**
 * Functions' bundles as the stack builds them, in memory, in one esbuild run: each entry is still
 * bundled on its own (no code splitting), so each output is the bytes its own build gives, but the
 * modules they share are read and parsed once for all (a build per function parsed the SDK and the
 * domain a hundred times). `overrides` change the stack's options (names kept, no source map).
 */
export async function bundlesOf(
  modules: readonly string[],
  overrides: BuildOptions = {},
): Promise<Map<string, FunctionBundle>> {
  const entryOf = new Map(modules.map((module) => [relative(PROJECT_ROOT, functionEntry(module)), module]));
  const result = await build({
    ...serviceBuildOptions(Object.fromEntries(modules.map((module) => [module, functionEntry(module)]))),
    ...overrides,
    outdir: BUNDLES_DIR,
    outExtension: { '.js': '.mjs' },
    write: false,
    metafile: true,
  });
  const bundles = new Map<string, FunctionBundle>();
  for (const [path, output] of Object.entries(result.metafile.outputs)) {
    const module = output.entryPoint === undefined ? undefined : entryOf.get(output.entryPoint);
    if (module === undefined) continue;
    const file = result.outputFiles.find((candidate) => candidate.path === join(PROJECT_ROOT, path));
    const inputs = Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([input]) => input);
    bundles.set(module, { bytes: file?.contents.byteLength ?? 0, inputs, code: file?.text ?? '' });
  }
  return bundles;
}

/** Where the in-memory outputs are named (nothing is written). */
const BUNDLES_DIR = 'cdk.out/function-bundles';
