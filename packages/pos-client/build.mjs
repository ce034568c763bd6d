/**
 * Builds dist/esm (ES modules) and dist/cjs (CommonJS), each with its .d.ts files: esbuild bundles the
 * JavaScript for Node 20, tsc writes the declarations. Run from the repository root: npm run build:pos-client.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

const common = {
  entryPoints: [join(root, 'src/index.ts')],
  bundle: true,
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
await build({ ...common, format: 'esm', outfile: join(dist, 'esm/index.js') });
await build({ ...common, format: 'cjs', outfile: join(dist, 'cjs/index.js') });
// The package is "type": "module"; this marks dist/cjs's .js and .d.ts files as CommonJS.
writeFileSync(join(dist, 'cjs/package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);

const tsc = join(root, '../../node_modules/typescript/bin/tsc');
for (const format of ['esm', 'cjs']) {
  mkdirSync(join(dist, format), { recursive: true });
  execFileSync(
    process.execPath,
    [tsc, '-p', join(root, 'tsconfig.build.json'), '--outDir', join(dist, format)],
    {
      stdio: 'inherit',
    },
  );
}
// tsc keeps the sources' `.ts` specifiers in declarations; consumers resolve the emitted `.js` names.
for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.d.ts')) continue;
  const path = join(dist, file);
  writeFileSync(path, readFileSync(path, 'utf8').replace(/(from '\.{1,2}\/[^']+)\.ts'/g, "$1.js'"));
}
console.log(`built ${dist} (esm, cjs, types)`);
