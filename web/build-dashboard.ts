/**
 * `npm run build:dashboard`: the owner's dashboard (web/dashboard, Vite + Preact + Observable Plot)
 * built into build/dashboard (gitignored): index.html, one external module script and one stylesheet
 * with hashed names under assets/, nothing loaded from a CDN. The local server serves the folder at
 * `/` (with a generated config.json); in AWS it is the S3 origin's `dashboard/` (infra/hosting.ts).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { DASHBOARD_BUILD_DIR } from './dashboard-config.ts';

const APP_DIR = fileURLToPath(new URL('./dashboard/', import.meta.url));

export async function buildDashboard(outDir = DASHBOARD_BUILD_DIR): Promise<string> {
  await build({
    root: APP_DIR,
    base: '/',
    configFile: false,
    logLevel: 'warn',
    // Preact's automatic JSX runtime (no React): the page imports preact/jsx-runtime.
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      // No inline script anywhere: the CSP allows scripts from the page's origin only.
      modulePreload: { polyfill: false },
      assetsInlineLimit: 0,
      reportCompressedSize: false,
    },
  });
  return outDir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`built ${await buildDashboard()}`);
}
