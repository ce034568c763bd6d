/**
 * Every Lambda's bundle as the stack builds it (esbuild with SERVICE_BUNDLING's options), in
 * memory: read by the table-access derivation (the files a function bundles decide its grants), the
 * bench's bundle suite and the infra tests.
 */
import { type BuildOptions, build } from 'esbuild';
import { FALLBACK_HANDLER, ROUTES } from '#shared/contract/routes.ts';
import { CREDENTIALS_ALIAS, functionEntry, PROJECT_ROOT, SERVICE_BUNDLING } from './service-function.ts';

/** Every function the stack deploys: one per route, the fallback and the aggregator. */
export function functionModules(): string[] {
  return [...new Set([...ROUTES.map((route) => route.handler), FALLBACK_HANDLER, 'aggregator'])].sort();
}

/** esbuild options equal to what NodejsFunction passes for SERVICE_BUNDLING. */
export function serviceBuildOptions(entry: string): BuildOptions {
  return {
    entryPoints: [entry],
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

/**
 * A function's bundle as the stack builds it, in memory: its size in bytes (the .mjs, source map
 * excluded) and the source files (project and node_modules paths) that end up in it.
 */
export async function bundleOf(module: string): Promise<{ bytes: number; inputs: string[] }> {
  const result = await build({
    ...serviceBuildOptions(functionEntry(module)),
    outfile: `${module}.mjs`,
    write: false,
    metafile: true,
  });
  const output = Object.values(result.metafile.outputs).find((candidate) => candidate.entryPoint);
  const inputs = Object.entries(output?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => file);
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'));
  return { bytes: code?.contents.byteLength ?? 0, inputs };
}
